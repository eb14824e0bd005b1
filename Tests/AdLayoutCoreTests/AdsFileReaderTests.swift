import Foundation
import Testing
@testable import AdLayoutModel

/// Ads files for `adlayout fit`: the SDK's ad-list JSON (an array, or an object with a `list`
/// array, of TnkPlacementAdItem objects) or a document's ad objects, streamed in batches, every
/// problem at the ad's index, field and line:column in the file.
@Suite struct AdsFileReaderTests {
    /// Writes `text` to a temporary file and reads all of it.
    static func read(_ text: String) throws -> (ads: [AdListItem], indices: [Int], diagnostics: [Diagnostic]) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ads-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var reader = try AdsFileReader(url: url, file: "ads.json")
        defer { reader.close() }
        var ads: [AdListItem] = [], indices: [Int] = []
        while let batch = reader.next() {
            indices += batch.ads.indices.map { batch.firstIndex + $0 }
            ads += batch.ads
        }
        return (ads, indices, reader.diagnostics)
    }

    @Test func everyFieldOfThePlacementItemMapsToTheAd() throws {
        let (ads, _, diagnostics) = try Self.read("""
            [{"app_id": 3301, "app_nm": "꿀벌농장", "img_url": "https://cdn/i.png", "pnt_amt": 240, "org_amt": 120,
              "pnt_unit": "골드", "prd_price": 19900, "org_prd_price": 25000, "sale_dc_rate": 22, "multi_yn": "Y",
              "cmpn_type": 2, "cmpn_type_name": "설치하면", "like_yn": "y"},
             {"app_id": 7, "app_nm": "null fields keep their defaults", "pnt_unit": null, "sale_dc_rate": "35%", "multi_yn": false}]
            """)
        #expect(diagnostics.isEmpty)
        let a = try #require(ads.first)
        #expect(a.appId == 3301 && a.appName == "꿀벌농장" && a.iconUrl == "https://cdn/i.png" && a.imageUrl == "https://cdn/i.png")
        #expect(a.pointValue == 240 && a.originalPointAmount == 120 && a.pointUnit == "골드")
        #expect(a.productPrice == 19900 && a.originalProductPrice == 25000 && a.discountPercent == "22")
        #expect(a.multiReward && a.actionId == 2 && a.cmpnDesc == "설치하면" && a.favorite)
        #expect(ads[1].pointUnit == "" && ads[1].discountPercent == "35%" && !ads[1].multiReward)
    }

    @Test func theListOfAnObjectAndDocumentAdsAreRead() throws {
        let wrapped = try Self.read(#"{"result": {"code": 0, "msg": "[]"}, "list": [{"app_nm": "a"}, {"app_nm": "b"}], "count": 2}"#)
        #expect(wrapped.ads.map(\.appName) == ["a", "b"] && wrapped.diagnostics.isEmpty)
        let document = try Self.read(#"[{"appName": "c", "pointValue": 5, "cmpnDesc": "받으면", "state": "paid"}]"#)
        #expect(document.ads.first?.appName == "c" && document.ads.first?.state == .paid && document.diagnostics.isEmpty)
    }

    @Test func badValuesNameTheAdTheFieldAndTheLine() throws {
        let (_, _, diagnostics) = try Self.read("""
            {"list": [
              {"app_id": 1, "app_nm": "ok"},
              {"app_id": 2, "app_nm": 5, "pnt_amt": -4, "multi_yn": "maybe"},
              "not an ad"
            ]}
            """)
        #expect(diagnostics.map(\.line) == [
            "error: ads.json:3:27: list[1].app_nm: expected a string, found the number 5",
            "error: ads.json:3:41: list[1].pnt_amt: expected a whole number in 0…2147483647, found the number -4",
            "error: ads.json:3:57: list[1].multi_yn: expected \"Y\" or \"N\", found a string \"maybe\"",
            "error: ads.json:4:3: list[2]: expected an ad object, found a string \"not an ad\"",
        ])
    }

    @Test func unknownFieldsAreOneNote() throws {
        let (ads, _, diagnostics) = try Self.read("""
            [{"app_nm": "a", "icon_url": "x", "ad_type": 0},
             {"app_nm": "b", "icon_url": "y"}]
            """)
        #expect(ads.count == 2)
        #expect(diagnostics.map(\.line) == [
            "note: ads.json:1:30: [0].icon_url: fields that are not TnkPlacementAdItem's nor a document ad's were ignored: "
                + "icon_url, ad_type (in 2 ads)",
        ])
    }

    @Test func structuralProblemsStopTheRead() throws {
        #expect(try Self.read("").diagnostics.map(\.line)
                == ["error: ads.json:1:1: invalid ads file: the file is empty; expected an array of ads, or an object with a \"list\" array"])
        #expect(try Self.read(#"{"ads": []}"#).diagnostics.map(\.line)
                == ["error: ads.json:1:11: invalid ads file: the object has no \"list\" array of ads"])
        #expect(try Self.read(#"{"list": 3}"#).diagnostics.map(\.line)
                == ["error: ads.json:1:10: invalid ads file: expected \"list\" to be an array of ads, found '3'"])
        let missingComma = try Self.read(#"[{"app_nm": "a"} {"app_nm": "b"}]"#)
        #expect(missingComma.diagnostics.map(\.line) == ["error: ads.json:1:18: invalid ads file: expected ',' or ']' after an ad, found '{'"])
        #expect(try Self.read(#"[{"app_nm": "a"}, {"app_nm": "b",}]"#).diagnostics.map(\.line)
                == ["error: ads.json:1:33: [1].app_nm: invalid JSON: trailing comma before '}'"])
        #expect(try Self.read(#"[{"app_nm": "a"}, "#).diagnostics.map(\.line)
                == ["error: ads.json:1:19: invalid ads file: the file ends inside the list of ads (a missing ']' or '}')"])
    }

    @Test func manyAdsAreStreamedInBatchesWithTheirFileIndices() throws {
        // More ads than a batch and more bytes than a chunk; one bad value far down and a title
        // that straddles a chunk's end are still found at their place.
        let count = 9_000
        var lines: [String] = []
        for i in 0..<count {
            let title = i == 5_000 ? String(repeating: "가", count: 3_000) : "광고 \(i)"
            let points = i == 8_765 ? "\"x\"" : "\(i)"
            lines.append(#"  {"app_id": \#(i), "app_nm": "\#(title)", "pnt_amt": \#(points), "cmpn_type_name": "참여하면"}"#)
        }
        let (ads, indices, diagnostics) = try Self.read("[\n" + lines.joined(separator: ",\n") + "\n]\n")
        #expect(ads.count == count && indices == Array(0..<count))
        #expect(ads.map(\.appId) == Array(0..<count))
        #expect(ads[5_000].appName.count == 3_000 && ads[8_999].pointValue == 8_999)
        #expect(diagnostics.map(\.line) == ["error: ads.json:8767:52: [8765].pnt_amt: expected a number, found a string \"x\""])
    }
}

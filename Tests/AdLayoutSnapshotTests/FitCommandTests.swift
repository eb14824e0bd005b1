import AdLayoutBenchmarkSuite
import AdLayoutCLI
import AdLayoutCore
import AdLayoutSnapshot
import AdLayoutTestSupport
import Foundation
import Testing

/// `adlayout fit`: the SDK's ad-list JSON laid out in a layout's sections on each variant, counted
/// and reported as text, JSON, CSV or HTML.
@Suite(.serialized) struct FitCommandTests {
    static let offerwall = Run.layouts.appendingPathComponent("offerwall-default.json").path

    /// 1,000 ads of the benchmark's kind: 300 with 80-syllable titles.
    static func adsFile(_ count: Int = 1_000) throws -> String {
        let url = try temporaryDirectory().appendingPathComponent("ads.json")
        try FitBenchWorkload.writeAdsFile(ads: count, to: url)
        return url.path
    }

    @Test func threeHundredLongTitlesAreThreeHundredTruncatedInTheNormalList() throws {
        let ads = try Self.adsFile()
        let run = Run("fit", Self.offerwall, "--ads", ads, "--format", "json", "--devices", "iPhone15", "--jobs", "1",
                      "--examples", "2")
        #expect(run.status == 0, "\(run.err)")
        let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as! [String: Any]
        let results = json["results"] as! [[String: Any]]
        #expect(results.count == 1)
        let r = results[0]
        #expect(r["layoutType"] as? String == "normal" && r["device"] as? String == "iPhone15" && r["contentSize"] as? String == "large")
        #expect(r["ads"] as? Int == 1_000 && r["truncated"] as? Int == 300 && r["clipped"] as? Int == 0)
        #expect((r["byElement"] as? [String: [String: Int]]) == ["title": ["truncated": 300, "clipped": 0]])
        let examples = r["examples"] as! [[String: Any]]
        #expect(examples.count == 2)
        // The worst first: every long title hides about as much; the first in the file wins a tie.
        let problem = (examples[0]["problems"] as! [[String: Any]])[0]
        #expect(problem["element"] as? String == "title" && problem["problem"] as? String == "truncated")
        let shown = try #require(problem["shown"] as? String), text = try #require(problem["text"] as? String)
        #expect(shown.hasSuffix("…") && text.hasPrefix(String(shown.dropLast())))
        #expect(FitBenchWorkload.hasLongTitle(examples[0]["index"] as! Int))
        #expect(examples[0]["appId"] as? Int == 100_000 + (examples[0]["index"] as! Int))
    }

    /// A placement document is fitted in its placement's section: the feed's 304 pt cards cut the
    /// long titles as the normal list does, the icon row's captions never show a title.
    @Test func placementsFitTheirOwnSection() throws {
        let ads = try Self.adsFile()
        func result(_ layout: String) throws -> [String: Any] {
            let run = Run("fit", Run.layouts.appendingPathComponent(layout).path, "--ads", ads, "--format", "json",
                          "--devices", "iPhoneSE", "--jobs", "1", "--examples", "0")
            #expect(run.status == 0, "\(run.err)")
            let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as! [String: Any]
            let results = json["results"] as! [[String: Any]]
            #expect(results.count == 1)
            return results[0]
        }
        let feed = try result("placement-feed.json")
        #expect(feed["layoutType"] as? String == "placement:news_coin" && feed["ads"] as? Int == 1_000)
        #expect(feed["truncated"] as? Int == 300 && feed["clipped"] as? Int == 0)
        let icon = try result("placement-icon.json")
        #expect(icon["layoutType"] as? String == "placement:shopping_plus")
        #expect((icon["byElement"] as? [String: [String: Int]])?["title"] == nil)
    }

    /// 2,500 ads are two of the reader's batches (2,048 each), one for each job.
    @Test func twoJobsCountTheSameAsOne() throws {
        let ads = try Self.adsFile(2_500)
        let one = Run("fit", Self.offerwall, "--ads", ads, "--format", "json", "--jobs", "1", "--content-sizes", "large,xxxLarge")
        let two = Run("fit", Self.offerwall, "--ads", ads, "--format", "json", "--jobs", "2", "--content-sizes", "large,xxxLarge")
        #expect(one.status == 0 && two.status == 0)
        #expect(one.out == two.out)
        #expect(one.out.contains(#""contentSize": "xxxLarge", "ads": 2500"#))
    }

    @Test func textAndCSVNameEachResult() throws {
        let ads = try Self.adsFile(100)
        let text = Run("fit", Self.offerwall, "--ads", ads, "--examples", "1", "--jobs", "1")
        #expect(text.status == 0)
        let lines = text.out.components(separatedBy: "\n")
        #expect(lines.first == "normal · iPhone15 · large: 100 ads, 30 with text cut (title 30), 0 with elements clipped")
        #expect(lines.count == 2 && lines[1].hasPrefix("  ad ") && lines[1].contains(": title shows \""))
        let csv = Run("fit", Self.offerwall, "--ads", ads, "--format", "csv", "--types", "normal,newapps", "--jobs", "1")
        #expect(csv.out == """
            layoutType,device,contentSize,ads,truncated,clipped,truncated.title,clipped.title
            normal,iPhone15,large,100,30,0,30,0
            newapps,iPhone15,large,100,30,0,30,0
            """)
    }

    @Test func strictFailsWhenAnythingIsCut() throws {
        let ads = try Self.adsFile(20)
        #expect(Run("fit", Self.offerwall, "--ads", ads, "--strict").status == 1)
        let dir = try temporaryDirectory()
        let short = dir.appendingPathComponent("short.json").path
        try #"[{"app_id": 1, "app_nm": "꿀벌농장", "pnt_amt": 100, "pnt_unit": "P", "cmpn_type_name": "받으면"}]"#
            .write(toFile: short, atomically: true, encoding: .utf8)
        let run = Run("fit", Self.offerwall, "--ads", short, "--strict")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "normal · iPhone15 · large: 1 ad, 0 with text cut, 0 with elements clipped")
    }

    @Test func theTwoColumnListClipsThePoint() throws {
        let dir = try temporaryDirectory()
        let layout = dir.appendingPathComponent("two.json").path
        try """
        {"schemaVersion": 1, "device": "iPhone15",
         "layoutClasses": {"TwoColumns": {"base": "AdListItemViewLayout", "itemColumns": [2, 0]}},
         "registrations": {"normal": {"viewClass": "DefaultAdListItemView", "viewLayout": "TwoColumns"}},
         "sections": [{"type": "normal", "items": [{"appName": "A"}]}]}
        """.write(toFile: layout, atomically: true, encoding: .utf8)
        let ads = dir.appendingPathComponent("ads.json").path
        try """
        [{"app_id": 1, "app_nm": "꿀벌농장", "pnt_amt": 35000, "pnt_unit": "골드", "cmpn_type_name": "설치하고 실행하면"},
         {"app_id": 2, "app_nm": "행성", "pnt_amt": 10, "pnt_unit": "P", "cmpn_type_name": "받으면"}]
        """.write(toFile: ads, atomically: true, encoding: .utf8)
        let run = Run("fit", layout, "--ads", ads, "--examples", "1")
        #expect(run.out == """
            normal · iPhone15 · large: 2 ads, 2 with text cut (desc 1, unit 1), 1 with elements clipped (pointIcon 1, point 1, unit 1)
              ad 1 (app 1): desc shows "설치하고 실…" of "설치하고 실행하면"; pointIcon clipped; point clipped ("35,000"); unit clipped ("골드")
            """)
    }

    @Test func invalidAdsWriteNothingAndExitTwo() throws {
        let dir = try temporaryDirectory()
        let ads = dir.appendingPathComponent("ads.json").path
        try #"[{"app_nm": "a", "pnt_amt": 1}, {"app_nm": "b", "pnt_amt": "many"}]"#.write(toFile: ads, atomically: true, encoding: .utf8)
        let output = dir.appendingPathComponent("fit.json").path
        let run = Run("fit", Self.offerwall, "--ads", ads, "--format", "json", "-o", output)
        #expect(run.status == 2)
        #expect(run.err == "error: \(ads):1:60: [1].pnt_amt: expected a number, found a string \"many\"")
        #expect(!FileManager.default.fileExists(atPath: output))
        let missing = Run("fit", Self.offerwall, "--ads", dir.appendingPathComponent("none.json").path)
        #expect(missing.status == 2 && missing.err.hasSuffix("none.json: cannot read the file: no such file or directory"))
        let native = Run("fit", Run.layouts.appendingPathComponent("native-medium.json").path, "--ads", ads)
        #expect(native.status == 2 && native.err.contains("this document is a native screen"))
        let types = Run("fit", Self.offerwall, "--ads", ads, "--types", "normall")
        #expect(types.status == 2 && types.err.hasPrefix("Error: The value 'normall' is invalid for '--types <types>': unknown layout type \"normall\" (did you mean \"normal\"?); valid: normal, "))
    }

    @Test func theHTMLReportDrawsTheWorstAds() throws {
        let ads = try Self.adsFile(50)
        let dir = try temporaryDirectory()
        let output = dir.appendingPathComponent("fit.html").path
        let run = Run("fit", Self.offerwall, "--ads", ads, "--format", "html", "-o", output, "--examples", "3", "--types", "normal,suggest")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "wrote \(output) (2 results, 50 ads)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.contains("<h1>AdLayout fit report</h1>"))
        #expect(html.contains("<p class=\"summary\">50 ads in 2 layouts (layout type × variant): ads are cut in 2 of 2: "
                              + "normal · iPhone15 · large, suggest · iPhone15 · large</p>"))
        // Thumbnails are shown no smaller than the device's points (390 CSS pixels for an iPhone 15).
        #expect(html.contains(".views { grid-template-columns: repeat(auto-fill, minmax(390px, 1fr)); }"))
        #expect(html.components(separatedBy: "<img src=\"data:image/png;base64,").count - 1 == 6)
        #expect(html.contains("<h3>suggest · iPhone15 · large</h3>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["fit.html"])
    }
}

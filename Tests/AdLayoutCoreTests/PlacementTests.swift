import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Placement documents (`"screen": "placement"`): decoding, errors, and the three standard looks
/// laid out as `showAdList()` sizes them.
@Suite struct PlacementTests {
    /// A placement document: `placement`, an optional registration of `view` + `layout`, three SDK ads.
    static func document(view: String? = nil, layout: String? = nil, placement: String? = nil, device: String = #""iPhoneSE""#) -> String {
        let registration = view.map { #", "placementRegistrations": {"open_ad": {"viewClass": "\#($0)", "viewLayout": "\#(layout!)"}}"# } ?? ""
        return """
        {"schemaVersion": 1, "screen": "placement", "device": \(device),
         "placement": \(placement ?? #"{"id": "open_ad", "title": "인기 캠페인", "moreLabel": "더 보기"}"#)\(registration),
         "items": [
          {"app_id": 1, "app_nm": "쿠팡 (Coupang)", "pnt_amt": 1, "cmpn_type_name": "클릭하면", "pnt_unit": "P"},
          {"app_id": 2, "app_nm": "발키리 히어로 키우기", "pnt_amt": 120, "cmpn_type_name": "받으면"},
          {"app_id": 3, "app_nm": "청미질봉장어", "pnt_amt": 18, "cmpn_type_name": "참여하면"}]}
        """
    }

    static func text(_ node: LayoutNode) -> String? {
        if case .text(let t) = node.content { return t.string }
        return nil
    }

    /// Each standard pair renders the header and the three ads, on a canvas as tall as its content.
    static let looks: [(String, String)] = [("DefaultAdListItemView", "PlacementListViewLayout"),
                                            ("FeedAdListItemView", "PlacementFeedViewLayout"),
                                            ("IconOnlyAdListItemView", "PlacementIconViewLayout")]

    @Test(arguments: looks)
    func standardLooksShowTheHeaderAndThreeAds(view: String, layout: String) throws {
        let tree = try layoutJSON(Self.document(view: view, layout: layout))
        let titles = tree.root.all(.headerTitleLabel)
        #expect(titles.map(Self.text) == ["인기 캠페인"])
        #expect(tree.root.all(.moreLink).map(Self.text) == ["더 보기"])
        #expect(tree.root.all(.moreChevron).count == 1)
        let items = tree.root.all(.item)
        #expect(items.map(\.source) == ["items[0]", "items[1]", "items[2]"])
        let content = try #require(tree.root.children.last).frame.maxY
        #expect(tree.canvasSize.width == 375)
        #expect(tree.canvasSize.height == content.rounded(.up))
        #expect(tree.canvasSize.height < 400, "a placement is well under a screen (667 pt)")
        // The link's right edge (with its chevron) is at the header's right inset, on the title's line.
        let chevron = try #require(tree.root.all(.moreChevron).first)
        #expect(chevron.frame.maxX == 375 - PresetMetrics.placementHeaderInset.right)
        #expect(abs(chevron.frame.midY - titles[0].frame.midY) < 0.01)
        let first = items[0].frame
        switch layout {
        case "PlacementListViewLayout":
            // Rows of the default list: icons at x 20, 85 pt apart, dividers between them.
            #expect(items.map(\.frame.minX) == [10, 10, 10])
            #expect(items[1].frame.minY - first.minY == 85)
            #expect(tree.root.all(.divider).count == 2)
            // Header, 5 pt, three 85 pt rows, 8 pt.
            let header = try #require(tree.root.all(.placementHeader).first).frame.height
            #expect(tree.canvasSize.height == (header + 5 + 3 * 85 + 8).rounded(.up))
        case "PlacementFeedViewLayout":
            // 304 pt cards 8 pt apart from x 20: the second peeks past the right edge.
            #expect(items.map(\.frame.minX) == [20, 332, 644])
            #expect(first.width == 304)
            #expect(items[1].frame.maxX > 375)
            #expect(try #require(items[0].all(.feedImage).first).frame.height == (304 * 0.55).rounded())
        default:
            // 83 pt circles 9 pt apart, a caption under each.
            #expect(items.map(\.frame.minX) == [20, 112, 204])
            let icon = try #require(items[0].all(.iconImage).first)
            #expect(icon.frame.width == 83 && icon.box.cornerRadius == 41.5)
            let caption = try #require(items[0].all(.pointAmountLabel).first)
            #expect(caption.frame.minY == icon.frame.maxY + PresetMetrics.placementCaptionSpacing)
            #expect(items[0].all(.descLabel).map(Self.text) == ["클릭하면"])
        }
    }

    /// The SDK's pubInfo JSON is read as the document's keys; its point unit reaches the ads that have none.
    @Test func pubInfoJSONIsAPlacement() throws {
        let json = Self.document(placement: """
        {"plcmt_id": "open_ad", "title": "인기 캠페인", "more_lbl": "더 보기", "pnt_unit": "코인", "cust_data": "list", "ad_type": 0,
         "ctype_surl": "https://example.com"}
        """)
        let doc = try DocumentDecoder.decode(Data(json.utf8), file: "test.json")
        let p = try #require(doc.placement)
        #expect(p.id == "open_ad" && p.moreLabel == "더 보기" && p.pointUnit == "코인" && p.customData == "list" && p.adType == 0)
        let resolved = try DocumentResolver.resolve(doc)
        #expect(resolved.placement?.section.items.map(\.pointUnit) == ["P", "코인", "코인"])
        #expect(doc.device.autoHeight)
    }

    /// A height in the device fixes the canvas; a preset alone does not.
    @Test func aFixedHeightIsKept() throws {
        let tree = try layoutJSON(Self.document(device: #"{"preset": "iPhoneSE", "height": 500}"#))
        #expect(tree.canvasSize.height == 500)
    }

    @Test func badPlacementsAreReportedWordForWord() throws {
        let typo = documentErrors(Self.document(placement: #"{"id": "a", "titel": "x"}"#)).map(\.description)
        #expect(typo == [#"test.json:2:27: placement.titel: unknown key "titel" (did you mean "title"?); valid keys: ad_type, "#
                         + "ctype_surl, cust_data, id, moreLabel, more_lbl, plcmt_id, pnt_unit, pointUnit, subtitle, title",
                         #"test.json:2:15: placement.title: missing required key "title" (the header's title)"#])
        let noID = documentErrors(Self.document(placement: #"{"title": "x"}"#)).map(\.description)
        #expect(noID == [#"test.json:2:15: placement.id: missing required key "id" (the placement id; "plcmt_id" in the SDK's pubInfo JSON)"#])
        let both = documentErrors(Self.document(placement: #"{"id": "a", "plcmt_id": "b", "title": "x"}"#)).map(\.description)
        #expect(both == [#"test.json:2:39: placement.plcmt_id: give either "id" or "plcmt_id" (the SDK's name), not both"#])
    }

    @Test func badItemsAndKeysAreReportedWordForWord() throws {
        let ad = documentErrors("""
        {"schemaVersion": 1, "screen": "placement", "placement": {"id": "a", "title": "T"},
         "items": [{"app_nm": "A", "pnt_amtt": 1}, {"appName": "B", "pointValu": 2}]}
        """).map(\.description)
        #expect(ad == [#"test.json:2:28: items[0].pnt_amtt: unknown key "pnt_amtt" (did you mean "pnt_amt"?); valid keys: "#
                       + "app_id, app_nm, cmpn_type, cmpn_type_name, img_url, like_yn, multi_yn, org_amt, org_prd_price, pnt_amt, "
                       + "pnt_unit, prd_price, sale_dc_rate",
                       #"test.json:2:61: items[1].pointValu: unknown key "pointValu" (did you mean "pointValue"?); closest valid keys: "#
                       + "pointValue, pointText, pointUnit, appName, filterId, iconUrl (24 keys in all)"])
        let sections = documentErrors("""
        {"schemaVersion": 1, "screen": "placement", "placement": {"id": "a", "title": "T"}, "items": [], "sections": []}
        """).map(\.description)
        #expect(sections == [#"test.json:1:110: sections: a placement screen has no sections; use "placement" and "items" (or "screen": "offerwall")"#])
        let offerwall = documentErrors(#"{"schemaVersion": 1, "sections": [], "items": []}"#).map(\.description)
        #expect(offerwall == [#"test.json:1:47: items: "items" belongs to placement screens; add "screen": "placement""#])
    }

    @Test func registrationsNameKnownClasses() throws {
        let errors = documentErrors(Self.document(view: "IconOnlyAdListItemView", layout: "PlacementIconLayout")).map(\.description)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(#"test.json:2:112: placementRegistrations.open_ad.viewLayout: unknown layout class "PlacementIconLayout" (did you mean "PlacementIconViewLayout"?)"#) == true)
    }

    /// `registerPlacementViewLayout` in Swift is what a document's registration does.
    @Test func swiftRegistrationsAreUsed() throws {
        var base = TnkLayout()
        base.registerPlacementViewLayout(placementId: "open_ad", viewClass: IconOnlyAdListItemView.self, viewLayout: PlacementIconViewLayout())
        let tree = try layoutJSON(Self.document(), base: base)
        #expect(tree.root.all(.item).map(\.frame.width) == [83, 83, 83])
        #expect(tree.root.all(.titleLabel).isEmpty)
    }
}

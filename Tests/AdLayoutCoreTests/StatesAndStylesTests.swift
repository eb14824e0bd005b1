import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Ad states, point texts, the styles cascade, the dark theme, menu extras and footers.
@Suite struct StatesAndStylesTests {
    func items(_ itemJSON: String, overrides: String = "{}") throws -> [LayoutNode] {
        let json = """
        {"schemaVersion": 1, "registrations": {"normal": {"overrides": \(overrides)}},
         "sections": [{"type": "normal", "items": [\(itemJSON)]}]}
        """
        return try layoutJSON(json).root.all(.item)
    }

    func text(_ node: LayoutNode?) -> TextContent? {
        if case .text(let t)? = node?.content { return t }
        return nil
    }

    @Test func stateTextsAndColours() throws {
        let base = #""appName": "A", "pointValue": 900, "pointUnit": "골드", "cmpnDesc": "참여하면""#
        let nodes = try items(["normal", "confirm", "paid", "ended", "disabled", "tomorrow"]
            .map { "{\(base), \"state\": \"\($0)\"}" }.joined(separator: ","))
        let amounts = nodes.map { $0.first(.pointAmountLabel)?.text }
        #expect(amounts == ["900", "설치확인 후 리워드가 지급됩니다.", "이미 지급된 광고입니다.", "종료된 광고입니다.",
                            "종료된 광고입니다.", "내일 구매 가능"])
        #expect(text(nodes[1].first(.pointAmountLabel))?.color == .blue)                  // pointAmountConfirmColor (SDK docs v5.91)
        #expect(nodes[2...].allSatisfy { text($0.first(.pointAmountLabel))?.color == .gray })   // disabled colour
        #expect(nodes[1...].allSatisfy { $0.first(.pointUnitLabel) == nil && $0.first(.descLabel) == nil })
        #expect(nodes[0].first(.pointUnitLabel)?.text == "골드" && nodes[0].first(.descLabel)?.text == "참여하면")
    }

    @Test func doublePointMultiRewardAndFormats() throws {
        let nodes = try items("""
        {"appName": "A", "pointValue": 480, "originalPointAmount": 240, "pointUnit": "P", "cmpnDesc": "x"},
        {"appName": "B", "pointValue": 12500, "multiReward": true, "pointUnit": "P", "cmpnDesc": "x"}
        """)
        let original = try #require(nodes[0].first(.descPointLabel))
        #expect(original.text == "240" && text(original)?.strikethrough == true)
        // The original point sits between the desc and the point icon.
        #expect(original.frame.minX > nodes[0].first(.descLabel)!.frame.maxX)
        #expect(original.frame.maxX < nodes[0].first(.pointIconImage)!.frame.minX)
        #expect(nodes[1].first(.pointAmountLabel)?.text == "최대 12,500")
        #expect(PointFormatter.koreanUnits(1000) == "1,000")
        #expect(PointFormatter.koreanUnits(10_000) == "1만")
        #expect(PointFormatter.koreanUnits(49_000) == "4만 9,000")
        #expect(PointFormatter.koreanUnits(123_456_789) == "1억 2,345만 6,789")
        let formatted = try items(#"{"appName": "A", "pointValue": 49000, "pointUnit": "골드", "cmpnDesc": "x"}"#,
                                  overrides: #"{"pointAmountFormat": "+{point}{unit}", "pointNumberStyle": "koreanUnits"}"#)
        #expect(formatted[0].first(.pointAmountLabel)?.text == "+4만 9,000골드")
        #expect(formatted[0].first(.pointUnitLabel) == nil)   // the unit is in the format
    }

    @Test func stylesCascadeGlobalThenClassThenOverrides() throws {
        let json = """
        {"schemaVersion": 1,
         "styles": {"adListItem": {"titleLabel": {"color": "#112233", "numberOfLines": 3, "font": {"size": 20}}}},
         "registrations": {"cpslist": {"overrides": {"titleLabel": {"font": {"size": 11}}}}},
         "sections": [{"type": "cpslist", "items": []}, {"type": "normal", "items": []}]}
        """
        let doc = try DocumentResolver.resolve(try DocumentDecoder.decode(Data(json.utf8)))
        let box = doc.sections[0].layout.titleLabel, normal = doc.sections[1].layout.titleLabel
        #expect(box.color == Color(argb: 0xFF11_2233) && normal.color == Color(argb: 0xFF11_2233))   // global
        #expect(box.numberOfLines == 2 && normal.numberOfLines == 3)                                 // class default wins
        #expect(box.font.size == 11 && normal.font.size == 20)                                       // override wins
    }

    @Test func darkThemeUsesTheSemanticColours() throws {
        let json = """
        {"schemaVersion": 1, "styles": {"offerwallTheme": "dark"},
         "menu": {"items": ["a", "b"], "selected": 0}, "filter": {"items": ["x", "y"], "selected": 0},
         "sections": [{"type": "normal", "items": [\(itemsJSON(2))]}, {"type": "newapps", "items": [\(itemsJSON(2))]}]}
        """
        let root = try layoutJSON(json).root
        #expect(root.box.backgroundColor == Color(argb: 0xFF15_1515))
        let item = try #require(root.first(.item))
        #expect(item.box.backgroundColor == Color(argb: 0xFF15_1515))
        #expect(root.divider(under: item)?.box.backgroundColor == Color(argb: 0xFF35_3535))
        #expect(text(item.first(.pointAmountLabel))?.color == Color(argb: 0xFF77_A5FF))
        let chips = root.all(.filterItem)
        #expect(chips[0].box.backgroundColor == Color(argb: 0xFF77_A5FF))
        #expect(chips[1].box.strokeColor == Color(argb: 0xFF50_5050))
        #expect(text(root.all(.menuItem)[0])?.color == .white && text(root.all(.menuItem)[1])?.color == Color(argb: 0xFF96_9696))
        let gray = root.all(.section)[1]
        #expect(gray.box.backgroundColor == Color(argb: 0xFF1E_1E1E))
        // Light stays light.
        #expect(try layoutJSON(normalDocument(items: 1)).root.box.backgroundColor == .white)
    }

    @Test func menuBadgeAndBarButtonVariants() throws {
        let json = """
        {"schemaVersion": 1, "title": "T", "tnkLayout": {"leftBarButtonItem": "help", "rightBarButtonItem": "close"},
         "menu": {"items": ["a"], "selected": 0, "badge": 3}, "sections": []}
        """
        let root = try layoutJSON(json).root
        #expect(root.first(.leftBarButton)?.text == "문의하기")
        #expect(root.first(.rightBarButton)?.text == "닫기")
        let my = try #require(root.first(.myMenuButton))
        #expect(my.frame.maxX <= 390 - 10)
        #expect(my.first(.badge)?.text == "3")
        let none = try layoutJSON(#"{"schemaVersion": 1, "tnkLayout": {"leftBarButtonItem": "none"}, "sections": []}"#).root
        #expect(none.first(.leftBarButton) == nil)
    }

    @Test func overflowingFilterChipsAreClippedAtTheEdge() throws {
        let many = (1...12).map { "\"필터\($0)\"" }.joined(separator: ",")
        let root = try layoutJSON(#"{"schemaVersion": 1, "filter": {"items": [\#(many)], "selected": 0}, "sections": []}"#).root
        let row = try #require(root.first(.filterView))
        #expect(row.box.clipsToBounds)
        let chips = row.all(.filterItem)
        #expect(chips.count < 12)                       // the rest are off-screen
        #expect(chips.last!.frame.maxX > 390)           // the last one is cut by the edge
    }

    @Test func pagingSectionShowsItsPageFooter() throws {
        func footer(page: String) throws -> LayoutNode? {
            let json = """
            {"schemaVersion": 1, "registrations": {"popular": {"overrides": {"sectionFooterViewClass": "AdSectionPrevNextFooterView"}}},
             "sections": [{"type": "popular", \(page) "items": [\(itemsJSON(7))]}]}
            """
            return try layoutJSON(json).root.first(.sectionFooter)
        }
        let first = try #require(try footer(page: ""))
        #expect(first.first(.pageLabel)?.text == "1 / 3")
        #expect(first.first(.footerPrevButton) != nil && first.first(.footerNextButton) != nil)
        #expect(try footer(page: #""page": 1,"#)?.first(.pageLabel)?.text == "2 / 3")
        // The shown items follow the page: ranks 4, 5, 6 on page 2.
        let json = """
        {"schemaVersion": 1, "sections": [{"type": "popular", "page": 1, "items": [\(itemsJSON(7))]}]}
        """
        let ranks = try layoutJSON(json).root.all(.orderNumberLabel).map(\.text)
        #expect(ranks == ["4", "5", "6"])
    }

    @Test func sdkHeadersAndGrayDecoration() throws {
        let root = try layoutJSON("""
        {"schemaVersion": 1, "sections": [{"type": "multi", "items": [\(itemsJSON(2))]}, {"type": "newapps", "items": [\(itemsJSON(2))]}]}
        """).root
        #expect(root.first(.headerTitleLabel)?.text == "참여 중인 미션을 이어서 완료해보세요!")
        #expect(root.all(.section)[1].box.backgroundColor == Color(argb: 0xFFF5_F5F5))
    }
}

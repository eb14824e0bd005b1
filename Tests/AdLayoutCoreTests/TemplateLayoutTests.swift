import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Numeric frames of template item views, with the font-free measurer (advance 0.55 em for
/// ASCII, 1 em otherwise; line height 1.25 em; baseline 1 em below the top).
@Suite struct TemplateLayoutTests {
    static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Layouts")

    static func items(_ json: String, base: TnkLayout = TnkLayout()) throws -> [LayoutNode] {
        try layoutJSON(json, base: base).root.all(.item)
    }

    // MARK: The guide's custom view (Layouts/custom-template.json, 375 pt)

    @Test func guideGeometryAt375Points() throws {
        let json = try String(contentsOf: Self.layouts.appendingPathComponent("custom-template.json"), encoding: .utf8)
        let items = try Self.items(json)
        #expect(items.count == 5)
        let item = items[0]
        // Cell: 375 − 10 − 10 wide; feed height + 106 high, exactly (no rounding).
        #expect(item.frame.minX == 10 && item.frame.width == 355)
        #expect(abs(item.frame.height - 274.565625) < 1e-9)
        #expect(abs(items[1].frame.minY - item.frame.maxY) < 1e-9)
        func frame(_ kind: NodeKind) throws -> CGRect { try #require(item.first(kind)).frame }
        let top = item.frame.minY

        let feed = try frame("feedImage")
        #expect(feed.minX == 26 && feed.minY == top + 16 && feed.width == 323)
        #expect(abs(feed.height - 168.565625) < 1e-9)
        #expect(try frame("iconImage") == CGRect(x: 26, y: feed.maxY + 10, width: 72, height: 72))
        let title = try frame("titleLabel")
        #expect(title == CGRect(x: 106, y: feed.maxY + 12, width: 243, height: 38))
        // "받으면": 3 × 13 wide, one UIKit line of 13 pt high, 8 below the title.
        let lineHeight = { (size: CGFloat) in SystemFontMetrics.lineHeight(size) }
        let desc = try frame("descLabel")
        #expect(desc == CGRect(x: 106, y: title.maxY + 8, width: 39, height: lineHeight(13)))
        // "180" at 15 pt: 3 × 8.25 = 24.75 → 25 wide (the 3× pixel grid); centred on the desc, 6 after it.
        let amount = try frame("pointAmountLabel")
        #expect(amount == CGRect(x: 151, y: desc.midY - lineHeight(15) / 2, width: 25, height: lineHeight(15)))
        // "골드" at 11 pt: 3 after the amount, bottoms aligned.
        #expect(try frame("pointUnitLabel") == CGRect(x: 179, y: amount.maxY - lineHeight(11), width: 22, height: lineHeight(11)))
        // The icon's bottom + 8 is the item's bottom.
        #expect(abs(try frame("iconImage").maxY + 8 - item.frame.maxY) < 1e-9)
        #expect(item.first(.divider) == nil)

        #expect(item.first("titleLabel")?.text == "꿀벌농장 (설치형)")
        #expect(item.first("pointAmountLabel")?.text == "180")
        let feedNode = try #require(item.first("feedImage"))
        #expect(feedNode.box == BoxStyle(cornerRadius: 16, strokeColor: .lightGray, strokeWidth: 1, clipsToBounds: true))
        if case .image(let image) = feedNode.content { #expect(image.source?.path == "images/feed-01.jpg") }
        else { Issue.record("feedImage is not an image") }
    }

    @Test func guideStatesReplaceTheDescAndPointAndHideTheUnit() throws {
        let json = try String(contentsOf: Self.layouts.appendingPathComponent("custom-template.json"), encoding: .utf8)
        let items = try Self.items(json)
        let expected = ["설치확인 후 리워드가 지급됩니다.", "이미 지급된 광고입니다.", "종료된 광고입니다."]
        for (item, message) in zip(items[2...], expected) {
            #expect(item.first("pointAmountLabel")?.text == message)
            #expect(item.first("pointUnitLabel") == nil)
            let desc = try #require(item.first("descLabel"))
            #expect(desc.text == "" && desc.frame.size == .zero)
            let amount = try #require(item.first("pointAmountLabel")).frame
            #expect(amount.minX == 112 && amount.midY == desc.frame.minY)
        }
        // The two-line title keeps its fixed frame; "2,500" is grouped.
        #expect(items[1].first("pointAmountLabel")?.text == "2,500")
    }

    // MARK: Rules

    /// One normal section of `items` using template `T` with `elements` and `height`.
    static func document(_ elements: String, height: String = "100", items: String = #"{"appName": "AB", "pointValue": 1200, "pointUnit": "P", "cmpnDesc": "받으면"}"#,
                         registration: String = "", extra: String = "") -> String {
        """
        {"schemaVersion": 1, "device": {"width": 400, "height": 800},
         "templates": {"T": {"height": \(height), \(extra) "elements": [\(elements)]}},
         "registrations": {"normal": {"viewClass": "T" \(registration)}},
         "sections": [{"type": "normal", "items": [\(items)]}]}
        """
    }

    @Test func edgesCentresAndAspectRatios() throws {
        let item = try #require(try Self.items(Self.document("""
          {"id": "fill", "type": "box", "left": 0, "right": 0, "top": 0, "bottom": 0, "backgroundColor": "#F5F5F5"},
          {"id": "right", "type": "text", "text": "{appName}", "right": 16, "top": 4, "font": {"size": 20}},
          {"id": "centred", "type": "box", "centerX": 0, "centerY": 0, "width": 40, "height": 20},
          {"id": "ratio", "type": "image", "left": {"alignedWith": "centred"}, "top": {"below": "centred", "offset": 2}, "height": 10, "aspectRatio": "3:1"},
          {"id": "under", "type": "box", "centerX": {"alignedWith": "ratio", "offset": 5}, "bottom": {"above": "ratio", "offset": 1}, "width": 4, "aspectRatio": 2}
        """)).first)
        let x = item.frame.minX, y = item.frame.minY
        #expect(item.frame == CGRect(x: 10, y: item.frame.minY, width: 380, height: 100))
        #expect(item.first("fill")?.frame == item.frame)
        // "AB" at 20 pt: 2 × 11 = 22 wide, one 20 pt line high, ending 16 before the right edge.
        #expect(item.first("right")?.frame == CGRect(x: x + 380 - 16 - 22, y: y + 4, width: 22, height: SystemFontMetrics.lineHeight(20)))
        #expect(item.first("centred")?.frame == CGRect(x: x + 170, y: y + 40, width: 40, height: 20))
        #expect(item.first("ratio")?.frame == CGRect(x: x + 170, y: y + 62, width: 30, height: 10))
        // Width 4 and aspect 2:1 give height 2; its bottom is 1 above "ratio", its centre 5 right of ratio's.
        #expect(item.first("under")?.frame == CGRect(x: x + 185 + 5 - 2, y: y + 62 - 1 - 2, width: 4, height: 2))
    }

    @Test func baselinesButtonsAndFittedTexts() throws {
        let item = try #require(try Self.items(Self.document("""
          {"id": "big", "type": "text", "text": "{pointText}", "left": 10, "top": 10, "font": {"size": 20}},
          {"id": "small", "type": "text", "text": "{pointUnit}", "left": {"after": "big", "offset": 2}, "baseline": "big", "font": {"size": 10}},
          {"id": "cta", "type": "button", "title": "OK", "right": 10, "baseline": {"alignedWith": "big"}, "inset": {"top": 8, "left": 12, "bottom": 8, "right": 12}, "backgroundColor": "#4572EF", "color": "white", "cornerRadius": 6},
          {"id": "long", "type": "text", "text": "{appName}{appName}{appName}", "left": {"alignedWith": "big"}, "top": {"below": "big"}, "numberOfLines": 1}
        """, items: #"{"appName": "가나다라마바사아자차카타파하가나다라마바사아", "pointValue": 1200, "pointUnit": "P"}"#)).first)
        let x = item.frame.minX, y = item.frame.minY
        // "1,200" at 20 pt: 5 × 11 = 55 wide, one 20 pt line high; its baseline is UIKit's ascender below its top.
        let m = SystemFontMetrics.self
        let big = try #require(item.first("big")).frame
        #expect(big == CGRect(x: x + 10, y: y + 10, width: 55, height: m.lineHeight(20)))
        let baseline = y + 10 + m.ascender(20)
        // "P" at 10 pt sits on the same baseline (5.5 wide: 17 / 3 on the 3× grid).
        let small = try #require(item.first("small")).frame
        #expect(small.minX == big.maxX + 2 && small.width == CGFloat(17) / 3 && small.height == m.lineHeight(10))
        #expect(abs(small.minY + m.ascender(10) - baseline) < 1e-9)
        // The button fits "OK" (2 × 7.7 = 15.4 → 15.67) plus its inset; its title's baseline is the big text's.
        let cta = try #require(item.first("cta"))
        #expect(cta.frame.size == CGSize(width: 24 + CGFloat(47) / 3, height: 16 + m.lineHeight(14)))
        #expect(cta.frame.maxX == x + 380 - 10)
        #expect(abs(cta.frame.minY + 8 + m.ascender(14) - baseline) < 1e-9)
        if case .text(let t) = cta.content {
            #expect(t.alignment == .center && t.padding.left == 12 && t.color == .white)
        }
        // A fitted text stops at the item's edge.
        #expect(item.first("long")?.frame.maxX == item.frame.maxX)
        #expect(item.first("long")?.frame.minY == big.maxY)
    }

    @Test func contentHeightCountsEveryTextLineAndThePadding() throws {
        let items = try Self.items(Self.document("""
          {"id": "a", "type": "image", "source": "{iconUrl}", "left": 10, "top": 10, "width": 40, "height": 40},
          {"id": "t", "type": "text", "text": "{appName}", "left": {"after": "a", "offset": 8}, "right": 10, "top": {"alignedWith": "a"}, "numberOfLines": 2, "font": {"size": 20}},
          {"id": "d", "type": "text", "text": "{cmpnDesc}", "left": {"alignedWith": "t"}, "top": {"below": "t", "offset": 4}, "font": {"size": 10}}
        """, height: #""content""#, items: #"{"appName": "A", "pointValue": 1}, {"appName": "B", "pointValue": 1, "cmpnDesc": "x"}"#,
           extra: #""paddingBottom": 6,"#))
        // Title reserved at two 20 pt lines, desc one 10 pt line: 10 + 2 lines + 4 + 1 line + 6.
        let m = SystemFontMetrics.self
        let height = 10 + 2 * m.lineHeight(20) + 4 + m.lineHeight(10) + 6
        #expect(items.allSatisfy { abs($0.frame.height - height) < 1e-9 })
        // Laid out with the real texts: one title line, so the desc moves up.
        #expect(abs(items[1].first("d")!.frame.minY - (items[1].frame.minY + 10 + m.lineHeight(20) + 4)) < 1e-9)
        // No icon path: the image has no source and draws the placeholder.
        if case .image(let image)? = items[0].first("a")?.content { #expect(image.source == nil) }
    }

    @Test func statesVisibilityColoursAndNumberStyle() throws {
        let root = try layoutJSON(Self.document("""
          {"id": "p", "type": "text", "text": "{pointText} {pointUnit}", "left": 0, "top": 0, "color": "#111111",
           "states": {"paid": {"text": "지급 완료", "color": "gray"}}},
          {"id": "badge", "type": "box", "left": 0, "top": 20, "width": 10, "height": 10, "visibleIn": ["normal"]},
          {"id": "done", "type": "box", "left": 0, "top": 40, "width": 10, "height": 10, "hiddenIn": ["normal", "confirm"]}
        """, items: #"{"appName": "A", "pointValue": 49000, "pointUnit": "원"}, {"appName": "B", "pointValue": 1, "state": "paid"}"#,
           registration: #", "overrides": {"pointNumberStyle": "koreanUnits", "dividerHeight": 3}"#, extra: #""divider": true,"#)).root
        let items = root.all(.item)
        #expect(items[0].first("p")?.text == "4만 9,000 원")
        #expect(items[1].first("p")?.text == "지급 완료")
        if case .text(let t)? = items[1].first("p")?.content { #expect(t.color == .gray) }
        #expect(items[0].first("badge") != nil && items[1].first("badge") == nil)
        #expect(items[0].first("done") == nil && items[1].first("done") != nil)
        // "divider": true uses the layout's divider (3 pt here), hidden on the last item as usual.
        #expect(root.divider(under: items[0])?.frame.height == 3)
        #expect(root.divider(under: items[1]) == nil)
    }

    /// A layout class with its own height, as a Swift user would write one.
    final class FixedHeightLayout: AdListItemViewLayout {
        override func viewSize(_ parentSize: CGSize) -> CGSize { CGSize(width: 200, height: 64) }
    }

    @Test func aLayoutThatFixesTheSizeWins() throws {
        var base = TnkLayout()
        base.catalog.register(layoutClass: FixedHeightLayout.self)
        let item = try #require(try Self.items(Self.document(#"{"id": "b", "type": "box", "left": 0, "right": 0, "top": 0, "bottom": 0}"#,
                                                            height: "100", registration: #", "viewLayout": "FixedHeightLayout""#),
                                               base: base).first)
        #expect(item.frame.size == CGSize(width: 200, height: 64))
        #expect(item.first("b")?.frame == item.frame)
    }
}

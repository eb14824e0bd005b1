import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Numeric frame assertions for the layout engine, with the font-free measurer (advance 0.55 em
/// for ASCII, 1 em otherwise; line height 1.25 em).
@Suite struct LayoutEngineTests {
    @Test func defaultItemsAreIconHeightPlusInsets() throws {
        let tree = try layoutJSON(normalDocument(items: 3))
        let items = tree.root.all(.item)
        #expect(items.count == 3)
        // 6 + 72 + 7: the icon is taller than the title + point block.
        #expect(items.map(\.frame.height) == [85, 85, 85])
        #expect(items.map(\.frame.minX) == [10, 10, 10])
        #expect(items.map(\.frame.width) == [370, 370, 370])
        // Rows follow each other with lineSpace 0, starting listViewTopMargin below the navigation bar.
        #expect(items[0].frame.minY == CGFloat(44 + 8))
        #expect(items[1].frame.minY == items[0].frame.maxY)
    }

    @Test func iconIsVerticallyCentredAtTheLeftInset() throws {
        let item = try #require(try layoutJSON(normalDocument(items: 1)).root.first(.item))
        let icon = try #require(item.first(.iconImage))
        #expect(icon.frame == CGRect(x: 20, y: item.frame.minY + 6, width: 72, height: 72))
        #expect(icon.frame.midY == item.frame.minY + 6 + 72 / 2)
        // Title and desc start 12 pt after the icon.
        #expect(item.first(.titleLabel)?.frame.minX == 104)
        #expect(item.first(.descLabel)?.frame.minX == 104)
    }

    @Test func dividersFollowLeadingTrailingAndLastItemRules() throws {
        let tree = try layoutJSON(normalDocument(items: 3))
        let items = tree.root.all(.item)
        let d0 = try #require(tree.root.divider(under: items[0]))
        // At the item's bottom edge, from 104 after the item's left edge to 10 before the row's right
        // edge (the item's right edge + sectionInset.right 10: the screen's edge, 390).
        #expect(d0.frame == CGRect(x: 10 + 104, y: items[0].frame.maxY - 1, width: 390 - 10 - 114, height: 1))
        #expect(tree.root.divider(under: items[2]) == nil)

        let shown = try layoutJSON(normalDocument(items: 2, overrides: #"{"dividerHiddenAtLastItem": false}"#))
        #expect(shown.root.all(.divider).count == 2)
    }

    @Test func guideCustomisationExample() throws {
        let overrides = """
        {"iconImage": {"width": 80, "height": 80, "cornerRadius": 0, "strokeWidth": 2, "strokeColor": "#000000"},
         "titleLabel": {"font": {"size": 17}, "color": "orange"}, "pointUnitVisible": false,
         "descLabel": {"leadingSpace": 15}, "dividerHeight": 2, "dividerLeadingSpace": 0, "dividerTrailingSpace": 0}
        """
        let root = try layoutJSON(normalDocument(items: 2, overrides: overrides)).root
        let items = root.all(.item)
        #expect(items[0].frame.height == CGFloat(6 + 80 + 7))
        let icon = try #require(items[0].first(.iconImage))
        #expect(icon.frame.size == CGSize(width: 80, height: 80))
        #expect(icon.box.cornerRadius == 0 && icon.box.strokeWidth == 2 && icon.box.strokeColor == .black)
        let divider = try #require(root.divider(under: items[0]))
        // No leading or trailing space: from the item's left edge (the section inset's 10 pt remain, as
        // the guide's comment says) to the list's right edge, past the item's (the SDK's divider is the list's).
        #expect(divider.frame == CGRect(x: 10, y: items[0].frame.maxY - 2, width: 380, height: 2))
        #expect(items[0].first(.pointUnitLabel) == nil)
        #expect(items[0].first(.titleLabel)?.frame.minX == CGFloat(20 + 80 + 12))
        #expect(items[0].first(.descLabel)?.frame.minX == CGFloat(20 + 80 + 15))
        if case .text(let t)? = items[0].first(.titleLabel)?.content {
            #expect(t.font.size == 17 && t.color == .orange)
        } else { Issue.record("title is not a text node") }
    }

    @Test func fitTextLabelsTakeTheirTextWidth() throws {
        let item = try #require(try layoutJSON(normalDocument(items: 1)).root.first(.item))
        // "App 0": five ASCII characters at 14 pt × 0.55 = 38.5 → rounded up to the 3× pixel grid.
        #expect(item.first(.titleLabel)?.frame.width == CGFloat(116) / 3)
        // "설치하면": four Hangul characters at 14 pt.
        #expect(item.first(.descLabel)?.frame.width == 56)
        // A fixed width wins over the text.
        let fixed = try layoutJSON(normalDocument(items: 1, overrides: #"{"titleLabel": {"width": 120}}"#))
        #expect(fixed.root.first(.titleLabel)?.frame.width == 120)
    }

    @Test func longTitlesAreCappedAtTheContentEdge() throws {
        let json = """
        {"schemaVersion": 1, "sections": [{"type": "normal", "items": [
         {"appName": "\(String(repeating: "가", count: 60))", "pointValue": 1, "cmpnDesc": "x"}]}]}
        """
        let item = try #require(try layoutJSON(json).root.first(.item))
        let title = try #require(item.first(.titleLabel))
        #expect(title.frame.maxX == item.frame.maxX - 10)
    }

    @Test func columnsSplitTheWidthWithItemSpace() throws {
        final class TwoColumns: AdListItemViewLayout {
            required init(styles: TnkStyles) { super.init(styles: styles); itemSpace = 8; lineSpace = 4 }
            override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [2, 0] }
        }
        var registry = TnkLayout()
        registry.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: TwoColumns())
        let json = #"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [\#(itemsJSON(5))]}]}"#
        let items = try layoutJSON(json, base: registry).root.all(.item)
        #expect(items.count == 5)
        // (390 − 10 − 10 − 8) / 2 = 181
        #expect(items.map(\.frame.width) == Array(repeating: 181, count: 5))
        #expect(items.map(\.frame.minX) == [10, 199, 10, 199, 10])
        #expect(items[2].frame.minY == items[0].frame.maxY + 4)
        #expect(items[1].frame.minY == items[0].frame.minY)
    }

    @Test func viewSizeOverrideFixesTheItemSize() throws {
        final class Fixed: AdListItemViewLayout {
            override func viewSize(_ parentSize: CGSize) -> CGSize {
                let width = parentSize.width - sectionInset.left - sectionInset.right
                let feedHeight = (width - 32) * 167 / 320
                return CGSize(width: width, height: feedHeight + 106)
            }
        }
        var registry = TnkLayout()
        registry.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: Fixed())
        let json = #"{"schemaVersion": 1, "device": {"width": 375, "height": 812, "scale": 2}, "sections": [{"type": "normal", "items": [\#(itemsJSON(1))]}]}"#
        let item = try #require(try layoutJSON(json, base: registry).root.first(.item))
        #expect(item.frame.width == 355)
        // (355 − 32) × 167 / 320 + 106 = 274.565625: the guide's 355 × 274.6
        #expect(item.frame.height == CGFloat(274.565625))
    }

    @Test func listIsCentredAtMaxWidthOnWideCanvases() throws {
        let tree = try layoutJSON(normalDocument(items: 2, device: #""iPadMini""#))
        let list = try #require(tree.root.first(.listView))
        #expect(list.frame.width == 440)
        #expect(list.frame.minX == CGFloat(744 - 440) / 2)
        #expect(tree.root.first(.item)?.frame.minX == CGFloat(152 + 10))
        #expect(tree.root.first(.item)?.frame.width == 420)
        let narrow = try layoutJSON(normalDocument(items: 1, extra: #""tnkLayout": {"listViewMaxWidth": 300},"#))
        #expect(narrow.root.first(.listView)?.frame == CGRect(x: 45, y: 44, width: 300, height: narrow.root.first(.listView)!.frame.height))
    }

    @Test func onlyVisibleRowsAreLaidOut() throws {
        let tree = try layoutJSON(normalDocument(items: 10_000))
        let items = tree.root.all(.item)
        // (844 − 52) / 85 → rows 0…9 intersect the canvas.
        #expect(items.count == 10)
        #expect(items.last!.frame.minY < 844 && items.last!.frame.maxY >= 844)
        // The section still spans all 10,000 rows.
        #expect(tree.root.first(.section)?.frame.height == CGFloat(85 * 10_000))
    }

    @Test func navigationMenuAndFilterRows() throws {
        let json = """
        {"schemaVersion": 1, "title": "TEST Offerwall",
         "menu": {"items": ["구독·방문", "참여하기"], "selected": 1},
         "filter": {"items": ["전체", "간단"], "selected": 0},
         "sections": [{"type": "normal", "items": []}]}
        """
        let root = try layoutJSON(json).root
        let bar = try #require(root.first(.navigationBar))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(bar.first(.leftBarButton)?.text == "닫기")
        let title = try #require(bar.first(.navigationTitle))
        #expect(title.frame.midX == 195)
        let menu = try #require(root.first(.menuView))
        #expect(menu.frame == CGRect(x: 0, y: 44, width: 390, height: 45))
        let tabs = menu.all(.menuItem)
        // wrap width = text (5 Hangul-width chars at 18 pt... "구독·방문" is 5 non-ASCII) + inset 10 + 10
        #expect(tabs[0].frame == CGRect(x: 10, y: 44, width: 5 * 18 + 20, height: 45))
        #expect(tabs[1].frame.minX == tabs[0].frame.maxX)
        let filter = try #require(root.first(.filterView))
        #expect(filter.frame == CGRect(x: 0, y: 89, width: 390, height: 48))
        let chips = filter.all(.filterItem)
        #expect(chips[0].frame == CGRect(x: 20, y: 95, width: 2 * 14 + 24, height: 36))
        #expect(chips[1].frame.minX == chips[0].frame.maxX + 4)
        #expect(chips[0].box.backgroundColor == Color(argb: 0xFF45_72EF) && chips[0].box.cornerRadius == 18)
        #expect(chips[1].box.backgroundColor == .white)
        // The list starts listViewTopMargin below the filter row.
        #expect(root.first(.listView)?.frame.minY == 137)
    }

    @Test func sectionHeaderShowsTitleAndDesc() throws {
        let json = """
        {"schemaVersion": 1, "sections": [{"type": "normal", "header": {"title": "새로운 미션 어때요?", "desc": "설명"},
          "items": [\(itemsJSON(1))]}]}
        """
        let section = try #require(try layoutJSON(json).root.first(.section))
        let header = try #require(section.first(.sectionHeader))
        #expect(header.first(.headerTitleLabel)?.text == "새로운 미션 어때요?")
        #expect(header.first(.headerTitleLabel)?.frame.minX == 20)
        #expect(section.first(.item)?.frame.minY == header.frame.maxY)
        let hidden = try layoutJSON(json.replacingOccurrences(of: #""sections""#,
            with: #""registrations": {"normal": {"overrides": {"sectionHeaderViewClass": null}}}, "sections""#))
        #expect(hidden.root.first(.sectionHeader) == nil)
    }

    @Test func pointLineSharesABaselineAndStateTextsReplaceIt() throws {
        let json = """
        {"schemaVersion": 1, "sections": [{"type": "normal", "items": [
          {"appName": "A", "pointValue": 1000, "pointUnit": "골드", "cmpnDesc": "참여하면", "originalPointAmount": 500},
          {"appName": "B", "pointValue": 1000, "pointUnit": "골드", "cmpnDesc": "참여하면", "state": "paid"}]}]}
        """
        let items = try layoutJSON(json).root.all(.item)
        let amount = try #require(items[0].first(.pointAmountLabel))
        #expect(amount.text == "1,000")
        #expect(items[0].first(.descPointLabel)?.text == "500")
        let unit = try #require(items[0].first(.pointUnitLabel))
        let desc = try #require(items[0].first(.descLabel))
        // Baselines at UIKit's ascender (1950/2048 em) coincide; the unit sits 0.1 em above it.
        let ascender = { (size: CGFloat) in SystemFontMetrics.ascender(size) }
        #expect(abs((amount.frame.minY + ascender(15)) - (desc.frame.minY + ascender(14))) < 1e-9)
        #expect(abs((amount.frame.minY + ascender(15)) - (unit.frame.minY + ascender(10) + 1)) < 1e-9)
        #expect(items[1].first(.pointAmountLabel)?.text == "이미 지급된 광고입니다.")
        #expect(items[1].first(.pointIconImage) == nil && items[1].first(.pointUnitLabel) == nil)
    }

    @Test func feedViewPutsTheImageAboveTheText() throws {
        let json = """
        {"schemaVersion": 1, "registrations": {"normal": {"viewClass": "FeedAdListItemView", "viewLayout": "FeedAdItemLargeViewLayout"}},
         "sections": [{"type": "normal", "items": [\(itemsJSON(2))]}]}
        """
        let item = try #require(try layoutJSON(json).root.first(.item))
        let feed = try #require(item.first(.feedImage))
        // 20 pt from the screen's edges, 4.5 pt below the item's top, at 167/320; the title 11.4 pt
        // below the image and 2.5 pt in (app2's newslist).
        #expect(feed.frame == CGRect(x: 20, y: item.frame.minY + 4.5, width: 350, height: (350 * 167.0 / 320).rounded()))
        #expect(item.first(.iconImage) == nil)
        #expect(item.first(.titleLabel)!.frame.minY == feed.frame.maxY + 11.4)
        #expect(item.first(.titleLabel)!.frame.minX == 22.5)
        #expect(item.first(.divider) == nil)
    }
}

/// Nothing a document says is silently dropped: footers draw, cut content is reported, the canvas can grow.
@Suite struct NoSilentNoOpTests {
    @Test func aFooterTitleDrawsTheFooter() throws {
        let tree = try layoutJSON("""
        {"schemaVersion": 1, "sections": [{"type": "normal", "footer": {"title": "더보기"}, "items": [\(itemsJSON(2))]}]}
        """)
        let footer = try #require(tree.root.first(.sectionFooter))
        #expect(footer.first(.footerButton)?.text == "더보기")
        // The footer sits under the last item.
        let items = tree.root.all(.item)
        #expect(footer.frame.minY >= items[1].frame.maxY)
    }

    @Test func aFooterTitleOnAPageFooterIsAnError() {
        let errors = documentErrors("""
        {"schemaVersion": 1, "sections": [{"type": "newitem", "footer": {"title": "더보기"}, "items": [\(itemsJSON(2))]}]}
        """)
        #expect(errors.map(\.description) == [
            #"test.json:1:65: sections[0].footer: the footer of layout type "newitem" is AdSectionPrevNextFooterView, which shows "#
                + #"the page, not a title ("더보기"); remove "footer", or set "sectionFooterViewClass": "AdSectionFooterView" in "#
                + "the registration's overrides",
        ])
    }

    @Test func contentPastTheCanvasIsReportedPerSection() throws {
        let tree = try layoutJSON(normalDocument(items: 30))
        #expect(tree.diagnostics.map(\.line) == [
            "note: test.json:3:15: sections[0]: 21 of 30 items are cut at the canvas bottom (844 pt); use a taller device, "
                + #""height": "auto" in "device", or adlayout render --full-page"#,
        ])
        // Every item the warning counts has its bottom below the canvas; the others are whole.
        let probe = try layoutJSON(normalDocument(items: 30, device: #"{"preset": "iPhone15", "height": 4000}"#))
        let bottoms = probe.root.all(.item).map(\.frame.maxY)
        #expect(bottoms.filter { $0 > 844 }.count == 21)
    }

    @Test func anAutoHeightCanvasGrowsToTheContent() throws {
        let tree = try layoutJSON(normalDocument(items: 30, device: #"{"preset": "iPhone15", "height": "auto"}"#))
        #expect(tree.diagnostics.isEmpty)
        let last = try #require(tree.root.all(.item).last)
        // The last item, then the list's bottom margin (16).
        #expect(tree.canvasSize.height == (last.frame.maxY + 16).rounded(.up))
        #expect(tree.root.frame.height == tree.canvasSize.height)
        // A native screen grows too: the last ad and the spacing under it.
        let native = try layoutJSON("""
        {"schemaVersion": 1, "screen": "native", "device": {"width": 390, "height": "auto", "scale": 1},
         "ads": [{"template": "native-small", "ad": {"title": "A", "ctaText": "Go"}}]}
        """)
        let ad = try #require(native.root.first(.nativeAdView))
        #expect(native.canvasSize.height == (ad.frame.maxY + 16).rounded(.up))
    }
}

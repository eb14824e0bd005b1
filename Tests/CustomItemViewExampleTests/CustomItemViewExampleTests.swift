import AdLayoutCore
import CustomItemViewExample
import Foundation
import Testing

/// The guide's custom item view, registered from Swift: numeric frames at 375 pt (the SDK sample's constraints, docs/fidelity/sdk-sources.md)
/// with the font-free measurer (advance 0.55 em for ASCII, 1 em otherwise; line height 1.25 em).
@Suite struct CustomItemViewExampleTests {
    static let document = """
    {"schemaVersion": 1, "device": {"width": 375, "height": 812, "scale": 1},
     "registrations": {"normal": {"viewClass": "CustomAdListItemView", "viewLayout": "CustomAdListItemViewLayout"}},
     "sections": [{"type": "normal", "items": [
       {"appName": "꿀벌농장", "cmpnDesc": " 받으면 ", "pointValue": 1800, "pointUnit": "골드",
        "iconUrl": "icon.png", "imageUrl": "feed.jpg"},
       {"appName": "별빛퍼즐", "cmpnDesc": "받으면", "pointValue": 170, "pointUnit": "골드", "state": "confirm"},
       {"appName": "목장이야기", "cmpnDesc": "받으면", "pointValue": 170, "pointUnit": "골드", "state": "ended"}]}]}
    """

    static func items(_ json: String = document, registry: TnkLayout = customExampleRegistry()) throws -> [LayoutNode] {
        let doc = try DocumentDecoder.decode(Data(json.utf8), file: "custom.json")
        let resolved = try DocumentResolver.resolve(doc, base: registry)
        return LayoutEngine(measurer: ApproximateTextMeasurer()).layout(resolved).root.all(.item)
    }

    @Test func cellIsTheListWidthLessTheSectionInsetsAndFeedHeightPlus106() throws {
        let items = try Self.items()
        #expect(items.count == 3)
        let feedHeight = 323.0 * 167 / 320   // 168.565625
        for item in items {
            #expect(item.frame.minX == 10 && item.frame.width == 355)
            #expect(abs(item.frame.height - (feedHeight + 106)) < 1e-9)
            #expect(abs(item.frame.height - 274.565625) < 1e-9)
        }
        #expect(items[0].frame.minY == CGFloat(44 + 8))
        #expect(items[1].frame.minY == items[0].frame.maxY)
    }

    @Test func elementsFollowTheSampleConstraints() throws {
        let item = try #require(try Self.items().first)
        let top = item.frame.minY
        func frame(_ kind: NodeKind) throws -> CGRect { try #require(item.first(kind)).frame }

        let feed = try frame(.feedImage)
        #expect(feed.minX == 26 && feed.minY == top + 16 && feed.width == 323)
        #expect(abs(feed.height - 168.565625) < 1e-9)
        #expect(try frame(.iconImage) == CGRect(x: 26, y: feed.maxY + 10, width: 72, height: 72))
        #expect(try frame(.titleLabel) == CGRect(x: 106, y: feed.maxY + 12, width: 365 - 16 - 106, height: 38))
        let title = try frame(.titleLabel)
        // "받으면" (trimmed, as setData does): 3 × 13 wide, one 13 pt line high.
        let lineHeight = { (size: CGFloat) in SystemFontMetrics.lineHeight(size) }
        let desc = try frame(.descLabel)
        #expect(desc == CGRect(x: 106, y: title.maxY + 8, width: 39, height: lineHeight(13)))
        // "1,800" at 15 pt: 5 × 8.25 = 41.25 → 41.33 (the 3× pixel grid); centred on the desc.
        let amount = try frame(.pointAmountLabel)
        #expect(amount == CGRect(x: desc.maxX + 6, y: desc.midY - lineHeight(15) / 2, width: CGFloat(124) / 3, height: lineHeight(15)))
        // "골드" at 11 pt, bottom-aligned with the amount.
        let unit = try frame(.pointUnitLabel)
        #expect(unit == CGRect(x: amount.maxX + 3, y: amount.maxY - lineHeight(11), width: 22, height: lineHeight(11)))
        #expect(item.first(.descLabel)?.text == "받으면")
        #expect(item.first(.pointAmountLabel)?.text == "1,800")
    }

    @Test func stylesAreTheGuides() throws {
        let item = try #require(try Self.items().first)
        let feed = try #require(item.first(.feedImage)), icon = try #require(item.first(.iconImage))
        #expect(feed.box.cornerRadius == 16 && feed.box.strokeWidth == 1 && feed.box.strokeColor == .lightGray)
        #expect(icon.box.cornerRadius == 8 && icon.box.strokeWidth == 1 && icon.box.strokeColor == .lightGray)
        func text(_ kind: NodeKind) throws -> TextContent {
            guard case .text(let t)? = item.first(kind)?.content else { throw CancellationError() }
            return t
        }
        #expect(try text(.titleLabel).font.size == 15 && text(.titleLabel).color == Color(rgb: 0x555555))
        #expect(try text(.titleLabel).numberOfLines == 2 && text(.titleLabel).lineBreakMode == .byWordWrapping)
        #expect(try text(.descLabel).font.size == 13 && text(.descLabel).color == Color(rgb: 0x30B0C7))
        #expect(try text(.pointAmountLabel).font.size == 15 && text(.pointAmountLabel).color == Color(rgb: 0x5856D6))
        #expect(try text(.pointUnitLabel).font.size == 11 && text(.pointUnitLabel).color == Color(rgb: 0x5856D6))
        // No divider: the guide's view has no divider line view.
        #expect(item.first(.divider) == nil)
    }

    @Test func statesShowTheGuidesMessagesWithoutTheUnit() throws {
        let items = try Self.items()
        #expect(items[1].first(.pointAmountLabel)?.text == "설치확인 후 리워드가 지급됩니다.")
        #expect(items[2].first(.pointAmountLabel)?.text == "종료된 광고입니다.")
        for item in items.dropFirst() {
            #expect(item.first(.pointUnitLabel) == nil)
            // The desc is empty, so it has no size and the message starts 6 pt after the desc's x.
            let desc = try #require(item.first(.descLabel))
            #expect(desc.text == "" && desc.frame.size == .zero)
            #expect(item.first(.pointAmountLabel)?.frame.minX == CGFloat(106 + 6))
        }
    }

    @Test func registeringTheGuideWayAddsBothClassesToTheCatalog() {
        let registry = guideExampleRegistry()
        #expect(registry.itemViewRegistrations[.normal]?.viewClass == "CustomAdListItemView")
        #expect(registry.itemViewRegistrations[.normal]?.layoutClass == "CustomAdListItemViewLayout")
        #expect(registry.catalog.view(named: "CustomAdListItemView") != nil)
        #expect(registry.catalog.layoutClass(named: "CustomAdListItemViewLayout") == CustomAdListItemViewLayout.self)
    }

    @Test func aDocumentNamingOnlyTheViewKeepsTheRegisteredLayoutClass() throws {
        let json = Self.document.replacingOccurrences(of: #", "viewLayout": "CustomAdListItemViewLayout""#, with: "")
        let items = try Self.items(json, registry: guideExampleRegistry())
        #expect(abs(items[0].frame.height - 274.565625) < 1e-9)
        // Without any registration in the document, the Swift registration alone applies.
        #expect(try Self.items(Self.bare, registry: guideExampleRegistry())[0].first(.feedImage) != nil)
    }

    static let bare = document.replacingOccurrences(
        of: #""registrations": {"normal": {"viewClass": "CustomAdListItemView", "viewLayout": "CustomAdListItemViewLayout"}},"#,
        with: "")

    /// custom-adlayout's registry names the classes only: a document that does not name them keeps the SDK's
    /// default view for `normal` (no feed image), while one that names them gets the guide's view.
    @Test func registeringByNameKeepsTheTypesDefault() throws {
        let registry = customExampleRegistry()
        #expect(registry.itemViewRegistrations[.normal]?.viewClass == "DefaultAdListItemView")
        #expect(registry.itemViewRegistrations[.normal]?.layoutClass == "AdListItemViewLayout")
        #expect(registry.catalog.view(named: "CustomAdListItemView") != nil)
        #expect(registry.catalog.layoutClass(named: "CustomAdListItemViewLayout") == CustomAdListItemViewLayout.self)
        let plain = try Self.items(Self.bare, registry: registry)
        #expect(plain[0].first(.feedImage) == nil)
        #expect(plain.map(\.frame) == (try Self.items(Self.bare, registry: TnkLayout())).map(\.frame))
        #expect(abs(try Self.items(registry: registry)[0].frame.height - 274.565625) < 1e-9)
    }
}

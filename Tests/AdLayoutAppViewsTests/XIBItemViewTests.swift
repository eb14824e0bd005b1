import AdLayoutAppViews
import AdLayoutCore
import AdLayoutPipeline
import AdLayoutTestSupport
import CustomItemViewExample
import Foundation
import Testing

/// The guide's item view as its app has it: `CustomItemView.xib` loaded and laid out by Auto Layout
/// in each offerwall item (sized by the guide's `CustomAdListItemViewLayout`), filled per ad by the
/// guide's `setData`, for every ad state.
@Suite struct XIBItemViewTests {
    static let nib = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AdLayoutInterfaceBuilderTests/Fixtures/CustomItemView.xib")

    /// Images from the repository's samples, by absolute path (the document is written to a temporary folder).
    static let images = Run.layouts.appendingPathComponent("images").path

    static let document = """
    {
      "schemaVersion": 1,
      "device": "iPhone15",
      "sections": [{"type": "normal", "items": [
        {"appName": "꿀벌농장 (설치형)", "cmpnDesc": " 설치하면 ", "pointValue": 180, "pointUnit": "골드",
         "iconUrl": "\(images)/icon-01.png", "imageUrl": "\(images)/feed-01.jpg"},
        {"appName": "뉴스 구독하기", "cmpnDesc": "구독하면", "pointValue": 230, "pointUnit": "골드", "state": "confirm",
         "iconUrl": "\(images)/icon-02.png", "imageUrl": "\(images)/feed-02.jpg"},
        {"appName": "행성탐험대", "cmpnDesc": "설치하면", "pointValue": 35000, "pointUnit": "골드", "state": "paid"},
        {"appName": "종료된 캠페인", "cmpnDesc": "설치하면", "pointValue": 10, "pointUnit": "골드", "state": "ended"}
      ]}]
    }
    """

    /// The document rendered with the XIB view registered for `normal`, as the guide's view controller registers it.
    static func layOut() throws -> LayoutTree {
        var registry = TnkLayout()
        registry.registerItemViewLayout(type: .normal, view: try CustomXIBAdListItemView.make(nib: nib),
                                        named: "CustomAdListItemView", viewLayout: CustomAdListItemViewLayout())
        let pipeline = RenderPipeline(registry: registry)
        let dir = try temporaryDirectory()
        let url = dir.appendingPathComponent("screen.json")
        try Data(document.utf8).write(to: url)
        let options = DocumentDecoder.Options(imageAccess: ImageAccess(allowedFolders: [Run.layouts]))
        let (resolved, diagnostics) = pipeline.loadCollecting(url, displayPath: "screen.json", options: options)
        let document = try #require(resolved, "\(diagnostics)")
        return pipeline.layout(document)
    }

    @Test func everyStateFillsTheXIB() throws {
        let tree = try Self.layOut()
        let items = tree.root.all(.item)
        #expect(items.count >= 3)
        let first = try #require(items.first)
        // The XIB is pinned to the item's edges: the feed image 16 pt in, 320:167, the icon 10 pt below.
        let feed = try #require(first.first("feedImageView")), icon = try #require(first.first("iconImageView"))
        #expect(feed.frame.minX - first.frame.minX == 16 && feed.frame.minY - first.frame.minY == 16)
        #expect(abs(feed.frame.height - feed.frame.width * 167 / 320) < 0.01)
        #expect(abs(icon.frame.minY - feed.frame.maxY - 10) < 0.01 && icon.frame.width == 72)
        #expect(first.first("titleLabel")?.text == "꿀벌농장 (설치형)")
        #expect(first.first("descLabel")?.text == "설치하면")
        #expect(first.first("pointAmountLabel")?.text == "180")
        #expect(first.first("pointUnitLabel").map { ($0.text, $0.isHidden) } ?? ("", true) == ("골드", false))
        // The unit follows the amount 2 pt after it, as its constraint says, whatever the amount's width.
        let amount = try #require(first.first("pointAmountLabel")), unit = try #require(first.first("pointUnitLabel"))
        #expect(abs(unit.frame.minX - amount.frame.maxX - 2) < 0.01)
        // confirm, paid: the guide's texts, the unit hidden, the desc empty (0 × 0, so the amount moves to the title's left edge).
        for (index, text) in [(1, "설치확인 후 리워드가 지급됩니다."), (2, "이미 지급된 광고입니다.")] {
            let item = items[index]
            #expect(item.first("pointAmountLabel")?.text == text)
            #expect(item.first("pointUnitLabel")?.isHidden == true)
            let desc = try #require(item.first("descLabel")), title = try #require(item.first("titleLabel"))
            #expect(desc.frame.width == 0 && desc.frame.height == 0)
            #expect(abs((item.first("pointAmountLabel")?.frame.minX ?? 0) - (title.frame.minX + 4)) < 0.01)
        }
        // Each node names the XIB's element and its IB id.
        #expect(first.first("titleLabel")?.viewID == "Wm4-Tj-c8Y")
        #expect(first.first("titleLabel")?.source?.description == "CustomItemView.xib:32")
    }
}

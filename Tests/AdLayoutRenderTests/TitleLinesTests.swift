import Foundation
import Testing
import AdLayoutPipeline
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel
@testable import AdLayoutRender

/// The default list's title wraps to two lines as the SDK's does (`PresetMetrics.listTitleLines`),
/// where it used to end in "(최…" on one line.
@Suite struct TitleLinesTests {
    static let title = "현대아울렛 SPACE1 H-Point (최초 회원가입)"

    @Test func theDefaultListShowsATwoLineTitleOnTwoLines() throws {
        let (document, diagnostics) = DocumentLoader.load(Data("""
            {"schemaVersion": 1, "device": "iPhoneSE", "sections": [{"type": "normal", "items": [
              {"appName": "\(Self.title)", "cmpnDesc": "참여하면", "pointValue": 230, "pointUnit": "골드"},
              {"appName": "뉴시스 네이버 뉴스 구독", "cmpnDesc": "참여하면", "pointValue": 230, "pointUnit": "골드"}]}]}
            """.utf8), file: "test.json")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.line))")
        let tree = RenderPipeline().layout(try #require(document))
        let items = tree.root.all(.item)
        let long = try #require(items[0].first(.titleLabel)), short = try #require(items[1].first(.titleLabel))
        // Two line heights (16.707 pt each at 14 pt), the whole text, nothing cut.
        #expect(abs(short.frame.height - 16.707) < 0.001 && long.frame.height == 2 * short.frame.height)
        #expect(long.text == Self.title && long.isTruncated == false)
        #expect(!tree.diagnostics.contains { $0.code == .textTruncated })
        // The line breaks where the device's does: the label is as wide as "현대아울렛 SPACE1 H-Point",
        // its first line. "(최초" would fit after it in the 251 pt the title has on a 375 pt screen,
        // but iOS's standard line-break strategy pushes it down rather than leave "회원가입)" alone.
        let measurer = PangoTextMeasurer(), font = TnkDefaults.titleLabel.font
        let width: CGFloat = 375 - 10 - 10 - 72 - 12 - 10 - 10
        func oneLine(_ text: String) -> CGFloat {
            measurer.measure(text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping).width
        }
        #expect(long.frame.minX == 104 && abs(long.frame.width - oneLine("현대아울렛 SPACE1 H-Point")) < 0.5)
        #expect(oneLine("현대아울렛 SPACE1 H-Point (최초") < width && oneLine(Self.title) > width)
        // The rows keep the device's 85 pt (the icon's 72 + itemInset), the title and the point line centred.
        #expect(items.map(\.frame.height) == [85, 85])
        let amount = try #require(items[0].first(.pointAmountLabel))
        #expect(abs(long.frame.minY - 65.819) < 0.001 && amount.frame.maxY - long.frame.minY < 72)
    }

    /// Every preset's title lines are its row of `PresetMetrics`: two in the default list and the
    /// shopping rows and boxes, one in the round cards, the feeds, the ranked rows and the product feed.
    @Test(arguments: [("normal", 2), ("noapps", 2), ("newapps", 1), ("top_recommend_ad", 1), ("suggest", 1),
                      ("newslist", 1), ("quiz_feed", 1), ("cpslist", 2), ("newitem", 2), ("favorite", 2),
                      ("top_recommend_cps", 2), ("popular", 1), ("reward", 1)])
    func presetTitleLines(type: String, lines: Int) throws {
        let (document, diagnostics) = DocumentLoader.load(Data("""
            {"schemaVersion": 1, "sections": [{"type": "\(type)", "items": [{"appName": "a"}]}]}
            """.utf8), file: "test.json")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.line))")
        let section = try #require(document?.sections.first)
        #expect(section.layout.titleLabel.numberOfLines == lines && section.layout.titleLabel.lineBreakMode == .byTruncatingTail)
    }
}

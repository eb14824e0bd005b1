import AdLayoutTestSupport
import Foundation
import Testing
import AdLayoutPipeline
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel
@testable import AdLayoutRender

/// What does not fit, with the real fonts: a title cut by its width (the text as shown ends in the
/// ellipsis Pango draws), the two-column list whose point runs past its item, and the native
/// templates' privacy "i" centred in its circle.
@Suite struct FitDiagnosticsRenderTests {
    static func layout(_ json: String) throws -> LayoutTree {
        let pipeline = RenderPipeline()
        let (document, diagnostics) = DocumentLoader.load(Data(json.utf8), file: "test.json")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.line))")
        return pipeline.layout(try #require(document))
    }

    /// `Tests/Fixtures/fit/two-columns.json`: two ads in a list of two columns, the second's point past its item.
    static let twoColumns = Repository.fixtures.appendingPathComponent("fit/two-columns.json")

    @Test func theTwoColumnListClipsThePointAtTheScreenEdge() throws {
        let tree = try Self.layout(String(contentsOf: Self.twoColumns, encoding: .utf8))
        let second = tree.root.all(.item)[1]
        let amount = try #require(second.first(.pointAmountLabel))
        #expect(amount.frame.minX == 393.5 && amount.frame.width == 0)
        let icon = try #require(second.first(.pointIconImage))
        #expect(icon.frame.minX == 374 && icon.frame.maxX == 390 && second.frame.maxX == 380)
        let clipped = tree.diagnostics.filter { $0.code == .elementClipped }
        #expect(clipped.map(\.path) == ["sections[0].items[0]", "sections[0].items[0].pointValue", "sections[0].items[0].pointUnit",
                                        "sections[0].items[1]", "sections[0].items[1].pointValue", "sections[0].items[1].pointUnit"])
        #expect(clipped[3].message == "pointIconImage at x 374…390, y 96.8…112.8 is cut by its item at x 195…380, y 52…137")
        #expect(clipped[4].message == "pointAmountLabel at x 393.5…393.5, y 95.9…113.8 is cut by its item at x 195…380, y 52…137")
        #expect(clipped.allSatisfy { $0.severity == .warning })
    }

    @Test func aTitleCutByItsWidthShowsWhatTheLabelDraws() throws {
        let title = "현대아울렛 SPACE1 H-Point (최초 회원가입) 하고 포인트 받기 이벤트 참여하기, 친구 초대까지 완료하면 추가 적립"
        let tree = try Self.layout("""
            {"schemaVersion": 1, "device": "iPhone15", "sections": [{"type": "normal", "items": [
              {"appName": "\(title)", "cmpnDesc": "가입하면", "pointValue": 1200, "pointUnit": "골드"}]}]}
            """)
        let warning = try #require(tree.diagnostics.first { $0.code == .textTruncated })
        #expect(warning.path == "sections[0].items[0].appName")
        let shown = "현대아울렛 SPACE1 H-Point (최초 회원가입) 하고 포인트 받기 이벤트 참여하기, 친구 초대…"
        #expect(warning.message == "titleLabel shows \"\(shown)\" of \"현대아울렛 SPACE1 H-Point (최초 회원가입) 하고 포인트 받기 "
                + "이벤트 참여하기, 친구 초대까지 완…\" (266 × 33.4 pt)")
        #expect(LayoutTreeJSON.encode(tree).contains(
            #""text": "\#(shown)", "source": "sections[0].items[0].appName", "truncated": true, "fullText": "\#(title)""#))
    }

    @Test func aTwoLineTitleShowsBothLinesAndTheEllipsis() throws {
        let measurer = PangoTextMeasurer()
        let text = "[깐깐한강대표] 믿고 먹는 깐깐한 수제 안심 돈가스 1kg"
        let m = measurer.measure(text, font: Font(size: 12), maxWidth: 110, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(m.isTruncated && m.lineCount == 2)
        #expect(m.shownText == "[깐깐한강대표] 믿고 먹는 깐깐한 수제 안…")
        // Lines kept whole by a line limit without an ellipsis: the text up to the last shown line.
        let wrapped = measurer.measure("첫째 줄\n둘째 줄\n셋째 줄", font: Font(size: 14), maxWidth: 200, numberOfLines: 2,
                                       lineBreakMode: .byWordWrapping)
        #expect(wrapped.isTruncated && wrapped.shownText == "첫째 줄\n둘째 줄")
        #expect(measurer.measure("꿀벌농장", font: Font(size: 14), maxWidth: 200, numberOfLines: 1,
                                 lineBreakMode: .byTruncatingTail).shownText == nil)
    }

    @Test func thePrivacyIIsCentredInItsCircle() throws {
        // It was a clipped line, drawn from the circle's left edge (x 0.7…2.7 of 20), where the
        // rounded corner cut it: found as text-truncated, then fixed.
        let pipeline = RenderPipeline()
        let document = try pipeline.load(Repository.layouts.appendingPathComponent("native-medium.json"))
        let tree = pipeline.layout(document)
        let button = try #require(tree.root.first(.privacyButton))
        guard case .text(let content) = button.content else { Issue.record("not a text"); return }
        let ink = try #require(pipeline.measurer.inkBounds(of: content, in: button.frame.size))
        #expect(abs(ink.midX - button.frame.width / 2) < 0.75, "the i's ink is at \(ink)")
        #expect(!tree.diagnostics.contains { $0.code == .textTruncated || $0.code == .elementClipped })
        // A clipped line aligns in its label too (it was drawn from the left edge, as menu tabs were):
        // the same "i" clipped is centred, and nothing is cut.
        var clipped = content
        clipped.lineBreakMode = .byClipping
        clipped.isTruncated = nil
        var nodes = [LayoutNode(kind: .privacyButton, frame: button.frame, box: button.box, content: .text(clipped))]
        var findings: [FitFinding] = []
        FitCheck(measurer: pipeline.measurer).check(elements: &nodes, item: tree.root.frame) { findings.append($0) }
        #expect(findings.isEmpty, "\(findings)")
        let clippedInk = try #require(pipeline.measurer.inkBounds(of: clipped, in: button.frame.size))
        #expect(abs(clippedInk.midX - button.frame.width / 2) < 0.75, "the clipped i's ink is at \(clippedInk)")
    }

    @Test func theShippedLayoutsWarnOnlyWhereTheirTextIsCut() throws {
        // Each warning was checked against the picture: long product names in two-line boxes, narrow web ads.
        let pipeline = RenderPipeline()
        var found: [String: [String]] = [:]
        for name in ["banners", "curations", "custom-template", "dark", "feed-list", "feed-scroll", "minimal", "native-feed",
                     "native-in-list", "native-medium", "native-small", "offerwall-custom", "offerwall-default",
                     "paging-page2", "right-icon", "shopping", "states", "webad-label"] {
            let tree = pipeline.layout(try pipeline.load(Repository.layouts.appendingPathComponent(name + ".json")))
            let fit = tree.diagnostics.filter { $0.code == .textTruncated || $0.code == .elementClipped }
            if !fit.isEmpty { found[name] = fit.map { "\($0.code) \($0.path)" } }
        }
        #expect(found == [
            "native-small": ["text-truncated ads[2].ad.description"],
            "paging-page2": ["text-truncated sections[0].items[3].appName"],
            "shopping": ["text-truncated sections[1].items[0].appName", "text-truncated sections[1].items[1].appName",
                         "text-truncated sections[2].items[2].appName", "text-truncated sections[4].items[2].appName",
                         "text-truncated sections[4].items[3].appName"],
            "webad-label": ["text-truncated ads[0].ad.title", "text-truncated ads[0].ad.description",
                            "text-truncated ads[1].ad.title", "text-truncated ads[1].ad.description"],
        ])
    }
}

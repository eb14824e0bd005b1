import AdLayoutPipeline
import AdLayoutCore
@testable import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// Labels lay out only the start of a text that they can show (`FontSession.State.shownPart(of:)`), so a
/// hostile 10,000-character title costs what a full label does; the lines, sizes, frames and pixels
/// must be exactly those of the whole text.
@Suite struct HiddenTextTests {
    // Each several times longer than the most any label below shows (535 characters), so the cut is
    // always made; longer texts only made the whole-text references slower (12 s for 10,000 characters).
    static let hangul = Array(repeating: "가나다 라마", count: 420).joined(separator: " ")
    static let latin = Array(repeating: "Lorem ipsum dolor", count: 150).joined(separator: " ")
    static let mixed = Array(repeating: "꿀벌농장 Bee 1,200P", count: 160).joined(separator: " ")
    static let oneWord = String(repeating: "가", count: 2_500)
    static let texts = [hangul, latin, mixed, oneWord]

    @Test func onlyBoundedLabelsWithTailTruncationOrNoneAreCut() {
        func spec(_ mode: LineBreakMode, lines: Int = 2, width: CGFloat? = 200) -> LabelTextSpec {
            LabelTextSpec(text: Self.hangul, font: .systemFont(ofSize: 15), width: width, numberOfLines: lines,
                          lineBreakMode: mode, lineBreakStrategy: .standard)
        }
        // In the system font: characters past 2 lines × (200 + 15) pt at 95 % of the Hangul pitch (12.2 pt,
        // spaces 0.75), to the end of their word, and one to spare: 49 of 2,939.
        #expect(FontSession.State.shownPart(of: spec(.byTruncatingTail)).count == 49)
        #expect(FontSession.State.shownPart(of: spec(.byWordWrapping)).count == 49)
        #expect(FontSession.State.shownPart(of: spec(.byTruncatingHead)) == Self.hangul)
        #expect(FontSession.State.shownPart(of: spec(.byTruncatingMiddle)) == Self.hangul)
        #expect(FontSession.State.shownPart(of: spec(.byTruncatingTail, lines: 0)) == Self.hangul)
        #expect(FontSession.State.shownPart(of: spec(.byTruncatingTail, width: nil)) == Self.hangul)
        #expect(FontSession.State.shownPart(of: spec(.byTruncatingTail, width: .infinity)) == Self.hangul)
        #expect(FontSession.State.shownPart(of: spec(.byClipping, lines: 1)) == Self.hangul)
        #expect(FontSession.State.shownPart(of: spec(.byClipping, lines: 2)).count == 49)
        // A font of its own: 2 lines × ⌈200 pt ÷ 15 pt × 20⌉ = 2 × 267, and one to spare.
        var named = spec(.byTruncatingTail)
        named.font.family = "Inter"
        #expect(FontSession.State.shownPart(of: named).count == 535)
        let short = LabelTextSpec(text: "꿀벌농장", font: .systemFont(ofSize: 15), width: 200, numberOfLines: 1,
                                  lineBreakMode: .byTruncatingTail, lineBreakStrategy: .standard)
        #expect(FontSession.State.shownPart(of: short) == "꿀벌농장")
    }

    @Test func measuringTheShownPartGivesTheWholeTextsMetrics() {
        let cut = PangoTextMeasurer()
        let whole = FontSession(environment: .shared)
        whole.laysOutWholeText = true
        let reference = PangoTextMeasurer(session: whole)
        for text in Self.texts {
            for mode in [LineBreakMode.byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping] {
                for (lines, width) in [(1, 120.0), (2, 233.0), (3, 60.0)] {
                    for size in [13.0] {
                        let font = Font.systemFont(ofSize: CGFloat(size))
                        let a = cut.measure(text, font: font, maxWidth: CGFloat(width), numberOfLines: lines, lineBreakMode: mode,
                                            lineBreakStrategy: .standard)
                        let b = reference.measure(text, font: font, maxWidth: CGFloat(width), numberOfLines: lines,
                                                  lineBreakMode: mode, lineBreakStrategy: .standard)
                        #expect(a == b, "\(text.prefix(12))… \(mode) \(lines) lines, \(width) pt, \(size) pt")
                    }
                }
            }
        }
    }

    @Test func drawingTheShownPartGivesTheWholeTextsPixels() throws {
        let items = Self.texts.map { #"{"appName": "\#($0)", "cmpnDesc": "\#($0.prefix(3000))", "pointValue": 100, "pointUnit": "P"}"# }
        let json = """
        {"schemaVersion": 1, "device": {"width": 390, "height": 844, "scale": 2},
         "registrations": {"normal": {"overrides": {"titleLabel": {"numberOfLines": 2}}}},
         "sections": [{"type": "normal", "items": [\(items.joined(separator: ","))]}]}
        """
        let (document, diagnostics) = DocumentLoader.load(Data(json.utf8), file: "x.json", baseDirectory: Repository.layouts)
        let resolved = try #require(document, "\(diagnostics)")
        let cut = RenderPipeline()
        let reference = RenderPipeline()
        reference.session.laysOutWholeText = true
        let (a, b) = (cut.layout(resolved), reference.layout(resolved))
        #expect(LayoutTreeJSON.encode(a) == LayoutTreeJSON.encode(b))
        #expect(cut.png(a).png == reference.png(b).png)
    }
}

/// The measurer's cache: bounded (a stream of distinct texts, as `adlayout fit` reads, costs
/// bounded memory), and keyed by the text's bytes.
@Suite struct MeasurerCacheTests {
    @Test func theCacheKeepsTwoGenerations() {
        let measurer = PangoTextMeasurer(session: FontSession(environment: .shared), cacheLimit: 8)
        let font = Font.systemFont(ofSize: 14)
        func measure(_ text: String) -> TextMetrics {
            measurer.measure(text, font: font, maxWidth: 100, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        }
        let first = measure("꿀벌농장 0")
        for i in 1..<40 { _ = measure("꿀벌농장 \(i)") }
        #expect(measurer.cachedTexts <= 16)
        #expect(measure("꿀벌농장 0") == first)
    }

    @Test func textsAreTheSameWhenTheirBytesAre() {
        // "é" precomposed and decomposed: equal as Swift strings, different to Pango.
        let composed = LabelTextSpec(text: "caf\u{E9}", font: .systemFont(ofSize: 14), width: 100, numberOfLines: 1,
                                     lineBreakMode: .byTruncatingTail, lineBreakStrategy: .standard)
        var decomposed = composed
        decomposed.text = "cafe\u{301}"
        #expect(composed.text == decomposed.text)
        #expect(composed != decomposed)
        var copy = composed
        copy.text = String(decoding: Array("caf\u{E9}".utf8), as: UTF8.self)
        #expect(copy == composed && copy.hashValue == composed.hashValue)
    }
}

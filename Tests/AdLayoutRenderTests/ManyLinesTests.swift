import AdLayoutCore
@testable import AdLayoutRender
import Foundation
import Testing

/// A label's text is laid out only as far as its lines can show (`FontSession.State.hardLineCut(of:)`):
/// n > 0 lines keep their first n hard lines, an unlimited label the lines of the tallest canvas, the rest
/// counted one per line break. A label of 32,767 lines took 17.8 s to measure (and 40 of them never
/// finished): Pango's lines were fetched one by one from its list, each fetch walking it from the start.
@Suite struct ManyLinesTests {
    static let font = Font.systemFont(ofSize: 17)
    /// 32,767 lines, `line 0` … `line 32766`, one per hard line break.
    static let lines = (0..<32_767).map { "line \($0)" }
    static let text = lines.joined(separator: "\n")

    /// UIKit's label of n lines is n line heights tall (`UIFont.lineHeight`), whatever n.
    @Test func anUnlimitedLabelOf32767LinesIsAsTallAsItsLines() {
        let metrics = PangoTextMeasurer().measure(Self.text, font: Self.font, maxWidth: 300, numberOfLines: 0,
                                                  lineBreakMode: .byTruncatingTail, lineBreakStrategy: .standard)
        #expect(metrics.lineCount == 32_767)
        #expect(metrics.height == SystemFontMetrics.height(lines: 32_767, size: 17))
        #expect(!metrics.isTruncated)
        #expect(metrics.width > 0 && metrics.width <= 300)
    }

    /// A label of 3 lines shows the first 3 hard lines and cuts the rest: as the whole text of 10 lines does.
    @Test func aLabelOfNLinesMeasuresItsFirstNLines() {
        let cut = PangoTextMeasurer()
        let whole = FontSession(environment: .shared)
        whole.laysOutWholeText = true
        let reference = PangoTextMeasurer(session: whole)
        for mode in [LineBreakMode.byTruncatingTail, .byWordWrapping, .byClipping, .byTruncatingHead] {
            for lines in [1, 3] {
                let a = cut.measure(Self.text, font: Self.font, maxWidth: 300, numberOfLines: lines, lineBreakMode: mode,
                                    lineBreakStrategy: .standard)
                let b = reference.measure(Self.lines.prefix(10).joined(separator: "\n"), font: Self.font, maxWidth: 300,
                                          numberOfLines: lines, lineBreakMode: mode, lineBreakStrategy: .standard)
                #expect(a == b, "\(mode), \(lines) lines")
                #expect(a.lineCount == lines && a.isTruncated, "\(mode), \(lines) lines")
            }
        }
        let three = cut.measure(Self.text, font: Self.font, maxWidth: 300, numberOfLines: 3, lineBreakMode: .byTruncatingTail,
                                lineBreakStrategy: .standard)
        #expect(three.shownText == "line 0\nline 1\nline 2")
        #expect(three.height == SystemFontMetrics.height(lines: 3, size: 17))
    }

    /// Below the cut nothing changes: an unlimited label of 200 lines (CR LF, U+2028 and U+2029 breaks too)
    /// measures as its whole text.
    @Test func aLabelWithinTheCanvasIsMeasuredWhole() {
        let text = Self.lines.prefix(200).enumerated().map { i, line in line + ["\n", "\r\n", "\u{2028}", "\u{2029}"][i % 4] }.joined()
        let whole = FontSession(environment: .shared)
        whole.laysOutWholeText = true
        let a = PangoTextMeasurer().measure(text, font: Self.font, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                            lineBreakStrategy: .standard)
        let b = PangoTextMeasurer(session: whole).measure(text, font: Self.font, maxWidth: nil, numberOfLines: 0,
                                                           lineBreakMode: .byWordWrapping, lineBreakStrategy: .standard)
        #expect(a == b)
        #expect(a.lineCount == 201)   // the text ends with a break: UIKit's empty last line
    }

    /// The cut, by the bytes: a break and the character after it for n lines; the canvas's lines and a count for 0.
    @Test func theCutKeepsTheLinesTheLabelCanShow() {
        func cut(_ text: String, _ lines: Int, size: CGFloat = 17) -> (String, Int) {
            let spec = LabelTextSpec(text: text, font: .systemFont(ofSize: size), width: 300, numberOfLines: lines,
                                     lineBreakMode: .byTruncatingTail, lineBreakStrategy: .standard)
            let result = FontSession.State.hardLineCut(of: spec)
            return (result.text, result.omittedLines)
        }
        #expect(cut("a\nb\nc\nd", 2) == ("a\nb\nc", 0))
        #expect(cut("a\r\nb\r\n가나", 2) == ("a\r\nb\r\n가", 0))
        #expect(cut("a\nb", 2) == ("a\nb", 0))
        #expect(cut("a\u{2028}b\u{2029}c", 1) == ("a\u{2028}b", 0))
        // 32,767 points ÷ 20.287 (17 pt's line height): 1,616 lines and one more.
        #expect(FontSession.State.unlimitedLines(Self.font) == 1_617)
        let (kept, omitted) = cut(Self.text, 0)
        #expect(kept == Self.lines.prefix(1_617).joined(separator: "\n"))
        #expect(omitted == 32_767 - 1_617)
    }
}

import Foundation
import AdLayoutModel

/// Size of a piece of laid-out text.
public struct TextMetrics: Sendable, Hashable {
    /// Width of the widest line, in points.
    public var width: CGFloat
    /// Height of all shown lines, in points.
    public var height: CGFloat
    /// Distance from the top to the first line's baseline, in points.
    public var baseline: CGFloat
    /// Lines shown (after the line limit).
    public var lineCount: Int
    /// True when the line limit or the width cut the text (an ellipsis, lines left out, or a
    /// clipped line whose glyphs run past the width).
    public var isTruncated: Bool
    /// When the text is cut, what the label shows: the lines kept, joined as in the text, with the
    /// ellipsis drawn; nil when the whole text shows, or when the measurer cannot say (a line cut
    /// mid-glyph by clipping).
    public var shownText: String?

    /// Metrics with the given values, in points.
    public init(width: CGFloat, height: CGFloat, baseline: CGFloat, lineCount: Int, isTruncated: Bool,
                shownText: String? = nil) {
        self.width = width; self.height = height; self.baseline = baseline
        self.lineCount = lineCount; self.isTruncated = isTruncated; self.shownText = isTruncated ? shownText : nil
    }
}

/// Measures text; the only way text metrics enter the layout core.
///
/// One measurement answers both where the label goes and whether its text fits: the metrics say
/// whether the text was cut and how it shows (``TextMetrics/isTruncated``, ``TextMetrics/shownText``),
/// so layout marks cut labels without measuring again (see ``FitCheck``).
///
/// The Cairo/Pango backend implements it with real font metrics; tests can use
/// ``ApproximateTextMeasurer``. Implementations must be deterministic and safe to call from
/// several threads.
/// Text is measured as a `UILabel` sizes it: `height` is `lineCount × SystemFontMetrics.lineHeight`
/// and `baseline` is `SystemFontMetrics.ascender`, whatever font draws the glyphs.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out in `font`, wrapping at `maxWidth` (nil = one unbounded line per paragraph)
    /// where `lineBreakStrategy` allows, and keeping at most `numberOfLines` lines (0 = all).
    func measure(_ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int,
                 lineBreakMode: LineBreakMode, lineBreakStrategy: LineBreakStrategy) -> TextMetrics

    /// The same, with ranges of the text in fonts of their own (``TextRun/font``, an attributed text's `.font`).
    func measure(_ text: String, font: Font, runs: [TextRun], maxWidth: CGFloat?, numberOfLines: Int,
                 lineBreakMode: LineBreakMode, lineBreakStrategy: LineBreakStrategy) -> TextMetrics

    /// Where `content`'s glyphs are drawn in a frame of `size` (relative to its top-left, as the
    /// backend draws them), or nil when the measurer cannot say (the default). ``FitCheck`` asks
    /// it only for labels in a rounded box, whose corners can cut a glyph that the frame does not.
    func inkBounds(of content: TextContent, in size: CGSize) -> CGRect?
}

extension TextMeasuring {
    /// Unknown: measurers without glyph outlines cannot say where ink falls.
    public func inkBounds(of content: TextContent, in size: CGSize) -> CGRect? { nil }
}

extension TextMeasuring {
    /// Measurers that lay a text out in one font measure it in the label's (the runs' fonts left out).
    public func measure(_ text: String, font: Font, runs: [TextRun], maxWidth: CGFloat?, numberOfLines: Int,
                        lineBreakMode: LineBreakMode, lineBreakStrategy: LineBreakStrategy) -> TextMetrics {
        measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                lineBreakStrategy: lineBreakStrategy)
    }

    /// Measures with UILabel's default strategy (`.standard`).
    public func measure(_ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int,
                        lineBreakMode: LineBreakMode) -> TextMetrics {
        measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                lineBreakStrategy: .standard)
    }
}

/// A font-free measurer with fixed advances, for tests and tools that need no real fonts.
///
/// Advance: 0.55 × size for ASCII, 1.0 × size for other characters (Hangul, CJK); line height and
/// baseline as UIKit's (``SystemFontMetrics``). Wraps at character boundaries.
public struct ApproximateTextMeasurer: TextMeasuring {
    /// The measurer; it has no state.
    public init() {}

    /// Advance of one character.
    public static func advance(of ch: Character, size: CGFloat) -> CGFloat {
        ch.isASCII ? size * 0.55 : size
    }

    /// Fixed advances per character, breaking at any character past `maxWidth`, UIKit's line height per line.
    public func measure(_ text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int,
                        lineBreakMode: LineBreakMode, lineBreakStrategy: LineBreakStrategy) -> TextMetrics {
        let lineHeight = SystemFontMetrics.lineHeight(font.size)
        var lines: [CGFloat] = []
        // Each line's text, and whether a paragraph ends after it (the shown text keeps the text's newlines).
        var texts: [String] = []
        var endsParagraph: [Bool] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: CGFloat = 0
            var line = ""
            for ch in paragraph {
                let a = Self.advance(of: ch, size: font.size)
                if let maxWidth, current + a > maxWidth, current > 0, lineBreakMode != .byTruncatingTail || numberOfLines != 1 {
                    lines.append(current); texts.append(line); endsParagraph.append(false); current = 0; line = ""
                }
                current += a
                line.append(ch)
            }
            lines.append(current); texts.append(line); endsParagraph.append(true)
        }
        var truncated = false
        if numberOfLines > 0 && lines.count > numberOfLines {
            lines = Array(lines.prefix(numberOfLines)); texts = Array(texts.prefix(numberOfLines)); truncated = true
        }
        var width = lines.max() ?? 0
        if let maxWidth, width > maxWidth {
            width = maxWidth; truncated = true
            // One long line: the characters that fit before the ellipsis.
            if let last = texts.indices.last {
                var kept = "", used: CGFloat = Self.advance(of: "…", size: font.size)
                for ch in texts[last] {
                    used += Self.advance(of: ch, size: font.size)
                    if used > maxWidth { break }
                    kept.append(ch)
                }
                texts[last] = kept
            }
        }
        let ellipsis = truncated && lineBreakMode == .byTruncatingTail ? "…" : ""
        return TextMetrics(width: width, height: CGFloat(lines.count) * lineHeight,
                           baseline: SystemFontMetrics.ascender(font.size),
                           lineCount: lines.count, isTruncated: truncated,
                           shownText: truncated ? zip(texts, endsParagraph).enumerated().map { i, line in
                               line.0 + (line.1 && i < texts.count - 1 ? "\n" : "")
                           }.joined() + ellipsis : nil)
    }
}

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
    /// True when the line limit or the width cut the text.
    public var isTruncated: Bool

    /// Metrics with the given values, in points.
    public init(width: CGFloat, height: CGFloat, baseline: CGFloat, lineCount: Int, isTruncated: Bool) {
        self.width = width; self.height = height; self.baseline = baseline
        self.lineCount = lineCount; self.isTruncated = isTruncated
    }
}

/// Measures text; the only way text metrics enter the layout core.
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
}

extension TextMeasuring {
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
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current: CGFloat = 0
            for ch in paragraph {
                let a = Self.advance(of: ch, size: font.size)
                if let maxWidth, current + a > maxWidth, current > 0, lineBreakMode != .byTruncatingTail || numberOfLines != 1 {
                    lines.append(current); current = 0
                }
                current += a
            }
            lines.append(current)
        }
        var truncated = false
        if numberOfLines > 0 && lines.count > numberOfLines {
            lines = Array(lines.prefix(numberOfLines)); truncated = true
        }
        var width = lines.max() ?? 0
        if let maxWidth, width > maxWidth { width = maxWidth; truncated = true }
        return TextMetrics(width: width, height: CGFloat(lines.count) * lineHeight,
                           baseline: SystemFontMetrics.ascender(font.size),
                           lineCount: lines.count, isTruncated: truncated)
    }
}

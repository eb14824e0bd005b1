import Foundation

/// A font request: size in points, weight, slant and an optional family.
///
/// The family is nil for iOS's system font (`UIFont.systemFont`), which the renderer draws with
/// its substitutes for SF Pro and Apple SD Gothic Neo (Inter and Noto Sans CJK KR, measured to
/// match them) and UIKit's line metrics (`SystemFontMetrics`); a named family is drawn as is.
public struct Font: Sendable, Hashable {
    /// Size in points.
    public var size: CGFloat
    /// Weight; `.regular` unless set.
    public var weight: FontWeight
    /// Slanted: the system font's italic (used by the ranked rows' numbers).
    public var italic: Bool
    /// A family of the project's fonts, or nil for the iOS system font and its substitutes.
    public var family: String?

    /// A font request; the defaults give the upright regular system font.
    public init(size: CGFloat, weight: FontWeight = .regular, italic: Bool = false, family: String? = nil) {
        self.size = size; self.weight = weight; self.italic = italic; self.family = family
    }

    /// `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: CGFloat, weight: FontWeight = .regular) -> Font {
        Font(size: size, weight: weight)
    }
    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, weight: .bold) }
    /// `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, italic: true) }
}

/// The SDK's font manager facade (`TnkFonts.getFont(ofSize:)` in the guide).
public enum TnkFonts {
    /// `TnkFonts.getFont(ofSize:)`: the regular system font, the SDK's default for every element.
    public static func getFont(ofSize size: CGFloat) -> Font { Font(size: size) }
    /// `TnkFonts.getBoldFont(ofSize:)`: the bold system font (the guide's menu and filter buttons).
    public static func getBoldFont(ofSize size: CGFloat) -> Font { Font(size: size, weight: .bold) }
    /// `TnkFonts.getItalicFont(ofSize:)`: the italic system font.
    public static func getItalicFont(ofSize size: CGFloat) -> Font { Font(size: size, italic: true) }
    /// `TnkFonts.getFont(ofSize:weight:)`: the system font at `weight`.
    public static func getFont(ofSize size: CGFloat, weight: FontWeight) -> Font { Font(size: size, weight: weight) }
}

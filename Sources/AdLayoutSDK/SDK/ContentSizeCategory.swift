import Foundation

/// The user's preferred text size (Dynamic Type): UIKit's `UIContentSizeCategory`, named as
/// SwiftUI's `DynamicTypeSize` names its standard sizes.
///
/// A document rendered for a category other than ``large`` (the default) has the fonts of its
/// labels and buttons scaled as `UIFontMetrics.default.scaledFont(for:)` scales a font: by the
/// `body` text style's size for the category over its size at ``large`` (17 pt). The table of
/// body sizes is Apple's (Human Interface Guidelines, Typography, "Dynamic Type sizes", iOS/iPadOS,
/// the Body column); this is the only place it is written down:
///
/// | category | body (pt) | factor |
/// |---|---|---|
/// | `xSmall` (`extraSmall`) | 14 | 0.824 |
/// | `small` | 15 | 0.882 |
/// | `medium` | 16 | 0.941 |
/// | `large` (default) | 17 | 1 |
/// | `xLarge` (`extraLarge`) | 19 | 1.118 |
/// | `xxLarge` (`extraExtraLarge`) | 21 | 1.235 |
/// | `xxxLarge` (`extraExtraExtraLarge`) | 23 | 1.353 |
/// | `accessibilityMedium` (AX1) | 28 | 1.647 |
/// | `accessibilityLarge` (AX2) | 33 | 1.941 |
/// | `accessibilityXLarge` (AX3, `accessibilityExtraLarge`) | 40 | 2.353 |
/// | `accessibilityXXLarge` (AX4, `accessibilityExtraExtraLarge`) | 47 | 2.765 |
/// | `accessibilityXXXLarge` (AX5, `accessibilityExtraExtraExtraLarge`) | 53 | 3.118 |
///
/// What scales: every `LabelAttribute` and `ButtonAttribute` font of the resolved sections'
/// layouts (titles, descriptions, points, headers, footers, page labels, CPS labels), of the
/// menu and filter rows, and of native ads' styles. What does not: the navigation bar's title
/// and bar buttons (a standard `UINavigationBar` keeps them at their size), the native ad badge
/// and the web-ad label (fixed-size boxes), and the fonts of template elements and Swift item
/// views (a custom view's own fonts scale only if its code asks for it). Sizes that the layout
/// fixes stay fixed: text wraps or is cut inside them, as on the device.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The standard sizes, smallest first (`large` is the default).
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The larger accessibility sizes, AX1…AX5.
    case accessibilityMedium, accessibilityLarge, accessibilityXLarge, accessibilityXXLarge, accessibilityXXXLarge

    /// The `body` text style's size in points for this category (Apple's table, above).
    public var bodySize: CGFloat {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityXLarge: 40
        case .accessibilityXXLarge: 47
        case .accessibilityXXXLarge: 53
        }
    }

    /// What a font's size is multiplied by: ``bodySize`` over the body size at ``large``.
    public var scaleFactor: CGFloat { bodySize / ContentSizeCategory.large.bodySize }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { bodySize > ContentSizeCategory.xxxLarge.bodySize }

    /// The name, as in golden names (`accessibilityLarge`).
    public var description: String { rawValue }

    /// The category named `name`: its name here, UIKit's (`extraLarge`, `accessibilityExtraLarge`,
    /// …) or `AX1`…`AX5`; case is ignored. Nil for anything else.
    public init?(named name: String) {
        let key = name.lowercased()
        if let match = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) { self = match; return }
        guard let alias = Self.aliases[key] else { return nil }
        self = alias
    }

    private static let aliases: [String: ContentSizeCategory] = [
        "extrasmall": .xSmall, "extralarge": .xLarge, "extraextralarge": .xxLarge, "extraextraextralarge": .xxxLarge,
        "accessibilityextralarge": .accessibilityXLarge, "accessibilityextraextralarge": .accessibilityXXLarge,
        "accessibilityextraextraextralarge": .accessibilityXXXLarge,
        "ax1": .accessibilityMedium, "ax2": .accessibilityLarge, "ax3": .accessibilityXLarge,
        "ax4": .accessibilityXXLarge, "ax5": .accessibilityXXXLarge,
    ]
}

extension Font {
    /// This font as `UIFontMetrics.default` scales it for `category` (size × the category's factor).
    public func scaled(for category: ContentSizeCategory) -> Font {
        var font = self
        font.size = size * category.scaleFactor
        return font
    }
}

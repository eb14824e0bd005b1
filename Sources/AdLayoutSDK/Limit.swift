import Foundation

/// A range of numbers the format accepts for one kind of value.
///
/// Every number of a document has one (``FormatLimits`` lists them): `validate` rejects values
/// outside with the limit in the message, so layout and drawing never meet a value that could
/// overflow a conversion or exhaust memory.
public struct Limit: Sendable, Hashable {
    /// Smallest accepted value.
    public var min: Double
    /// Largest accepted value.
    public var max: Double
    /// Whether `min` itself is refused (sizes that must be > 0).
    public var excludesMin: Bool
    /// What the value is, for messages: "a length in points".
    public var what: String

    /// A limit from `min` to `max` (both accepted unless `excludesMin`).
    public init(_ min: Double, _ max: Double, excludesMin: Bool = false, what: String) {
        self.min = min; self.max = max; self.excludesMin = excludesMin; self.what = what
    }

    /// Whether `n` is within the limit (never true for NaN or infinities).
    public func contains(_ n: Double) -> Bool {
        n.isFinite && (excludesMin ? n > min : n >= min) && n <= max
    }

    /// "a length in points of 0…10000".
    package var expectation: String {
        let low = ExpressionFormatting.number(min), high = ExpressionFormatting.number(max)
        return excludesMin ? "\(what) > \(low) and ≤ \(high)" : "\(what) of \(low)…\(high)"
    }

    // Shared by every array of the format.
    package static let maxArrayElements = FormatLimits.itemsPerSection
}

/// Every limit of the document format, in one place (docs/security.md's limits table is this list).
public enum FormatLimits {
    /// Sizes, insets, spaces, corner radii and stroke widths, in points.
    public static let length = Limit(0, 10_000, what: "a length in points")
    /// Spaces that may be negative (leading/inter spaces, divider spaces) and label/image sizes,
    /// where a negative value means "fit the content".
    public static let signedLength = Limit(-10_000, 10_000, what: "a length in points")
    /// Font sizes, in points.
    public static let fontSize = Limit(0, 1_000, excludesMin: true, what: "a font size in points")
    /// Ratios (feed image height ÷ width).
    public static let ratio = Limit(0, 100, excludesMin: true, what: "a ratio")
    /// Opacities (a view's `alpha`).
    public static let unitInterval = Limit(0, 1, what: "an alpha from 0 to 1")
    /// The canvas (device) width and height, in points.
    public static let canvasSide = Limit(100, 4_000, what: "a canvas side in points")
    /// The canvas height when it grows with the content (`"height": "auto"`), in points.
    public static let autoCanvasHeight: CGFloat = 20_000
    /// Device pixels a canvas may have (width × height × scale²): 64 Mpx, 256 MB of pixels.
    public static let canvasPixels = 64_000_000
    /// Device pixels a canvas side may have: Cairo's largest image surface is 32,767 pixels a side.
    public static let canvasSidePixels = 32_767
    /// A horizontal scroll offset, in points.
    public static let scrollOffset = Limit(0, 1e9, what: "a scroll offset in points")
    /// How far the main list is scrolled down (`tnkLayout.listScrollOffset`), in points: up to a
    /// million, past any list a canvas can show.
    public static let listScrollOffset = Limit(0, 1_000_000, what: "a scroll offset in points")
    /// The space above the first section (`tnkLayout.listViewTopMargin`), in points: negative
    /// values down to −100 pull the list up under the menu rows, as a screenshot of a list scrolled
    /// a little shows it (one needs −3.9).
    public static let listViewTopMargin = Limit(-100, 10_000, what: "a length in points")
    /// Native-ad sizes and their min/max limits, in points.
    public static let nativeAdSide = Limit(1, 4_000, what: "a size in points")
    /// A star rating.
    public static let rating = Limit(0, 5, what: "a rating")
    /// Ads in one section (and elements of any array).
    public static let itemsPerSection = 1_000_000
    /// Sections in one document.
    public static let sections = 10_000
    /// Ads of a placement document (`items`): the SDK shows the few its admin page sets.
    public static let placementItems = 100
    /// Lines of a label (0 means unlimited).
    public static let numberOfLines = 0...1_000
    /// Characters of any text.
    public static let textLength = 10_000
    /// Document layout classes in one `base` chain (each derives from the next).
    public static let layoutClassChain = 64
    /// Characters of a layout-class expression, and how deeply its parentheses, operators and calls nest.
    public static let expressionLength = 1_000
    /// See ``expressionLength``.
    public static let expressionDepth = 64
    /// Whole numbers of ad data (points, prices, ids).
    public static let adNumber = 0...Int(Int32.max)
    /// Pages a section may be scrolled to.
    public static let page = 0...1_000_000
    /// Views of one app view made in code (`appViews.NAME.views`), as many as a XIB may hold.
    public static let appCodeViews = 2_000
    /// Levels of views made in code inside one another (as deep as a XIB may nest its views).
    public static let appCodeViewDepth = 64
    /// Constraints of one app view made in code, as many as a XIB may hold.
    public static let appCodeConstraints = 10_000
    /// Cases of one outlet of an app view (`outlets.NAME.cases`): the branches of its `setData` on the ad's fields.
    public static let appViewCases = 1_000
    /// A run's location and length in a label's text (`outlets.NAME.runs`), in UTF-16 units.
    public static let textUnits = Limit(0, 100_000, what: "a location or length in a text")
    /// Constraint priorities: UIKit's 1…1000 (1000 is required).
    public static let priority = Limit(1, 1_000, what: "a priority")
    /// Constraint multipliers (not 0, which UIKit refuses).
    public static let multiplier = Limit(-1_000, 1_000, what: "a multiplier")
    /// Documents, in bytes.
    public static let documentBytes = 1 << 30
    /// Decoded pixels of one image (width × height); larger images are refused before decoding.
    public static let imagePixels = 64_000_000
}

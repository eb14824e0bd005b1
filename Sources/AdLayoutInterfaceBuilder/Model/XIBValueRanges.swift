/// Every range of a number the reader takes from a XIB, in one place (docs/security.md's XIB table
/// is this list).
///
/// Lengths are bounded at ±100,000 points: ten times the document format's 10,000 (real XIBs have
/// frames of a few thousand points at most), far inside what an `Int` conversion, Cairo's 24.8
/// fixed-point coordinates (±8,388,607) or the solver's arithmetic can take. Out of range is an
/// error at the element (``XIBValueRange/Outside/refused``) except where noted as clamped.
public enum XIBValueRanges {
    /// Frame and point origins, constraint constants, insets and layout margins, stack spacing
    /// (all may be negative), in points: -100,000…100,000.
    public static let coordinate = XIBValueRange(-100_000, 100_000, what: "a length in points", name: "coordinate")
    /// Frame and `<size>` widths and heights, image resource sizes, placeholder intrinsic sizes,
    /// `preferredMaxLayoutWidth`, corner radii and border widths (`layer.cornerRadius`,
    /// `layer.borderWidth`), in points: 0…100,000.
    public static let length = XIBValueRange(0, 100_000, what: "a size in points", name: "length")
    /// Sizes that may be -1 for "none" (`UIView.noIntrinsicMetric` in `<designables>`,
    /// `UITableView.automaticDimension` as a cell's `rowHeight`), in points: -1…100,000.
    public static let optionalLength = XIBValueRange(-1, 100_000, what: "a size in points (-1: none)",
                                                     name: "optionalLength")
    /// Font point sizes: 1…1,000 (Xcode offers up to a few hundred). `pointSize="0"` reads as no
    /// size written (the font's default), as UIKit reads a size of 0.
    public static let fontSize = XIBValueRange(1, 1_000, what: "a font size in points", name: "fontSize")
    /// Minimum font sizes of labels and text fields: 0…1,000 points.
    public static let minimumFontSize = XIBValueRange(0, 1_000, what: "a font size in points",
                                                      name: "minimumFontSize")
    /// A label's `numberOfLines`: 0…1,000 (0 is unlimited), as the document format allows.
    public static let numberOfLines = XIBValueRange(0, 1_000, what: "a number of lines", name: "numberOfLines")
    /// Constraint multipliers, also as `a:b` (the quotient): -1,000…1,000.
    public static let multiplier = XIBValueRange(-1_000, 1_000, what: "a multiplier", name: "multiplier")
    /// Constraint priorities and content hugging / compression resistance priorities: UIKit's
    /// 1…1,000. Clamped, as UIKit clamps them.
    public static let priority = XIBValueRange(1, 1_000, what: "a priority", name: "priority", outside: .clamped)
    /// A view's `alpha`, a label's `minimumScaleFactor`: 0…1, clamped.
    public static let unitInterval = XIBValueRange(0, 1, what: "a fraction", name: "unitInterval", outside: .clamped)
    /// Colour components (`white`, `red`, `green`, `blue`, `alpha`): 0…1, clamped (Xcode writes
    /// extended-range components just outside for wide-gamut colours).
    public static let colorComponent = XIBValueRange(0, 1, what: "a colour component", name: "colorComponent",
                                                     outside: .clamped)
    /// Other numbers of runtime attributes (`userDefinedRuntimeAttribute type="number"`) and the
    /// `location`/`length` of a `range` value: -1,000,000,000…1,000,000,000 (finite, and exact in
    /// an `Int`).
    public static let runtimeNumber = XIBValueRange(-1_000_000_000, 1_000_000_000, what: "a number",
                                                    name: "runtimeNumber")
    /// Counts of a control's parts (a page control's `numberOfPages`): 0…1,000.
    public static let count = XIBValueRange(0, 1_000, what: "a count", name: "count")
    /// A view's `tag`: a 32-bit integer, -2,147,483,648…2,147,483,647.
    public static let tag = XIBValueRange(-2_147_483_648, 2_147_483_647, what: "a tag", name: "tag")

    /// The runtime attributes whose numbers are lengths (``length``) rather than ``runtimeNumber``s.
    public static let lengthKeyPaths: Set<String> = [
        "layer.cornerRadius", "layer.borderWidth", "layer.shadowRadius", "cornerRadius", "borderWidth",
    ]
}

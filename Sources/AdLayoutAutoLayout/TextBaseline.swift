/// Where a text view's lines sit, for its `firstBaseline` and `lastBaseline` attributes: the font's ascender and
/// descender (a positive depth). UILabel centres its text vertically in its bounds, so with the text as tall as
/// the label's intrinsic height `I`, the first baseline is `top + (height − I) / 2 + ascender` and the last
/// `top + (height + I) / 2 − descender`; a label as tall as its text has its first baseline an ascender below its
/// top and its last a descender above its bottom.
public struct TextBaseline: Hashable, Sendable {
    /// `UIFont.ascender`, in points.
    public var ascender: Double
    /// The depth of `UIFont.descender` below the baseline, in points (positive).
    public var descender: Double

    /// Creates the metrics of a font.
    public init(ascender: Double, descender: Double) {
        self.ascender = ascender
        self.descender = descender
    }
}

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
    /// The height of one line centred in the view whatever the view's height and intrinsic height (a text
    /// field's text in its text rect, a button's title in its content rect), in points; nil: the text is the
    /// view's intrinsic height, as a label's.
    public var lineHeight: Double?

    /// Creates the metrics of a font.
    public init(ascender: Double, descender: Double, lineHeight: Double? = nil) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}

/// What a `<stackView>` adds to a view. Its arranged subviews are its ``XIBView/subviews``.
public struct XIBStackViewProperties: Sendable, Hashable {
    /// The axis (horizontal when absent).
    public let axis: LayoutAxis
    /// The distribution (fill when absent).
    public let distribution: StackViewDistribution
    /// The alignment (fill when absent), kept as written: UIKit treats `top` as `leading` and `bottom` as `trailing`.
    public let alignment: StackViewAlignment
    /// The spacing between arranged views in points (0 when absent).
    public let spacing: Double
    /// `baselineRelativeArrangement="YES"`: vertical spacing measured between baselines.
    public let isBaselineRelativeArrangement: Bool
    /// `layoutMarginsRelativeArrangement="YES"`: arranged views sit inside the layout margins.
    public let isLayoutMarginsRelativeArrangement: Bool

    /// Creates stack view properties.
    public init(axis: LayoutAxis, distribution: StackViewDistribution, alignment: StackViewAlignment, spacing: Double,
                isBaselineRelativeArrangement: Bool, isLayoutMarginsRelativeArrangement: Bool) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}

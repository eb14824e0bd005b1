/// What a `<stackView>` adds to a view. Its arranged subviews are its ``XIBView/subviews``.
public struct XIBStackViewProperties: Sendable, Hashable {
    /// The axis (`axis="…"`); absent means horizontal.
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        /// Left to right (the default).
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How arranged views share the axis (`distribution="…"`); absent means fill.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// `fill` (the default).
        case fill
        /// `fillEqually`.
        case fillEqually
        /// `fillProportionally`.
        case fillProportionally
        /// `equalSpacing`.
        case equalSpacing
        /// `equalCentering`.
        case equalCentering
    }

    /// How arranged views sit across the axis (`alignment="…"`); absent means fill. Kept as
    /// written: UIKit treats `top` as `leading` and `bottom` as `trailing`.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// `fill` (the default).
        case fill
        /// `leading`.
        case leading
        /// `top`.
        case top
        /// `firstBaseline`.
        case firstBaseline
        /// `center`.
        case center
        /// `trailing`.
        case trailing
        /// `bottom`.
        case bottom
        /// `lastBaseline`.
        case lastBaseline
    }

    /// The axis (horizontal when absent).
    public let axis: Axis
    /// The distribution (fill when absent).
    public let distribution: Distribution
    /// The alignment (fill when absent).
    public let alignment: Alignment
    /// The spacing between arranged views in points (0 when absent).
    public let spacing: Double
    /// `baselineRelativeArrangement="YES"`: vertical spacing measured between baselines.
    public let isBaselineRelativeArrangement: Bool
    /// `layoutMarginsRelativeArrangement="YES"`: arranged views sit inside the layout margins.
    public let isLayoutMarginsRelativeArrangement: Bool

    /// Creates stack view properties.
    public init(axis: Axis, distribution: Distribution, alignment: Alignment, spacing: Double,
                isBaselineRelativeArrangement: Bool, isLayoutMarginsRelativeArrangement: Bool) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}

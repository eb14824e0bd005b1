/// The arrangement settings of a stack view (`UIStackView`).
public struct StackViewConfiguration: Hashable, Sendable {
    /// How arranged views share the main axis (UIKit's, declared in AdLayoutUIKitTypes).
    public typealias Distribution = StackViewDistribution

    /// Where arranged views sit across the main axis (UIKit's, declared in AdLayoutUIKitTypes).
    public typealias Alignment = StackViewAlignment

    /// The main axis.
    public var axis: LayoutAxis
    /// The distribution along the main axis.
    public var distribution: Distribution
    /// The alignment across it.
    public var alignment: Alignment
    /// The gap between adjacent visible arranged views (the minimum gap for the equal distributions).
    public var spacing: Double
    /// Whether the arrangement is inset by the stack view's layout margins.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// `setCustomSpacing(_:after:)`: the gap after an arranged view, by its id, in place of ``spacing``.
    public var customSpacing: [String: Double]
    /// `isBaselineRelativeArrangement` (vertical stacks): the gaps run from a view's last baseline to the next
    /// one's first baseline.
    public var isBaselineRelativeArrangement: Bool

    /// Creates a configuration; the defaults are `UIStackView`'s.
    public init(
        axis: LayoutAxis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, isLayoutMarginsRelativeArrangement: Bool = false, customSpacing: [String: Double] = [:],
        isBaselineRelativeArrangement: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.customSpacing = customSpacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }
}

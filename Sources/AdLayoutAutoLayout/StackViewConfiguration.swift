/// The arrangement settings of a stack view (`UIStackView`).
public struct StackViewConfiguration: Hashable, Sendable {
    /// How arranged views share the main axis.
    public enum Distribution: Hashable, Sendable {
        /// Views edge to edge with `spacing`; hugging and compression resistance decide who stretches.
        case fill
        /// Views edge to edge with `spacing`, all the same size.
        case fillEqually
        /// Views edge to edge with `spacing`, each `intrinsic / (Σ intrinsic + spacings)` of the stack's size at
        /// priority 999 − its index (at least 751), rebuilt when intrinsic sizes change; as ``fillEqually`` when no
        /// view has an intrinsic size.
        case fillProportionally
        /// Views at their own sizes with equal gaps of at least `spacing`.
        case equalSpacing
        /// Centers equally far apart (priority 150 − the index, at least 50), gaps of at least `spacing`.
        case equalCentering
    }

    /// Where arranged views sit across the main axis.
    public enum Alignment: Hashable, Sendable {
        /// Views fill the cross axis.
        case fill
        /// Leading edges aligned (vertical stacks); for horizontal stacks the same as ``top``.
        case leading
        /// Top edges aligned (horizontal stacks); for vertical stacks the same as ``leading``.
        case top
        /// Centers aligned.
        case center
        /// Trailing edges aligned (vertical stacks); for horizontal stacks the same as ``bottom``.
        case trailing
        /// Bottom edges aligned (horizontal stacks); for vertical stacks the same as ``trailing``.
        case bottom
        /// First baselines aligned (horizontal stacks; a vertical stack aligns its leading edges).
        case firstBaseline
        /// Last baselines aligned (horizontal stacks; a vertical stack aligns its leading edges).
        case lastBaseline
    }

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

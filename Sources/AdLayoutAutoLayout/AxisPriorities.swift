/// A priority for each axis (content hugging or compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    /// For the width.
    public var horizontal: LayoutPriority
    /// For the height.
    public var vertical: LayoutPriority

    /// Creates per-axis priorities.
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The same priority on both axes.
    public init(_ both: LayoutPriority) {
        self.init(horizontal: both, vertical: both)
    }

    /// UIKit's default content hugging: 250 on both axes.
    public static let defaultHugging = AxisPriorities(.defaultLow)
    /// UIKit's default compression resistance: 750 on both axes.
    public static let defaultCompressionResistance = AxisPriorities(.defaultHigh)

    /// The priority for an axis.
    public subscript(axis: LayoutAxis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// Insets from a rectangle's edges, in UIKit's order (top, left, bottom, right).
public struct LayoutEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No insets.
    public static let zero = LayoutEdgeInsets(all: 0)

    /// UIKit's default layout margins: 8 points on each side.
    public static let defaultLayoutMargins = LayoutEdgeInsets(all: 8)
}

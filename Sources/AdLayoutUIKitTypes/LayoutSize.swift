/// A width and a height in points, UIKit's `CGSize` (as a `<size>` element or an image resource of a XIB writes it).
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 0 × 0.
    public static let zero = LayoutSize(width: 0, height: 0)

    /// UIKit's `UIView.noIntrinsicMetric`: a negative intrinsic component means "no intrinsic size on this axis".
    public static let noIntrinsicMetric: Double = -1

    /// The component along an axis (width for horizontal).
    public subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// For example `(343.0 × 179.0)`.
    public var description: String { "(\(width) × \(height))" }
}

/// A rectangle: origin and size in points, UIKit's `CGRect`. A view's frame as a XIB writes it (`<rect key="frame">`,
/// relative to its superview: the frame Auto Layout found at the design size, unless the view is marked misplaced)
/// and as Auto Layout solves it.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
    /// The horizontal center.
    public var midX: Double { x + width / 2 }
    /// The vertical center.
    public var midY: Double { y + height / 2 }
    /// The size.
    public var size: LayoutSize { LayoutSize(width: width, height: height) }

    /// For example `(16.0, 16.0, 343.0, 179.0)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

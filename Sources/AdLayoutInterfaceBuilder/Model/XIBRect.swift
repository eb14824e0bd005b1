/// A rectangle in points, as a `<rect>` element writes it (`x`, `y`, `width`, `height`).
///
/// A view's frame (`<rect key="frame">`) is relative to its superview and is the frame Auto Layout
/// found at the design size, unless the view is marked misplaced.
public struct XIBRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public let x: Double
    /// The top edge.
    public let y: Double
    /// The width.
    public let width: Double
    /// The height.
    public let height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge, `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }
    /// The size alone.
    public var size: XIBSize { XIBSize(width: width, height: height) }

    /// `(x, y, width, height)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

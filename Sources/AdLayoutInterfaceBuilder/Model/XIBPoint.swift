/// A point, as a `<point>` element writes it (a runtime attribute of type `point`).
public struct XIBPoint: Sendable, Hashable {
    /// The horizontal coordinate.
    public let x: Double
    /// The vertical coordinate.
    public let y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

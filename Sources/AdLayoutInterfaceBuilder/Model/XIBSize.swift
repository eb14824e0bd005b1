/// A size in points, as a `<size>` element or an image resource writes it.
public struct XIBSize: Sendable, Hashable, CustomStringConvertible {
    /// The width.
    public let width: Double
    /// The height.
    public let height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `width×height`.
    public var description: String { "\(width)×\(height)" }
}

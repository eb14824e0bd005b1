/// One dimension of a design-time placeholder intrinsic size
/// (`placeholderIntrinsicWidth` / `placeholderIntrinsicHeight`).
public enum XIBIntrinsicDimension: Sendable, Hashable {
    /// A size in points.
    case points(Double)
    /// `"infinite"`: no intrinsic size in this dimension (UIKit's `noIntrinsicMetric`).
    case noIntrinsicMetric
}

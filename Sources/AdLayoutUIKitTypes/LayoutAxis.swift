/// A layout axis, UIKit's `NSLayoutConstraint.Axis` (a stack view's `axis`, the axis of a priority).
public enum LayoutAxis: String, Hashable, Sendable, CaseIterable {
    /// Left to right (x, width); a stack view's default.
    case horizontal
    /// Top to bottom (y, height).
    case vertical
}

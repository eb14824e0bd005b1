/// A layout axis.
public enum LayoutAxis: Hashable, Sendable, CaseIterable {
    /// Left to right (x, width).
    case horizontal
    /// Top to bottom (y, height).
    case vertical
}

/// A part of an item's frame.
public enum FrameComponent: Hashable, Sendable, CaseIterable {
    /// The x origin relative to the superview.
    case x
    /// The y origin relative to the superview.
    case y
    /// The width.
    case width
    /// The height.
    case height
}

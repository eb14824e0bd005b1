/// How a view lays out its content, UIKit's `UIView.ContentMode`. The raw values are UIKit's names, which are
/// also the words Xcode writes (`contentMode="scaleAspectFit"`).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds (UIKit's default).
    case scaleToFill
    /// Scaled to fit, aspect kept.
    case scaleAspectFit
    /// Scaled to fill, aspect kept, overflow cut.
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centred, unscaled.
    case center
    /// Top, unscaled.
    case top
    /// Bottom, unscaled.
    case bottom
    /// Left, unscaled.
    case left
    /// Right, unscaled.
    case right
    /// Top left, unscaled.
    case topLeft
    /// Top right, unscaled.
    case topRight
    /// Bottom left, unscaled.
    case bottomLeft
    /// Bottom right, unscaled.
    case bottomRight
}

/// How a view lays out its content (`contentMode="…"`), UIKit's `UIView.ContentMode`.
///
/// Absent means ``scaleToFill``, UIKit's default. Xcode writes it on every view anyway.
public enum XIBContentMode: String, Sendable, Hashable, CaseIterable {
    /// `scaleToFill` (the default).
    case scaleToFill
    /// `scaleAspectFit`.
    case scaleAspectFit
    /// `scaleAspectFill`.
    case scaleAspectFill
    /// `redraw`.
    case redraw
    /// `center`.
    case center
    /// `top`.
    case top
    /// `bottom`.
    case bottom
    /// `left`.
    case left
    /// `right`.
    case right
    /// `topLeft`.
    case topLeft
    /// `topRight`.
    case topRight
    /// `bottomLeft`.
    case bottomLeft
    /// `bottomRight`.
    case bottomRight
}

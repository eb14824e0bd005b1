/// Horizontal text alignment (`textAlignment="…"`), UIKit's `NSTextAlignment`.
///
/// Absent means ``left``: Xcode writes `textAlignment="natural"` explicitly on every label it
/// creates, and files from before `natural` existed leave left-aligned text without the attribute.
public enum XIBTextAlignment: String, Sendable, Hashable, CaseIterable {
    /// `left` (the meaning of an absent attribute).
    case left
    /// `center`.
    case center
    /// `right`.
    case right
    /// `justified`.
    case justified
    /// `natural`: left in left-to-right languages.
    case natural
}

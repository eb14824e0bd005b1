/// How text that does not fit is wrapped or truncated (`lineBreakMode="…"`), UIKit's
/// `NSLineBreakMode`.
///
/// Absent means ``tailTruncation``, UILabel's documented default. Xcode writes it on every label.
public enum XIBLineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// `wordWrap`.
    case wordWrap
    /// `characterWrap`.
    case characterWrap
    /// `clip` (Xcode's word for clipping).
    case clip
    /// `headTruncation`.
    case headTruncation
    /// `tailTruncation` (the default).
    case tailTruncation
    /// `middleTruncation`.
    case middleTruncation
}

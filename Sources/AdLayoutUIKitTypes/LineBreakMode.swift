/// How a label wraps or cuts text that does not fit, UIKit's `NSLineBreakMode` (the raw values are UIKit's).
/// Xcode writes its own words for the cases (`lineBreakMode="tailTruncation"`).
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Wrap at words, wrap anywhere, or cut the last line at the edge.
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2
    /// Cut the last line with "…" at its start, end (the labels' default) or middle.
    case byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5
}

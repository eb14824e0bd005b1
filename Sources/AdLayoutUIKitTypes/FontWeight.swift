/// A system font's weight, UIKit's `UIFont.Weight` under UIKit's names (which Xcode also writes, `weight="semibold"`);
/// the raw values are the CSS numbers (100–900) a document may write for each.
public enum FontWeight: Int, Sendable, Hashable, CaseIterable {
    /// UIFont.Weight's steps, with the CSS number a document may write for each.
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900
}

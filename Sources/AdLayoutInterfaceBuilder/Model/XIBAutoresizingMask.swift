/// A view's autoresizing mask (`<autoresizingMask key="autoresizingMask" widthSizable="YES" …>`).
///
/// It matters for views whose ``XIBView/translatesAutoresizingMaskIntoConstraints`` is `true`
/// (top-level views and the old id-less cell content views). An element with no flags is the
/// empty mask.
public struct XIBAutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits, in UIKit's `UIView.AutoresizingMask` order.
    public let rawValue: Int

    /// Creates a mask from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `flexibleMinX="YES"`: the left margin stretches.
    public static let flexibleMinX = XIBAutoresizingMask(rawValue: 1 << 0)
    /// `widthSizable="YES"`: the width stretches.
    public static let widthSizable = XIBAutoresizingMask(rawValue: 1 << 1)
    /// `flexibleMaxX="YES"`: the right margin stretches.
    public static let flexibleMaxX = XIBAutoresizingMask(rawValue: 1 << 2)
    /// `flexibleMinY="YES"`: the top margin stretches.
    public static let flexibleMinY = XIBAutoresizingMask(rawValue: 1 << 3)
    /// `heightSizable="YES"`: the height stretches.
    public static let heightSizable = XIBAutoresizingMask(rawValue: 1 << 4)
    /// `flexibleMaxY="YES"`: the bottom margin stretches.
    public static let flexibleMaxY = XIBAutoresizingMask(rawValue: 1 << 5)
}

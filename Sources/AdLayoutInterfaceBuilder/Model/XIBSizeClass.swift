/// A size class, as UIKit's `UIUserInterfaceSizeClass` and IB's variation keys (`widthClass=compact`) name it.
public enum XIBSizeClass: String, Sendable, Hashable, CaseIterable {
    /// Constrained space: an iPhone's width, and its height in landscape.
    case compact
    /// Expansive space: an iPad's width and height, an iPhone's height in portrait, a large iPhone's width in
    /// landscape.
    case regular
}

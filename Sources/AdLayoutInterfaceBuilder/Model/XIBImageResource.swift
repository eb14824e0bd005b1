/// An image the file uses, as `<resources>` records it (`<image name="ic_point" width="16"
/// height="16"/>`): its name and its size in points.
public struct XIBImageResource: Sendable, Hashable {
    /// The image's name in the asset catalog (or the SF Symbol's name).
    public let name: String
    /// Its size in points, if written.
    public let size: LayoutSize?
    /// `catalog="system"` for SF Symbols; `nil` for the app's own images.
    public let catalog: String?

    /// Creates an image resource.
    public init(name: String, size: LayoutSize?, catalog: String?) {
        self.name = name
        self.size = size
        self.catalog = catalog
    }
}

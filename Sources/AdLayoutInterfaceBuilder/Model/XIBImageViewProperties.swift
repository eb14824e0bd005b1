/// What an `<imageView>` adds to a view.
public struct XIBImageViewProperties: Sendable, Hashable {
    /// The image's name (`image="…"`, or `<imageReference key="image" image="…">`), if set.
    public let image: String?
    /// `catalog="system"` when the image is an SF Symbol given by `<imageReference>`.
    public let imageCatalog: String?
    /// The highlighted image's name (`highlightedImage="…"`), if set.
    public let highlightedImage: String?

    /// Creates image view properties.
    public init(image: String?, imageCatalog: String?, highlightedImage: String?) {
        self.image = image
        self.imageCatalog = imageCatalog
        self.highlightedImage = highlightedImage
    }
}

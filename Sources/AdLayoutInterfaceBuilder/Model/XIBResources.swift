/// What `<resources>` records: the values of the system colours the file uses (for the appearance
/// it was saved in), asset-catalog colours, and images with their sizes.
public struct XIBResources: Sendable, Hashable {
    /// `<systemColor name="systemTealColor"><color …/></systemColor>`, by name.
    public let systemColors: [String: XIBColorComponents]
    /// `<namedColor name="BrandColor"><color …/></namedColor>`, by name.
    public let namedColors: [String: XIBColorComponents]
    /// `<image name="…" width="…" height="…"/>`, by name.
    public let images: [String: XIBImageResource]

    /// Creates resources.
    public init(systemColors: [String: XIBColorComponents], namedColors: [String: XIBColorComponents],
                images: [String: XIBImageResource]) {
        self.systemColors = systemColors
        self.namedColors = namedColors
        self.images = images
    }

    /// No resources.
    public static let empty = XIBResources(systemColors: [:], namedColors: [:], images: [:])
}

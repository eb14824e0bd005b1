/// The device the file was designed on (`<device id="retina6_12" orientation="portrait"
/// appearance="light"/>`). Files from before Xcode 8 have none.
///
/// Its size classes (``traitCollection``) decide which size-class variations the reader applies.
public struct XIBDevice: Sendable, Hashable {
    /// Xcode's device id (`retina6_12` is iPhone 15, `retina4_7` iPhone 8, …).
    public let id: String
    /// `portrait` or `landscape`, if written.
    public let orientation: String?
    /// `light` or `dark`, if written: the appearance system colours in `<resources>` were saved for.
    public let appearance: String?
    /// An iPad's multitasking layout, if written: `fullscreen`, or a Split View share (the `layout`
    /// attribute, or the `<adaptation id>` child Xcode 8 to 10 wrote).
    public let layout: String?

    /// Creates a device.
    public init(id: String, orientation: String?, appearance: String?, layout: String? = nil) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.layout = layout
    }
}

/// The device the file was designed on (`<device id="retina6_12" orientation="portrait"
/// appearance="light"/>`). Files from before Xcode 8 have none.
public struct XIBDevice: Sendable, Hashable {
    /// Xcode's device id (`retina6_12` is iPhone 15, `retina4_7` iPhone 8, …).
    public let id: String
    /// `portrait` or `landscape`, if written.
    public let orientation: String?
    /// `light` or `dark`, if written: the appearance system colours in `<resources>` were saved for.
    public let appearance: String?

    /// Creates a device.
    public init(id: String, orientation: String?, appearance: String?) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
    }
}

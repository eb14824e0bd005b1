/// A button's iOS 15 configuration as IB writes it (`<buttonConfiguration key="configuration"
/// style="filled" title="…" cornerStyle buttonSize imagePlacement imagePadding>` with its
/// `titleFontDescription`, `contentInsets`, image and base colours). Absent values are UIKit's
/// defaults, which the layout supplies.
public struct XIBButtonConfiguration: Sendable, Hashable {
    /// `style`: `plain`, `gray`, `tinted`, `filled`, `borderless`, `bordered`, `borderedTinted`,
    /// `borderedProminent` (IB writes the name of the `UIButton.Configuration` factory).
    public let style: String?
    /// The title, if set.
    public let title: String?
    /// The title font (`<fontDescription key="titleFontDescription">`), if set.
    public let titleFont: XIBFont?
    /// `<directionalEdgeInsets key="contentInsets">`, if written.
    public let contentInsets: XIBEdgeInsets?
    /// The image's name (`image="…"` or `<imageReference key="image">`), if set.
    public let image: String?
    /// `imagePlacement` (`leading`, `trailing`, `top`, `bottom`), if written.
    public let imagePlacement: String?
    /// `imagePadding` in points, if written.
    public let imagePadding: Double?
    /// `cornerStyle` (`dynamic`, `fixed`, `small`, `medium`, `large`, `capsule`), if written.
    public let cornerStyle: String?
    /// `buttonSize` (`mini`, `small`, `medium`, `large`), if written.
    public let buttonSize: String?
    /// `<color key="baseForegroundColor">`, if written.
    public let baseForegroundColor: XIBColor?
    /// `<color key="baseBackgroundColor">`, if written.
    public let baseBackgroundColor: XIBColor?

    /// Creates a configuration.
    public init(style: String?, title: String?, titleFont: XIBFont?, contentInsets: XIBEdgeInsets?, image: String?,
                imagePlacement: String?, imagePadding: Double?, cornerStyle: String?, buttonSize: String?,
                baseForegroundColor: XIBColor?, baseBackgroundColor: XIBColor?) {
        self.style = style
        self.title = title
        self.titleFont = titleFont
        self.contentInsets = contentInsets
        self.image = image
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.cornerStyle = cornerStyle
        self.buttonSize = buttonSize
        self.baseForegroundColor = baseForegroundColor
        self.baseBackgroundColor = baseBackgroundColor
    }
}

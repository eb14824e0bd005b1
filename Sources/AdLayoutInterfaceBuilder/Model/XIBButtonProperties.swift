/// What a `<button>` adds to a view: its type, font and per-state titles, colours and images.
public struct XIBButtonProperties: Sendable, Hashable {
    /// One `<state key="normal" title="…" image="…">` element and its colours.
    public struct State: Sendable, Hashable {
        /// The control state (`normal`, `highlighted`, `selected`, `disabled`).
        public let state: String
        /// The title, if set.
        public let title: String?
        /// The title colour (`<color key="titleColor">`), if set.
        public let titleColor: XIBColor?
        /// The title shadow colour (`<color key="titleShadowColor">`), if set.
        public let titleShadowColor: XIBColor?
        /// The image's name (`image="…"` or `<imageReference key="image">`), if set.
        public let image: String?
        /// The background image's name, if set.
        public let backgroundImage: String?

        /// Creates a state.
        public init(state: String, title: String?, titleColor: XIBColor?, titleShadowColor: XIBColor?, image: String?,
                    backgroundImage: String?) {
            self.state = state
            self.title = title
            self.titleColor = titleColor
            self.titleShadowColor = titleShadowColor
            self.image = image
            self.backgroundImage = backgroundImage
        }
    }

    /// `buttonType` as written (`system`, `custom`, …); `nil` when absent (UIKit's custom type).
    public let buttonType: String?
    /// The title font (`<fontDescription key="fontDescription">`), if written.
    public let font: XIBFont?
    /// The states in document order.
    public let states: [State]
    /// A configuration-style button's style (`<buttonConfiguration key="configuration"
    /// style="filled">`), if it has one.
    public let configurationStyle: String?
    /// The configuration's title, if set.
    public let configurationTitle: String?
    /// `lineBreakMode` as written (buttons use `middleTruncation`), if written.
    public let lineBreakMode: LineBreakMode?
    /// `contentHorizontalAlignment` as written (`center`, `leading`, …), if written.
    public let contentHorizontalAlignment: String?
    /// `contentVerticalAlignment` as written, if written.
    public let contentVerticalAlignment: String?
    /// `<inset key="contentEdgeInsets" minX minY maxX maxY>` (classic buttons), if written.
    public let contentEdgeInsets: XIBEdgeInsets?
    /// `<inset key="titleEdgeInsets">`, if written (moves the title; no change to the size).
    public let titleEdgeInsets: XIBEdgeInsets?
    /// `<inset key="imageEdgeInsets">`, if written (moves the image; no change to the size).
    public let imageEdgeInsets: XIBEdgeInsets?
    /// The whole `<buttonConfiguration key="configuration">`, if the button has one.
    public let configuration: XIBButtonConfiguration?

    /// Creates button properties.
    public init(buttonType: String?, font: XIBFont?, states: [State], configurationStyle: String?,
                configurationTitle: String?, lineBreakMode: LineBreakMode?, contentHorizontalAlignment: String?,
                contentVerticalAlignment: String?, contentEdgeInsets: XIBEdgeInsets? = nil,
                titleEdgeInsets: XIBEdgeInsets? = nil, imageEdgeInsets: XIBEdgeInsets? = nil,
                configuration: XIBButtonConfiguration? = nil) {
        self.buttonType = buttonType
        self.font = font
        self.states = states
        self.configurationStyle = configurationStyle
        self.configurationTitle = configurationTitle
        self.lineBreakMode = lineBreakMode
        self.contentHorizontalAlignment = contentHorizontalAlignment
        self.contentVerticalAlignment = contentVerticalAlignment
        self.contentEdgeInsets = contentEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.configuration = configuration
    }

    /// The state element for a control state (`"normal"`), if written.
    public func state(_ name: String) -> State? { states.first { $0.state == name } }

    /// The title for a control state, falling back to the normal state's title as UIKit does.
    public func title(for name: String) -> String? { state(name)?.title ?? state("normal")?.title }
}

/// What a `<textField>` adds to a view.
public struct XIBTextFieldProperties: Sendable, Hashable {
    /// The text, if set.
    public let text: String?
    /// The placeholder, if set.
    public let placeholder: String?
    /// The font, if written.
    public let font: XIBFont?
    /// The text colour; `nil` for the default.
    public let textColor: XIBColor?
    /// The alignment (`left` when absent).
    public let textAlignment: XIBTextAlignment
    /// `borderStyle` as written (`roundedRect`, `line`, `bezel`, `none`), if written.
    public let borderStyle: String?
    /// `minimumFontSize`, if written.
    public let minimumFontSize: Double?

    /// Creates text field properties.
    public init(text: String?, placeholder: String?, font: XIBFont?, textColor: XIBColor?,
                textAlignment: XIBTextAlignment, borderStyle: String?, minimumFontSize: Double?) {
        self.text = text
        self.placeholder = placeholder
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.borderStyle = borderStyle
        self.minimumFontSize = minimumFontSize
    }
}

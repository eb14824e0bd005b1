/// What a `<textView>` adds to a view.
public struct XIBTextViewProperties: Sendable, Hashable {
    /// The text: the `text` attribute or a `<string key="text">` / `<mutableString key="text">`
    /// child.
    public let text: String?
    /// The font, if written.
    public let font: XIBFont?
    /// The text colour; `nil` for the default.
    public let textColor: XIBColor?
    /// The alignment (`left` when absent).
    public let textAlignment: XIBTextAlignment
    /// `editable`; `true` when absent.
    public let isEditable: Bool
    /// `selectable`; `true` when absent.
    public let isSelectable: Bool
    /// `scrollEnabled`; `true` when absent.
    public let isScrollEnabled: Bool

    /// Creates text view properties.
    public init(text: String?, font: XIBFont?, textColor: XIBColor?, textAlignment: XIBTextAlignment, isEditable: Bool,
                isSelectable: Bool, isScrollEnabled: Bool) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.isEditable = isEditable
        self.isSelectable = isSelectable
        self.isScrollEnabled = isScrollEnabled
    }
}

/// What a `<label>` adds to a view.
public struct XIBLabelProperties: Sendable, Hashable {
    /// The text: the `text` attribute, a `<string key="text">` child (multi-line text), or the
    /// concatenated fragments of `<attributedString key="attributedText">` (attributes dropped).
    public let text: String?
    /// The most lines (`numberOfLines`); 1 when absent, 0 for no limit.
    public let numberOfLines: Int
    /// How text that does not fit is cut (`tailTruncation` when absent).
    public let lineBreakMode: LineBreakMode
    /// The alignment (`left` when absent; see ``XIBTextAlignment``).
    public let textAlignment: XIBTextAlignment
    /// The font, if written.
    public let font: XIBFont?
    /// The text colour; `nil` for `<nil key="textColor"/>` or absent (the default).
    public let textColor: XIBColor?
    /// The highlighted text colour; `nil` for the default.
    public let highlightedColor: XIBColor?
    /// Whether the font shrinks to fit the width (`adjustsFontSizeToFit`).
    ///
    /// Absent means `true`: Xcode writes `adjustsFontSizeToFit="NO"` on every label that does not
    /// shrink, and a label set to shrink carries `minimumScaleFactor` without the attribute.
    public let adjustsFontSizeToFit: Bool
    /// The smallest scale the font shrinks to (`minimumScaleFactor`); 0 when absent.
    public let minimumScaleFactor: Double
    /// The smallest font size (`minimumFontSize`, older files), if written.
    public let minimumFontSize: Double?
    /// The width at which a multi-line label wraps (`preferredMaxLayoutWidth`, older files), if
    /// written.
    public let preferredMaxLayoutWidth: Double?
    /// `baselineAdjustment`, as written (`alignBaselines`, `alignCenters`, `none`), if written.
    public let baselineAdjustment: String?

    /// Creates label properties.
    public init(text: String?, numberOfLines: Int, lineBreakMode: LineBreakMode, textAlignment: XIBTextAlignment,
                font: XIBFont?, textColor: XIBColor?, highlightedColor: XIBColor?, adjustsFontSizeToFit: Bool,
                minimumScaleFactor: Double, minimumFontSize: Double?, preferredMaxLayoutWidth: Double?,
                baselineAdjustment: String?) {
        self.text = text
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.textAlignment = textAlignment
        self.font = font
        self.textColor = textColor
        self.highlightedColor = highlightedColor
        self.adjustsFontSizeToFit = adjustsFontSizeToFit
        self.minimumScaleFactor = minimumScaleFactor
        self.minimumFontSize = minimumFontSize
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.baselineAdjustment = baselineAdjustment
    }
}

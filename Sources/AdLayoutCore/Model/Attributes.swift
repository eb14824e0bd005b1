import Foundation

/// Where an image comes from: a file path (relative to the document) or a built-in asset.
public struct ImageSource: Sendable, Hashable, CustomStringConvertible {
    /// A path relative to the layout document's folder, an absolute path, or `asset:<name>`.
    public var path: String
    public init(_ path: String) { self.path = path }
    /// Built-in asset name when the path is `asset:<name>` (e.g. the point icon).
    public var assetName: String? { path.hasPrefix("asset:") ? String(path.dropFirst(6)) : nil }
    public var description: String { path }
}

/// A button background: a colour or an image (`Any?` in the SDK).
public enum ButtonBackground: Sendable, Hashable {
    case color(Color)
    case image(ImageSource)
}

/// Style of a text element (a `UILabel` in the SDK). Defaults are the SDK's.
public struct LabelAttribute: Sendable, Hashable {
    /// Width in points; negative (``TnkLayout/wrapContent``) fits the text.
    public var width: CGFloat = TnkLayout.wrapContent
    /// Minimum height in points; the laid-out text may be taller.
    public var height: CGFloat = 10
    public var font: Font = TnkFonts.getFont(ofSize: 14)
    public var color: Color = .clear
    public var backgroundColor: Color = .clear
    public var cornerRadius: CGFloat = 0
    public var strokeColor: Color = .clear
    public var strokeWidth: CGFloat = 0
    /// Gap to the element above.
    public var interSpace: CGFloat = 0
    /// Gap to the element before (on the same line, or the icon for the first element of a line).
    public var leadingSpace: CGFloat = 0
    /// Maximum number of lines; 0 means unlimited.
    public var numberOfLines: Int = 1
    /// How text that does not fit is cut or wrapped.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Where lines may break (`UILabel.lineBreakStrategy`; `.standard` on iOS 14+).
    public var lineBreakStrategy: LineBreakStrategy = .standard
    /// Fixed text; used by elements that have no data text.
    public var text: String = ""
    public var textAlignment: TextAlignment = .natural

    public init() {}

    /// Memberwise-style initialiser for the commonly set fields.
    public init(width: CGFloat = TnkLayout.wrapContent, height: CGFloat = 10, font: Font = TnkFonts.getFont(ofSize: 14),
                color: Color = .clear, interSpace: CGFloat = 0, leadingSpace: CGFloat = 0, numberOfLines: Int = 1) {
        self.width = width; self.height = height; self.font = font; self.color = color
        self.interSpace = interSpace; self.leadingSpace = leadingSpace; self.numberOfLines = numberOfLines
    }
}

/// Style of an image element (a `UIImageView` in the SDK). Defaults are the SDK's.
public struct ImageAttribute: Sendable, Hashable {
    /// Width in points; negative fills the available width (an AdLayout extension for feed images).
    public var width: CGFloat = 10
    /// Height in points; negative derives it from the width and the layout's image ratio.
    public var height: CGFloat = 10
    public var backgroundColor: Color = .clear
    public var cornerRadius: CGFloat = 0
    public var strokeColor: Color = .clear
    public var strokeWidth: CGFloat = 0
    /// Gap to the element above.
    public var interSpace: CGFloat = 0
    /// Gap to the element before.
    public var leadingSpace: CGFloat = 0
    /// Fixed image, used when the ad data has none (e.g. the point icon).
    public var imageNormal: ImageSource? = nil
    public var imageHighlighted: ImageSource? = nil
    public var imageDisabled: ImageSource? = nil

    public init() {}

    public init(width: CGFloat, height: CGFloat, cornerRadius: CGFloat = 0,
                strokeColor: Color = .clear, strokeWidth: CGFloat = 0,
                interSpace: CGFloat = 0, leadingSpace: CGFloat = 0) {
        self.width = width; self.height = height; self.cornerRadius = cornerRadius
        self.strokeColor = strokeColor; self.strokeWidth = strokeWidth
        self.interSpace = interSpace; self.leadingSpace = leadingSpace
    }
}

/// Style of a button (a `UIButton` in the SDK). Defaults are the SDK's.
public struct ButtonAttribute: Sendable, Hashable {
    /// Width in points; negative fits the title plus the horizontal inset.
    public var width: CGFloat = 10
    public var height: CGFloat = 10
    public var font: Font = TnkFonts.getFont(ofSize: 15)
    public var colorNormal: Color = .blue
    public var colorHighlighted: Color = .black
    public var colorSelected: Color = .black
    public var cornerRadius: CGFloat = 0
    public var strokeColor: Color = .clear
    public var strokeWidth: CGFloat = 0
    public var interSpace: CGFloat = 0
    public var leadingSpace: CGFloat = 0
    public var backgroundNormal: ButtonBackground? = nil
    public var backgroundHighlighted: ButtonBackground? = nil
    public var backgroundSelected: ButtonBackground? = nil
    /// I73 addition.
    public var backgroundDisable: ButtonBackground? = nil
    /// Padding between the button's edge and its title.
    public var inset: EdgeInsets = .zero
    public var iconImage: ImageSource? = nil
    /// Menu buttons only (D95): stroke and font of the selected item.
    public var strokeColorSelected: Color = .clear
    public var strokeWidthSelected: CGFloat = 0
    public var fontSelected: Font? = nil

    public init() {}

    /// The initialiser the guide's `AdListMenuViewLayout` uses.
    public init(width: CGFloat, height: CGFloat, font: Font, colorNormal: Color, colorHighlighted: Color,
                colorSelected: Color, cornerRadius: CGFloat, strokeColor: Color, strokeWidth: CGFloat,
                backgroundNormal: Color?, backgroundHighlighted: Color?, backgroundSelected: Color?,
                inset: EdgeInsets) {
        self.width = width; self.height = height; self.font = font
        self.colorNormal = colorNormal; self.colorHighlighted = colorHighlighted; self.colorSelected = colorSelected
        self.cornerRadius = cornerRadius; self.strokeColor = strokeColor; self.strokeWidth = strokeWidth
        self.backgroundNormal = backgroundNormal.map(ButtonBackground.color)
        self.backgroundHighlighted = backgroundHighlighted.map(ButtonBackground.color)
        self.backgroundSelected = backgroundSelected.map(ButtonBackground.color)
        self.inset = inset
    }
}

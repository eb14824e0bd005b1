import Foundation

/// Where an image comes from: a file path (relative to the document) or a built-in asset.
public struct ImageSource: Sendable, Hashable, CustomStringConvertible {
    /// A path relative to the layout document's folder, an absolute path, or `asset:<name>`.
    public var path: String
    /// An image at `path`: relative to the document's folder, absolute, or `asset:<name>`.
    public init(_ path: String) { self.path = path }
    /// The path as written.
    public var description: String { path }
}

/// A button background: a colour or an image (`Any?` in the SDK).
public enum ButtonBackground: Sendable, Hashable {
    /// A solid colour filling the button's box.
    case color(Color)
    /// An image (`{"image": path}` in documents); checked at resolve
    /// time, but the built-in buttons paint only colour backgrounds.
    case image(ImageSource)
}

/// Style of a text element (a `UILabel` in the SDK). Defaults are the SDK's.
public struct LabelAttribute: Sendable, Hashable {
    /// Width in points; negative (`TnkLayout.wrapContent`) fits the text.
    public var width: CGFloat = CGFloat.wrapContent
    /// Minimum height in points; the laid-out text may be taller.
    public var height: CGFloat = 10
    /// Font of the text; default 14 pt regular system font (the SDK's `TnkFonts.getFont(ofSize: 14)`).
    public var font: Font = TnkFonts.getFont(ofSize: 14)
    /// Text colour; default clear (the SDK's), so an element shows nothing until a style sets it.
    public var color: Color = .clear
    /// Fill of the label's frame; clear by default.
    public var backgroundColor: Color = .clear
    /// Corner radius of the label's background and border, in points.
    public var cornerRadius: CGFloat = 0
    /// Colour of the border drawn inside the label's frame.
    public var strokeColor: Color = .clear
    /// Width of the label's border in points; 0 draws none.
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
    /// Horizontal alignment of the text inside the label's frame; `.natural` is left for Korean and Latin text.
    public var textAlignment: TextAlignment = .natural

    /// The SDK's `LabelAttribute()`: wrap-content width, 10 pt minimum
    /// height, 14 pt regular, clear colours, no spacing, one line.
    public init() {}

    /// Memberwise-style initialiser for the commonly set fields.
    public init(width: CGFloat = CGFloat.wrapContent, height: CGFloat = 10, font: Font = TnkFonts.getFont(ofSize: 14),
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
    /// Fill of the image's frame, behind the image.
    public var backgroundColor: Color = .clear
    /// Corner radius in points; the image is clipped to it.
    public var cornerRadius: CGFloat = 0
    /// Colour of the border drawn inside the image's frame.
    public var strokeColor: Color = .clear
    /// Width of the image's border in points; 0 draws none.
    public var strokeWidth: CGFloat = 0
    /// Gap to the element above.
    public var interSpace: CGFloat = 0
    /// Gap to the element before.
    public var leadingSpace: CGFloat = 0
    /// Fixed image, used when the ad data has none (e.g. the point icon).
    public var imageNormal: ImageSource? = nil
    /// Image for the pressed state; a still render shows the normal state, so it is only checked.
    public var imageHighlighted: ImageSource? = nil
    /// Image for the disabled state; a still render shows the normal state, so it is only checked.
    public var imageDisabled: ImageSource? = nil

    /// The SDK's `ImageAttribute()`: 10 × 10 pt, clear colours, no corner, border or spacing, no image.
    public init() {}

    /// An image `width` × `height` points with the given corner, border and spacing; the images stay nil.
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
    /// Height in points; default 10 (the SDK's).
    public var height: CGFloat = 10
    /// Title font; default 15 pt regular (the SDK's).
    public var font: Font = TnkFonts.getFont(ofSize: 15)
    /// Title colour; default `.blue` (the SDK's).
    public var colorNormal: Color = .blue
    /// Title colour while pressed; a still render never shows it.
    public var colorHighlighted: Color = .black
    /// Title colour of the selected menu tab or filter chip.
    public var colorSelected: Color = .black
    /// Corner radius of the button's box in points.
    public var cornerRadius: CGFloat = 0
    /// Colour of the border drawn inside the button's frame.
    public var strokeColor: Color = .clear
    /// Width of the button's border in points; 0 draws none.
    public var strokeWidth: CGFloat = 0
    /// Gap to the element above, in points.
    public var interSpace: CGFloat = 0
    /// Gap to the element before, in points.
    public var leadingSpace: CGFloat = 0
    /// Background of the button; nil leaves it transparent.
    public var backgroundNormal: ButtonBackground? = nil
    /// Background while pressed; a still render never shows it.
    public var backgroundHighlighted: ButtonBackground? = nil
    /// Background of the selected menu tab or filter chip.
    public var backgroundSelected: ButtonBackground? = nil
    /// An addition of the SDK's v5.73 interface.
    public var backgroundDisable: ButtonBackground? = nil
    /// Padding between the button's edge and its title.
    public var inset: EdgeInsets = .zero
    /// The button's icon; of the built-in buttons only the favourite button draws it, in place of the hearts.
    public var iconImage: ImageSource? = nil
    /// Menu buttons only (SDK docs v5.95): stroke and font of the selected item.
    public var strokeColorSelected: Color = .clear
    /// Border width of the selected item (menus only, SDK docs v5.95); 0 keeps `strokeWidth` and `strokeColor`.
    public var strokeWidthSelected: CGFloat = 0
    /// Title font of the selected item (menus only, SDK docs v5.95); nil keeps `font`.
    public var fontSelected: Font? = nil

    /// The SDK's `ButtonAttribute()`: 10 × 10 pt, 15 pt title in blue
    /// (black when pressed or selected), no background, border or inset.
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

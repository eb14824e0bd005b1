import Foundation

/// The object formats of the document, by the name the JSON Schema gives them.
enum Formats {
    /// `{top, left, bottom, right}`.
    static let insets = ObjectFormat<EdgeInsets>("EdgeInsets", "Insets in points; missing sides keep their value.",
                                                 defaults: nil, fields: [
        .value("top", \.top, .length, "Top inset."),
        .value("left", \.left, .length, "Left inset."),
        .value("bottom", \.bottom, .length, "Bottom inset."),
        .value("right", \.right, .length, "Right inset."),
    ])

    /// `{width, height}`.
    static let size = ObjectFormat<CGSize>("Size", "A size in points.", defaults: nil, fields: [
        .value("width", \.width, .length, "Width."),
        .value("height", \.height, .length, "Height."),
    ])

    /// `{size, weight, italic, family}`.
    static let font = ObjectFormat<Font>("Font", "A font; missing keys keep the base font's value.",
                                         defaults: Font(size: 14), fields: [
        .value("size", \.size, .fontSize, "Size in points."),
        .value("weight", \.weight, .weight, "UIFont.Weight name (regular, medium, semibold, bold, …) or 100…900."),
        .value("italic", \.italic, .bool, "Italic."),
        .optional("family", \.family, .text, "A family of the project's fonts; null for the system font."),
    ])

    /// `LabelAttribute`.
    static let label = ObjectFormat<LabelAttribute>("LabelAttribute", "A UILabel's style (the SDK's LabelAttribute).",
                                                    defaults: LabelAttribute(), resetsToDefaults: true, fields: [
        .value("width", \.width, .signedLength, "Width in points; negative (-2, TnkLayout.wrapContent) fits the text."),
        .value("height", \.height, .length, "Minimum height in points."),
        .object("font", \.font, font, "Font."),
        .value("color", \.color, .color, "Text colour."),
        .value("backgroundColor", \.backgroundColor, .color, "Background colour."),
    ] + border() + [
        .value("numberOfLines", \.numberOfLines, .integer(FormatLimits.numberOfLines), "Maximum lines; 0 is unlimited."),
        .value("lineBreakMode", \.lineBreakMode, .named("line break mode"), "How text that does not fit is cut or wrapped."),
        .value("lineBreakStrategy", \.lineBreakStrategy, .named("line break strategy"),
               "Where lines may break (UIKit's NSParagraphStyle.LineBreakStrategy)."),
        .value("text", \.text, .text, "Fixed text, for elements without data text."),
        .value("textAlignment", \.textAlignment, .named("text alignment"), "Horizontal alignment."),
    ])

    /// `ImageAttribute`.
    static let image = ObjectFormat<ImageAttribute>("ImageAttribute", "A UIImageView's style (the SDK's ImageAttribute).",
                                                    defaults: ImageAttribute(), resetsToDefaults: true, fields: [
        .value("width", \.width, .signedLength, "Width in points; negative fills the available width."),
        .value("height", \.height, .signedLength, "Height in points; negative derives it from the width."),
        .value("backgroundColor", \.backgroundColor, .color, "Background colour."),
    ] + border() + [
        .optional("imageNormal", \.imageNormal, .image, "Fixed image, when the ad has none."),
        .optional("imageHighlighted", \.imageHighlighted, .image, "Image when highlighted."),
        .optional("imageDisabled", \.imageDisabled, .image, "Image when disabled."),
    ])

    /// `ButtonAttribute`.
    static let button = ObjectFormat<ButtonAttribute>("ButtonAttribute", "A UIButton's style (the SDK's ButtonAttribute).",
                                                      defaults: ButtonAttribute(), resetsToDefaults: true, fields: [
        .value("width", \.width, .signedLength, "Width in points; negative fits the title plus the inset."),
        .value("height", \.height, .length, "Height in points."),
        .object("font", \.font, font, "Title font."),
        .value("colorNormal", \.colorNormal, .color, "Title colour."),
        .value("colorHighlighted", \.colorHighlighted, .color, "Title colour when highlighted."),
        .value("colorSelected", \.colorSelected, .color, "Title colour when selected."),
    ] + border() + [
        .optional("backgroundNormal", \.backgroundNormal, .background, "Background colour or {\"image\": path}."),
        .optional("backgroundHighlighted", \.backgroundHighlighted, .background, "Background when highlighted."),
        .optional("backgroundSelected", \.backgroundSelected, .background, "Background when selected."),
        .optional("backgroundDisable", \.backgroundDisable, .background, "Background when disabled (SDK interface v5.73)."),
        .object("inset", \.inset, insets, "Padding between the edge and the title."),
        .optional("iconImage", \.iconImage, .image, "Icon image."),
        .value("strokeColorSelected", \.strokeColorSelected, .color, "Border colour when selected (menus, SDK docs v5.95)."),
        .value("strokeWidthSelected", \.strokeWidthSelected, .length, "Border width when selected (menus, SDK docs v5.95)."),
        .custom("fontSelected", .reference("Font"), "Title font when selected (menus, SDK docs v5.95).") { c in
            font.edits(c).map { OptionalPropertyEdits(keyPath: \.fontSelected, start: \.font, edits: $0) }
        },
    ])

    /// The corner, border and spacing keys every view attribute has, in the order the schema lists them.
    static func border<A: ViewAttribute>() -> [Field<A>] {
        [
            .value("cornerRadius", \.cornerRadius, .length, "Corner radius."),
            .value("strokeColor", \.strokeColor, .color, "Border colour."),
            .value("strokeWidth", \.strokeWidth, .length, "Border width."),
            .value("interSpace", \.interSpace, .signedLength, "Gap to the element above."),
            .value("leadingSpace", \.leadingSpace, .signedLength, "Gap to the element before."),
        ]
    }
}

extension ValueReader where Value == FontWeight {
    /// A `UIFont.Weight` name, or a CSS weight 100…900 (rounded to the nearest hundred).
    static let weight = ValueReader(.anyOf([.enumeration(FontWeight.allNames, rawValues: nil), .integer(100...900)]),
                                    json: { JSONText.string($0.name) }) { c in
        if c.kind == .number {
            let n = c.tape.number(c.index)
            let rounded = (n / 100).rounded() * 100
            if n.isFinite, rounded >= 100, rounded <= 900, let w = FontWeight(rawValue: Int(rounded)) { return w }
            c.fail(.invalidValue, "expected a font weight 100…900, found \(c.found)")
            return nil
        }
        return c.named(FontWeight.self, what: "font weight")
    }
}

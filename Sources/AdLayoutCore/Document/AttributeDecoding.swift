import Foundation

// Readers for the format's value types. Attribute objects are patches: only the keys present
// change the value they are applied to, so documents override single properties. With
// `"fromDefaults": true` they start from the attribute type's defaults instead (`LabelAttribute()`,
// …), as a Swift `LabelAttribute(…)` initialiser replaces the whole attribute.

extension Cursor {
    /// `"#RRGGBB"`, `"#AARRGGBB"` or a UIKit colour name (`"orange"`).
    var color: Color? {
        guard let s = string else { return nil }
        if let c = Color(hex: s) ?? Color.named[s] { return c }
        fail(.invalidValue, "expected a colour \"#RRGGBB\" or \"#AARRGGBB\" (or a name such as \"white\"), found \(found)")
        return nil
    }

    /// `{top, left, bottom, right}` patched onto `base` (missing sides keep their value).
    func insets(base: EdgeInsets) -> EdgeInsets? {
        guard let o = object(allowing: ["top", "left", "bottom", "right"]) else { return nil }
        var v = base
        if let c = o["top"], let n = c.nonNegative { v.top = n }
        if let c = o["left"], let n = c.nonNegative { v.left = n }
        if let c = o["bottom"], let n = c.nonNegative { v.bottom = n }
        if let c = o["right"], let n = c.nonNegative { v.right = n }
        return v
    }

    /// `{width, height}`.
    func size(base: CGSize) -> CGSize? {
        guard let o = object(allowing: ["width", "height"]) else { return nil }
        var v = base
        if let c = o["width"], let n = c.nonNegative { v.width = n }
        if let c = o["height"], let n = c.nonNegative { v.height = n }
        return v
    }

    /// `{size, weight, italic, family}` patched onto `base`; weight is a name or 100…900.
    func font(base: Font) -> Font? {
        guard let o = object(allowing: ["size", "weight", "italic", "family"]) else { return nil }
        var f = base
        if let c = o["size"], let n = c.nonNegative {
            if n > 0 { f.size = n } else { c.fail(.invalidValue, "expected a font size > 0, found \(c.found)") }
        }
        if let c = o["weight"] {
            if case .number(let n) = c.node.value {
                let rounded = (n / 100).rounded() * 100
                if n.isFinite, rounded >= 100, rounded <= 900, let w = FontWeight(rawValue: Int(rounded)) { f.weight = w }
                else { c.fail(.invalidValue, "expected a font weight 100…900, found \(c.found)") }
            } else if let w = c.named(FontWeight.self, what: "font weight") { f.weight = w }
        }
        if let c = o["italic"], let b = c.bool { f.italic = b }
        if let c = o["family"], let s = c.string { f.family = s }
        return f
    }

    var imageSource: ImageSource? {
        guard let s = string else { return nil }
        if s.isEmpty { fail(.invalidValue, "expected an image path, found an empty string"); return nil }
        return ImageSource(s)
    }

    /// A button background: a colour string, or `{"image": path}`.
    var buttonBackground: ButtonBackground? {
        if case .object = node.value {
            guard let o = object(allowing: ["image"]), let c = o.required("image", "an image path"),
                  let src = c.imageSource else { return nil }
            return .image(src)
        }
        return color.map(ButtonBackground.color)
    }

    static let labelKeys = ["fromDefaults", "width", "height", "font", "color", "backgroundColor", "cornerRadius", "strokeColor",
                            "strokeWidth", "interSpace", "leadingSpace", "numberOfLines", "lineBreakMode", "text",
                            "textAlignment"]

    /// A ``LabelAttribute`` patch.
    func label(base: LabelAttribute) -> LabelAttribute? {
        guard let o = object(allowing: Cursor.labelKeys) else { return nil }
        var a = o.fromDefaults ? LabelAttribute() : base
        if let c = o["width"], let n = c.finite { a.width = n }
        if let c = o["height"], let n = c.nonNegative { a.height = n }
        if let c = o["font"], let f = c.font(base: a.font) { a.font = f }
        if let c = o["color"], let v = c.color { a.color = v }
        if let c = o["backgroundColor"], let v = c.color { a.backgroundColor = v }
        if let c = o["cornerRadius"], let n = c.nonNegative { a.cornerRadius = n }
        if let c = o["strokeColor"], let v = c.color { a.strokeColor = v }
        if let c = o["strokeWidth"], let n = c.nonNegative { a.strokeWidth = n }
        if let c = o["interSpace"], let n = c.finite { a.interSpace = n }
        if let c = o["leadingSpace"], let n = c.finite { a.leadingSpace = n }
        if let c = o["numberOfLines"], let n = c.integer(in: 0...1000) { a.numberOfLines = n }
        if let c = o["lineBreakMode"], let v = c.named(LineBreakMode.self, what: "line break mode") { a.lineBreakMode = v }
        if let c = o["text"], let s = c.string { a.text = s }
        if let c = o["textAlignment"], let v = c.named(TextAlignment.self, what: "text alignment") { a.textAlignment = v }
        return a
    }

    static let imageKeys = ["fromDefaults", "width", "height", "backgroundColor", "cornerRadius", "strokeColor", "strokeWidth",
                            "interSpace", "leadingSpace", "imageNormal", "imageHighlighted", "imageDisabled"]

    /// An ``ImageAttribute`` patch.
    func image(base: ImageAttribute) -> ImageAttribute? {
        guard let o = object(allowing: Cursor.imageKeys) else { return nil }
        var a = o.fromDefaults ? ImageAttribute() : base
        if let c = o["width"], let n = c.finite { a.width = n }
        if let c = o["height"], let n = c.finite { a.height = n }
        if let c = o["backgroundColor"], let v = c.color { a.backgroundColor = v }
        if let c = o["cornerRadius"], let n = c.nonNegative { a.cornerRadius = n }
        if let c = o["strokeColor"], let v = c.color { a.strokeColor = v }
        if let c = o["strokeWidth"], let n = c.nonNegative { a.strokeWidth = n }
        if let c = o["interSpace"], let n = c.finite { a.interSpace = n }
        if let c = o["leadingSpace"], let n = c.finite { a.leadingSpace = n }
        if let c = o["imageNormal"], let s = c.imageSource { a.imageNormal = s }
        if let c = o["imageHighlighted"], let s = c.imageSource { a.imageHighlighted = s }
        if let c = o["imageDisabled"], let s = c.imageSource { a.imageDisabled = s }
        return a
    }

    static let buttonKeys = ["fromDefaults", "width", "height", "font", "colorNormal", "colorHighlighted", "colorSelected",
                             "cornerRadius", "strokeColor", "strokeWidth", "interSpace", "leadingSpace",
                             "backgroundNormal", "backgroundHighlighted", "backgroundSelected", "backgroundDisable",
                             "inset", "iconImage", "strokeColorSelected", "strokeWidthSelected", "fontSelected"]

    /// A ``ButtonAttribute`` patch.
    func button(base: ButtonAttribute) -> ButtonAttribute? {
        guard let o = object(allowing: Cursor.buttonKeys) else { return nil }
        var a = o.fromDefaults ? ButtonAttribute() : base
        if let c = o["width"], let n = c.finite { a.width = n }
        if let c = o["height"], let n = c.nonNegative { a.height = n }
        if let c = o["font"], let f = c.font(base: a.font) { a.font = f }
        if let c = o["colorNormal"], let v = c.color { a.colorNormal = v }
        if let c = o["colorHighlighted"], let v = c.color { a.colorHighlighted = v }
        if let c = o["colorSelected"], let v = c.color { a.colorSelected = v }
        if let c = o["cornerRadius"], let n = c.nonNegative { a.cornerRadius = n }
        if let c = o["strokeColor"], let v = c.color { a.strokeColor = v }
        if let c = o["strokeWidth"], let n = c.nonNegative { a.strokeWidth = n }
        if let c = o["interSpace"], let n = c.finite { a.interSpace = n }
        if let c = o["leadingSpace"], let n = c.finite { a.leadingSpace = n }
        if let c = o["backgroundNormal"], let v = c.buttonBackground { a.backgroundNormal = v }
        if let c = o["backgroundHighlighted"], let v = c.buttonBackground { a.backgroundHighlighted = v }
        if let c = o["backgroundSelected"], let v = c.buttonBackground { a.backgroundSelected = v }
        if let c = o["backgroundDisable"], let v = c.buttonBackground { a.backgroundDisable = v }
        if let c = o["inset"], let v = c.insets(base: a.inset) { a.inset = v }
        if let c = o["iconImage"], let s = c.imageSource { a.iconImage = s }
        if let c = o["strokeColorSelected"], let v = c.color { a.strokeColorSelected = v }
        if let c = o["strokeWidthSelected"], let n = c.nonNegative { a.strokeWidthSelected = n }
        if let c = o["fontSelected"], let f = c.font(base: a.fontSelected ?? a.font) { a.fontSelected = f }
        return a
    }
}

extension ObjectCursor {
    /// `"fromDefaults": true`: the attribute starts from its type's defaults, not the current value.
    var fromDefaults: Bool { self["fromDefaults"]?.bool ?? false }
}

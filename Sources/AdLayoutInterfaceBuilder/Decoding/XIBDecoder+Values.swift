/// Reading attribute values: numbers, booleans, enum words, geometry, colours and fonts. A value
/// that does not parse becomes a note and the default.
extension XIBDecoder {
    /// A finite number, or `nil` (with a note if the attribute is present but not a number).
    mutating func number(_ element: XMLElementNode, _ name: String) -> Double? {
        guard let text = element[name] else { return nil }
        guard let value = Self.parseNumber(text) else {
            note(element.position, "the attribute '\(name)' of <\(element.name)> is not a number ('\(text)'); ignored")
            return nil
        }
        return value
    }

    /// A finite decimal number in the forms Xcode writes (`16`, `0.0`, `-8`, `2.2250738585072014e-308`).
    static func parseNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.count <= 64,
              text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B
                                     || $0 == 0x65 || $0 == 0x45 }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// An integer attribute, or `nil` (with a note if it does not parse).
    mutating func integer(_ element: XMLElementNode, _ name: String) -> Int? {
        guard let text = element[name] else { return nil }
        guard let value = Int(text) else {
            note(element.position, "the attribute '\(name)' of <\(element.name)> is not an integer ('\(text)'); ignored")
            return nil
        }
        return value
    }

    /// A `YES`/`NO` attribute, or `defaultValue` (with a note if it is neither).
    mutating func bool(_ element: XMLElementNode, _ name: String, default defaultValue: Bool) -> Bool {
        guard let text = element[name] else { return defaultValue }
        switch text {
        case "YES": return true
        case "NO": return false
        default:
            note(element.position, "the attribute '\(name)' of <\(element.name)> is '\(text)', not YES or NO; "
                 + "using \(defaultValue ? "YES" : "NO")")
            return defaultValue
        }
    }

    /// An enum word, or `defaultValue` (with a note if the word is unknown).
    mutating func word<Value: RawRepresentable>(_ element: XMLElementNode, _ name: String,
                                                default defaultValue: Value) -> Value where Value.RawValue == String {
        optionalWord(element, name) ?? defaultValue
    }

    /// An enum word, or `nil` when absent (with a note if the word is unknown).
    mutating func optionalWord<Value: RawRepresentable>(_ element: XMLElementNode, _ name: String) -> Value?
    where Value.RawValue == String {
        guard let text = element[name] else { return nil }
        guard let value = Value(rawValue: text) else {
            note(element.position, "the attribute '\(name)' of <\(element.name)> has the unknown value '\(text)'; "
                 + "using the default")
            return nil
        }
        return value
    }

    /// `<rect x y width height>`.
    mutating func decodeRect(_ element: XMLElementNode) -> XIBRect {
        noteUnknownAttributes(element, known: ["key", "x", "y", "width", "height"])
        return XIBRect(x: number(element, "x") ?? 0, y: number(element, "y") ?? 0,
                       width: number(element, "width") ?? 0, height: number(element, "height") ?? 0)
    }

    /// `<size width height>`.
    mutating func decodeSize(_ element: XMLElementNode) -> XIBSize {
        noteUnknownAttributes(element, known: ["key", "width", "height"])
        return XIBSize(width: number(element, "width") ?? 0, height: number(element, "height") ?? 0)
    }

    /// `<point x y>`.
    mutating func decodePoint(_ element: XMLElementNode) -> XIBPoint {
        XIBPoint(x: number(element, "x") ?? 0, y: number(element, "y") ?? 0)
    }

    /// `<edgeInsets top left bottom right>` or `<directionalEdgeInsets top leading bottom trailing>`.
    mutating func decodeInsets(_ element: XMLElementNode) -> XIBEdgeInsets {
        let directional = element.name == "directionalEdgeInsets"
        let leadingName = directional ? "leading" : "left"
        let trailingName = directional ? "trailing" : "right"
        noteUnknownAttributes(element, known: ["key", "top", "bottom", leadingName, trailingName])
        return XIBEdgeInsets(top: number(element, "top") ?? 0, leading: number(element, leadingName) ?? 0,
                             bottom: number(element, "bottom") ?? 0, trailing: number(element, trailingName) ?? 0,
                             isDirectional: directional)
    }

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" …>`.
    mutating func decodeAutoresizingMask(_ element: XMLElementNode) -> XIBAutoresizingMask {
        let flags: [(String, XIBAutoresizingMask)] = [
            ("flexibleMinX", .flexibleMinX), ("widthSizable", .widthSizable), ("flexibleMaxX", .flexibleMaxX),
            ("flexibleMinY", .flexibleMinY), ("heightSizable", .heightSizable), ("flexibleMaxY", .flexibleMaxY),
        ]
        noteUnknownAttributes(element, known: Set(flags.map(\.0) + ["key"]))
        var mask: XIBAutoresizingMask = []
        for (name, flag) in flags where bool(element, name, default: false) {
            mask.insert(flag)
        }
        return mask
    }

    /// `placeholderIntrinsicWidth="120"` or `"infinite"`.
    mutating func intrinsicDimension(_ element: XMLElementNode, _ name: String) -> XIBIntrinsicDimension? {
        guard let text = element[name] else { return nil }
        if text == "infinite" { return .noIntrinsicMetric }
        guard let value = Self.parseNumber(text) else {
            note(element.position, "the attribute '\(name)' of <\(element.name)> is neither a number nor 'infinite' "
                 + "('\(text)'); ignored")
            return nil
        }
        return .points(value)
    }

    /// The components written on a `<color>` element, if it has them.
    mutating func colorComponents(_ element: XMLElementNode) -> XIBColorComponents? {
        let space = XIBColorSpace(colorSpace: element["colorSpace"], customColorSpace: element["customColorSpace"])
        let alpha = number(element, "alpha") ?? 1
        if element["white"] != nil {
            guard let white = number(element, "white") else { return nil }
            return XIBColorComponents(model: .white(white), alpha: alpha, colorSpace: space)
        }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            guard let red = number(element, "red"), let green = number(element, "green"),
                  let blue = number(element, "blue") else {
                note(element.position, "a <color> has incomplete red/green/blue components; ignored")
                return nil
            }
            return XIBColorComponents(model: .rgb(red: red, green: green, blue: blue), alpha: alpha, colorSpace: space)
        }
        return nil
    }

    /// A `<color>` element (see ``XIBColor`` for the forms).
    mutating func decodeColor(_ element: XMLElementNode) -> XIBColor? {
        noteUnknownAttributes(element, known: ["key", "white", "red", "green", "blue", "alpha", "colorSpace",
                                               "customColorSpace", "systemColor", "name", "catalog",
                                               "cocoaTouchSystemColor"])
        let inline = colorComponents(element)
        if let name = element["systemColor"] {
            return .system(name: name, resolved: inline ?? resources.systemColors[name])
        }
        if let name = element["cocoaTouchSystemColor"] {
            return .system(name: name, resolved: inline ?? resources.systemColors[name])
        }
        if let catalog = element["catalog"] ?? (element["colorSpace"] == "catalog" ? "System" : nil) {
            guard let name = element["name"] else {
                note(element.position, "a catalog <color> has no name; ignored")
                return nil
            }
            return .catalog(name: name, catalog: catalog)
        }
        if let name = element["name"] {
            return .named(name: name, resolved: resources.namedColors[name] ?? inline)
        }
        if let inline { return .literal(inline) }
        note(element.position, "a <color> has no components, system colour or name; ignored")
        return nil
    }

    /// A `<fontDescription>` element (see ``XIBFont`` for the forms).
    mutating func decodeFont(_ element: XMLElementNode) -> XIBFont {
        noteUnknownAttributes(element, known: ["key", "type", "pointSize", "weight", "name", "family", "style"])
        let size = number(element, "pointSize")
        if let style = element["style"] {
            return XIBFont(descriptor: .textStyle(style), pointSize: size)
        }
        if let name = element["name"] {
            return XIBFont(descriptor: .custom(name: name, family: element["family"]), pointSize: size)
        }
        switch element["type"] {
        case "boldSystem":
            return XIBFont(descriptor: .boldSystem, pointSize: size)
        case "italicSystem":
            return XIBFont(descriptor: .italicSystem, pointSize: size)
        case "system", nil:
            let weight: XIBFont.Weight = word(element, "weight", default: .regular)
            return XIBFont(descriptor: .system(weight: weight), pointSize: size)
        case let other?:
            note(element.position, "the font type '\(other)' is unknown; read as the regular system font")
            return XIBFont(descriptor: .system(weight: .regular), pointSize: size)
        }
    }

    /// `<resources>`: system colours, named colours and images.
    mutating func decodeResources(_ element: XMLElementNode) -> XIBResources {
        var systemColors: [String: XIBColorComponents] = [:]
        var namedColors: [String: XIBColorComponents] = [:]
        var images: [String: XIBImageResource] = [:]
        for child in element.children {
            switch child.name {
            case "systemColor", "namedColor":
                guard let name = child["name"] else {
                    note(child.position, "skipped <\(child.name)> without a name")
                    continue
                }
                guard let colorElement = child.child("color"), let components = colorComponents(colorElement) else {
                    note(child.position, "skipped <\(child.name) name=\"\(name)\">: it has no colour components")
                    continue
                }
                if child.name == "systemColor" {
                    systemColors[name] = components
                } else {
                    namedColors[name] = components
                }
            case "image":
                guard let name = child["name"] else {
                    note(child.position, "skipped <image> without a name")
                    continue
                }
                let width = number(child, "width")
                let height = number(child, "height")
                let size = width.flatMap { width in height.map { XIBSize(width: width, height: $0) } }
                images[name] = XIBImageResource(name: name, size: size, catalog: child["catalog"])
            default:
                note(child.position, "skipped unknown resource <\(child.name)>")
            }
        }
        return XIBResources(systemColors: systemColors, namedColors: namedColors, images: images)
    }
}

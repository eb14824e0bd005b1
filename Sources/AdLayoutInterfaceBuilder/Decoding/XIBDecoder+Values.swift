/// Reading attribute values: numbers, booleans, enum words, geometry, colours and fonts. A value
/// that does not parse becomes a note and the default.
extension XIBDecoder {
    /// A number within `range`, or `nil` when the attribute is absent (or is not a number at all:
    /// a note, and the caller's default).
    ///
    /// A number that is not finite (`nan`, `inf`, `1e999`) or is outside a refused range throws
    /// ``XIBError/Kind/valueOutOfRange`` at the element; outside a clamped range it is clamped,
    /// with a note.
    mutating func number(_ element: XMLElementNode, _ name: String, _ range: XIBValueRange,
                         subject: String? = nil) throws(XIBError) -> Double? {
        guard let text = element[name] else { return nil }
        let subject = subject ?? Self.subject(element, name)
        guard let value = Self.parseNumber(text) else {
            if Self.isNonFiniteNumeral(text) { throw outOfRange(element.position(of: name), subject, text, range) }
            note(element.position(of: name), "\(subject) is not a number ('\(text)'); ignored")
            return nil
        }
        return try checked(value, text: text, at: element.position(of: name), subject, range)
    }

    /// "the attribute 'x' of <rect>", as messages name an attribute.
    static func subject(_ element: XMLElementNode, _ name: String) -> String {
        "the attribute '\(name)' of <\(element.name)>"
    }

    /// `value` if `range` holds it; otherwise refused or clamped as the range says. `subject` names
    /// the value in messages (``subject(_:_:)``); `position` is where it was written
    /// (``XMLElementNode/position(of:)``).
    mutating func checked(_ value: Double, text: String, at position: XIBSourcePosition, _ subject: String,
                          _ range: XIBValueRange) throws(XIBError) -> Double {
        if range.contains(value) { return value }
        guard value.isFinite, range.outside == .clamped else { throw outOfRange(position, subject, text, range) }
        let clamped = range.clamp(value)
        note(position, "\(subject) is \(Self.shown(text)), outside \(range.expectation); clamped to "
             + XIBValueRange.format(clamped))
        return clamped
    }

    /// The error for a number outside its range, at the `position` it was written: the value, what
    /// was found and the range.
    func outOfRange(_ position: XIBSourcePosition, _ subject: String, _ text: String, _ range: XIBValueRange)
        -> XIBError {
        error(.valueOutOfRange, position, "\(subject) is \(Self.shown(text)); expected \(range.expectation)")
    }

    /// A value as written, for a message: cut to 40 characters.
    static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "… (\(text.utf8.count) bytes)" : text
    }

    /// A finite decimal number in the forms Xcode writes (`16`, `0.0`, `-8`, `2.2250738585072014e-308`).
    static func parseNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.count <= 64, isNumeral(text), let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// Whether `text` is made of the characters of a decimal number (digits, `.`, signs, `e`).
    static func isNumeral(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B
                               || $0 == 0x65 || $0 == 0x45 }
    }

    /// Whether `text` is written as a number that is not finite: `nan`, `inf` or `infinity` (any
    /// case, signed), or a numeral beyond a `Double` (`1e999`, 400 digits).
    static func isNonFiniteNumeral(_ text: String) -> Bool {
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        if ["nan", "inf", "infinity"].contains(unsigned.lowercased()) { return true }
        guard !text.isEmpty, isNumeral(text), let value = Double(text) else { return false }
        return !value.isFinite
    }

    /// A whole number within `range`, or `nil` when absent (or not a whole number: a note).
    ///
    /// Digits beyond a 64-bit integer, and a value outside the range, throw
    /// ``XIBError/Kind/valueOutOfRange`` at the element.
    mutating func integer(_ element: XMLElementNode, _ name: String, _ range: XIBValueRange) throws(XIBError) -> Int? {
        guard let text = element[name] else { return nil }
        guard let value = Int(text) else {
            let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
            if !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                throw outOfRange(element.position(of: name), Self.subject(element, name), text, range)
            }
            note(element.position(of: name), "\(Self.subject(element, name)) is not an integer ('\(text)'); ignored")
            return nil
        }
        return Int(try checked(Double(value), text: text, at: element.position(of: name), Self.subject(element, name),
                               range))
    }

    /// A `YES`/`NO` attribute, or `defaultValue` (with a note if it is neither).
    mutating func bool(_ element: XMLElementNode, _ name: String, default defaultValue: Bool) -> Bool {
        guard let text = element[name] else { return defaultValue }
        switch text {
        case "YES": return true
        case "NO": return false
        default:
            note(element.position(of: name),
                 "the attribute '\(name)' of <\(element.name)> is '\(text)', not YES or NO; "
                 + "using \(defaultValue ? "YES" : "NO")")
            return defaultValue
        }
    }

    /// An enum word, or `defaultValue` (with a note if the word is unknown).
    mutating func word<Value: RawRepresentable>(_ element: XMLElementNode, _ name: String,
                                                default defaultValue: Value) -> Value where Value.RawValue == String {
        optionalWord(element, name, Value.init(rawValue:)) ?? defaultValue
    }

    /// An enum word read by `read` (IB's own words for a UIKit type), or `defaultValue` (with a note if unknown).
    mutating func word<Value>(_ element: XMLElementNode, _ name: String, default defaultValue: Value,
                              _ read: (String) -> Value?) -> Value {
        optionalWord(element, name, read) ?? defaultValue
    }

    /// An enum word, or `nil` when absent (with a note if the word is unknown).
    mutating func optionalWord<Value: RawRepresentable>(_ element: XMLElementNode, _ name: String) -> Value?
    where Value.RawValue == String {
        optionalWord(element, name, Value.init(rawValue:))
    }

    /// An enum word read by `read`, or `nil` when absent (with a note if the word is unknown).
    mutating func optionalWord<Value>(_ element: XMLElementNode, _ name: String, _ read: (String) -> Value?) -> Value? {
        guard let text = element[name] else { return nil }
        guard let value = read(text) else {
            note(element.position(of: name),
                 "the attribute '\(name)' of <\(element.name)> has the unknown value '\(text)'; "
                 + "using the default")
            return nil
        }
        return value
    }

    /// `<rect x y width height>`.
    mutating func decodeRect(_ element: XMLElementNode) throws(XIBError) -> LayoutRect {
        noteUnknownAttributes(element, known: ["key", "x", "y", "width", "height"])
        let ranges = (coordinate: XIBValueRanges.coordinate, length: XIBValueRanges.length)
        return LayoutRect(x: try number(element, "x", ranges.coordinate) ?? 0,
                       y: try number(element, "y", ranges.coordinate) ?? 0,
                       width: try number(element, "width", ranges.length) ?? 0,
                       height: try number(element, "height", ranges.length) ?? 0)
    }

    /// `<size width height>`, each within `range` (``XIBValueRanges/length`` unless the size may
    /// say "none" with -1).
    mutating func decodeSize(_ element: XMLElementNode, _ range: XIBValueRange = XIBValueRanges.length)
        throws(XIBError) -> LayoutSize {
        noteUnknownAttributes(element, known: ["key", "width", "height"])
        return LayoutSize(width: try number(element, "width", range) ?? 0, height: try number(element, "height", range) ?? 0)
    }

    /// `<point x y>`.
    mutating func decodePoint(_ element: XMLElementNode) throws(XIBError) -> XIBPoint {
        XIBPoint(x: try number(element, "x", XIBValueRanges.coordinate) ?? 0,
                 y: try number(element, "y", XIBValueRanges.coordinate) ?? 0)
    }

    /// `<edgeInsets top left bottom right>` or `<directionalEdgeInsets top leading bottom trailing>`.
    mutating func decodeInsets(_ element: XMLElementNode) throws(XIBError) -> XIBEdgeInsets {
        let directional = element.name == "directionalEdgeInsets"
        let leadingName = directional ? "leading" : "left"
        let trailingName = directional ? "trailing" : "right"
        noteUnknownAttributes(element, known: ["key", "top", "bottom", leadingName, trailingName])
        let range = XIBValueRanges.coordinate
        return XIBEdgeInsets(top: try number(element, "top", range) ?? 0,
                             leading: try number(element, leadingName, range) ?? 0,
                             bottom: try number(element, "bottom", range) ?? 0,
                             trailing: try number(element, trailingName, range) ?? 0, isDirectional: directional)
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
    mutating func intrinsicDimension(_ element: XMLElementNode, _ name: String) throws(XIBError)
        -> XIBIntrinsicDimension? {
        guard let text = element[name] else { return nil }
        if text == "infinite" { return .noIntrinsicMetric }
        guard let value = Self.parseNumber(text) else {
            if Self.isNonFiniteNumeral(text) {
                throw outOfRange(element.position(of: name), Self.subject(element, name), text, XIBValueRanges.length)
            }
            note(element.position(of: name),
                 "the attribute '\(name)' of <\(element.name)> is neither a number nor 'infinite' "
                 + "('\(text)'); ignored")
            return nil
        }
        return .points(try checked(value, text: text, at: element.position(of: name), Self.subject(element, name),
                                   XIBValueRanges.length))
    }

    /// The components written on a `<color>` element, if it has them.
    mutating func colorComponents(_ element: XMLElementNode) throws(XIBError) -> XIBColorComponents? {
        let space = XIBColorSpace(colorSpace: element["colorSpace"], customColorSpace: element["customColorSpace"])
        let range = XIBValueRanges.colorComponent
        let alpha = try number(element, "alpha", range) ?? 1
        if element["white"] != nil {
            guard let white = try number(element, "white", range) else { return nil }
            return XIBColorComponents(model: .white(white), alpha: alpha, colorSpace: space)
        }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            guard let red = try number(element, "red", range), let green = try number(element, "green", range),
                  let blue = try number(element, "blue", range) else {
                note(element.position, "a <color> has incomplete red/green/blue components; ignored")
                return nil
            }
            return XIBColorComponents(model: .rgb(red: red, green: green, blue: blue), alpha: alpha, colorSpace: space)
        }
        return nil
    }

    /// A `<color>` element (see ``XIBColor`` for the forms).
    mutating func decodeColor(_ element: XMLElementNode) throws(XIBError) -> XIBColor? {
        noteUnknownAttributes(element, known: ["key", "white", "red", "green", "blue", "alpha", "colorSpace",
                                               "customColorSpace", "systemColor", "name", "catalog",
                                               "cocoaTouchSystemColor"])
        let inline = try colorComponents(element)
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
    mutating func decodeFont(_ element: XMLElementNode) throws(XIBError) -> XIBFont {
        noteUnknownAttributes(element, known: ["key", "type", "pointSize", "weight", "name", "family", "style"])
        var size: Double?
        if let text = element["pointSize"], Self.parseNumber(text) == 0 {
            note(element.position, "the font's pointSize is 0; read as the font's default size, as UIKit reads it")
        } else {
            size = try number(element, "pointSize", XIBValueRanges.fontSize)
        }
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
            let weight = word(element, "weight", default: FontWeight.regular, FontWeight.init(xibWord:))
            return XIBFont(descriptor: .system(weight: weight), pointSize: size)
        case let other?:
            note(element.position, "the font type '\(other)' is unknown; read as the regular system font")
            return XIBFont(descriptor: .system(weight: .regular), pointSize: size)
        }
    }

    /// `<resources>`: system colours, named colours and images.
    mutating func decodeResources(_ element: XMLElementNode) throws(XIBError) -> XIBResources {
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
                guard let colorElement = child.child("color"), let components = try colorComponents(colorElement) else {
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
                let width = try number(child, "width", XIBValueRanges.length)
                let height = try number(child, "height", XIBValueRanges.length)
                let size = width.flatMap { width in height.map { LayoutSize(width: width, height: $0) } }
                images[name] = XIBImageResource(name: name, size: size, catalog: child["catalog"])
            default:
                note(child.position, "skipped unknown resource <\(child.name)>")
            }
        }
        return XIBResources(systemColors: systemColors, namedColors: namedColors, images: images)
    }
}

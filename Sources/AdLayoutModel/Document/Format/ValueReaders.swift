import Foundation

// The readers of the format's value types. Attribute objects are patches: only the keys present
// change the value they apply to, so documents override single properties.

extension ValueReader where Value == CGFloat {
    /// A number within `limit`.
    static func number(_ limit: Limit) -> ValueReader {
        ValueReader(.number(limit), json: { ExpressionFormatting.number(Double($0)) }) { $0.number(in: limit) }
    }
    /// Sizes, insets, spaces, radii, stroke widths: 0…10000 points.
    static let length = number(FormatLimits.length)
    /// Spaces that may be negative, and label/image sizes where negative means "fit the content".
    static let signedLength = number(FormatLimits.signedLength)
    /// A font size > 0 and ≤ 1000 points.
    static let fontSize = number(FormatLimits.fontSize)
    /// A ratio > 0 and ≤ 100.
    static let ratio = number(FormatLimits.ratio)
}

extension ValueReader where Value == Int {
    /// A whole number within `range`.
    static func integer(_ range: ClosedRange<Int>) -> ValueReader {
        ValueReader(.integer(range), json: { String($0) }) { $0.integer(in: range) }
    }
}

extension ValueReader where Value == Bool {
    /// `true` or `false`.
    static let bool = ValueReader(.boolean, json: { String($0) }) { $0.bool }
}

extension ValueReader where Value == String {
    /// Any text up to ``/AdLayoutSDK/FormatLimits/textLength`` characters.
    static let text = ValueReader(.string(maxLength: FormatLimits.textLength), json: { JSONText.string($0) }) { c in c.text }
}

extension ValueReader where Value == Color {
    /// `"#RRGGBB"`, `"#AARRGGBB"`, a UIKit name (`"orange"`), or `{"light": …, "dark": …}` (the
    /// value of the document's theme is taken).
    static let color = ValueReader(.color, json: { JSONText.string($0.hexString) }) { c in c.color }
}

extension ValueReader where Value == ImageSource {
    /// A path relative to the document, or `asset:<name>`.
    static let image = ValueReader(.imagePath, json: { JSONText.string($0.path) }) { c in c.imageSource }
}

extension ValueReader where Value: NamedCase & RawRepresentable, Value.RawValue == Int {
    /// A case by name, or by its SDK raw value.
    static func named(_ what: String) -> ValueReader {
        let raw = Value.allCases.map(\.rawValue)
        return ValueReader(.enumeration(Value.allNames, rawValues: raw),
                           json: { JSONText.string($0.name) }) { $0.named(Value.self, what: what) }
    }
}

extension ValueReader where Value == ButtonBackground {
    /// A colour, or `{"image": path}`.
    static let background = ValueReader(.anyOf([.color, .reference("ImageBackground")])) { c in c.buttonBackground }
}

extension Cursor {
    /// A colour; `{"light", "dark"}` gives one per theme and the decoding theme's is taken.
    var color: Color? {
        if kind == .object {
            guard let o = object(allowing: ["light", "dark"]) else { return nil }
            let light = o.required("light", "the colour of the light theme")?.color
            let dark = o.required("dark", "the colour of the dark theme")?.color
            return diagnostics.theme == .dark ? dark : light
        }
        guard kind == .string else {
            typeMismatch("a colour \"#RRGGBB\", \"#AARRGGBB\", a name such as \"white\", or {\"light\", \"dark\"}")
            return nil
        }
        let s = tape.string(index)
        if let c = Color(hex: s) ?? Color.named[s] { return c }
        let names = Color.named.keys.sorted()
        fail(.invalidValue, "expected a colour \"#RRGGBB\" or \"#AARRGGBB\" (or a name such as \"white\"), found \(found)"
             + NameSuggestions.hint(for: s, in: names))
        return nil
    }

    /// A non-empty image path.
    var imageSource: ImageSource? {
        guard let s = string else { return nil }
        if s.isEmpty { fail(.invalidValue, "expected an image path, found an empty string"); return nil }
        if s.utf8.count > 4096 { fail(.invalidValue, "expected an image path of at most 4096 bytes, found \(s.utf8.count)"); return nil }
        return ImageSource(s)
    }

    /// A button background: a colour, or `{"image": path}`.
    var buttonBackground: ButtonBackground? {
        if kind == .object, let o = object, o["image"] != nil || o["light"] == nil {
            guard let checked = object(allowing: ["image"]), let c = checked.required("image", "an image path"),
                  let src = c.imageSource else { return nil }
            return .image(src)
        }
        return color.map(ButtonBackground.color)
    }
}

/// A user-defined runtime attribute: a key path set on the object after it is loaded
/// (`<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">`).
public struct XIBRuntimeAttribute: Sendable, Hashable {
    /// A runtime attribute's value, by its `type`.
    public enum Value: Sendable, Hashable {
        /// `type="number"`: `<integer key="value" value="8"/>` or `<real key="value" value="0.5"/>`.
        case number(Double)
        /// `type="boolean"`: `value="YES"`.
        case boolean(Bool)
        /// `type="string"`: `value="…"`.
        case string(String)
        /// `type="localizedString"`: `value="…"`.
        case localizedString(String)
        /// `type="color"`: `<color key="value" …/>`.
        case color(XIBColor)
        /// `type="size"`: `<size key="value" width height/>`.
        case size(LayoutSize)
        /// `type="rect"`: `<rect key="value" x y width height/>`.
        case rect(LayoutRect)
        /// `type="point"`: `<point key="value" x y/>`.
        case point(XIBPoint)
        /// `type="range"`: `<range key="value" location length/>`.
        case range(location: Int, length: Int)
        /// `type="image"`: `value="imageName"`.
        case image(String)
        /// `type="nil"`: the key path is set to `nil`.
        case none
    }

    /// The key path set on the object (`layer.cornerRadius`).
    public let keyPath: String
    /// The `type` as written (`number`, `boolean`, `string`, `color`, `size`, …).
    public let type: String
    /// The value.
    public let value: Value
    /// Where the element starts.
    public let position: XIBSourcePosition

    /// Creates a runtime attribute.
    public init(keyPath: String, type: String, value: Value, position: XIBSourcePosition) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.position = position
    }
}

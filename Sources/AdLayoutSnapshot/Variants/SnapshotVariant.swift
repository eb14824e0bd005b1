import AdLayoutCore
import Foundation

/// What a snapshot renders a document for besides the document itself: a device, a theme and a
/// Dynamic Type size, each nil to keep the document's own. Applied while the document is decoded
/// (``/AdLayoutModel/DocumentDecoder/Options``), so a theme picks the `{"light", "dark"}` colours a document gives
/// and layout classes see the variant's device; each non-nil part joins the golden's name
/// (`offerwall-default-iPhoneSE-dark-accessibilityLarge@2x.png`).
public struct SnapshotVariant: Hashable, Sendable, CustomStringConvertible {
    /// The device to render on (a preset, or any size: then named `<width>x<height>`).
    public var device: DeviceSpec?
    /// The theme (light or dark).
    public var theme: OfferwallTheme?
    /// The Dynamic Type size (see ``/AdLayoutSDK/ContentSizeCategory``).
    public var contentSize: ContentSizeCategory?

    /// A variant; nil parts keep the document's own.
    public init(device: DeviceSpec? = nil, theme: OfferwallTheme? = nil, contentSize: ContentSizeCategory? = nil) {
        self.device = device; self.theme = theme; self.contentSize = contentSize
    }

    /// The document as written.
    public static let document = SnapshotVariant()

    /// The device as it appears in golden names: its preset name, else `<width>x<height>`.
    public var deviceName: String? {
        device.map { $0.name ?? "\(Self.format($0.width))x\(Self.format($0.height))" }
    }

    /// The parts of the golden name, in order: device, theme, text size.
    public var nameParts: [String] {
        [deviceName, theme?.name, contentSize?.rawValue].compactMap { $0 }
    }

    /// `options` with this variant's parts set.
    public func decodeOptions(_ options: DocumentDecoder.Options = .init()) -> DocumentDecoder.Options {
        var o = options
        if let device { o.device = device }
        if let theme { o.theme = theme }
        if let contentSize { o.contentSize = contentSize }
        return o
    }

    /// "iPhoneSE, dark, accessibilityLarge", or "as written".
    public var description: String { nameParts.isEmpty ? "as written" : nameParts.joined(separator: ", ") }

    private static func format(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(Double(v))
    }

    // MARK: Names

    /// The themes a variant may have.
    public static let themes: [OfferwallTheme] = [.light, .dark]

    /// The device preset named `name`.
    public static func device(named name: String) throws(VariantError) -> DeviceSpec {
        guard let spec = DeviceSpec.presets[name] else {
            throw VariantError(kind: "device", name: name, valid: DeviceSpec.presets.keys.sorted())
        }
        return spec
    }

    /// The theme named `name` (light or dark).
    public static func theme(named name: String) throws(VariantError) -> OfferwallTheme {
        guard let theme = themes.first(where: { $0.name == name.lowercased() }) else {
            throw VariantError(kind: "theme", name: name, valid: themes.map(\.name))
        }
        return theme
    }

    /// The Dynamic Type size named `name` (its name, UIKit's, or AX1…AX5).
    public static func contentSize(named name: String) throws(VariantError) -> ContentSizeCategory {
        guard let size = ContentSizeCategory(named: name) else {
            throw VariantError(kind: "content size", name: name, valid: ContentSizeCategory.allCases.map(\.rawValue))
        }
        return size
    }

    /// Whether `part` is a name a variant can put into a golden name.
    static func isNamePart(_ part: String) -> Bool {
        DeviceSpec.presets[part] != nil || themes.contains { $0.name == part }
            || ContentSizeCategory(rawValue: part) != nil || isSizeName(part)
    }

    /// `<width>x<height>`, as a device without a preset is named.
    private static func isSizeName(_ part: String) -> Bool {
        let sides = part.split(separator: "x", omittingEmptySubsequences: false)
        return sides.count == 2 && sides.allSatisfy { Double($0) != nil && !$0.isEmpty }
    }
}

/// An unknown device, theme or text size name.
public struct VariantError: Error, Equatable, CustomStringConvertible {
    /// What was named: `device`, `theme`, `content size`.
    public var kind: String
    /// The name given.
    public var name: String
    /// The names there are.
    public var valid: [String]

    /// `name`, given for a `kind` of value, is none of `valid`.
    public init(kind: String, name: String, valid: [String]) {
        self.kind = kind; self.name = name; self.valid = valid
    }

    /// `unknown device "iPhone51" (did you mean "iPhone15"?); valid: iPadMini, …`.
    public var description: String {
        let close = NameSuggestions.closest(to: name, in: valid)
        let hint = close.isEmpty ? "" : " (did you mean " + close.map { "\"\($0)\"" }.joined(separator: " or ") + "?)"
        return "unknown \(kind) \"\(name)\"\(hint); valid: " + valid.joined(separator: ", ")
    }
}

import AdLayoutCore
import AdLayoutSnapshot
import ArgumentParser
import Foundation

/// A value the command line names (a layout type, a device preset, a Dynamic Type size), read by
/// ArgumentParser; its names are ``allValueStrings`` (the help and shell completion list them).
protocol NamedArgument: ExpressibleByArgument, Equatable {
    /// What a value is called in messages: `layout type`, `device`, `content size`.
    static var kind: String { get }
}

extension LayoutType: NamedArgument {
    static var kind: String { "layout type" }
    /// The type named `argument` (`normal`, `newapps`, …).
    public init?(argument: String) { self.init(name: argument) }
    /// Every layout type's name.
    public static var allValueStrings: [String] { allNames }
}

extension DeviceSpec: NamedArgument {
    static var kind: String { "device" }
    /// The device preset named `argument` (`iPhone15`, `iPhoneSE`, …).
    public init?(argument: String) {
        guard let preset = Self.presets[argument] else { return nil }
        self = preset
    }
    /// Every device preset's name, sorted.
    public static var allValueStrings: [String] { presets.keys.sorted() }
}

extension ContentSizeCategory: NamedArgument {
    static var kind: String { "content size" }
    /// The size named `argument`: its name, UIKit's, or AX1…AX5.
    public init?(argument: String) { self.init(named: argument) }
}

extension OfferwallTheme: NamedArgument {
    static var kind: String { "theme" }
    /// The theme named `argument`: `light` or `dark`, in any case.
    public init?(argument: String) {
        guard let theme = try? SnapshotVariant.theme(named: argument) else { return nil }
        self = theme
    }
    /// The themes a variant may have.
    public static var allValueStrings: [String] { SnapshotVariant.themes.map(\.name) }
}

/// A comma-separated list of names (`--types normal,newapps`); an option given again adds to it.
/// Repeated names count once (``values(_:)``).
struct CommaList<Element: NamedArgument>: Sendable where Element: Sendable {
    /// The values named, in order.
    let values: [Element]

    /// Reads `text`; an unknown name is refused with the names there are (and the closest ones).
    init(parsing text: String) throws(VariantError) {
        var values: [Element] = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let value = Element(argument: name) else {
                throw VariantError(kind: Element.kind, name: name, valid: Element.allValueStrings)
            }
            values.append(value)
        }
        self.values = values
    }

    /// The values of every list given, each once, in the order first named.
    static func values(_ lists: [CommaList]) -> [Element] {
        var out: [Element] = []
        for value in lists.flatMap(\.values) where !out.contains(value) { out.append(value) }
        return out
    }
}

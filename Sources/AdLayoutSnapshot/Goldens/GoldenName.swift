import AdLayoutCore
import Foundation

/// A golden image's file name: `<layout>[-<device>]@<scale>x.png`, e.g. `offerwall-default@3x.png`
/// or `right-icon-iPhoneSE@2x.png`.
public struct GoldenName: Hashable, Sendable, CustomStringConvertible {
    /// The layout document's name without its extension (or a test's `named:`).
    public var layout: String
    /// The device preset the image was rendered for, when it is not the document's own.
    public var device: String?
    /// Device pixels per point.
    public var scale: Int

    public init(layout: String, device: String? = nil, scale: Int) {
        self.layout = layout; self.device = device; self.scale = scale
    }

    /// The golden of the layout document at `url`.
    public init(document url: URL, device: String? = nil, scale: Int) {
        self.init(layout: url.deletingPathExtension().lastPathComponent, device: device, scale: scale)
    }

    /// The file name.
    public var fileName: String { stem + ".png" }

    /// The file name without `.png`; artifacts are named after it.
    public var stem: String { layout + (device.map { "-" + $0 } ?? "") + "@\(scale)x" }

    public var description: String { fileName }

    /// Splits a file name into the part before `@` and the scale; nil when it is not named like a
    /// golden. (Where the layout ends and the device begins needs the list of layouts:
    /// see ``belongs(to:)``.)
    public static func parse(fileName: String) -> (stem: String, scale: Int)? {
        guard fileName.hasSuffix("x.png"), let at = fileName.lastIndex(of: "@") else { return nil }
        let digits = fileName[fileName.index(after: at)..<fileName.index(fileName.endIndex, offsetBy: -5)]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let scale = Int(digits), scale > 0 else { return nil }
        let stem = String(fileName[..<at])
        return stem.isEmpty ? nil : (stem, scale)
    }

    /// Whether a golden file named `fileName` belongs to the layout named `layout`: itself, or one
    /// of its variants for a device preset (`right-icon-iPhoneSE@2x.png`, not `right-icon@1x.png`
    /// for a layout `right`).
    public static func file(_ fileName: String, belongsTo layout: String) -> Bool {
        guard let (stem, _) = parse(fileName: fileName) else { return false }
        if stem == layout { return true }
        guard stem.hasPrefix(layout + "-") else { return false }
        return DeviceSpec.presets[String(stem.dropFirst(layout.count + 1))] != nil
    }
}

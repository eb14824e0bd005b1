import AdLayoutCore
import Foundation

/// A golden image's file name: `<layout>[-<device>][-<theme>][-<text size>]@<scale>x.png`, e.g.
/// `offerwall-default@3x.png`, `right-icon-iPhoneSE@2x.png` or
/// `states-iPhone15-dark-accessibilityLarge@3x.png` (the parts of a ``SnapshotVariant``).
public struct GoldenName: Hashable, Sendable, CustomStringConvertible {
    /// The layout document's name without its extension (or a test's `<test>.<name>`).
    public var layout: String
    /// The device the image was rendered for, when it is not the document's own.
    public var device: String?
    /// The theme, when it is not the document's own.
    public var theme: OfferwallTheme?
    /// The Dynamic Type size, when it is not the default.
    public var contentSize: ContentSizeCategory?
    /// Device pixels per point.
    public var scale: Int

    /// The golden of `layout` with these variant parts.
    public init(layout: String, device: String? = nil, theme: OfferwallTheme? = nil, contentSize: ContentSizeCategory? = nil,
                scale: Int) {
        self.layout = layout; self.device = device; self.theme = theme; self.contentSize = contentSize; self.scale = scale
    }

    /// The golden of `layout` rendered as `variant`.
    public init(layout: String, variant: SnapshotVariant, scale: Int) {
        self.init(layout: layout, device: variant.deviceName, theme: variant.theme, contentSize: variant.contentSize,
                  scale: scale)
    }

    /// The golden of the layout document at `url`.
    public init(document url: URL, variant: SnapshotVariant = .document, scale: Int) {
        self.init(layout: url.deletingPathExtension().lastPathComponent, variant: variant, scale: scale)
    }

    /// The file name.
    public var fileName: String { stem + ".png" }

    /// The file name without `.png`; artifacts are named after it.
    public var stem: String { baseName + "@\(scale)x" }

    /// The layout and variant parts, without the scale (`states-iPhone15-dark`).
    public var baseName: String {
        ([layout] + [device, theme?.name, contentSize?.rawValue].compactMap { $0 }).joined(separator: "-")
    }

    /// The ``fileName``.
    public var description: String { fileName }

    /// Splits a file name into the part before `@` and the scale; nil when it is not named like a
    /// golden. (Where the layout ends and the variant begins needs the list of layouts:
    /// see ``file(_:belongsTo:)``.)
    public static func parse(fileName: String) -> (stem: String, scale: Int)? {
        guard fileName.hasSuffix("x.png"), let at = fileName.lastIndex(of: "@") else { return nil }
        let digits = fileName[fileName.index(after: at)..<fileName.index(fileName.endIndex, offsetBy: -5)]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let scale = Int(digits), scale > 0 else { return nil }
        let stem = String(fileName[..<at])
        return stem.isEmpty ? nil : (stem, scale)
    }

    /// The golden named `fileName` when it belongs to the layout `layout` (see
    /// ``file(_:belongsTo:)``), with its variant parts read back: the inverse of ``fileName``.
    public init?(fileName: String, layout: String) {
        guard GoldenName.file(fileName, belongsTo: layout), let (stem, scale) = GoldenName.parse(fileName: fileName) else {
            return nil
        }
        self.init(layout: layout, scale: scale)
        let parts = stem == layout ? [] : stem.dropFirst(layout.count + 1).split(separator: "-").map(String.init)
        // Parts come in the order device, theme, text size; each kind at most once.
        var rank = 0
        for part in parts {
            if let theme = SnapshotVariant.themes.first(where: { $0.name == part }), rank <= 1 {
                self.theme = theme; rank = 2
            } else if let size = ContentSizeCategory(rawValue: part), rank <= 2 {
                self.contentSize = size; rank = 3
            } else if rank == 0 {
                self.device = part; rank = 1
            } else {
                return nil
            }
        }
    }

    /// Whether a golden file named `fileName` belongs to the layout named `layout`: itself, or one
    /// of its variants (`right-icon-iPhoneSE-dark@2x.png`; not `right-icon@1x.png` for a layout
    /// `right`).
    public static func file(_ fileName: String, belongsTo layout: String) -> Bool {
        guard let (stem, _) = parse(fileName: fileName) else { return false }
        if stem == layout { return true }
        guard stem.hasPrefix(layout + "-") else { return false }
        let parts = stem.dropFirst(layout.count + 1).split(separator: "-", omittingEmptySubsequences: false)
        return parts.count <= 3 && parts.allSatisfy { SnapshotVariant.isNamePart(String($0)) }
    }
}

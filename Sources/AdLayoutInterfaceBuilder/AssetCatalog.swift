import Foundation

/// The colour sets and image sets of an app's asset catalogs (`Assets.xcassets`), as Xcode writes
/// them: a folder per asset (`Brand.colorset`, `Logo.imageset`, in groups at any depth) with a
/// `Contents.json`. Colours are read in the light appearance (the entry without `appearances`, as a
/// XIB's `<namedColor>` resource records it); images as the file of the 2x scale, else 1x, else 3x,
/// else the first. What cannot be read is left out (a name not found is then said where it is used).
public struct AssetCatalog: Sendable {
    /// Colours by asset name.
    public private(set) var colors: [String: XIBColorComponents] = [:]
    /// Image files by asset name.
    public private(set) var images: [String: URL] = [:]

    /// The most asset folders read from one catalog.
    public static let maximumAssets = 10_000
    /// The most entries (files and folders) looked at in one catalog.
    public static let maximumEntries = 100_000
    /// The largest `Contents.json` read.
    public static let maximumContentsBytes = 1 << 20

    /// An empty catalog.
    public init() {}

    /// The assets of the catalogs at `folders` (the first catalog's asset wins a name two share).
    public init(folders: [URL]) {
        for folder in folders { read(folder) }
    }

    private mutating func read(_ catalog: URL) {
        let keys: Set<URLResourceKey> = [.isDirectoryKey, .isSymbolicLinkKey]
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: Array(keys),
                                                          options: [.skipsHiddenFiles]) else { return }
        var seen = 0, entries = 0
        while let url = walker.nextObject() as? URL, seen < Self.maximumAssets, entries < Self.maximumEntries {
            entries += 1
            // A link is not followed: what the catalog holds stays inside the folder the app gave.
            if (try? url.resourceValues(forKeys: keys))?.isSymbolicLink == true {
                walker.skipDescendants()
                continue
            }
            let ext = url.pathExtension
            guard ext == "colorset" || ext == "imageset" else { continue }
            seen += 1
            walker.skipDescendants()
            let name = url.deletingPathExtension().lastPathComponent
            guard let object = Self.contents(of: url) else { continue }
            if ext == "colorset", colors[name] == nil, let color = Self.lightColor(object) { colors[name] = color }
            if ext == "imageset", images[name] == nil, let file = Self.imageFile(object, in: url) { images[name] = file }
        }
    }

    /// The scale of an image file (pixels per point), as `UIImage(named:)` takes it: the `scale` its
    /// image set's `Contents.json` gives the file, else the file name's `@2x`/`@3x`, else 1.
    public static func scale(ofImageFile file: URL) -> Int {
        let folder = file.deletingLastPathComponent()
        if folder.pathExtension == "imageset", let entries = contents(of: folder)?["images"] as? [[String: Any]],
           let entry = entries.first(where: { $0["filename"] as? String == file.lastPathComponent }),
           let scale = (entry["scale"] as? String).flatMap(scaleValue) {
            return scale
        }
        let stem = file.deletingPathExtension().lastPathComponent
        guard let at = stem.lastIndex(of: "@") else { return 1 }
        return scaleValue(String(stem[stem.index(after: at)...])) ?? 1
    }

    /// `2x` → 2, for the scales UIKit has (1…3).
    private static func scaleValue(_ text: String) -> Int? {
        guard text.count == 2, text.hasSuffix("x"), let n = Int(text.dropLast()), (1...3).contains(n) else { return nil }
        return n
    }

    private static func contents(of asset: URL) -> [String: Any]? {
        let file = asset.appendingPathComponent("Contents.json")
        // Not a link (a catalog's files are its own); then one open, without blocking, of a regular file only
        // (a FIFO named Contents.json held the reader in open()).
        guard (try? file.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == false,
              let data = try? RegularFile.contents(of: file, fileName: "Contents.json", limits: XIBLimits(maxFileSize: maximumContentsBytes))
        else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The entry without `appearances` (any appearance, light).
    static func lightColor(_ object: [String: Any]) -> XIBColorComponents? {
        guard let entries = object["colors"] as? [[String: Any]] else { return nil }
        let entry = entries.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? entries.first
        guard let color = entry?["color"] as? [String: Any], let c = color["components"] as? [String: Any] else { return nil }
        func channel(_ key: String) -> Double? {
            // "0xFF", "255", "0.500" or a number, as Xcode writes them for the colour's input method.
            if let n = c[key] as? NSNumber { return n.doubleValue > 1 ? n.doubleValue / 255 : n.doubleValue }
            guard let s = (c[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if s.lowercased().hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return Double(v) / 255 }
            if !s.contains("."), let v = Int(s) { return v > 1 ? Double(v) / 255 : Double(v) }
            return Double(s)
        }
        let alpha = channel("alpha") ?? 1
        if let white = channel("white") {
            return XIBColorComponents(model: .white(white), alpha: alpha, colorSpace: nil)
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return XIBColorComponents(model: .rgb(red: red, green: green, blue: blue), alpha: alpha, colorSpace: nil)
    }

    /// The file of the 2x scale, else 1x, else 3x, else the first entry with a file.
    static func imageFile(_ object: [String: Any], in folder: URL) -> URL? {
        guard let entries = object["images"] as? [[String: Any]] else { return nil }
        let files = entries.compactMap { e -> (scale: String, file: String)? in
            guard let file = e["filename"] as? String, !file.contains("/") else { return nil }
            return ((e["scale"] as? String) ?? "", file)
        }
        let chosen = ["2x", "1x", "3x"].lazy.compactMap { s in files.first { $0.scale == s } }.first ?? files.first
        guard let file = chosen.map({ folder.appendingPathComponent($0.file) }) else { return nil }
        // A regular file of the image set only: a link could lead out of the folder the app gave.
        let values = try? file.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
        return values?.isSymbolicLink != true && values?.isRegularFile == true ? file : nil
    }
}

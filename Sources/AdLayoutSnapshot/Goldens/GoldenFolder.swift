import Foundation

/// A folder of golden PNGs (and its environment sidecar).
public struct GoldenFolder: Sendable {
    /// The folder on disk.
    public var url: URL

    /// The goldens folder at `url`.
    public init(_ url: URL) { self.url = url }

    /// The files in the folder named like goldens (`…@<scale>x.png`), sorted.
    public func goldenFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { GoldenName.parse(fileName: $0) != nil }.sorted()
    }

    /// Goldens that belong to none of `layouts` (names without extension): left over from renamed
    /// or deleted documents.
    public func staleGoldens(layouts: Set<String>) -> [String] {
        goldenFiles().filter { file in !layouts.contains { GoldenName.file(file, belongsTo: $0) } }
    }

    /// Deletes the golden files `names`; returns those deleted.
    public func remove(_ names: [String]) throws -> [String] {
        var removed: [String] = []
        for name in names {
            try FileManager.default.removeItem(at: url.appendingPathComponent(name))
            removed.append(name)
        }
        return removed
    }
}

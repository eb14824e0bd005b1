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

    /// The goldens of `layout` that show what `shown` names (every variant part given: the device,
    /// theme and text size on screen, and the scale), best first. A part a golden's name leaves out
    /// stands for the document's own value, `own`'s. Goldens recorded with a matrix
    /// (`offerwall-iPhone15-dark@1x.png`) and without one (`offerwall@1x.png`) are both found; the
    /// one naming more parts comes first.
    public func goldens(of layout: String, showing shown: GoldenName, own: GoldenName) -> [GoldenName] {
        goldenFiles().compactMap { GoldenName(fileName: $0, layout: layout) }.filter { golden in
            golden.scale == shown.scale && (golden.device ?? own.device) == shown.device
                && (golden.theme ?? own.theme) == shown.theme && (golden.contentSize ?? own.contentSize) == shown.contentSize
        }.sorted { a, b in
            let ca = [a.device, a.theme?.name, a.contentSize?.rawValue].compactMap { $0 }.count
            let cb = [b.device, b.theme?.name, b.contentSize?.rawValue].compactMap { $0 }.count
            return ca != cb ? ca > cb : a.fileName < b.fileName
        }
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

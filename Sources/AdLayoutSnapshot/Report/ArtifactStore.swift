import AdLayoutRender
import Foundation

/// The files written for one snapshot, relative to the artifacts folder.
public struct ArtifactFiles: Sendable, Equatable {
    /// The golden's image (`<stem>.expected.png`), when there was one to write.
    public var expected: String?
    /// The rendering (`<stem>.actual.png`).
    public var actual: String?
    /// The pixelmatch diff image (`<stem>.diff.png`), when the comparison failed.
    public var diff: String?

    /// The files written; nil for each image not written.
    public init(expected: String? = nil, actual: String? = nil, diff: String? = nil) {
        self.expected = expected; self.actual = actual; self.diff = diff
    }
}

/// Writes a snapshot's expected, actual and diff images into an artifacts folder, as
/// `<golden stem>.expected.png`, `.actual.png`, `.diff.png` (fast encoder: artifacts are not kept
/// in git).
public struct ArtifactStore: Sendable {
    /// The artifacts folder.
    public var directory: URL
    /// A folder inside ``directory`` the files go to (e.g. the test file's name, so that goldens
    /// of the same name in two test files keep apart); the names returned include it.
    public var subfolder: String?

    /// A store writing into `directory`, or into `subfolder` inside it.
    public init(_ directory: URL, subfolder: String? = nil) { self.directory = directory; self.subfolder = subfolder }

    /// Writes what `outcome` carries; returns the file names written, relative to ``directory``.
    public func write(_ outcome: SnapshotOutcome) throws -> ArtifactFiles {
        guard let images = outcome.images else { return ArtifactFiles() }
        var files = ArtifactFiles()
        let stem = outcome.name.stem
        let prefix = subfolder.map { $0 + "/" } ?? ""
        func save(_ image: PixelBuffer?, _ suffix: String) throws -> String? {
            guard let image else { return nil }
            let name = "\(prefix)\(stem).\(suffix).png"
            try AtomicFile.write(PNGCodec.encode(image), to: directory.appendingPathComponent(name))
            return name
        }
        files.expected = try save(images.expected, "expected")
        files.actual = try save(images.actual, "actual")
        files.diff = try save(images.diff, "diff")
        return files
    }
}

import Foundation

/// What tells that a file changed without reading it: its size, modification time and inode (an
/// editor's atomic save replaces the file). Watching polls these; it works the same on every file
/// system, network and container mounts included.
public struct FileStamp: Equatable, Sendable {
    /// Size in bytes.
    public var size: Int
    /// Modification time, when the file system gives one.
    public var modified: Date?
    /// The file's inode number.
    public var inode: UInt64?

    /// The stamp of the file at `url`; nil when it cannot be read.
    public init?(_ url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? Int else { return nil }
        self.size = size
        self.modified = attributes[.modificationDate] as? Date
        self.inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
    }
}

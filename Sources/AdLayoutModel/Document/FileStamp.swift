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

    /// The stamp of the file at `url` (a symbolic link's target); nil when it cannot be read. One
    /// `stat` (the studio stamps every document of its folder on each walk).
    public init?(_ url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        self.size = Int(info.st_size)
        self.modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9)
        self.inode = UInt64(info.st_ino)
    }
}

import Foundation

/// Paths that are not a regular file to read — `dir` itself, a FIFO with no writer (made in `dir` as `pipe.EXT`),
/// `/dev/zero` and a missing `nope.EXT` — each with the words every reader gives for why it cannot read it.
public func unreadablePaths(in dir: URL, extension ext: String) throws -> [(path: String, reason: String)] {
    let fifo = dir.appendingPathComponent("pipe.\(ext)").path
    guard mkfifo(fifo, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    return [(dir.path, "is a directory"), (fifo, "not a regular file (a FIFO)"),
            ("/dev/zero", "not a regular file (a character device)"),
            (dir.appendingPathComponent("nope.\(ext)").path, "no such file or directory")]
}

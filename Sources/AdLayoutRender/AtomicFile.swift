import AdLayoutEngine
import AdLayoutModel
import Foundation
import Synchronization

/// Why a file could not be written, in the operating system's words ("no space left on device",
/// "file too large", "is a directory", "permission denied").
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The operating system's words for the failure.
    public var reason: String

    /// An error with `reason`.
    public init(reason: String) { self.reason = reason }

    /// The ``reason``.
    public var description: String { reason }
    /// The ``reason``, for `localizedDescription`.
    public var errorDescription: String? { reason }
}

/// Writes files so that readers never see a partial one: data goes to a temporary file in the
/// same folder, `.NAME.PID-XXXXXXXX.tmp`, which is then renamed over the target. A file that is
/// replaced keeps its permission bits, and its owner and group where the process may set them.
/// Temporary files that a killed process left in a folder are removed by the next write to that
/// folder (once per folder and process), when the process that made them is gone.
public enum AtomicFile {
    /// Writes `data` to `url`, creating its folder if needed. With `keepingLinks`, a file with more
    /// than one hard link is written in place instead (truncated to the new length), so every name
    /// keeps showing the same file; such a write is not atomic.
    public static func write(_ data: Data, to url: URL, keepingLinks: Bool = false) throws(FileWriteError) {
        let dir = url.deletingLastPathComponent()
        try makeFolder(dir.path)
        var existing = stat()
        let replaces = stat(url.path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
        if keepingLinks && replaces && existing.st_nlink > 1 { return try writeInPlace(data, to: url) }
        removeStaleTemporaryFilesOnce(in: dir)
        // Unique per call: parallel jobs (and parallel tests) may write the same file at once.
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(getpid())-\(UUID().uuidString.prefix(8)).tmp").path
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileWriteError(reason: FileReading.reason(errno)) }
        if replaces {
            // Owner first (changing it may clear the set-id bits), then the mode; another user's
            // file keeps only its mode (changing the owner needs privilege).
            if existing.st_uid != geteuid() || existing.st_gid != getegid() { _ = fchown(fd, existing.st_uid, existing.st_gid) }
            _ = fchmod(fd, existing.st_mode & 0o7777)
        }
        var failure = writeAll(data, to: fd)
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp, url.path) != 0 { failure = errno }
        guard failure != 0 else { return }
        unlink(temp)
        throw FileWriteError(reason: FileReading.reason(failure))
    }

    /// Overwrites the file at `url` with `data`, keeping its inode (and so its links, mode and owner).
    private static func writeInPlace(_ data: Data, to url: URL) throws(FileWriteError) {
        let fd = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw FileWriteError(reason: FileReading.reason(errno)) }
        var failure = writeAll(data, to: fd)
        if failure == 0 && ftruncate(fd, off_t(data.count)) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 { throw FileWriteError(reason: FileReading.reason(failure)) }
    }

    /// Writes all of `data` at `fd`'s position; 0, or the `errno` of the write that failed.
    private static func writeAll(_ data: Data, to fd: Int32) -> Int32 {
        data.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                done += n
            }
            return 0
        }
    }

    /// `mkdir -p`, with the operating system's reason when it fails.
    static func makeFolder(_ path: String) throws(FileWriteError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileWriteError(reason: FileReading.reason(ENOTDIR)) }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeFolder(parent) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST { throw FileWriteError(reason: FileReading.reason(errno)) }
    }

    /// Folders already cleaned by this process.
    private static let cleaned = Mutex(Set<String>())

    private static func removeStaleTemporaryFilesOnce(in folder: URL) {
        let path = folder.standardizedFileURL.path
        guard cleaned.withLock({ $0.insert(path).inserted }) else { return }
        removeStaleTemporaryFiles(in: folder)
    }

    /// Removes the temporary files in `folder` whose writing process no longer runs; returns their names.
    @discardableResult
    public static func removeStaleTemporaryFiles(in folder: URL) -> [String] {
        guard let dir = opendir(folder.path) else { return [] }
        defer { closedir(dir) }
        var removed: [String] = []
        // readdir, and a String only for hidden names: an output folder may hold thousands of files
        // (Foundation's listing of 9,300 names cost a cold render 3–4 ms).
        while let entry = readdir(dir) {
            let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw.first == UInt8(ascii: ".") ? String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self)) : nil
            }
            guard let name, let pid = writer(ofTemporaryFile: name), pid != getpid() else { continue }
            // kill(pid, 0) fails with ESRCH only when no such process exists (EPERM: it runs, as another user).
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The process id in a temporary file's name `.NAME.PID-XXXXXXXX.tmp`; nil for other names.
    static func writer(ofTemporaryFile name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let stem = name.dropLast(4)
        guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex else { return nil }
        let tag = stem[stem.index(after: dot)...]
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 8, parts[1].allSatisfy(\.isHexDigit),
              let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }
}

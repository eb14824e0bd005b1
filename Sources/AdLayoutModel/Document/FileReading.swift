import Foundation

/// Why a file could not be read, in plain words.
public struct FileReadError: Error, Sendable, CustomStringConvertible, Equatable {
    /// "no such file", "is a directory", "not a regular file (a FIFO)", "permission denied", …
    public var reason: String
    /// An error with `reason`.
    public init(reason: String) { self.reason = reason }
    /// `cannot read the file: <reason>`.
    public var description: String { "cannot read the file: \(reason)" }
}

/// Reads whole files the way every input of AdLayout is read: regular files only (never a FIFO,
/// device or directory, which could block or never end), at most `limit` bytes, errors in the
/// operating system's words.
public enum FileReading {
    /// The contents of the regular file at `url`, of at most `limit` bytes.
    public static func contents(of url: URL, limit: Int) throws(FileReadError) -> Data {
        let buffer = try ownedBytes(of: url, limit: limit)
        defer { buffer.deallocate() }
        return Data(buffer)
    }

    /// The contents of the regular file at `url` in a buffer the caller owns (and deallocates).
    static func ownedBytes(of url: URL, limit: Int) throws(FileReadError) -> UnsafeMutableBufferPointer<UInt8> {
        // A head that is never looked at is never refused.
        try ownedBytes(of: url, limit: limit, head: 0) { _ in true }!
    }

    /// The contents of the regular file at `url` like ``ownedBytes(of:limit:)``, read through one
    /// open: when the file is larger than `head` bytes, `accept` sees its first `head` bytes before
    /// the rest is read (and before the size limit is checked), and nil is returned when it refuses them.
    static func ownedBytes(of url: URL, limit: Int, head count: Int,
                           accept: ([UInt8]) -> Bool) throws(FileReadError) -> UnsafeMutableBufferPointer<UInt8>? {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw FileReadError(reason: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileReadError(reason: reason(errno)) }
        if let kind = nonRegularKind(info.st_mode) { throw FileReadError(reason: kind) }
        let size = Int(info.st_size)
        if count > 0, size > count {
            var head = [UInt8](repeating: 0, count: count)
            let n = head.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, 0) }
            if n == count, !accept(head) { return nil }
        }
        guard size <= limit else { throw FileReadError(reason: "file too large (\(size) bytes; the limit is \(limit))") }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
        JSONTape.adviseHugePages(buffer.baseAddress, byteCount: size)
        var done = 0
        while done < size {
            let n = read(fd, buffer.baseAddress! + done, size - done)
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                buffer.deallocate()
                throw FileReadError(reason: reason(code))
            }
            if n == 0 { break }   // the file shrank while read
            done += n
        }
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<done])
    }

    /// At most `limit` bytes of the open stream `fd` (standard input, a pipe), up to its end: a stream
    /// has no size to check first, so the limit stops the read instead.
    public static func stream(_ fd: Int32, limit: Int) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count < limit {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, limit - data.count)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        return data
    }

    /// "a directory", "a FIFO", … for anything that is not a regular file; nil for a regular file.
    public static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        case S_IFIFO: return "not a regular file (a FIFO)"
        case S_IFCHR: return "not a regular file (a character device)"
        case S_IFBLK: return "not a regular file (a block device)"
        case S_IFSOCK: return "not a regular file (a socket)"
        default: return "not a regular file"
        }
    }

    /// Why `path` cannot be used as a folder ("no such file or directory", "not a folder", …), or nil
    /// when it is one.
    public static func folderProblem(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return reason(errno) }
        return info.st_mode & S_IFMT == S_IFDIR ? nil : "not a folder"
    }

    /// The operating system's words for `code`, in lower case ("no such file or directory").
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

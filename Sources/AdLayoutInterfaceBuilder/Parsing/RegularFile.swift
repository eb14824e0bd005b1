import Foundation

/// Reads a XIB file the way AdLayout reads every input (AdLayoutModel's `FileReading`, which this
/// Foundation-only module cannot use): opened without blocking, checked with `fstat` to be a regular
/// file, never more than ``XIBLimits/maxFileSize`` + 1 bytes read, errors in plain words.
enum RegularFile {
    /// The bytes of the regular file at `url`.
    ///
    /// - Throws: ``XIBError`` at 1:1: ``XIBError/Kind/unreadableFile`` ("the file cannot be read: is
    ///   a directory", "…: not a regular file (a character device)", "…: no such file or directory"),
    ///   ``XIBError/Kind/limitExceeded`` for a file larger than the limit.
    static func contents(of url: URL, fileName: String, limits: XIBLimits) throws(XIBError) -> Data {
        func failure(_ message: String, kind: XIBError.Kind = .unreadableFile) -> XIBError {
            XIBError(kind: kind, fileName: fileName, position: XIBSourcePosition(line: 1, column: 1), message: message)
        }
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw failure("the file cannot be read: \(reason(errno))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure("the file cannot be read: \(reason(errno))") }
        if let kind = nonRegularKind(info.st_mode) { throw failure("the file cannot be read: \(kind)") }
        let size = Int(info.st_size)
        if size > limits.maxFileSize {
            throw failure("the file is \(size) bytes; the limit is \(limits.maxFileSize) bytes (XIBLimits.maxFileSize)",
                          kind: .limitExceeded)
        }
        // The size may change while reading: read up to one byte past the limit, whatever fstat said.
        let capacity = limits.maxFileSize + 1
        var bytes = [UInt8](repeating: 0, count: min(capacity, max(size, 0) + 1))
        var done = 0
        while done < capacity {
            if done == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: min(capacity - done, 1 << 16))) }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure("the file cannot be read: \(reason(errno))")
            }
            if n == 0 { break }
            done += n
        }
        return Data(bytes[0..<done])
    }

    /// "is a directory", "not a regular file (a FIFO)", … for anything that is not a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
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

    /// The operating system's words for `code`, in lower case ("no such file or directory").
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

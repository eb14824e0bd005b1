import Foundation

/// Resolves a path inside allowed folders without ever looking outside them: symbolic links are
/// followed one at a time (`lstat`, `readlink`), and a link that leads out of every folder is
/// refused before anything at its target is touched. So a refusal says the same words whether or
/// not a file exists outside, and no outside path is ever `stat`ed. Used for images
/// (``ImageAccess``) and goldens alike.
public enum ConfinedPath {
    /// An allowed folder: as written (to place a path lexically) and with its links resolved.
    public struct Folder: Sendable, Equatable {
        /// The folder as given, standardized (`..` removed).
        public var lexical: String
        /// The folder with symbolic links resolved (itself when it does not exist).
        public var canonical: String

        /// The folder at `url`.
        public init(_ url: URL) {
            lexical = url.standardizedFileURL.path
            canonical = ConfinedPath.realPath(lexical) ?? lexical
        }
    }

    /// Where a path leads.
    public enum Resolution: Sendable, Equatable {
        /// To this real path (no links left in it) inside a folder; it exists.
        case inside(String)
        /// Out of every folder (lexically, or through a symbolic link).
        case outside
        /// Nowhere: `errno`'s reason at a path inside a folder (ENOENT, ELOOP for a loop of links,
        /// EACCES, …).
        case failed(Int32)
    }

    /// Symbolic links followed at most, as the kernel's limit: more is a loop.
    public static let maxLinks = 40

    /// `path` (as a document writes it) placed in `folder` and standardized from its text alone:
    /// an absolute path stays itself, `.` and empty components go, `..` takes one away. No system
    /// call is made (`URL(fileURLWithPath:)` would `stat` the path), and `~` is not expanded.
    public static func lexical(_ path: String, in folder: String) -> String {
        var out: [Substring] = []
        let whole = path.hasPrefix("/") ? path : folder + "/" + path
        for component in whole.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { _ = out.popLast(); continue }
            out.append(component)
        }
        return "/" + out.joined(separator: "/")
    }

    /// Why a path a document names is refused from its text alone, or nil: a path starting with
    /// `~` (the shell's home, which documents do not expand). Absolute paths and `..` are placed by
    /// ``lexical(_:in:)`` and refused by ``resolve(_:within:)`` when they leave every folder.
    public static func textRefusal(_ path: String) -> String? {
        path.hasPrefix("~") ? "starts with ~, which is not expanded (give a path relative to the document)" : nil
    }

    /// Where the absolute path `path` leads within `folders`. A path outside every folder by its
    /// text is refused before any system call touches it.
    public static func resolve(_ path: String, within folders: [Folder]) -> Resolution {
        let path = lexical(path, in: "/")
        // Rebased onto the canonical folder it lies in lexically (the longest match).
        var start: (folder: String, rest: String)?
        for folder in folders {
            for prefix in [folder.lexical, folder.canonical] {
                guard let rest = relative(path, to: prefix) else { continue }
                if start == nil || folder.canonical.count > start!.folder.count { start = (folder.canonical, rest) }
            }
        }
        guard let (root, rest) = start else { return .outside }
        let canonicals = folders.map(\.canonical)
        var current = root
        var remaining = ArraySlice(components(rest))
        var links = 0
        while let component = remaining.popFirst() {
            if component == "." || component.isEmpty { continue }
            if component == ".." {
                current = (current as NSString).deletingLastPathComponent
                guard canonicals.contains(where: { relative(current, to: $0) != nil }) else { return .outside }
                continue
            }
            let next = current == "/" ? "/" + component : current + "/" + component
            var info = stat()
            guard lstat(next, &info) == 0 else { return .failed(errno) }
            guard info.st_mode & S_IFMT == S_IFLNK else { current = next; continue }
            links += 1
            guard links <= maxLinks else { return .failed(ELOOP) }
            guard let target = readLink(next) else { return .failed(errno) }
            if target.hasPrefix("/") {
                // An absolute target must name a folder's path before anything else.
                let standardized = components(target)
                guard let folder = canonicals.filter({ f in standardized.starts(with: components(f)) })
                        .max(by: { $0.count < $1.count }) else { return .outside }
                current = folder
                remaining = ArraySlice(standardized.dropFirst(components(folder).count)) + remaining
            } else {
                remaining = ArraySlice(components(target)) + remaining
            }
        }
        return .inside(current)
    }

    /// `path` relative to `folder` ("" for the folder itself), or nil when it is not inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with symbolic links resolved, or nil when it does not exist (errno says why).
    public static func realPath(_ path: String) -> String? {
        errno = 0
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

import AdLayoutCore
import AdLayoutRender
import Foundation

/// The folder the studio serves. Documents are named by paths relative to it; nothing outside it,
/// after symbolic links are resolved, is listed, read or written.
public struct Workspace: Sendable {
    /// The folder, with symbolic links resolved.
    public let root: URL
    /// Largest document read or written, in bytes.
    public let maxDocumentBytes: Int
    /// Most documents listed (a studio over a huge tree stays responsive).
    public static let maxListedDocuments = 2000

    /// The workspace at `root`, which must be an existing folder.
    public init(root: URL, maxDocumentBytes: Int) throws(StudioError) {
        if let problem = FileReading.folderProblem(root.path) { throw StudioError("\(root.path): \(problem)") }
        guard let real = Self.realPath(root.path) else { throw StudioError("\(root.path): not a folder") }
        self.root = URL(fileURLWithPath: real, isDirectory: true)
        self.maxDocumentBytes = maxDocumentBytes
    }

    /// The file a relative path names, refused when it leaves the folder (`..`, an absolute path,
    /// a symbolic link pointing out) or is not a `.json` document.
    public func document(_ relative: String) throws(StudioError) -> URL {
        guard relative.hasSuffix(".json") else { throw StudioError("\"\(relative)\" is not a .json document") }
        return try resolve(relative)
    }

    /// The file or folder a relative path names inside the workspace.
    public func resolve(_ relative: String) throws(StudioError) -> URL {
        guard !relative.isEmpty, relative.utf8.count <= 1024, !relative.hasPrefix("/"), !relative.contains("\0") else {
            throw StudioError("\"\(relative)\" is outside the studio folder")
        }
        let candidate = root.appendingPathComponent(relative).standardizedFileURL
        // A file that does not exist yet resolves through its folder.
        let real = Self.realPath(candidate.path)
            ?? Self.realPath(candidate.deletingLastPathComponent().path).map { $0 + "/" + candidate.lastPathComponent }
        guard let real, contains(realPath: real) else { throw StudioError("\"\(relative)\" is outside the studio folder") }
        return URL(fileURLWithPath: real)
    }

    /// Whether `url` (after resolving symbolic links) is inside the workspace.
    public func contains(_ url: URL) -> Bool {
        guard let real = Self.realPath(url.standardizedFileURL.path) else {
            return contains(realPath: url.standardizedFileURL.path)
        }
        return contains(realPath: real)
    }

    /// The path of `url` relative to the root ("" for the root itself).
    func relativePath(of url: URL) -> String {
        let path = url.path
        return path == root.path ? "" : String(path.dropFirst(root.path.count + 1))
    }

    /// The documents under the folder, as sorted relative paths: `.json` files that name a
    /// `schemaVersion` near their start, hidden folders skipped.
    public func documents() -> [String] { documents(where: Self.looksLikeDocument) }

    /// The documents under the folder, as ``documents()`` lists them, with `isDocument` telling
    /// which `.json` files are documents.
    func documents(where isDocument: (URL) -> Bool) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                          options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            guard url.pathExtension == "json", contains(url), isDocument(url) else { continue }
            found.append(relativePath(of: url.resolvingSymlinksInPath().standardizedFileURL))
            if found.count >= Self.maxListedDocuments { break }
        }
        return found.sorted()
    }

    /// Reads a document, refusing files over the size limit.
    public func read(_ relative: String) throws(StudioError) -> Data {
        let url = try document(relative)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              let size = attributes[.size] as? Int else { throw StudioError("cannot read \(relative): no such file or directory") }
        guard size <= maxDocumentBytes else {
            throw StudioError("\(relative) is \(size) bytes; the studio opens documents up to \(maxDocumentBytes) bytes")
        }
        do { return try FileReading.contents(of: url, limit: maxDocumentBytes) } catch {
            throw StudioError("cannot read \(relative): \(error.reason)")
        }
    }

    /// Writes a document atomically (a temporary file renamed over it, with the file's mode and,
    /// where it may, its owner), or in place when the file has several hard links, so they all keep
    /// showing it.
    public func write(_ data: Data, to relative: String) throws(StudioError) {
        let url = try document(relative)
        guard data.count <= maxDocumentBytes else {
            throw StudioError("the document is \(data.count) bytes; the studio saves documents up to \(maxDocumentBytes) bytes")
        }
        // Documents are saved as JSON, nothing else: a page cannot put other text (Swift, say) in a file.
        do throws(JSONSyntaxError) { _ = try JSONTape.parse(data) } catch {
            throw StudioError("\(relative.escapedForMessage) is not saved: the text is not JSON (\(error.location): "
                              + "\(error.message)); the studio saves documents as JSON")
        }
        do { try AtomicFile.write(data, to: url, keepingLinks: true) } catch {
            throw StudioError("cannot write \(relative): \(error.reason)")
        }
    }

    private func contains(realPath path: String) -> Bool {
        path == root.path || path.hasPrefix(root.path + "/")
    }

    /// `realpath(3)`: the absolute path with every symbolic link resolved; nil if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A layout document names its `schemaVersion`; goldens' sidecars and frame dumps do not.
    /// Only regular files are read (opened non-blocking: a FIFO named `x.json` never blocks the walk).
    static func looksLikeDocument(_ url: URL) -> Bool {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        var head = [UInt8](repeating: 0, count: 64 * 1024)
        let count = head.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        return Data(head[..<count]).range(of: Data("\"schemaVersion\"".utf8)) != nil
    }
}

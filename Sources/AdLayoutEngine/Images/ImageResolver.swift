import Foundation
import AdLayoutModel

/// Checks every image a document refers to, once per path, under an ``/AdLayoutModel/ImageAccess`` rule, and
/// warns (with the JSON path of the first use) about those that will be drawn as placeholders.
package struct ImageResolver {
    let baseDirectory: URL?
    let access: ImageAccess
    let diagnostics: DiagnosticSink
    package var table = ImageTable()
    /// Files a Swift setup found for paths it names (``/AdLayoutModel/LayoutDocument/setupImageFiles``):
    /// checked as ``add(_:file:at:)`` checks them.
    package var setupFiles: [String: URL] = [:]
    /// The canonical allowed folders (symbolic links resolved).
    private let folders: [String]
    /// The allowed folders as written and resolved, for ``/AdLayoutModel/ConfinedPath``.
    private let confinedFolders: [ConfinedPath.Folder]

    package init(baseDirectory: URL?, access: ImageAccess, diagnostics: DiagnosticSink) {
        self.baseDirectory = baseDirectory; self.access = access; self.diagnostics = diagnostics
        table.pixelBudget = access.pixelBudget
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        folders = ([base] + access.allowedFolders).map { Self.canonical($0.standardizedFileURL.path) ?? $0.standardizedFileURL.path }
        confinedFolders = ([base] + access.allowedFolders).map(ConfinedPath.Folder.init)
    }

    /// Adds `path` (as written), first used at `jsonPath`.
    package mutating func add(_ path: String, at jsonPath: @autoclosure () -> String) {
        guard table.references[path] == nil else { return }
        if let file = setupFiles[path] { return add(path, file: file, at: jsonPath()) }
        let where_ = jsonPath()
        table.firstUse[path] = where_
        let reference = check(path, at: where_)
        table.references[path] = reference
    }

    /// Adds `path` as the file the Swift setup reader found at `file` in the app's folder (which the
    /// user named, as its XIBs): its header and size are checked, not its folder.
    package mutating func add(_ path: String, file: URL, at jsonPath: @autoclosure () -> String) {
        guard table.references[path] == nil else { return }
        let where_ = jsonPath()
        table.firstUse[path] = where_
        table.references[path] = header(of: file, path: path, at: where_)
    }

    private func check(_ path: String, at jsonPath: String) -> ImageReference {
        if path.hasPrefix("asset:") {
            let name = String(path.dropFirst(6))
            if let asset = BuiltInAsset(name: name) { return .asset(asset) }
            warn(jsonPath, "asset \"\(name)\" is not a built-in asset\(NameSuggestions.hint(for: name, in: BuiltInAsset.names)); "
                 + "built-in: " + BuiltInAsset.names.joined(separator: ", ") + "; drawing a placeholder")
            return .unavailable
        }
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        if let reason = ConfinedPath.textRefusal(path) {
            warn(jsonPath, "image \"\(path.escapedForMessage)\" \(reason); drawing a placeholder")
            return .unavailable
        }
        // Placed from its text alone: nothing outside the folders is ever asked about.
        let lexicalBase = base.standardizedFileURL.path
        let lexical = ConfinedPath.lexical(path, in: lexicalBase)
        // Refuse what lies outside lexically before touching the file system, so the message never
        // tells whether a file exists there; then again after symbolic links are resolved.
        let refusal = "image \"\(path.escapedForMessage)\" is outside \(access.boundary); drawing a placeholder"
        let lexicallyAllowed = isInside(lexical, [lexicalBase] + access.allowedFolders.map(\.standardizedFileURL.path) + folders)
        guard lexicallyAllowed else { warn(jsonPath, refusal); return .unavailable }
        // Links are followed one at a time, and one that leads outside is refused before its target
        // is looked at (through a linked folder too), so the refusal never tells what is there.
        let real: String
        switch ConfinedPath.resolve(lexical, within: confinedFolders) {
        case .inside(let path): real = path
        case .outside: warn(jsonPath, refusal); return .unavailable
        case .failed(let code):
            // The reason inside the folders: a missing file, a loop of symbolic links, a folder without access.
            warn(jsonPath, "image \"\(path)\": \(FileReading.reason(code)); drawing a placeholder")
            return .unavailable
        }
        return header(of: URL(fileURLWithPath: real), path: path, at: jsonPath)
    }

    /// The file's reference once its header is read and its size is within the pixel budget.
    private func header(of url: URL, path: String, at jsonPath: String) -> ImageReference {
        switch ImageHeader.read(contentsOf: url) {
        case .failure(let error):
            warn(jsonPath, "image \"\(path)\": \(error); drawing a placeholder")
            return .unavailable
        case .success(let header):
            guard header.pixels <= access.pixelBudget else {
                let limit = ImageHeader.describe(pixels: access.pixelBudget)
                warn(jsonPath, "image \"\(path)\" is \(header.width)×\(header.height) pixels; the limit is "
                     + "\(limit) (--max-image-pixels); drawing a placeholder")
                return .unavailable
            }
            return .file(url, header)
        }
    }

    private func warn(_ jsonPath: String, _ message: String) {
        diagnostics.warning(.image, jsonPath, nil, message)
    }

    private func isInside(_ path: String, _ folders: [String]) -> Bool {
        folders.contains { folder in path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
    }

    /// `path` with symbolic links resolved, or nil when it does not exist.
    static func canonical(_ path: String) -> String? {
        errno = 0
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

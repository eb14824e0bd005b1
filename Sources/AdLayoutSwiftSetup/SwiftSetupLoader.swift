import AdLayoutCore
import Foundation

/// Loads layout documents with Swift setup files under them: files given to every document
/// (`--swift-setup`) and the files a document names (`"swiftSetup": ["OfferwallSetup.swift"]`,
/// relative to the document and inside its folder). The files are read as one program, the
/// command line's first; the result is merged under the document (``SetupMerger``), then decoded
/// and resolved. Errors that come from the Swift code are reported at its file:line:column.
public struct SwiftSetupLoader: Sendable {
    /// Setup files for every document.
    public let sources: [SwiftSetupSource]
    /// Receives warnings and notes (errors are thrown).
    let report: @Sendable (SetupDiagnostic) -> Void
    /// The command line's files read alone, for documents that name none (reported once).
    private let shared: SetupDocument?

    /// `report` receives the warnings and notes of the shared files now, and of document-named files as they are read.
    public init(sources: [SwiftSetupSource], report: @escaping @Sendable (SetupDiagnostic) -> Void) {
        self.sources = sources
        self.report = report
        shared = sources.isEmpty ? nil : SwiftSetupReader.read(sources)
        shared?.diagnostics.filter { $0.severity != .error }.forEach(report)
    }

    /// Errors of the shared files (a command stops before its documents when there are any).
    public var sharedErrors: [DocumentError] { shared.map(Self.errors) ?? [] }

    /// A ``DocumentLoader`` for the render pipeline and snapshot suites.
    public var documentLoader: DocumentLoader {
        DocumentLoader { url, displayPath, base throws(DocumentErrors) in
            let (root, setup) = try self.merged(url, displayPath: displayPath)
            let name = displayPath ?? url.path
            do throws(DocumentErrors) {
                let document = try DocumentDecoder.decode(root: root, file: name, baseDirectory: url.deletingLastPathComponent())
                return try DocumentResolver.resolve(document, base: base)
            } catch {
                throw DocumentErrors(error.errors.map { setup?.locate($0) ?? $0 })
            }
        }
    }

    /// The document at `url` with its setup merged under it, and the setup (nil when there is none).
    public func merged(_ url: URL, displayPath: String?) throws(DocumentErrors) -> (JSONNode, SetupDocument?) {
        let name = displayPath ?? url.path
        let root: JSONNode
        do {
            root = try JSONParser.parse(try Data(contentsOf: url))
        } catch {
            // Unreadable or not JSON: the decoder says so in its usual words.
            _ = try DocumentDecoder.decode(contentsOf: url, displayPath: displayPath)
            throw DocumentErrors([DocumentError(reason: .syntax, file: name, path: "", location: nil, message: "cannot read the file")])
        }
        let named = try namedFiles(root, documentURL: url, displayPath: name)
        let setup: SetupDocument?
        if named.isEmpty {
            setup = shared
        } else {
            let read = SwiftSetupReader.read(sources + named)
            read.diagnostics.filter { $0.severity != .error }.forEach(report)
            setup = read
        }
        guard let setup else { return (root, nil) }
        if setup.hasErrors { throw DocumentErrors(Self.errors(setup)) }
        return (SetupMerger.merge(setup.root, under: root), setup)
    }

    static func errors(_ setup: SetupDocument) -> [DocumentError] {
        setup.diagnostics.filter { $0.severity == .error }.map {
            DocumentError(reason: .invalidValue, file: $0.file, path: "",
                          location: AdLayoutCore.SourceLocation(line: $0.position.line, column: $0.position.column, offset: $0.position.offset),
                          message: $0.message)
        }
    }

    /// The files of the document's `swiftSetup` key, read.
    private func namedFiles(_ root: JSONNode, documentURL: URL, displayPath: String) throws(DocumentErrors) -> [SwiftSetupSource] {
        guard case .object(let object) = root.value, let node = object["swiftSetup"] else { return [] }
        func fail(_ path: String, _ location: AdLayoutCore.SourceLocation, _ message: String) -> DocumentError {
            DocumentError(reason: .invalidValue, file: displayPath, path: path, location: location, message: message)
        }
        guard case .array(let items) = node.value else {
            throw DocumentErrors([fail("swiftSetup", node.location, "expected an array of Swift file paths, relative to the document")])
        }
        let folder = documentURL.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath()
        let displayFolder = (displayPath as NSString).deletingLastPathComponent
        var sources: [SwiftSetupSource] = [], errors: [DocumentError] = []
        for (i, item) in items.enumerated() {
            let path = "swiftSetup[\(i)]"
            guard case .string(let relative) = item.value, !relative.isEmpty else {
                errors.append(fail(path, item.location, "expected the path of a Swift file, relative to the document"))
                continue
            }
            let url = URL(fileURLWithPath: relative, relativeTo: folder).standardizedFileURL.resolvingSymlinksInPath()
            guard url.path.hasPrefix(folder.path + "/") else {
                errors.append(fail(path, item.location, "\"\(relative)\" is outside the document's folder; setup files must be "
                                   + "in the folder of the document or below it"))
                continue
            }
            let name = displayFolder.isEmpty ? relative : (displayFolder as NSString).appendingPathComponent(relative)
            do {
                sources.append(try SwiftSetupSource(contentsOf: url, name: name))
            } catch {
                let exists = FileManager.default.fileExists(atPath: url.path)
                errors.append(fail(path, item.location, "cannot read \(name): \(exists ? "not UTF-8 text" : "no such file")"))
            }
        }
        if !errors.isEmpty { throw DocumentErrors(errors) }
        return sources
    }
}

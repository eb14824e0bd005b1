import AdLayoutCore
import Foundation

/// Loads layout documents with Swift setup files under them: files given to every document
/// (`--swift-setup`) and the files a document names (`"swiftSetup": ["OfferwallSetup.swift"]`,
/// relative to the document and inside its folder). The files are read as one program, the
/// command line's first; the setup they make is decoded as the document format's setup object
/// (`DocumentDecoder.decodeSetup(_:file:)`) and put under the document
/// (`LayoutDocument.merging(setup:)`: the document's own parts win), which is then resolved.
///
/// Problems of the parts the setup provides are reported at the Swift file:line:column they come
/// from; problems of the document's own parts at the document's.
///
/// One loader serves a whole run: the setup of the same files is read once, however many documents
/// and variants name it, and the reader's warnings and notes are reported once each.
public struct SwiftSetupLoader: Sendable {
    /// Setup files for every document.
    public let sources: [SwiftSetupSource]
    /// The command line's files read alone, for documents that name none (reported once).
    private let shared: SetupDocument?
    /// Setups read for documents, and what was reported.
    private let run: SwiftSetupRun

    /// `report` receives the warnings and notes of the shared files now, and of document-named files
    /// when they are first read; each distinct diagnostic once.
    public init(sources: [SwiftSetupSource], report: @escaping @Sendable (Diagnostic) -> Void) {
        self.sources = sources
        run = SwiftSetupRun(report: report)
        shared = sources.isEmpty ? nil : run.read(sources)
    }

    /// A loader that reports nothing and keeps nothing of its diagnostics: each load's setup
    /// (``load(_:file:baseDirectory:base:options:)``'s `setup`) has them. For a long-running caller
    /// (the studio), whose edits make new diagnostics without end.
    public init(sources: [SwiftSetupSource]) {
        self.sources = sources
        run = SwiftSetupRun(report: nil)
        shared = sources.isEmpty ? nil : run.read(sources)
    }

    /// The command line's files as read (nil when there are none).
    public var sharedSetup: SetupDocument? { shared }

    /// Errors of the shared files (a command stops before its documents when there are any).
    public var sharedErrors: [Diagnostic] { shared.map(Self.errors) ?? [] }

    /// A ``/AdLayoutCore/DocumentLoader`` for the render pipeline and snapshot suites.
    public var documentLoader: DocumentLoader {
        DocumentLoader { url, displayPath, base, options in
            load(url, displayPath: displayPath, base: base, options: options).result
        }
    }

    /// Decodes the document at `url` (named `displayPath` in messages), puts its setup under it and
    /// resolves it on `base`: the resolved document (nil when there is an error) and every diagnostic.
    public func load(_ url: URL, displayPath: String? = nil, base: TnkLayout = TnkLayout(),
                     options: DocumentDecoder.Options = .init()) -> (result: (ResolvedDocument?, [Diagnostic]), setup: SetupDocument?) {
        let name = displayPath ?? url.path
        var loaded = load(name: name, folder: url.deletingLastPathComponent(), base: base, options: options) { options in
            DocumentDecoder.decodeCollecting(contentsOf: url, displayPath: displayPath, options: options)
        }
        loaded.result.1 = DiagnosticLocations.filled(loaded.result.1, file: name) {
            try? FileReading.contents(of: url, limit: DiagnosticLocations.maximumBytes)
        }
        return loaded
    }

    /// As ``load(_:displayPath:base:options:)``, for a document in memory; its relative paths
    /// (images, `swiftSetup`) are relative to `baseDirectory`.
    public func load(_ data: Data, file: String, baseDirectory: URL, base: TnkLayout = TnkLayout(),
                     options: DocumentDecoder.Options = .init()) -> (result: (ResolvedDocument?, [Diagnostic]), setup: SetupDocument?) {
        var loaded = load(name: file, folder: baseDirectory, base: base, options: options) { options in
            DocumentDecoder.decodeCollecting(data, file: file, baseDirectory: baseDirectory, options: options)
        }
        loaded.result.1 = DiagnosticLocations.filled(loaded.result.1, file: file) { data }
        return loaded
    }

    private func load(name: String, folder: URL, base: TnkLayout, options: DocumentDecoder.Options,
                      decode: (DocumentDecoder.Options) -> (LayoutDocument?, [Diagnostic]))
        -> (result: (ResolvedDocument?, [Diagnostic]), setup: SetupDocument?)
    {
        var (document, decoding) = decode(options)
        guard var document else { return ((nil, decoding), nil) }
        let (named, fileErrors) = namedFiles(document.swiftSetup, folder: folder, displayPath: name,
                                             allowed: options.imageAccess.allowedFolders, boundary: options.imageAccess.boundary)
        guard fileErrors.isEmpty else { return ((nil, decoding + fileErrors), nil) }
        let setupDocument: SetupDocument?
        setupDocument = named.isEmpty ? shared : run.read(sources + named)
        guard let setupDocument else {
            return (DocumentLoader.resolve(document, decoding: decoding, base: base, imageAccess: options.imageAccess,
                                           readsSwiftSetup: true), nil)
        }
        if setupDocument.hasErrors { return ((nil, decoding + Self.errors(setupDocument)), setupDocument) }

        // The setup as the document format's setup object; its problems point at the Swift code.
        let (decodedSetup, setupDiagnostics) = DocumentDecoder.decodeSetup(Data(setupDocument.json.utf8), file: setupDocument.files[0])
        let fromSetup = setupDiagnostics.map(setupDocument.locate)
        guard let setup = decodedSetup else { return ((nil, decoding + fromSetup), setupDocument) }

        // A theme the setup sets decides which colour of the document's {"light", "dark"} pairs is read.
        if let theme = setup.theme, document.declaredTheme == nil, options.theme == nil, options.fallbackTheme == nil {
            var themed = options
            themed.fallbackTheme = theme
            let (again, diagnostics) = decode(themed)
            guard let again else { return ((nil, diagnostics), setupDocument) }
            (document, decoding) = (again, diagnostics)
        }
        let merged = document.merging(setup: setup)

        let (resolved, resolving) = DocumentLoader.resolve(merged, decoding: [], base: base, imageAccess: options.imageAccess,
                                                           readsSwiftSetup: true)
        let own = OwnParts(document)
        let all = decoding + fromSetup + resolving.map { own.contains($0.path) ? $0 : setupDocument.locate($0) }
        return ((all.contains { $0.severity == .error } ? nil : resolved, all), setupDocument)
    }

    /// The document at `url` as JSON with its setup merged under it (what `import-swift --into`
    /// prints), after checking that it loads: nil and every diagnostic when it does not.
    public func mergedJSON(_ url: URL, displayPath: String? = nil, base: TnkLayout = TnkLayout()) -> (JSONNode?, [Diagnostic]) {
        let ((resolved, diagnostics), setup) = load(url, displayPath: displayPath, base: base)
        guard resolved != nil else { return (nil, diagnostics) }
        let root: JSONNode
        do {
            root = try JSONNode.parse(try FileReading.contents(of: url, limit: FormatLimits.documentBytes), file: displayPath ?? url.path)
        } catch let error as DocumentErrors {
            return (nil, error.diagnostics)
        } catch {
            return (nil, [Diagnostic(code: .syntax, file: displayPath ?? url.path, path: "", location: nil,
                                     message: "cannot read the file: \(FileReading.reason(of: error))")])
        }
        guard let setup else { return (root, diagnostics) }
        return (SetupMerger.merge(setup.root, under: root), diagnostics)
    }

    /// The setup reader's errors.
    static func errors(_ setup: SetupDocument) -> [Diagnostic] { setup.diagnostics.filter { $0.severity == .error } }

    /// The parts a document has itself (a setup's parts of the same name are replaced by them).
    struct OwnParts {
        let registrations: Set<String>, placementRegistrations: Set<String>, layoutClasses: Set<String>, menuLayouts: Set<String>

        init(_ document: LayoutDocument) {
            registrations = Set(document.registrations.map(\.type.name))
            placementRegistrations = Set(document.placementRegistrations.map(\.placementId))
            layoutClasses = Set(document.layoutClasses.map(\.name))
            menuLayouts = Set(document.menuLayouts.map(\.type.name))
        }

        /// Whether the value at JSON `path` is the document's: everything but the registrations,
        /// layout classes and menu layouts the setup provides.
        func contains(_ path: String) -> Bool {
            let parts = SetupDocument.components(of: path)
            guard parts.count >= 2, case .key(let group) = parts[0], case .key(let name) = parts[1] else { return true }
            switch group {
            case "registrations": return registrations.contains(name)
            case "placementRegistrations": return placementRegistrations.contains(name)
            case "layoutClasses": return layoutClasses.contains(name)
            case "menuLayouts": return menuLayouts.contains(name)
            default: return true
            }
        }
    }

    /// The files of the document's `swiftSetup` key, read; or why they cannot be.
    ///
    /// The rule of images (``ImageAccess``, through ``ConfinedPath``): a file must lie, after `..`
    /// and symbolic links are resolved, inside the document's folder or one of the `allowed` folders
    /// (`--allow-path`), and be a regular file. Links are followed one at a time and one that leads
    /// outside is refused before its target is looked at, so the refusal has the same words whether
    /// or not a file exists outside.
    private func namedFiles(_ references: [SetupFileReference], folder documentFolder: URL, displayPath: String,
                            allowed: [URL], boundary: String) -> ([SwiftSetupSource], [Diagnostic]) {
        guard !references.isEmpty else { return ([], []) }
        func fail(_ reference: SetupFileReference, _ message: String) -> Diagnostic {
            Diagnostic(code: .invalidValue, file: displayPath, path: reference.jsonPath, location: reference.location, message: message)
        }
        let folders = ([documentFolder] + allowed).map(ConfinedPath.Folder.init)
        let displayFolder = (displayPath as NSString).deletingLastPathComponent
        var sources: [SwiftSetupSource] = [], errors: [Diagnostic] = []
        for reference in references {
            let relative = reference.path
            // Refused from its text before any system call: Swift only from `.swift` files (a
            // document or any other file is never read as code), no `~`.
            if let reason = ConfinedPath.textRefusal(relative) {
                errors.append(fail(reference, "\"\(relative.escapedForMessage)\" \(reason)"))
                continue
            }
            guard relative.hasSuffix(".swift") else {
                errors.append(fail(reference, "\"\(relative.escapedForMessage)\" is not a .swift file; swiftSetup names the app's "
                                   + "Swift setup files (.swift)"))
                continue
            }
            // Placed from its text alone (`URL(fileURLWithPath:)` would ask the file system).
            let lexical = ConfinedPath.lexical(relative, in: documentFolder.standardizedFileURL.path)
            let name = displayFolder.isEmpty ? relative : (displayFolder as NSString).appendingPathComponent(relative)
            switch ConfinedPath.resolve(lexical, within: folders) {
            case .outside:
                errors.append(fail(reference, "\"\(relative.escapedForMessage)\" is outside \(boundary); setup files must be there"))
            case .failed(let code):
                errors.append(fail(reference, "cannot read \(name): \(FileReading.reason(code))"))
            case .inside(let real):
                do {
                    sources.append(try SwiftSetupSource(contentsOf: URL(fileURLWithPath: real), name: name))
                } catch {
                    errors.append(fail(reference, "cannot read \(name): \(error.reason)"))
                }
            }
        }
        return (sources, errors)
    }
}

import AdLayoutCore
import Foundation

/// Loads layout documents with Swift setup files under them: files given to every document
/// (`--swift-setup`) and the files a document names (`"swiftSetup": ["OfferwallSetup.swift"]`,
/// relative to the document and inside its folder). The files are read as one program, the
/// command line's first; the tree the reader makes is merged under the document's parsed tree
/// (``/AdLayoutCore/SetupMerger``: the document's own parts win), and that one tree is decoded, then resolved.
///
/// Each node of the merged tree keeps where it comes from, so problems of the parts the setup
/// provides are reported at the Swift file:line:column they come from, and problems of the
/// document's own parts at the document's, by the decoder and every later stage alike.
///
/// One loader serves a whole run: the setup of the same files is read once, however many documents
/// and variants name it, and the reader's warnings and notes are reported once each.
public struct SwiftSetupLoader: SetupSource {
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

    /// The one ``/AdLayoutCore/DocumentLoader`` with this reader as its setup: what the render
    /// pipeline, the snapshot suites, `fit` and the commands load documents with.
    public var documentLoader: DocumentLoader { DocumentLoader(setup: self) }

    /// Decodes the document at `url` (named `displayPath` in messages), puts its setup under it and
    /// resolves it on `base`: the resolved document (nil when there is an error) and every diagnostic.
    public func load(_ url: URL, displayPath: String? = nil, base: TnkLayout = TnkLayout(),
                     options: DocumentDecoder.Options = .init()) -> (result: (ResolvedDocument?, [Diagnostic]), setup: SetupDocument?) {
        let (parsed, syntax) = DocumentDecoder.parse(contentsOf: url, displayPath: displayPath)
        return load(parsed, syntax: syntax, name: displayPath ?? url.path, folder: url.deletingLastPathComponent(), base: base,
                    options: options)
    }

    /// As ``load(_:displayPath:base:options:)``, for a document in memory; its relative paths
    /// (images, `swiftSetup`) are relative to `baseDirectory`.
    public func load(_ data: Data, file: String, baseDirectory: URL, base: TnkLayout = TnkLayout(),
                     options: DocumentDecoder.Options = .init()) -> (result: (ResolvedDocument?, [Diagnostic]), setup: SetupDocument?) {
        let (parsed, syntax) = DocumentDecoder.parse(data, file: file, baseDirectory: baseDirectory)
        return load(parsed, syntax: syntax, name: file, folder: baseDirectory, base: base, options: options)
    }

    /// As ``load(_:file:baseDirectory:base:options:)``, for a document already parsed
    /// (`DocumentDecoder.parse(_:file:baseDirectory:)`; `syntax` is its error when
    /// it is not JSON): the studio reads which setup files a document names before loading it, from
    /// the same parse. The stages are ``/AdLayoutCore/DocumentLoader``'s; the setup read comes back too.
    public func load(_ parsed: sending ParsedDocument?, syntax: [Diagnostic], name: String, folder: URL, base: TnkLayout = TnkLayout(),
                     options: DocumentDecoder.Options = .init()) -> (result: (ResolvedDocument?, [Diagnostic]), setup: SetupDocument?) {
        guard let parsed else { return ((nil, syntax), nil) }
        let (prepared, setup) = DocumentLoader.prepare(parsed, name: name, folder: folder, setup: self, options: options)
        return (DocumentLoader.resolve(prepared, base: base, imageAccess: options.imageAccess), setup)
    }

    /// The setup of a parsed document (the ``/AdLayoutCore/SetupSource`` witness): the command line's
    /// files and those its `swiftSetup` names, relative to `folder`, read as one program (each set
    /// once per run); the errors when a file cannot be read or the setup has errors.
    public func read(for document: ParsedDocument, name: String, folder: URL,
                     options: DocumentDecoder.Options) -> (setup: SetupDocument?, errors: [Diagnostic]) {
        let (named, fileErrors) = namedFiles(document.swiftSetup, folder: folder, displayPath: name,
                                             allowed: options.imageAccess.allowedFolders, boundary: options.imageAccess.boundary)
        guard fileErrors.isEmpty else { return (nil, fileErrors) }
        // A file given on the command line and named by the document too (the app's folder both) is read once.
        let given = Set(sources.map { Self.identity($0) })
        let added = named.filter { !given.contains(Self.identity($0)) }
        let setup = added.isEmpty ? shared : run.read(sources + added)
        return (setup, setup.map(Self.errors) ?? [])
    }

    /// The document at `url` as JSON with its setup merged under it (what `import-swift --into`
    /// prints): the tree it was decoded from, its `swiftSetup` consumed and the files the setup found
    /// named relative to the document's folder; after checking that it loads: nil and every
    /// diagnostic when it does not.
    public func mergedJSON(_ url: URL, displayPath: String? = nil, base: TnkLayout = TnkLayout()) -> (JSONNode?, [Diagnostic]) {
        let ((resolved, diagnostics), _) = load(url, displayPath: displayPath, base: base)
        guard let resolved else { return (nil, diagnostics) }
        // A document of more than `SourcePositions.maximumBytes` without a setup keeps no tree: read again.
        guard let tree = resolved.positions?.tree() else {
            do {
                return (try JSONNode.parse(try FileReading.contents(of: url, limit: FormatLimits.documentBytes), file: displayPath ?? url.path),
                        diagnostics)
            } catch let error as DocumentErrors {
                return (nil, error.diagnostics)
            } catch {
                return (nil, [Diagnostic(code: .syntax, file: displayPath ?? url.path, path: "", location: nil,
                                         message: "cannot read the file: \(FileReading.reason(of: error))")])
            }
        }
        guard case .object(var root) = tree.value else { return (tree, diagnostics) }
        root.members.removeAll { $0.key == "swiftSetup" }
        return (SetupFoundFiles.rebased(JSONNode(value: .object(root), location: tree.location), to: url.deletingLastPathComponent()),
                diagnostics)
    }

    /// What makes two sources the same file: a XIB's location, else the name and text.
    static func identity(_ source: SwiftSetupSource) -> String {
        if case .xib(let url) = source.kind { return "xib:" + url.standardizedFileURL.path }
        return source.name + "\u{0}" + source.text
    }

    /// The setup reader's errors.
    static func errors(_ setup: SetupDocument) -> [Diagnostic] { setup.diagnostics.filter { $0.severity == .error } }

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
            // A file of another kind is refused before it is looked at (a document is never read as code).
            guard ["swift", "xib", ""].contains((relative as NSString).pathExtension) else {
                errors.append(fail(reference, "\"\(relative.escapedForMessage)\" is not a .swift or .xib file, nor a folder; swiftSetup names "
                                   + "the app's Swift setup files or its folder"))
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
                do throws(FileReadError) {
                    var isFolder: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), isFolder.boolValue else {
                        sources.append(try SwiftSetupFiles.source(URL(fileURLWithPath: real), name: name))
                        continue
                    }
                    // A folder's files follow the same rule, each: a link inside that leads outside is refused.
                    for (file, relativeInFolder) in try SwiftSetupFiles.files(in: URL(fileURLWithPath: real)) {
                        let fileName = (name as NSString).appendingPathComponent(relativeInFolder)
                        switch ConfinedPath.resolve(file.path, within: folders) {
                        case .inside(let realFile):
                            sources.append(try SwiftSetupFiles.source(URL(fileURLWithPath: realFile), name: fileName))
                        case .outside:
                            errors.append(fail(reference, "\"\(fileName.escapedForMessage)\" is outside \(boundary); setup files must be there"))
                        case .failed(let code):
                            errors.append(fail(reference, "cannot read \(fileName): \(FileReading.reason(code))"))
                        }
                    }
                } catch {
                    errors.append(fail(reference, "cannot read \(name): \(error.reason)"))
                }
            }
        }
        return (sources, errors)
    }
}

import Foundation
import AdLayoutModel
import AdLayoutEngine
import AdLayoutBuiltIns

/// Reads and resolves documents, reporting the problems of decoding and resolving in one run: a
/// document with decoding errors is still resolved as far as it goes, so an unknown view class in
/// `registrations` is reported together with a bad value in `sections`.
///
/// One path for every document, in this order: parse → read its setup (``setup``, if any) → merge
/// the setup's tree under the document's (``SetupMerger``) → decode the merged tree once → resolve.
/// ``standard`` has no setup and refuses a document naming Swift setup files; AdLayoutSwiftSetup's
/// loader is the same value with its reader as ``setup``, and the render pipeline, the snapshot
/// suites and `fit` take either unchanged.
public struct DocumentLoader: Sendable {
    /// What is put under each document before it is decoded; nil: JSON only.
    public let setup: (any SetupSource)?

    /// A loader putting `setup` under each document (nil: JSON only).
    public init(setup: (any SetupSource)? = nil) {
        self.setup = setup
    }

    /// JSON only: a document naming Swift setup files (`swiftSetup`) is refused when it is resolved.
    public static let standard = DocumentLoader()

    /// Loads the document at `url` (named `displayPath` in messages) on top of `base`: the resolved
    /// document (nil when there is any error) and every diagnostic, warnings included.
    public func load(_ url: URL, _ displayPath: String?, _ base: TnkLayout, _ options: DocumentDecoder.Options)
        -> (ResolvedDocument?, [Diagnostic]) {
        Self.resolve(prepare(url, displayPath, options), base: base, imageAccess: options.imageAccess)
    }

    /// As ``load(_:_:_:_:)``, for a document in memory named `file`, its relative paths (images, setup
    /// files) from `baseDirectory` (nil: the current folder's for setup files).
    public func load(_ data: Data, file: String?, baseDirectory: URL?, base: TnkLayout, options: DocumentDecoder.Options)
        -> (ResolvedDocument?, [Diagnostic]) {
        let (parsed, syntax) = DocumentDecoder.parse(data, file: file, baseDirectory: baseDirectory)
        let folder = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return Self.resolve(prepare(parsed, syntax: syntax, name: file ?? "", folder: folder, options: options), base: base,
                            imageAccess: options.imageAccess)
    }

    /// Decodes and resolves a document in memory as ``standard`` does.
    public static func load(_ data: Data, file: String? = nil, baseDirectory: URL? = nil, base: TnkLayout = TnkLayout(),
                            options: DocumentDecoder.Options = .init()) -> (ResolvedDocument?, [Diagnostic]) {
        standard.load(data, file: file, baseDirectory: baseDirectory, base: base, options: options)
    }

    /// The stages before resolving (parse, setup, merge, decode) of the document at `url`: for callers
    /// that choose how it is resolved (`fit` asks for its sections, ``resolve(_:base:imageAccess:options:)``).
    public func prepare(_ url: URL, _ displayPath: String?, _ options: DocumentDecoder.Options) -> PreparedDocument {
        let (parsed, syntax) = DocumentDecoder.parse(contentsOf: url, displayPath: displayPath)
        return prepare(parsed, syntax: syntax, name: displayPath ?? url.path, folder: url.deletingLastPathComponent(), options: options)
    }

    /// As ``prepare(_:_:_:)``, for a document already parsed (nil with `syntax`, its error, when it is
    /// not JSON), named `name`, its setup files relative to `folder`.
    public func prepare(_ parsed: sending ParsedDocument?, syntax: [Diagnostic], name: String, folder: URL,
                        options: DocumentDecoder.Options) -> PreparedDocument {
        guard let parsed else { return PreparedDocument(document: nil, diagnostics: syntax, readsSwiftSetup: setup != nil) }
        guard let setup else {
            let (document, decoding) = DocumentDecoder.decodeCollecting(parsed, options: options)
            return PreparedDocument(document: document, diagnostics: decoding, readsSwiftSetup: false)
        }
        return Self.prepare(parsed, name: name, folder: folder, setup: setup, options: options).prepared
    }

    /// The setup stages with `source`: reads the setup of `parsed`, merges its tree under the document's
    /// and decodes the merged tree once (a theme the setup sets is then the document's when it names
    /// none); also what `source` read (for callers that show it; nil when the document has none).
    public static func prepare<Source: SetupSource>(_ parsed: sending ParsedDocument, name: String, folder: URL, setup source: Source,
                                                    options: DocumentDecoder.Options) -> (prepared: PreparedDocument, setup: Source.Setup?) {
        let (setup, errors) = source.read(for: parsed, name: name, folder: folder, options: options)
        guard errors.isEmpty, let setup else {
            // No setup, or one that cannot be used: the document is decoded for its own problems.
            let (document, decoding) = DocumentDecoder.decodeCollecting(parsed, options: options)
            return (PreparedDocument(document: errors.isEmpty ? document : nil, diagnostics: decoding + errors, readsSwiftSetup: true), setup)
        }
        let merged = DocumentDecoder.parse(SetupMerger.merge(setup.root, under: parsed.tree()), file: parsed.file,
                                           baseDirectory: parsed.baseDirectory)
        let (document, decoding) = DocumentDecoder.decodeCollecting(merged, options: options)
        var prepared = PreparedDocument(document: document, diagnostics: decoding, readsSwiftSetup: true)
        prepared.unreadViewClasses = setup.unreadViewClasses
        return (prepared, setup)
    }

    /// The last stage: resolves a prepared document on `base` (nil when there is any error).
    public static func resolve(_ prepared: PreparedDocument, base: TnkLayout, imageAccess: ImageAccess = ImageAccess(),
                               options: DocumentResolver.Options = .init()) -> (ResolvedDocument?, [Diagnostic]) {
        guard let document = prepared.document else { return (nil, prepared.diagnostics) }
        let (resolved, resolving) = resolve(document, decoding: [], base: base, imageAccess: imageAccess,
                                            readsSwiftSetup: prepared.readsSwiftSetup, options: options)
        let all = prepared.diagnostics + resolving.map { unreadViewClass($0, prepared.unreadViewClasses) }
        return (all.contains { $0.severity == .error } ? nil : resolved, all)
    }

    /// Resolves a decoded `document` (nil when it was not JSON), adding its problems to `decoding`;
    /// `options` ask for another shape than the document's screen (``DocumentResolver/Options``).
    public static func resolve(_ document: LayoutDocument?, decoding: [Diagnostic], base: TnkLayout,
                               imageAccess: ImageAccess = ImageAccess(), readsSwiftSetup: Bool = false,
                               options: DocumentResolver.Options = .init()) -> (ResolvedDocument?, [Diagnostic]) {
        guard let document else { return (nil, decoding) }
        var all = decoding
        if !readsSwiftSetup {
            for reference in document.swiftSetup {
                all.append(Diagnostic(code: .unsupported, file: document.file, path: reference.jsonPath, location: reference.location,
                                      message: "Swift setup files are read by the adlayout command (AdLayoutSwiftSetup), which "
                                        + "merges them under the document; this loader reads JSON only"))
            }
        }
        let (resolved, resolving) = DocumentResolver.resolveCollecting(document, base: base, imageAccess: imageAccess, options: options)
        all += resolving
        return (all.contains { $0.severity == .error } ? nil : resolved, all)
    }

    /// A registration of a view class the setup found but could not read: said as such, not as an
    /// unknown class to give the app's folder for.
    static func unreadViewClass(_ d: Diagnostic, _ unread: [String: String]) -> Diagnostic {
        let prefix = "unknown view class \""
        guard !unread.isEmpty, d.code == .unknownName, d.message.hasPrefix(prefix) else { return d }
        let name = d.message.dropFirst(prefix.count).prefix { $0 != "\"" }
        guard let message = unread[String(name)] else { return d }
        var out = d
        out.message = message
        return out
    }
}

/// A decoded document with its setup under it, ready to resolve (``DocumentLoader/prepare(_:_:_:)``).
public struct PreparedDocument: Sendable {
    /// The document; nil when it could not be decoded (or its setup not read).
    public var document: LayoutDocument?
    /// The problems so far.
    public var diagnostics: [Diagnostic]
    /// Whether the loader read the document's `swiftSetup` (else resolving refuses it).
    public var readsSwiftSetup: Bool
    /// The setup's view classes found but not read (``SetupTree/unreadViewClasses``).
    public var unreadViewClasses: [String: String] = [:]

    /// A prepared document.
    public init(document: LayoutDocument?, diagnostics: [Diagnostic], readsSwiftSetup: Bool) {
        self.document = document; self.diagnostics = diagnostics; self.readsSwiftSetup = readsSwiftSetup
    }
}

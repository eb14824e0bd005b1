import Foundation
import AdLayoutModel
import AdLayoutEngine
import AdLayoutBuiltIns

/// Reads and resolves document files, reporting the problems of decoding and resolving in one
/// run: a document with decoding errors is still resolved as far as it goes, so an unknown view
/// class in `registrations` is reported together with a bad value in `sections`.
///
/// ``standard`` decodes the JSON and resolves it. Tools that add to documents before they resolve
/// (AdLayoutSwiftSetup merges an app's Swift setup under them) supply their own, and the render
/// pipeline and snapshot suites take it unchanged.
public struct DocumentLoader: Sendable {
    /// Loads the document at `url` (named `displayPath` in messages) on top of `base`: the resolved
    /// document (nil when there is any error) and every diagnostic, warnings included.
    public var load: @Sendable (_ url: URL, _ displayPath: String?, _ base: TnkLayout, _ options: DocumentDecoder.Options)
        -> (ResolvedDocument?, [Diagnostic])
    /// Decodes the document at `url` and adds what the loader adds (a Swift setup under it), without
    /// resolving it: for callers that change the document before it is resolved (`fit` chooses its
    /// sections). ``load`` is this, then ``resolve(_:decoding:base:imageAccess:readsSwiftSetup:options:)``.
    public var prepare: @Sendable (_ url: URL, _ displayPath: String?, _ options: DocumentDecoder.Options) -> PreparedDocument

    /// A loader that runs `load`, and `prepare` (default: decoding only).
    public init(prepare: @escaping @Sendable (_ url: URL, _ displayPath: String?, _ options: DocumentDecoder.Options) -> PreparedDocument
                    = DocumentLoader.decode,
                load: @escaping @Sendable (_ url: URL, _ displayPath: String?, _ base: TnkLayout,
                                           _ options: DocumentDecoder.Options) -> (ResolvedDocument?, [Diagnostic])) {
        self.prepare = prepare
        self.load = load
    }

    /// Decoding only: a document naming Swift setup files is refused when it is resolved.
    public static let decode: @Sendable (URL, String?, DocumentDecoder.Options) -> PreparedDocument = { url, displayPath, options in
        let (document, decoding) = DocumentDecoder.decodeCollecting(contentsOf: url, displayPath: displayPath, options: options)
        return PreparedDocument(document: document, diagnostics: decoding, readsSwiftSetup: false)
    }

    /// Decode, then resolve. A document naming Swift setup files (`swiftSetup`) is refused: those
    /// need a loader that reads Swift.
    public static let standard = DocumentLoader { url, displayPath, base, options in
        let (document, decoding) = DocumentDecoder.decodeCollecting(contentsOf: url, displayPath: displayPath, options: options)
        return resolve(document, decoding: decoding, base: base, imageAccess: options.imageAccess)
    }

    /// Decodes and resolves a document in memory, as ``standard`` does a file.
    public static func load(_ data: Data, file: String? = nil, baseDirectory: URL? = nil, base: TnkLayout = TnkLayout(),
                            options: DocumentDecoder.Options = .init()) -> (ResolvedDocument?, [Diagnostic]) {
        let (document, decoding) = DocumentDecoder.decodeCollecting(data, file: file, baseDirectory: baseDirectory, options: options)
        return resolve(document, decoding: decoding, base: base, imageAccess: options.imageAccess)
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
}

/// A decoded document with what its loader adds, ready to resolve (``DocumentLoader/prepare``).
public struct PreparedDocument: Sendable {
    /// The document; nil when it could not be decoded (or its setup not read).
    public var document: LayoutDocument?
    /// The problems so far.
    public var diagnostics: [Diagnostic]
    /// Whether the loader read the document's `swiftSetup` (else resolving refuses it).
    public var readsSwiftSetup: Bool

    /// A prepared document.
    public init(document: LayoutDocument?, diagnostics: [Diagnostic], readsSwiftSetup: Bool) {
        self.document = document; self.diagnostics = diagnostics; self.readsSwiftSetup = readsSwiftSetup
    }
}

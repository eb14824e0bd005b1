import Foundation

/// Decodes and resolves a document in one step, reporting the problems of both in one run: a
/// document with decoding errors is still resolved as far as it goes, so an unknown view class in
/// `registrations` is reported together with a bad value in `sections`.
public enum DocumentLoader {
    /// The resolved document (nil when there is any error) and every diagnostic, warnings included.
    public static func load(contentsOf url: URL, displayPath: String? = nil, base: TnkLayout = TnkLayout(),
                            options: DocumentDecoder.Options = .init()) -> (ResolvedDocument?, [Diagnostic]) {
        let (document, decoding) = DocumentDecoder.decodeCollecting(contentsOf: url, displayPath: displayPath, options: options)
        return finish(document, decoding, base: base)
    }

    /// The same for a document in memory.
    public static func load(_ data: Data, file: String? = nil, baseDirectory: URL? = nil, base: TnkLayout = TnkLayout(),
                            options: DocumentDecoder.Options = .init()) -> (ResolvedDocument?, [Diagnostic]) {
        let (document, decoding) = DocumentDecoder.decodeCollecting(data, file: file, baseDirectory: baseDirectory, options: options)
        return finish(document, decoding, base: base)
    }

    private static func finish(_ document: LayoutDocument?, _ decoding: [Diagnostic], base: TnkLayout)
        -> (ResolvedDocument?, [Diagnostic])
    {
        guard let document else { return (nil, decoding) }
        let (resolved, resolving) = DocumentResolver.resolveCollecting(document, base: base)
        let all = decoding + resolving
        return (all.contains { $0.severity == .error } ? nil : resolved, all)
    }
}

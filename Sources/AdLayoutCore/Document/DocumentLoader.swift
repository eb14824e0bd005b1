import Foundation

/// Reads and resolves a document file: ``DocumentDecoder`` then ``DocumentResolver`` by default.
/// Tools that add to documents before decoding (the Swift setup reader) supply their own, so the
/// render pipeline and snapshot suites take them unchanged.
public struct DocumentLoader: Sendable {
    /// Loads the document at `url` (named `displayPath` in messages) on top of `base`.
    public var load: @Sendable (_ url: URL, _ displayPath: String?, _ base: TnkLayout) throws(DocumentErrors) -> ResolvedDocument

    public init(load: @escaping @Sendable (_ url: URL, _ displayPath: String?, _ base: TnkLayout) throws(DocumentErrors) -> ResolvedDocument) {
        self.load = load
    }

    /// Decode, then resolve.
    public static let standard = DocumentLoader { url, displayPath, base throws(DocumentErrors) in
        try DocumentResolver.resolve(try DocumentDecoder.decode(contentsOf: url, displayPath: displayPath), base: base)
    }
}

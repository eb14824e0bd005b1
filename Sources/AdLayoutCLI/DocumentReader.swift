import AdLayoutCore
import Foundation

/// How the commands read documents, from files and from memory (standard input): JSON only
/// (``json``), or with Swift setup files under them when the executable opted into the Swift
/// setup reader (``CommandSetExtension/setupReader``).
public struct DocumentReader: Sendable {
    /// Reads the document files of a run.
    public var documentLoader: DocumentLoader
    /// Reads a document in memory named `file`, its relative paths resolved from `baseDirectory`,
    /// resolving it on `base`: the resolved document (nil when there is an error) and every diagnostic.
    public var loadData: @Sendable (_ data: Data, _ file: String, _ baseDirectory: URL, _ base: TnkLayout,
                                    _ options: DocumentDecoder.Options) -> (ResolvedDocument?, [Diagnostic])

    /// A reader of files through `documentLoader` and of data through `loadData`.
    public init(documentLoader: DocumentLoader,
                loadData: @escaping @Sendable (_ data: Data, _ file: String, _ baseDirectory: URL, _ base: TnkLayout,
                                               _ options: DocumentDecoder.Options) -> (ResolvedDocument?, [Diagnostic])) {
        self.documentLoader = documentLoader
        self.loadData = loadData
    }

    /// Documents as JSON only: a document naming Swift setup files gets the loader's "unsupported" error.
    public static let json = DocumentReader(documentLoader: .standard) { data, file, baseDirectory, base, options in
        DocumentLoader.load(data, file: file, baseDirectory: baseDirectory, base: base, options: options)
    }
}

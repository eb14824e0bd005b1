import Foundation

/// A XIB read once and parsed once: its bytes and what the reader made of them (the document, or the error at its
/// line:column). The Swift setup reader makes it where the app's code loads the nib, takes the images its views
/// name from ``document``, and hands it on to the app view that renders it, so no one opens or parses the file again.
public struct XIBFile: Sendable {
    /// The file's name, as the document's errors name it (`Cell.xib`).
    public let name: String
    /// The bytes as read.
    public let contents: Data
    /// The one parse of ``contents``.
    public let document: Result<XIBDocument, XIBError>

    /// `contents` parsed as the XIB `name`.
    public init(contents: Data, name: String) {
        self.name = name
        self.contents = contents
        document = Result { () throws(XIBError) in try XIBDocument(data: contents, fileName: name) }
    }
}

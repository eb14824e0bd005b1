import Foundation

/// A file a value names that the Swift setup reader found in the app's folder (the XIB an item view
/// loads, an image of an asset catalog): where it is, and its bytes when the reader read them. It
/// travels with the value's node (``JSONNode/found``) into the document's tape, so the decoder takes
/// it from there and a printed document can name it relative to its own folder.
public struct FoundFile: Sendable {
    /// Where the file is (in the folder the user named, so not confined to the document's).
    public var url: URL
    /// The file as the reader read it (once, a regular file); nil when it was not read.
    public var contents: Data?

    /// The file at `url`, read as `contents` when it was.
    public init(url: URL, contents: Data? = nil) { self.url = url; self.contents = contents }
}

import Foundation

/// A file a value names that the Swift setup reader found in the app's folder (the XIB an item view
/// loads, an image of an asset catalog): where it is, and what the reader made of it. It
/// travels with the value's node (``JSONNode/found``) into the document's tape, so the decoder takes
/// it from there and a printed document can name it relative to its own folder.
public struct FoundFile: Sendable {
    /// Where the file is (in the folder the user named, so not confined to the document's).
    public var url: URL
    /// The file as the reader read (once, a regular file) and parsed it (once) — a XIB's is AdLayoutInterfaceBuilder's
    /// `XIBFile`, which the model, below that module, carries without reading; nil when it was not read.
    public var parsed: (any Sendable)?

    /// The file at `url`, read and parsed as `parsed` when it was.
    public init(url: URL, parsed: (any Sendable)? = nil) { self.url = url; self.parsed = parsed }
}

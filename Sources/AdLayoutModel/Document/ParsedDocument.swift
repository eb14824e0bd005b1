import Foundation

/// A document parsed and not yet decoded (``DocumentDecoder/parse(contentsOf:displayPath:)``), with
/// what a loader needs to know before decoding it, read from the parse: the Swift setup files it
/// names. So a setup is read first, merged under the document's tree (``tree()``), and the whole
/// decoded once.
public struct ParsedDocument {
    let tape: JSONTape
    /// The document's name in messages.
    public let file: String?
    /// The folder its relative paths start from.
    public let baseDirectory: URL?
    /// Its `swiftSetup` paths that are strings (the decoder reports the rest).
    public let swiftSetup: [SetupFileReference]

    init(tape: JSONTape, file: String?, baseDirectory: URL?) {
        self.tape = tape; self.file = file; self.baseDirectory = baseDirectory
        // Read quietly: decoding reads them again and reports what is wrong with them. Cursors do
        // not keep their context alive; this scope does.
        let quiet = DecodeContext(file: file)
        swiftSetup = withExtendedLifetime(quiet) {
            let root = Cursor(tape: tape, index: 0, diagnostics: quiet)
            let object = root.kind == .object ? ObjectCursor(cursor: root) : nil
            return object?["swiftSetup"].map(DocumentDecoder.setupReferences) ?? []
        }
    }

    /// The document as a tree with every value's line:column, made from this parse (what a Swift
    /// setup is merged under).
    public func tree() -> JSONNode { JSONParser.tree(tape) }
}

import Foundation

/// A document parsed and not yet decoded (``DocumentDecoder/parse(contentsOf:displayPath:)``), with
/// what a loader needs to know before decoding it, read from the parse: the Swift setup files it
/// names and whether it names its theme. So a setup that sets the theme is read first and the
/// document decoded once, for that theme.
public struct ParsedDocument {
    let tape: JSONTape
    /// The document's name in messages.
    public let file: String?
    /// The folder its relative paths start from.
    public let baseDirectory: URL?
    /// Its `swiftSetup` paths that are strings (the decoder reports the rest).
    public let swiftSetup: [SetupFileReference]
    /// Whether it names its theme (`styles.offerwallTheme`).
    public let namesTheme: Bool

    init(tape: JSONTape, file: String?, baseDirectory: URL?) {
        self.tape = tape; self.file = file; self.baseDirectory = baseDirectory
        // Read quietly: decoding reads them again and reports what is wrong with them. Cursors do
        // not keep their context alive; this scope does.
        let quiet = DecodeContext(file: file)
        (swiftSetup, namesTheme) = withExtendedLifetime(quiet) {
            let root = Cursor(tape: tape, index: 0, diagnostics: quiet)
            let object = root.kind == .object ? ObjectCursor(cursor: root) : nil
            let styles = object?["styles"].flatMap { $0.kind == .object ? ObjectCursor(cursor: $0) : nil }
            return (object?["swiftSetup"].map(DocumentDecoder.setupReferences) ?? [], styles?["offerwallTheme"] != nil)
        }
    }
}

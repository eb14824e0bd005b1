import Foundation
import Testing
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Positions come from the decoder: the decoded document keeps its parse (`SourcePositions`), the
/// resolved document and the layout tree carry it, and each stage locates what it reports, so no file
/// is read or parsed again to place a warning.
@Suite struct SourcePositionsTests {
    static let text = """
    {"schemaVersion": 1,
     "device": {"width": 200, "height": 120, "scale": 1},
     "sections": [{"type": "normal", "items": [
       {"appName": "First", "iconUrl": "missing-1.png"},
       {"appName": "Second", "pointValue": 1},
       {"appName": "Third", "iconUrl": "missing-3.png"}]}]}
    """

    @Test func thePathsOfTheDocumentAreFoundInItsParse() throws {
        let document = try DocumentDecoder.decode(Data(Self.text.utf8), file: "p.json")
        let positions = try #require(document.positions)
        #expect(positions.file == "p.json")
        // A member: its key; an element: its first character; the root: the document's first.
        #expect(positions.location(of: "sections[0].items[2].iconUrl").map { "\($0.line):\($0.column)" } == "6:25")
        #expect(positions.location(of: "sections[0].items[1]").map { "\($0.line):\($0.column)" } == "5:4")
        #expect(positions.location(of: "device.width").map { "\($0.line):\($0.column)" } == "2:13")
        #expect(positions.location(of: "").map { "\($0.line):\($0.column)" } == "1:1")
        // A string value as the text has it; not a string, or not there: nil.
        #expect(positions.string(at: "sections[0].items[2].iconUrl") == "missing-3.png")
        #expect(positions.string(at: "sections[0].type") == "normal")
        #expect(positions.string(at: "device.width") == nil && positions.string(at: "styles.offerwallTheme") == nil)
        // What the document does not spell out, or a path that cannot be read, has no position.
        for path in ["sections[0].items[1].iconUrl", "sections[0].items[3]", "sections.items", "device[0]", "a..b"] {
            #expect(positions.location(of: path) == nil, "\(path)")
        }
    }

    @Test func onlyPathOnlyDiagnosticsOfTheDocumentAreLocated() throws {
        let positions = try #require(try DocumentDecoder.decode(Data(Self.text.utf8), file: "p.json").positions)
        let here = SourceLocation(line: 9, column: 9, offset: 0)
        let diagnostics = [
            Diagnostic(.warning, code: .image, file: "p.json", path: "sections[0].items[0].iconUrl", location: nil, message: "a"),
            Diagnostic(.warning, code: .image, file: "other.json", path: "sections[0].items[0].iconUrl", location: nil, message: "b"),
            Diagnostic(.warning, code: .image, file: "p.json", path: "sections[0].items[2].iconUrl", location: here, message: "c"),
            Diagnostic(.warning, code: .image, file: nil, path: "sections[0]", location: nil, message: "d"),
        ]
        #expect(positions.locate(diagnostics).map(\.line) == [
            "warning: p.json:4:25: sections[0].items[0].iconUrl: a",
            "warning: other.json: sections[0].items[0].iconUrl: b",
            "warning: p.json:9:9: sections[0].items[2].iconUrl: c",
            "warning: <document>:3:15: sections[0]: d",
        ])
    }

    /// The file is changed after decoding: what resolving and laying out report is still placed where
    /// the decoded text had it (nothing reads the file again).
    @Test func laterStagesLocateFromTheDecodersParseNotTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("positions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("doc.json")
        try Data(Self.text.utf8).write(to: file)
        let (decoded, decoding) = DocumentDecoder.decodeCollecting(contentsOf: file, displayPath: "doc.json")
        #expect(decoding.isEmpty)
        try Data("not JSON any more".utf8).write(to: file)
        let (resolved, resolving) = DocumentResolver.resolveCollecting(try #require(decoded))
        #expect(resolving.map(\.line) == [
            #"warning: doc.json:4:25: sections[0].items[0].iconUrl: image "missing-1.png": no such file or directory; drawing a placeholder"#,
            #"warning: doc.json:6:25: sections[0].items[2].iconUrl: image "missing-3.png": no such file or directory; drawing a placeholder"#,
        ])
        let tree = LayoutEngine(measurer: ApproximateTextMeasurer()).layout(resolved)
        #expect(tree.positions === resolved.positions)
        // The list runs past the 120-point canvas: the section's note is at the section.
        let note = try #require(tree.diagnostics.first { $0.code == .clipped })
        #expect(note.line.hasPrefix("note: doc.json:3:15: sections[0]: "), "\(note.line)")
    }

    @Test func aDocumentLargerThanTheLimitKeepsNoPositions() throws {
        let ads = Array(repeating: #"{"appName": "An ad with a long enough name to take room"}"#, count: 330_000).joined(separator: ",")
        let text = #"{"schemaVersion": 1, "sections": [{"type": "normal", "items": ["# + ads + "]}]}"
        #expect(text.utf8.count > SourcePositions.maximumBytes)
        let (document, _) = DocumentDecoder.decodeCollecting(Data(text.utf8), file: "big.json")
        #expect(try #require(document).positions == nil)
        #expect(try DocumentDecoder.decode(Data(Self.text.utf8)).positions != nil)
    }
}

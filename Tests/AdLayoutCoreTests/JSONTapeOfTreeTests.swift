@testable import AdLayoutModel
import Foundation
import Testing

/// A tree made in memory (the Swift setup reader's) becomes a tape without JSON text: the same
/// nodes, strings and numbers as the tape of the tree's text, and decoded the same.
@Suite struct JSONTapeOfTreeTests {
    /// Quotes, backslashes, control characters, Hangul and an emoji: what escaping would have carried.
    static let text = #"""
        {"tnkLayout": {"navigationBarTitle": "say \"hi\" \\ \n 꿀벌 🐝", "listViewTopMargin": 12.5,
                       "navigationBarHidden": false, "menuPinToVisibleBounds": "all"},
         "list": [1, [true, null], {}, [], "", {"k": -0.25}]}
        """#

    @Test func theTapeOfATreeIsTheTapeOfItsText() throws {
        let tree = try JSONParser.parse(Data(Self.text.utf8))
        let direct = JSONTape.of(tree)
        let parsed = try JSONTape.parse(Data(JSONWriter.write(tree).utf8))
        #expect(direct.nodes.map { $0.kind } == parsed.nodes.map { $0.kind })
        #expect(direct.nodes.indices.allSatisfy { i in
            switch direct.nodes[i].kind {
            case .string: direct.string(i) == parsed.string(i)
            case .number: direct.number(i) == parsed.number(i)
            case .array, .object: direct.next(i) == parsed.next(i)
            default: true
            }
        })
        #expect(direct.string(3) == "navigationBarTitle" && direct.string(4) == "say \"hi\" \\ \n 꿀벌 🐝")
    }

    @Test func aTreeDecodesAsItsText() throws {
        let text = #"{"schemaVersion": 1, "tnkLayout": {"navigationBarTitle": "say \"hi\" \\ \n 꿀벌 🐝", "listViewTopMargin": 12.5}, "sections": []}"#
        let viaTree = DocumentDecoder.decodeCollecting(DocumentDecoder.parse(try JSONParser.parse(Data(text.utf8)), file: nil, baseDirectory: nil))
        let viaText = DocumentDecoder.decodeCollecting(Data(text.utf8))
        #expect(viaTree.1.isEmpty && viaText.1.isEmpty)
        var fromTree = OfferwallSettings(), fromText = OfferwallSettings()
        let treePatch = try #require(viaTree.0?.settings), textPatch = try #require(viaText.0?.settings)
        treePatch(&fromTree)
        textPatch(&fromText)
        #expect(fromTree.navigationBarTitle == "say \"hi\" \\ \n 꿀벌 🐝")
        #expect(fromTree.navigationBarTitle == fromText.navigationBarTitle && fromTree.listViewTopMargin == 12.5)
    }

    /// Each node of a tape made from a tree is where its tree node says: a value made from Swift is
    /// in its Swift file, the document's own in the document; the decoder's problems and the later
    /// stages' name that place.
    @Test func aMergedTreeLocatesEachValueWhereItComesFrom() throws {
        let document = try JSONParser.parse(Data(#"{"schemaVersion": 1, "sections": []}"#.utf8))
        guard case .object(var root) = document.value else { Issue.record("not an object"); return }
        let swift = SourceLocation(line: 12, column: 5, offset: 200)
        let fromSwift = JSONNode(value: .object(JSONObject(members: [
            .init(key: "listViewTopMargin", keyLocation: swift, value: JSONNode(value: .string("wide"), location: swift, file: "Setup.swift"))
        ])), location: SourceLocation(line: 11, column: 1, offset: 180), file: "Setup.swift")
        root.members.insert(.init(key: "tnkLayout", keyLocation: fromSwift.location, value: fromSwift), at: 1)
        let merged = JSONNode(value: .object(root), location: document.location)
        let (decoded, diagnostics) = DocumentDecoder.decodeCollecting(DocumentDecoder.parse(merged, file: "screen.json", baseDirectory: nil))
        #expect(diagnostics.map(\.line) == [
            "error: Setup.swift:12:5: tnkLayout.listViewTopMargin: expected a number, found a string \"wide\""
        ])
        // A later stage's diagnostic that names a path only is placed the same way.
        let positions = try #require(decoded?.positions)
        let later = [Diagnostic(.warning, code: .invalidValue, file: "screen.json", path: "tnkLayout.listViewTopMargin", location: nil, message: "m"),
                     Diagnostic(.warning, code: .invalidValue, file: "screen.json", path: "sections", location: nil, message: "m")]
        #expect(positions.locate(later).map(\.line) == ["warning: Setup.swift:12:5: tnkLayout.listViewTopMargin: m",
                                                          "warning: screen.json:1:22: sections: m"])
        // The tree made again from the tape keeps the files.
        guard case .object(let again) = positions.tree().value else { Issue.record("not an object"); return }
        #expect(again["tnkLayout"]?.file == "Setup.swift" && again["sections"]?.file == nil)
    }
}

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

    @Test func aSetupTreeDecodesAsItsText() throws {
        let text = #"{"tnkLayout": {"navigationBarTitle": "say \"hi\" \\ \n 꿀벌 🐝", "listViewTopMargin": 12.5}}"#
        let viaTree = try #require(DocumentDecoder.decodeSetup(try JSONParser.parse(Data(text.utf8))).0?.settings)
        let viaText = try #require(DocumentDecoder.decodeSetup(Data(text.utf8)).0?.settings)
        var fromTree = OfferwallSettings(), fromText = OfferwallSettings()
        viaTree(&fromTree)
        viaText(&fromText)
        #expect(fromTree.navigationBarTitle == "say \"hi\" \\ \n 꿀벌 🐝")
        #expect(fromTree.navigationBarTitle == fromText.navigationBarTitle && fromTree.listViewTopMargin == 12.5)
    }
}

import AdLayoutCore
import AdLayoutSwiftSetup
import Foundation
import Testing

/// The tree `--into` reads a document into has the locations the engine's tape gives.
@Suite struct SetupJSONTests {
    @Test func locationsAreTheTapes() throws {
        let text = "\u{FEFF}{\"이름\": [1, {\"a\": \"참\\u0041\"}],\r\n \"b\":\r\t\"x\", \"c\": [true, null,\n\n  -2.5e3]}"
        let data = Data(text.utf8)
        let tape = try JSONTape.parse(data)
        var expected: [String] = []
        for i in tape.nodes.indices { expected.append(tape.location(i).description + "@\(tape.location(i).offset)") }
        var found: [String] = []
        func walk(_ n: JSONNode) {
            found.append(n.location.description + "@\(n.location.offset)")
            switch n.value {
            case .array(let items): items.forEach(walk)
            case .object(let o):
                for m in o.members {
                    found.append(m.keyLocation.description + "@\(m.keyLocation.offset)")
                    walk(m.value)
                }
            default: break
            }
        }
        walk(try JSONNode.parse(data))
        #expect(found == expected)
        #expect(expected.count == 14 && expected.last == "5:3@73")
    }
}

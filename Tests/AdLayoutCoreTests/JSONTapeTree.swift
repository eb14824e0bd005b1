import Foundation
import Testing
@testable import AdLayoutCore

// The parser's tests read the tape through a tree of values, built from the tape by its public
// reading API (locations, strings, numbers, children), so they check what decoders see.

struct JSONNode {
    var value: JSONValue
    var location: AdLayoutCore.SourceLocation
}

enum JSONValue {
    case null, bool(Bool), number(Double), string(String), array([JSONNode]), object(JSONObject)

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

struct JSONObject {
    struct Member { var key: String; var keyLocation: AdLayoutCore.SourceLocation; var value: JSONNode }
    var members: [Member]
    var keys: [String] { members.map(\.key) }
    subscript(key: String) -> JSONNode? { members.first { $0.key == key }?.value }
}

enum JSONParser {
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        let tape = try JSONTape.parse(bytes)
        #expect(tape.next(0) == tape.nodes.count, "the root spans the whole tape")
        return node(tape, 0)
    }

    static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode { try parse([UInt8](data)) }

    private static func node(_ tape: JSONTape, _ i: Int) -> JSONNode {
        let value: JSONValue
        switch tape.nodes[i].kind {
        case .null: value = .null
        case .true: value = .bool(true)
        case .false: value = .bool(false)
        case .number: value = .number(tape.number(i))
        case .string: value = .string(tape.string(i))
        case .array: value = .array(tape.children(i).map { node(tape, $0) })
        case .object:
            let children = tape.children(i)
            var members: [JSONObject.Member] = []
            for k in stride(from: 0, to: children.count, by: 2) {
                members.append(JSONObject.Member(key: tape.string(children[k]), keyLocation: tape.location(children[k]),
                                                 value: node(tape, children[k + 1])))
            }
            value = .object(JSONObject(members: members))
        }
        return JSONNode(value: value, location: tape.location(i))
    }
}

import Foundation

/// A parsed JSON value together with the location where it starts in the source: the document as
/// a tree, for the package's tools that edit or map JSON text (the studio, the Swift setup reader).
/// Documents themselves are decoded from the compact ``JSONTape`` without building this tree.
package struct JSONNode: Sendable {
    /// The value itself.
    package var value: JSONValue
    /// Where the value starts: its first character (`{`, `[`, `"`, a digit, `-`, `t`, …).
    package var location: SourceLocation
}

/// A JSON value. Containers hold ``JSONNode``s so every nested value keeps its location.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)
}

extension JSONValue {
    /// A human name for the kind of value, for messages such as
    /// "expected a number, found a string": `"null"`, `"boolean"`, `"number"`, `"string"`,
    /// `"array"` or `"object"`.
    package var typeName: String {
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

/// A JSON object: its members in source order, plus a key index for constant-time lookup.
package struct JSONObject: Sendable {
    /// One `"key": value` pair of an object.
    package struct Member: Sendable {
        /// The decoded key.
        package var key: String
        /// Where the key's opening quote is.
        package var keyLocation: SourceLocation
        /// The member's value.
        package var value: JSONNode
    }

    /// The members in source order. Keys are unique in anything the parser produces.
    package var members: [Member] {
        // Keep the lookup index in step if a caller edits the members.
        didSet { index = Self.makeIndex(members) }
    }

    /// Key → position in `members`.
    private var index: [String: Int]

    /// Builds an object from members; if a key repeats, lookups find its first occurrence.
    init(members: [Member]) {
        self.members = members
        self.index = Self.makeIndex(members)
    }

    /// Used by the parser, which has already built the index while checking for duplicates.
    init(members: [Member], index: [String: Int]) {
        self.members = members
        self.index = index
    }

    /// The value for `key`, or `nil` if the object has no such member.
    package subscript(key: String) -> JSONNode? {
        guard let position = index[key], position < members.count else { return nil }
        return members[position].value
    }

    /// The keys in source order.
    package var keys: [String] { members.map(\.key) }

    private static func makeIndex(_ members: [Member]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        for (position, member) in members.enumerated() where index[member.key] == nil {
            index[member.key] = position
        }
        return index
    }
}

/// Parses JSON text into a ``JSONNode`` tree (through the tape, so it accepts and rejects exactly
/// what documents do).
package enum JSONParser {
    /// Parses a complete document.
    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        let tape = try JSONTape.parse(data)
        return node(tape, 0)
    }

    /// Parses a complete document.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        let tape = try JSONTape.parse(bytes)
        return node(tape, 0)
    }

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
            members.reserveCapacity(children.count / 2)
            for k in stride(from: 0, to: children.count, by: 2) {
                members.append(JSONObject.Member(key: tape.string(children[k]), keyLocation: tape.location(children[k]),
                                                 value: node(tape, children[k + 1])))
            }
            value = .object(JSONObject(members: members))
        }
        return JSONNode(value: value, location: tape.location(i))
    }
}

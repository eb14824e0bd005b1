import Foundation

/// A JSON value together with the location where it starts in the source: the document as a tree,
/// for tools that build, edit or map JSON text (the studio, the Swift setup reader). The engine
/// itself reads documents from a compact tape and never builds such a tree.
public struct JSONNode: Sendable {
    /// The value itself.
    public var value: JSONValue
    /// Where the value starts: its first character (`{`, `[`, `"`, a digit, `-`, `t`, …).
    public var location: SourceLocation
    /// The file ``location`` is in when it is not the JSON text the tree was parsed from: the Swift
    /// file of a value the Swift setup reader made (a tree can mix both once a setup is merged into a
    /// document). Nil for parsed nodes.
    public var file: String?
    /// The file the value names, where the Swift setup reader found it (nil for parsed nodes).
    public var found: FoundFile?

    /// A node (for tools that build documents); `file` as ``file``, `found` as ``found``.
    public init(value: JSONValue, location: SourceLocation, file: String? = nil, found: FoundFile? = nil) {
        self.value = value; self.location = location; self.file = file; self.found = found
    }
}

/// A JSON value. Containers hold ``JSONNode``s so every nested value keeps its location.
public enum JSONValue: Sendable {
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
    public var typeName: String {
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
public struct JSONObject: Sendable {
    /// One `"key": value` pair of an object.
    public struct Member: Sendable {
        /// The decoded key.
        public var key: String
        /// Where the key's opening quote is (in the file of ``value``).
        public var keyLocation: SourceLocation
        /// The member's value.
        public var value: JSONNode

        /// A member (for tools that build documents).
        public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            self.key = key; self.keyLocation = keyLocation; self.value = value
        }
    }

    /// The members in source order. Keys are unique in anything the parser produces.
    public var members: [Member] {
        // Keep the lookup index in step if a caller edits the members.
        didSet { index = Self.makeIndex(members) }
    }

    /// Key → position in `members`.
    private var index: [String: Int]

    /// Builds an object from members; if a key repeats, lookups find its first occurrence.
    public init(members: [Member]) {
        self.members = members
        self.index = Self.makeIndex(members)
    }

    /// The value for `key`, or `nil` if the object has no such member.
    public subscript(key: String) -> JSONNode? {
        guard let position = index[key], position < members.count else { return nil }
        return members[position].value
    }

    /// The member named `key` (its first occurrence), found through the key index.
    package func member(_ key: String) -> Member? {
        guard let position = index[key], position < members.count else { return nil }
        return members[position]
    }

    /// Where the member named `key` is in ``members``.
    package func position(of key: String) -> Int? {
        guard let position = index[key], position < members.count else { return nil }
        return position
    }

    /// The keys in source order.
    public var keys: [String] { members.map(\.key) }

    private static func makeIndex(_ members: [Member]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        for (position, member) in members.enumerated() where index[member.key] == nil {
            index[member.key] = position
        }
        return index
    }
}

/// Parses JSON text into a ``JSONNode`` tree through the tape, so it accepts and rejects exactly
/// what documents do.
package enum JSONParser {
    /// Parses a complete document.
    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        tree(try JSONTape.parse(data))
    }

    /// Parses a complete document.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        tree(try JSONTape.parse(bytes))
    }

    /// The tree of a parsed document.
    package static func tree(_ tape: JSONTape) -> JSONNode {
        var locations = LocationCursor(tape.bytes)
        return node(tape, 0, &locations)
    }

    /// Nodes are visited in document order, so each location is found by reading on from the last.
    private static func node(_ tape: JSONTape, _ index: Int, _ locations: inout LocationCursor) -> JSONNode {
        // A tape made from a tree keeps each node's origin: its location, file and found file.
        let origin = tape.origins?[index]
        let location = origin?.location ?? locations.advance(to: Int(tape.nodes[index].offset))
        let value: JSONValue
        switch tape.nodes[index].kind {
        case .null: value = .null
        case .true: value = .bool(true)
        case .false: value = .bool(false)
        case .number: value = .number(tape.number(index))
        case .string: value = .string(tape.string(index))
        case .array: value = .array(tape.children(index).map { node(tape, $0, &locations) })
        case .object:
            let children = tape.children(index)
            var members: [JSONObject.Member] = []
            members.reserveCapacity(children.count / 2)
            for i in stride(from: 0, to: children.count - 1, by: 2) {
                let keyLocation = tape.origins?[children[i]].location ?? locations.advance(to: Int(tape.nodes[children[i]].offset))
                members.append(JSONObject.Member(key: tape.string(children[i]), keyLocation: keyLocation,
                                                 value: node(tape, children[i + 1], &locations)))
            }
            value = .object(JSONObject(members: members))
        }
        return JSONNode(value: value, location: location, file: origin?.file, found: origin?.found)
    }
}

/// Line and column of increasing offsets in one pass over the text (a document on one line
/// costs its length, not its length squared). Counts as the tape does: `\n`, `\r\n` and a lone
/// `\r` end a line, columns are Unicode scalars, a byte order mark is not a column.
private struct LocationCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
    var line = 1
    var column = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    mutating func advance(to target: Int) -> SourceLocation {
        while offset < target {
            let b = bytes[offset]
            if b == 0x0A || (b == 0x0D && !(offset + 1 < bytes.count && bytes[offset + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if b != 0x0D && b & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return SourceLocation(line: line, column: column, offset: target)
    }
}

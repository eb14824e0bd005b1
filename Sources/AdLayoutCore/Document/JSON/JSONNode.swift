/// A position in a JSON source buffer, used to report errors as `file:line:column`.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the
/// line (so "참" is one column, not three), the way a person counts characters in an editor.
/// `offset` is the 0-based UTF-8 byte offset into the parsed buffer (a leading BOM counts
/// towards `offset` but not towards `column`).
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars from the start of the line.
    public var column: Int
    /// 0-based UTF-8 byte offset into the source buffer.
    public var offset: Int

    /// Creates a location from a 1-based line and column and a 0-based byte offset.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `"line:column"`, ready to be appended to a file path.
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value together with the location where it starts in the source.
public struct JSONNode: Sendable {
    /// The value itself.
    public var value: JSONValue
    /// Where the value starts: its first character (`{`, `[`, `"`, a digit, `-`, `t`, …).
    public var location: SourceLocation

    /// A node (for tools that build documents).
    public init(value: JSONValue, location: SourceLocation) {
        self.value = value; self.location = location
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
        /// Where the key's opening quote is.
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

    /// Used by the parser, which has already built the index while checking for duplicates.
    init(members: [Member], index: [String: Int]) {
        self.members = members
        self.index = index
    }

    /// The value for `key`, or `nil` if the object has no such member.
    public subscript(key: String) -> JSONNode? {
        guard let position = index[key], position < members.count else { return nil }
        return members[position].value
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

/// A JSON syntax error: a short human message and the location of the offending character.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What went wrong, e.g. `expected ',' or '}' after an object member, found ']'`.
    public var message: String
    /// Where it went wrong.
    public var location: SourceLocation
}

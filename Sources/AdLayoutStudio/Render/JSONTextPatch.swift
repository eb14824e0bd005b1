import AdLayoutCore
import Foundation

/// Sets or removes members of a JSON document by editing its text in place, so everything else
/// (formatting, key order, line numbers above the edits) stays as the author wrote it. Used to
/// write the studio's render options into a document.
///
/// The text is parsed once, whatever the number of edits: each edit is planned on that one tree
/// as a replacement of a byte range, and the ranges are applied together at the end. Removing a
/// member and then setting another of the same object inserts the new one after the members that
/// remain, as editing the text twice would.
struct JSONTextPatch {
    /// One step of a path: an object member or an array element.
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// Bytes `range` of the text replaced with `text`.
    private struct Edit {
        var range: Range<Int>
        var text: [UInt8]
    }

    private let bytes: [UInt8]
    private let root: JSONNode
    private var edits: [Edit] = []
    /// Members removed so far, by the offset of their object (an object gets at most one removal).
    private var removed: [Int: String] = [:]

    /// A patch of `text`, which must be valid JSON.
    init(_ text: Data) throws(StudioError) {
        bytes = [UInt8](text)
        do { root = try JSONParser.parse(bytes) } catch {
            throw StudioError("the document is not valid JSON (\(error.location): \(error.message))")
        }
    }

    /// The document's top-level `screen` (`"placement"`), nil when it names none.
    var screen: String? {
        guard case .object(let object) = root.value, case .string(let name)? = object["screen"]?.value else { return nil }
        return name
    }

    /// The text with every edit applied.
    func patched() throws(StudioError) -> Data {
        // Ordered by start; at one offset, insertions first, in the order they were planned.
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.count })
        var copied = 0
        for (_, edit) in ordered {
            // Edits are planned on distinct members; two over the same text would garble it.
            guard edit.range.lowerBound >= copied else { throw StudioError("cannot edit the document: two edits of the same text") }
            out += bytes[copied..<edit.range.lowerBound]
            out += edit.text
            copied = edit.range.upperBound
        }
        out += bytes[copied...]
        return Data(out)
    }

    /// `text` with the member at `path` set to `json`, a JSON value written out.
    static func setting(_ path: [Step], to json: String, in text: Data) throws(StudioError) -> Data {
        var patch = try JSONTextPatch(text)
        try patch.set(path, to: json)
        return try patch.patched()
    }

    /// `text` without the member at `path`, with its separating comma; unchanged when it is absent.
    static func removing(_ path: [Step], in text: Data) throws(StudioError) -> Data {
        var patch = try JSONTextPatch(text)
        try patch.remove(path)
        return try patch.patched()
    }

    /// Plans setting the member at `path` to `json`. Missing objects along the path are created
    /// (array elements must exist); the last step is a key.
    mutating func set(_ path: [Step], to json: String) throws(StudioError) {
        guard case .key = path.last else { throw StudioError("cannot set \(Self.describe(path)): not an object member") }
        var node = root
        var depth = 0
        // Walk down the containers that exist.
        while depth < path.count - 1, let next = Self.child(of: node, path[depth]), next.isContainer {
            node = next
            depth += 1
        }
        guard case .object(let object) = node.value, case .key(let key) = path[depth] else {
            if case .index = path[depth] { throw StudioError("cannot set \(Self.describe(path)): no such element") }
            throw StudioError("cannot set \(Self.describe(path)): \(Self.describe(Array(path[..<depth]))) is not an object")
        }
        // The value for the rest of the path, nested in new objects.
        var value = json
        for step in path[(depth + 1)...].reversed() {
            guard case .key(let name) = step else { throw StudioError("cannot set \(Self.describe(path)): no such element") }
            value = "{\(Self.quoted(name)): \(value)}"
        }
        if let member = object.member(key), removed[node.location.offset] != key {
            let start = member.value.location.offset
            plan(start..<Self.valueEnd(bytes, from: start), Array(value.utf8))
        } else if let last = object.members.last(where: { $0.key != removed[node.location.offset] }) {
            let end = Self.valueEnd(bytes, from: last.value.location.offset)
            plan(end..<end, Array(", \(Self.quoted(key)): \(value)".utf8))
        } else {
            let start = node.location.offset + 1
            plan(start..<start, Array("\(Self.quoted(key)): \(value)".utf8))
        }
    }

    /// Plans removing the member at `path` with its separating comma; nothing when it is absent.
    mutating func remove(_ path: [Step]) throws(StudioError) {
        var node = root
        for step in path.dropLast() {
            guard let next = Self.child(of: node, step) else { return }
            node = next
        }
        guard case .object(let object) = node.value, case .key(let last)? = path.last,
              let index = object.position(of: last) else { return }
        guard removed[node.location.offset] == nil else {
            throw StudioError("cannot remove \(Self.describe(path)): another member of that object is removed already")
        }
        let member = object.members[index]
        var start = member.keyLocation.offset
        var end = Self.valueEnd(bytes, from: member.value.location.offset)
        if index + 1 < object.members.count {
            // Up to the next member's key: takes the comma and the whitespace after it.
            end = object.members[index + 1].keyLocation.offset
        } else if index > 0 {
            // The last member: from the end of the previous one, taking its comma.
            start = Self.valueEnd(bytes, from: object.members[index - 1].value.location.offset)
        }
        plan(start..<end, [])
        removed[node.location.offset] = last
    }

    /// Adds an edit (``patched()`` refuses edits that overlap).
    private mutating func plan(_ range: Range<Int>, _ text: [UInt8]) {
        edits.append(Edit(range: range, text: text))
    }

    private static func child(of node: JSONNode, _ step: Step) -> JSONNode? {
        switch (step, node.value) {
        case (.key(let key), .object(let object)): object[key]
        case (.index(let i), .array(let elements)): elements.indices.contains(i) ? elements[i] : nil
        default: nil
        }
    }

    /// `sections[2].page`.
    static func describe(_ path: [Step]) -> String {
        path.reduce(into: "") { out, step in
            switch step {
            case .key(let key): out += out.isEmpty ? key : "." + key
            case .index(let i): out += "[\(i)]"
            }
        }
    }

    /// The offset just after the JSON value starting at `start` (the parser has accepted it).
    static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        var depth = 0
        var inString = false
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return i + 1 }
                }
            } else {
                switch b {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                    if depth < 0 { return i }
                case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    if depth == 0 { return i }
                default: break
                }
            }
            i += 1
        }
        return bytes.count
    }

    /// `s` as a JSON string literal.
    static func quoted(_ s: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])
        let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }
}

private extension JSONNode {
    var isContainer: Bool {
        switch value {
        case .object, .array: true
        default: false
        }
    }
}

import AdLayoutCore
import Foundation

/// Sets or removes one member of a JSON document by editing its text in place, so everything else
/// (formatting, key order, comments-free layout, line numbers above the edit) stays as the author
/// wrote it. Used to write the studio's render options into a document, and to apply a theme
/// override before decoding.
enum JSONTextPatch {
    /// One step of a path: an object member or an array element.
    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// `text` with the member at `path` set to `json`, a JSON value written out. Missing objects
    /// along the path are created (array elements must exist); the last step is a key.
    static func setting(_ path: [Step], to json: String, in text: Data) throws(StudioError) -> Data {
        guard case .key = path.last else { throw StudioError("cannot set \(describe(path)): not an object member") }
        var bytes = [UInt8](text)
        var node = try parse(bytes)
        var depth = 0
        // Walk down the containers that exist.
        while depth < path.count - 1, let next = child(of: node, path[depth]), next.isContainer {
            node = next
            depth += 1
        }
        guard case .object(let object) = node.value, case .key(let key) = path[depth] else {
            if case .index = path[depth] { throw StudioError("cannot set \(describe(path)): no such element") }
            throw StudioError("cannot set \(describe(path)): \(describe(Array(path[..<depth]))) is not an object")
        }
        // The value for the rest of the path, nested in new objects.
        var value = json
        for step in path[(depth + 1)...].reversed() {
            guard case .key(let name) = step else { throw StudioError("cannot set \(describe(path)): no such element") }
            value = "{\(quoted(name)): \(value)}"
        }
        if let member = object.members.first(where: { $0.key == key }) {
            let start = member.value.location.offset
            bytes.replaceSubrange(start..<valueEnd(bytes, from: start), with: Array(value.utf8))
        } else if let last = object.members.last {
            let end = valueEnd(bytes, from: last.value.location.offset)
            bytes.insert(contentsOf: Array(", \(quoted(key)): \(value)".utf8), at: end)
        } else {
            bytes.insert(contentsOf: Array("\(quoted(key)): \(value)".utf8), at: node.location.offset + 1)
        }
        return Data(bytes)
    }

    /// `text` without the member at `path`, with its separating comma; unchanged when it is absent.
    static func removing(_ path: [Step], in text: Data) throws(StudioError) -> Data {
        var bytes = [UInt8](text)
        var node = try parse(bytes)
        for step in path.dropLast() {
            guard let next = child(of: node, step) else { return text }
            node = next
        }
        guard case .object(let object) = node.value, case .key(let last)? = path.last,
              let index = object.members.firstIndex(where: { $0.key == last }) else { return text }
        let member = object.members[index]
        var start = member.keyLocation.offset
        var end = valueEnd(bytes, from: member.value.location.offset)
        if index + 1 < object.members.count {
            // Up to the next member's key: takes the comma and the whitespace after it.
            end = object.members[index + 1].keyLocation.offset
        } else if index > 0 {
            // The last member: from the end of the previous one, taking its comma.
            start = valueEnd(bytes, from: object.members[index - 1].value.location.offset)
        }
        bytes.removeSubrange(start..<end)
        return Data(bytes)
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

    private static func parse(_ bytes: [UInt8]) throws(StudioError) -> JSONNode {
        do { return try JSONParser.parse(bytes) } catch {
            throw StudioError("the document is not valid JSON (\(error.location): \(error.message))")
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

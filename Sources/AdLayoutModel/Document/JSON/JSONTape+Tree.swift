import Foundation

extension JSONTape {
    /// The tape of a tree made in memory (the Swift setup reader's), built from the tree itself: no
    /// JSON text is written or parsed. Strings are laid out quoted and unescaped in the tape's
    /// bytes; locations in those bytes mean nothing, so who decodes such a tape places its
    /// diagnostics by their paths (as ``/AdLayoutModel/DocumentDecoder/decodeSetup(_:file:)`` does).
    package static func of(_ root: JSONNode) -> JSONTape {
        var bytes: [UInt8] = []
        var nodes: [Node] = []
        var numbers: [Double] = []
        func leaf(_ kind: Kind, end: Int = 0) {
            nodes.append(Node(kind: kind, escaped: false, offset: UInt32(truncatingIfNeeded: bytes.count), end: UInt32(end)))
        }
        func string(_ text: String) {
            let start = bytes.count
            bytes.append(UInt8(ascii: "\""))
            bytes += text.utf8
            nodes.append(Node(kind: .string, escaped: false, offset: UInt32(truncatingIfNeeded: start),
                              end: UInt32(truncatingIfNeeded: bytes.count)))
            bytes.append(UInt8(ascii: "\""))
        }
        func add(_ node: JSONNode) {
            switch node.value {
            case .null: leaf(.null)
            case .bool(let value): leaf(value ? .true : .false)
            case .number(let value):
                leaf(.number, end: numbers.count)
                numbers.append(value)
            case .string(let text): string(text)
            case .array(let items):
                let index = nodes.count
                leaf(.array)
                items.forEach(add)
                nodes[index].end = UInt32(nodes.count)
            case .object(let object):
                let index = nodes.count
                leaf(.object)
                for member in object.members {
                    string(member.key)
                    add(member.value)
                }
                nodes[index].end = UInt32(nodes.count)
            }
        }
        add(root)
        let owned = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = owned.initialize(from: bytes)
        return JSONTape(bytes: UnsafeBufferPointer(rebasing: owned[0..<bytes.count]), nodes: nodes, numbers: numbers, firstLineStart: 0)
    }
}

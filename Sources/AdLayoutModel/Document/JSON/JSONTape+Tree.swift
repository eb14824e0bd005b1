import Foundation

extension JSONTape {
    /// Where a node of a tape made from a tree comes from: the tree node's location and file (nil:
    /// the document's own text), and the file it names where the Swift setup reader found it.
    package struct Origin: Sendable {
        package var file: String?
        package var location: SourceLocation
        package var found: FoundFile?
    }

    /// The tape of a tree made in memory (the Swift setup reader's, or a document with its setup
    /// merged under it), built from the tree itself: no JSON text is written or parsed. Strings are
    /// laid out quoted and unescaped in the tape's bytes; each node keeps its tree node's origin
    /// (``origins``), so what the decoder and later stages report is placed where the value comes
    /// from, in the document or in a Swift file.
    package static func of(_ root: JSONNode) -> JSONTape {
        var bytes: [UInt8] = []
        var nodes: [Node] = []
        var numbers: [Double] = []
        var origins: [Origin] = []
        func leaf(_ kind: Kind, end: Int = 0, _ origin: Origin) {
            nodes.append(Node(kind: kind, escaped: false, offset: UInt32(truncatingIfNeeded: bytes.count), end: UInt32(end)))
            origins.append(origin)
        }
        func string(_ text: String, _ origin: Origin) {
            let start = bytes.count
            bytes.append(UInt8(ascii: "\""))
            bytes += text.utf8
            nodes.append(Node(kind: .string, escaped: false, offset: UInt32(truncatingIfNeeded: start),
                              end: UInt32(truncatingIfNeeded: bytes.count)))
            origins.append(origin)
            bytes.append(UInt8(ascii: "\""))
        }
        func add(_ node: JSONNode) {
            let origin = Origin(file: node.file, location: node.location, found: node.found)
            switch node.value {
            case .null: leaf(.null, origin)
            case .bool(let value): leaf(value ? .true : .false, origin)
            case .number(let value):
                leaf(.number, end: numbers.count, origin)
                numbers.append(value)
            case .string(let text): string(text, origin)
            case .array(let items):
                let index = nodes.count
                leaf(.array, origin)
                items.forEach(add)
                nodes[index].end = UInt32(nodes.count)
            case .object(let object):
                let index = nodes.count
                leaf(.object, origin)
                for member in object.members {
                    // A key is in the file of its value.
                    string(member.key, Origin(file: member.value.file, location: member.keyLocation))
                    add(member.value)
                }
                nodes[index].end = UInt32(nodes.count)
            }
        }
        add(root)
        let owned = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = owned.initialize(from: bytes)
        return JSONTape(bytes: UnsafeBufferPointer(rebasing: owned[0..<bytes.count]), nodes: nodes, numbers: numbers, firstLineStart: 0,
                        origins: origins)
    }
}

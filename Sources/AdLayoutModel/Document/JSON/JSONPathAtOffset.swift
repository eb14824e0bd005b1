/// The JSON path of the value being read at a byte offset of a document: what a syntax error (a
/// duplicate key, a missing comma) names besides its line:column. The tape parser keeps no path
/// while it runs, so on an error the bytes before it are scanned again, once.
package enum JSONPathAtOffset {
    private enum Frame {
        case object(key: [UInt8]?, expectsKey: Bool)
        case array(index: Int)
    }

    /// The path (`sections[0].items[2].appName`; empty at the top level) of the value, or of the
    /// key, that starts at or contains `offset` in `bytes`, read as far as `offset` is valid JSON.
    package static func path(in bytes: UnsafeRawBufferPointer, at offset: Int) -> String {
        var stack: [Frame] = []
        var i = 0
        let end = min(offset, bytes.count)
        func readString(from start: Int) -> (text: [UInt8], next: Int) {
            var j = start + 1, text: [UInt8] = []
            while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                if bytes[j] == UInt8(ascii: "\\"), j + 1 < bytes.count { text.append(bytes[j + 1]); j += 2; continue }
                text.append(bytes[j]); j += 1
            }
            return (text, j + 1)
        }
        while i < end {
            switch bytes[i] {
            case UInt8(ascii: "{"): stack.append(.object(key: nil, expectsKey: true)); i += 1
            case UInt8(ascii: "["): stack.append(.array(index: 0)); i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !stack.isEmpty { stack.removeLast() }; i += 1
            case UInt8(ascii: ","):
                switch stack.last {
                case .object(let key, _)?: stack[stack.count - 1] = .object(key: key, expectsKey: true)
                case .array(let index)?: stack[stack.count - 1] = .array(index: index + 1)
                case nil: break
                }
                i += 1
            case UInt8(ascii: "\""):
                let (text, next) = readString(from: i)
                if case .object(_, true)? = stack.last { stack[stack.count - 1] = .object(key: text, expectsKey: false) }
                i = next
            default: i += 1
            }
        }
        // An error at a key names that key.
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""), case .object(_, true)? = stack.last {
            stack[stack.count - 1] = .object(key: readString(from: end).text, expectsKey: false)
        }
        var path = ""
        for frame in stack {
            switch frame {
            // Between members (after "{" or ","), the object itself is being read.
            case .object(let key?, false): path += (path.isEmpty ? "" : ".") + String(decoding: key, as: UTF8.self)
            case .object: break
            case .array(let index): path += "[\(index)]"
            }
        }
        return path
    }
}

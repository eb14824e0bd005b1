import Foundation

/// Writes a `JSONNode` as pretty JSON: two-space indents, keys in their order, arrays of numbers and
/// strings on one line, numbers without a needless fraction. The one pretty-printer of JSON trees: the
/// schema (`adlayout schema`) and the Swift setup reader's documents (`import-swift`) are written by it.
/// (`--frames` has its own line-per-node format, `LayoutTreeJSON` in AdLayoutEngine.)
public enum JSONWriter {
    /// `node` as pretty JSON, ending with a newline.
    public static func write(_ node: JSONNode) -> String {
        var out = ""
        write(node, indent: "", into: &out)
        return out + "\n"
    }

    private static func write(_ node: JSONNode, indent: String, into out: inout String) {
        switch node.value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += ExpressionFormatting.number(n)
        case .string(let s): out += JSONText.string(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy({ if case .number = $0.value { true } else if case .string = $0.value { true } else { false } }) {
                out += "[" + items.map { i -> String in var s = ""; write(i, indent: indent, into: &s); return s }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += indent + "  "
                write(item, indent: indent + "  ", into: &out)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let o):
            if o.members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, m) in o.members.enumerated() {
                out += indent + "  " + JSONText.string(m.key) + ": "
                write(m.value, indent: indent + "  ", into: &out)
                out += i < o.members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }
}

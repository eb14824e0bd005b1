import Foundation
import AdLayoutModel

/// The layout tree as JSON, for `adlayout render --frames`:
/// `{"canvas": {"width", "height", "scale"}, "root": {"kind", "x", "y", "width", "height", "text"?, "source"?,
/// "id"?, "constraints"?, "hidden"?, "alpha"?, "truncated"?, "fullText"?, "clipped"?, "children"?}}` (`source` as
/// ``NodeSource`` writes it; `id`, `constraints` and `hidden` for an app's own views: Interface Builder's object id,
/// each ``NodeConstraint`` as its text, and a hidden view, which is laid out but not drawn). A label that cuts its text has `"truncated": true`,
/// `"text"` as it shows (when the measurer can say) and `"fullText"`; an element cut by its item, its
/// section or the canvas has `"clipped": true` (``FitCheck``).
/// Coordinates are absolute points, written with at most three decimals; keys in a fixed order,
/// so the output is stable and diffable.
public enum LayoutTreeJSON {
    /// `tree` as pretty JSON with a fixed key order, ending with a newline.
    public static func encode(_ tree: LayoutTree) -> String {
        var out = "{\n  \"canvas\": {\"width\": \(number(tree.canvasSize.width)), \"height\": \(number(tree.canvasSize.height)), "
            + "\"scale\": \(tree.scale)},\n  \"root\": "
        write(tree.root, indent: 2, into: &out)
        out += "\n}\n"
        return out
    }

    private static func write(_ node: LayoutNode, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        out += "{\"kind\": \(JSONText.string(node.kind.rawValue)), \"x\": \(number(node.frame.minX)), \"y\": \(number(node.frame.minY)), "
            + "\"width\": \(number(node.frame.width)), \"height\": \(number(node.frame.height))"
        var fullText: String?
        if case .text(let t) = node.content {
            if t.isTruncated == true {
                out += ", \"text\": \(JSONText.string(t.shownText ?? t.string))"
                fullText = t.string
            } else {
                out += ", \"text\": \(JSONText.string(t.string))"
            }
        }
        if let source = node.source { out += ", \"source\": \(JSONText.string(source.description))" }
        if let id = node.viewID { out += ", \"id\": \(JSONText.string(id))" }
        if !node.constraints.isEmpty { out += ", \"constraints\": [" + node.constraints.map { JSONText.string($0.description) }.joined(separator: ", ") + "]" }
        if node.isHidden { out += ", \"hidden\": true" }
        if node.alpha < 1 { out += ", \"alpha\": \(number(node.alpha))" }
        if let fullText { out += ", \"truncated\": true, \"fullText\": \(JSONText.string(fullText))" }
        if node.isClipped { out += ", \"clipped\": true" }
        if !node.children.isEmpty {
            out += ", \"children\": [\n"
            for (i, child) in node.children.enumerated() {
                out += pad + "  "
                write(child, indent: indent + 2, into: &out)
                out += i == node.children.count - 1 ? "\n" : ",\n"
            }
            out += pad + "]"
        }
        out += "}"
    }

    /// `v` with at most three decimals; never `inf` or `nan` (not JSON): those are written as null.
    static func number(_ v: CGFloat) -> String {
        guard v.isFinite else { return "null" }
        let r = (Double(v) * 1000).rounded() / 1000
        guard r.isFinite else { return "null" }
        if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
        if abs(r) >= 1e15 { return String(format: "%.3e", r) }
        var s = String(format: "%.3f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}

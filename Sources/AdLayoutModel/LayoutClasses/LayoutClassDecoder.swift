import Foundation

/// Reads `layoutClasses`: `{"Name": {"base", "overrides", "itemColumns", "viewSize"}}`.
/// Expressions are parsed and checked here, so their errors point into the string
/// (the string's column plus the offset of the problem).
enum LayoutClassDecoder {
    static let keys = ["base", "overrides", "itemColumns", "viewSize"]

    static func decode(_ c: Cursor) -> [LayoutClassDeclaration] {
        guard c.kind == .object else { c.typeMismatch("an object of layout classes by name"); return [] }
        var result: [LayoutClassDeclaration] = []
        for member in ObjectCursor(cursor: c).members {
            let mc = member.value
            guard !member.key.isEmpty else { mc.fail(.invalidValue, "a layout class needs a name"); continue }
            guard let o = mc.object(allowing: keys), let bc = o.required("base", "the layout class it derives from"),
                  let base = bc.string else { continue }
            var declaration = LayoutClassDeclaration(name: member.key, base: base, path: mc.path, location: mc.location,
                                                     baseLocation: bc.location)
            if let v = o["overrides"] { declaration.overrides = ItemLayoutFormat.format.edits(v) }
            if let v = o["itemColumns"], let items = v.array {
                if items.count != 2 {
                    v.fail(.invalidValue, "expected [columns, itemsPerPage] (two numbers or expressions), found \(items.count) elements")
                } else if let columns = expression(items[0], scope: .itemColumns, whole: true),
                          let perPage = expression(items[1], scope: .itemColumns, whole: true) {
                    declaration.sizing.itemColumns = (columns, perPage)
                }
            }
            if let v = o["viewSize"], let so = v.object(allowing: ["width", "height"]) {
                let width = so.required("width", "a number or an expression").flatMap { expression($0, scope: .viewSize, whole: false) }
                let height = so.required("height", "a number or an expression").flatMap { expression($0, scope: .viewSize, whole: false) }
                if let width, let height { declaration.sizing.viewSize = (width, height) }
            }
            result.append(declaration)
        }
        return result
    }

    /// A number (whole when `whole`) or an expression string.
    static func expression(_ c: Cursor, scope: ExpressionScope, whole: Bool) -> LayoutExpression? {
        switch c.json {
        case .number(let n):
            if whole {
                guard n == n.rounded(), n >= 0, n <= Double(LayoutSizing.maximumCount) else {
                    c.fail(.invalidValue, "expected a whole number in 0…\(LayoutSizing.maximumCount) or an expression, found \(c.found)")
                    return nil
                }
            }
            return LayoutExpression(constant: n)
        case .string(let text):
            do {
                return try LayoutExpression(text, scope: scope)
            } catch {
                // The string's opening quote is at the node's column; characters follow it.
                var location = c.location
                let prefix = String(String.UnicodeScalarView(text.unicodeScalars.prefix(error.offset)))
                location.column += 1 + error.offset
                location.offset += 1 + prefix.utf8.count
                // A long expression is quoted by its start (the location points into it).
                let quoted = text.unicodeScalars.count > 80 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(80))) + "…" : text
                c.diagnostics.error(.invalidValue, c.path, location, "\(error.message) in \"\(quoted)\"")
                return nil
            }
        default:
            c.typeMismatch("a number or an expression string")
            return nil
        }
    }
}

import Foundation

extension Cursor {
    /// An object of definitions by name (`templates`, `appViews`): each name must be an identifier, an error at its key
    /// naming `what` when it is not; `definition` reads each value with its name and the name's line:column.
    /// `expected` is what a value that is not an object was expected to be.
    func definitionsByName<Definition>(_ expected: String, what: String,
                                       _ definition: (Cursor, String, SourceLocation) -> Definition?) -> [Definition] {
        guard kind == .object else { typeMismatch(expected); return [] }
        var out: [Definition] = []
        for member in ObjectCursor(cursor: self).members {
            let keyLocation = tape.location(member.keyIndex)
            guard TemplateDecoder.isIdentifier(member.key) else {
                diagnostics.error(.invalidValue, member.value.path, keyLocation,
                                  "\(what) name \"\(member.key)\" must start with a letter and use letters, digits and _ only")
                continue
            }
            if let d = definition(member.value, member.key, keyLocation) { out.append(d) }
        }
        return out
    }
}

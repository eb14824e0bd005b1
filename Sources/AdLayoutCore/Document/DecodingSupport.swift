import Foundation

/// Collects errors while a document is read, so one run reports every problem.
final class Diagnostics {
    let file: String?
    private(set) var errors: [DocumentError] = []

    init(file: String?) { self.file = file }

    func error(_ reason: DocumentError.Reason, _ path: String, _ location: SourceLocation?, _ message: String) {
        errors.append(DocumentError(reason: reason, file: file, path: path, location: location, message: message))
    }

    func throwIfAny() throws(DocumentErrors) {
        if !errors.isEmpty { throw DocumentErrors(errors) }
    }
}

/// A JSON value together with its path, read through typed accessors that report mismatches.
struct Cursor {
    let node: JSONNode
    let path: String
    let diagnostics: Diagnostics

    var location: SourceLocation { node.location }

    func child(_ key: String, _ node: JSONNode) -> Cursor {
        Cursor(node: node, path: path.isEmpty ? key : "\(path).\(key)", diagnostics: diagnostics)
    }

    func element(_ index: Int, _ node: JSONNode) -> Cursor {
        Cursor(node: node, path: "\(path)[\(index)]", diagnostics: diagnostics)
    }

    func fail(_ reason: DocumentError.Reason, _ message: String) {
        diagnostics.error(reason, path, node.location, message)
    }

    func typeMismatch(_ expected: String) {
        fail(.typeMismatch, "expected \(expected), found \(found)")
    }

    /// "a string \"abc\"" style description of the value, cut to 60 characters.
    var found: String {
        switch node.value {
        case .string(let s):
            let cut = s.count > 60 ? String(s.prefix(60)) + "…" : s
            return "a string \"\(cut)\""
        case .number(let n): return "the number \(Cursor.format(n))"
        case .bool(let b): return "\(b)"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    static func format(_ n: Double) -> String {
        n.isFinite && n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }

    // MARK: Scalars

    var string: String? {
        if case .string(let s) = node.value { return s }
        typeMismatch("a string"); return nil
    }

    var bool: Bool? {
        if case .bool(let b) = node.value { return b }
        typeMismatch("true or false"); return nil
    }

    var number: Double? {
        if case .number(let n) = node.value { return n }
        typeMismatch("a number"); return nil
    }

    /// A finite number ≥ 0 (sizes, spaces, insets).
    var nonNegative: CGFloat? {
        guard let n = number else { return nil }
        guard n.isFinite, n >= 0 else { fail(.invalidValue, "expected a finite number ≥ 0, found \(found)"); return nil }
        return CGFloat(n)
    }

    /// A finite number; negative allowed (wrap-content widths).
    var finite: CGFloat? {
        guard let n = number else { return nil }
        guard n.isFinite else { fail(.invalidValue, "expected a finite number, found \(found)"); return nil }
        return CGFloat(n)
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>) -> Int? {
        guard let n = number else { return nil }
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            fail(.invalidValue, "expected a whole number in \(range.lowerBound)…\(range.upperBound), found \(found)")
            return nil
        }
        return Int(n)
    }

    /// A case of `E` by name (or by raw value when `E` is Int-backed and a number is given).
    func named<E: NamedCase & RawRepresentable>(_ type: E.Type, what: String) -> E? where E.RawValue == Int {
        switch node.value {
        case .string(let s):
            if let v = E.named(s) { return v }
            fail(.invalidValue, "unknown \(what) \"\(s)\"\(NameSuggestions.hint(for: s, in: E.allNames)); valid values: "
                 + E.allNames.joined(separator: ", "))
            return nil
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e9, let v = E(rawValue: Int(n)) { return v }
            fail(.invalidValue, "unknown \(what) \(Cursor.format(n)); valid values: " + E.allNames.joined(separator: ", "))
            return nil
        default:
            typeMismatch("a \(what) name (one of \(E.allNames.joined(separator: ", ")))"); return nil
        }
    }

    /// A case of a non-Int-backed ``NamedCase`` given by name.
    func namedString<E: NamedCase>(_ type: E.Type, what: String) -> E? {
        guard let s = string else { return nil }
        if let v = E.named(s) { return v }
        fail(.invalidValue, "unknown \(what) \"\(s)\"\(NameSuggestions.hint(for: s, in: E.allNames)); valid values: "
             + E.allNames.joined(separator: ", "))
        return nil
    }

    // MARK: Containers

    var array: [Cursor]? {
        guard case .array(let items) = node.value else { typeMismatch("an array"); return nil }
        return items.enumerated().map { element($0.offset, $0.element) }
    }

    /// The value as an object whose keys must all be in `allowed` (unknown keys are reported).
    func object(allowing allowed: [String]) -> ObjectCursor? {
        guard case .object(let obj) = node.value else { typeMismatch("an object"); return nil }
        for member in obj.members where !allowed.contains(member.key) {
            diagnostics.error(.unknownKey, path.isEmpty ? member.key : "\(path).\(member.key)", member.keyLocation,
                              "unknown key \"\(member.key)\"\(NameSuggestions.hint(for: member.key, in: allowed))")
        }
        return ObjectCursor(cursor: self, object: obj)
    }
}

/// An object being read key by key.
struct ObjectCursor {
    let cursor: Cursor
    let object: JSONObject

    subscript(key: String) -> Cursor? {
        object[key].map { cursor.child(key, $0) }
    }

    /// Reports a missing key and returns nil.
    func required(_ key: String, _ what: String) -> Cursor? {
        if let c = self[key] { return c }
        cursor.diagnostics.error(.missingValue, cursor.path.isEmpty ? key : "\(cursor.path).\(key)", cursor.location,
                                 "missing required key \"\(key)\" (\(what))")
        return nil
    }
}

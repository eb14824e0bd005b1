import Foundation

/// One problem with a layout document: where it is and what was expected.
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the document was rejected.
    public enum Reason: String, Sendable {
        /// Not JSON at all, or not readable.
        case syntax
        /// A value of the wrong JSON type.
        case typeMismatch
        /// A value of the right type that is not allowed (negative size, bad colour…).
        case invalidValue
        /// A required key is absent.
        case missingValue
        /// A key the format does not define.
        case unknownKey
        /// A name (layout type, view class…) nothing is registered under.
        case unknownName
        /// Something the format defines but this version cannot render yet.
        case unsupported
    }

    public var reason: Reason
    /// The document's path as given by the caller (nil for in-memory documents).
    public var file: String?
    /// JSON path of the offending value, e.g. `sections[0].type` (empty for the whole document).
    public var path: String
    /// Line and column of the offending value, when known.
    public var location: SourceLocation?
    /// What was expected and what was found.
    public var message: String

    public init(reason: Reason, file: String?, path: String, location: SourceLocation?, message: String) {
        self.reason = reason; self.file = file; self.path = path; self.location = location; self.message = message
    }

    /// `file:line:column: path: message`, with whatever parts are known.
    public var description: String {
        var prefix = file ?? "<document>"
        if let location { prefix += ":\(location.line):\(location.column)" }
        return path.isEmpty ? "\(prefix): \(message)" : "\(prefix): \(path): \(message)"
    }
}

/// Every problem found in one document (decoding continues past the first, so all are reported).
public struct DocumentErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [DocumentError]
    public init(_ errors: [DocumentError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Closest names to `name` (edit distance), for "did you mean" hints.
public enum NameSuggestions {
    /// Up to `limit` of `candidates` close to `name`, closest first.
    public static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let lower = name.lowercased()
        let scored = candidates.map { ($0, distance(lower, $0.lowercased())) }
        let threshold = max(2, name.count / 3)
        return scored.filter { $0.1 <= threshold }.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
            .prefix(limit).map(\.0)
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }

    /// " (did you mean "x"?)" or "".
    public static func hint(for name: String, in candidates: [String]) -> String {
        let close = closest(to: name, in: candidates)
        guard !close.isEmpty else { return "" }
        return " (did you mean " + close.map { "\"\($0)\"" }.joined(separator: " or ") + "?)"
    }
}

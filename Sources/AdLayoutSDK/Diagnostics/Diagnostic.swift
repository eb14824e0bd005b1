import Foundation

/// One problem found in a document — by the decoder, the resolver, the renderer or the linter —
/// with how serious it is, what it is about (its JSON path, file and line:column) and what was
/// expected and found.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The document cannot be rendered (decode and resolve errors), or a strict check failed.
        case error
        /// Rendered, but something is not as written (a missing image drawn as a placeholder, content
        /// cut at the canvas bottom, a lint finding).
        case warning
        /// Extra information.
        case note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        /// Errors order before warnings, warnings before notes.
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// What kind of problem it is; an open set (lint rules, the Swift setup reader and plugins add
    /// their own). Codes are lower-case words joined by hyphens (`unknown-key`, `text-truncated`), as
    /// the lint rules name theirs.
    public struct Code: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The code's name, e.g. `unknown-key`.
        public var rawValue: String
        /// A code named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A code named by a literal.
        public init(stringLiteral value: String) { rawValue = value }
        /// The code's name.
        public var description: String { rawValue }

        /// Not JSON at all, or not readable.
        public static let syntax: Code = "syntax"
        /// A value of the wrong JSON type.
        public static let typeMismatch: Code = "type-mismatch"
        /// A value of the right type that is not allowed (negative size, bad colour, past a limit…).
        public static let invalidValue: Code = "invalid-value"
        /// A required key is absent.
        public static let missingValue: Code = "missing-value"
        /// A key the format does not define.
        public static let unknownKey: Code = "unknown-key"
        /// A name (layout type, view class…) nothing is registered under.
        public static let unknownName: Code = "unknown-name"
        /// Something the format defines but this version cannot render.
        public static let unsupported: Code = "unsupported"
        /// An image that cannot be drawn (missing, unreadable, refused, too large): drawn as a placeholder.
        public static let image: Code = "image"
        /// Items of a section that run past the canvas bottom (a note: a still image of a screen that scrolls).
        public static let clipped: Code = "clipped"
        /// A label whose text is cut by its line count or its width (an ellipsis, or lines left out).
        public static let textTruncated: Code = "text-truncated"
        /// An element cut by its item, its section or the canvas (not what the SDK cuts by design:
        /// items of a sideways-scrolling section past the screen edge, the list below the screen).
        public static let elementClipped: Code = "element-clipped"
        /// Auto Layout of an app's own view: required constraints that contradict each other (one is
        /// broken, as UIKit breaks one), or a view whose frame they leave undetermined.
        public static let constraints: Code = "constraints"
        /// A file the run needs (a font, a cache folder) or an environment it runs in is not as expected.
        public static let environment: Code = "environment"
    }

    /// How serious it is.
    public var severity: Severity
    /// What kind of problem it is.
    public var code: Code
    /// The document's path as given by the caller (nil for in-memory documents).
    public var file: String?
    /// JSON path of the value it is about, e.g. `sections[0].type` (empty for the whole document).
    public var path: String
    /// Line and column of that value, when known.
    public var location: SourceLocation?
    /// What was expected and what was found.
    public var message: String

    /// A diagnostic about the value at `path`.
    public init(_ severity: Severity = .error, code: Code, file: String?, path: String, location: SourceLocation?,
                message: String) {
        self.severity = severity; self.code = code; self.file = file; self.path = path
        self.location = location; self.message = message
    }

    /// `file:line:column: path: message`, with whatever parts are known; the message alone for a
    /// diagnostic about the run rather than a document (no file, path or location).
    /// Control characters are escaped (``Swift/StringProtocol/controlCharactersEscaped``): what a
    /// document or a file name holds never reaches a terminal raw.
    public var description: String {
        // What a message quotes is shortened where it is quoted; this bounds the line whatever it quotes.
        let message = message.count > MessageText.messageCharacters
            ? String(message.prefix(MessageText.messageCharacters - 1)).controlCharactersEscaped + "… (\(message.count) characters)"
            : message.controlCharactersEscaped
        if file == nil && location == nil && path.isEmpty { return message }
        var prefix = file?.controlCharactersEscaped ?? "<document>"
        if let location { prefix += ":\(location.line):\(location.column)" }
        return path.isEmpty ? "\(prefix): \(message)" : "\(prefix): \(path.controlCharactersEscaped): \(message)"
    }

    /// `severity: file:line:column: path: message`, as the command line prints it.
    public var line: String { "\(severity.rawValue): \(description)" }
}

/// The errors that stopped a document (decoding continues past the first, so all are reported),
/// with any warnings found before them.
public struct DocumentErrors: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic, errors first in document order.
    public var diagnostics: [Diagnostic]
    /// Wraps `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    /// The errors alone.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Closest names to `name` (edit distance), for "did you mean" hints in messages of the engine and of tools.
public enum NameSuggestions {
    /// The names of `candidates` closest to `name` by edit distance (at most `limit`).
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

    /// More valid keys than this are not all listed: the closest ones are.
    static let listAllKeysUpTo = 16

    /// " (did you mean "x"?); valid keys: a, b, c" — every valid key when there are few, else the
    /// closest ones by edit distance and how many there are.
    package static func validKeysHint(for name: String, in candidates: [String]) -> String {
        let sorted = candidates.sorted()
        var out = hint(for: name, in: candidates)
        if sorted.count <= listAllKeysUpTo {
            out += "; valid keys: " + sorted.joined(separator: ", ")
        } else {
            let lower = name.lowercased()
            var scored: [(key: String, score: Int)] = []
            for key in sorted {
                let k = key.lowercased()
                scored.append((key, distance(lower, k) - commonAffix(lower, k)))
            }
            scored.sort { $0.score < $1.score || ($0.score == $1.score && $0.key < $1.key) }
            let closest = scored.prefix(6).map(\.key)
            out += "; closest valid keys: " + closest.joined(separator: ", ") + " (\(sorted.count) keys in all)"
        }
        return out
    }

    /// Length of the longest common substring of `a` and `b` (favours "column" in "itemColumns").
    static func commonAffix(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var best = 0
        var prev = [Int](repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            var cur = [Int](repeating: 0, count: b.count + 1)
            for j in 0..<b.count where a[i] == b[j] {
                cur[j + 1] = prev[j] + 1
                best = max(best, cur[j + 1])
            }
            prev = cur
        }
        return best
    }

    /// " (did you mean "x"?)" or "".
    public static func hint(for name: String, in candidates: [String]) -> String {
        let close = closest(to: name, in: candidates)
        guard !close.isEmpty else { return "" }
        return " (did you mean " + close.map { "\"\($0)\"" }.joined(separator: " or ") + "?)"
    }
}


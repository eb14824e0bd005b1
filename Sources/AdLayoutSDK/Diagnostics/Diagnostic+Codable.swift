import Foundation

/// A diagnostic as JSON, the same on every surface that writes one (results files, the studio):
/// `{"severity": "warning", "code": "image", "file": "a.json", "path": "sections[0].items[1].iconImage",
/// "line": 12, "column": 9, "message": "…"}`; `file`, `line` and `column` are left out when unknown.
extension Diagnostic: Codable {
    private enum Keys: String, CodingKey { case severity, code, file, path, line, column, message }

    /// Reads a diagnostic written by ``encode(to:)`` (the byte offset of its location is not kept: 0).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let severity = try c.decode(String.self, forKey: .severity)
        guard let level = Severity(rawValue: severity) else {
            throw DecodingError.dataCorruptedError(forKey: .severity, in: c, debugDescription: "not error, warning or note: \(severity)")
        }
        let line = try c.decodeIfPresent(Int.self, forKey: .line), column = try c.decodeIfPresent(Int.self, forKey: .column)
        self.init(level, code: Code(rawValue: try c.decode(String.self, forKey: .code)),
                  file: try c.decodeIfPresent(String.self, forKey: .file), path: try c.decodeIfPresent(String.self, forKey: .path) ?? "",
                  location: line.map { SourceLocation(line: $0, column: column ?? 1, offset: 0) },
                  message: try c.decode(String.self, forKey: .message))
    }

    /// Writes the diagnostic's parts; the location as `line` and `column`.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(severity.rawValue, forKey: .severity)
        try c.encode(code.rawValue, forKey: .code)
        try c.encodeIfPresent(file, forKey: .file)
        try c.encode(path, forKey: .path)
        if let location {
            try c.encode(location.line, forKey: .line)
            try c.encode(location.column, forKey: .column)
        }
        try c.encode(message, forKey: .message)
    }
}

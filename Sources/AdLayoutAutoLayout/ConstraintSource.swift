/// Where a constraint came from, supplied by the caller so that warnings can name it: an identifier (like
/// `NSLayoutConstraint.identifier`) and a file and line.
public struct ConstraintSource: Hashable, Sendable, CustomStringConvertible {
    /// The caller's name for the constraint, such as `"media.aspect"`; may be empty.
    public var identifier: String
    /// The file that declared it (by default the caller's `#fileID`).
    public var file: String
    /// The line that declared it.
    public var line: Int

    /// Creates a source; `file` and `line` default to the call site.
    public init(_ identifier: String = "", file: String = #fileID, line: Int = #line) {
        self.identifier = identifier
        self.file = file
        self.line = line
    }

    /// `identifier (file:line)`, or `file:line` without an identifier.
    public var description: String {
        identifier.isEmpty ? "\(file):\(line)" : "\(identifier) (\(file):\(line))"
    }
}

import Foundation

/// A position in a JSON source buffer, used to report errors as `file:line:column`.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the
/// line (so "참" is one column, not three), the way a person counts characters in an editor.
/// `offset` is the 0-based UTF-8 byte offset into the parsed buffer (a leading BOM counts
/// towards `offset` but not towards `column`).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars from the start of the line.
    public var column: Int
    /// 0-based UTF-8 byte offset into the source buffer.
    public var offset: Int

    /// Creates a location from a 1-based line and column and a 0-based byte offset.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `"line:column"`, ready to be appended to a file path.
    public var description: String { "\(line):\(column)" }
}

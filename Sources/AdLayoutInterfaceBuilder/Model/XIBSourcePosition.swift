/// Where something starts in a XIB file: a 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line (a tab is one column), the way libxml2,
/// which `XMLParser` is built on, counts them. For an element this is the position of the `<` that
/// opens its start tag.
public struct XIBSourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public let line: Int
    /// The 1-based column, in Unicode scalars.
    public let column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`, as diagnostics print it after the file name.
    public var description: String { "\(line):\(column)" }

    /// Orders positions by line, then column.
    public static func < (lhs: XIBSourcePosition, rhs: XIBSourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

import Foundation

/// Where a view or constraint of an app view is written: a XIB element's start tag, or the Swift line that
/// makes a view in code; `id` names a constraint in warnings (its IB id, or its Swift position). Here, below
/// the engine, so that the app-view tree and the laid-out nodes it makes (``/AdLayoutEngine/NodeSource``) share it.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file as messages name it (`Cell.xib`, `ItemView.swift`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// The constraint's name in warnings; empty for a view.
    public var id: String

    /// A position as given.
    public init(file: String, line: Int, column: Int, id: String = "") {
        self.file = file
        self.line = line
        self.column = column
        self.id = id
    }

    /// `FILE:LINE:COLUMN`.
    public var description: String { "\(file):\(line):\(column)" }

    /// A position written `FILE:LINE[:COLUMN]` (the Swift setup reader's `source`); nil when it is not one.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        let numbers = parts.suffix(parts.count >= 3 && Int(parts[parts.count - 2]) != nil ? 2 : 1).compactMap { Int($0) }
        guard let line = numbers.first, line > 0 else { return nil }
        let file = parts.dropLast(numbers.count).joined(separator: ":")
        guard !file.isEmpty else { return nil }
        self.init(file: file, line: line, column: numbers.count == 2 ? max(1, numbers[1]) : 1)
    }
}

import AdLayoutCore
import Foundation

/// A place in a Swift setup file: which file (an index into the files read together), line and
/// column (1-based, in Unicode scalars as the JSON positions are) and UTF-8 offset.
public struct SetupPosition: Sendable, Hashable, Comparable {
    /// Index of the file among those read together.
    public var file: Int
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// 0-based UTF-8 offset in the file.
    public var offset: Int

    /// A position in file number `file`.
    public init(file: Int, line: Int, column: Int, offset: Int) {
        self.file = file; self.line = line; self.column = column; self.offset = offset
    }

    /// Source order: by file, then offset.
    public static func < (a: SetupPosition, b: SetupPosition) -> Bool {
        (a.file, a.offset) < (b.file, b.offset)
    }

    /// How a position travels inside a document's JSON nodes: the Swift line and column, and a
    /// negative offset that encodes the file and the UTF-8 offset. Real JSON offsets are never
    /// negative, so an error at such a node is known to come from a Swift file.
    var tag: AdLayoutCore.SourceLocation {
        AdLayoutCore.SourceLocation(line: line, column: column, offset: -(offset * Self.maxFiles + file + 1))
    }

    /// The position a ``tag`` encodes, or nil for a real JSON location.
    init?(tag: AdLayoutCore.SourceLocation) {
        guard tag.offset < 0 else { return nil }
        let n = -tag.offset - 1
        self.init(file: n % Self.maxFiles, line: tag.line, column: tag.column, offset: n / Self.maxFiles)
    }

    /// Setup files read together (the tag's file field).
    static let maxFiles = 4096
}

/// A problem or remark about a Swift setup file, at a position.
public struct SetupDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How much it matters.
    public enum Severity: String, Sendable, Hashable {
        /// The setup cannot be used (a syntax error, a property that does not exist).
        case error
        /// Something that may change the screen was skipped (outside the supported subset).
        case warning
        /// Code with no effect on the screen was ignored (`showOfferwall()`, UIKit calls).
        case note
    }

    /// How much it matters.
    public var severity: Severity
    /// The file as named to the reader.
    public var file: String
    /// Where in that file.
    public var position: SetupPosition
    /// What was found and what was done with it.
    public var message: String

    /// A diagnostic at `position` of `file`.
    public init(severity: Severity, file: String, position: SetupPosition, message: String) {
        self.severity = severity; self.file = file; self.position = position; self.message = message
    }

    /// `warning: Setup.swift:12:5: message`.
    public var description: String { "\(severity.rawValue): \(file):\(position.line):\(position.column): \(message)" }
}

import AdLayoutCore

/// Where a value or a problem of a Swift setup comes from: the Swift file (named as it was given to
/// the reader) and the line:column in it. The nodes the reader makes carry it (`JSONNode.file` and
/// `JSONNode.location`), so a value of a document that came from Swift can always name its code.
public struct SetupOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The Swift file.
    public var file: String
    /// Line and column (1-based, columns in Unicode scalars as the JSON positions count them) and
    /// the UTF-8 offset in the file.
    public var location: SourceLocation

    /// A place in `file`.
    public init(file: String, location: SourceLocation) { self.file = file; self.location = location }

    /// The origin of a node the setup reader made; nil for a node parsed from JSON text.
    public init?(of node: JSONNode) {
        guard let file = node.file else { return nil }
        self.init(file: file, location: node.location)
    }

    /// `Setup.swift:12:5`.
    public var description: String { "\(file):\(location.line):\(location.column)" }
}

/// A place in the Swift files read together: the origin, and which of the files it is in (for
/// source order across files).
struct SetupPosition: Comparable {
    /// Index of the file among those read together.
    var index: Int
    var origin: SetupOrigin

    var line: Int { origin.location.line }
    var column: Int { origin.location.column }

    /// Source order: by file, then offset.
    static func < (a: SetupPosition, b: SetupPosition) -> Bool {
        (a.index, a.origin.location.offset) < (b.index, b.origin.location.offset)
    }

    static func == (a: SetupPosition, b: SetupPosition) -> Bool {
        a.index == b.index && a.origin.location.offset == b.origin.location.offset
    }
}

extension Diagnostic.Code {
    /// Swift code outside the setup subset that may change the screen was skipped (a warning).
    public static let swiftSkipped: Self = "swift-skipped"
    /// App code without effect on the screen was ignored (`showOfferwall()`, UIKit calls; a note).
    public static let swiftIgnored: Self = "swift-ignored"
    /// A later registration replaced an earlier one of the same type (a note).
    public static let swiftReplaced: Self = "swift-replaced"
    /// Setup code read in an order the SDK treats differently (TnkStyles changed after a layout was made).
    public static let swiftOrder: Self = "swift-order"
    /// A Swift setup past one of the reader's limits (nesting, statements, classes, size of a value).
    public static let swiftLimit: Self = "swift-limit"
}

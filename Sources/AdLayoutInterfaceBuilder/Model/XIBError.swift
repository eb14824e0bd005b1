import Foundation

/// The one error the reader throws: the file cannot be read as a XIB.
///
/// Every error names the file and the position of the problem; ``description`` prints
/// `FILE.xib:LINE:COLUMN: message`, for example
/// `CustomItemView.xib:41:12: the XML ends inside <constraints> (expected </constraints>)`.
public struct XIBError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// What kind of problem stopped the reader.
    public enum Kind: Sendable, Hashable {
        /// The file could not be opened or read.
        case unreadableFile
        /// The bytes are not well-formed XML (including a truncated file).
        case malformedXML
        /// The XML declares a DOCTYPE or entities, or holds a processing instruction other than the XML
        /// declaration, which XIBs never do and the reader refuses.
        case forbiddenDeclaration
        /// The XML is well-formed but its root is not `<document>`, or it has no root at all.
        case notADocument
        /// Two objects share an `id`.
        case duplicateID
        /// A constraint names an item that is not a view or layout guide of the document.
        case unknownReference
        /// One of ``XIBLimits`` was exceeded.
        case limitExceeded
        /// A number is not finite or is outside its ``XIBValueRanges`` range (one that is refused,
        /// not clamped).
        case valueOutOfRange
        /// The file is not UTF-8 or UTF-16 with a byte order mark (by its first bytes or its XML
        /// declaration); refused before the XML parser sees a byte of it.
        case unsupportedEncoding
    }

    /// What kind of problem stopped the reader.
    public let kind: Kind
    /// The file's name, as given to the reader.
    public let fileName: String
    /// Where the problem is.
    public let position: XIBSourcePosition
    /// The problem in plain words, without the file name and position.
    public let message: String

    /// Creates an error.
    public init(kind: Kind, fileName: String, position: XIBSourcePosition, message: String) {
        self.kind = kind
        self.fileName = fileName
        self.position = position
        self.message = message
    }

    /// `FILE.xib:LINE:COLUMN: message`.
    public var description: String { "\(fileName):\(position): \(message)" }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}

/// Something the reader skipped or could not use, with where it is. Notes never stop reading.
///
/// Unknown elements and attributes, values that do not parse (a colour without components, an
/// unknown enum word), size-class variations that are not applied (without a design device whose
/// size classes are known): each becomes one note and the reader carries on with the default. ``XIBDocument/notes`` holds them in document order.
public struct XIBNote: Sendable, Hashable, CustomStringConvertible {
    /// The file's name, as given to the reader (for example `CustomItemView.xib`).
    public let fileName: String
    /// Where the element the note is about starts.
    public let position: XIBSourcePosition
    /// What was skipped and why, in plain words.
    public let message: String

    /// Creates a note.
    public init(fileName: String, position: XIBSourcePosition, message: String) {
        self.fileName = fileName
        self.position = position
        self.message = message
    }

    /// `FILE.xib:LINE:COLUMN: message`.
    public var description: String { "\(fileName):\(position): \(message)" }
}

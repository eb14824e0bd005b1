/// A request the studio refuses or cannot carry out; the message is shown to the user as is.
public struct StudioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, e.g. `"../secret.json" is outside the studio folder`.
    public var message: String

    /// An error with `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

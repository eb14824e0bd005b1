import AdLayoutCore
import Foundation

/// What a run of the commands reads from around it: the registry, the opted-in extensions, the
/// environment, standard input, what ends a watch, and where to print. One task-local value, so
/// tests and embedding executables give a run its own without changing the process's.
public struct CommandContext: Sendable {
    /// The registry documents resolve against (Swift plugins go here).
    public var registry = TnkLayout()
    /// The parts of the command set this executable opted into (the studio, the Swift setup reader).
    package var extensions: [CommandSetExtension] = []
    /// The environment variables the commands read (`CI`, `ADLAYOUT_RECORD`).
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Standard input, read whole (`render -`) but never past the document limit, so `render - < /dev/zero`
    /// ends with the decoder's "too large" error instead of exhausting memory.
    public var standardInput: @Sendable () -> Data = { FileReading.stream(STDIN_FILENO, limit: FormatLimits.documentBytes + 1) }
    /// Ends `render --watch`; nil: Ctrl-C (SIGINT) does.
    public var interruption: Interruption?
    /// Where commands print.
    public var console: Console = .standard

    /// The process's context: its environment, standard input and output, no extensions.
    public init() {}

    /// The context of the running task: the process's unless a caller changed it for its task.
    @TaskLocal public static var current = CommandContext()

    /// Runs `body` with the current context changed by `change` (a test's console, environment or input).
    public static func with<R>(_ change: (inout CommandContext) -> Void, _ body: () throws -> R) rethrows -> R {
        var context = current
        change(&context)
        return try $current.withValue(context, operation: body)
    }
}

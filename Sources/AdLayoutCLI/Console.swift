import Foundation

/// Where commands print. Tests swap it (task-locally) to capture output; the tool prints to the
/// process's standard output and error.
public struct Console: Sendable {
    /// Prints one line of results (standard output in the tool).
    public var out: @Sendable (String) -> Void
    /// Prints one line of errors, warnings or notes (standard error in the tool).
    public var err: @Sendable (String) -> Void
    /// Replaces the transient status line (progress) in place; nil when the output is not a
    /// terminal, where progress is printed as plain lines instead. An empty string clears it.
    public var status: (@Sendable (String) -> Void)?

    /// A console printing through `out` and `err`; without `status`, progress is printed as plain lines.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                status: (@Sendable (String) -> Void)? = nil) {
        self.out = out; self.err = err; self.status = status
    }

    /// Standard output and standard error, line by line; a status line on standard error when it
    /// is a terminal.
    public static let standard = Console(
        out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
        err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
        status: isatty(STDERR_FILENO) == 1 ? terminalStatusLine : nil)

    /// Rewrites the current terminal line: carriage return, erase the line, print.
    private static let terminalStatusLine: @Sendable (String) -> Void = { text in
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + text).utf8))
    }

    /// Where commands print: ``standard`` unless a test has swapped it for its task (``CommandContext/console``).
    public static var current: Console { CommandContext.current.console }
}

/// Exit statuses of the tool.
public enum ExitStatus {
    /// Everything succeeded; for checks, everything passed.
    public static let success: Int32 = 0
    /// A render or write failed.
    public static let failure: Int32 = 1
    /// The input (a document or the command line) is invalid.
    public static let invalidInput: Int32 = 2
}

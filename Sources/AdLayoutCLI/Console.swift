import Foundation

/// Where commands print. Tests swap it (task-locally) to capture output; the tool prints to the
/// process's standard output and error.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out; self.err = err
    }

    /// Standard output and standard error, line by line.
    public static let standard = Console(
        out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
        err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })

    @TaskLocal public static var current: Console = .standard
}

/// Exit statuses of the tool.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// A render or write failed.
    public static let failure: Int32 = 1
    /// The input (a document or the command line) is invalid.
    public static let invalidInput: Int32 = 2
}

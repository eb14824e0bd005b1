import AdLayoutSnapshot
import ArgumentParser

/// `adlayout verify [FILE|DIR...] --goldens DIR`
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render layouts and compare each with its golden.",
        discussion: """
        Record mode (what may be written): --mode, else ADLAYOUT_RECORD, else `never` when CI is set \
        (a missing golden fails and nothing is written) and `missing` otherwise. Comparison is exact \
        unless --threshold, --no-include-aa, --max-diff-pixels or --max-diff-pixel-ratio allow a tolerance. A run that writes \
        goldens exits 1: nothing was verified. Exit status: 0 all matched, 1 a snapshot failed or was \
        recorded, 2 invalid input.
        """)

    @OptionGroup var arguments: SnapshotRunArguments

    @Option(help: "all, missing, failed or never (default: never with CI set, else missing).")
    var mode: RecordMode?

    func run() throws {
        let resolved: (mode: RecordMode, reason: String?)
        do { resolved = try RecordMode.resolve(flag: mode, environment: CommandContext.current.environment) } catch {
            Console.current.err("error: \(error)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        try SnapshotRun(arguments: arguments, mode: resolved.mode, recording: false, modeReason: resolved.reason).execute()
    }
}

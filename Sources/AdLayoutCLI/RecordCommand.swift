import AdLayoutSnapshot
import ArgumentParser

/// `adlayout record [FILE|DIR...] --goldens DIR [--mode all|missing|failed|never]`
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render layouts and write their goldens (only where the pixels changed).",
        discussion: """
        Modes: all (every golden whose pixels changed), missing (only absent goldens), failed (absent \
        ones and those that no longer match), never (write nothing; same as verify with CI set). A golden \
        whose pixels already match is never rewritten. Also writes render-environment.json beside the \
        goldens. Exit status: 0 done, 1 a snapshot failed and was not recorded, 2 invalid input.
        """)

    @OptionGroup var arguments: SnapshotRunArguments

    @Option(help: "all, missing, failed or never (default: ADLAYOUT_RECORD, else all).")
    var mode: RecordMode?

    func run() throws {
        let resolved: (mode: RecordMode, reason: String?)
        do {
            resolved = try RecordMode.resolve(flag: mode, surfaceDefault: .all, environment: CommandContext.current.environment)
        } catch {
            Console.current.err("error: \(error)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        try SnapshotRun(arguments: arguments, mode: resolved.mode, recording: true, modeReason: resolved.reason).execute()
    }
}

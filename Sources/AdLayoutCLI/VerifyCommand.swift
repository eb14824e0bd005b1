import AdLayoutSnapshot
import ArgumentParser

/// `adlayout verify [FILE|DIR...] --goldens DIR`
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render layouts and compare each with its golden.",
        discussion: """
        Record mode (what may be written): --mode, else ADLAYOUT_RECORD, else `never` when CI is set \
        (a missing golden fails and nothing is written) and `missing` otherwise. A run that writes \
        goldens exits 1: nothing was verified. Exit status: 0 all matched, 1 a snapshot failed or was \
        recorded, 2 invalid input.
        """)

    @OptionGroup var arguments: SnapshotRunArguments

    @Option(help: "all, missing, failed or never (default: never with CI set, else missing).")
    var mode: RecordMode?

    func run() throws {
        let mode: RecordMode
        if let explicit = self.mode {
            mode = explicit
        } else {
            do { mode = try RecordMode.defaultMode(environment: AdLayoutCommand.environment) } catch {
                Console.current.err("error: \(error)")
                throw ExitCode(ExitStatus.invalidInput)
            }
        }
        let environment = AdLayoutCommand.environment
        let reason: String? = self.mode != nil ? nil
            : environment[RecordMode.environmentVariable].map { "\(RecordMode.environmentVariable)=\($0)" }
            ?? (RecordMode.isCI(environment) ? "CI is set" : nil)
        try SnapshotRun(arguments: arguments, mode: mode, recording: false, modeReason: reason).execute()
    }
}

import AdLayoutCore
import AdLayoutSnapshot
import ArgumentParser
import Foundation
import Synchronization

/// Runs a verify or record suite and prints it. Results go to standard output: one line per
/// snapshot (on a terminal, per snapshot that needs attention, under a progress line), stale
/// goldens, files written, the summary. Diagnostics go to standard error: document errors and
/// warnings, environment differences, how to accept failures.
struct SnapshotRun {
    let arguments: SnapshotRunArguments
    let mode: RecordMode
    /// `record` succeeds when it wrote goldens; `verify` fails then (nothing was checked).
    let recording: Bool
    /// Why this mode, when it was not given on the command line ("CI is set").
    var modeReason: String? = nil

    func execute() throws {
        let console = Console.current
        // Each distinct diagnostic once, however many variants of a document report it.
        let log = console.diagnosticLog(strict: arguments.strictness.strict)
        guard let goldens = arguments.goldensFolder(console), let inputs = arguments.layoutInputs(console),
              let loader = arguments.setup.loader(console, log: log) else {
            throw ExitCode(ExitStatus.invalidInput)
        }
        // One artifacts folder per run, as for `swift test` (SnapshotArtifactsRun).
        let run = arguments.artifactsRun(environment: CommandContext.current.environment)
        let artifacts = run.folder
        // Where the reports go is checked before anything is rendered, as render checks its outputs.
        if let junit = arguments.junit, let problem = OutputPath.problem(writing: URL(fileURLWithPath: junit)) {
            console.err("error: --junit \(junit): \(problem)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        if arguments.namedArtifactsFolder(environment: CommandContext.current.environment) != nil {
            var info = stat()
            let isFile = stat(artifacts.path, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR
            if let problem = isFile ? "not a folder" : OutputPath.problem(writing: artifacts.appendingPathComponent("results.json")) {
                let option = arguments.artifacts != nil ? "--artifacts" : "the artifacts folder"
                console.err("error: \(option) \(artifacts.relativePath): \(problem)")
                throw ExitCode(ExitStatus.invalidInput)
            }
        }
        // The default folder is this run's alone: the last run's report and images are deleted (as
        // are older run folders under ADLAYOUT_ARTIFACTS); a folder given with --artifacts is left as is.
        if arguments.artifacts == nil { run.prepare() }
        // Named first, so a CI log says at once what to upload.
        console.out("artifacts: \(artifacts.relativePath)")
        if let reason = modeReason { console.err("note: record mode \(mode) (\(reason))") }
        var suite = SnapshotSuite(
            goldens: goldens,
            verifier: SnapshotVerifier(mode: mode, options: arguments.comparison.options, budget: arguments.comparison.budget),
            scale: arguments.scale, variants: arguments.matrix.variants,
            jobs: arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            shard: arguments.shard.flatMap(Shard.init), artifacts: artifacts, prune: arguments.prune,
            registry: CommandContext.current.registry)
        suite.loader = loader
        suite.options = arguments.chrome.applied(to: arguments.access.options)

        // A terminal gets one self-updating status line; CI logs and pipes get a line per snapshot.
        let interactive = console.status != nil && !RecordMode.isCI(CommandContext.current.environment)
        let printLock = Mutex(())
        var result = suite.run(inputs) { done, total, entry in
            printLock.withLock { _ in
                if interactive {
                    if entry.outcome.status != .passed || !entry.outcome.diagnostics.isEmpty {
                        console.status?("")
                        Self.print(entry.outcome, console, log: log)
                    }
                    console.status?("[\(done)/\(total)] \(entry.outcome.name.fileName)")
                } else {
                    Self.print(entry.outcome, console, log: log, prefix: "[\(done)/\(total)] ")
                }
            }
        }
        if interactive { console.status?("") }
        result.command = "adlayout " + (recording ? "record" : "verify")
        result.recording = recording

        for name in result.stale {
            console.out(result.pruned.contains(name) ? "pruned stale golden: \(name)"
                                                      : "stale golden: \(name) (no such layout; --prune deletes it)")
        }
        let failed = result.entries(.failed)
        if !result.environmentChanges.isEmpty {
            let lead = failed.isEmpty ? "note: the render environment differs from the goldens'"
                                      : "likely cause: the render environment differs from the goldens'"
            console.err(lead + " (\(RenderEnvironment.fileName)):\n" + RenderEnvironment.describe(result.environmentChanges))
        }
        if let problem = result.environmentProblem { console.err("warning: \(problem)") }
        if result.environmentWritten { console.out("wrote \(URL(fileURLWithPath: arguments.goldens).appendingPathComponent(RenderEnvironment.fileName).relativePath)") }
        var writeFailed = false
        func write(_ what: String, _ body: () throws -> Void) {
            do { try body() } catch {
                console.err("error: cannot write the \(what): \(FileReading.reason(of: error))")
                writeFailed = true
            }
        }
        write("result file in \(artifacts.relativePath)") { try SuiteResultFile.write(result, to: artifacts) }
        if arguments.report {
            write("report \(artifacts.appendingPathComponent("index.html").relativePath)") { console.out("report: \(try HTMLReport.write(result, to: artifacts).relativePath)") }
        }
        if let junit = arguments.junit {
            write("JUnit file \(junit)") {
                try JUnitReport.write(result, to: URL(fileURLWithPath: junit))
                console.out("junit: \(junit)")
            }
        }
        console.out(result.summary)
        let changed = failed.filter { !$0.outcome.invalidInput && !$0.outcome.invalidGolden }
        if !recording, !changed.isEmpty {
            console.err("to accept the changes: " + acceptCommand(changed.compactMap { $0.outcome.source }))
        }

        // A golden that cannot be used (refused, corrupt, cut short) is an error like an invalid document.
        if result.hasInvalidInput || result.entries.contains(where: \.outcome.invalidGolden) { throw ExitCode(ExitStatus.invalidInput) }
        let failures = recording ? failed.count : result.entries.filter(\.outcome.failsVerification).count
        if failures > 0 || writeFailed || (arguments.strictness.strict && log.failsStrictCheck) {
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// `adlayout record <the failed documents> --goldens … --mode failed` with this run's variant
    /// options (named after the executable that runs, e.g. `custom-adlayout`).
    func acceptCommand(_ sources: [String]) -> String {
        var seen = Set<String>()
        var words = [AdLayoutCommand.toolName, "record"] + sources.filter { seen.insert($0).inserted }
        words += ["--goldens", arguments.goldens]
        if let scale = arguments.scale { words += ["--scale", "\(scale)"] }
        let matrix = arguments.matrix
        if !matrix.devices.isEmpty { words += ["--devices", matrix.devices.compactMap(\.name).joined(separator: ",")] }
        if !matrix.themes.isEmpty { words += ["--themes", matrix.themes.map(\.name).joined(separator: ",")] }
        if !matrix.contentSizes.isEmpty { words += ["--content-sizes", matrix.contentSizes.map(\.rawValue).joined(separator: ",")] }
        if !arguments.setup.files.isEmpty { words += ["--swift-setup"] + arguments.setup.files }
        words += ["--mode", "failed"]
        return words.map(Self.shellQuoted).joined(separator: " ")
    }

    /// `word` as a shell reads it back: quoted when it holds anything but safe characters.
    static func shellQuoted(_ word: String) -> String {
        let safe = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "@%+=:,./-_"))
        if !word.isEmpty && word.unicodeScalars.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// One result line per snapshot on standard output (`ok`, `FAIL`, `new`, `updated`, `error`,
    /// with the reason); the document's problems and the render's warnings on standard error.
    static func print(_ outcome: SnapshotOutcome, _ console: Console, log: DiagnosticLog, prefix: String = "") {
        log.report(outcome.diagnostics)
        if outcome.invalidInput {
            console.out("\(prefix)error   \(outcome.name.fileName): invalid document \(outcome.source ?? "")")
            return
        }
        let tag: String
        switch outcome.status {
        case .passed: tag = "ok     "
        case .failed: tag = "FAIL   "
        case .new: tag = "new    "
        case .updated: tag = "updated"
        }
        console.out("\(prefix)\(tag) \(outcome.name.fileName): \(outcome.message)")
    }
}

import AdLayoutCore
import AdLayoutSnapshot
import AdLayoutSwiftSetup
import ArgumentParser
import Foundation
import Synchronization

/// Runs a verify or record suite and prints it: progress, one line per snapshot that needs
/// attention, stale goldens, environment changes, artifacts, a summary.
struct SnapshotRun {
    let arguments: SnapshotRunArguments
    let mode: RecordMode
    /// `record` succeeds when it wrote goldens; `verify` fails then (nothing was checked).
    let recording: Bool
    /// Why this mode, when it was not given on the command line ("CI is set").
    var modeReason: String? = nil

    func execute() throws {
        let console = Console.current
        guard let goldens = arguments.goldensFolder(console), let inputs = arguments.layoutInputs(console),
              let loader = arguments.setup.loader(console) else {
            throw ExitCode(ExitStatus.invalidInput)
        }
        let artifacts = arguments.artifactsDirectory
        if let reason = modeReason { console.out("record mode \(mode) (\(reason))") }
        var suite = SnapshotSuite(
            goldens: goldens,
            verifier: SnapshotVerifier(mode: mode, options: arguments.comparison.options, budget: arguments.comparison.budget),
            scale: arguments.scale, device: arguments.device,
            jobs: arguments.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            shard: arguments.shard.flatMap(Shard.init), artifacts: artifacts, prune: arguments.prune,
            registry: AdLayoutCommand.registry)
        suite.loader = loader.documentLoader
        suite.options = arguments.access.options

        // A terminal gets one self-updating status line; CI logs and pipes get a line per snapshot.
        let interactive = console.status != nil && !RecordMode.isCI(AdLayoutCommand.environment)
        let printLock = Mutex(())
        let result = suite.run(inputs) { done, total, outcome in
            printLock.withLock { _ in
                if interactive {
                    if outcome.status != .passed { console.status?(""); Self.print(outcome, console) }
                    console.status?("[\(done)/\(total)] \(outcome.name.fileName)")
                } else {
                    Self.print(outcome, console, prefix: "[\(done)/\(total)] ")
                }
            }
        }
        if interactive { console.status?("") }

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
        var reportFailed = false
        if let artifacts {
            if arguments.report {
                do {
                    let url = try HTMLReport.write(result, to: artifacts)
                    console.out("report: \(url.relativePath)")
                } catch {
                    console.err("error: cannot write the report \(artifacts.appendingPathComponent("index.html").relativePath): \(FileReading.reason(of: error))")
                    reportFailed = true
                }
            } else if result.entries.contains(where: { $0.artifacts != ArtifactFiles() }) {
                console.out("artifacts: \(artifacts.relativePath)")
            }
        }
        console.out(result.summary)

        if result.hasInvalidInput { throw ExitCode(ExitStatus.invalidInput) }
        let failures = recording ? failed.count : result.entries.filter(\.outcome.failsVerification).count
        if failures > 0 || reportFailed { throw ExitCode(ExitStatus.failure) }
    }

    /// One line per snapshot: `ok`, `FAIL`, `new`, `updated`, with the reason.
    static func print(_ outcome: SnapshotOutcome, _ console: Console, prefix: String = "") {
        if outcome.invalidInput {
            console.err(outcome.message)
            return
        }
        for warning in outcome.warnings { console.err("\(outcome.source ?? outcome.name.fileName): \(warning)") }
        let tag: String
        switch outcome.status {
        case .passed: tag = "ok     "
        case .failed: tag = "FAIL   "
        case .new: tag = "new    "
        case .updated: tag = "updated"
        }
        let line = "\(prefix)\(tag) \(outcome.name.fileName): \(outcome.message)"
        if outcome.status == .failed { console.err(line) } else { console.out(line) }
    }
}

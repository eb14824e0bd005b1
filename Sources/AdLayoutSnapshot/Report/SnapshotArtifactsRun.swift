import AdLayoutCore
import AdLayoutRender
import Foundation
import Synchronization

/// The one artifacts folder of a run, for every surface: `adlayout verify`/`record`, the Swift
/// assertions (Swift Testing and XCTest) and the swift-snapshot-testing strategies of one test
/// process write their expected/actual/diff images, the result file (`results.json`, which
/// `adlayout report merge` reads) and the HTML report (`index.html`, the report `verify --report`
/// writes) into it. The folder is named once, when the run ends.
///
/// Where it is, first found wins: `--artifacts DIR` (the CLI: that folder); `ADLAYOUT_REPORT=DIR`
/// (that folder; its earlier report and artifacts are deleted first); else `run-<date>-<time>-<pid>`
/// under `ADLAYOUT_ARTIFACTS` (default `$TMPDIR/adlayout-snapshot-artifacts`), with `latest`
/// linking to it. When the first snapshot of a run writes there, older runs are deleted (the
/// newest few are kept, and any of a process still running), so artifacts do not pile up.
///
/// A test process writes its report after an assertion at most once a second and when it exits
/// (`ADLAYOUT_REPORT=0` turns the report off; the images are still written).
public final class SnapshotArtifactsRun: Sendable {
    /// The variable naming the folder runs are kept in.
    public static let artifactsVariable = "ADLAYOUT_ARTIFACTS"
    /// The variable that names the report folder, or turns the report off (`0`).
    public static let reportVariable = "ADLAYOUT_REPORT"
    /// Runs kept besides the current one.
    static let keptRuns = 4

    /// The test process's run (assertions and strategies share it).
    public static let shared = SnapshotArtifactsRun(environment: ProcessInfo.processInfo.environment)

    /// Run folder names this process has used (the same second's second run gets `run-…-<pid>-2`).
    private static let made = Mutex(Set<String>())

    /// This run's artifacts folder.
    public let folder: URL
    /// Whether a test process writes a report (CLI runs write one with `--report`).
    public let reports: Bool
    /// Where runs are kept (nil when the folder was named exactly).
    let base: URL?

    private struct State {
        var prepared = false
        var entries: [SuiteResult.Entry] = []
        var goldens: URL?
        var mode = RecordMode.missing
        /// When the report was last written, and whether entries came since.
        var written: ContinuousClock.Instant?
        var pending = false
        var flushesAtExit = false
    }
    private let state = Mutex(State())
    /// The run's warnings, so each is reported by the first assertion that meets it.
    private let warnings = DiagnosticLog()

    /// Whether `diagnostic` is reported for the first time in this test process.
    public func firstReport(of diagnostic: Diagnostic) -> Bool { warnings.report(diagnostic) }

    /// The run `environment` names (`ADLAYOUT_REPORT`, `ADLAYOUT_ARTIFACTS`), or the folder
    /// `exactly` when given (`--artifacts`).
    public init(environment: [String: String], exactly: URL? = nil, date: Date = Date(),
                pid: Int32 = ProcessInfo.processInfo.processIdentifier) {
        let report = environment[Self.reportVariable]?.trimmingCharacters(in: .whitespaces) ?? ""
        reports = !["0", "false", "no"].contains(report.lowercased())
        if let exactly {
            folder = exactly
            base = nil
        } else if !report.isEmpty && reports && !["1", "true", "yes"].contains(report.lowercased()) {
            folder = URL(fileURLWithPath: report)
            base = nil
        } else {
            let root = environment[Self.artifactsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-snapshot-artifacts")
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd-HHmmss"
            // Two runs of one process in one second (CLI runs in a test process) get -2, -3, ….
            let name = "run-\(formatter.string(from: date))-\(pid)"
            let unique = Self.made.withLock { used -> String in
                var candidate = name, n = 1
                while used.contains(candidate) { n += 1; candidate = "\(name)-\(n)" }
                used.insert(candidate)
                return candidate
            }
            folder = root.appendingPathComponent(unique)
            base = root
        }
    }

    /// Deletes earlier runs' artifacts, once per run, before the first snapshot writes any.
    public func prepare() {
        let first = state.withLock { s in
            defer { s.prepared = true }
            return !s.prepared
        }
        guard first else { return }
        if let base {
            Self.removeOldRuns(in: base, current: folder.lastPathComponent, keep: Self.keptRuns)
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let latest = base.appendingPathComponent("latest")
            try? FileManager.default.removeItem(at: latest)
            try? FileManager.default.createSymbolicLink(atPath: latest.path, withDestinationPath: folder.lastPathComponent)
        } else {
            Self.removeArtifacts(in: folder)
        }
    }

    /// Adds an assertion's result to the report (when one is asked for) and rewrites it, unless it
    /// was written less than a second ago (then the next assertion, or the process's exit, does).
    public func add(_ entry: SuiteResult.Entry, goldens: URL, mode: RecordMode) {
        guard reports else { return }
        let registerExit = state.withLock { s -> Bool in
            s.entries.append(entry)
            s.goldens = goldens
            s.mode = mode
            s.pending = true
            defer { s.flushesAtExit = true }
            return !s.flushesAtExit
        }
        // The shared run writes what is left when the process exits (tests' own runs are flushed by them).
        if registerExit && self === Self.shared { atexit { SnapshotArtifactsRun.shared.finish() } }
        flush(olderThan: .seconds(1))
    }

    /// Writes the report and result file if entries came since they were last written (and, with
    /// `olderThan`, only if that was at least so long ago).
    public func flush(olderThan interval: Duration? = nil) {
        // Written under the lock: parallel tests rewrite it one at a time, each with every entry so far.
        state.withLock { s in
            let now = ContinuousClock.now
            guard s.pending, let goldens = s.goldens else { return }
            if let interval, let last = s.written, now - last < interval { return }
            s.pending = false
            s.written = now
            var result = SuiteResult(entries: s.entries, goldens: goldens, mode: s.mode, stale: [], pruned: [],
                                     environmentChanges: [], environmentProblem: nil, environmentWritten: false)
            result.command = "swift test"
            do {
                _ = try HTMLReport.write(result, to: folder)
                try SuiteResultFile.write(result, to: folder)
            } catch {
                FileHandle.standardError.write(Data("warning: cannot write the AdLayout snapshot report: \(error.localizedDescription)\n".utf8))
            }
        }
    }

    /// The end of a test process: writes what is left and names the folder, once.
    public func finish() {
        flush()
        let summary = state.withLock { s -> String? in
            guard !s.entries.isEmpty else { return nil }
            return SuiteResult(entries: s.entries, goldens: s.goldens ?? folder, mode: s.mode, stale: [], pruned: [],
                               environmentChanges: [], environmentProblem: nil, environmentWritten: false).summary
        }
        guard let summary else { return }
        FileHandle.standardError.write(Data("AdLayout \(summary); report and artifacts: \(folder.appendingPathComponent(HTMLReport.fileName).path)\n".utf8))
    }

    /// Deletes the `run-…` folders in `base` but the newest `keep` and `current`, and any whose
    /// process is still running.
    static func removeOldRuns(in base: URL, current: String, keep: Int,
                              isRunning: (Int32) -> Bool = { kill($0, 0) == 0 || errno == EPERM }) {
        let runs = ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [])
            .filter { $0.hasPrefix("run-") && $0 != current }.sorted()
        for name in runs.dropLast(keep) {
            // run-<date>-<time>-<pid>[-<n>]: this process's own runs and those of running ones stay.
            let parts = name.split(separator: "-")
            if parts.count >= 4, let pid = Int32(parts[3]),
               pid == ProcessInfo.processInfo.processIdentifier || isRunning(pid) { continue }
            try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
        }
    }

    /// Deletes what an earlier run wrote into `folder`: the report, the result file and artifact
    /// images (nothing else).
    static func removeArtifacts(in folder: URL) {
        for name in [HTMLReport.fileName, SuiteResultFile.fileName(shard: nil)] {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if [".expected.png", ".actual.png", ".diff.png"].contains(where: name.hasSuffix) {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }
}

import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import Synchronization

/// The artifacts of one test process: a folder of its own, `run-<date>-<time>-<pid>` under
/// `ADLAYOUT_ARTIFACTS` (default `$TMPDIR/adlayout-snapshot-artifacts`), with `latest` linking to
/// it. When the first assertion runs, older runs are deleted (the newest few are kept, and any of
/// a process still running), so artifacts do not pile up.
///
/// With `ADLAYOUT_REPORT` set, every assertion's result goes into an HTML report, `index.html`, and
/// a result file (`results.json`, which `adlayout report merge` reads) in that folder, rewritten
/// after an assertion at most once a second and when the process exits: `ADLAYOUT_REPORT=1` uses
/// the run's folder; any other value (not `0` or `false`) is a folder to use instead, whose
/// earlier report and artifacts are deleted first.
final class SnapshotTestRun: Sendable {
    /// The variable naming the folder runs are kept in.
    static let artifactsVariable = "ADLAYOUT_ARTIFACTS"
    /// The variable that asks for a report.
    static let reportVariable = "ADLAYOUT_REPORT"
    /// Runs kept besides the current one.
    static let keptRuns = 4

    static let shared = SnapshotTestRun(environment: ProcessInfo.processInfo.environment)

    /// This run's artifacts folder.
    let folder: URL
    /// Whether a report is written.
    let reports: Bool
    /// Where runs are kept (nil when the report variable names the folder).
    let base: URL?

    private struct State {
        var prepared = false
        var entries: [SuiteResult.Entry] = []
        var goldens: URL?
        var mode = RecordMode.missing
        var announced = false
        /// When the report was last written, and whether entries came since.
        var written: ContinuousClock.Instant?
        var pending = false
        var flushesAtExit = false
    }
    private let state = Mutex(State())
    /// The run's warnings, so each is reported by the first assertion that meets it.
    private let warnings = DiagnosticLog()

    /// Whether `diagnostic` is reported for the first time in this test process.
    func firstReport(of diagnostic: Diagnostic) -> Bool { warnings.report(diagnostic) }

    init(environment: [String: String], date: Date = Date(), pid: Int32 = ProcessInfo.processInfo.processIdentifier) {
        let report = environment[Self.reportVariable]?.trimmingCharacters(in: .whitespaces) ?? ""
        let wantsReport = !report.isEmpty && !["0", "false", "no"].contains(report.lowercased())
        reports = wantsReport
        if wantsReport && !["1", "true", "yes"].contains(report.lowercased()) {
            folder = URL(fileURLWithPath: report)
            base = nil
        } else {
            let root = environment[Self.artifactsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-snapshot-artifacts")
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd-HHmmss"
            folder = root.appendingPathComponent("run-\(formatter.string(from: date))-\(pid)")
            base = root
        }
    }

    /// Deletes earlier runs' artifacts, once per process, before the first assertion writes any.
    func prepare() {
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
    func add(_ entry: SuiteResult.Entry, goldens: URL, mode: RecordMode) {
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
        if registerExit && self === Self.shared { atexit { SnapshotTestRun.shared.flush() } }
        flush(olderThan: .seconds(1))
    }

    /// Writes the report and result file if entries came since they were last written (and, with
    /// `olderThan`, only if that was at least so long ago).
    func flush(olderThan interval: Duration? = nil) {
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
                let url = try HTMLReport.write(result, to: folder)
                try SuiteResultFile.write(result, to: folder)
                if !s.announced {
                    s.announced = true
                    FileHandle.standardError.write(Data("AdLayout snapshot report: \(url.path)\n".utf8))
                }
            } catch {
                FileHandle.standardError.write(Data("warning: cannot write the AdLayout snapshot report: \(error.localizedDescription)\n".utf8))
            }
        }
    }

    /// Deletes the `run-…` folders in `base` but the newest `keep` and `current`, and any whose
    /// process is still running.
    static func removeOldRuns(in base: URL, current: String, keep: Int,
                              isRunning: (Int32) -> Bool = { kill($0, 0) == 0 || errno == EPERM }) {
        let runs = ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [])
            .filter { $0.hasPrefix("run-") && $0 != current }.sorted()
        for name in runs.dropLast(keep) {
            if let pid = name.split(separator: "-").last.flatMap({ Int32($0) }), pid != ProcessInfo.processInfo.processIdentifier,
               isRunning(pid) { continue }
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

import Foundation

/// Everything a verify or record run found, in the order the snapshots were given.
public struct SuiteResult: Sendable {
    /// One snapshot, the artifact files written for it (relative to the artifacts folder) and how
    /// long it took.
    public struct Entry: Sendable {
        /// What happened.
        public var outcome: SnapshotOutcome
        /// The images written for it.
        public var artifacts: ArtifactFiles
        /// Seconds spent loading, rendering and checking it.
        public var seconds: Double
        /// The test that made it, for snapshots of Swift tests (`Module.Suite/test()`).
        public var test: String?

        /// An entry for `outcome`.
        public init(outcome: SnapshotOutcome, artifacts: ArtifactFiles, seconds: Double = 0, test: String? = nil) {
            self.outcome = outcome; self.artifacts = artifacts; self.seconds = seconds; self.test = test
        }
    }

    /// One entry per snapshot checked, in the order the cases were given.
    public var entries: [Entry]
    /// The goldens folder.
    public var goldens: URL
    /// The record mode the run used.
    public var mode: RecordMode
    /// Goldens that belong to no layout of the run.
    public var stale: [String]
    /// Stale goldens deleted (`--prune`).
    public var pruned: [String]
    /// What differs between the goldens' recorded environment and this one (empty when they agree
    /// or nothing was recorded).
    public var environmentChanges: [String]
    /// A problem with the environment sidecar (unreadable).
    public var environmentProblem: String?
    /// Whether the sidecar was written by this run.
    public var environmentWritten: Bool
    /// What made the run (`adlayout verify`, `swift test`), for reports.
    public var command = "adlayout verify"
    /// The part of a sharded run this is.
    public var shard: Shard?
    /// A record run: goldens it writes are what was asked for, so only failures fail it (in a
    /// verify or test run, anything but a pass fails).
    public var recording = false

    /// A result with these entries and findings; `command`, `shard` and `recording` keep their defaults.
    public init(entries: [Entry], goldens: URL, mode: RecordMode, stale: [String], pruned: [String],
                environmentChanges: [String], environmentProblem: String?, environmentWritten: Bool) {
        self.entries = entries; self.goldens = goldens; self.mode = mode; self.stale = stale; self.pruned = pruned
        self.environmentChanges = environmentChanges; self.environmentProblem = environmentProblem
        self.environmentWritten = environmentWritten
    }

    /// The entries whose outcome has `status`, in order.
    public func entries(_ status: SnapshotStatus) -> [Entry] { entries.filter { $0.outcome.status == status } }

    /// Whether a document could not be loaded.
    public var hasInvalidInput: Bool { entries.contains { $0.outcome.invalidInput } }

    /// "5 snapshots: 3 passed, 1 failed, 1 new; 1 stale golden".
    public var summary: String {
        var parts = SnapshotStatus.allCases.compactMap { status -> String? in
            let n = entries(status).count
            return n == 0 && status != .passed && status != .failed ? nil : "\(n) \(status.rawValue)"
        }
        if !stale.isEmpty { parts.append("\(stale.count) stale\(pruned.isEmpty ? "" : " (pruned)")") }
        return "\(entries.count) snapshot\(entries.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
}

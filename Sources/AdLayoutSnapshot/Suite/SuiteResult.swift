import Foundation

/// Everything a verify or record run found, in the order the snapshots were given.
public struct SuiteResult: Sendable {
    /// One snapshot and the artifact files written for it.
    public struct Entry: Sendable {
        public var outcome: SnapshotOutcome
        public var artifacts: ArtifactFiles
    }

    public var entries: [Entry]
    /// The goldens folder.
    public var goldens: URL
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

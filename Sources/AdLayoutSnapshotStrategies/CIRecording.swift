import AdLayoutSnapshot
import Foundation
// The record mode in force (`SnapshotTestingConfiguration.current`) is the library's SPI.
@_spi(Internals) import SnapshotTesting
import Testing

/// AdLayout's CI rule for swift-snapshot-testing: with `CI` set, nothing is recorded unless
/// `SNAPSHOT_TESTING_RECORD` says so. The library itself records missing snapshots everywhere, so the
/// strategies, when first made, set `SNAPSHOT_TESTING_RECORD=never` in the process's environment, which
/// the library reads once, at its first assertion (a strategy is made before the assertion that uses
/// it runs). A `record:` pinned in code still wins there (the library's rule, which a strategy cannot
/// change): the strategies then warn.
enum CIRecording {
    static let variable = "SNAPSHOT_TESTING_RECORD"

    /// Whether the CI default was applied: `CI` set and the variable not, when the first strategy was made.
    static let applied: Bool = {
        guard defaultMode(environment: ProcessInfo.processInfo.environment) != nil else { return false }
        setenv(variable, "never", 0)
        return true
    }()

    /// Applies the CI default once per process (see ``applied``).
    static func applyDefault() { _ = applied }

    /// `never` when `CI` is set and `SNAPSHOT_TESTING_RECORD` is not; nil: leave the library's default.
    static func defaultMode(environment: [String: String]) -> SnapshotTestingConfiguration.Record? {
        guard RecordMode.isCI(environment), (environment[variable] ?? "").isEmpty else { return nil }
        return .never
    }

    /// The warning for a recording mode pinned in code on CI, given the environment as it was before
    /// the default was applied; nil when nothing would be recorded against the environment's wish.
    static func pinWarning(inForce: SnapshotTestingConfiguration.Record?, environment: [String: String]) -> String? {
        guard defaultMode(environment: environment) != nil, let inForce, inForce != .never else { return nil }
        let name = [(SnapshotTestingConfiguration.Record.all, "all"), (.failed, "failed"), (.missing, "missing")]
            .first { $0.0 == inForce }?.1 ?? "missing"
        return "CI is set but record: .\(name) is given in code (the assertion's, withSnapshotTesting or .snapshots), "
            + "which swift-snapshot-testing applies even on CI, so it may write snapshots here; remove it from the code "
            + "(off CI the default is missing) or set \(variable) explicitly"
    }
}

extension StrategyRendering {
    /// Warns (once per assertion) when the mode in force would record on CI against the environment.
    static func warnAboutRecordingOnCI() {
        // Applied means the process started with CI set and the variable unset.
        guard CIRecording.applied else { return }
        if let warning = CIRecording.pinWarning(inForce: SnapshotTestingConfiguration.current?.record, environment: ["CI": "1"]) {
            record(warning, warning: true)
        }
    }
}

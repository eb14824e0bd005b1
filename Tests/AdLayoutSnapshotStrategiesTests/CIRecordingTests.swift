@testable import AdLayoutSnapshotStrategies
import Foundation
@_spi(Internals) import SnapshotTesting
import Testing

/// The CI rule with swift-snapshot-testing, for each combination of a mode pinned in code (nil: none),
/// `SNAPSHOT_TESTING_RECORD` and `CI`: the strategies lower the library's default to `never` on CI
/// (unless the variable is set) and warn when code pins a recording mode there.
@Suite struct CIRecordingTests {
    @Test(arguments: [[String: String](), ["CI": "true"], ["CI": "true", "SNAPSHOT_TESTING_RECORD": "missing"],
                      ["CI": "false"], ["SNAPSHOT_TESTING_RECORD": "failed"]])
    func theDefaultIsNeverOnCIOnly(environment: [String: String]) {
        let onCIWithoutVariable = environment["CI"] == "true" && environment["SNAPSHOT_TESTING_RECORD"] == nil
        #expect(CIRecording.defaultMode(environment: environment) == (onCIWithoutVariable ? .never : nil))
    }

    @Test(arguments: [nil, SnapshotTestingConfiguration.Record.all, .missing, .failed, .never])
    func aPinInCodeWarnsOnCI(inForce: SnapshotTestingConfiguration.Record?) {
        let warning = CIRecording.pinWarning(inForce: inForce, environment: ["CI": "true"])
        if let inForce, inForce != .never {
            let name = inForce == .all ? "all" : inForce == .failed ? "failed" : "missing"
            #expect(warning == "CI is set but record: .\(name) is given in code (the assertion's, withSnapshotTesting or "
                    + ".snapshots), which swift-snapshot-testing applies even on CI, so it may write snapshots here; "
                    + "remove it from the code (off CI the default is missing) or set SNAPSHOT_TESTING_RECORD explicitly")
        } else {
            #expect(warning == nil)
        }
        // Off CI, or with the variable set, a pin is the user's choice: no warning.
        #expect(CIRecording.pinWarning(inForce: inForce, environment: [:]) == nil)
        #expect(CIRecording.pinWarning(inForce: inForce, environment: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "all"]) == nil)
    }
}

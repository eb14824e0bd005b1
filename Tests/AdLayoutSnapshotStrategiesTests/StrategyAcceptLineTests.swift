import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import AdLayoutSnapshotStrategies
import AdLayoutTestSupport
import Foundation
import SnapshotTesting
import Testing

/// The accept line a failing strategy prints, followed as printed, makes the next run pass; the
/// comparison is exact by default.
@Suite struct StrategyAcceptLineTests {
    /// A document with titles in `colour` in a fresh folder.
    static func document(_ colour: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent("myoffer.json")
        try Data("""
        {"schemaVersion": 1, "device": "iPhone15",
         "registrations": {"normal": {"viewClass": "DefaultAdListItemView", "viewLayout": "AdListItemViewLayout",
                                      "overrides": {"titleLabel": {"color": "\(colour)"}}}},
         "sections": [{"type": "normal", "items": [
           {"appName": "Minimal Ad", "pointValue": 1000, "pointUnit": "P", "cmpnDesc": "설치하면"}]}]}
        """.utf8).write(to: url)
        return url
    }

    /// Records, changes the title colour (#505050 → #5A5A5A: a failure by default), and returns the
    /// failure message.
    static func failure(in dir: URL, function: String = #function) throws -> (URL, String) {
        let doc = try document("#505050", in: dir)
        _ = verifySnapshot(of: doc, as: .adLayout(scale: 1), named: "myoffer", snapshotDirectory: dir.path, testName: function)
        #expect(verifySnapshot(of: doc, as: .adLayout(scale: 1), named: "myoffer", snapshotDirectory: dir.path,
                               testName: function) == nil)
        _ = try document("#5A5A5A", in: dir)
        let message = try #require(verifySnapshot(of: doc, as: .adLayout(scale: 1), named: "myoffer",
                                                  snapshotDirectory: dir.path, testName: function))
        return (doc, message)
    }

    @Test func nothingPinned() throws {
        let dir = try temporaryDirectory()
        let (doc, message) = try Self.failure(in: dir)
        #expect(message.contains(" pixels differ ("))
        #expect(message.contains("accept the change: SNAPSHOT_TESTING_RECORD=failed swift test --filter \"StrategyAcceptLineTests/nothingPinned\""))
        // SNAPSHOT_TESTING_RECORD sets swift-snapshot-testing's default: the outermost scope.
        let accepted = withSnapshotTesting(record: .failed) {
            verifySnapshot(of: doc, as: .adLayout(scale: 1), named: "myoffer", snapshotDirectory: dir.path)
        }
        #expect(accepted?.contains("A new snapshot was automatically recorded.") == true)
        #expect(verifySnapshot(of: doc, as: .adLayout(scale: 1), named: "myoffer", snapshotDirectory: dir.path) == nil)
    }

    @Test(.snapshots(record: .missing))
    func aTraitPinsTheMode() throws {
        let dir = try temporaryDirectory()
        let (doc, message) = try Self.failure(in: dir)
        #expect(message.contains("accept the change: this test pins record: .missing in code (withSnapshotTesting(record:) or "
                                 + ".snapshots(record:)), which SNAPSHOT_TESTING_RECORD does not override: set record: .failed there"))
        // Set it there: the pin is now failed.
        _ = verifySnapshot(of: doc, as: .adLayout(scale: 1), named: "myoffer", record: .failed, snapshotDirectory: dir.path)
        #expect(verifySnapshot(of: doc, as: .adLayout(scale: 1), named: "myoffer", snapshotDirectory: dir.path) == nil)
    }

    @Test func theFailureImagesGoIntoTheRunsOneFolder() throws {
        let dir = try temporaryDirectory()
        let (_, message) = try Self.failure(in: dir)
        let run = SnapshotArtifactsRun.shared.folder.path
        for label in ["expected", "actual", "diff"] {
            let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("\(label): ") })
            #expect(line.hasPrefix("\(label): \(run)/StrategyAcceptLineTests/"))
            #expect(FileManager.default.fileExists(atPath: String(line.dropFirst(label.count + 2))))
        }
        // swift-snapshot-testing's own copy of the failing snapshot goes there too.
        #expect(getenv("SNAPSHOT_ARTIFACTS").map { String(cString: $0) } == run)
    }
}

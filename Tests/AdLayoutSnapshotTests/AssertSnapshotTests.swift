import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
@testable import AdLayoutSnapshot
@testable import AdLayoutSnapshotTesting
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing
import XCTest

/// The assertion itself, with goldens in a temporary `__Snapshots__` folder and artifacts in a
/// temporary run folder.
@Suite struct AssertSnapshotTests {
    static let minimal = Run.layouts.appendingPathComponent("minimal.json")

    /// An assertion as if written in `FakeTests.swift` inside a fresh folder; returns it with the
    /// folder its goldens go to (`__Snapshots__/FakeTests`).
    static func assertion(_ mode: RecordMode?, function: String = #function, line: UInt = #line,
                          goldens: URL? = nil) throws -> (SnapshotAssertion, URL) {
        let dir = try temporaryDirectory()
        return try assertion(mode, in: dir, function: function, line: line, goldens: goldens)
    }

    static func assertion(_ mode: RecordMode?, in dir: URL, function: String = #function, line: UInt = #line,
                          goldens: URL? = nil) throws -> (SnapshotAssertion, URL) {
        let location = SnapshotSourceLocation(fileID: "X/FakeTests.swift", filePath: "/nonexistent/FakeTests.swift",
                                              function: function, line: line, column: 1,
                                              folderOverride: dir.appendingPathComponent("__Snapshots__"))
        let run = SnapshotTestRun(environment: ["ADLAYOUT_ARTIFACTS": dir.appendingPathComponent("artifacts").path])
        // An empty environment: a CI runner's `CI` must not change what these tests expect.
        let assertion = SnapshotAssertion(location: location, record: mode, options: nil, budget: nil, registry: nil,
                                          goldens: goldens, run: run, environment: [:])
        return (assertion, goldens ?? dir.appendingPathComponent("__Snapshots__/FakeTests"))
    }

    /// The text of the issues `body` records (it must record at least one).
    static func issues(_ body: () -> Void) -> String {
        let texts = Mutex([String]())
        withKnownIssue { body() } matching: { issue in
            texts.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        return texts.withLock { $0.joined(separator: "\n---\n") }
    }

    @Test func goldensArePerTest() throws {
        let (assertion, folder) = try Self.assertion(.missing)
        let message = Self.issues { _ = assertion.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        #expect(message.contains("snapshot FakeTests/goldensArePerTest.minimal@1x.png: recorded new golden"))
        #expect(message.contains("re-run the test to verify against it"))
        #expect(files(in: folder) == ["goldensArePerTest.minimal@1x.png", RenderEnvironment.fileName])
        // Now it passes without an issue.
        #expect(assertion.check(Self.minimal, name: "minimal", variant: .document, scale: 1)?.status == .passed)
    }

    /// Two tests that snapshot the same document (this one and the next) each get their own golden.
    static let sharedFolder = try! temporaryDirectory()

    @Test func firstTestOfOneDocument() throws {
        let (assertion, folder) = try Self.assertion(.missing, in: Self.sharedFolder)
        withKnownIssue { _ = assertion.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        #expect(files(in: folder).contains("firstTestOfOneDocument.minimal@1x.png"))
    }

    @Test func secondTestOfOneDocument() throws {
        let (assertion, folder) = try Self.assertion(.missing, in: Self.sharedFolder)
        withKnownIssue { _ = assertion.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        #expect(files(in: folder).contains("secondTestOfOneDocument.minimal@1x.png"))
    }

    @Test func twoSnapshotsClaimingOneGoldenFail() throws {
        let dir = try temporaryDirectory()
        let (first, folder) = try Self.assertion(.missing, in: dir, line: 1)
        let (second, _) = try Self.assertion(.missing, in: dir, line: 2)
        withKnownIssue { _ = first.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        let golden = try Data(contentsOf: folder.appendingPathComponent("twoSnapshotsClaimingOneGoldenFail.minimal@1x.png"))
        // The same call again (a repeated test) may check it; another call may not, in any mode.
        #expect(first.check(Self.minimal, name: "minimal", variant: .document, scale: 1)?.status == .passed)
        let message = Self.issues {
            let outcome = SnapshotAssertion(location: second.location, record: .all, options: nil, budget: nil, registry: nil,
                                            run: second.run, environment: [:])
                .check(Self.minimal.deletingLastPathComponent().appendingPathComponent("right-icon.json"), name: "minimal",
                       variant: .document, scale: 1)
            #expect(outcome?.status == .failed)
        }
        #expect(message.contains("golden twoSnapshotsClaimingOneGoldenFail.minimal@1x.png in \(folder.path) is already checked by "))
        #expect(message.contains("at X/FakeTests.swift:1:1: two snapshots would share one golden; give this one its own name (named:)"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("twoSnapshotsClaimingOneGoldenFail.minimal@1x.png")) == golden)
        // With a name of its own it is fine.
        withKnownIssue { _ = second.check(Self.minimal, name: "other", variant: .document, scale: 1) }
    }

    @Test func neverModeFailsWritesNothingAndSaysHowToRecord() throws {
        let (assertion, folder) = try Self.assertion(.never)
        let message = Self.issues { _ = assertion.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        #expect(message.contains("missing golden neverModeFailsWritesNothingAndSaysHowToRecord.minimal@1x.png (record mode never: nothing written)"))
        #expect(message.contains("record it: ADLAYOUT_RECORD=missing swift test --filter \"AssertSnapshotTests/neverModeFailsWritesNothingAndSaysHowToRecord\""))
        #expect(files(in: folder).isEmpty)
    }

    @Test func aDifferenceFailsWithArtifactsAndHowToAcceptIt() throws {
        let (missing, folder) = try Self.assertion(.missing)
        let iPhoneSE = SnapshotVariant(device: .iPhoneSE)
        withKnownIssue { _ = missing.check(Self.minimal, name: "m", variant: iPhoneSE, scale: 1) }
        let golden = folder.appendingPathComponent("aDifferenceFailsWithArtifactsAndHowToAcceptIt.m-iPhoneSE@1x.png")
        let good = try Data(contentsOf: golden)
        try PNGCodec.encode(paintingSquare(PNGCodec.decode(good), x: 0, y: 0, size: 10)).write(to: golden)
        let message = Self.issues {
            let outcome = missing.check(Self.minimal, name: "m", variant: iPhoneSE, scale: 1)
            #expect(outcome?.status == .failed && outcome?.comparison?.mismatchedPixels ?? 0 > 0)
        }
        #expect(message.contains("snapshot FakeTests/aDifferenceFailsWithArtifactsAndHowToAcceptIt.m-iPhoneSE@1x.png: "))
        #expect(message.contains("pixels differ"))
        let run = missing.run.folder.path
        for kind in ["expected", "actual", "diff"] {
            let path = "\(run)/FakeTests/aDifferenceFailsWithArtifactsAndHowToAcceptIt.m-iPhoneSE@1x.\(kind).png"
            #expect(message.contains("\(kind): \(path)"))
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(message.contains("accept the change: ADLAYOUT_RECORD=failed swift test --filter "
                                 + "\"AssertSnapshotTests/aDifferenceFailsWithArtifactsAndHowToAcceptIt\""))
        // Mode failed rewrites it (and says so: the test fails once more).
        let failed = SnapshotAssertion(location: missing.location, record: .failed, options: nil, budget: nil, registry: nil,
                                       run: missing.run, environment: [:])
        withKnownIssue { _ = failed.check(Self.minimal, name: "m", variant: iPhoneSE, scale: 1) }
        #expect(try Data(contentsOf: golden) == good)
    }

    @Test func aSharedGoldensFolderIsNamedAsVerifyNamesIt() throws {
        let goldens = try temporaryDirectory()
        let (assertion, _) = try Self.assertion(.missing, goldens: goldens)
        withKnownIssue { _ = assertion.check(Self.minimal, name: "minimal", variant: SnapshotVariant(theme: .dark), scale: 1) }
        #expect(files(in: goldens) == ["minimal-dark@1x.png", RenderEnvironment.fileName])
        // The light rendering as the dark golden: a change to accept.
        try PNGCodec.encode(render(Self.minimal)).write(to: goldens.appendingPathComponent("minimal-dark@1x.png"))
        let message = Self.issues { _ = assertion.check(Self.minimal, name: "minimal", variant: SnapshotVariant(theme: .dark), scale: 1) }
        #expect(message.contains("; or: adlayout record \(Self.minimal.path) --goldens \(goldens.path) --scale 1 --themes dark --mode failed"))
    }

    @Test func unknownDeviceIsAnIssue() {
        let message = Self.issues { _ = assertSnapshot(of: Self.minimal, device: "iPhone51", scale: 1, record: .never) }
        #expect(message.contains("unknown device \"iPhone51\" (did you mean \"iPhone15\" or \"iPhoneSE\"?); valid: iPadMini, iPadPro11, "))
    }

    @Test func anInvalidDocumentIsAnIssue() throws {
        let dir = try temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.json")
        try #"{"schemaVersion": 1, "sections": [{"type": "normall", "items": []}]}"#.write(to: bad, atomically: true, encoding: .utf8)
        let (assertion, folder) = try Self.assertion(.missing, in: dir)
        let message = Self.issues { #expect(assertion.check(bad, name: "bad", variant: .document, scale: 1) == nil) }
        #expect(message.contains("cannot check snapshot anInvalidDocumentIsAnIssue.bad@1x.png:\n  error: "))
        #expect(message.contains("unknown layout type \"normall\""))
        #expect(files(in: folder).isEmpty)
    }

    @Test(.adLayoutSnapshots(record: .never))
    func theTraitSetsTheRecordMode() throws {
        #expect(SnapshotTestConfiguration.current.record == .never)
        let (assertion, folder) = try Self.assertion(nil)
        withKnownIssue { _ = assertion.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        #expect(files(in: folder).isEmpty)
        // The assertion's own argument wins.
        let (explicit, explicitFolder) = try Self.assertion(.missing)
        withKnownIssue { _ = explicit.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        #expect(files(in: explicitFolder).contains("theTraitSetsTheRecordMode.minimal@1x.png"))
    }

    /// A committed trait × `ADLAYOUT_RECORD` × `CI`, end to end: with `CI` set only the variable records a
    /// missing golden; the trait's `record: .missing` applies off CI.
    @Test(.adLayoutSnapshots(record: .missing), arguments: [
        ([String: String](), true), (["CI": "true"], false), (["CI": "true", "ADLAYOUT_RECORD": "missing"], true),
        (["CI": "true", "ADLAYOUT_RECORD": "never"], false), (["ADLAYOUT_RECORD": "never"], false),
    ])
    func onCIATraitDoesNotRecord(environment: [String: String], records: Bool) throws {
        var (assertion, folder) = try Self.assertion(nil)
        assertion.environment = environment
        let message = Self.issues { _ = assertion.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        let lines = message.split(separator: "\n").map(String.init)
        if records {
            #expect(lines.first == "snapshot FakeTests/onCIATraitDoesNotRecord-environment-records.minimal@1x.png: "
                    + "recorded new golden onCIATraitDoesNotRecord-environment-records.minimal@1x.png")
            #expect(files(in: folder).contains("onCIATraitDoesNotRecord-environment-records.minimal@1x.png"))
        } else {
            #expect(lines.first == "snapshot FakeTests/onCIATraitDoesNotRecord-environment-records.minimal@1x.png: "
                    + "missing golden onCIATraitDoesNotRecord-environment-records.minimal@1x.png (record mode never: nothing written)")
            let why = environment["CI"] != nil && environment["ADLAYOUT_RECORD"] == nil
                ? ["record mode never: CI is set; record: .missing in code applies off CI only"] : []
            #expect(Array(lines.dropFirst().prefix(why.count)) == why)
            #expect(lines.dropFirst(why.count + 1).first?.hasPrefix("record it: ADLAYOUT_RECORD=missing swift test --filter ") == true)
            #expect(files(in: folder).isEmpty)
        }
    }

    @Test func scopesMerge() {
        let outer = SnapshotTestConfiguration(record: .failed, budget: PixelBudget(maxDiffPixels: 3))
        let inner = SnapshotTestConfiguration(record: .never, options: .exact).merged(over: outer)
        #expect(inner == SnapshotTestConfiguration(record: .never, options: .exact, budget: PixelBudget(maxDiffPixels: 3)))
        withAdLayoutSnapshots(record: .all) {
            withAdLayoutSnapshots(options: .exact) {
                #expect(SnapshotTestConfiguration.current == SnapshotTestConfiguration(record: .all, options: .exact))
            }
        }
    }

    @Test func framesCanBeSnapshotDirectly() throws {
        let (assertion, folder) = try Self.assertion(.missing)
        let pipeline = RenderPipeline()
        let tree = pipeline.layout(try pipeline.load(Self.minimal), scale: 2)
        withKnownIssue { _ = assertion.check(tree, name: "tree") }
        #expect(files(in: folder).contains("framesCanBeSnapshotDirectly.tree@2x.png"))
    }

    @Test func aContentSizeVariantScalesTheLabels() throws {
        let (assertion, folder) = try Self.assertion(.missing)
        let large = SnapshotVariant(contentSize: .accessibilityLarge)
        withKnownIssue { _ = assertion.check(Self.minimal, name: "minimal", variant: large, scale: 1) }
        withKnownIssue { _ = assertion.check(Self.minimal, name: "minimal", variant: .document, scale: 1) }
        let names = files(in: folder)
        #expect(names.contains("aContentSizeVariantScalesTheLabels.minimal-accessibilityLarge@1x.png"))
        let scaled = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent(
            "aContentSizeVariantScalesTheLabels.minimal-accessibilityLarge@1x.png")))
        let plain = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("aContentSizeVariantScalesTheLabels.minimal@1x.png")))
        #expect(scaled.width == plain.width && scaled.bytes != plain.bytes)
    }
}

/// The run's artifacts folder and report.
@Suite struct SnapshotTestRunTests {
    @Test func runsGetAFolderOfTheirOwnAndOldOnesAreDeleted() throws {
        let base = try temporaryDirectory()
        for name in ["run-20260101-000000-11", "run-20260102-000000-12", "run-20260103-000000-13", "run-20260104-000000-14",
                     "run-20260105-000000-15", "run-20260106-000000-16", "keep-me"] {
            try FileManager.default.createDirectory(at: base.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let date = Date(timeIntervalSince1970: 1_800_000_000)   // 2027-01-15 08:00:00 UTC
        let run = SnapshotTestRun(environment: ["ADLAYOUT_ARTIFACTS": base.path], date: date, pid: 99)
        #expect(run.folder.lastPathComponent == "run-20270115-080000-99")
        #expect(run.reports)   // swift test writes the report verify --report writes, unless ADLAYOUT_REPORT=0
        SnapshotTestRun.removeOldRuns(in: base, current: run.folder.lastPathComponent, keep: 4, isRunning: { $0 == 11 })
        // The newest four stay, and the oldest, whose process still runs; other files are not touched.
        #expect(files(in: base) == ["keep-me", "run-20260101-000000-11", "run-20260103-000000-13", "run-20260104-000000-14",
                                    "run-20260105-000000-15", "run-20260106-000000-16"])
        run.prepare()
        #expect(FileManager.default.fileExists(atPath: run.folder.path))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: base.appendingPathComponent("latest").path)
                == "run-20270115-080000-99")
    }

    @Test func aReportFolderIsClearedOfAnEarlierReportOnly() throws {
        let dir = try temporaryDirectory()
        for name in ["index.html", "results.json", "T/a@1x.diff.png", "T/a@1x.actual.png", "notes.txt"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(name).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data("x".utf8).write(to: dir.appendingPathComponent(name))
        }
        let run = SnapshotTestRun(environment: ["ADLAYOUT_REPORT": dir.path])
        #expect(run.reports && run.folder.path == dir.path)
        run.prepare()
        #expect(files(in: dir) == ["T", "notes.txt"])
        #expect(files(in: dir.appendingPathComponent("T")).isEmpty)
    }

    @Test func reportAndResultsAreWrittenAsTheRunGoes() throws {
        let dir = try temporaryDirectory()
        let run = SnapshotTestRun(environment: ["ADLAYOUT_REPORT": dir.path])
        let location = SnapshotSourceLocation(fileID: "X/FakeTests.swift", filePath: "/nonexistent/FakeTests.swift",
                                              function: #function, line: 1, column: 1,
                                              folderOverride: dir.appendingPathComponent("__Snapshots__"))
        let assertion = SnapshotAssertion(location: location, record: .missing, options: nil, budget: nil, registry: nil, run: run,
                                          environment: [:])
        withKnownIssue { _ = assertion.check(AssertSnapshotTests.minimal, name: "minimal", variant: .document, scale: 1) }
        #expect(try SuiteResultFile.read(dir.appendingPathComponent("results.json")).entries.count == 1)
        // Within a second of the last write the report waits for the next assertion or the exit (a flush).
        #expect(assertion.check(AssertSnapshotTests.minimal, name: "minimal", variant: .document, scale: 1)?.status == .passed)
        #expect(try SuiteResultFile.read(dir.appendingPathComponent("results.json")).entries.count == 1)
        run.flush()
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("2 snapshots: 1 passed, 0 failed, 1 new"))
        #expect(html.contains("<code>swift test</code>"))
        #expect(html.contains("<img src=\"FakeTests/reportAndResultsAreWrittenAsTheRunGoes.minimal@1x.actual.png\""))
        let result = try SuiteResultFile.read(dir.appendingPathComponent("results.json"))
        #expect(result.entries.map(\.outcome.status) == [.new, .passed])
        #expect(result.entries.allSatisfy {
            $0.test?.hasPrefix("AdLayoutSnapshotTests.SnapshotTestRunTests/reportAndResultsAreWrittenAsTheRunGoes()/") == true
        })
    }

    @Test func variablesTurnTheReportOnAndOff() {
        #expect(SnapshotTestRun(environment: ["ADLAYOUT_REPORT": "1"]).reports)
        #expect(SnapshotTestRun(environment: ["ADLAYOUT_REPORT": "true"]).folder.lastPathComponent.hasPrefix("run-"))
        #expect(!SnapshotTestRun(environment: ["ADLAYOUT_REPORT": "0"]).reports)
        #expect(SnapshotTestRun(environment: [:]).reports)
    }
}

/// The XCTest path: no Swift Testing test is running, so failures go to XCTFail.
final class AssertSnapshotXCTests: XCTestCase {
    func testPassingSnapshotUnderXCTest() throws {
        let dir = try temporaryDirectory()
        let location = SnapshotSourceLocation(fileID: "X/Y.swift", filePath: #filePath, function: #function, line: #line, column: 1,
                                              folderOverride: dir)
        XCTAssertEqual(location.testName, "testPassingSnapshotUnderXCTest()")
        XCTAssertEqual(location.testFilter, "testPassingSnapshotUnderXCTest")
        // The golden, named for this test, with the pixels the renderer draws.
        let golden = dir.appendingPathComponent("AssertSnapshotTests/testPassingSnapshotUnderXCTest.minimal@1x.png")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGCodec.encodeCompact(render(AssertSnapshotTests.minimal)).write(to: golden)
        let run = SnapshotTestRun(environment: ["ADLAYOUT_ARTIFACTS": dir.appendingPathComponent("artifacts").path])
        let assertion = SnapshotAssertion(location: location, record: .never, options: nil, budget: nil, registry: nil, run: run,
                                          environment: [:])
        let outcome = assertion.check(AssertSnapshotTests.minimal, name: "minimal", variant: .document, scale: 1)
        XCTAssertEqual(outcome?.status, .passed)
    }
}

import AdLayoutCore
import AdLayoutRender
@testable import AdLayoutSnapshot
@testable import AdLayoutSnapshotTesting
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing
import XCTest

/// A folder holding `myoffer.json` with titles in `colour`; returns the document.
func myOffer(_ colour: String, in dir: URL? = nil) throws -> URL {
    let folder = try dir ?? temporaryDirectory()
    let url = folder.appendingPathComponent("myoffer.json")
    try Data(titleDocument(colour).utf8).write(to: url)
    return url
}

/// The `N` of the first "N pixels differ" in `text`.
func differingPixels(_ text: String) -> Int? {
    guard let range = text.range(of: #"\d+ pixels? differ"#, options: .regularExpression) else { return nil }
    return Int(text[range].prefix { $0.isNumber })
}

/// The one snapshot service as the CLI shows it: exact by default, stale goldens only among the
/// inputs, the accept line working whatever the environment, one artifacts folder.
@Suite struct SnapshotServiceCommandTests {
    @Test func aTitleColourChangeFailsVerifyByDefault() throws {
        let doc = try myOffer("#505050")
        let goldens = doc.deletingLastPathComponent().appendingPathComponent("goldens")
        #expect(Run("record", doc.path, "--goldens", goldens.path, "--scale", "1").status == 0)
        try Data(titleDocument("#5A5A5A").utf8).write(to: doc)
        let verify = Run("verify", doc.path, "--goldens", goldens.path, "--scale", "1")
        #expect(verify.status == 1)
        #expect(verify.out.contains("FAIL    myoffer@1x.png:"))
        #expect((differingPixels(verify.out) ?? 0) > 100)
        // The tolerance is opt-in, with pixelmatch's options: then the change passes (as it did by default before).
        #expect(Run("verify", doc.path, "--goldens", goldens.path, "--scale", "1", "--threshold", "0.1",
                    "--no-include-aa").status == 0)
    }

    @Test func pruneLeavesTheGoldensOfDocumentsNotGiven() throws {
        let dir = try temporaryDirectory()
        for name in ["a", "b"] { try Data(titleDocument("#505050").utf8).write(to: dir.appendingPathComponent("\(name).json")) }
        let goldens = dir.appendingPathComponent("goldens")
        #expect(Run("record", dir.path, "--goldens", goldens.path, "--scale", "1", "--themes", "light,dark").status == 0)
        let before = files(in: goldens)
        #expect(before.contains("b-light@1x.png") && before.contains("b-dark@1x.png"))
        let one = Run("verify", dir.appendingPathComponent("a.json").path, "--goldens", goldens.path, "--scale", "1",
                      "--themes", "light,dark", "--prune")
        #expect(one.status == 0)
        #expect(!one.out.contains("stale"))
        #expect(files(in: goldens) == before)
        // Given the folder, a golden of no document in it is stale (and pruned).
        try FileManager.default.removeItem(at: dir.appendingPathComponent("b.json"))
        let folder = Run("verify", dir.path, "--goldens", goldens.path, "--scale", "1", "--themes", "light,dark", "--prune")
        #expect(folder.out.contains("pruned stale golden: b-dark@1x.png"))
        #expect(!files(in: goldens).contains("b-dark@1x.png"))
    }

    /// The printed accept command, run as printed with the same environment, makes the next run pass.
    @Test(arguments: [[:], ["CI": "1"], ["ADLAYOUT_RECORD": "never"], ["ADLAYOUT_RECORD": "missing"]])
    func theAcceptCommandWorks(environment: [String: String]) throws {
        let doc = try myOffer("#505050")
        let goldens = doc.deletingLastPathComponent().appendingPathComponent("goldens")
        let artifacts = doc.deletingLastPathComponent().appendingPathComponent("runs").path
        var environment = environment
        environment["ADLAYOUT_ARTIFACTS"] = artifacts
        #expect(Run(arguments: ["record", doc.path, "--goldens", goldens.path, "--scale", "1", "--themes", "dark", "--mode", "all"],
                    environment: environment).status == 0)
        try Data(titleDocument("#5A5A5A").utf8).write(to: doc)
        let verify = ["verify", doc.path, "--goldens", goldens.path, "--scale", "1", "--themes", "dark"]
        let failed = Run(arguments: verify, environment: environment)
        #expect(failed.status == 1)
        let line = try #require(failed.err.split(separator: "\n").first { $0.hasPrefix("to accept the changes: ") })
        let command = line.dropFirst("to accept the changes: ".count).split(separator: " ").map(String.init)
        #expect(command.first == "adlayout")
        #expect(Run(arguments: Array(command.dropFirst()), environment: environment).status == 0)
        #expect(Run(arguments: verify, environment: environment).status == 0)
    }

    @Test func aRunWritesItsArtifactsIntoOneFolderNamedAtTheEnd() throws {
        let doc = try myOffer("#505050")
        let dir = doc.deletingLastPathComponent()
        let goldens = dir.appendingPathComponent("goldens"), base = dir.appendingPathComponent("runs")
        #expect(Run("record", doc.path, "--goldens", goldens.path, "--scale", "1").status == 0)
        try Data(titleDocument("#5A5A5A").utf8).write(to: doc)
        let verify = Run(arguments: ["verify", doc.path, "--goldens", goldens.path, "--scale", "1"],
                         environment: ["ADLAYOUT_ARTIFACTS": base.path])
        #expect(verify.status == 1)
        let runs = files(in: base).filter { $0.hasPrefix("run-") }
        #expect(runs.count == 1)
        let folder = base.appendingPathComponent(runs[0])
        #expect(files(in: folder) == ["myoffer@1x.actual.png", "myoffer@1x.diff.png", "myoffer@1x.expected.png", "results.json"])
        // Named once, as the last lines before the summary.
        #expect(verify.out.components(separatedBy: folder.path).count == 2)
        #expect(verify.out.contains("artifacts: \(folder.path)"))
    }
}

/// Goldens confined like images, and whole PNGs only.
@Suite struct GoldenIntegrityTests {
    /// A recorded golden for `myoffer.json` at scale 1; returns the document and the goldens folder.
    static func recorded() throws -> (URL, URL) {
        let doc = try myOffer("#505050")
        let goldens = doc.deletingLastPathComponent().appendingPathComponent("goldens")
        #expect(Run("record", doc.path, "--goldens", goldens.path, "--scale", "1").status == 0)
        return (doc, goldens)
    }

    @Test(arguments: [true, false])
    func aGoldenLinkingOutsideIsRefusedInTheSameWords(targetExists: Bool) throws {
        let (doc, goldens) = try Self.recorded()
        let golden = goldens.appendingPathComponent("myoffer@1x.png")
        let outside = try temporaryDirectory().appendingPathComponent("secret.png")
        if targetExists { try FileManager.default.copyItem(at: golden, to: outside) }
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.createSymbolicLink(at: golden, withDestinationURL: outside)
        let artifacts = doc.deletingLastPathComponent().appendingPathComponent("artifacts")
        for mode in ["never", "missing", "failed", "all"] {
            let run = Run("verify", doc.path, "--goldens", goldens.path, "--scale", "1", "--artifacts", artifacts.path,
                          "--mode", mode)
            #expect(run.status == 2)
            #expect(run.out.contains("FAIL    myoffer@1x.png: unusable golden: myoffer@1x.png leads outside the goldens folder "
                                     + "\(goldens.path) (a symbolic link); refused: goldens are read only from inside their folder"))
        }
        // Nothing from outside was copied into the artifacts, and the link was not written through.
        #expect(!files(in: artifacts).contains("myoffer@1x.expected.png"))
        #expect(FileManager.default.fileExists(atPath: outside.path) == targetExists)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: golden.path)) == outside.path)
    }

    @Test func aSidecarLinkingOutsideIsNotRead() throws {
        let (doc, goldens) = try Self.recorded()
        let sidecar = goldens.appendingPathComponent(RenderEnvironment.fileName)
        let outside = try temporaryDirectory().appendingPathComponent("env.json")
        try FileManager.default.moveItem(at: sidecar, to: outside)
        try FileManager.default.createSymbolicLink(at: sidecar, withDestinationURL: outside)
        let run = Run("verify", doc.path, "--goldens", goldens.path, "--scale", "1")
        #expect(run.err.contains("warning: \(sidecar.path): cannot read it: render-environment.json leads outside the goldens folder"))
    }

    @Test func aGoldenThatIsALoopOfLinksSaysSo() throws {
        let (doc, goldens) = try Self.recorded()
        let golden = goldens.appendingPathComponent("myoffer@1x.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.createSymbolicLink(atPath: golden.path, withDestinationPath: "loop@1x.png")
        try FileManager.default.createSymbolicLink(atPath: goldens.appendingPathComponent("loop@1x.png").path,
                                                   withDestinationPath: "myoffer@1x.png")
        let run = Run("verify", doc.path, "--goldens", goldens.path, "--scale", "1")
        #expect(run.status == 2)
        #expect(run.out.contains("FAIL    myoffer@1x.png: unusable golden: myoffer@1x.png is a loop of symbolic links"))
    }

    @Test func aGoldenCutBeforeIENDIsAnErrorNotIdentical() throws {
        let (doc, goldens) = try Self.recorded()
        let golden = goldens.appendingPathComponent("myoffer@1x.png")
        let bytes = try Data(contentsOf: golden)
        try bytes.dropLast(12).write(to: golden)   // the IEND chunk
        let run = Run("verify", doc.path, "--goldens", goldens.path, "--scale", "1")
        #expect(run.status == 2)
        #expect(run.out.contains("FAIL    myoffer@1x.png: unusable golden: myoffer@1x.png: truncated: the file ends before its IEND chunk"))
        // Recording the failures rewrites it.
        #expect(Run("record", doc.path, "--goldens", goldens.path, "--scale", "1", "--mode", "failed").status == 0)
        #expect(try Data(contentsOf: golden) == bytes)
    }

    @Test func aBadChunkCRCFailsCompareAndVerifyWithExit2() throws {
        let (doc, goldens) = try Self.recorded()
        let golden = goldens.appendingPathComponent("myoffer@1x.png")
        var bytes = try Data(contentsOf: golden)
        let idat = try #require(bytes.range(of: Data("IDAT".utf8)))
        bytes[idat.upperBound + 40] ^= 0x01   // one bit of the image data; the chunk's CRC no longer matches
        try bytes.write(to: golden)
        let copy = doc.deletingLastPathComponent().appendingPathComponent("copy.png")
        try bytes.write(to: copy)
        let compare = Run("compare", golden.path, copy.path)
        #expect(compare.status == 2)
        #expect(compare.err.contains("not a readable PNG (corrupt: the CRC of its IDAT chunk at byte"))
        let verify = Run("verify", doc.path, "--goldens", goldens.path, "--scale", "1")
        #expect(verify.status == 2)
        #expect(verify.out.contains("unusable golden: myoffer@1x.png: corrupt: the CRC of its IDAT chunk"))
    }

    @Test func aCorruptImageIsAWarningAndAPlaceholderWhenRendering() throws {
        let dir = try temporaryDirectory()
        var icon = try Data(contentsOf: Run.layouts.appendingPathComponent("images/icon-01.png"))
        let idat = try #require(icon.range(of: Data("IDAT".utf8)))
        icon[idat.upperBound + 20] ^= 0x01
        try icon.write(to: dir.appendingPathComponent("icon.png"))
        let doc = dir.appendingPathComponent("doc.json")
        try Data(#"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": "A", "pointValue": 1, "iconUrl": "icon.png"}]}]}"#.utf8)
            .write(to: doc)
        let run = Run("render", doc.path, "-o", dir.appendingPathComponent("out").path, "--scale", "1")
        #expect(run.status == 0)
        #expect(run.err.contains("warning") && run.err.contains("corrupt: the CRC of its IDAT chunk"))
    }
}

/// The record-mode precedence and the accept line of the Swift assertions: `ADLAYOUT_RECORD` beats
/// whatever the code pins, so the printed line works in every combination.
@Suite(.adLayoutSnapshots(record: .missing))
struct AcceptLineSuiteTests {
    /// Records the golden, changes the title colour, and returns the failure's accept line after
    /// checking that running with it (and then without) passes.
    static func acceptRoundTrip(record: RecordMode?, function: String = #function) throws -> String {
        let dir = try temporaryDirectory()
        let doc = try myOffer("#505050", in: dir)
        var (assertion, _) = try AssertSnapshotTests.assertion(record, in: dir, function: function)
        assertion.environment = [:]
        func check() -> SnapshotOutcome? {
            let outcome = Mutex<SnapshotOutcome?>(nil)
            let texts = AssertSnapshotTests.issues { outcome.withLock { $0 = assertion.check(doc, name: "myoffer", variant: .document, scale: 1) } }
            _ = texts
            return outcome.withLock { $0 }
        }
        /// Runs with the environment the line `accept` names (`ADLAYOUT_RECORD=… swift test …`).
        func apply(_ accept: Substring) throws {
            let assignment = try #require(accept.split(separator: " ").first { $0.contains("=") })
            let parts = assignment.split(separator: "=")
            assertion.environment = [String(parts[0]): String(parts[1])]
        }
        if check()?.status == .failed {
            // Pinned to never: nothing was written; the printed "record it:" line records it.
            let message = AssertSnapshotTests.issues { _ = assertion.check(doc, name: "myoffer", variant: .document, scale: 1) }
            let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("record it: ") })
            try apply(line.dropFirst("record it: ".count))
            #expect(check()?.status == .new)
            assertion.environment = [:]
        }
        #expect(assertion.check(doc, name: "myoffer", variant: .document, scale: 1)?.status == .passed)
        try Data(titleDocument("#5A5A5A").utf8).write(to: doc)
        let message = AssertSnapshotTests.issues { _ = assertion.check(doc, name: "myoffer", variant: .document, scale: 1) }
        #expect((differingPixels(message) ?? 0) > 100)
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("accept the change: ") })
        try apply(line.dropFirst("accept the change: ".count))
        #expect(check()?.status == .updated)
        assertion.environment = [:]
        #expect(assertion.check(doc, name: "myoffer", variant: .document, scale: 1)?.status == .passed)
        return String(line)
    }

    @Test func theSuiteTraitPinsMissing() throws {
        let line = try Self.acceptRoundTrip(record: nil)
        #expect(line.hasPrefix("accept the change: ADLAYOUT_RECORD=failed swift test --filter \"AcceptLineSuiteTests/theSuiteTraitPinsMissing\""))
    }

    @Test(.adLayoutSnapshots(record: .never))
    func theTestTraitPinsNever() throws {
        _ = try Self.acceptRoundTrip(record: nil)
    }

    @Test func theAssertionPinsNever() throws {
        _ = try Self.acceptRoundTrip(record: .never)
    }

    @Test func aScopeInCodePinsMissing() throws {
        try withAdLayoutSnapshots(record: .missing) { _ = try Self.acceptRoundTrip(record: nil) }
    }

    @Test func precedence() throws {
        let env = ["ADLAYOUT_RECORD": "failed", "CI": "1"]
        #expect(try RecordMode.resolve(flag: .never, code: .all, environment: env).mode == .never)
        #expect(try RecordMode.resolve(code: .never, environment: env) == (.failed, "ADLAYOUT_RECORD=failed"))
        #expect(try RecordMode.resolve(code: .never, environment: ["CI": "1"]).mode == .never)
        #expect(try RecordMode.resolve(code: .all, environment: ["CI": "1"])
                == (.never, "CI is set; record: .all in code applies off CI only"))
        #expect(try RecordMode.resolve(environment: ["CI": "1"]) == (.never, "CI is set"))
        #expect(try RecordMode.resolve(surfaceDefault: .all, environment: ["CI": "1"]).mode == .all)
        #expect(try RecordMode.resolve(environment: [:]).mode == .missing)
    }

    /// Every combination of what the code says (an assertion's `record:` or a trait) × `ADLAYOUT_RECORD` × `CI`:
    /// the environment variable wins, then `CI` means never, then the code, then `missing`.
    @Test(arguments: [nil, RecordMode.all, .missing, .failed, .never], [nil, "all", "missing", "failed", "never"])
    func precedenceOfEveryCombination(code: RecordMode?, variable: String?) throws {
        for ci in [false, true] {
            var environment: [String: String] = ci ? ["CI": "true"] : [:]
            environment["ADLAYOUT_RECORD"] = variable
            let resolved = try RecordMode.resolve(code: code, environment: environment)
            let expected: (RecordMode, String?)
            if let variable {
                expected = (RecordMode(rawValue: variable)!, "ADLAYOUT_RECORD=\(variable)")
            } else if ci {
                expected = (.never, code == nil || code == .never ? "CI is set" : "CI is set; record: .\(code!) in code applies off CI only")
            } else {
                expected = (code ?? .missing, nil)
            }
            #expect(resolved == expected, "code \(String(describing: code)), ADLAYOUT_RECORD \(variable ?? "unset"), CI \(ci)")
        }
    }
}

/// The same under XCTest (no Swift Testing test is running: the message is XCTest's).
final class AcceptLineXCTests: XCTestCase {
    func testTheAcceptLineWorksUnderXCTest() throws {
        let dir = try temporaryDirectory()
        let doc = try myOffer("#505050", in: dir)
        let location = SnapshotSourceLocation(fileID: "X/FakeXCTests.swift", filePath: "/nonexistent/FakeXCTests.swift",
                                              function: #function, line: #line, column: 1,
                                              folderOverride: dir.appendingPathComponent("__Snapshots__"))
        var assertion = SnapshotAssertion(location: location, record: nil, options: nil, budget: nil, registry: nil,
                                          run: SnapshotTestRun(environment: ["ADLAYOUT_ARTIFACTS": dir.appendingPathComponent("a").path]))
        assertion.environment = [:]
        let messages = Mutex([String]())
        let sink: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
        try SnapshotIssue.$sink.withValue(sink) {
            try withAdLayoutSnapshots(record: .missing) {
                XCTAssertEqual(assertion.check(doc, name: "myoffer", variant: .document, scale: 1)?.status, .new)
                try Data(titleDocument("#5A5A5A").utf8).write(to: doc)
                XCTAssertEqual(assertion.check(doc, name: "myoffer", variant: .document, scale: 1)?.status, .failed)
                let line = messages.withLock { $0.last ?? "" }.split(separator: "\n").first { $0.hasPrefix("accept the change: ") }
                XCTAssertEqual(line, "accept the change: ADLAYOUT_RECORD=failed swift test --filter \"testTheAcceptLineWorksUnderXCTest\"")
                assertion.environment = ["ADLAYOUT_RECORD": "failed"]
                XCTAssertEqual(assertion.check(doc, name: "myoffer", variant: .document, scale: 1)?.status, .updated)
                assertion.environment = [:]
                XCTAssertEqual(assertion.check(doc, name: "myoffer", variant: .document, scale: 1)?.status, .passed)
            }
        }
    }
}

import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import Synchronization
// The record mode in force (`SnapshotTestingConfiguration.current`) is the library's SPI: the accept
// line is right only if it knows which mode the assertion runs under.
@_spi(Internals) import SnapshotTesting
import Testing
import _Testing_Foundation   // Data as an attachment (the cross-import overlay is not applied here on its own)

extension Diffing where Value == Data {
    /// PNG images compared as AdLayout compares goldens, by the snapshot service's one comparison
    /// (``/AdLayoutSnapshot/SnapshotVerifier/compare(_:with:png:workspace:keepExpected:)``): exact
    /// by default, a tolerance only through `options` and `budget`; a reference cut short or with a
    /// damaged chunk fails. A failure's message gives the verdict with its counts, the expected,
    /// actual and diff images (written into the run's one artifacts folder,
    /// ``/AdLayoutSnapshot/SnapshotArtifactsRun``, and added to its report) and the command that
    /// accepts the change; the three images are its attachments (swift-snapshot-testing hands them to
    /// Xcode, and on Linux this diffing records them as Swift Testing attachments itself, which
    /// `swift test --attachments-path DIR` saves).
    public static func adLayoutPNG(options: ComparisonOptions = .exact, budget: PixelBudget = .exact) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            PNGComparison(options: options, budget: budget).compare(reference, actual)
        }
    }
}

/// The comparison behind ``SnapshotTesting/Diffing/adLayoutPNG(options:budget:)``.
struct PNGComparison {
    var options: ComparisonOptions
    var budget: PixelBudget
    var run: SnapshotArtifactsRun = .shared
    var environment: [String: String] = ProcessInfo.processInfo.environment

    func compare(_ reference: Data, _ actual: Data) -> (String, [DiffAttachment])? {
        guard reference != actual else { return nil }
        let actualImage: PixelBuffer
        do { actualImage = try PNGCodec.decode(actual) } catch {
            return ("the snapshot is not a PNG: \(error.message)", [])
        }
        let verifier = SnapshotVerifier(mode: .never, options: options, budget: budget)
        let found = verifier.compare(reference, with: actualImage, png: actual, workspace: SnapshotWorkspace())
        guard !found.verdict.matches else { return nil }
        var diff: PixelBuffer?
        if let expected = found.expected, found.comparison?.sizeMismatch == nil {
            var image = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
            _ = PixelMatch.compare(expected, actualImage, options: options, diff: &image)
            diff = image
        }
        let summary: String
        switch found.verdict {
        case .unusable(let reason): summary = "the reference is not a whole PNG (\(reason)); record it again"
        default: summary = found.comparison.map { SnapshotVerifier.describe($0, budget: budget) } ?? found.verdict.description
        }
        return finish(summary, verdict: found.verdict, comparison: found.comparison,
                      images: SnapshotImages(expected: found.expected, actual: actualImage, diff: diff))
    }

    /// The message and attachments of a failure: the images go into the run's artifacts folder
    /// and its report, and, where swift-snapshot-testing does not attach them (anywhere but
    /// Xcode), are attached to the test.
    private func finish(_ summary: String, verdict: SnapshotVerdict, comparison: ImageComparison?,
                        images: SnapshotImages) -> (String, [DiffAttachment]) {
        run.prepare()
        Self.shareArtifactsFolder(with: run)
        var outcome = SnapshotOutcome(name: GoldenName(layout: Self.stem(of: images.actual), scale: 1),
                                      golden: URL(fileURLWithPath: Self.testFile), source: nil, status: .failed,
                                      comparison: comparison, message: summary, images: images)
        outcome.verdict = verdict
        var message = summary
        var files = ArtifactFiles()
        do { files = try ArtifactStore(run.folder, subfolder: Self.testFileName).write(outcome) } catch {
            message += "\ncannot write the artifacts: \(error.localizedDescription)"
        }
        var attachments: [(String, URL)] = []
        for (label, file) in [("expected", files.expected), ("actual", files.actual), ("diff", files.diff)] {
            guard let file else { continue }
            let url = run.folder.appendingPathComponent(file)
            message += "\n\(label): \(url.path)"
            attachments.append((label, url))
        }
        outcome.images = nil
        run.add(SuiteResult.Entry(outcome: outcome, artifacts: files, test: Self.testID),
                goldens: URL(fileURLWithPath: Self.testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__"),
                mode: .never)
        message += "\n" + acceptLine()
        let data = attachments.compactMap { label, url in (try? Data(contentsOf: url)).map { (label + ".png", $0) } }
        if Self.attachesItself, let test = Test.current {
            let prefix = test.name.prefix { $0 != "(" }
            for (name, bytes) in data {
                Attachment.record(bytes, named: "\(prefix).\(name)", sourceLocation: test.sourceLocation)
            }
        }
        return (message, data.map { DiffAttachment.data($0.1, name: $0.0) })
    }

    /// How to accept the change, by swift-snapshot-testing's own rule (it decides what is written):
    /// an assertion's `record:` beats `withSnapshotTesting(record:)` and `.snapshots(record:)`, which
    /// beat `SNAPSHOT_TESTING_RECORD`. The diffing runs inside the assertion's scope, so the mode in
    /// force is known; when the code pins it, the environment variable would change nothing, and the
    /// line says what to change instead.
    func acceptLine() -> String {
        let variable = "SNAPSHOT_TESTING_RECORD"
        let inForce = SnapshotTestingConfiguration.current?.record ?? .missing
        let name = [(SnapshotTestingConfiguration.Record.all, "all"), (.failed, "failed"), (.missing, "missing"), (.never, "never")]
            .first { $0.0 == inForce }?.1 ?? "missing"
        if inForce == .failed || inForce == .all {
            return "record mode is \(name): swift-snapshot-testing records this snapshot now; re-run to verify"
        }
        let fromEnvironment = environment[variable].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:)) ?? .missing
        let command = "\(variable)=failed swift test --filter \"\(Self.testFilter)\""
        if inForce == fromEnvironment && !Self.traitPinsRecord {
            // A pin in code equal to the environment's mode cannot be seen from here: say so.
            return "accept the change: \(command) (a record: given in code — the assertion's, withSnapshotTesting or "
                + ".snapshots — wins over it: set .failed there instead)"
        }
        return "accept the change: this test pins record: .\(name) in code (withSnapshotTesting(record:) or "
            + ".snapshots(record:)), which \(variable) does not override: set record: .failed there and run swift test "
            + "--filter \"\(Self.testFilter)\" (then set it back)"
    }

    /// Whether a trait of the running test sets swift-snapshot-testing's record mode (its value
    /// could equal the environment's, and still win over a changed environment).
    static var traitPinsRecord: Bool {
        guard let test = Test.current else { return false }
        return test.traits.contains { trait in
            guard String(describing: type(of: trait)) == "_SnapshotsTestTrait" else { return false }
            let configuration = Mirror(reflecting: trait).children.first { $0.label == "configuration" }?.value
            let record = configuration.flatMap { Mirror(reflecting: $0).children.first { $0.label == "record" }?.value }
            // An optional's mirror has one child when it holds a value.
            return record.map { Mirror(reflecting: $0).displayStyle != .optional || !Mirror(reflecting: $0).children.isEmpty }
                ?? false
        }
    }

    /// Points swift-snapshot-testing's own copy of a failing snapshot (`SNAPSHOT_ARTIFACTS`) at the
    /// run's folder, unless it is set: one folder per run.
    static func shareArtifactsFolder(with run: SnapshotArtifactsRun) {
        shared.withLock { done in
            guard !done else { return }
            done = true
            if ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]?.isEmpty ?? true {
                setenv("SNAPSHOT_ARTIFACTS", run.folder.path, 1)
            }
        }
    }
    private static let shared = Mutex(false)

    /// `<test>-<hash of the actual image>`: the artifacts' name.
    static func stem(of image: PixelBuffer) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325   // FNV-1a
        for byte in image.bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return testFilter.replacingOccurrences(of: "/", with: ".") + "-" + String(hash, radix: 16)
    }

    /// `Suite/test` for `swift test --filter`.
    static var testFilter: String {
        guard let test = Test.current else { return "test" }
        return test.id.nameComponents.map { String($0.prefix { $0 != "(" }) }.joined(separator: "/")
    }

    /// The running test, for the report.
    static var testID: String? { Test.current.map { "\($0.id)" } }

    /// The running test's file (Swift Testing), for the report.
    static var testFile: String { Test.current?.sourceLocation.filePath ?? "XCTest.swift" }

    /// The test file's name without `.swift`: its artifacts' subfolder.
    static var testFileName: String { URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent }

    /// swift-snapshot-testing attaches images only in Xcode on Apple platforms.
    static var attachesItself: Bool {
        #if os(Linux) || os(Windows) || os(Android)
        return true
        #else
        return ProcessInfo.processInfo.environment["__XCODE_BUILT_PRODUCTS_DIR_PATHS"] == nil
        #endif
    }
}

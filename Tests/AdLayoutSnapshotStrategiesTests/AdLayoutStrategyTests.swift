import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import AdLayoutSnapshotStrategies
import AdLayoutTestSupport
import Foundation
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies through SST's own `verifySnapshot` (what `assertSnapshot`
/// calls), with goldens in temporary folders.
@Suite struct AdLayoutStrategyTests {
    static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Layouts")
    static let minimal = layouts.appendingPathComponent("minimal.json")

    @Test func recordsPassesAndFailsWithTheDiff() throws {
        let dir = try temporaryDirectory()
        let strategy = Snapshotting<URL, Data>.adLayout(device: .iPhoneSE, scale: 1)
        // Missing: recorded, and the assertion fails (SST's default mode).
        let first = verifySnapshot(of: Self.minimal, as: strategy, named: "minimal", record: .missing, snapshotDirectory: dir.path)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let golden = dir.appendingPathComponent("recordsPassesAndFailsWithTheDiff.minimal.png")
        let image = try PNGCodec.decode(Data(contentsOf: golden))
        #expect(image.width == 375 && image.height == 667)
        // Passes against it.
        #expect(verifySnapshot(of: Self.minimal, as: strategy, named: "minimal", record: .missing, snapshotDirectory: dir.path) == nil)

        // A changed golden: the message has the counts, the three images and how to accept it.
        var changed = image
        for y in 100..<120 { for x in 100..<140 { changed.bytes.replaceSubrange((y * changed.stride + x * 4)..<(y * changed.stride + x * 4 + 4), with: [0, 0, 0, 255]) } }
        try PNGCodec.encode(changed).write(to: golden)
        let failure = try #require(verifySnapshot(of: Self.minimal, as: strategy, named: "minimal", record: .missing,
                                                  snapshotDirectory: dir.path))
        #expect(failure.contains("Snapshot \"minimal\" does not match reference."))
        #expect(failure.contains(" pixels differ (") && failure.contains(" %, budget 0 pixels)"))
        // The images are in the run's one artifacts folder, named like every surface's artifacts.
        for name in ["expected", "actual", "diff"] {
            let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("\(name): ") })
            let path = String(line.dropFirst(name.count + 2))
            #expect(path.hasPrefix(SnapshotArtifactsRun.shared.folder.path + "/AdLayoutStrategyTests/"))
            #expect(path.hasSuffix("@1x.\(name).png"))
            #expect(FileManager.default.fileExists(atPath: path))
        }
        #expect(failure.contains("accept the change: SNAPSHOT_TESTING_RECORD=failed swift test --filter \"AdLayoutStrategyTests/recordsPassesAndFailsWithTheDiff\""))
        // Record mode failed accepts it.
        _ = verifySnapshot(of: Self.minimal, as: strategy, named: "minimal", record: .failed, snapshotDirectory: dir.path)
        #expect(verifySnapshot(of: Self.minimal, as: strategy, named: "minimal", record: .never, snapshotDirectory: dir.path) == nil)
    }

    @Test func theDiffingAttachesReferenceFailureAndDifference() throws {
        let pipeline = RenderPipeline()
        let tree = pipeline.layout(try pipeline.load(Self.minimal), scale: 1)
        let actual = pipeline.png(tree).png
        var pixels = try PNGCodec.decode(actual)
        for x in 0..<10 { pixels.bytes.replaceSubrange((x * 4)..<(x * 4 + 4), with: [0, 0, 0, 255]) }
        let reference = PNGCodec.encode(pixels)
        let diffing = Diffing<Data>.adLayoutPNG()
        #expect(diffing.diffV2(actual, actual) == nil)
        let (message, attachments) = try #require(diffing.diffV2(reference, actual))
        #expect(message.hasPrefix("10 pixels differ"))
        let names = attachments.compactMap { attachment -> String? in
            if case .data(_, let name) = attachment { return name }
            return nil
        }
        #expect(names == ["expected.png", "actual.png", "diff.png"])
        if case .data(let data, _) = attachments[2] {
            let diff = try PNGCodec.decode(data)
            #expect(diff.pixel(x: 5, y: 0) == 0xFFFF_0000)   // red where they differ
        }
        // Within a budget it passes; exact options count what the default threshold lets through.
        #expect(Diffing<Data>.adLayoutPNG(budget: PixelBudget(maxDiffPixels: 10)).diffV2(reference, actual) == nil)
        #expect(Diffing<Data>.adLayoutPNG(options: .exact).diffV2(reference, actual) != nil)
    }

    @Test func framesAreStableJSONWithoutFonts() throws {
        let dir = try temporaryDirectory()
        let first = verifySnapshot(of: Self.minimal, as: .frames(device: .iPhoneSE), named: "minimal", record: .missing,
                                   snapshotDirectory: dir.path)
        #expect(first?.contains("Automatically recorded snapshot") == true)
        let json = try String(contentsOf: dir.appendingPathComponent("framesAreStableJSONWithoutFonts.minimal.json"), encoding: .utf8)
        let document = try DocumentDecoder.decode(contentsOf: Self.minimal, options: .init(device: .iPhoneSE))
        let expected = LayoutTreeJSON.encode(LayoutEngine(measurer: ApproximateTextMeasurer())
            .layout(try DocumentResolver.resolve(document)))
        #expect(json == expected)
        #expect(json.hasPrefix("{\n  \"canvas\": {\"width\": 375, \"height\": 667, \"scale\": 2},"))
        #expect(json.contains("\"kind\": \"titleLabel\"") && json.contains("\"source\": \"sections[0].items[1].appName\""))
        #expect(verifySnapshot(of: Self.minimal, as: .frames(device: .iPhoneSE), named: "minimal", record: .never,
                               snapshotDirectory: dir.path) == nil)
        // A layout change is a line diff (swift-snapshot-testing marks removed lines with U+2212).
        let diff = verifySnapshot(of: Self.minimal, as: .frames(device: .iPhone15), named: "minimal", record: .never,
                                  snapshotDirectory: dir.path)
        #expect(diff?.contains("\u{2212}  \"canvas\": {\"width\": 375, \"height\": 667, \"scale\": 2},") == true)
        #expect(diff?.contains("+  \"canvas\": {\"width\": 390, \"height\": 844, \"scale\": 3},") == true)
        // swift-snapshot-testing's copy of the failing frames is in the run's artifacts folder, not the
        // system's temporary folder (a test run that failed a frames snapshot first left one there).
        let run = SnapshotArtifactsRun.shared.folder.path
        #expect(getenv("SNAPSHOT_ARTIFACTS").map { String(cString: $0) } == run)
        #expect(FileManager.default.fileExists(atPath: run + "/AdLayoutStrategyTests/framesAreStableJSONWithoutFonts.minimal.json"))
    }

    @Test func aDecodedDocumentAndTheVariants() throws {
        let dir = try temporaryDirectory()
        let document = try DocumentDecoder.decode(contentsOf: Self.minimal)
        _ = verifySnapshot(of: document, as: .adLayout(device: .iPhoneSE, scale: 1), named: "decoded", record: .missing,
                           snapshotDirectory: dir.path)
        _ = verifySnapshot(of: Self.minimal, as: .adLayout(device: .iPhoneSE, scale: 1), named: "url", record: .missing,
                           snapshotDirectory: dir.path)
        _ = verifySnapshot(of: Self.minimal, as: .adLayout(device: .iPhoneSE, scale: 1, theme: .dark), named: "dark",
                           record: .missing, snapshotDirectory: dir.path)
        _ = verifySnapshot(of: Self.minimal, as: .adLayout(device: .iPhoneSE, scale: 1, contentSize: .accessibilityXXXLarge),
                           named: "ax5", record: .missing, snapshotDirectory: dir.path)
        func png(_ name: String) throws -> Data {
            try Data(contentsOf: dir.appendingPathComponent("aDecodedDocumentAndTheVariants.\(name).png"))
        }
        #expect(try png("decoded") == png("url"))
        #expect(try png("dark") != png("url"))
        #expect(try png("ax5") != png("url"))
    }

    @Test func withSnapshotTestingSetsTheRecordMode() throws {
        let dir = try temporaryDirectory()
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: Self.minimal, as: .adLayout(scale: 1), named: "never", snapshotDirectory: dir.path)
        }
        #expect(message?.contains("New snapshot was not recorded because recording is disabled") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        withSnapshotTesting(record: .all) {
            _ = verifySnapshot(of: Self.minimal, as: .adLayout(scale: 1), named: "all", snapshotDirectory: dir.path)
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("withSnapshotTestingSetsTheRecordMode.all.png").path))
    }

    @Test func anInvalidDocumentFailsAndRecordsNothing() throws {
        let dir = try temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.json")
        try #"{"schemaVersion": 1, "sections": [{"type": "normall", "items": []}]}"#.write(to: bad, atomically: true, encoding: .utf8)
        var message: String?
        withKnownIssue {
            message = verifySnapshot(of: bad, as: .adLayout, named: "bad", record: .missing, snapshotDirectory: dir.path,
                                     timeout: 0.2)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("unknown layout type \"normall\"")
        }
        #expect(message?.contains("Exceeded timeout") == true)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("anInvalidDocumentFailsAndRecordsNothing.bad.png").path))
    }
}

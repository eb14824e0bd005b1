import AdLayoutRender
import AdLayoutSnapshot
import AdLayoutTestSupport
import Foundation
import Testing

@Suite struct VerifyRecordCommandTests {
    static let names = ["minimal.json", "right-icon.json"]

    /// A folder of two layouts and an empty goldens folder path beside it.
    static func fixture() throws -> (layouts: URL, goldens: URL) {
        let layouts = try layoutsFolder(names)
        return (layouts, layouts.deletingLastPathComponent().appendingPathComponent("goldens"))
    }

    @Test func onCIAMissingGoldenFailsAndNothingIsWritten() throws {
        let (layouts, goldens) = try Self.fixture()
        let run = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", environment: ["CI": "1"])
        #expect(run.status == 1)
        #expect(run.err.contains("note: record mode never (CI is set)"))
        #expect(run.out.contains("FAIL    minimal@1x.png: missing golden minimal@1x.png (record mode never: nothing written)"))
        #expect(!FileManager.default.fileExists(atPath: goldens.path))
        #expect(files(in: layouts.deletingLastPathComponent()) == ["layouts"])
    }

    @Test func offCIMissingGoldensAreRecordedAndTheRunFails() throws {
        let (layouts, goldens) = try Self.fixture()
        let first = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1")
        #expect(first.status == 1)
        #expect(first.out.contains("new     minimal@1x.png: recorded new golden minimal@1x.png"))
        #expect(files(in: goldens) == ["minimal@1x.png", RenderEnvironment.fileName, "right-icon@1x.png"])
        let second = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1")
        #expect(second.status == 0, "\(second.err)")
        #expect(second.out.hasSuffix("2 snapshots: 2 passed, 0 failed"))
    }

    /// A golden of another size fails from its PNG header (its pixels garbage here: never decoded
    /// without artifacts); a golden that cannot be read says why in plain words.
    @Test func aGoldenOfAnotherSizeOrUnreadableFails() throws {
        let (layouts, goldens) = try Self.fixture()
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try CompareCommandTests.pngHeader(width: 7000, height: 9000).write(to: goldens.appendingPathComponent("minimal@1x.png"))
        try FileManager.default.createDirectory(at: goldens.appendingPathComponent("right-icon@1x.png"), withIntermediateDirectories: true)
        let run = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--mode", "never", "--jobs", "1")
        // A golden that cannot be used is an error (exit 2), not a difference.
        #expect(run.status == 2)
        #expect(run.out.contains("FAIL    minimal@1x.png: size differs: expected 7000×9000 px, actual 390×"), "\(run.out)")
        #expect(run.out.contains("FAIL    right-icon@1x.png: unusable golden: right-icon@1x.png: is a directory"), "\(run.out)")
    }

    @Test func recordModes() throws {
        let (layouts, goldens) = try Self.fixture()
        let minimal = goldens.appendingPathComponent("minimal@1x.png")
        let rightIcon = goldens.appendingPathComponent("right-icon@1x.png")

        // never: writes nothing, fails on the missing goldens.
        #expect(Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1", "--mode", "never").status == 1)
        #expect(files(in: goldens).isEmpty)

        // missing: writes them; the command succeeds.
        #expect(Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1", "--mode", "missing").status == 0)
        let recorded = try Data(contentsOf: minimal)
        let pixels = try PNGCodec.decode(recorded)

        // A changed golden: missing leaves it and fails; failed rewrites it.
        try PNGCodec.encode(paintingSquare(pixels, x: 10, y: 100, size: 40)).write(to: minimal)
        let missing = Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1", "--mode", "missing")
        #expect(missing.status == 1)
        #expect(missing.out.contains("FAIL    minimal@1x.png: ") && missing.out.contains(" pixels differ"))
        #expect(try Data(contentsOf: minimal) != recorded)
        let failed = Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1", "--mode", "failed")
        #expect(failed.status == 0)
        #expect(failed.out.contains("updated minimal@1x.png"))
        #expect(try Data(contentsOf: minimal) == recorded)

        // all: a golden with the same pixels in other bytes (libpng's encoder) is left alone;
        // a changed one is rewritten.
        let compact = PNGCodec.encodeCompact(try PNGCodec.decode(Data(contentsOf: rightIcon)))
        try compact.write(to: rightIcon)
        try PNGCodec.encode(paintingSquare(pixels, x: 0, y: 0, size: 5)).write(to: minimal)
        let all = Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1", "--mode", "all")
        #expect(all.status == 0)
        #expect(try Data(contentsOf: rightIcon) == compact)
        #expect(try Data(contentsOf: minimal) == recorded)
        #expect(all.out.contains("ok      right-icon@1x.png: identical"))

        // verify --mode failed records like record does, but the run fails (nothing was verified).
        try PNGCodec.encode(paintingSquare(pixels, x: 0, y: 0, size: 5)).write(to: minimal)
        #expect(Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--mode", "failed").status == 1)
        #expect(Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1").status == 0)
    }

    @Test func staleGoldensAreListedAndPruned() throws {
        let (layouts, goldens) = try Self.fixture()
        #expect(Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1").status == 0)
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("minimal@1x.png"),
                                         to: goldens.appendingPathComponent("deleted-layout@1x.png"))
        let listed = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1")
        #expect(listed.status == 0)
        #expect(listed.out.contains("stale golden: deleted-layout@1x.png"))
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("deleted-layout@1x.png").path))
        let pruned = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--prune")
        #expect(pruned.out.contains("pruned stale golden: deleted-layout@1x.png"))
        #expect(files(in: goldens) == ["minimal@1x.png", RenderEnvironment.fileName, "right-icon@1x.png"])
    }

    @Test func shardsAndJobsCoverTheSuite() throws {
        let layouts = try layoutsFolder(["minimal.json", "right-icon.json", "feed-list.json", "offerwall-custom.json"])
        let goldens = layouts.deletingLastPathComponent().appendingPathComponent("goldens")
        #expect(Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1", "--jobs", "1").status == 0)
        func checked(_ run: Run) -> Set<String> {
            Set(run.out.split(separator: "\n").filter { $0.contains("ok ") }.map { String($0.split(separator: " ").first { $0.hasSuffix(".png:") } ?? "") })
        }
        let one = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--shard", "1/2")
        let two = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--shard", "2/2")
        let parallel = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--jobs", "4")
        #expect(one.status == 0 && two.status == 0 && parallel.status == 0)
        #expect(checked(one).count == 2 && checked(two).count == 2 && checked(one).isDisjoint(with: checked(two)))
        #expect(checked(one).union(checked(two)) == checked(parallel))
        #expect(checked(parallel).count == 4)
        // Sharding does not make the other shards' goldens stale.
        #expect(!one.out.contains("stale"))
    }

    @Test func invalidInputExitsTwo() throws {
        let (layouts, goldens) = try Self.fixture()
        try #"{"schemaVersion": 1, "sections": [{"type": "normall", "items": []}]}"#
            .write(to: layouts.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1")
        #expect(bad.status == 2)
        #expect(bad.err.contains("unknown layout type \"normall\""))
        #expect(Run("verify", "/nonexistent/x.json", "--goldens", goldens.path).status == 2)
        #expect(Run("verify", layouts.path, "--goldens", goldens.path, "--shard", "3/2").status == 2)
        #expect(Run("verify", layouts.path, "--goldens", goldens.path, "--device", "Nokia3310").status == 2)
        #expect(Run("verify", layouts.path).status == 2)   // --goldens is required
        #expect(Run("verify", layouts.path, "--goldens", goldens.path, environment: ["ADLAYOUT_RECORD": "maybe"]).status == 2)
    }

    @Test func deviceJoinsTheGoldenName() throws {
        let (layouts, goldens) = try Self.fixture()
        let run = Run("record", layouts.appendingPathComponent("minimal.json").path, "--goldens", goldens.path,
                      "--device", "iPhoneSE", "--scale", "1")
        #expect(run.status == 0)
        #expect(files(in: goldens).contains("minimal-iPhoneSE@1x.png"))
        let image = try PNGCodec.decode(Data(contentsOf: goldens.appendingPathComponent("minimal-iPhoneSE@1x.png")))
        #expect(image.width == 375 && image.height == 667)
    }

    @Test func aChangedEnvironmentIsNamedAsTheLikelyCause() throws {
        let (layouts, goldens) = try Self.fixture()
        #expect(Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1").status == 0)
        let sidecar = goldens.appendingPathComponent(RenderEnvironment.fileName)
        var recorded = try JSONDecoder().decode(RenderEnvironment.self, from: Data(contentsOf: sidecar))
        #expect(recorded.libraries == RenderLibraries.current)
        #expect(recorded.fonts.contains { $0.path.hasSuffix("NotoSansCJK-Regular.ttc") && $0.sha256.count == 64 })
        #expect(recorded.fontOptions["cairo.hintStyle"] == "none")
        recorded.libraries.pango = "0.0.1"
        recorded.fontOptions["cairo.antialias"] = "subpixel"
        try recorded.encoded().write(to: sidecar)
        let minimal = goldens.appendingPathComponent("minimal@1x.png")
        try PNGCodec.encode(paintingSquare(PNGCodec.decode(Data(contentsOf: minimal)), x: 0, y: 0, size: 8)).write(to: minimal)

        let run = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--mode", "never")
        #expect(run.status == 1)
        #expect(run.err.contains("likely cause: the render environment differs from the goldens'"))
        #expect(run.err.contains("pango 0.0.1 (goldens) → \(RenderLibraries.current.pango) (now)"))
        #expect(run.err.contains("font option cairo.antialias: subpixel (goldens) → gray (now)"))
        // Verifying never rewrites the sidecar.
        #expect(try Data(contentsOf: sidecar) == recorded.encoded())
    }

    @Test func failuresWriteArtifactsAndAReport() throws {
        let (layouts, goldens) = try Self.fixture()
        #expect(Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1").status == 0)
        let minimal = goldens.appendingPathComponent("minimal@1x.png")
        try PNGCodec.encode(paintingSquare(PNGCodec.decode(Data(contentsOf: minimal)), x: 20, y: 200, size: 60)).write(to: minimal)
        try FileManager.default.copyItem(at: minimal, to: goldens.appendingPathComponent("old-layout@1x.png"))
        let artifacts = layouts.deletingLastPathComponent().appendingPathComponent("artifacts")
        let run = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--artifacts", artifacts.path, "--report")
        #expect(run.status == 1)
        #expect(run.out.contains("report: "))
        #expect(files(in: artifacts) == ["index.html", "minimal@1x.actual.png", "minimal@1x.diff.png", "minimal@1x.expected.png",
                                         "results.json"])
        let html = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        for needle in [#"id="failed""#, #"id="new""#, #"id="stale""#, #"id="passed""#, "old-layout@1x.png", "right-icon@1x.png",
                       #"<img src="minimal@1x.expected.png""#, #"<img src="minimal@1x.actual.png""#,
                       #"<img src="minimal@1x.diff.png""#, #"class="slider""#, "pixels differ (", "stale"] {
            #expect(html.contains(needle), "report lacks \(needle)")
        }
        // Offline: nothing is loaded from the network.
        #expect(!html.contains("http://") && !html.contains("https://"))
        // The diff marks the painted square red (the rendering is lighter there).
        let diff = try PNGCodec.decode(Data(contentsOf: artifacts.appendingPathComponent("minimal@1x.diff.png")))
        #expect(diff.pixel(x: 50, y: 230) == 0xFFFF_0000)
    }
}

/// The default artifacts folder is `adlayout-report` in the working directory, named on the run's first
/// line: run as a CI job runs it, the built executable in a folder of its own, without ADLAYOUT_ARTIFACTS.
@Suite struct DefaultArtifactsFolderTests {
    static let executable = Repository.root.appendingPathComponent(".build/debug/adlayout")

    /// Runs the executable in `folder` without the AdLayout and CI variables; returns the status and standard output.
    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, out: String) {
        let (status, _, data) = try Run.child(executable, arguments, in: folder,
                                           environment: ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ADLAYOUT_") && $0.key != "CI" })
        return (status, String(decoding: data, as: UTF8.self))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable.path), "needs swift build (Scripts/test.sh builds it)"))
    func theReportIsUnderTheWorkingDirectory() throws {
        let folder = try layoutsFolder(["minimal.json"])
        let record = try Self.run(["record", ".", "--goldens", "goldens", "--scale", "1"], in: folder)
        #expect(record.status == 0)
        #expect(record.out.split(separator: "\n").first == "artifacts: adlayout-report")
        let verify = try Self.run(["verify", ".", "--goldens", "goldens", "--scale", "1", "--report"], in: folder)
        #expect(verify.status == 0)
        #expect(verify.out.split(separator: "\n").first == "artifacts: adlayout-report")
        #expect(verify.out.contains("\nreport: adlayout-report/index.html\n"))
        #expect(files(in: folder.appendingPathComponent("adlayout-report")) == ["index.html", "results.json"])
    }
}

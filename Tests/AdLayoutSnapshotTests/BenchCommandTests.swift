import AdLayoutBenchmarkSuite
import AdLayoutCLI
import AdLayoutCore
import AdLayoutTestSupport
import Foundation
import Testing

/// `adlayout bench FILE...` benchmarks those documents; the project's suite (`adlayout-benchmarks bench`,
/// Benchmarks/Suite) needs no repository.
/// (Timings are not asserted: budgets are checked by the benchmarks, not by tests.)
@Suite struct BenchCommandTests {
    static func keys(_ json: String) throws -> [String: Double] {
        try JSONDecoder().decode([String: Double].self, from: Data(json.utf8))
    }

    @Test func builtInSuiteNeedsNoRepository() throws {
        // Its document and icons are written into a temporary folder: nothing is read from Layouts/.
        let run = Run(registry: TnkLayout(), ["bench", "--iterations", "1", "--warmups", "0", "--spawns", "0", "--only", "render.offerwall"],
                      extensions: [.studio, .swiftSetup, .benchmarkSuite])
        #expect(run.status == 0, "\(run.err)")
        let keys = try Self.keys(run.out)
        #expect(Set(keys.keys) == ["render.offerwall-default@3x"])
        #expect(keys["render.offerwall-default@3x"]! > 0)
    }

    /// The guide's app view and the same view as a template, with their ratio, when only renders are asked
    /// for (the app-view entries once sat behind the fit entries' guard and printed nothing then).
    @Test func theAppViewRenderEntriesRunWithoutTheFitOnes() throws {
        let run = Run(registry: TnkLayout(), ["bench", "--iterations", "1", "--warmups", "0", "--spawns", "0", "--only", "render."],
                      extensions: [.studio, .swiftSetup, .benchmarkSuite])
        #expect(run.status == 0, "\(run.err)")
        let keys = try Self.keys(run.out)
        #expect(Set(keys.keys) == ["render.offerwall-default@3x", "render.app-view@2x", "render.template-view@2x",
                                   "ratio.render-app-view/template"])
        #expect(keys.values.allSatisfy { $0 > 0 })
    }

    /// The SnapKit apps' fit entries read their views as `fit --swift-setup` does, through the executable's
    /// Swift setup reader: without it they fail, naming the entry and the extension, before any ad is written.
    @Test func theSnapKitAppFitNeedsTheSwiftSetupReader() throws {
        let run = Run(registry: TnkLayout(), ["bench", "--iterations", "1", "--warmups", "0", "--spawns", "0", "--only", "fit.snapkit-app"],
                      extensions: [.studio, .benchmarkSuite])
        #expect(run.status == 2)
        #expect(run.out == "")
        #expect(run.err == "Error: fit.snapkit-app.ads-100000: this executable reads no Swift setup (extensions: [.swiftSetup])")
    }

    @Test func adlayoutAsksForDocuments() throws {
        // The project's workloads are not part of the command set: without FILE, adlayout's bench is a usage error.
        let run = Run("bench", "--iterations", "1", "--warmups", "0", "--spawns", "0")
        #expect(run.status == 2)
        #expect(run.err.contains("give the documents to benchmark (adlayout bench FILE...); "
                                 + "the project's own suite is in Benchmarks/ (docs/performance.md)"), "\(run.err)")
        #expect(run.out.isEmpty)
    }

    @Test func documentsGiveTheirOwnKeys() throws {
        let file = Run.layouts.appendingPathComponent("minimal.json").path
        let run = Run("bench", file, "--iterations", "1", "--warmups", "0", "--spawns", "0", "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        let keys = try Self.keys(run.out)
        for key in ["decode.minimal", "layout.minimal", "raster.minimal@1x", "encode.minimal@1x", "render.minimal@1x",
                    "verify.minimal@1x", "ratio.verify/render.minimal@1x"] {
            #expect(keys[key] != nil, "\(key) missing from \(keys.keys.sorted())")
        }
    }

    @Test func severalDocumentsAreAlsoRecordedWithOneJobAndWithTwo() throws {
        // `record.*` spawns the executable running the benchmark, so this runs the built adlayout.
        let tool = Run.toolPath
        try #require(FileManager.default.isExecutableFile(atPath: tool), "\(Run.toolMissing)")
        let files = ["minimal.json", "states.json"].map { Run.layouts.appendingPathComponent($0).path }
        let (status, _, output) = try Run.child(URL(fileURLWithPath: tool), ["bench"] + files
                                                 + ["--iterations", "1", "--warmups", "0", "--spawns", "1", "--scale", "1", "--only", "record."])
        let json = String(decoding: output, as: UTF8.self)
        #expect(status == 0)
        let keys = try Self.keys(json)
        #expect(Set(keys.keys) == ["record.jobs-1", "record.jobs-2", "ratio.record-jobs-1/jobs-2"])
        let one = try #require(keys["record.jobs-1"]), two = try #require(keys["record.jobs-2"])
        #expect(one > 0 && two > 0)
        #expect(abs(try #require(keys["ratio.record-jobs-1/jobs-2"]) - one / two) < 0.01)
    }

    @Test func aMissingOrInvalidDocumentIsInvalidInput() throws {
        #expect(Run("bench", "no-such.json", "--spawns", "0").status == 2)
        let dir = try temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.json")
        try Data(#"{"schemaVersion": 1, "sections": [{"type": "normall", "items": []}]}"#.utf8).write(to: bad)
        let run = Run("bench", bad.path, "--spawns", "0")
        #expect(run.status == 2)
        #expect(run.err.contains("unknown layout type \"normall\""))
    }
}

import AdLayoutCore
import AdLayoutRender
@testable import AdLayoutSnapshot
import AdLayoutTestSupport
import Foundation
import FoundationXML
import Testing

/// `verify`/`record` over devices × themes × text sizes, JUnit output, sharded runs merged, and
/// where results and diagnostics are printed.
@Suite struct VariantMatrixCommandTests {
    static let names = ["minimal.json", "right-icon.json"]

    static func fixture() throws -> (layouts: URL, goldens: URL, root: URL) {
        let layouts = try layoutsFolder(names)
        let root = layouts.deletingLastPathComponent()
        return (layouts, root.appendingPathComponent("goldens"), root)
    }

    /// The JUnit file's test cases: (suite name, case name, "failure"/"error"/nil).
    static func junitCases(_ url: URL) throws -> (root: XMLElement, cases: [(String, String, String?)]) {
        let document = try XMLDocument(contentsOf: url, options: [])
        let root = try #require(document.rootElement())
        var cases: [(String, String, String?)] = []
        for suite in root.elements(forName: "testsuite") {
            for testcase in suite.elements(forName: "testcase") {
                let outcome = ["failure", "error"].first { !testcase.elements(forName: $0).isEmpty }
                cases.append((suite.attribute(forName: "name")?.stringValue ?? "", testcase.attribute(forName: "name")?.stringValue ?? "",
                              outcome))
            }
        }
        return (root, cases)
    }

    @Test func theMatrixRunsEveryVariantAndWritesJUnit() throws {
        let (layouts, goldens, root) = try Self.fixture()
        let junit = root.appendingPathComponent("r.xml")
        let record = Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1",
                         "--devices", "iPhoneSE,iPhone15", "--themes", "light,dark")
        #expect(record.status == 0, "\(record.err)")
        let expected = ["minimal", "right-icon"].flatMap { layout in
            ["iPhoneSE", "iPhone15"].flatMap { device in ["light", "dark"].map { "\(layout)-\(device)-\($0)@1x.png" } }
        }
        #expect(files(in: goldens) == (expected + [RenderEnvironment.fileName]).sorted())
        // The variants differ: the device sets the canvas, the theme the colours.
        let se = try PNGCodec.decode(Data(contentsOf: goldens.appendingPathComponent("minimal-iPhoneSE-light@1x.png")))
        let seDark = try PNGCodec.decode(Data(contentsOf: goldens.appendingPathComponent("minimal-iPhoneSE-dark@1x.png")))
        let fifteen = try PNGCodec.decode(Data(contentsOf: goldens.appendingPathComponent("minimal-iPhone15-light@1x.png")))
        #expect(se.width == 375 && se.height == 667 && fifteen.width == 390 && fifteen.height == 844)
        #expect(se.bytes != seDark.bytes)
        #expect(se.pixel(x: 200, y: 300) == 0xFFFF_FFFF && seDark.pixel(x: 200, y: 300) != 0xFFFF_FFFF)

        let verify = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1",
                         "--devices", "iPhoneSE,iPhone15", "--themes", "light,dark", "--junit", junit.path)
        #expect(verify.status == 0, "\(verify.err)")
        #expect(verify.out.contains("junit: \(junit.path)"))
        #expect(verify.out.hasSuffix("8 snapshots: 8 passed, 0 failed"))
        let (xml, cases) = try Self.junitCases(junit)
        #expect(xml.name == "testsuites")
        #expect(xml.attribute(forName: "tests")?.stringValue == "8")
        #expect(xml.attribute(forName: "failures")?.stringValue == "0")
        #expect(Set(cases.map(\.1)) == Set(expected))
        #expect(Set(cases.map(\.0)) == [layouts.path + "/minimal.json", layouts.path + "/right-icon.json"])
        #expect(cases.allSatisfy { $0.2 == nil })
    }

    @Test func aFailureIsAJUnitFailureOnStdoutWithHowToAcceptItOnStderr() throws {
        let (layouts, goldens, root) = try Self.fixture()
        #expect(Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1", "--themes", "dark",
                    "--content-sizes", "accessibilityLarge").status == 0)
        let golden = goldens.appendingPathComponent("minimal-dark-accessibilityLarge@1x.png")
        #expect(FileManager.default.fileExists(atPath: golden.path))
        try PNGCodec.encode(paintingSquare(PNGCodec.decode(Data(contentsOf: golden)), x: 100, y: 100, size: 30)).write(to: golden)
        try #"{"schemaVersion": 1, "sections": [{"type": "normall", "items": []}]}"#
            .write(to: layouts.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let junit = root.appendingPathComponent("j.xml")
        let run = Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--themes", "dark",
                      "--content-sizes", "accessibilityLarge", "--junit", junit.path, "--mode", "never")
        #expect(run.status == 2)   // the invalid document
        // Results on standard output, diagnostics on standard error.
        #expect(run.out.contains("FAIL    minimal-dark-accessibilityLarge@1x.png: "))
        #expect(run.out.contains("error   bad-dark-accessibilityLarge@1x.png: invalid document \(layouts.path)/bad.json"))
        #expect(run.out.contains("ok      right-icon-dark-accessibilityLarge@1x.png: identical"))
        #expect(!run.err.contains("FAIL") && !run.err.contains("ok "))
        #expect(run.err.contains("unknown layout type \"normall\""))
        #expect(!run.out.contains("normall"))
        let accept = "to accept the changes: adlayout record \(layouts.path)/minimal.json --goldens \(goldens.path) --scale 1 "
            + "--themes dark --content-sizes accessibilityLarge --mode failed"
        #expect(run.err.contains(accept))
        let (_, cases) = try Self.junitCases(junit)
        #expect(cases.first { $0.1 == "minimal-dark-accessibilityLarge@1x.png" }?.2 == "failure")
        #expect(cases.first { $0.1 == "bad-dark-accessibilityLarge@1x.png" }?.2 == "error")
        #expect(cases.first { $0.1 == "right-icon-dark-accessibilityLarge@1x.png" }?.2 == nil)
        let text = try String(contentsOf: junit, encoding: .utf8)
        #expect(text.contains("<failure message=\"") && text.contains(" pixels differ ("))

        // The printed command accepts the change.
        let words = accept.dropFirst("to accept the changes: adlayout ".count).split(separator: " ").map(String.init)
        let accepted = Run(arguments: words)
        #expect(accepted.status == 0, "\(accepted.err)")
        #expect(accepted.out.contains("updated minimal-dark-accessibilityLarge@1x.png"))
    }

    @Test func shardsMergeIntoOneReportAndOneJUnitFile() throws {
        let (layouts, goldens, root) = try Self.fixture()
        for name in ["feed-list.json", "offerwall-custom.json"] {
            try FileManager.default.copyItem(at: Run.layouts.appendingPathComponent(name), to: layouts.appendingPathComponent(name))
        }
        let matrix = ["--devices", "iPhoneSE", "--themes", "light,dark"]
        #expect(Run(arguments: ["record", layouts.path, "--goldens", goldens.path, "--scale", "1"] + matrix).status == 0)
        // One golden changed, so the report has a failure to show.
        let changed = goldens.appendingPathComponent("minimal-iPhoneSE-dark@1x.png")
        try PNGCodec.encode(paintingSquare(PNGCodec.decode(Data(contentsOf: changed)), x: 0, y: 0, size: 20)).write(to: changed)

        let download = root.appendingPathComponent("download")
        var shardCases: [Set<String>] = []
        for i in 1...2 {
            let artifacts = download.appendingPathComponent("shard-\(i)")
            let run = Run(arguments: ["verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--shard", "\(i)/2",
                                      "--artifacts", artifacts.path] + matrix)
            // The shards alternate over the cases: the second holds the dark variants, and the changed golden.
            #expect(run.status == (i == 1 ? 0 : 1), "\(run.err)")
            #expect(files(in: artifacts).contains("results-\(i)-of-2.json"))
            let result = try SuiteResultFile.read(artifacts.appendingPathComponent("results-\(i)-of-2.json"))
            #expect(result.shard == Shard(index: i, count: 2))
            shardCases.append(Set(result.entries.map(\.outcome.name.fileName)))
        }
        #expect(shardCases[0].count == 4 && shardCases[1].count == 4 && shardCases[0].isDisjoint(with: shardCases[1]))

        let output = root.appendingPathComponent("merged")
        let junit = root.appendingPathComponent("merged.xml")
        let merge = Run("report", "merge", download.path, "--output", output.path, "--junit", junit.path)
        #expect(merge.status == 0, "\(merge.err)")
        #expect(merge.out.contains("merged 2 result files: 8 snapshots: 7 passed, 1 failed"))
        #expect(merge.err.isEmpty)
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        for name in shardCases[0].union(shardCases[1]) { #expect(html.contains(name), "the report lacks \(name)") }
        #expect(html.contains(#"<img src="minimal-iPhoneSE-dark@1x.diff.png""#))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("minimal-iPhoneSE-dark@1x.diff.png").path))
        let (xml, cases) = try Self.junitCases(junit)
        #expect(xml.attribute(forName: "tests")?.stringValue == "8" && xml.attribute(forName: "failures")?.stringValue == "1")
        #expect(Set(cases.map(\.1)) == shardCases[0].union(shardCases[1]))

        // A missing shard is named; merging one shard twice is refused.
        let half = Run("report", "merge", download.appendingPathComponent("shard-1").path, "--output", output.path)
        #expect(half.status == 0 && half.err.contains("warning: shard 2/2 is missing"))
        let twice = Run("report", "merge", download.appendingPathComponent("shard-1").path,
                        download.appendingPathComponent("shard-1").path, "--output", output.path)
        #expect(twice.status == 2 && twice.err.contains("merge the results of one run's shards, each once"))
        let none = Run("report", "merge", root.path + "/nothing-here", "--output", output.path)
        #expect(none.status == 2 && none.err.contains("nothing-here: no such folder"))
    }

    @Test func unknownNamesAndSharedGoldensAreInvalidInput() throws {
        let (layouts, goldens, _) = try Self.fixture()
        let device = Run("verify", layouts.path, "--goldens", goldens.path, "--devices", "iPhoneSE,iPhone51")
        #expect(device.status == 2 && device.err.contains("unknown device \"iPhone51\" (did you mean \"iPhone15\""))
        let theme = Run("verify", layouts.path, "--goldens", goldens.path, "--themes", "drak")
        #expect(theme.status == 2 && theme.err.contains("unknown theme \"drak\" (did you mean \"dark\"?); valid: light, dark"))
        let size = Run("verify", layouts.path, "--goldens", goldens.path, "--content-sizes", "huge")
        #expect(size.status == 2 && size.err.contains("unknown content size \"huge\""))
        // Two documents of one name (in two folders) would share every variant's golden.
        let other = layouts.deletingLastPathComponent().appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: layouts.appendingPathComponent("minimal.json"), to: other.appendingPathComponent("minimal.json"))
        let clash = Run("verify", layouts.path, other.path, "--goldens", goldens.path, "--themes", "dark")
        #expect(clash.status == 2)
        #expect(clash.err.contains("error: \(layouts.path)/minimal.json, \(other.path)/minimal.json would share the golden "
                                   + "minimal-dark@<scale>x.png; rename one"))
    }

    @Test func versionIsPrinted() {
        let run = Run("--version")
        #expect(run.status == 0 && run.out == AdLayoutVersion.current)
    }

    /// Placement documents go through the same matrix: each variant is as wide as its device and as
    /// tall as its placement, taller at a larger text size, and verifies against what was recorded.
    @Test func placementsRunTheMatrix() throws {
        let layouts = try layoutsFolder(["placement-list.json", "placement-icon.json"])
        let goldens = layouts.deletingLastPathComponent().appendingPathComponent("goldens")
        let matrix = ["--scale", "1", "--devices", "iPhoneSE,iPhone15", "--themes", "light,dark",
                      "--content-sizes", "large,accessibilityLarge"]
        let record = Run(["record", layouts.path, "--goldens", goldens.path] + matrix)
        #expect(record.status == 0, "\(record.err)")
        #expect(files(in: goldens).count == 2 * 2 * 2 * 2 + 1)
        for layout in ["placement-list", "placement-icon"] {
            for (device, width) in [("iPhoneSE", 375), ("iPhone15", 390)] {
                let large = try PNGCodec.decode(Data(contentsOf: goldens.appendingPathComponent("\(layout)-\(device)-light-large@1x.png")))
                let larger = try PNGCodec.decode(Data(contentsOf: goldens.appendingPathComponent(
                    "\(layout)-\(device)-light-accessibilityLarge@1x.png")))
                #expect(large.width == width && larger.width == width)
                #expect(large.height < 400 && larger.height > large.height, "\(layout) \(device): \(large.height) → \(larger.height)")
            }
        }
        let verify = Run(["verify", layouts.path, "--goldens", goldens.path] + matrix)
        #expect(verify.status == 0, "\(verify.err)")
        #expect(verify.out.hasSuffix("16 snapshots: 16 passed, 0 failed"))
    }
}

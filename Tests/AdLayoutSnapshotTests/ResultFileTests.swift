import AdLayoutCore
@testable import AdLayoutSnapshot
import Foundation
import FoundationXML
import Testing

/// The run's result file, its JUnit form, and merging shards.
@Suite struct ResultFileTests {
    static func entry(_ layout: String, _ status: SnapshotStatus, _ message: String, theme: OfferwallTheme? = nil,
                      invalid: Bool = false, seconds: Double = 0.25) -> SuiteResult.Entry {
        let name = GoldenName(layout: layout, device: "iPhoneSE", theme: theme, contentSize: .xxxLarge, scale: 2)
        var outcome = SnapshotOutcome(name: name, golden: URL(fileURLWithPath: "/g/" + name.fileName),
                                      source: "Layouts/\(layout).json", status: status, message: message)
        outcome.invalidInput = invalid
        if status == .failed && !invalid {
            outcome.comparison = ImageComparison(mismatchedPixels: 12, antialiasedPixels: 3, totalPixels: 1000, sizeMismatch: nil,
                                                 identical: false)
        }
        outcome.diagnostics = status == .passed ? [] : [
            Diagnostic(.warning, code: .image, file: "Layouts/\(layout).json", path: "sections[0].items[0].iconUrl",
                       location: SourceLocation(line: 7, column: 9, offset: 0), message: "image x.png (missing): drawing a placeholder"),
        ]
        return SuiteResult.Entry(outcome: outcome,
                                 artifacts: status == .failed && !invalid
                                     ? ArtifactFiles(expected: "\(name.stem).expected.png", actual: "\(name.stem).actual.png",
                                                     diff: "\(name.stem).diff.png") : ArtifactFiles(),
                                 seconds: seconds)
    }

    static func result(shard: Shard? = nil, _ entries: [SuiteResult.Entry]) -> SuiteResult {
        var result = SuiteResult(entries: entries, goldens: URL(fileURLWithPath: "/g"), mode: .never, stale: ["gone@1x.png"],
                                 pruned: [], environmentChanges: ["pango 1 → 2"], environmentProblem: nil, environmentWritten: false)
        result.shard = shard
        return result
    }

    @Test func theResultFileRoundTrips() throws {
        let original = Self.result(shard: Shard(index: 2, count: 3), [
            Self.entry("a", .failed, "12 pixels differ <&>", theme: .dark), Self.entry("b", .passed, "identical"),
            Self.entry("c", .failed, "error: c.json:1:2: bad", invalid: true),
        ])
        let data = SuiteResultFile.encode(original)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"format\" : \"adlayout-results\"") && text.contains("\"golden\" : \"a-iPhoneSE-dark-xxxLarge@2x.png\""))
        #expect(SuiteResultFile.fileName(shard: original.shard) == "results-2-of-3.json")
        let read = try SuiteResultFile.decode(data, file: "r.json")
        #expect(read.shard == Shard(index: 2, count: 3) && read.mode == .never && read.stale == ["gone@1x.png"])
        #expect(read.entries.map(\.outcome.name) == original.entries.map(\.outcome.name))
        #expect(read.entries.map(\.outcome.status) == [.failed, .passed, .failed])
        #expect(read.entries[0].outcome.comparison?.mismatchedPixels == 12 && read.entries[0].artifacts == original.entries[0].artifacts)
        #expect(read.entries[2].outcome.invalidInput && read.entries[0].outcome.diagnostics == original.entries[0].outcome.diagnostics)
        #expect(read.summary == original.summary)
    }

    @Test func unreadableResultFilesSayWhy() {
        func reason(_ json: String) -> String {
            do { _ = try SuiteResultFile.decode(Data(json.utf8), file: "r.json"); return "" } catch { return error.description }
        }
        #expect(reason("[]").hasPrefix("r.json: not a result file of adlayout verify/record"))
        let valid = String(decoding: SuiteResultFile.encode(Self.result([])), as: UTF8.self)
        #expect(reason(valid.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 9"))
                == "r.json: version 9 is not 2, the one this adlayout reads")
        #expect(reason(valid.replacingOccurrences(of: "\"adlayout-results\"", with: "\"other\""))
                == "r.json: format is \"other\", expected \"adlayout-results\"")
    }

    @Test func junitCountsFailuresErrorsAndTime() throws {
        let result = Self.result([
            Self.entry("a", .failed, "12 pixels differ <&>\nmore", seconds: 0.5), Self.entry("a", .passed, "identical", theme: .dark),
            Self.entry("b", .new, "recorded new golden"), Self.entry("c", .failed, "error: c.json:1:2: bad \u{1}", invalid: true),
        ])
        let xml = JUnitReport.render(result, timestamp: Date(timeIntervalSince1970: 0))
        let document = try XMLDocument(xmlString: xml, options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "4")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")   // a's failure and b, recorded by a verify run
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["Layouts/a.json", "Layouts/b.json", "Layouts/c.json"])
        #expect(suites[0].attribute(forName: "time")?.stringValue == "0.750")
        #expect(suites[0].attribute(forName: "timestamp")?.stringValue == "1970-01-01T00:00:00")
        let failure = try #require(suites[0].elements(forName: "testcase").first?.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "12 pixels differ <&>")
        #expect(failure.stringValue?.contains("diff: a-iPhoneSE-xxxLarge@2x.diff.png") == true)
        #expect(suites[2].elements(forName: "testcase").first?.elements(forName: "error").first?.stringValue?.contains("bad ?") == true)
        #expect(suites[0].elements(forName: "system-out").first?.stringValue == "stale golden: gone@1x.png\nrender environment: pango 1 → 2")
        // In a record run a recorded golden is what was asked for.
        var recording = result
        recording.recording = true
        let recorded = try XMLDocument(xmlString: JUnitReport.render(recording), options: []).rootElement()
        #expect(recorded?.attribute(forName: "failures")?.stringValue == "1")
    }

    /// A failure's text is its message, artifacts and warnings; notes (the canvas bottom) are left out.
    @Test func aFailureLeavesNotesOut() throws {
        var failed = Self.entry("a", .failed, "12 pixels differ")
        failed.outcome.diagnostics.append(Diagnostic(.note, code: .clipped, file: "Layouts/a.json", path: "sections[0]",
                                                     location: nil, message: "3 of 8 items are cut at the canvas bottom (667 pt)"))
        let xml = JUnitReport.render(Self.result([failed]), timestamp: Date(timeIntervalSince1970: 0))
        let root = try #require(try XMLDocument(xmlString: xml, options: []).rootElement())
        let failure = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first?
            .elements(forName: "failure").first)
        #expect(failure.stringValue == """
            12 pixels differ
            expected: a-iPhoneSE-xxxLarge@2x.expected.png
            actual: a-iPhoneSE-xxxLarge@2x.actual.png
            diff: a-iPhoneSE-xxxLarge@2x.diff.png
            warning: Layouts/a.json:7:9: sections[0].items[0].iconUrl: image x.png (missing): drawing a placeholder
            """)
    }

    @Test func missingShardsAreNamed() {
        let shards = [Self.result(shard: Shard(index: 1, count: 3), []), Self.result(shard: Shard(index: 3, count: 3), [])]
        #expect(ReportMerger.missingShards(shards) == ["shard 2/3 is missing"])
        #expect(ReportMerger.missingShards([Self.result([])]).isEmpty)
    }
}

import Foundation
import Testing
@testable import AdLayoutBuiltIns
@testable import AdLayoutCore
@testable import AdLayoutEngine
@testable import AdLayoutModel

/// Frame fixtures, as Yoga's generated tests: each `Tests/Fixtures/frames/<case>.json` is laid out with the
/// font-free ``ApproximateTextMeasurer`` and its frame tree (`LayoutTreeJSON`) must equal
/// `<case>.frames.json` exactly. Adding a layout test is adding a document: run
/// `swift test --filter FrameFixtureTests` and the missing frames file is written (the test fails
/// once, asking to review it); `ADLAYOUT_RECORD=all` rewrites those that differ. With `CI` set
/// (and no `ADLAYOUT_RECORD`) nothing is written.
@Suite struct FrameFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/frames")

    /// The cases: every document in the folder.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".frames.json") }
            .map { String($0.dropLast(5)) }.sorted()
    }()

    /// What may be written: `ADLAYOUT_RECORD` (`all`/`1` rewrites, `never` writes nothing), else
    /// nothing on CI and missing files elsewhere.
    static func recordMode(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let value = environment["ADLAYOUT_RECORD"]?.lowercased(), !value.isEmpty { return value == "1" ? "all" : value }
        let ci = environment["CI"]?.lowercased() ?? ""
        return ["", "0", "false"].contains(ci) ? "missing" : "never"
    }

    @Test func thereAreFixtures() {
        #expect(Self.cases.count >= 8)
        // Every frames file has its document.
        let frames = ((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? [])
            .filter { $0.hasSuffix(".frames.json") }.map { String($0.dropLast(12)) }
        #expect(Set(frames).isSubset(of: Set(Self.cases)), "frames files without a document: \(Set(frames).subtracting(Self.cases))")
    }

    @Test(arguments: cases)
    func framesMatch(_ name: String) throws {
        let document = Self.folder.appendingPathComponent(name + ".json")
        let expectedURL = Self.folder.appendingPathComponent(name + ".frames.json")
        let (resolved, diagnostics) = DocumentLoader.standard.load(document, "Tests/Fixtures/frames/\(name).json", TnkLayout(), .init())
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.line))")
        let tree = LayoutEngine(measurer: ApproximateTextMeasurer()).layout(try #require(resolved))
        let actual = LayoutTreeJSON.encode(tree)
        let mode = Self.recordMode()

        guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else {
            guard mode != "never" else {
                Issue.record("\(name).frames.json is missing (nothing written: CI is set or ADLAYOUT_RECORD=never)")
                return
            }
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded Tests/Fixtures/frames/\(name).frames.json: review it, then run the test again")
            return
        }
        guard expected != actual else { return }
        if mode == "all" || mode == "failed" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("rewrote Tests/Fixtures/frames/\(name).frames.json (ADLAYOUT_RECORD=\(mode)): review the change")
            return
        }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        func line(_ lines: [Substring], _ i: Int) -> String { i < lines.count ? String(lines[i]) : "(end)" }
        Issue.record("""
            Tests/Fixtures/frames/\(name).frames.json differs from the layout, first at line \(first + 1):
              expected: \(line(expectedLines, first))
              actual:   \(line(actualLines, first))
            accept the change: ADLAYOUT_RECORD=all swift test --filter FrameFixtureTests
            """)
    }

    @Test func recordModeFollowsTheEnvironment() {
        #expect(Self.recordMode([:]) == "missing")
        #expect(Self.recordMode(["CI": "true"]) == "never")
        #expect(Self.recordMode(["CI": "true", "ADLAYOUT_RECORD": "1"]) == "all")
        #expect(Self.recordMode(["ADLAYOUT_RECORD": "failed"]) == "failed")
    }
}

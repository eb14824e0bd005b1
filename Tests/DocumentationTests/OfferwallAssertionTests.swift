import AdLayoutSnapshot
@testable import AdLayoutSnapshotTesting
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing

/// The SwiftAssertions article's example test: the failure message the page prints is the one an assertion
/// records now. `listScreen` runs as the page tells it (a golden of minimal.json, then the first ad's points
/// changed) and every line of the page's block must be in the issue's text, run folders aside. (The suite and
/// test are named as the page's, since the message names them.)
@Suite struct OfferwallAssertionTests {
    static let page = "Sources/AdLayoutSnapshotTesting/AdLayoutSnapshotTesting.docc/SwiftAssertions.md"

    @Test func listScreen() throws {
        let blocks = CodeBlock.parse(try DocumentationFiles.text(Self.page), file: Self.page)
        let shown = try #require(blocks.first { $0.info.isEmpty && $0.text.hasPrefix("snapshot OfferwallAssertionTests/") })
        let folder = try temporaryDirectory("assertion-message")
        let screen = folder.appendingPathComponent("screen.json")
        try FileManager.default.copyItem(at: Run.layouts.appendingPathComponent("minimal.json"), to: screen)
        let location = SnapshotSourceLocation(fileID: "Tests/OfferwallAssertionTests.swift",
                                              filePath: "/nonexistent/OfferwallAssertionTests.swift",
                                              function: "listScreen()", line: 12, column: 9,
                                              folderOverride: folder.appendingPathComponent("__Snapshots__"))
        let run = SnapshotTestRun(environment: ["ADLAYOUT_ARTIFACTS": folder.appendingPathComponent("artifacts").path])
        // An empty environment: the test's own `CI` or `ADLAYOUT_RECORD` must not change the message.
        let assertion = SnapshotAssertion(location: location, record: nil, options: nil, budget: nil, registry: nil,
                                          run: run, environment: [:])
        let variant = SnapshotVariant(device: try SnapshotVariant.device(named: "iPhoneSE"))
        withKnownIssue { _ = assertion.check(screen, name: "screen", variant: variant, scale: nil) }
        let text = try String(contentsOf: screen, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""pointValue": 1000"#, with: #""pointValue": 1500"#).utf8).write(to: screen)
        let said = Mutex([String]())
        withKnownIssue { _ = assertion.check(screen, name: "screen", variant: variant, scale: nil) } matching: { issue in
            said.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
            return true
        }
        // Run folders (`…/run-<date>-<time>-<pid>[-<n>]/`) differ per run.
        func runless(_ line: String) -> String { line.replacing(/\S*\/run-\d{8}-\d{6}-\d+(-\d+)?\//, with: "RUN/") }
        let printed = said.withLock { $0 }.joined(separator: "\n").components(separatedBy: "\n").map(runless)
        let missing = shown.text.components(separatedBy: "\n").filter { !$0.isEmpty }.map(runless)
            .filter { !printed.contains($0) }
        #expect(missing.isEmpty, "lines the assertion no longer says:\n\(missing.joined(separator: "\n"))\nit said:\n\(printed.joined(separator: "\n"))")
    }
}

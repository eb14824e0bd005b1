import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
@testable import AdLayoutSnapshotTesting
import Foundation
import Testing
import XCTest

/// The assertion itself, with goldens in a temporary `__Snapshots__` folder.
@Suite struct AssertSnapshotTests {
    static let minimal = Run.layouts.appendingPathComponent("minimal.json")

    /// An assertion as if written in a test file inside a fresh folder.
    static func assertion(_ mode: RecordMode) throws -> (SnapshotAssertion, URL) {
        let dir = try temporaryDirectory()
        let location = SnapshotSourceLocation(fileID: "X/FakeTests.swift", filePath: "/nonexistent/FakeTests.swift",
                                              line: 1, column: 1, folderOverride: dir.appendingPathComponent("__Snapshots__"))
        return (SnapshotAssertion(location: location, mode: mode, options: ComparisonOptions(), budget: .exact, registry: nil),
                dir.appendingPathComponent("__Snapshots__"))
    }

    static func document() throws -> ResolvedDocument { try RenderPipeline().load(minimal) }

    @Test func missingGoldenIsRecordedAndTheTestFails() throws {
        let (assertion, folder) = try Self.assertion(.missing)
        withKnownIssue { _ = assertion.check(try! Self.document(), name: "minimal", device: nil, scale: 1) }
        #expect(files(in: folder) == ["minimal@1x.png", RenderEnvironment.fileName])
        // Now it passes without an issue.
        #expect(assertion.check(try Self.document(), name: "minimal", device: nil, scale: 1)?.status == .passed)
    }

    @Test func neverModeFailsAndWritesNothing() throws {
        let (assertion, folder) = try Self.assertion(.never)
        withKnownIssue { _ = assertion.check(try! Self.document(), name: "minimal", device: nil, scale: 1) }
        #expect(files(in: folder).isEmpty)
    }

    @Test func aDifferenceFailsWithArtifactsAndFailedModeRewrites() throws {
        let (missing, folder) = try Self.assertion(.missing)
        withKnownIssue { _ = missing.check(try! Self.document(), name: "m", device: "iPhoneSE", scale: 1) }
        let golden = folder.appendingPathComponent("m-iPhoneSE@1x.png")
        let good = try Data(contentsOf: golden)
        try PNGCodec.encode(paintingSquare(PNGCodec.decode(good), x: 0, y: 0, size: 10)).write(to: golden)
        withKnownIssue {
            let outcome = missing.check(try! Self.document(), name: "m", device: "iPhoneSE", scale: 1)
            #expect(outcome?.status == .failed && outcome?.comparison?.mismatchedPixels ?? 0 > 0)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("snapshot m-iPhoneSE@1x.png: ") && text.contains("pixels differ") && text.contains("diff: ")
        }
        let failed = SnapshotAssertion(location: missing.location, mode: .failed, options: ComparisonOptions(), budget: .exact,
                                       registry: nil)
        withKnownIssue { _ = failed.check(try! Self.document(), name: "m", device: "iPhoneSE", scale: 1) }
        #expect(try Data(contentsOf: golden) == good)
    }

    @Test func framesCanBeSnapshotDirectly() throws {
        let (assertion, folder) = try Self.assertion(.missing)
        let pipeline = RenderPipeline()
        let tree = pipeline.layout(try Self.document(), scale: 2)
        withKnownIssue { _ = assertion.check(tree, name: GoldenName(layout: "tree", scale: tree.scale)) }
        #expect(files(in: folder).contains("tree@2x.png"))
    }
}

/// The XCTest path: no Swift Testing test is running, so failures go to XCTFail.
final class AssertSnapshotXCTests: XCTestCase {
    func testPassingSnapshotUnderXCTest() throws {
        let folder = Run.root.appendingPathComponent("Tests/AdLayoutRenderTests/__Snapshots__")
        let location = SnapshotSourceLocation(fileID: "X/Y.swift", filePath: #filePath, line: #line, column: 1, folderOverride: folder)
        let assertion = SnapshotAssertion(location: location, mode: .never, options: ComparisonOptions(), budget: .exact, registry: nil)
        let outcome = assertion.check(try RenderPipeline().load(AssertSnapshotTests.minimal), name: "minimal", device: nil, scale: 1)
        XCTAssertEqual(outcome?.status, .passed)
    }
}

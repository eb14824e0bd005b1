import AdLayoutTestSupport
import Foundation
import Testing

/// Every file in FuzzReproducers/ — inputs that crashed or misbehaved under the fuzz target
/// (Scripts/fuzz.sh), and the issue's own — goes through decode → resolve → layout → lint →
/// frames JSON (``FuzzCase``) without trapping, and a document that validates gives frames JSON
/// with finite numbers.
@Suite struct FuzzReproducerTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzReproducers")
    static let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Layouts")

    static var files: [String] { reproducerNames(in: folder) }

    @Test func theFolderHasReproducers() {
        #expect(Self.files.count >= 5)
    }

    @Test(arguments: files)
    func replays(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        #expect(FuzzCase.run(data, imageFolder: Self.layouts) == nil)
    }

    /// The oracle itself: frames with a null or non-finite number, or not JSON, are problems.
    @Test func theFramesCheckFindsNonFiniteNumbers() {
        #expect(FuzzCase.checkFrames(#"{"root": {"x": 1, "y": 2.5, "kind": "screen"}}"#) == nil)
        #expect(FuzzCase.checkFrames(#"{"root": {"x": null}}"#) == "frames.root.x is null (a non-finite number)")
        #expect(FuzzCase.checkFrames(#"{"root": {"x": inf}}"#) == "frames JSON does not parse")
    }
}

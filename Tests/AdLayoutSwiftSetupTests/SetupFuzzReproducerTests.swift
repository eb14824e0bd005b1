import AdLayoutTestSupport
import Foundation
import Testing

/// Every file in FuzzReproducers/ — inputs that crashed or misbehaved under the Swift setup fuzz
/// target (`Scripts/fuzz.sh setup`), and the hostile setups — is read without trapping,
/// with its diagnostics inside the file (``SetupFuzzCase``).
@Suite struct SetupFuzzReproducerTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzReproducers")

    static var files: [String] { reproducerNames(in: folder) }

    @Test func theFolderHasReproducers() {
        #expect(Self.files.count >= 4)
    }

    @Test(arguments: files)
    func replays(_ name: String) throws {
        #expect(SetupFuzzCase.run(try Data(contentsOf: Self.folder.appendingPathComponent(name))) == nil)
    }

    /// The oracle itself: a position outside the file is a problem.
    @Test func theOracleChecksPositions() {
        #expect(SetupFuzzCase.run(Data("let l = AdListItemViewLayout()\nl.lineSpace = 4\n".utf8)) == nil)
        #expect(SetupFuzzCase.run(Data([0xFF, 0xFE])) == nil)   // not UTF-8: refused before reading
    }
}

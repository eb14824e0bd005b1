import AdLayoutCLI
import AdLayoutTestSupport
import Foundation
import Testing

/// `render`, `fit` and `import-swift` write through one writer: a target is checked before anything
/// is written (an input of the run: exit 2; a file where a folder should be: exit 1), then written
/// atomically, and the run says what it wrote.
@Suite struct OutputWriterTests {
    static let swiftSetup = Repository.root.appendingPathComponent("Tests/AdLayoutSwiftSetupTests/Fixtures/FeedScrollClass.swift")

    @Test func importSwiftNeverWritesOverItsSwiftInput() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let swift = dir.appendingPathComponent("Setup.swift")
        try FileManager.default.copyItem(at: Self.swiftSetup, to: swift)
        let before = try Data(contentsOf: swift)
        let run = Run("import-swift", swift.path, "-o", swift.path)
        #expect(run.status == 2)
        #expect(run.err == "error: cannot write \(swift.path): it is the input document \(swift.path)")
        #expect(try Data(contentsOf: swift) == before)
    }

    @Test func importSwiftWritesAtomicallyAndSaysSo() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("setup.json").path
        let run = Run("import-swift", Self.swiftSetup.path, "-o", out)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "wrote \(out)")
        let printed = Run("import-swift", Self.swiftSetup.path, "-o", "-")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == printed.out + "\n")
        // Nothing else is left in the folder (no temporary file).
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["setup.json"])
    }

    @Test func aFileWhereAFolderShouldBeFailsBeforeTheWork() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let swift = Run("import-swift", Self.swiftSetup.path, "-o", file + "/sub/setup.json")
        #expect(swift.status == 1)
        #expect(swift.err == "error: cannot write \(file)/sub/setup.json: \(file) is not a folder")
        // fit checks its target before it reads the ads (this file does not exist).
        let layout = Run.layouts.appendingPathComponent("offerwall-default.json").path
        let fit = Run("fit", layout, "--ads", dir.appendingPathComponent("none.json").path, "-o", file + "/sub/fit.txt")
        #expect(fit.status == 1)
        #expect(fit.err == "error: cannot write \(file)/sub/fit.txt: \(file) is not a folder")
    }
}

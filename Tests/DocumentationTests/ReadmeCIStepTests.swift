import AdLayoutTestSupport
import Foundation
import Testing

/// The README's CI step runs as written on a `Layouts/` folder: `record` writes every golden, `verify`
/// passes them all and names its artifacts folder on its first line. Run in-process, in a temporary folder
/// standing for the working directory, on three of the repository's documents (an offerwall with images, a
/// native screen, a placement) and their images: that every document of `Layouts/` is one plain `adlayout`
/// renders is checked by `CLITests.validateAcceptsEveryShippedLayout` and `GoldenImageTests`, each document once.
@Suite struct ReadmeCIStepTests {
    /// The README's `adlayout` commands of the block holding `adlayout record Layouts`, continuation lines
    /// joined and comments removed.
    static func commands() throws -> [[String]] {
        let blocks = CodeBlock.parse(try DocumentationFiles.text("README.md"), file: "README.md")
        let block = try #require(blocks.first { $0.info == "sh" && $0.text.contains("adlayout record Layouts") })
        return block.text.replacingOccurrences(of: "\\\n", with: " ").components(separatedBy: "\n")
            .map { $0.components(separatedBy: "#")[0].split(separator: " ").map(String.init) }
            .filter { $0.first == "adlayout" }
    }

    @Test func theCIStepPassesOnLayouts() throws {
        let commands = try Self.commands()
        #expect(commands.map { $0[1] } == ["record", "verify"])
        let folder = try temporaryDirectory("readme-ci")
        // Names relative to the working directory, placed in the temporary folder (Layouts/ is the repository's).
        func place(_ argument: String) -> String {
            ["Layouts", "Goldens", "adlayout-report", "junit.xml"].contains(argument) ? folder.appendingPathComponent(argument).path : argument
        }
        let layouts = folder.appendingPathComponent("Layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        let documents = ["dark.json", "native-small.json", "placement-feed.json"]
        for name in documents + ["images"] {
            try FileManager.default.copyItem(at: Repository.layouts.appendingPathComponent(name), to: layouts.appendingPathComponent(name))
        }
        let snapshots = documents.count * 4   // two devices × two themes
        let record = Run(commands[0].dropFirst().map(place))
        #expect(record.status == 0, "\(record.err)")
        #expect(record.out.hasSuffix("\(snapshots) snapshots: 0 passed, 0 failed, \(snapshots) new"))
        let verify = Run(commands[1].dropFirst().map(place))
        #expect(verify.status == 0, "\(verify.err)")
        let lines = verify.out.components(separatedBy: "\n")
        #expect(lines.first == "artifacts: \(folder.path)/adlayout-report")
        #expect(lines.suffix(3) == ["report: \(folder.path)/adlayout-report/index.html", "junit: \(folder.path)/junit.xml",
                                    "\(snapshots) snapshots: \(snapshots) passed, 0 failed"])
    }
}

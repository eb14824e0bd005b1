import AdLayoutCore
import AdLayoutSwiftSetup
import AdLayoutTestSupport
import Foundation
import Testing

/// Every file below an app's folder is opened once, as a regular file: a XIB the code loads that is a
/// FIFO held `render` (and the studio's render threads) for ever in `open()`; it is an error at the Swift
/// line that loads it.
@Suite struct AppFolderFileTests {
    /// The guide's app (Layouts/GuideApp) in a folder of the test's own, its XIB a FIFO.
    static func appWithAFIFO() throws -> URL {
        let dir = try temporaryDirectory("app-folder-fifo")
        let custom = dir.appendingPathComponent("GuideApp/custom")
        try FileManager.default.createDirectory(at: custom, withIntermediateDirectories: true)
        for name in ["ViewController.swift", "custom/CustomAdListItemView.swift", "custom/CustomAdListItemViewLayout.swift"] {
            try FileManager.default.copyItem(at: Paths.layouts.appendingPathComponent("GuideApp/\(name)"),
                                             to: dir.appendingPathComponent("GuideApp/\(name)"))
        }
        #expect(mkfifo(custom.appendingPathComponent("CustomItemView.xib").path, 0o644) == 0)
        return dir
    }

    /// The error, the app's folder named `folder`.
    static func error(_ folder: String) -> String {
        "error: \(folder)/custom/CustomAdListItemView.swift:38:34: UINib(nibName: \"CustomItemView\"): "
            + "cannot read \(folder)/custom/CustomItemView.xib: not a regular file (a FIFO)"
    }

    @Test(.timeLimit(.minutes(1)))
    func aXIBThatIsAFIFOIsAnErrorWhereTheCodeLoadsIt() throws {
        let dir = try Self.appWithAFIFO()
        defer { try? FileManager.default.removeItem(at: dir) }
        let setup = SwiftSetupReader.read(try SwiftSetupFiles.sources(at: dir.appendingPathComponent("GuideApp"), name: "GuideApp"))
        #expect(setup.hasErrors)
        #expect(lines(setup).filter { $0.hasPrefix("error:") } == [Self.error("GuideApp")], "\(lines(setup))")
    }

    /// The same through `render --swift-setup`: exit 2, nothing written.
    @Test(.timeLimit(.minutes(1)))
    func renderRefusesItAtOnce() throws {
        let dir = try Self.appWithAFIFO()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("out.png")
        let run = Run("render", Paths.layouts.appendingPathComponent("minimal.json").path, "--swift-setup",
                      dir.appendingPathComponent("GuideApp").path, "-o", png.path)
        #expect(run.status == 2)
        #expect(run.err.split(separator: "\n").filter { $0.hasPrefix("error:") } == [Substring(Self.error(dir.path + "/GuideApp"))], "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }
}

import AdLayoutRender
@testable import AdLayoutSnapshot
import AdLayoutTestSupport
import Foundation
import Testing

@Suite struct ReportTests {
    static func outcome(_ layout: String, _ status: SnapshotStatus, _ message: String) -> SuiteResult.Entry {
        let name = GoldenName(layout: layout, scale: 1)
        return SuiteResult.Entry(outcome: SnapshotOutcome(name: name, golden: URL(fileURLWithPath: "/g/" + name.fileName),
                                                          source: "Layouts/\(layout).json", status: status, message: message),
                                 artifacts: status == .failed
                                     ? ArtifactFiles(expected: "\(layout)@1x.expected.png", actual: "\(layout)@1x.actual.png",
                                                     diff: "\(layout)@1x.diff.png")
                                     : status == .new ? ArtifactFiles(actual: "\(layout)@1x.actual.png") : ArtifactFiles())
    }

    @Test func reportListsEverySnapshotAndEscapesText() {
        let result = SuiteResult(
            entries: [Self.outcome("broken", .failed, "12 pixels differ <b>"), Self.outcome("fresh", .new, "recorded"),
                      Self.outcome("fine", .passed, "identical")],
            goldens: URL(fileURLWithPath: "/g"), mode: .missing, stale: ["gone@1x.png"], pruned: [],
            environmentChanges: ["pango 1.50.12 (goldens) → 1.52.0 (now)"], environmentProblem: nil, environmentWritten: false)
        let html = HTMLReport.render(result)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>1 snapshot failed · AdLayout</title>"))
        #expect(html.contains("3 snapshots: 1 passed, 1 failed, 1 new, 1 stale"))
        #expect(html.contains("12 pixels differ &lt;b&gt;") && !html.contains("<b>"))
        for src in ["broken@1x.expected.png", "broken@1x.actual.png", "broken@1x.diff.png", "fresh@1x.actual.png"] {
            #expect(html.contains("src=\"\(src)\""))
        }
        #expect(html.contains("<code>gone@1x.png</code>") && html.contains("<code>fine@1x.png</code>"))
        #expect(html.contains("pango 1.50.12 (goldens) → 1.52.0 (now)"))
        #expect(html.contains("<style>") && html.contains("<script>"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    /// Debian's chromium, when installed (the tests never require it).
    static let chromium: String? = {
        let env = ProcessInfo.processInfo.environment["CHROMIUM"].map { [$0] } ?? []
        return (env + ["/usr/bin/chromium", "/usr/bin/chromium-browser"]).first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The report opens in headless Chromium and its screenshot shows the images (the red block of
    /// the diff can only come from the diff PNG).
    @Test(.enabled(if: chromium != nil, "chromium is not installed"), .timeLimit(.minutes(2)))
    func reportShowsItsImagesInChromium() throws {
        let layouts = try layoutsFolder(["minimal.json"])
        let root = layouts.deletingLastPathComponent()
        let goldens = root.appendingPathComponent("goldens"), artifacts = root.appendingPathComponent("artifacts")
        #expect(Run("record", layouts.path, "--goldens", goldens.path, "--scale", "1").status == 0)
        let golden = goldens.appendingPathComponent("minimal@1x.png")
        try PNGCodec.encode(paintingSquare(PNGCodec.decode(Data(contentsOf: golden)), x: 40, y: 200, size: 120)).write(to: golden)
        #expect(Run("verify", layouts.path, "--goldens", goldens.path, "--scale", "1", "--artifacts", artifacts.path,
                    "--report").status == 1)

        let shot = root.appendingPathComponent("screenshot.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--user-data-dir=\(root.appendingPathComponent("chromium-profile").path)",
                             "--screenshot=\(shot.path)", "--window-size=1200,900",
                             artifacts.appendingPathComponent("index.html").absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let image = try PNGCodec.decode(Data(contentsOf: shot))
        #expect(image.width == 1200 && image.height == 900)
        var red = 0, black = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p == 0xFFFF_0000 { red += 1 }
                if p == 0xFF00_0000 { black += 1 }
            }
        }
        // The 120×120 square appears red in the diff and black in the expected image (and the slider).
        #expect(red > 2000, "diff image not shown (\(red) red pixels)")
        #expect(black > 2000, "expected image not shown (\(black) black pixels)")
    }
}

import AdLayoutTestSupport
import Foundation
import Testing

/// `--chrome` on `render`, `verify` and `record`: the document's device with its status bar and home indicator.
@Suite struct ChromeFlagTests {
    let layouts = Run.root.appendingPathComponent("Layouts").path

    /// The kinds and frames `--frames` wrote, depth first.
    func nodes(_ frames: String) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: frames))) as! [String: Any]
        var out: [[String: Any]] = []
        func walk(_ n: [String: Any]) { out.append(n); (n["children"] as? [[String: Any]])?.forEach(walk) }
        walk(json["root"] as! [String: Any])
        return out
    }

    @Test func renderWithChromePutsTheScreenBelowTheStatusBar() throws {
        let dir = try temporaryDirectory("chrome")
        let png = dir.appendingPathComponent("m.png").path, frames = dir.appendingPathComponent("f.json").path
        let run = Run("render", layouts + "/minimal.json", "-o", png, "--scale", "1", "--frames", frames, "--chrome")
        #expect(run.status == 0, "\(run.err)")
        let all = try nodes(frames)
        // The default device, iPhone 15 (390 × 844): a 47-pt status bar, the home indicator 134 × 5, 8 pt above the bottom.
        #expect(all.first?["kind"] as? String == "device")
        let bar = all.first { $0["kind"] as? String == "statusBar" }
        #expect(bar?["height"] as? Double == 47 && bar?["width"] as? Double == 390)
        let screen = all.first { $0["kind"] as? String == "screen" }
        #expect(screen?["y"] as? Double == 47 && screen?["height"] as? Double == 797)
        let indicator = all.first { $0["kind"] as? String == "homeIndicator" }
        #expect(indicator?["x"] as? Double == 128 && indicator?["y"] as? Double == 831 && indicator?["width"] as? Double == 134)
    }

    @Test func withoutTheFlagTheCanvasIsTheScreen() throws {
        let dir = try temporaryDirectory("chrome")
        let png = dir.appendingPathComponent("m.png").path, frames = dir.appendingPathComponent("f.json").path
        #expect(Run("render", layouts + "/minimal.json", "-o", png, "--scale", "1", "--frames", frames).status == 0)
        let all = try nodes(frames)
        #expect(all.first?["kind"] as? String == "screen" && all.first?["y"] as? Double == 0)
        #expect(!all.contains { $0["kind"] as? String == "statusBar" })
    }

    @Test func recordAndVerifyTakeTheFlag() throws {
        let dir = try temporaryDirectory("chrome")
        let goldens = dir.appendingPathComponent("goldens").path
        let record = Run("record", layouts + "/minimal.json", "--goldens", goldens, "--scale", "1", "--chrome")
        #expect(record.status == 0, "\(record.err)")
        #expect(Run("verify", layouts + "/minimal.json", "--goldens", goldens, "--scale", "1", "--chrome").status == 0)
        // The golden is the chrome's: the same document without it differs.
        #expect(Run("verify", layouts + "/minimal.json", "--goldens", goldens, "--scale", "1").status != 0)
    }
}

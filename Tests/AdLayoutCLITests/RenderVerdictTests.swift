import AdLayoutCore
import AdLayoutTestSupport
import Foundation
import Testing

/// What `render` writes agrees with its exit status and says what it drew (hardening IV): a run that
/// fails `--strict` writes neither the PNG nor the frames, a canvas larger than Cairo draws says it was
/// cropped and to what, and no size in a message goes through a trapping `Int` conversion.
@Suite struct RenderVerdictTests {
    /// A XIB of one view with the design size `width`×`height` (``inlineXIB(width:height:_:)``), and a label of `text`
    /// when given (its line breaks written `&#10;`: the inline XIB indents each line of its body).
    static func xib(width: String, height: String, label text: String? = nil) -> String {
        let label = text.map { text in
            """
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Lb1-Aa-111">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="20"/>
                    <string key="text">\(text)</string>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="Lb1-Aa-111" firstAttribute="leading" secondItem="Rt0-Aa-000" secondAttribute="leading" id="Ld1-Ee-444"/>
                <constraint firstItem="Lb1-Aa-111" firstAttribute="top" secondItem="Rt0-Aa-000" secondAttribute="top" id="Tp1-Ff-555"/>
            </constraints>
            """
        } ?? ""
        return inlineXIB(width: width, height: height, label)
    }

    /// `--strict` exited 1 on a warning but had written the PNG and the frames: now it writes neither.
    @Test func aRunThatFailsStrictWritesNothing() throws {
        let dir = try temporaryDirectory("strict-writes-nothing")
        defer { try? FileManager.default.removeItem(at: dir) }
        let doc = try write(#"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": "a", "iconUrl": "missing.png"}]}]}"#,
                            to: dir, "doc.json")
        let png = dir.appendingPathComponent("doc.png"), frames = dir.appendingPathComponent("doc.frames.json")
        let strict = Run("render", doc, "-o", png.path, "--frames", frames.path, "--strict")
        #expect(strict.status == 1)
        #expect(strict.err.hasSuffix("error: \(doc): --strict: not written, because of the warnings above"), "\(strict.err)")
        #expect(strict.out == "")
        #expect(!FileManager.default.fileExists(atPath: png.path))
        #expect(!FileManager.default.fileExists(atPath: frames.path))
        // Without --strict the same warning is only a warning: both are written.
        let lenient = Run("render", doc, "-o", png.path, "--frames", frames.path)
        #expect(lenient.status == 0, "\(lenient.err)")
        #expect(FileManager.default.fileExists(atPath: png.path) && FileManager.default.fileExists(atPath: frames.path))
    }

    /// A design size past the canvas limit was cropped while "wrote" claimed the whole size.
    @Test func aCroppedCanvasSaysSo() throws {
        let dir = try temporaryDirectory("cropped-canvas")
        defer { try? FileManager.default.removeItem(at: dir) }
        let xib = try write(Self.xib(width: "20000", height: "10"), to: dir, "Wide.xib")
        let png = dir.appendingPathComponent("Wide.png")
        let run = Run("render", xib, "-o", png.path)
        #expect(run.status == 0, "\(run.err)")
        // 40,000 pixels at @2x: Cairo draws 32,767 a side.
        #expect(run.err == "warning: \(xib): the canvas of 20000×10 pt @2x is larger than the limit (32767 pixels a side, 64 Mpx): "
                + "drawn cropped to its top-left 32767×20 pixels", "\(run.err)")
        #expect(run.out.hasPrefix("wrote \(png.path) (20000×10 pt @2x, cropped to 32767×20 pixels, "), "\(run.out)")
        let header = try Data(contentsOf: png).subdata(in: 16..<24)
        #expect(Array(header) == [0, 0, 0x7F, 0xFF, 0, 0, 0, 20])   // IHDR: 32,767 × 20
        // The warning fails --strict, and then nothing is written.
        try FileManager.default.removeItem(at: png)
        let strict = Run("render", xib, "-o", png.path, "--strict")
        #expect(strict.status == 1)
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }

    /// A XIB label of 32,767 lines, as long as a XIB's text may be (17.8 s to measure; 40 of them never
    /// finished; the debug build's `render` ran past a minute), is measured, said and drawn clipped.
    @Test func aLabelOf32767LinesRenders() throws {
        let dir = try temporaryDirectory("many-lines")
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = Array(repeating: "a", count: 32_767).joined(separator: "&#10;")
        let xib = try write(Self.xib(width: "320", height: "400", label: text), to: dir, "Lines.xib")
        let png = dir.appendingPathComponent("Lines.png"), frames = dir.appendingPathComponent("Lines.frames.json")
        let run = Run("render", xib, "-o", png.path, "--frames", frames.path)
        #expect(run.status == 0, "\(run.err)")
        // The label is as tall as its lines (UIFont.lineHeight at 17 pt, 20.287, × 32,767), on the pixel grid.
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: frames)) as? [String: Any]
        func label(_ node: [String: Any]?) -> [String: Any]? {
            guard let node else { return nil }
            if node["kind"] as? String == "label" { return node }
            return (node["children"] as? [[String: Any]] ?? []).lazy.compactMap(label).first
        }
        // Its lines make it 664,748 pt tall (UIFont.lineHeight at 17 pt, 20.287, × 32,767): past the reach of any
        // canvas, so it is said at its line and drawn clipped to 20,000 pt.
        let full = Double(SystemFontMetrics.height(lines: 32_767, size: 17))
        let height = try #require(label(root?["root"] as? [String: Any])?["height"] as? Double)
        #expect(height == 20_000)
        #expect(run.err.contains("/Lines.xib:7:17: the constraints make label Lb1-Aa-111 "), "\(run.err)")
        #expect(run.err.contains(" × \(Int(full.rounded())) pt at (0, 0), beyond the 20,000-pt reach of a canvas (or not finite): "
                                 + "it is drawn clipped to it"), "\(run.err)")
    }
}

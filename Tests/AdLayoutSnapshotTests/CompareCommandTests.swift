import AdLayoutRender
import Foundation
import Testing

@Suite struct CompareCommandTests {
    /// offerwall-default rendered at scale 1, before and after one item's title changed.
    static func beforeAndAfter() throws -> (before: String, after: String, dir: URL) {
        let dir = try layoutsFolder(["offerwall-default.json"])
        let original = dir.appendingPathComponent("offerwall-default.json")
        let text = try String(contentsOf: original, encoding: .utf8)
        #expect(text.contains("행성탐험대 (최초실행, 쿠키오븐)"))
        try text.replacingOccurrences(of: "행성탐험대 (최초실행, 쿠키오븐)", with: "행성탐험대 (설치형)")
            .write(to: dir.appendingPathComponent("offerwall-changed.json"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out").path
        let run = Run("render", original.path, dir.appendingPathComponent("offerwall-changed.json").path,
                      "-o", out, "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        return (out + "/offerwall-default.png", out + "/offerwall-changed.png", dir)
    }

    @Test func identicalImagesExitZero() throws {
        let (before, _, _) = try Self.beforeAndAfter()
        let run = Run("compare", before, before)
        #expect(run.status == 0)
        #expect(run.out.split(separator: "\n").last == "mismatched pixels: 0")
    }

    @Test func aChangedTitleIsCountedAndDrawnRed() throws {
        let (before, after, dir) = try Self.beforeAndAfter()
        let diffPath = dir.appendingPathComponent("diff.png").path
        let run = Run("compare", before, after, "--diff", diffPath)
        #expect(run.status == 1)
        let last = run.out.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("mismatched pixels: "))
        let count = Int(last.dropFirst("mismatched pixels: ".count)) ?? 0
        #expect(count > 50)
        let diff = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: diffPath)))
        var red = 0
        for y in 0..<diff.height { for x in 0..<diff.width where diff.pixel(x: x, y: y) == 0xFFFF_0000 { red += 1 } }
        #expect(red > 0 && red <= count)
        // Within a budget the same pair passes; the smaller of two limits wins.
        #expect(Run("compare", before, after, "--max-diff-pixels", "\(count)").status == 0)
        #expect(Run("compare", before, after, "--max-diff-pixels", "\(count)", "--max-diff-ratio", "0.00001").status == 1)
        #expect(Run("compare", before, after, "--max-diff-ratio", "0.5").status == 0)
        // Counting anti-aliased pixels too finds more.
        let withAA = Run("compare", before, after, "--include-aa")
        #expect((Int(withAA.out.split(separator: " ").last ?? "") ?? 0) > count)
    }

    @Test func differentSizesFailWithBothSizes() throws {
        let (before, _, dir) = try Self.beforeAndAfter()
        let big = dir.appendingPathComponent("big.png").path
        #expect(Run("render", dir.appendingPathComponent("offerwall-default.json").path, "-o", big, "--scale", "2").status == 0)
        let run = Run("compare", before, big)
        #expect(run.status == 1)
        #expect(run.out.contains("size differs: expected 390×844 px, actual 780×1688 px"))
        #expect(run.out.split(separator: "\n").last?.hasPrefix("mismatched pixels: ") == true)
    }

    @Test func badInputExitsTwo() throws {
        let (before, _, dir) = try Self.beforeAndAfter()
        let notPNG = dir.appendingPathComponent("offerwall-default.json").path
        let run = Run("compare", before, notPNG)
        #expect(run.status == 2)
        #expect(run.err.contains("not a readable PNG"))
        let missing = Run("compare", dir.appendingPathComponent("nope.png").path, before)
        #expect(missing.status == 2 && missing.err.contains("no such file"))
        #expect(Run("compare", before, before, "--threshold", "2").status == 2)
        #expect(Run("compare", before, before, "--max-diff-pixels", "-1").status == 2)
        #expect(Run("compare", before).status == 2)
    }
}

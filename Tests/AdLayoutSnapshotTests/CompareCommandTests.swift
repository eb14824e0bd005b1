import AdLayoutRender
import AdLayoutTestSupport
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
        // Exact by default: anti-aliased pixels count; leaving them out (pixelmatch's default) finds fewer.
        let withoutAA = Run("compare", before, after, "--no-include-aa")
        #expect((Int(withoutAA.out.split(separator: " ").last ?? "") ?? 0) < count)
    }

    @Test func differentSizesFailWithBothSizes() throws {
        let (before, _, dir) = try Self.beforeAndAfter()
        let big = dir.appendingPathComponent("big.png").path
        #expect(Run("render", dir.appendingPathComponent("offerwall-default.json").path, "-o", big, "--scale", "2").status == 0)
        let run = Run("compare", before, big)
        #expect(run.status == 1)
        // Read from the headers, nothing decoded: every pixel of the larger size counts.
        #expect(run.out == """
        size differs: expected 390×844 px, actual 780×1688 px
        over budget: 0 pixels of 1316640 pixels
        mismatched pixels: 1316640
        """)
        // With --diff both are decoded, padded and compared as pixelmatch would.
        let withDiff = Run("compare", before, big, "--diff", dir.appendingPathComponent("diff.png").path)
        #expect(withDiff.status == 1 && withDiff.out.contains("size differs: expected 390×844 px, actual 780×1688 px"))
    }

    /// Different sizes are found from the PNG headers: the pixel data is never decoded (here it is
    /// garbage, and the images claim 7000×9000 and 7001×9000 pixels, 252 MB each).
    @Test func differentSizesAreReportedBeforeDecoding() throws {
        let dir = try temporaryDirectory()
        let a = dir.appendingPathComponent("a.png"), b = dir.appendingPathComponent("b.png")
        try Self.pngHeader(width: 7000, height: 9000).write(to: a)
        try Self.pngHeader(width: 7001, height: 9000).write(to: b)
        let run = Run("compare", a.path, b.path)
        #expect(run.status == 1)
        #expect(run.out == """
        size differs: expected 7000×9000 px, actual 7001×9000 px
        over budget: 0 pixels of 63009000 pixels
        mismatched pixels: 63009000
        """)
        // Of the same size they are decoded, and the garbage is reported.
        let same = Run("compare", a.path, a.path)
        #expect(same.status == 2 && same.err.hasPrefix("error: \(a.path): not a readable PNG ("))
    }

    /// A PNG file's signature and IHDR for `width`×`height` RGB, followed by junk instead of image data.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        // Whole chunks with their CRCs (as PNGChunks checks), around image data that is garbage.
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            let n = UInt32(body.count)
            return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + typed
                + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        var ihdr: [UInt8] = []
        for v in [width, height] { ihdr += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        ihdr += [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
                    + chunk("IDAT", [UInt8](repeating: 0x55, count: 64)) + chunk("IEND", []))
    }

    @Test func imagesOverTheLargestCanvasAreRefused() throws {
        let dir = try temporaryDirectory()
        let big = dir.appendingPathComponent("big.png")
        try Self.pngHeader(width: 16384, height: 16384).write(to: big)
        let (before, _, _) = try Self.beforeAndAfter()
        let run = Run("compare", big.path, before)
        #expect(run.status == 2)
        #expect(run.err == "error: \(big.path): the image is 16384×16384 pixels; compare reads at most 64 Mpx")
    }

    @Test func unreadableFilesAreNamedInPlainWords() throws {
        let (before, _, dir) = try Self.beforeAndAfter()
        for (path, reason) in try unreadablePaths(in: dir, extension: "png") {
            let run = Run("compare", path, before)
            #expect(run.status == 2, "\(path)")
            #expect(run.err == "error: \(path): cannot read the file: \(reason)", "\(path)")
        }
        let jpeg = Run("compare", Run.layouts.appendingPathComponent("images/feed-01.jpg").path, before)
        #expect(jpeg.status == 2 && jpeg.err.hasSuffix("feed-01.jpg: not a readable PNG (a JPEG file)"))
        // The diff image's path is checked before anything is compared.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken.png"), withIntermediateDirectories: true)
        let taken = Run("compare", before, before, "--diff", dir.appendingPathComponent("taken.png").path)
        #expect(taken.status == 1 && taken.err == "error: cannot write \(dir.path)/taken.png: is a directory" && taken.out.isEmpty)
    }

    @Test func badInputExitsTwo() throws {
        let (before, _, dir) = try Self.beforeAndAfter()
        let notPNG = dir.appendingPathComponent("offerwall-default.json").path
        let run = Run("compare", before, notPNG)
        #expect(run.status == 2)
        #expect(run.err == "error: \(notPNG): not a readable PNG (not a PNG or JPEG file)")
        let missing = Run("compare", dir.appendingPathComponent("nope.png").path, before)
        #expect(missing.status == 2 && missing.err.contains("no such file"))
        #expect(Run("compare", before, before, "--threshold", "2").status == 2)
        #expect(Run("compare", before, before, "--max-diff-pixels", "-1").status == 2)
        #expect(Run("compare", before).status == 2)
    }
}

@testable import AdLayoutRender
import CPixelKernels
import Foundation
import Testing

/// The encoder's chunked compression, the ISA-L reader and the byte-shuffle kernels, checked
/// against libpng (an independent decoder) and against plain loops.
@Suite struct PNGFastPathTests {
    /// A `width`×`height` frame of varied opaque pixels (every row different), with an optional
    /// translucent pixel at `translucentAt`.
    static func frame(_ width: Int, _ height: Int, translucentAt: (x: Int, y: Int)? = nil) -> PixelBuffer {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 4
                bytes[o] = UInt8((x * 7 + y) & 0xFF); bytes[o + 1] = UInt8((x ^ y) & 0xFF); bytes[o + 2] = UInt8((y * 3) & 0xFF)
            }
        }
        if let t = translucentAt {
            let o = (t.y * width + t.x) * 4
            bytes[o] = 10; bytes[o + 1] = 20; bytes[o + 2] = 30; bytes[o + 3] = 40
        }
        return PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes)
    }

    @Test func chunkedEncodingDecodesToTheSamePixelsWithLibPNG() throws {
        // 700 rows of 1001 pixels: several chunks and two segments; the translucent pixel sits in
        // the last chunk, so the encoder must start over as RGBA.
        for translucent in [nil, (x: 500, y: 650)] as [(x: Int, y: Int)?] {
            let image = Self.frame(1001, 700, translucentAt: translucent)
            let png = PNGCodec.encode(image)
            #expect(png[25] == (translucent == nil ? 2 : 6))
            #expect(try PNGCodec.decodeWithLibPNG(png) == image)
            #expect(try PNGCodec.decode(png) == image)
            #expect(png == PNGCodec.encode(image), "the same pixels give the same bytes")
            // Segments compressed on one thread or several: the same bytes.
            let serial = PNGEncoder()
            serial.usesAllCores = false
            #expect(serial.encode(image) == png)
        }
    }

    @Test func theReaderTakesTheProjectsPNGsAndDeclinesOthers() throws {
        let image = Self.frame(64, 40)
        let reader = UnfilteredPNGReader()
        let rows = try #require(reader.read(PNGCodec.encode(image)))
        #expect(rows.width == 64 && rows.height == 40 && rows.channels == 3)
        #expect(rows.pixelBuffer() == image)
        // libpng's own output uses filters: declined, and PNGCodec.decode falls back to libpng.
        let compact = PNGCodec.encodeCompact(image)
        #expect(reader.read(compact) == nil)
        #expect(try PNGCodec.decode(compact) == image)
        // Corrupt or truncated data is declined, never trusted.
        var corrupt = PNGCodec.encode(image)
        corrupt[corrupt.count / 2] ^= 0xFF
        #expect(reader.read(corrupt) == nil)
        #expect(reader.read(PNGCodec.encode(image).prefix(60)) == nil)
        #expect(reader.read(Data("not a png".utf8)) == nil)
    }

    @Test func shuffleKernelsMatchPlainLoops() {
        for width in [1, 3, 5, 6, 7, 8, 13, 1170] {
            var bgra = [UInt8](repeating: 0, count: width * 4)
            for i in 0..<width { bgra[i * 4] = UInt8(i & 0xFF); bgra[i * 4 + 1] = UInt8((i * 3) & 0xFF)
                bgra[i * 4 + 2] = UInt8((i * 5) & 0xFF); bgra[i * 4 + 3] = 255 }
            var rgb = [UInt8](repeating: 0, count: width * 3)
            #expect(adl_bgra_to_rgb(bgra, &rgb, width) == 1)
            var expected: [UInt8] = []
            for i in 0..<width { expected += [bgra[i * 4 + 2], bgra[i * 4 + 1], bgra[i * 4]] }
            #expect(rgb == expected)
            var back = [UInt8](repeating: 0, count: width * 4)
            adl_rgb_to_bgra(rgb, &back, width)
            #expect(back == bgra)
            bgra[(width - 1) * 4 + 3] = 128   // a translucent last pixel is noticed
            #expect(adl_bgra_to_rgb(bgra, &rgb, width) == 0)
        }
        #expect(["ssse3", "scalar"].contains(String(cString: adl_pixels_implementation())))
    }
}

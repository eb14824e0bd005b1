import AdLayoutRender
@testable import AdLayoutSnapshot
import Foundation
import Testing

/// Large frames are compared in bands of rows on several threads: the counts and the diff image
/// must be exactly those of one band.
@Suite struct BandedComparisonTests {
    /// 1024 × 1100 pixels: anti-aliased edges, a soft gradient, translucent pixels, and changes
    /// on and beside every band edge.
    static func pair() -> (PixelBuffer, PixelBuffer) {
        let width = 1024, height = 1100
        var a = TestImages.filled(width, height)
        for y in 0..<height {
            for x in 0..<width {
                let v: UInt32
                switch x % 97 {
                case 0..<40: v = TestImages.grey(0)
                case 40: v = TestImages.grey(UInt32(90 + y % 80))
                case 41..<60: v = TestImages.grey(UInt32((x * 3 + y) % 256))
                case 60..<64: v = 0x8040_2010   // translucent, premultiplied
                default: v = TestImages.grey(255)
                }
                TestImages.set(&a, x, y, v)
            }
        }
        var b = a
        var seed: UInt64 = 42
        for _ in 0..<12_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((seed >> 33) % UInt64(width * height))
            TestImages.set(&b, index % width, index / width, TestImages.grey(UInt32(truncatingIfNeeded: seed >> 20) & 0xFF))
        }
        for band in 1..<8 {
            let y = height * band / 8
            for dy in -1...1 { for x in stride(from: 3, to: width, by: 50) { TestImages.set(&b, x, y + dy, TestImages.grey(128)) } }
        }
        return (a, b)
    }

    @Test func bandsGiveTheCountsAndDiffOfOneBand() {
        let (a, b) = Self.pair()
        for includeAA in [false, true] {
            let options = ComparisonOptions(includeAA: includeAA)
            var one: PixelBuffer? = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
            var many: PixelBuffer? = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
            let single = PixelMatch.compare(a, b, options: options, diffOutput: &one, bands: 1)
            let banded = PixelMatch.compare(a, b, options: options, diffOutput: &many, bands: 8)
            #expect(single.mismatchedPixels > 1000 && (includeAA || single.antialiasedPixels > 0))
            #expect(banded.mismatchedPixels == single.mismatchedPixels)
            #expect(banded.antialiasedPixels == single.antialiasedPixels)
            #expect(banded.identical == single.identical)
            #expect(many?.bytes == one?.bytes)
            // The public entry point picks bands by itself; same answer.
            #expect(PixelMatch.compare(a, b, options: options).mismatchedPixels == single.mismatchedPixels)
        }
    }
}

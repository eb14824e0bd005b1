import AdLayoutRender
@testable import AdLayoutSnapshot
import Foundation
import Testing

@Suite struct PixelMatchTests {
    @Test func identicalImagesHaveNoDifferences() {
        let a = TestImages.edge(16, 12, edge: 8, edgeGrey: 128)
        let result = PixelMatch.compare(a, a)
        #expect(result.mismatchedPixels == 0 && result.identical && result.totalPixels == 192)
        #expect(PixelBudget.exact.accepts(result))
    }

    @Test func oneChangedPixelIsCounted() {
        let a = TestImages.filled(10, 10)
        var b = a
        TestImages.set(&b, 4, 5, 0xFF00_0000)
        let result = PixelMatch.compare(a, b, options: .pixelmatch)
        #expect(result.mismatchedPixels == 1 && result.antialiasedPixels == 0 && !result.identical)
        #expect(!PixelBudget.exact.accepts(result))
        #expect(PixelBudget(maxDiffPixels: 1).accepts(result))
    }

    @Test func antialiasedEdgeIsIgnoredUnlessIncluded() {
        // The edge column moves from dark to light grey between the images: anti-aliasing of the
        // same black/white edge, not a change of content.
        let a = TestImages.edge(12, 8, edge: 6, edgeGrey: 64)
        let b = TestImages.edge(12, 8, edge: 6, edgeGrey: 192)
        let ignored = PixelMatch.compare(a, b, options: .pixelmatch)
        #expect(ignored.mismatchedPixels == 0)
        #expect(ignored.antialiasedPixels == 8)
        let counted = PixelMatch.compare(a, b, options: ComparisonOptions(threshold: 0.1, includeAA: true))
        // The default (every surface's) is exact: anti-aliasing counted too.
        #expect(PixelMatch.compare(a, b).mismatchedPixels == 8)
        #expect(counted.mismatchedPixels == 8 && counted.antialiasedPixels == 0)
    }

    @Test func aChangeInAFlatAreaIsNotAntialiasing() {
        // The same grey step inside a flat white area: its neighbours are all equal → counted.
        let a = TestImages.filled(12, 8)
        var b = a
        TestImages.set(&b, 3, 3, TestImages.grey(128))
        #expect(PixelMatch.compare(a, b, options: .pixelmatch).mismatchedPixels == 1)
    }

    @Test func colorDeltaMatchesPixelmatchsFormula() {
        // Pure red vs cyan is the largest possible YIQ delta, 35215.
        let red: UInt32 = 0xFFFF_0000, cyan: UInt32 = 0xFF00_FFFF
        #expect(abs(abs(PixelMatch.colorDelta(red, cyan, offset: 0, yOnly: false)) - 35215) < 1)
        // A luma-only step: 0.5053 · 26² = 341.6.
        #expect(abs(PixelMatch.colorDelta(TestImages.grey(100), TestImages.grey(126), offset: 0, yOnly: false) - 341.58) < 0.01)
        // Sign: negative when the second pixel is darker.
        #expect(PixelMatch.colorDelta(TestImages.grey(200), TestImages.grey(100), offset: 0, yOnly: false) < 0)
        // Opaque black vs transparent at offset 0: composited over (48, 48, 48) → 0.5053 · 48².
        #expect(abs(PixelMatch.colorDelta(0xFF00_0000, 0, offset: 0, yOnly: false) - 0.5053 * 48 * 48) < 0.01)
    }

    @Test func thresholdIsAColourDistanceNotAShareOfPixels() {
        // threshold 0.1 → max delta 352.15: a 26-level grey step passes, 27 does not.
        let a = TestImages.filled(4, 4, TestImages.grey(100))
        var b26 = a, b27 = a
        TestImages.set(&b26, 1, 1, TestImages.grey(126))
        TestImages.set(&b27, 1, 1, TestImages.grey(127))
        #expect(PixelMatch.compare(a, b26, options: .pixelmatch).mismatchedPixels == 0)
        #expect(PixelMatch.compare(a, b27, options: .pixelmatch).mismatchedPixels == 1)
        // threshold 0: any difference counts; threshold 1: nothing does (not even red vs cyan).
        var one = a
        TestImages.set(&one, 2, 2, TestImages.grey(101))
        #expect(PixelMatch.compare(a, one, options: ComparisonOptions(threshold: 0)).mismatchedPixels == 1)
        let red = TestImages.filled(3, 3, 0xFFFF_0000)
        var cyan = red
        TestImages.set(&cyan, 1, 1, 0xFF00_FFFF)
        #expect(PixelMatch.compare(red, cyan, options: ComparisonOptions(threshold: 1)).mismatchedPixels == 0)
        #expect(PixelMatch.compare(red, cyan, options: ComparisonOptions(threshold: 0.99)).mismatchedPixels == 1)
    }

    @Test func translucentPixelsAreCompositedOverTheCheckerboard() {
        // Half-transparent red (premultiplied 0x80 red) vs opaque red: different once composited.
        let opaque = TestImages.filled(4, 4, 0xFFFF_0000)
        var translucent = opaque
        TestImages.set(&translucent, 1, 1, 0x8080_0000)
        #expect(PixelMatch.compare(opaque, translucent, options: .pixelmatch).mismatchedPixels == 1)
        // Nearly transparent white vs transparent: within the threshold, counted at threshold 0.
        let clear = PixelBuffer(width: 4, height: 4, stride: 16, bytes: [UInt8](repeating: 0, count: 64))
        var faint = clear
        TestImages.set(&faint, 2, 2, 0x0A0A_0A0A)
        #expect(PixelMatch.compare(clear, faint, options: .pixelmatch).mismatchedPixels == 0)
        #expect(PixelMatch.compare(clear, faint, options: ComparisonOptions(threshold: 0)).mismatchedPixels == 1)
        // Un-premultiplied as pixelmatch expects: the same straight colour at the same alpha is equal.
        #expect(PixelMatch.compare(translucent, translucent).identical)
    }

    @Test func sizeMismatchReportsBothSizesAndAlwaysFails() {
        let a = TestImages.filled(4, 4), b = TestImages.filled(4, 5)
        let result = PixelMatch.compare(a, b, options: .pixelmatch)
        #expect(result.sizeMismatch == SizeMismatch(expected: (4, 4), actual: (4, 5)))
        #expect(result.sizeMismatch?.description == "size differs: expected 4×4 px, actual 4×5 px")
        #expect(result.totalPixels == 20)
        #expect(!PixelBudget(maxDiffPixels: 1000).accepts(result))
    }

    @Test func diffImageColours() {
        // Row 0: unchanged white and black; (2,0) lighter in the actual; (4,0) darker; plus an AA edge.
        var a = TestImages.filled(12, 8)
        TestImages.set(&a, 1, 0, TestImages.grey(0))
        TestImages.set(&a, 2, 0, TestImages.grey(0))
        var b = a
        TestImages.set(&b, 2, 0, TestImages.grey(255))   // lighter → red
        TestImages.set(&b, 4, 0, TestImages.grey(0))     // darker → alternate colour
        var diff = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
        let options = ComparisonOptions(diffColorAlt: ComparisonOptions.darkerColor)
        let result = PixelMatch.compare(a, b, options: options, diff: &diff)
        #expect(result.mismatchedPixels == 2)
        #expect(diff.width == 12 && diff.height == 8)
        #expect(diff.pixel(x: 2, y: 0) == 0xFFFF_0000)
        #expect(diff.pixel(x: 4, y: 0) == 0xFF00_60FF)
        // Unchanged: 255 + (Y − 255) · 0.1 → white stays 255, black becomes 229.
        #expect(diff.pixel(x: 0, y: 0) == TestImages.grey(255))
        #expect(diff.pixel(x: 1, y: 0) == TestImages.grey(229))
        // Without an alternate colour every difference is red (pixelmatch's default).
        var plain = diff
        _ = PixelMatch.compare(a, b, options: .pixelmatch, diff: &plain)
        #expect(plain.pixel(x: 4, y: 0) == 0xFFFF_0000)
        // Anti-aliasing is yellow.
        var aaDiff = diff
        _ = PixelMatch.compare(TestImages.edge(12, 8, edge: 6, edgeGrey: 64), TestImages.edge(12, 8, edge: 6, edgeGrey: 192),
                               options: .pixelmatch, diff: &aaDiff)
        #expect(aaDiff.pixel(x: 6, y: 3) == 0xFFFF_FF00)
    }

    @Test func budgetTakesTheSmallerLimit() {
        #expect(PixelBudget().allowedPixels(of: 10_000) == 0)
        #expect(PixelBudget(maxDiffPixels: 50).allowedPixels(of: 10_000) == 50)
        #expect(PixelBudget(maxDiffPixelRatio: 0.01).allowedPixels(of: 10_000) == 100)
        #expect(PixelBudget(maxDiffPixels: 50, maxDiffPixelRatio: 0.01).allowedPixels(of: 10_000) == 50)
        #expect(PixelBudget(maxDiffPixels: 500, maxDiffPixelRatio: 0.01).allowedPixels(of: 10_000) == 100)
    }

    @Test func paddedRowsAreComparedLikePackedOnes() {
        // Cairo may pad rows; the comparison reads only the pixels.
        let a = TestImages.filled(3, 2)
        var padded = PixelBuffer(width: 3, height: 2, stride: 16, bytes: [UInt8](repeating: 0xAB, count: 32))
        for y in 0..<2 { for x in 0..<3 { TestImages.set(&padded, x, y, 0xFFFF_FFFF) } }
        #expect(PixelMatch.compare(a, padded).identical)
    }

    /// Counts on two 64×48 opaque images with soft edges, moved shapes and noise
    /// (`Fixtures/soft-edges-*.png`), as the Python port of pixelmatch (`pixelmatch` 0.4.0 on PyPI)
    /// counts them. It blends translucent pixels with white as pixelmatch 5 did, so only opaque
    /// images can be checked against it; there 7.x computes the same.
    @Test(arguments: [(0.0, false, 1310), (0.0, true, 1314), (0.05, false, 822), (0.05, true, 826),
                      (0.1, false, 352), (0.1, true, 356), (0.2, false, 278), (0.2, true, 282)])
    func countsAgreeWithAnIndependentPixelmatch(threshold: Double, includeAA: Bool, expected: Int) throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let a = try PNGCodec.decode(Data(contentsOf: fixtures.appendingPathComponent("soft-edges-a.png")))
        let b = try PNGCodec.decode(Data(contentsOf: fixtures.appendingPathComponent("soft-edges-b.png")))
        let result = PixelMatch.compare(a, b, options: ComparisonOptions(threshold: threshold, includeAA: includeAA))
        #expect(result.mismatchedPixels == expected)
    }
}

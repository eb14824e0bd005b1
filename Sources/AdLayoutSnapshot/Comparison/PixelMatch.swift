import AdLayoutRender
import CPixelKernels
import Foundation
import Synchronization

/// Image comparison with the semantics of pixelmatch 7.x (<doc:ComparingImages>): a YIQ colour
/// delta per pixel, translucent pixels composited over pixelmatch's pseudo-checkerboard, and its
/// anti-aliasing detector. Inputs are Cairo's premultiplied ARGB32; every colour is un-premultiplied
/// to the straight RGBA pixelmatch works on before it enters a formula.
///
/// Equal pixel words are equal straight colours (un-premultiplying is one-to-one on what Cairo and
/// the PNG decoder produce), so the word comparisons below are pixelmatch's own fast paths.
public enum PixelMatch {
    /// Compares `expected` with `actual` and counts the differing pixels; no diff image. Either may
    /// be a renderer's frame lent by ``/AdLayoutRender/Renderer/withPixels(of:_:)``: nothing is copied.
    public static func compare(_ expected: PixelBuffer, _ actual: PixelBuffer,
                               options: ComparisonOptions = ComparisonOptions()) -> ImageComparison {
        var unused: PixelBuffer?
        return compare(expected, actual, options: options, diffOutput: &unused)
    }

    /// Compares and draws the diff image into `diff` (its storage is reused when the size fits):
    /// a faded grey copy of `expected`, ``ComparisonOptions/diffColor`` for counted differences
    /// (``ComparisonOptions/diffColorAlt`` where `actual` is darker), ``ComparisonOptions/aaColor``
    /// for ignored anti-aliasing.
    public static func compare(_ expected: PixelBuffer, _ actual: PixelBuffer,
                               options: ComparisonOptions = ComparisonOptions(),
                               diff: inout PixelBuffer) -> ImageComparison {
        var output: PixelBuffer? = diff
        // Let go of `diff`'s reference so the storage is unique and reused rather than copied on write.
        diff = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
        let result = compare(expected, actual, options: options, diffOutput: &output)
        if let output { diff = output }
        return result
    }

    /// The comparison; `bands` (tests) fixes how many bands of rows are compared in parallel.
    static func compare(_ expected: PixelBuffer, _ actual: PixelBuffer, options: ComparisonOptions,
                        diffOutput: inout PixelBuffer?, bands: Int? = nil) -> ImageComparison {
        if expected.width != actual.width || expected.height != actual.height {
            // As Playwright does: pad both to the larger size with transparent pixels, then compare.
            let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
            let a = expected.padded(toWidth: width, height: height), b = actual.padded(toWidth: width, height: height)
            var result = compare(a, b, options: options, diffOutput: &diffOutput, bands: bands)
            result.sizeMismatch = SizeMismatch(expected: (expected.width, expected.height),
                                               actual: (actual.width, actual.height))
            result.identical = false
            return result
        }
        // The loop reads whole rows of words: only padded rows are repacked.
        let a = expected.stride == expected.width * 4 ? expected : expected.packed()
        let b = actual.stride == actual.width * 4 ? actual : actual.packed()
        let width = expected.width, height = expected.height
        let count = width * height
        if diffOutput != nil {
            if diffOutput?.bytes.count != count * 4 {
                diffOutput = PixelBuffer(width: width, height: height, stride: width * 4,
                                         bytes: [UInt8](repeating: 0, count: count * 4))
            }
            diffOutput?.width = width; diffOutput?.height = height; diffOutput?.stride = width * 4
        }
        let counts: (mismatched: Int, antialiased: Int, identical: Bool)
        if diffOutput != nil {
            counts = diffOutput!.bytes.withUnsafeMutableBufferPointer { ro in
                ro.withMemoryRebound(to: UInt32.self) { out in
                    run(a, b, width: width, height: height, options: options, out: out, bands: bands)
                }
            }
        } else {
            counts = run(a, b, width: width, height: height, options: options, out: nil, bands: bands)
        }
        return ImageComparison(mismatchedPixels: counts.mismatched, antialiasedPixels: counts.antialiased,
                               totalPixels: count, sizeMismatch: nil, identical: counts.identical)
    }

    /// The comparison proper over packed rows; `out` (when given) receives the diff image.
    private static func run(_ a: PixelBuffer, _ b: PixelBuffer, width: Int, height: Int, options: ComparisonOptions,
                            out: UnsafeMutableBufferPointer<UInt32>?, bands: Int?) -> (mismatched: Int, antialiased: Int, identical: Bool) {
        let count = width * height
        guard count > 0 else { return (0, 0, true) }

        // Fast path: identical bytes (memcmp is several times faster than a word loop).
        let same = a.withUnsafeBytes { a in b.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, count * 4) == 0 } }
        if same {
            var gray = GrayCache(alpha: options.diffAlpha)
            if let out { words(a) { fillGray(out.baseAddress!, $0.baseAddress!, 0..<count, &gray) } }
            return (0, 0, true)
        }

        // Large frames are compared in bands of rows on all cores (reads cross band edges, writes
        // do not; the counts add up to the single-band ones). Each band draws its rows of the diff
        // image into a buffer of its own, copied into `out` once all are done.
        let bands = min(height, bands ?? (count >= 1_000_000 ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) : 1))
        guard bands > 1 else {
            return words(a) { a in words(b) { b in rows(0..<height, a, b, width: width, height: height, options: options, out: out) } }
        }
        let drawsDiff = out != nil
        typealias Band = (mismatched: Int, antialiased: Int, identical: Bool, diff: [UInt32])
        let results = Mutex([Band](repeating: (0, 0, true, []), count: bands))
        DispatchQueue.concurrentPerform(iterations: bands) { @Sendable band in
            let range = height * band / bands..<height * (band + 1) / bands
            // Every pixel of a band's rows is written (grey, or a difference's colour).
            var diff = [UInt32](unsafeUninitializedCapacity: drawsDiff ? range.count * width : 0) { $1 = $0.count }
            let counts = words(a) { a in
                words(b) { b in
                    diff.withUnsafeMutableBufferPointer { diff in
                        rows(range, a, b, width: width, height: height, options: options,
                             out: drawsDiff ? diff : nil, outOffset: range.lowerBound * width)
                    }
                }
            }
            results.withLock { $0[band] = (counts.mismatched, counts.antialiased, counts.identical, diff) }
        }
        return results.withLock { results in
            var total = (mismatched: 0, antialiased: 0, identical: true), offset = 0
            for band in results {
                total = (total.mismatched + band.mismatched, total.antialiased + band.antialiased, total.identical && band.identical)
                if let out {
                    band.diff.withUnsafeBufferPointer { _ = UnsafeMutableBufferPointer(rebasing: out[offset..<offset + $0.count]).update(fromContentsOf: $0) }
                    offset += band.diff.count
                }
            }
            return total
        }
    }

    /// Calls `body` with `image`'s packed rows as 0xAARRGGBB words.
    @inline(__always)
    private static func words<R>(_ image: PixelBuffer, _ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try image.withUnsafeBytes { try body($0.assumingMemoryBound(to: UInt32.self)) }
    }

    /// The comparison of the rows `range` (the diff image's rows among them, when drawn).
    /// `out` holds the diff image from pixel `outOffset` on (a band's rows, or the whole image).
    private static func rows(_ range: Range<Int>, _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
                             width: Int, height: Int, options: ComparisonOptions,
                             out: UnsafeMutableBufferPointer<UInt32>?, outOffset: Int = 0) -> (mismatched: Int, antialiased: Int, identical: Bool) {
        var gray = GrayCache(alpha: options.diffAlpha)
        let maxDelta = options.maxDelta
        let diffWord = options.diffColor.opaqueWord
        let altWord = (options.diffColorAlt ?? options.diffColor).opaqueWord
        let aaWord = options.aaColor.opaqueWord
        var mismatched = 0, antialiased = 0, identical = true
        let pa0 = a.baseAddress!, pb0 = b.baseAddress!
        // Differences above the threshold wait for the anti-aliasing test until the next row has
        // been scanned: the test reads the rows above and below, which are then in the cache
        // (tested at once, every changed pixel waited for a row below that no scan had reached).
        // Entries are `index << 1 | darker`.
        var waiting: [Int] = [], scanned: [Int] = []
        func settle(_ entries: [Int], row y: Int) {
            for entry in entries {
                let i = entry >> 1, x = i - y * width
                if isAntialiased(a, x, y, width, height, other: b) || isAntialiased(b, x, y, width, height, other: a) {
                    antialiased += 1
                    out?[i - outOffset] = aaWord
                } else {
                    mismatched += 1
                    out?[i - outOffset] = entry & 1 == 1 ? altWord : diffWord
                }
            }
        }
        for y in range {
            let row = y * width
            defer {
                if !waiting.isEmpty { settle(waiting, row: y - 1); waiting.removeAll(keepingCapacity: true) }
                swap(&waiting, &scanned)
            }
            // Equal rows need no per-pixel work unless the diff image is drawn.
            if out == nil && memcmp(pa0 + row, pb0 + row, width * 4) == 0 { continue }
            var x = 0
            while x < width {
                // Runs of equal pixels are skipped a few words at a time (and painted grey).
                let run = firstDifference(pa0 + row, pb0 + row, from: x, to: width)
                if let out { fillGray(out.baseAddress! + (row - outOffset), pa0 + row, x..<run, &gray) }
                x = run
                guard x < width else { break }
                let i = row + x
                let pa = a[i], pb = b[i]
                identical = false
                // Squared YIQ distance, negative when `actual` is darker.
                let delta = colorDelta(pa, pb, offset: i * 4, yOnly: false)
                if abs(delta) > maxDelta {
                    if options.includeAA {
                        mismatched += 1
                        out?[i - outOffset] = delta < 0 ? altWord : diffWord
                    } else {
                        scanned.append(i << 1 | (delta < 0 ? 1 : 0))
                    }
                } else {
                    out?[i - outOffset] = gray.word(pa)
                }
                x += 1
            }
        }
        if !waiting.isEmpty { settle(waiting, row: range.upperBound - 1) }
        return (mismatched, antialiased, identical)
    }

    /// The index of the first pixel in `from..<end` where `a` and `b` differ, or `end` (eight pixels
    /// at a time).
    @inline(__always)
    static func firstDifference(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, from: Int, to end: Int) -> Int {
        Int(adl_first_difference(a, b, from, end))
    }

    /// Paints `range` of the diff image grey from `a`. Flat content repeats one colour for long runs:
    /// those are written eight words at a time.
    @inline(__always)
    static func fillGray(_ out: UnsafeMutablePointer<UInt32>, _ a: UnsafePointer<UInt32>, _ range: Range<Int>,
                         _ gray: inout GrayCache) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let pixel = a[i]
            if pixel == gray.lastInput {
                i = Int(adl_fill_run(out, a, i, end, pixel, gray.lastOutput))
            } else {
                out[i] = gray.word(pixel)
                i &+= 1
            }
        }
    }

    /// A premultiplied ARGB32 word as straight (r, g, b, a), rounding as the PNG encoder does.
    @inline(__always)
    static func straight(_ w: UInt32) -> (r: Double, g: Double, b: Double, a: Double) {
        let a = w >> 24
        let r = (w >> 16) & 0xFF, g = (w >> 8) & 0xFF, b = w & 0xFF
        if a == 255 { return (Double(r), Double(g), Double(b), 255) }
        if a == 0 { return (0, 0, 0, 0) }
        return (Double(min(255, (r * 255 + a / 2) / a)), Double(min(255, (g * 255 + a / 2) / a)),
                Double(min(255, (b * 255 + a / 2) / a)), Double(a))
    }

    /// pixelmatch's `colorDelta`: the squared YIQ distance of two pixels (negative when `p2` is
    /// darker), or with `yOnly` the signed luma difference. `offset` is the byte offset of the
    /// pixel (4 × its index), which picks the checkerboard colour translucent pixels are
    /// composited over.
    @inline(__always)
    static func colorDelta(_ p1: UInt32, _ p2: UInt32, offset k: Int, yOnly: Bool) -> Double {
        if p1 == p2 { return 0 }
        let c1 = straight(p1), c2 = straight(p2)
        var dr = c1.r - c2.r, dg = c1.g - c2.g, db = c1.b - c2.b
        let da = c1.a - c2.a
        if c1.a < 255 || c2.a < 255 {
            let rb = 48 + 159 * Double(k % 2)
            let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            dr = (c1.r * c1.a - c2.r * c2.a - rb * da) / 255
            dg = (c1.g * c1.a - c2.g * c2.a - gb * da) / 255
            db = (c1.b * c1.a - c2.b * c2.a - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch's `antialiased`: whether the pixel at (x1, y1) of `img` sits between a darker and
    /// a brighter neighbour, one of which lies in a flat region in both images.
    static func isAntialiased(_ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                              other: UnsafeBufferPointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        let pixels = img.baseAddress!
        // Neighbours all of one colour give equal deltas: no darker-and-brighter pair (or more than
        // two zeroes), so pixelmatch's answer is false. Word compares find that before any colour
        // arithmetic; a changed pixel in a flat area is the common case.
        if neighboursAreUniform(pixels, x1, y1, x0: x0, y0: y0, x2: x2, y2: y2, width: width) { return false }
        let center = pixels[pos]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // Column-major, as pixelmatch walks them: the order decides ties.
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x != x1 || y != y1 {
                    let delta = lumaDelta(center, pixels[y &* width &+ x], offset: pos &* 4)
                    if delta == 0 {
                        zeroes &+= 1
                        // More than two equal neighbours: a flat area, not an edge.
                        if zeroes > 2 { return false }
                    } else if delta < minDelta {
                        minDelta = delta; minX = x; minY = y
                    } else if delta > maxDelta {
                        maxDelta = delta; maxX = x; maxY = y
                    }
                }
                y &+= 1
            }
            x &+= 1
        }
        // Not between a darker and a brighter neighbour: not anti-aliasing.
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether every neighbour of (x1, y1) inside (x0, y0)…(x2, y2) has the same pixel word.
    @inline(__always)
    static func neighboursAreUniform(_ pixels: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int,
                                     x0: Int, y0: Int, x2: Int, y2: Int, width: Int) -> Bool {
        var first: UInt32 = 0, seen = false
        var y = y0
        while y <= y2 {
            var x = x0
            while x <= x2 {
                if x != x1 || y != y1 {
                    let p = pixels[y &* width &+ x]
                    if !seen { first = p; seen = true } else if p != first { return false }
                }
                x &+= 1
            }
            y &+= 1
        }
        return true
    }

    /// ``colorDelta(_:_:offset:yOnly:)`` with `yOnly`, without unpacking when both pixels are
    /// opaque (the same arithmetic, in the same order, on the same values).
    @inline(__always)
    static func lumaDelta(_ p1: UInt32, _ p2: UInt32, offset: Int) -> Double {
        if p1 == p2 { return 0 }
        guard (p1 & p2) >> 24 == 0xFF else { return colorDelta(p1, p2, offset: offset, yOnly: true) }
        let dr = Double(Int((p1 >> 16) & 0xFF) - Int((p2 >> 16) & 0xFF))
        let dg = Double(Int((p1 >> 8) & 0xFF) - Int((p2 >> 8) & 0xFF))
        let db = Double(Int(p1 & 0xFF) - Int(p2 & 0xFF))
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Whether the pixel at (x1, y1) has three or more identical neighbours (the image border
    /// counts as one).
    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pixels = img.baseAddress!
        let value = pixels[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if (x != x1 || y != y1) && pixels[y &* width &+ x] == value {
                    zeroes &+= 1
                    if zeroes > 2 { return true }
                }
                y &+= 1
            }
            x &+= 1
        }
        return false
    }
}

/// The diff image's faded grey background: `255 + (Y − 255) × alpha × a/255` per pixel. The last
/// result is kept (flat UI content repeats one colour for long runs) and so are recent ones, in a
/// small direct-mapped table (anti-aliased text cycles through a few dozen colours).
struct GrayCache {
    let alpha: Double
    var lastInput: UInt32 = 0
    var lastOutput: UInt32 = 0xFFFF_FFFF
    /// `input << 32 | output` per slot; 0 is an empty slot (an output is always opaque, never 0).
    private var table = [UInt64](repeating: 0, count: 1 << GrayCache.tableBits)
    private static let tableBits = 9

    init(alpha: Double) { self.alpha = alpha }

    @inline(__always)
    mutating func word(_ pixel: UInt32) -> UInt32 {
        if pixel == lastInput { return lastOutput }
        lastInput = pixel
        let slot = Int(truncatingIfNeeded: (pixel &* 0x9E37_79B1) >> (32 - GrayCache.tableBits))
        let entry = table[slot]
        if entry != 0 && UInt32(truncatingIfNeeded: entry >> 32) == pixel {
            lastOutput = UInt32(truncatingIfNeeded: entry)
            return lastOutput
        }
        lastOutput = gray(pixel)
        table[slot] = UInt64(pixel) << 32 | UInt64(lastOutput)
        return lastOutput
    }

    private func gray(_ pixel: UInt32) -> UInt32 {
        if pixel >> 24 == 0xFF {
            // Opaque: `straight` would return these very values (the same arithmetic follows).
            let luma = Double((pixel >> 16) & 0xFF) * 0.29889531 + Double((pixel >> 8) & 0xFF) * 0.58662247
                + Double(pixel & 0xFF) * 0.11448223
            let value = UInt32(max(0, min(255, 255 + (luma - 255) * alpha * 255 / 255)))
            return 0xFF00_0000 | value << 16 | value << 8 | value
        }
        let c = PixelMatch.straight(pixel)
        let luma = c.r * 0.29889531 + c.g * 0.58662247 + c.b * 0.11448223
        let value = UInt32(max(0, min(255, 255 + (luma - 255) * alpha * c.a / 255)))
        return 0xFF00_0000 | value << 16 | value << 8 | value
    }
}

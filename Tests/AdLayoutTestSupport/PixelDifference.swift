import AdLayoutRender
import Foundation

/// Where two renderings differ, counted over raw rows: rows that are byte-identical are skipped with one
/// `memcmp`, and the rest read through buffer pointers (per-pixel `PixelBuffer.pixel(x:y:)` in a debug
/// build retains the buffer for each call: 75 % of a test's time).
public struct PixelDifference: Equatable, Sendable {
    /// Pixels differing in some channel by more than the tolerance.
    public var count: Int
    /// The lowest row holding one (−1: none).
    public var lastRow: Int
    /// `count` over all pixels.
    public var ratio: Double

    /// `a` against `b`; two sizes differ in every pixel of the larger.
    public init(_ a: PixelBuffer, _ b: PixelBuffer, channelTolerance: Int = 0) {
        guard a.width == b.width, a.height == b.height else {
            let all = max(a.width * a.height, b.width * b.height)
            (count, lastRow, ratio) = (all, max(a.height, b.height) - 1, 1)
            return
        }
        var count = 0, lastRow = -1
        let rowBytes = a.width * 4
        a.bytes.withUnsafeBufferPointer { p in
            b.bytes.withUnsafeBufferPointer { q in
                guard let p = p.baseAddress, let q = q.baseAddress, rowBytes > 0 else { return }
                for y in 0..<a.height {
                    let r = p + y * a.stride, s = q + y * b.stride
                    if memcmp(r, s, rowBytes) == 0 { continue }
                    for x in 0..<a.width {
                        for c in 0..<4 where abs(Int(r[x * 4 + c]) - Int(s[x * 4 + c])) > channelTolerance {
                            count += 1
                            lastRow = y
                            break
                        }
                    }
                }
            }
        }
        self.count = count
        self.lastRow = lastRow
        self.ratio = a.width * a.height == 0 ? 0 : Double(count) / Double(a.width * a.height)
    }
}

import AdLayoutRender
import Foundation
import Synchronization

/// The buffers one thread of work reuses from snapshot to snapshot — the golden reader's inflate
/// buffer, a converted row, the PNG encoder — so checking a suite allocates (and page-faults) them
/// once, not per frame. One workspace per job; its buffers are under a lock of their own, so
/// ``SnapshotPipelinePool`` hands it from one test to the next and the compiler checks that no
/// buffer leaves it.
public final class SnapshotWorkspace: Sendable {
    /// The encoder of frames whose PNG is written or compared byte for byte.
    let encoder = PNGEncoder()

    /// The golden reader and the row buffer.
    private struct Buffers {
        let reader = UnfilteredPNGReader()
        var row: [UInt8] = []
    }
    private let buffers = Mutex(Buffers())

    /// A workspace whose buffers are allocated by the first snapshot and reused after.
    public init() {}

    /// A golden as the fast reader (``/AdLayoutRender/UnfilteredPNGReader``) reads it.
    struct GoldenRows: Sendable {
        /// Whether its pixels are exactly `actual`'s.
        var equal: Bool
        /// Its pixels: when they differ, or when asked for.
        var pixels: PixelBuffer?
    }

    /// Reads the golden PNG `stored` with the fast reader and says whether it has exactly the pixels
    /// of `actual`, with its pixels when they differ or `keepsEqualPixels`; nil when the reader
    /// cannot read it (a PNG this project did not write: libpng decodes it).
    func read(_ stored: Data, against actual: PixelBuffer, keepsEqualPixels: Bool) -> GoldenRows? {
        buffers.withLock { buffers in
            guard let rows = buffers.reader.read(stored) else { return nil }
            let equal = Self.matches(actual, rows, row: &buffers.row)
            return GoldenRows(equal: equal, pixels: !equal || keepsEqualPixels ? rows.pixelBuffer() : nil)
        }
    }

    /// Whether `actual` has exactly the pixels of `golden`'s rows: each row of `actual` is converted
    /// as ``/AdLayoutRender/PNGEncoder`` would write it (into `row`) and compared with the golden's
    /// bytes. Equal rows are equal pixels (un-premultiplying is one-to-one on what Cairo produces).
    private static func matches(_ actual: PixelBuffer, _ golden: UnfilteredPNGRows, row: inout [UInt8]) -> Bool {
        guard actual.width == golden.width, actual.height == golden.height else { return false }
        let count = golden.width * golden.channels
        if row.count < count { row = [UInt8](repeating: 0, count: count) }
        return actual.withUnsafeBytes { pixels in
            row.withUnsafeMutableBufferPointer { converted in
                for y in 0..<golden.height {
                    // RGB fails at the first translucent pixel: then the pixels differ from the opaque golden's.
                    guard PNGEncoder.convertRow(pixels.baseAddress! + y * actual.stride, into: converted.baseAddress!,
                                                width: actual.width, channels: golden.channels),
                          memcmp(converted.baseAddress!, golden.pixels(ofRow: y).baseAddress!, count) == 0 else { return false }
                }
                return true
            }
        }
    }
}

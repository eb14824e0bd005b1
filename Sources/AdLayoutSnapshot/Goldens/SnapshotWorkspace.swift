import AdLayoutRender
import Foundation

/// The buffers one thread of work reuses from snapshot to snapshot — the golden reader's inflate
/// buffer, a converted row, the PNG encoder — so checking a suite allocates (and page-faults) them
/// once, not per frame. Not thread-safe: one workspace per job. Unchecked `Sendable` only so
/// ``SnapshotPipelinePool`` can hand it from one test to the next: its reader's rows are compared with
/// a caller's borrowed pixels, which the compiler's region checking cannot keep apart from a pooled value.
public final class SnapshotWorkspace: @unchecked Sendable {
    let reader = UnfilteredPNGReader()
    let encoder = PNGEncoder()
    private var row = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    /// A workspace whose buffers are allocated by the first snapshot and reused after.
    public init() {}

    deinit { row.deallocate() }

    /// Whether `actual` has exactly the pixels of `golden`'s rows: each row of `actual` is converted
    /// as ``PNGEncoder`` would write it and compared with the golden's bytes. Equal rows are equal
    /// pixels (un-premultiplying is one-to-one on what Cairo produces).
    func matches(_ actual: PixelView, _ golden: UnfilteredPNGRows) -> Bool {
        guard actual.width == golden.width, actual.height == golden.height else { return false }
        let count = golden.width * golden.channels
        if row.count < count {
            row.deallocate()
            row = .allocate(byteCount: count, alignment: 64)
        }
        let converted = row.baseAddress!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<golden.height {
            // RGB fails at the first translucent pixel: then the pixels differ from the opaque golden's.
            guard PNGEncoder.convertRow(actual.row(y), into: converted, width: actual.width, channels: golden.channels),
                  memcmp(converted, golden.pixels(ofRow: y).baseAddress!, count) == 0 else { return false }
        }
        return true
    }
}

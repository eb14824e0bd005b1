import CISAL
import CPixelKernels
import Foundation
import Synchronization

/// Encodes premultiplied ARGB32 pixels as PNG, reusing its scratch buffers between frames.
///
/// It writes the PNG chunks itself around an ISA-L (igzip) zlib stream: ISA-L deflates a frame
/// several times faster than libpng's zlib, and every PNG decoder reads the result
/// (docs/performance.md). Rows are unfiltered (filter NONE), which for flat UI content is both
/// faster and smaller than adaptive filtering. No timestamps or text chunks, fixed level: the same
/// pixels always give the same bytes.
///
/// Rows are converted and compressed a chunk at a time, into buffers reused between frames (a fresh
/// 9 MB buffer per frame costs more in page faults than the compression itself). A large frame is
/// compressed as segments of about 2 MB of rows, each on its own (ending in a full flush, so the
/// segments join into one deflate stream), on all cores when ``usesAllCores``: the segments depend
/// only on the image, so the bytes never depend on the machine or the setting.
public final class PNGEncoder: Sendable {
    /// Compress a frame's segments on several threads (off for work that is already one job of
    /// many, such as a snapshot suite's).
    public var usesAllCores: Bool {
        get { allCores.load(ordering: .relaxed) }
        set { allCores.store(newValue, ordering: .relaxed) }
    }
    private let allCores = Atomic(true)

    /// Raw bytes per segment compressed on its own (rounded to whole rows).
    static let segmentBytes = 2 * 1024 * 1024
    /// Rows converted per call to the compressor: small enough to stay in the cache between
    /// converting and compressing them (the frame is never written out whole as RGB).
    static let chunkBytes = 128 * 1024

    /// One segment's buffers, reused from frame to frame, and what its last compression left in
    /// them. A worker takes its segment out of ``segments`` and puts it back, so buffers move
    /// between threads whole and are never shared.
    struct Segment: Sendable {
        var chunk: [UInt8] = []
        var output: [UInt8] = []
        var level: [UInt8] = []
        var written = 0
        var adler: UInt32 = 1
        var opaque = true
    }

    /// The segments' buffers between frames (a frame running meanwhile on another thread finds
    /// fewer and makes its own).
    private let segments = Mutex<[Segment]>([])

    /// An encoder with no buffers yet; they are allocated by the first frame and reused.
    public init() {}

    /// Encodes the pixels of `image`.
    public func encode(_ image: PixelBuffer) -> Data {
        let width = image.width, height = image.height
        var taken = segments.withLock { exchange(&$0, with: []) }
        defer { segments.withLock { $0 = taken } }
        // Optimistically write RGB; start over as RGBA at the first translucent pixel.
        var channels = 3
        if !deflate(image, channels: 3, into: &taken) {
            channels = 4
            _ = deflate(image, channels: 4, into: &taken)
        }
        let used = taken.prefix(Self.segmentCount(height: height, rowBytes: 1 + width * channels))
        var out = Data(capacity: used.reduce(64) { $0 + $1.written })
        out.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = [UInt8]()
        ihdr += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        ihdr += [8, channels == 3 ? 2 : 6, 0, 0, 0]   // 8-bit RGB/RGBA, deflate, standard filters, no interlace
        Self.appendChunk("IHDR", [UInt8](ihdr), to: &out)
        // IDAT: a zlib header, the segments' deflate data in order, the Adler-32 of all rows.
        var adler: UInt32 = 1
        let rowBytes = 1 + width * channels
        let rowsPer = Self.rowsPerSegment(height: height, rowBytes: rowBytes)
        for (i, segment) in used.enumerated() {
            let rows = min(rowsPer, height - i * rowsPer)
            adler = UInt32(adler32_combine(uLong(adler), uLong(segment.adler), off_t(rows * rowBytes)))
        }
        let idatLength = 2 + used.reduce(0) { $0 + $1.written } + 4
        out.append(contentsOf: Self.bigEndian(UInt32(idatLength)))
        let header: [UInt8] = [0x49, 0x44, 0x41, 0x54, 0x78, 0x01]   // "IDAT", zlib: deflate, 32 KiB window, fastest
        out.append(contentsOf: header)
        var crc = header.withUnsafeBufferPointer { crc32_gzip_refl(0, $0.baseAddress, UInt64($0.count)) }
        for segment in used {
            segment.output.withUnsafeBufferPointer { output in
                let data = UnsafeBufferPointer(rebasing: output[0..<segment.written])
                out.append(data)
                crc = crc32_gzip_refl(crc, data.baseAddress, UInt64(data.count))
            }
        }
        let trailer = Self.bigEndian(adler)
        out.append(contentsOf: trailer)
        crc = trailer.withUnsafeBufferPointer { crc32_gzip_refl(crc, $0.baseAddress, UInt64($0.count)) }
        out.append(contentsOf: Self.bigEndian(crc))
        Self.appendChunk("IEND", [], to: &out)
        return out
    }

    static func rowsPerSegment(height: Int, rowBytes: Int) -> Int {
        max(1, min(height, segmentBytes / rowBytes))
    }

    static func segmentCount(height: Int, rowBytes: Int) -> Int {
        let rows = rowsPerSegment(height: height, rowBytes: rowBytes)
        return (height + rows - 1) / rows
    }

    /// Compresses every segment of `image` into `segments` (on all cores when allowed); false (RGB
    /// only) when a translucent pixel is met.
    private func deflate(_ image: PixelBuffer, channels: Int, into segments: inout [Segment]) -> Bool {
        let height = image.height
        let rowBytes = 1 + image.width * channels
        let rowsPer = Self.rowsPerSegment(height: height, rowBytes: rowBytes)
        let count = Self.segmentCount(height: height, rowBytes: rowBytes)
        while segments.count < count { segments.append(Segment()) }
        guard usesAllCores && count > 1 else {
            for i in 0..<count {
                let first = i * rowsPer
                Self.compress(image, rows: first..<min(height, first + rowsPer), channels: channels,
                              final: i == count - 1, into: &segments[i])
            }
            return segments.prefix(count).allSatisfy(\.opaque)
        }
        // Each worker takes its own segment out and puts it back: buffers change threads whole.
        let shared = Mutex(segments)
        segments = []
        DispatchQueue.concurrentPerform(iterations: count) { @Sendable i in
            var segment = shared.withLock { exchange(&$0[i], with: Segment()) }
            let first = i * rowsPer
            Self.compress(image, rows: first..<min(height, first + rowsPer), channels: channels,
                          final: i == count - 1, into: &segment)
            shared.withLock { $0[i] = segment }
        }
        segments = shared.withLock { exchange(&$0, with: []) }
        return segments.prefix(count).allSatisfy(\.opaque)
    }

    /// Converts and compresses `rows` into `segment` as raw deflate data: ending the stream when
    /// `final`, else with a full flush (byte-aligned, no reference back), so segments concatenate.
    private static func compress(_ image: PixelBuffer, rows: Range<Int>, channels: Int, final: Bool,
                                 into segment: inout Segment) {
        let width = image.width, stride = image.stride
        let rowBytes = 1 + width * channels
        let rowsPerChunk = max(1, chunkBytes / rowBytes)
        let count = rowBytes * rows.count
        // Stored blocks bound the worst case: input + 5 bytes per 64 KiB block + flush markers.
        let bound = count + count / 16_000 * 5 + 1024
        grow(&segment.chunk, to: rowsPerChunk * rowBytes)
        grow(&segment.output, to: bound)
        grow(&segment.level, to: Int(adl_isal_lvl1_buffer_size))
        var opaque = true, adler: UInt32 = 1, written = 0
        image.withUnsafeBytes { src in
            segment.level.withUnsafeMutableBufferPointer { level in
                segment.output.withUnsafeMutableBufferPointer { output in
                    segment.chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                        var stream = isal_zstream()
                        isal_deflate_init(&stream)
                        stream.level = 1
                        stream.level_buf = level.baseAddress
                        stream.level_buf_size = UInt32(level.count)
                        stream.gzip_flag = UInt16(IGZIP_DEFLATE)
                        stream.next_out = output.baseAddress
                        stream.avail_out = UInt32(bound)
                        let s = src.baseAddress!
                        let chunk = chunkBuffer.baseAddress!
                        var y = rows.lowerBound
                        while y < rows.upperBound {
                            let n = min(rowsPerChunk, rows.upperBound - y)
                            for r in 0..<n {
                                let drow = chunk + r * rowBytes
                                drow[0] = 0
                                if !convertRow(s + (y + r) * stride, into: drow + 1, width: width, channels: channels) {
                                    opaque = false
                                    return
                                }
                            }
                            y += n
                            let last = y == rows.upperBound
                            adler = isal_adler32(adler, chunk, UInt64(n * rowBytes))
                            // ISA-L keeps what it needs of earlier input (its window) itself: the chunk buffer is reused.
                            stream.next_in = chunk
                            stream.avail_in = UInt32(n * rowBytes)
                            stream.end_of_stream = last && final ? 1 : 0
                            stream.flush = UInt16(last && !final ? FULL_FLUSH : NO_FLUSH)
                            let status = isal_deflate(&stream)
                            precondition(status == COMP_OK && stream.avail_in == 0,
                                         "ISA-L deflate failed (\(status)); the output bound is wrong")
                        }
                        precondition(!final || stream.internal_state.state == ZSTATE_END, "ISA-L deflate did not finish the stream")
                        written = Int(stream.total_out)
                    }
                }
            }
        }
        segment.opaque = opaque
        segment.adler = adler
        segment.written = opaque ? written : 0
    }

    /// Makes `buffer` hold at least `count` bytes (new bytes uninitialised: they are written before
    /// they are read); kept as is when it does.
    private static func grow(_ buffer: inout [UInt8], to count: Int) {
        guard buffer.count < count else { return }
        buffer = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// One row of premultiplied BGRA pixels as PNG's R, G, B (`channels` 3; false at the first
    /// translucent pixel) or straight R, G, B, A (`channels` 4).
    @inline(__always)
    public static func convertRow(_ src: UnsafeRawPointer, into dst: UnsafeMutablePointer<UInt8>, width: Int,
                                  channels: Int) -> Bool {
        let p = src.assumingMemoryBound(to: UInt8.self)
        if channels == 3 { return adl_bgra_to_rgb(p, dst, width) != 0 }
        var o = 0
        for x in 0..<width {
            let q = p + x * 4
            let a = UInt32(q[3])
            if a == 0xFF {
                dst[o] = q[2]; dst[o + 1] = q[1]; dst[o + 2] = q[0]
            } else if a == 0 {
                dst[o] = 0; dst[o + 1] = 0; dst[o + 2] = 0
            } else {
                dst[o] = UInt8(min(255, (UInt32(q[2]) * 255 + a / 2) / a))
                dst[o + 1] = UInt8(min(255, (UInt32(q[1]) * 255 + a / 2) / a))
                dst[o + 2] = UInt8(min(255, (UInt32(q[0]) * 255 + a / 2) / a))
            }
            dst[o + 3] = UInt8(a)
            o += 4
        }
        return true
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    /// Appends one chunk: length, type, payload, CRC-32 of type + payload.
    private static func appendChunk(_ type: String, _ payload: [UInt8], to out: inout Data) {
        let body = Array(type.utf8) + payload
        out.append(contentsOf: bigEndian(UInt32(payload.count)))
        out.append(contentsOf: body)
        out.append(contentsOf: bigEndian(body.withUnsafeBufferPointer { crc32_gzip_refl(0, $0.baseAddress, UInt64($0.count)) }))
    }
}

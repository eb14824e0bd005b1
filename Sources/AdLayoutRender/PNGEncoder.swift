import CISAL
import CPixelKernels
import Foundation

/// Encodes premultiplied ARGB32 pixels as PNG, reusing its scratch buffers between frames.
///
/// It writes the PNG chunks itself around an ISA-L (igzip) zlib stream: ISA-L deflates a frame
/// several times faster than libpng's zlib, and every PNG decoder reads the result
/// (rendering-performance.md). Rows are unfiltered (filter NONE), which for flat UI content is both
/// faster and smaller than adaptive filtering. No timestamps or text chunks, fixed level: the same
/// pixels always give the same bytes.
///
/// Rows are converted and compressed a chunk at a time, into buffers reused between frames (a fresh
/// 9 MB buffer per frame costs more in page faults than the compression itself). A large frame is
/// compressed as segments of about 2 MB of rows, each on its own (ending in a full flush, so the
/// segments join into one deflate stream), on all cores when ``usesAllCores``: the segments depend
/// only on the image, so the bytes never depend on the machine or the setting.
public final class PNGEncoder: @unchecked Sendable {
    /// Compress a frame's segments on several threads (off for work that is already one job of
    /// many, such as a snapshot suite's).
    public var usesAllCores = true

    /// Raw bytes per segment compressed on its own (rounded to whole rows).
    static let segmentBytes = 2 * 1024 * 1024
    /// Rows converted per call to the compressor: small enough to stay in the cache between
    /// converting and compressing them (the frame is never written out whole as RGB).
    static let chunkBytes = 128 * 1024

    /// One segment's buffers, reused from frame to frame; a frame hands each to one worker.
    final class Segment {
        var chunk = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        var output = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        let level = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(adl_isal_lvl1_buffer_size), alignment: 64)
        var written = 0
        var adler: UInt32 = 1
        var opaque = true
        deinit { chunk.deallocate(); output.deallocate(); level.deallocate() }
    }

    private var segments: [Segment] = []
    private let lock = NSLock()

    /// An encoder with no buffers yet; they are allocated by the first frame and reused.
    public init() {}

    /// Encodes the pixels of `view`.
    public func encode(_ view: PixelView) -> Data {
        encode(view.bytes, width: view.width, height: view.height, stride: view.stride)
    }

    /// Encodes `width`×`height` pixels of `stride` bytes per row.
    public func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) -> Data {
        lock.lock(); defer { lock.unlock() }
        // Optimistically write RGB; start over as RGBA at the first translucent pixel.
        var channels = 3
        if !deflate(pixels, width: width, height: height, stride: stride, channels: 3) {
            channels = 4
            _ = deflate(pixels, width: width, height: height, stride: stride, channels: 4)
        }
        let used = segments.prefix(Self.segmentCount(height: height, rowBytes: 1 + width * channels))
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
            let data = UnsafeRawBufferPointer(start: segment.output.baseAddress, count: segment.written)
            out.append(data.bindMemory(to: UInt8.self))
            crc = crc32_gzip_refl(crc, data.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt64(data.count))
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

    /// Compresses every segment (on all cores when allowed); false (RGB only) when a translucent
    /// pixel is met.
    private func deflate(_ src: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, channels: Int) -> Bool {
        let rowBytes = 1 + width * channels
        let rowsPer = Self.rowsPerSegment(height: height, rowBytes: rowBytes)
        let count = Self.segmentCount(height: height, rowBytes: rowBytes)
        while segments.count < count { segments.append(Segment()) }
        struct Job: @unchecked Sendable {
            let src: UnsafeRawBufferPointer, segments: [Segment]
        }
        let job = Job(src: src, segments: Array(segments.prefix(count)))
        let work: @Sendable (Int) -> Void = { i in
            let first = i * rowsPer
            Self.compress(job.src, rows: first..<min(height, first + rowsPer), width: width, stride: stride,
                          channels: channels, final: i == count - 1, into: job.segments[i])
        }
        if usesAllCores && count > 1 {
            DispatchQueue.concurrentPerform(iterations: count, execute: work)
        } else {
            for i in 0..<count { work(i) }
        }
        return job.segments.allSatisfy(\.opaque)
    }

    /// Converts and compresses `rows` into `segment` as raw deflate data: ending the stream when
    /// `final`, else with a full flush (byte-aligned, no reference back), so segments concatenate.
    private static func compress(_ src: UnsafeRawBufferPointer, rows: Range<Int>, width: Int, stride: Int, channels: Int,
                                 final: Bool, into segment: Segment) {
        let rowBytes = 1 + width * channels
        let rowsPerChunk = max(1, chunkBytes / rowBytes)
        if segment.chunk.count < rowsPerChunk * rowBytes {
            segment.chunk.deallocate()
            segment.chunk = .allocate(byteCount: rowsPerChunk * rowBytes, alignment: 64)
        }
        let count = rowBytes * rows.count
        // Stored blocks bound the worst case: input + 5 bytes per 64 KiB block + flush markers.
        let bound = count + count / 16_000 * 5 + 1024
        if segment.output.count < bound {
            segment.output.deallocate()
            segment.output = .allocate(byteCount: bound, alignment: 64)
        }
        segment.opaque = true
        segment.adler = 1
        segment.written = 0
        var stream = isal_zstream()
        isal_deflate_init(&stream)
        stream.level = 1
        stream.level_buf = segment.level.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.level_buf_size = UInt32(segment.level.count)
        stream.gzip_flag = UInt16(IGZIP_DEFLATE)
        stream.next_out = segment.output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.avail_out = UInt32(bound)
        let s = src.baseAddress!
        let chunk = segment.chunk.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var y = rows.lowerBound
        while y < rows.upperBound {
            let n = min(rowsPerChunk, rows.upperBound - y)
            for r in 0..<n {
                let drow = chunk + r * rowBytes
                drow[0] = 0
                if !convertRow(s + (y + r) * stride, into: drow + 1, width: width, channels: channels) {
                    segment.opaque = false
                    return
                }
            }
            y += n
            let last = y == rows.upperBound
            segment.adler = isal_adler32(segment.adler, chunk, UInt64(n * rowBytes))
            // ISA-L keeps what it needs of earlier input (its window) itself: the chunk buffer is reused.
            stream.next_in = chunk
            stream.avail_in = UInt32(n * rowBytes)
            stream.end_of_stream = last && final ? 1 : 0
            stream.flush = UInt16(last && !final ? FULL_FLUSH : NO_FLUSH)
            let status = isal_deflate(&stream)
            precondition(status == COMP_OK && stream.avail_in == 0, "ISA-L deflate failed (\(status)); the output bound is wrong")
        }
        precondition(!final || stream.internal_state.state == ZSTATE_END, "ISA-L deflate did not finish the stream")
        segment.written = Int(stream.total_out)
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

import CISAL
import CPixelKernels
import Foundation

/// Encodes premultiplied ARGB32 pixels as PNG, reusing its scratch buffers between frames.
///
/// It writes the PNG chunks itself around an ISA-L (igzip) zlib stream: ISA-L deflates a frame
/// several times faster than libpng's zlib, and every PNG decoder reads the result
/// (rendering-performance.md). Rows are unfiltered (filter NONE), which for flat UI content is both
/// faster and smaller than adaptive filtering. No timestamps or text chunks, fixed level: the same
/// pixels always give the same bytes. Rows are converted and compressed a chunk at a time, into
/// buffers reused between frames: a fresh 9 MB buffer per frame costs more in page faults than the
/// compression itself.
public final class PNGEncoder: @unchecked Sendable {
    private var raw: UnsafeMutableRawBufferPointer = .init(start: nil, count: 0)
    private var output: UnsafeMutableRawBufferPointer = .init(start: nil, count: 0)
    private let levelBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(adl_isal_lvl1_buffer_size), alignment: 64)
    private let lock = NSLock()

    public init() {}

    deinit {
        raw.deallocate(); output.deallocate(); levelBuffer.deallocate()
    }

    private func reserve(_ buffer: inout UnsafeMutableRawBufferPointer, _ count: Int) {
        if buffer.count < count {
            buffer.deallocate()
            buffer = .allocate(byteCount: count, alignment: 64)
        }
    }

    /// Encodes the pixels of `view`.
    public func encode(_ view: PixelView) -> Data {
        encode(view.bytes, width: view.width, height: view.height, stride: view.stride)
    }

    /// Encodes `width`×`height` pixels of `stride` bytes per row.
    public func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) -> Data {
        lock.lock(); defer { lock.unlock() }
        // Optimistically write RGB; start over as RGBA at the first translucent pixel.
        var channels = 3
        var compressed = deflateRows(pixels, width: width, height: height, stride: stride, channels: 3)
        if compressed == nil {
            channels = 4
            compressed = deflateRows(pixels, width: width, height: height, stride: stride, channels: 4)
        }
        let idat = compressed!
        var out = Data(capacity: idat.count + 64)
        out.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = [UInt8]()
        ihdr += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        ihdr += [8, channels == 3 ? 2 : 6, 0, 0, 0]   // 8-bit RGB/RGBA, deflate, standard filters, no interlace
        Self.appendChunk("IHDR", UnsafeRawBufferPointer(start: nil, count: 0), ihdr, to: &out)
        Self.appendChunk("IDAT", idat, nil, to: &out)
        Self.appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), [], to: &out)
        return out
    }

    /// Rows converted per call to the compressor: small enough to stay in the cache between
    /// converting and compressing them (the frame is never written out whole as RGB).
    static let chunkBytes = 128 * 1024

    /// A zlib stream (ISA-L, level 1) of the filter-NONE rows of `src`, converted a chunk at a time;
    /// nil (RGB only) when a translucent pixel is met.
    private func deflateRows(_ src: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int,
                             channels: Int) -> UnsafeRawBufferPointer? {
        let rowBytes = 1 + width * channels
        let rowsPerChunk = max(1, Self.chunkBytes / rowBytes)
        reserve(&raw, rowsPerChunk * rowBytes)
        let count = rowBytes * height
        // Stored blocks bound the worst case: input + 5 bytes per 64 KiB block + header and trailer.
        let bound = count + count / 16_000 * 5 + 1024
        reserve(&output, bound)
        var stream = isal_zstream()
        isal_deflate_init(&stream)
        stream.level = 1
        stream.level_buf = levelBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.level_buf_size = UInt32(levelBuffer.count)
        stream.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.flush = UInt16(NO_FLUSH)
        stream.next_out = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.avail_out = UInt32(bound)
        let s = src.baseAddress!
        let chunk = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var y = 0
        while y < height {
            let rows = min(rowsPerChunk, height - y)
            for r in 0..<rows {
                let drow = chunk + r * rowBytes
                drow[0] = 0
                if !Self.convertRow(s + (y + r) * stride, into: drow + 1, width: width, channels: channels) { return nil }
            }
            y += rows
            // ISA-L keeps what it needs of earlier input (its window) itself: the chunk buffer is reused.
            stream.next_in = chunk
            stream.avail_in = UInt32(rows * rowBytes)
            stream.end_of_stream = y == height ? 1 : 0
            let status = isal_deflate(&stream)
            precondition(status == COMP_OK && stream.avail_in == 0, "ISA-L deflate failed (\(status)); the output bound is wrong")
        }
        precondition(stream.internal_state.state == ZSTATE_END, "ISA-L deflate did not finish the stream")
        return UnsafeRawBufferPointer(start: output.baseAddress, count: Int(stream.total_out))
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

    /// Appends one chunk: length, type, payload (`buffer`, or `bytes` when given), CRC-32 of type + payload.
    private static func appendChunk(_ type: String, _ buffer: UnsafeRawBufferPointer, _ bytes: [UInt8]?, to out: inout Data) {
        let typeBytes = Array(type.utf8)
        let payloadCount = bytes?.count ?? buffer.count
        out.append(contentsOf: bigEndian(UInt32(payloadCount)))
        out.append(contentsOf: typeBytes)
        var crc = typeBytes.withUnsafeBufferPointer { crc32_gzip_refl(0, $0.baseAddress, UInt64($0.count)) }
        if let bytes {
            out.append(contentsOf: bytes)
            crc = bytes.withUnsafeBufferPointer { crc32_gzip_refl(crc, $0.baseAddress, UInt64($0.count)) }
        } else if buffer.count > 0 {
            out.append(buffer.bindMemory(to: UInt8.self))
            crc = crc32_gzip_refl(crc, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt64(buffer.count))
        }
        out.append(contentsOf: bigEndian(crc))
    }
}

import CISAL
import Foundation

/// Encodes premultiplied ARGB32 pixels as PNG, reusing its scratch buffers between frames.
///
/// It writes the PNG chunks itself around an ISA-L (igzip) zlib stream: ISA-L deflates a frame
/// several times faster than libpng's zlib, and every PNG decoder reads the result
/// (rendering-performance.md). Rows are unfiltered (filter NONE), which for flat UI content is both
/// faster and smaller than adaptive filtering. No timestamps or text chunks, fixed level: the same
/// pixels always give the same bytes. Reusing buffers matters: a fresh 9 MB buffer per frame
/// costs more in page faults than the compression itself.
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

    /// Encodes `width`×`height` pixels of `stride` bytes per row.
    public func encode(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) -> Data {
        lock.lock(); defer { lock.unlock() }
        // Optimistically write RGB; fall back to RGBA at the first translucent pixel.
        var channels = 3
        if !convert(pixels, width: width, height: height, stride: stride, channels: 3) {
            channels = 4
            _ = convert(pixels, width: width, height: height, stride: stride, channels: 4)
        }
        let rawCount = (1 + width * channels) * height
        let idat = deflate(count: rawCount)
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

    /// Writes filter-NONE rows into `raw`; false (RGB only) when a translucent pixel is met.
    private func convert(_ src: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, channels: Int) -> Bool {
        let rowBytes = 1 + width * channels
        reserve(&raw, rowBytes * height)
        let s = src.bindMemory(to: UInt8.self).baseAddress!
        let d = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let srow = s + y * stride
            let drow = d + y * rowBytes
            drow[0] = 0
            var o = 1
            if channels == 3 {
                for x in 0..<width {
                    let p = srow + x * 4
                    if p[3] != 0xFF { return false }
                    drow[o] = p[2]; drow[o + 1] = p[1]; drow[o + 2] = p[0]
                    o += 3
                }
            } else {
                for x in 0..<width {
                    let p = srow + x * 4
                    let a = UInt32(p[3])
                    if a == 0xFF {
                        drow[o] = p[2]; drow[o + 1] = p[1]; drow[o + 2] = p[0]
                    } else if a == 0 {
                        drow[o] = 0; drow[o + 1] = 0; drow[o + 2] = 0
                    } else {
                        drow[o] = UInt8(min(255, (UInt32(p[2]) * 255 + a / 2) / a))
                        drow[o + 1] = UInt8(min(255, (UInt32(p[1]) * 255 + a / 2) / a))
                        drow[o + 2] = UInt8(min(255, (UInt32(p[0]) * 255 + a / 2) / a))
                    }
                    drow[o + 3] = UInt8(a)
                    o += 4
                }
            }
        }
        return true
    }

    /// A zlib stream of the first `count` bytes of `raw`, from ISA-L at level 1.
    private func deflate(count: Int) -> UnsafeRawBufferPointer {
        // Stored blocks bound the worst case: input + 5 bytes per 64 KiB block + header and trailer.
        let bound = count + count / 16_000 * 5 + 1024
        reserve(&output, bound)
        var stream = isal_zstream()
        isal_deflate_init(&stream)
        stream.level = 1
        stream.level_buf = levelBuffer.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.level_buf_size = UInt32(levelBuffer.count)
        stream.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.end_of_stream = 1
        stream.flush = UInt16(NO_FLUSH)
        stream.next_in = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.avail_in = UInt32(count)
        stream.next_out = output.baseAddress?.assumingMemoryBound(to: UInt8.self)
        stream.avail_out = UInt32(bound)
        let status = isal_deflate(&stream)
        precondition(status == COMP_OK && stream.internal_state.state == ZSTATE_END,
                     "ISA-L deflate failed (\(status)); the output bound is wrong")
        return UnsafeRawBufferPointer(start: output.baseAddress, count: Int(stream.total_out))
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

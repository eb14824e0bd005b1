import AdLayoutEngine
import AdLayoutModel
import CISAL
import CPixelKernels
import Foundation

/// The raw rows of a PNG as ``UnfilteredPNGReader`` inflated them: each row is a filter byte (0)
/// followed by `width × channels` bytes of R, G, B(, A). Borrowed from the reader: valid until its
/// next read.
public struct UnfilteredPNGRows {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels (the number of rows).
    public let height: Int
    /// 3 (RGB, opaque) or 4 (RGBA, straight alpha).
    public let channels: Int
    /// Bytes per row, the filter byte included.
    public var rowBytes: Int { 1 + width * channels }
    let base: UnsafeRawPointer

    /// The pixel bytes of row `y` (after its filter byte).
    public func pixels(ofRow y: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + y * rowBytes + 1, count: width * channels)
    }

    /// The rows as premultiplied ARGB32 (Cairo's layout).
    public func pixelBuffer() -> PixelBuffer {
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        bytes.withUnsafeMutableBytes { write(into: $0.baseAddress!, stride: stride) }
        return PixelBuffer(width: width, height: height, stride: stride, bytes: bytes)
    }

    /// Writes the rows as premultiplied ARGB32 into `memory`, rows `stride` bytes apart.
    func write(into memory: UnsafeMutableRawPointer, stride: Int) {
        let dst = memory.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let src = pixels(ofRow: y).baseAddress!.assumingMemoryBound(to: UInt8.self)
            let row = dst + y * stride
            if channels == 3 {
                adl_rgb_to_bgra(src, row, width)
            } else {
                for x in 0..<width {
                    let r = UInt32(src[x * 4]), g = UInt32(src[x * 4 + 1]), b = UInt32(src[x * 4 + 2])
                    let a = UInt32(src[x * 4 + 3])
                    row[x * 4 + 3] = UInt8(a)
                    if a == 255 {
                        row[x * 4] = UInt8(b); row[x * 4 + 1] = UInt8(g); row[x * 4 + 2] = UInt8(r)
                    } else {
                        row[x * 4] = UInt8((b * a + 127) / 255)
                        row[x * 4 + 1] = UInt8((g * a + 127) / 255)
                        row[x * 4 + 2] = UInt8((r * a + 127) / 255)
                    }
                }
            }
        }
    }
}

/// Reads the PNGs ``PNGEncoder`` writes — 8-bit RGB or RGBA, not interlaced, every row unfiltered —
/// with ISA-L's inflate (several times faster than zlib), into a buffer reused from one read to the
/// next. Anything else (palettes, 16-bit, filtered rows, interlacing, gamma or colour profiles,
/// transparency keys) is declined, for libpng to decode. Not thread-safe: one reader per thread.
public final class UnfilteredPNGReader {
    private var raw = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private let state = UnsafeMutablePointer<inflate_state>.allocate(capacity: 1)
    /// PNGs of more pixels are declined before anything is allocated (the largest canvas by default).
    public var maxPixels: Int

    /// A reader of PNGs of at most `maxPixels` pixels.
    public init(maxPixels: Int = FormatLimits.canvasPixels) { self.maxPixels = maxPixels }

    deinit {
        raw.deallocate()
        state.deallocate()
    }

    /// The inflated rows of `png`, or nil when it is not such a PNG or its data is corrupt.
    public func read(_ png: Data) -> UnfilteredPNGRows? {
        png.withUnsafeBytes { read($0) }
    }

    /// Inflates the IDAT chunks of the PNG in `bytes` into `out`, until the zlib stream ends (its
    /// Adler-32 checked) or `limit` bytes are written; returns the bytes written, or nil for corrupt
    /// data or chunks. (CRCs of chunks are not checked: the stream's own checksum is.)
    private func inflate(_ bytes: UnsafeRawBufferPointer, into out: UnsafeMutablePointer<UInt8>, limit: Int) -> Int? {
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        isal_inflate_init(state)
        state.pointee.crc_flag = UInt32(ISAL_ZLIB)
        state.pointee.next_out = out
        state.pointee.avail_out = UInt32(limit)
        var offset = 33
        while offset + 12 <= bytes.count, state.pointee.block_state != ISAL_BLOCK_FINISH, state.pointee.avail_out > 0 {
            let length = u32(offset)
            guard offset + 12 + length <= bytes.count else { return nil }
            let type = (bytes[offset + 4], bytes[offset + 5], bytes[offset + 6], bytes[offset + 7])
            if type == (0x49, 0x45, 0x4E, 0x44) { break }   // IEND
            // Colour management or transparency chunks (gAMA, cHRM, iCCP, sBIT, tRNS, PLTE) make
            // libpng convert pixels: such PNGs are libpng's.
            let name = String(decoding: [type.0, type.1, type.2, type.3], as: UTF8.self)
            if ["gAMA", "cHRM", "iCCP", "sBIT", "tRNS", "PLTE"].contains(name) { return nil }
            if type == (0x49, 0x44, 0x41, 0x54) {             // IDAT
                state.pointee.next_in = UnsafeMutablePointer(mutating: (bytes.baseAddress! + offset + 8)
                    .assumingMemoryBound(to: UInt8.self))
                state.pointee.avail_in = UInt32(length)
                while state.pointee.avail_in > 0 && state.pointee.avail_out > 0
                        && state.pointee.block_state != ISAL_BLOCK_FINISH {
                    let inBefore = state.pointee.avail_in, outBefore = state.pointee.avail_out
                    guard isal_inflate(state) == ISAL_DECOMP_OK else { return nil }
                    if state.pointee.avail_in == inBefore && state.pointee.avail_out == outBefore { return nil }
                }
            }
            offset += 12 + length
        }
        return Int(state.pointee.total_out)
    }

    /// The inflated rows of the PNG in `bytes` (see ``read(_:)-(Data)``).
    public func read(_ bytes: UnsafeRawBufferPointer) -> UnfilteredPNGRows? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 33, bytes.prefix(8).elementsEqual(signature) else { return nil }
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        // IHDR: width, height, bit depth 8, colour type 2 or 6, compression 0, filter 0, no interlace.
        guard u32(8) == 13, bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52 else { return nil }
        let width = u32(16), height = u32(20)
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24, width * height <= maxPixels, bytes[24] == 8,
              bytes[25] == 2 || bytes[25] == 6, bytes[26] == 0, bytes[27] == 0, bytes[28] == 0 else { return nil }
        let channels = bytes[25] == 2 ? 3 : 4
        let rowBytes = 1 + width * channels
        let count = rowBytes * height
        // One byte of slack: a stream with more pixels than the header announced writes into it.
        if raw.count < count + 1 {
            raw.deallocate()
            raw = .allocate(byteCount: count + 1, alignment: 64)
        }
        let out = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)

        // The first row alone first: a filtered PNG (most PNGs not written here) is declined
        // before the rest is inflated.
        if count > rowBytes {
            guard inflate(bytes, into: out, limit: rowBytes) == rowBytes, out[0] == 0 else { return nil }
        }
        guard inflate(bytes, into: out, limit: count + 1) == count, state.pointee.block_state == ISAL_BLOCK_FINISH else {
            return nil
        }
        // Every row must be unfiltered; filtered rows are libpng's to undo.
        for y in 0..<height where out[y * rowBytes] != 0 { return nil }
        return UnfilteredPNGRows(width: width, height: height, channels: channels, base: UnsafeRawPointer(out))
    }
}

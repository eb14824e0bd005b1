import Foundation

/// Premultiplied 32-bit pixels in Cairo's ARGB32 layout (native-endian 0xAARRGGBB words).
///
/// A value, and cheap to pass: the rows are an array, copied only on write. A renderer lends its
/// frame as a buffer over its own canvas (``Renderer/withPixels(of:_:)``), so frames are compared
/// and encoded where they lie instead of being copied (a fresh 12 MB copy per frame costs more in
/// page faults than the comparison itself); a buffer kept past the call keeps that frame's pixels,
/// and the renderer draws the next frame into storage of its own.
public struct PixelBuffer: Sendable, Equatable {
    /// Equal sizes and equal pixels (row padding and bytes past the last row are not compared).
    public static func == (a: PixelBuffer, b: PixelBuffer) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                (0..<a.height).allSatisfy { y in memcmp(pa.baseAddress! + y * a.stride, pb.baseAddress! + y * b.stride, a.width * 4) == 0 }
            }
        }
    }

    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bytes per row.
    public var stride: Int
    /// The rows, `stride` bytes each: one native-endian 0xAARRGGBB word per pixel, then any padding.
    /// A frame lent by a renderer is its whole canvas, which may run past the last row (bytes of no
    /// meaning): read the rows through ``withUnsafeBytes(_:)``, or ``packed()`` for these pixels alone.
    public var bytes: [UInt8]

    /// A buffer over `bytes`: `height` rows of `stride` bytes; traps unless `bytes` holds them and
    /// rows hold at least `width × 4` bytes (readers of the rows rely on it).
    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && bytes.count >= stride * height,
                     "pixel buffer out of bounds")
        self.width = width; self.height = height; self.stride = stride; self.bytes = bytes
    }

    /// Calls `body` with the rows' bytes, `stride × height` of them; traps if the fields were
    /// changed since `init` so that the rows no longer fit (every raw reader of the rows comes here).
    @inline(__always)
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && bytes.count >= stride * height,
                     "pixel buffer out of bounds")
        return try bytes.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<stride * height])) }
    }

    /// These pixels alone, rows packed (`stride` = `width × 4`, nothing after the last row): `self`
    /// when they are already, else a copy (of a lent frame, say, whose canvas is larger).
    public func packed() -> PixelBuffer {
        if stride == width * 4 && bytes.count == stride * height { return self }
        return padded(toWidth: width, height: height)
    }

    /// A copy with rows packed at `newWidth` pixels and `newHeight` rows: these pixels at the
    /// top left, transparent ones where the new size is larger (cut where it is smaller).
    public func padded(toWidth newWidth: Int, height newHeight: Int) -> PixelBuffer {
        var out = [UInt8](repeating: 0, count: newWidth * 4 * newHeight)
        let rowBytes = min(width, newWidth) * 4
        out.withUnsafeMutableBytes { dst in
            withUnsafeBytes { src in
                for y in 0..<min(height, newHeight) {
                    (dst.baseAddress! + y * newWidth * 4).copyMemory(from: src.baseAddress! + y * stride, byteCount: rowBytes)
                }
            }
        }
        return PixelBuffer(width: newWidth, height: newHeight, stride: newWidth * 4, bytes: out)
    }

    /// The pixel at (x, y) as 0xAARRGGBB (premultiplied).
    public func pixel(x: Int, y: Int) -> UInt32 {
        let o = y * stride + x * 4
        return UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 3]) << 24
    }

    /// True when every pixel is fully opaque.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let row = y * stride
                var x = 3
                while x < width * 4 { if p[row + x] != 0xFF { return false }; x += 4 }
            }
            return true
        }
    }
}

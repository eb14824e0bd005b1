import Foundation

/// Premultiplied ARGB32 pixels borrowed from their owner — a renderer's Cairo surface or a
/// ``PixelBuffer``'s storage — for the length of one call, so frames are compared and encoded
/// where they lie instead of being copied (a fresh 12 MB copy per frame costs more in page faults
/// than the comparison itself).
public struct PixelView {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    /// All rows, `stride × height` bytes.
    public let bytes: UnsafeRawBufferPointer

    /// A view of `bytes`; traps unless they hold `stride × height` bytes and rows of at least `width × 4`.
    public init(width: Int, height: Int, stride: Int, bytes: UnsafeRawBufferPointer) {
        precondition(bytes.count >= stride * height && stride >= width * 4, "pixel view out of bounds")
        self.width = width; self.height = height; self.stride = stride; self.bytes = bytes
    }

    /// The first byte of row `y`.
    @inline(__always)
    public func row(_ y: Int) -> UnsafeRawPointer { bytes.baseAddress! + y * stride }

    /// An owned copy, with rows packed (`stride` = `width × 4`).
    public func copy() -> PixelBuffer {
        var out = [UInt8](repeating: 0, count: width * 4 * height)
        out.withUnsafeMutableBytes { dst in
            if stride == width * 4 {
                dst.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[0..<width * 4 * height]))
            } else {
                for y in 0..<height {
                    (dst.baseAddress! + y * width * 4).copyMemory(from: row(y), byteCount: width * 4)
                }
            }
        }
        return PixelBuffer(width: width, height: height, stride: width * 4, bytes: out)
    }
}

extension PixelBuffer {
    /// Lends this buffer's pixels as a ``PixelView`` for the length of `body`.
    public func withView<R>(_ body: (PixelView) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes { raw in
            try body(PixelView(width: width, height: height, stride: stride,
                               bytes: UnsafeRawBufferPointer(rebasing: raw[0..<min(raw.count, stride * height)])))
        }
    }
}

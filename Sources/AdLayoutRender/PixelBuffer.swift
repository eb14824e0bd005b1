import Foundation

/// Premultiplied 32-bit pixels in Cairo's ARGB32 layout (native-endian 0xAARRGGBB words).
public struct PixelBuffer: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bytes per row.
    public var stride: Int
    /// The rows, `stride` bytes each: one native-endian 0xAARRGGBB word per pixel, then any padding.
    public var bytes: [UInt8]

    /// A buffer over `bytes`: `height` rows of `stride` bytes.
    public init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
        self.width = width; self.height = height; self.stride = stride; self.bytes = bytes
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

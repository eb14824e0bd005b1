import AdLayoutRender
import Foundation

/// Small synthetic images for comparison tests, built from straight RGBA rows.
enum TestImages {
    /// An opaque `width`×`height` image filled with `argb`.
    static func filled(_ width: Int, _ height: Int, _ argb: UInt32 = 0xFFFF_FFFF) -> PixelBuffer {
        var image = PixelBuffer(width: width, height: height, stride: width * 4,
                                bytes: [UInt8](repeating: 0, count: width * height * 4))
        for y in 0..<height { for x in 0..<width { set(&image, x, y, argb) } }
        return image
    }

    /// Sets a pixel to a premultiplied ARGB32 word.
    static func set(_ image: inout PixelBuffer, _ x: Int, _ y: Int, _ argb: UInt32) {
        let o = y * image.stride + x * 4
        image.bytes[o] = UInt8(argb & 0xFF); image.bytes[o + 1] = UInt8(argb >> 8 & 0xFF)
        image.bytes[o + 2] = UInt8(argb >> 16 & 0xFF); image.bytes[o + 3] = UInt8(argb >> 24)
    }

    /// Opaque grey level `v` as a word.
    static func grey(_ v: UInt32) -> UInt32 { 0xFF00_0000 | v << 16 | v << 8 | v }

    /// Black on the left (columns 0..<edge), white on the right (edge+1...), the edge column in `edgeGrey`:
    /// an anti-aliased vertical edge.
    static func edge(_ width: Int, _ height: Int, edge: Int, edgeGrey: UInt32) -> PixelBuffer {
        var image = filled(width, height)
        for y in 0..<height {
            for x in 0..<width { set(&image, x, y, x < edge ? grey(0) : x == edge ? grey(edgeGrey) : grey(255)) }
        }
        return image
    }
}

import CPNG
import Foundation

/// Errors reading an image file.
public struct ImageDecodingError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// PNG encoding (see ``PNGEncoder``) and decoding (ISA-L for the unfiltered PNGs the project writes,
/// see ``UnfilteredPNGReader``; libpng's simplified API for every other PNG).
public enum PNGCodec {
    /// Encodes premultiplied ARGB32 pixels: RGB when every pixel is opaque, else RGBA (un-premultiplied).
    public static func encode(_ image: PixelBuffer) -> Data {
        let encoder = PNGEncoder()
        return image.bytes.withUnsafeBytes {
            encoder.encode($0, width: image.width, height: image.height, stride: image.stride)
        }
    }

    /// Encodes with libpng's defaults (zlib level 6, adaptive filters): several times slower than
    /// ``encode(_:)`` but smaller, for files kept in git such as goldens and documentation images.
    public static func encodeCompact(_ image: PixelBuffer) -> Data {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = image.isOpaque ? UInt32(PNG_FORMAT_BGR) : UInt32(PNG_FORMAT_BGRA)
        // libpng's simplified writer takes straight alpha and packed rows: convert first.
        let channels = image.isOpaque ? 3 : 4
        var rows = [UInt8](repeating: 0, count: image.width * channels * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let s = y * image.stride + x * 4, d = (y * image.width + x) * channels
                let a = UInt32(image.bytes[s + 3])
                for c in 0..<3 {
                    let v = UInt32(image.bytes[s + c])
                    rows[d + c] = channels == 3 || a == 255 ? UInt8(v) : (a == 0 ? 0 : UInt8(min(255, (v * 255 + a / 2) / a)))
                }
                if channels == 4 { rows[d + 3] = UInt8(a) }
            }
        }
        var size = 0
        rows.withUnsafeBytes { _ = png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, 0, nil) }
        var out = [UInt8](repeating: 0, count: size)
        let ok = rows.withUnsafeBytes { r in
            out.withUnsafeMutableBytes { o in png_image_write_to_memory(&png, o.baseAddress, &size, 0, r.baseAddress, 0, nil) }
        }
        precondition(ok != 0, "libpng could not encode a \(image.width)x\(image.height) image")
        return Data(out.prefix(size))
    }

    /// Decodes a PNG file's bytes into premultiplied ARGB32.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> PixelBuffer {
        let reader = UnfilteredPNGReader()
        if let rows = reader.read(data) { return withExtendedLifetime(reader) { rows.pixelBuffer() } }
        return try decodeWithLibPNG(data)
    }

    /// Decodes with libpng, whatever the PNG's format (``decode(_:)`` tries ISA-L first).
    public static func decodeWithLibPNG(_ data: Data) throws(ImageDecodingError) -> PixelBuffer {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard begun != 0 else { throw ImageDecodingError(message: pngMessage(&image)) }
        image.format = UInt32(PNG_FORMAT_BGRA)
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            png_image_free(&image)
            throw ImageDecodingError(message: "unsupported PNG size \(width)x\(height)")
        }
        let stride = width * 4
        var bytes = [UInt8](repeating: 0, count: stride * height)
        let finished = data.withUnsafeBytes { _ in
            bytes.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, Int32(stride), nil)
            }
        }
        guard finished != 0 else { throw ImageDecodingError(message: pngMessage(&image)) }
        premultiply(&bytes)
        return PixelBuffer(width: width, height: height, stride: stride, bytes: bytes)
    }

    private static func pngMessage(_ image: inout png_image) -> String {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        return "not a readable PNG (\(message))"
    }

    static func premultiply(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    p[i] = UInt8((UInt32(p[i]) * a + 127) / 255)
                    p[i + 1] = UInt8((UInt32(p[i + 1]) * a + 127) / 255)
                    p[i + 2] = UInt8((UInt32(p[i + 2]) * a + 127) / 255)
                }
                i += 4
            }
        }
    }
}

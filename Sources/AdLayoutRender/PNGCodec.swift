import CPNG
import Foundation

/// Errors reading an image file.
public struct ImageDecodingError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// PNG encoding (see ``PNGEncoder``) and decoding (libpng's simplified API).
public enum PNGCodec {
    /// Encodes premultiplied ARGB32 pixels: RGB when every pixel is opaque, else RGBA (un-premultiplied).
    public static func encode(_ image: PixelBuffer) -> Data {
        let encoder = PNGEncoder()
        return image.bytes.withUnsafeBytes {
            encoder.encode($0, width: image.width, height: image.height, stride: image.stride)
        }
    }

    /// Decodes a PNG file's bytes into premultiplied ARGB32.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> PixelBuffer {
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

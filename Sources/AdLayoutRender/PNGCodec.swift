import AdLayoutEngine
import AdLayoutModel
import CPNG
import Foundation

/// Errors reading an image file.
public struct ImageDecodingError: Error, Sendable, CustomStringConvertible {
    /// What is wrong with the file, e.g. "not a readable PNG (a JPEG file)".
    public var message: String
    /// The ``message``.
    public var description: String { message }

    /// An image whose header says it has more than `maxPixels` pixels.
    static func tooLarge(_ header: ImageHeader, maxPixels: Int) -> ImageDecodingError {
        ImageDecodingError(message: "\(header.width)×\(header.height) pixels; the limit is \(ImageHeader.describe(pixels: maxPixels))")
    }
}

/// PNG encoding (see ``PNGEncoder``) and decoding (ISA-L for the unfiltered PNGs the project writes,
/// see ``UnfilteredPNGReader``; libpng's simplified API for every other PNG).
public enum PNGCodec {
    /// Encodes premultiplied ARGB32 pixels: RGB when every pixel is opaque, else RGBA (un-premultiplied).
    public static func encode(_ image: PixelBuffer) -> Data {
        PNGEncoder().encode(image)
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

    /// Decodes a PNG file's bytes into premultiplied ARGB32; PNGs of more than `maxPixels` pixels
    /// are refused from their header, before any pixel memory is allocated.
    public static func decode(_ data: Data, maxPixels: Int = FormatLimits.imagePixels) throws(ImageDecodingError) -> PixelBuffer {
        try checkHeader(data, maxPixels: maxPixels)
        let reader = UnfilteredPNGReader(maxPixels: maxPixels)
        if let rows = reader.read(data) { return withExtendedLifetime(reader) { rows.pixelBuffer() } }
        return try decodeWithLibPNG(data, maxPixels: maxPixels)
    }

    /// The IHDR of `data` says a PNG of at most `maxPixels` pixels, and its chunks are whole
    /// (``PNGChunks``: CRCs match, IEND is there).
    static func checkHeader(_ data: Data, maxPixels: Int) throws(ImageDecodingError) {
        switch data.withUnsafeBytes({ ImageHeader.read($0) }) {
        case .success(let header) where header.format == .png:
            if header.pixels > maxPixels { throw .tooLarge(header, maxPixels: maxPixels) }
            if let problem = PNGChunks.problem(data) { throw ImageDecodingError(message: "not a readable PNG (\(problem))") }
        case .success: throw ImageDecodingError(message: "not a readable PNG (a JPEG file)")
        case .failure(let error): throw ImageDecodingError(message: "not a readable PNG (\(error))")
        }
    }

    /// Decodes with libpng, whatever the PNG's format (``decode(_:maxPixels:)`` tries ISA-L first).
    public static func decodeWithLibPNG(_ data: Data, maxPixels: Int = FormatLimits.imagePixels) throws(ImageDecodingError) -> PixelBuffer {
        try withLibPNG(data, maxPixels: maxPixels) { width, height, fill in
            var ok = false
            let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                ok = fill(UnsafeMutableRawPointer(buffer.baseAddress!))
                count = buffer.count
            }
            return ok ? PixelBuffer(width: width, height: height, stride: width * 4, bytes: bytes) : nil
        }
    }

    /// libpng's state for one image, in a class so the closures of ``withLibPNG(_:maxPixels:output:)`` can reach it.
    private final class LibPNGImage { var image = png_image() }

    /// Reads `data`'s header with libpng, then asks `output` for the pixels' destination: `output`
    /// gets the size and a function that decodes premultiplied ARGB32 rows of `width × 4` bytes into
    /// memory (false when the data is corrupt or truncated), and returns nil when that failed.
    ///
    /// libpng's simplified API is used (its colour handling is what the goldens were made with);
    /// it takes no `png_set_user_limits`, so the size is checked here from the IHDR before
    /// libpng starts and again from what libpng read, before the pixels are allocated. libpng's
    /// built-in limits bound the rest: at most 8 MB for one ancillary chunk (so a compressed text
    /// or profile chunk cannot inflate without bound) and 1000 cached chunks.
    private static func withLibPNG<R>(_ data: Data, maxPixels: Int,
                                      output: (_ width: Int, _ height: Int, _ fill: (UnsafeMutableRawPointer) -> Bool) -> R?)
        throws(ImageDecodingError) -> R
    {
        try checkHeader(data, maxPixels: maxPixels)
        let png = LibPNGImage()
        png.image.version = UInt32(PNG_IMAGE_VERSION)
        // libpng reads from `data`'s bytes until the image is finished: keep them in place till then.
        let outcome = data.withUnsafeBytes { raw -> Result<R, ImageDecodingError> in
            guard png_image_begin_read_from_memory(&png.image, raw.baseAddress, raw.count) != 0 else {
                return .failure(ImageDecodingError(message: pngMessage(&png.image)))
            }
            png.image.format = UInt32(PNG_FORMAT_BGRA)
            let width = Int(png.image.width), height = Int(png.image.height)
            guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= maxPixels,
                  width <= Int(Int32.max) / 4 else {
                png_image_free(&png.image)
                return .failure(.tooLarge(ImageHeader(format: .png, width: width, height: height), maxPixels: maxPixels))
            }
            var message = "not a readable PNG"
            let result = output(width, height) { memory in
                guard png_image_finish_read(&png.image, nil, memory, Int32(width * 4), nil) != 0 else {
                    message = pngMessage(&png.image)
                    return false
                }
                premultiply(memory, count: width * height * 4)
                return true
            }
            guard let result else {
                png_image_free(&png.image)   // safe after libpng freed it: it clears what it freed
                return .failure(ImageDecodingError(message: message))
            }
            return .success(result)
        }
        return try outcome.get()
    }

    private static func pngMessage(_ image: inout png_image) -> String {
        let message = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        return "not a readable PNG (\(message))"
    }

    /// Premultiplies straight-alpha BGRA pixels in place.
    static func premultiply(_ memory: UnsafeMutableRawPointer, count: Int) {
        let p = memory.assumingMemoryBound(to: UInt8.self)
        var i = 0
        while i < count {
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

import CISAL
import CPNG
import Foundation

/// Errors reading an image file.
public struct ImageDecodingError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// PNG encoding and decoding.
///
/// Encoding writes the PNG chunks itself around an ISA-L (igzip) zlib stream: ISA-L deflates a
/// frame ≈20× faster than libpng's zlib while every decoder reads the result (see
/// rendering-performance.md). Rows are unfiltered (filter NONE), which for flat UI content is both
/// faster and smaller than adaptive filtering. No timestamps or text chunks: the same pixels always
/// give the same bytes. Decoding uses libpng's simplified API.
public enum PNGCodec {
    /// Encodes premultiplied ARGB32 pixels: RGB when every pixel is opaque, else RGBA (un-premultiplied).
    public static func encode(_ image: PixelBuffer) -> Data {
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + image.width * channels
        var raw = [UInt8](repeating: 0, count: rowBytes * image.height)
        image.bytes.withUnsafeBufferPointer { src in
            raw.withUnsafeMutableBufferPointer { dst in
                for y in 0..<image.height {
                    var s = y * image.stride
                    var d = y * rowBytes + 1   // filter byte 0 (NONE) precedes each row
                    for _ in 0..<image.width {
                        let b = src[s], g = src[s + 1], r = src[s + 2], a = src[s + 3]
                        if opaque {
                            dst[d] = r; dst[d + 1] = g; dst[d + 2] = b
                        } else if a == 0 {
                            dst[d] = 0; dst[d + 1] = 0; dst[d + 2] = 0; dst[d + 3] = 0
                        } else {
                            // Un-premultiply with rounding.
                            let a32 = UInt32(a)
                            dst[d] = UInt8(min(255, (UInt32(r) * 255 + a32 / 2) / a32))
                            dst[d + 1] = UInt8(min(255, (UInt32(g) * 255 + a32 / 2) / a32))
                            dst[d + 2] = UInt8(min(255, (UInt32(b) * 255 + a32 / 2) / a32))
                            dst[d + 3] = a
                        }
                        s += 4; d += channels
                    }
                }
            }
        }
        let idat = deflate(raw)
        var out = Data(capacity: idat.count + 64)
        out.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = [UInt8]()
        ihdr += bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        ihdr += [8, opaque ? 2 : 6, 0, 0, 0]   // 8-bit, RGB or RGBA, deflate, adaptive filter set, no interlace
        appendChunk("IHDR", ihdr, to: &out)
        appendChunk("IDAT", idat, to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ payload: [UInt8], to out: inout Data) {
        let typeBytes = Array(type.utf8)
        out.append(contentsOf: bigEndian(UInt32(payload.count)))
        var crcInput = typeBytes + payload
        let crc = crcInput.withUnsafeMutableBufferPointer { crc32_gzip_refl(0, $0.baseAddress, UInt64($0.count)) }
        out.append(contentsOf: crcInput)
        out.append(contentsOf: bigEndian(crc))
        _ = crcInput
    }

    /// A zlib stream of `input` from ISA-L at level 1.
    static func deflate(_ input: [UInt8]) -> [UInt8] {
        var stream = isal_zstream()
        var levelBuffer = [UInt8](repeating: 0, count: Int(adl_isal_lvl1_buffer_size))
        // Stored blocks bound the worst case: input + 5 bytes per 64 KiB block + header/trailer.
        var output = [UInt8](repeating: 0, count: input.count + input.count / 16_000 * 5 + 1024)
        var input = input
        let written: Int = input.withUnsafeMutableBufferPointer { inp in
            output.withUnsafeMutableBufferPointer { outp in
                levelBuffer.withUnsafeMutableBufferPointer { lvl in
                    isal_deflate_init(&stream)
                    stream.level = 1
                    stream.level_buf = lvl.baseAddress
                    stream.level_buf_size = UInt32(lvl.count)
                    stream.gzip_flag = UInt16(IGZIP_ZLIB)
                    stream.end_of_stream = 1
                    stream.flush = UInt16(NO_FLUSH)
                    stream.next_in = inp.baseAddress
                    stream.avail_in = UInt32(inp.count)
                    stream.next_out = outp.baseAddress
                    stream.avail_out = UInt32(outp.count)
                    let status = isal_deflate(&stream)
                    precondition(status == COMP_OK && stream.internal_state.state == ZSTATE_END,
                                 "ISA-L deflate failed (\(status)); the output bound is wrong")
                    return Int(stream.total_out)
                }
            }
        }
        return Array(output.prefix(written))
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

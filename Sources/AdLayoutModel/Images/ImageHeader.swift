import Foundation

/// What an image file's header says — its format and pixel size — read without decoding it, so a
/// huge image is refused before any memory is spent on its pixels.
public struct ImageHeader: Sendable, Hashable {
    /// The file formats AdLayout draws.
    public enum Format: String, Sendable, Hashable { case png = "PNG", jpeg = "JPEG" }

    /// PNG or JPEG.
    public var format: Format
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A header saying `format`, `width` × `height`.
    public init(format: Format, width: Int, height: Int) {
        self.format = format; self.width = width; self.height = height
    }

    /// Width × height.
    public var pixels: Int { width.multipliedReportingOverflow(by: height).overflow ? .max : width * height }

    /// A pixel limit for messages: "64 Mpx", or "100 pixels" when not whole megapixels.
    public static func describe(pixels limit: Int) -> String {
        limit % 1_000_000 == 0 ? "\(limit / 1_000_000) Mpx" : "\(limit) pixels"
    }

    /// The header of `data` (the file's first bytes; a JPEG's size may be some kilobytes in), or
    /// why there is none: `nil` reason means "need more bytes".
    public static func read(_ data: UnsafeRawBufferPointer) -> Result<ImageHeader, ImageHeaderError> {
        let b = data.bindMemory(to: UInt8.self)
        if b.count >= 8, Array(b[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            // IHDR is the first chunk: length, "IHDR", width, height (big-endian).
            guard b.count >= 24 else { return .failure(.truncated) }
            guard b[12] == 0x49, b[13] == 0x48, b[14] == 0x44, b[15] == 0x52 else { return .failure(.corrupt("no IHDR chunk")) }
            let w = Int(b[16]) << 24 | Int(b[17]) << 16 | Int(b[18]) << 8 | Int(b[19])
            let h = Int(b[20]) << 24 | Int(b[21]) << 16 | Int(b[22]) << 8 | Int(b[23])
            guard w > 0, h > 0 else { return .failure(.corrupt("a size of \(w)×\(h)")) }
            return .success(ImageHeader(format: .png, width: w, height: h))
        }
        if b.count >= 2, b[0] == 0xFF, b[1] == 0xD8 {
            // Walk the segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG, DAC).
            var i = 2
            while i + 4 <= b.count {
                guard b[i] == 0xFF else { return .failure(.corrupt("a broken marker")) }
                let marker = b[i + 1]
                if marker == 0xFF { i += 1; continue }                    // fill byte
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
                if marker == 0xD9 || marker == 0xDA { return .failure(.corrupt("no frame header before the image data")) }
                let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
                guard length >= 2 else { return .failure(.corrupt("a segment of length \(length)")) }
                if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                    guard i + 9 <= b.count else { return .failure(.truncated) }
                    let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                    guard w > 0, h > 0 else { return .failure(.corrupt("a size of \(w)×\(h)")) }
                    return .success(ImageHeader(format: .jpeg, width: w, height: h))
                }
                i += 2 + length
            }
            return .failure(.truncated)
        }
        return .failure(b.count < 8 ? .truncated : .notAnImage)
    }

    /// The header of the file at `url` (regular files only), reading at most 1 MB.
    public static func read(contentsOf url: URL) -> Result<ImageHeader, ImageHeaderError> {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.unreadable(FileReading.reason(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(FileReading.reason(errno))) }
        if let kind = FileReading.nonRegularKind(info.st_mode) { return .failure(.unreadable(kind)) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var filled = 0
        while true {
            if filled == buffer.count {
                guard buffer.count < 1 << 20 else { return .failure(.corrupt("no frame header in its first megabyte")) }
                buffer += [UInt8](repeating: 0, count: buffer.count)
            }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 { if errno == EINTR { continue }; return .failure(.unreadable(FileReading.reason(errno))) }
            filled += n
            let result = buffer.withUnsafeBytes { Self.read(UnsafeRawBufferPointer(rebasing: $0[0..<filled])) }
            if case .failure(.truncated) = result, n > 0 { continue }
            if case .failure(.truncated) = result, filled == 0 { return .failure(.corrupt("an empty file")) }
            return result
        }
    }
}

/// Why an image's header could not be read.
public enum ImageHeaderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file ends before its size is known.
    case truncated
    /// Neither PNG nor JPEG.
    case notAnImage
    /// A PNG or JPEG whose header is broken.
    case corrupt(String)
    /// The file cannot be read ("no such file or directory", "is a directory", …).
    case unreadable(String)

    /// The reason, in words for a message.
    public var description: String {
        switch self {
        case .truncated: "the file ends before its header does"
        case .notAnImage: "not a PNG or JPEG file"
        case .corrupt(let what): "a broken image header (\(what))"
        case .unreadable(let why): why
        }
    }
}

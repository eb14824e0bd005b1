import AdLayoutEngine
import AdLayoutModel
import CCairoPango
import CJPEGDecoder
import Foundation
import Synchronization

/// Decodes image files once and keeps them, plus copies pre-scaled (aspect-fill) to the exact
/// device-pixel size they are drawn at: scaling once with a good filter and painting 1:1 is
/// byte-identical to scaling at paint time and several times faster (docs/performance.md).
/// The images a frame needs and does not have yet are decoded and scaled on all cores at once
/// (``prepare(_:)``): a first frame with a dozen icons waits for the slowest, not for their sum.
/// A value (its pixels are shared ``PixelBuffer``s), owned by one renderer.
/// Decoded and scaled pixels are also shared with the process's other renderers
/// (``SharedImageCache``), so parallel pipelines do that work once per image.
struct ImageStore: Sendable {
    private var decoded: [String: Result<PixelBuffer, ImageDecodingError>] = [:]
    private var scaled: [ScaledKey: PixelBuffer] = [:]
    private(set) var warned: Set<String> = []
    /// The most pixels an image may have: the run's budget (``ImageTable/pixelBudget``), set per frame.
    var pixelBudget = FormatLimits.imagePixels
    /// Bytes of the decoded originals in `decoded`.
    private var keptBytes = 0
    /// Decoded originals are kept (to draw them at new sizes) up to this many bytes; past it they
    /// are let go and decoded again when needed, so many large images cost one at a time, not their
    /// sum. Originals larger than a quarter of it are let go as soon as their scaled copies exist.
    let keptOriginalBytes: Int

    /// A store keeping at most `keptOriginalBytes` of decoded originals.
    init(keptOriginalBytes: Int = 256 << 20) { self.keptOriginalBytes = keptOriginalBytes }

    /// How many decoded originals are kept now.
    var keptOriginalCount: Int { decoded.values.filter { if case .success = $0 { true } else { false } }.count }

    private struct ScaledKey: Hashable, Sendable { var path: String; var width: Int; var height: Int }

    /// Resolves a document-relative path.
    static func resolve(_ source: ImageSource, base: URL?) -> String {
        if source.path.hasPrefix("/") || base == nil { return source.path }
        return base!.appendingPathComponent(source.path).standardizedFileURL.path
    }

    /// An image a frame draws: its file and device-pixel size.
    struct Request: Hashable, Sendable { var path: String; var width: Int; var height: Int }

    /// Decodes and scales, on all cores, whichever of `requests` are not cached yet (one task per file).
    mutating func prepare(_ requests: Set<Request>) {
        let missing = Dictionary(grouping: requests.filter {
            Self.prescales(width: $0.width, height: $0.height)
                && scaled[ScaledKey(path: $0.path, width: $0.width, height: $0.height)] == nil
                && (decoded[$0.path].map { if case .success = $0 { true } else { false } } ?? true)
        }, by: \.path)
        guard missing.count > 1 else { return }   // one file: nothing to overlap
        struct Work: Sendable {
            var path: String, sizes: [Request], original: Result<PixelBuffer, ImageDecodingError>?
            var made: [(ScaledKey, PixelBuffer)] = []
            var kept = true
        }
        let work = Mutex(missing.map { Work(path: $0.key, sizes: $0.value, original: decoded[$0.key]) })
        let count = missing.count, budget = pixelBudget, releaseAbove = keptOriginalBytes / 4
        DispatchQueue.concurrentPerform(iterations: count) { @Sendable i in
            var item = work.withLock { $0[i] }
            let loaded = item.original == nil
            let original = item.original ?? Self.load(item.path, maxPixels: budget)
            if case .success(let source) = original {
                for r in item.sizes {
                    item.made.append((ScaledKey(path: item.path, width: r.width, height: r.height),
                                      Self.scaled(source, path: item.path, width: r.width, height: r.height)))
                }
                if loaded && source.byteCount > releaseAbove { item.kept = false }
            }
            item.original = original
            work.withLock { $0[i] = item }
        }
        for item in work.withLock({ $0 }) {
            if item.kept && decoded[item.path] == nil { keep(item.path, item.original!) }
            for (key, image) in item.made { scaled[key] = image }
        }
    }

    /// Keeps a decoded original (or why it cannot be read), first letting go of the others when
    /// they would take more than ``keptOriginalBytes`` with it.
    private mutating func keep(_ path: String, _ result: Result<PixelBuffer, ImageDecodingError>) {
        if case .success(let image) = result {
            if keptBytes + image.byteCount > keptOriginalBytes {
                for (kept, earlier) in decoded { if case .success = earlier { decoded[kept] = nil } }
                keptBytes = 0
            }
            keptBytes += image.byteCount
        }
        decoded[path] = result
    }

    /// The image aspect-filled into `width`×`height` device pixels, or the reason it cannot be read.
    mutating func scaledImage(_ path: String, width: Int, height: Int) -> Result<PixelBuffer, ImageDecodingError> {
        let key = ScaledKey(path: path, width: width, height: height)
        if let hit = scaled[key] { return .success(hit) }
        let source: PixelBuffer
        switch original(path) {
        case .failure(let e): return .failure(e)
        case .success(let s): source = s
        }
        let image = Self.scaled(source, path: path, width: width, height: height)
        scaled[key] = image
        return .success(image)
    }

    /// Paints `source` aspect-filled into the `width`×`height` box at the origin of `cr`'s user space
    /// (CAIRO_FILTER_GOOD, edges padded).
    static func paintAspectFilled(_ source: PixelBuffer, width: Double, height: Double, cr: OpaquePointer) {
        let sw = Double(source.width), sh = Double(source.height)
        let s = max(width / sw, height / sh)
        cairo_translate(cr, (width - sw * s) / 2, (height - sh * s) / 2)
        cairo_scale(cr, s, s)
        source.withCairoSurface { surface in
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)   // lets go of the surface before it is finished
        }
    }

    /// Records that a warning for `path` was printed; true the first time.
    mutating func shouldWarn(_ path: String) -> Bool { warned.insert(path).inserted }

    /// Device pixels a pre-scaled copy may have: more than any frame shows (a full-bleed image at
    /// @3x has 3 Mpx). An image drawn larger is painted from the original, scaled as it is drawn,
    /// so a tiny icon stretched to 10,000 points does not allocate gigabytes.
    static let maximumScaledPixels = 16_000_000

    /// A length in device pixels, at least 1 and saturated (a node may be any size).
    static func devicePixels(_ points: CGFloat, _ scale: Int) -> Int {
        let pixels = (Double(points) * Double(scale)).rounded()
        guard pixels.isFinite else { return 1 }
        return Int(min(max(pixels, 1), 1e9))
    }

    /// Whether an image drawn `width`×`height` device pixels gets a pre-scaled copy.
    static func prescales(width: Int, height: Int) -> Bool {
        width <= FormatLimits.canvasSidePixels && height <= FormatLimits.canvasSidePixels
            && width * height <= maximumScaledPixels
    }

    /// The decoded image at `path` (kept), or the reason it cannot be read.
    mutating func original(_ path: String) -> Result<PixelBuffer, ImageDecodingError> {
        if let hit = decoded[path] { return hit }
        let result = Self.load(path, maxPixels: pixelBudget)
        keep(path, result)
        return result
    }

    /// The image at `path`: the process's shared pixels when another renderer decoded it already,
    /// else decoded here (and shared).
    static func load(_ path: String, maxPixels: Int) -> Result<PixelBuffer, ImageDecodingError> {
        let key = SharedImageCache.key(path)
        if let key, let image = SharedImageCache.shared.image(key) { return .success(image) }
        return decode(path, maxPixels: maxPixels).map { image in
            guard let key else { return image }
            return SharedImageCache.shared.insert(image, for: key)
        }
    }

    /// `source` aspect-filled into `width`×`height` (CAIRO_FILTER_GOOD, edges padded), shared:
    /// scaled here unless another renderer did it already.
    static func scaled(_ source: PixelBuffer, path: String, width: Int, height: Int) -> PixelBuffer {
        let key = SharedImageCache.key(path, width: width, height: height)
        if let key, let image = SharedImageCache.shared.image(key) { return image }
        let image = PixelBuffer.drawn(width: width, height: height) { cr in
            paintAspectFilled(source, width: Double(width), height: Double(height), cr: cr)
        }
        guard let key else { return image }
        return SharedImageCache.shared.insert(image, for: key)
    }

    /// Decodes the PNG or JPEG file at `path` (a regular file) of at most `maxPixels` pixels.
    ///
    /// The resolver checked the file's header already; the renderer checks again, from the bytes
    /// it decodes (the file may have changed since), before any memory is spent on pixels: a
    /// decoded image costs at most 4 × `maxPixels` bytes. Truncated or corrupt data is an error
    /// (a placeholder and a warning), never half an image.
    static func decode(_ path: String, maxPixels: Int = FormatLimits.imagePixels) -> Result<PixelBuffer, ImageDecodingError> {
        let data: Data
        do {
            data = try FileReading.contents(of: URL(fileURLWithPath: path), limit: maxFileBytes(maxPixels: maxPixels))
        } catch {
            return .failure(ImageDecodingError(message: "cannot read the file: \(error.reason)"))
        }
        let header: ImageHeader
        switch data.withUnsafeBytes({ ImageHeader.read($0) }) {
        case .failure(let error): return .failure(ImageDecodingError(message: error.description))
        case .success(let h): header = h
        }
        guard header.pixels <= maxPixels else { return .failure(.tooLarge(header, maxPixels: maxPixels)) }
        do {
            switch header.format {
            case .png: return .success(try PNGCodec.decode(data, maxPixels: maxPixels))
            case .jpeg: return .success(try decodeJPEG(data, maxPixels: maxPixels))
            }
        } catch {
            return .failure(error)
        }
    }

    /// The largest image file read: a compressed image is smaller than its pixels, give or take
    /// its metadata.
    static func maxFileBytes(maxPixels: Int) -> Int {
        let (bytes, overflow) = maxPixels.multipliedReportingOverflow(by: 4)
        return overflow ? .max : bytes + (16 << 20)
    }

    static func decodeJPEG(_ data: Data, maxPixels: Int = FormatLimits.imagePixels) throws(ImageDecodingError) -> PixelBuffer {
        var w: Int32 = 0, h: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        func decode(into pixels: UnsafeMutablePointer<UInt8>?, capacity: Int) -> Int32 {
            data.withUnsafeBytes { raw in
                adl_jpeg_decode_bgra(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count, max(0, maxPixels),
                                     pixels, capacity, &w, &h, &message, message.count)
            }
        }
        // The header first (its size checked against the limit), then the pixels straight into
        // Swift's memory: opaque BGRA rows of width × 4 bytes, Cairo's ARGB32 layout.
        var status = decode(into: nil, capacity: 0)
        let count = Int(w) * Int(h) * 4
        if status == 1 {
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                status = decode(into: buffer.baseAddress, capacity: count)
                initialized = count   // read only when the decode succeeded
            }
            if status == 0 { return PixelBuffer(width: Int(w), height: Int(h), stride: Int(w) * 4, bytes: bytes) }
        }
        throw ImageDecodingError(message: "not a readable JPEG (\(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))")
    }
}

import AdLayoutCore
import CCairoPango
import CJPEGDecoder
import Foundation
import Synchronization

/// Decodes image files once and keeps them, plus copies pre-scaled (aspect-fill) to the exact
/// device-pixel size they are drawn at: scaling once with a good filter and painting 1:1 is
/// byte-identical to scaling at paint time and several times faster (rendering-performance.md).
/// The images a frame needs and does not have yet are decoded and scaled on all cores at once
/// (``prepare(_:)``): a first frame with a dozen icons waits for the slowest, not for their sum.
/// Decoded and scaled pixels are also shared with the process's other renderers
/// (``SharedImageCache``), so parallel pipelines do that work once per image.
final class ImageStore {
    private var decoded: [String: Result<OpaquePointer, ImageDecodingError>] = [:]
    private var scaled: [ScaledKey: OpaquePointer] = [:]
    private(set) var warned: Set<String> = []

    private struct ScaledKey: Hashable { var path: String; var width: Int; var height: Int }

    deinit {
        for case .success(let s) in decoded.values { cairo_surface_destroy(s) }
        for s in scaled.values { cairo_surface_destroy(s) }
    }

    /// Resolves a document-relative path.
    static func resolve(_ source: ImageSource, base: URL?) -> String {
        if source.path.hasPrefix("/") || base == nil { return source.path }
        return base!.appendingPathComponent(source.path).standardizedFileURL.path
    }

    /// An image a frame draws: its file and device-pixel size.
    struct Request: Hashable, Sendable { var path: String; var width: Int; var height: Int }

    /// Decodes and scales, on all cores, whichever of `requests` are not cached yet. One task per
    /// file: a Cairo surface is never a source on two threads at once.
    func prepare(_ requests: Set<Request>) {
        let missing = Dictionary(grouping: requests.filter {
            scaled[ScaledKey(path: $0.path, width: $0.width, height: $0.height)] == nil
                && (decoded[$0.path].map { if case .success = $0 { true } else { false } } ?? true)
        }, by: \.path)
        guard missing.count > 1 else { return }   // one file: nothing to overlap
        // Cairo surfaces are handed between threads whole, never used on two at once.
        struct Work: @unchecked Sendable {
            var path: String, sizes: [Request], original: Result<OpaquePointer, ImageDecodingError>?
            var made: [(ScaledKey, OpaquePointer)] = []
        }
        let work = Mutex(missing.map { Work(path: $0.key, sizes: $0.value, original: decoded[$0.key]) })
        let count = missing.count
        DispatchQueue.concurrentPerform(iterations: count) { i in
            var item = work.withLock { $0[i] }
            let original = item.original ?? Self.load(item.path)
            if case .success(let source) = original {
                for r in item.sizes {
                    item.made.append((ScaledKey(path: item.path, width: r.width, height: r.height),
                                      Self.scaled(source, path: item.path, width: r.width, height: r.height)))
                }
            }
            item.original = original
            work.withLock { $0[i] = item }
        }
        let results = work.withLock { $0 }.map { ($0.path, $0.original!, $0.made) }
        for (path, original, made) in results {
            decoded[path] = original
            for (key, surface) in made { scaled[key] = surface }
        }
    }

    /// The image aspect-filled into `width`×`height` device pixels, or the reason it cannot be read.
    func surface(for path: String, width: Int, height: Int) -> Result<OpaquePointer, ImageDecodingError> {
        let key = ScaledKey(path: path, width: width, height: height)
        if let hit = scaled[key] { return .success(hit) }
        let source: OpaquePointer
        switch original(path) {
        case .failure(let e): return .failure(e)
        case .success(let s): source = s
        }
        let target = Self.scaled(source, path: path, width: width, height: height)
        scaled[key] = target
        return .success(target)
    }

    /// `source` aspect-filled into `target` (CAIRO_FILTER_GOOD, edges padded).
    static func scale(_ source: OpaquePointer, into target: OpaquePointer) {
        let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
        let cr = cairo_create(target)!
        let sw = Double(cairo_image_surface_get_width(source)), sh = Double(cairo_image_surface_get_height(source))
        let s = max(width / sw, height / sh)
        cairo_translate(cr, (width - sw * s) / 2, (height - sh * s) / 2)
        cairo_scale(cr, s, s)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
    }

    /// Records that a warning for `path` was printed; true the first time.
    func shouldWarn(_ path: String) -> Bool { warned.insert(path).inserted }

    private func original(_ path: String) -> Result<OpaquePointer, ImageDecodingError> {
        if let hit = decoded[path] { return hit }
        let result = Self.load(path)
        decoded[path] = result
        return result
    }

    /// The image at `path` as a new surface: over the process's shared pixels when another
    /// renderer decoded it already, else decoded here (and shared).
    static func load(_ path: String) -> Result<OpaquePointer, ImageDecodingError> {
        let key = SharedImageCache.key(path)
        if let key, let image = SharedImageCache.shared.image(key) { return .success(image.makeSurface()) }
        return decode(path).map { pixels in
            var image = pixels.withView { SharedImage(copying: $0) }
            if let key { image = SharedImageCache.shared.insert(image, for: key) }
            return image.makeSurface()
        }
    }

    /// `source` aspect-filled into `width`×`height`, over shared pixels: scaled here unless another
    /// renderer did it already.
    static func scaled(_ source: OpaquePointer, path: String, width: Int, height: Int) -> OpaquePointer {
        let key = SharedImageCache.key(path, width: width, height: height)
        if let key, let image = SharedImageCache.shared.image(key) { return image.makeSurface() }
        let image = SharedImage(width: width, height: height)
        let target = image.makeSurface()
        scale(source, into: target)
        guard let key else { return target }
        let kept = SharedImageCache.shared.insert(image, for: key)
        if kept === image { return target }
        cairo_surface_destroy(target)
        return kept.makeSurface()
    }

    /// Decodes the PNG or JPEG file at `path`.
    static func decode(_ path: String) -> Result<PixelBuffer, ImageDecodingError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ImageDecodingError(message: FileManager.default.fileExists(atPath: path)
                                               ? "cannot read the file" : "no such file"))
        }
        let pixels: PixelBuffer
        do {
            if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                pixels = try PNGCodec.decode(data)
            } else if data.starts(with: [0xFF, 0xD8]) {
                pixels = try decodeJPEG(data)
            } else {
                return .failure(ImageDecodingError(message: "not a PNG or JPEG file"))
            }
        } catch {
            return .failure(error)
        }
        return .success(pixels)
    }

    static func decodeJPEG(_ data: Data) throws(ImageDecodingError) -> PixelBuffer {
        var out: UnsafeMutablePointer<UInt8>?
        var w: Int32 = 0, h: Int32 = 0, stride: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            adl_jpeg_decode_bgra(raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count,
                                 &out, &w, &h, &stride, &message, message.count)
        }
        guard status == 0, let out else {
            throw ImageDecodingError(message: "not a readable JPEG (\(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))")
        }
        defer { free(out) }
        let bytes = Array(UnsafeBufferPointer(start: out, count: Int(stride) * Int(h)))
        return PixelBuffer(width: Int(w), height: Int(h), stride: Int(stride), bytes: bytes)
    }
}

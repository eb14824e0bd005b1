import CCairoPango
import Foundation
import Synchronization

/// Pixels decoded or pre-scaled once and then only read: the memory behind the Cairo surfaces of
/// every renderer that draws the image (each renderer has its own surface object over it; a Cairo
/// surface is never shared between threads, and sources are only read).
final class SharedImage: @unchecked Sendable {
    let width: Int, height: Int, stride: Int
    let memory: UnsafeMutableRawPointer

    /// Zeroed pixels of `width`×`height`, to be drawn into once before being shared.
    init(width: Int, height: Int) {
        self.width = width; self.height = height
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        memory = calloc(max(1, stride * height), 1)!
    }

    /// Pixels in `memory` (from `malloc`, rows `stride` bytes apart, as Cairo lays out ARGB32), now owned by the image.
    init(adopting memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        self.width = width; self.height = height; self.stride = stride; self.memory = memory
    }

    /// A copy of `pixels`.
    convenience init(copying pixels: PixelView) {
        self.init(width: pixels.width, height: pixels.height)
        for y in 0..<height { (memory + y * stride).copyMemory(from: pixels.row(y), byteCount: width * 4) }
    }

    deinit { free(memory) }

    var byteCount: Int { stride * height }

    /// A new Cairo surface over these pixels; it keeps them alive until it is destroyed.
    func makeSurface() -> OpaquePointer {
        let surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride))!
        cairo_surface_set_user_data(surface, SharedImage.ownerKey, Unmanaged.passRetained(self).toOpaque()) { owner in
            Unmanaged<SharedImage>.fromOpaque(owner!).release()
        }
        return surface
    }

    /// The key of the surface's reference to its pixels (only its address matters).
    nonisolated(unsafe) static let ownerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}

/// Decoded and pre-scaled images shared by every renderer of the process, so that parallel
/// pipelines (a suite's jobs) decode and scale each image once, not once per job, and keep one copy
/// of its pixels. Entries are keyed by the file's path and identity (device, inode, size,
/// modification time), so an edited file is read again.
final class SharedImageCache: Sendable {
    static let shared = SharedImageCache()

    /// Past this many bytes of pixels the cache starts over (surfaces in use keep theirs).
    static let byteLimit = 256 << 20

    struct Key: Hashable, Sendable {
        var path: String, device: UInt64, inode: UInt64, size: Int64, modified: Int64
        /// Device pixels of a scaled copy; nil for the decoded original.
        var width: Int?, height: Int?
    }

    private struct State {
        var images: [Key: SharedImage] = [:]
        var bytes = 0
    }
    private let state = Mutex(State())

    /// The key of the file at `path` as it is now (nil when it cannot be read).
    static func key(_ path: String, width: Int? = nil, height: Int? = nil) -> Key? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Key(path: path, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                   modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                   width: width, height: height)
    }

    func image(_ key: Key) -> SharedImage? {
        state.withLock { $0.images[key] }
    }

    /// Adds `image` unless another renderer added one meanwhile; returns the one kept.
    func insert(_ image: SharedImage, for key: Key) -> SharedImage {
        state.withLock { state in
            if let existing = state.images[key] { return existing }
            if state.bytes + image.byteCount > Self.byteLimit {
                state.images.removeAll()
                state.bytes = 0
            }
            state.images[key] = image
            state.bytes += image.byteCount
            return image
        }
    }
}

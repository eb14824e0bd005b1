import CCairoPango
import Foundation
import Synchronization

/// Decoded and pre-scaled images shared by every renderer of the process, so that parallel
/// pipelines (a suite's jobs) decode and scale each image once, not once per job, and keep one copy
/// of its pixels (a ``PixelBuffer`` is shared, never copied, until written to; nobody writes them). Entries are keyed by the file's path and identity (device, inode, size,
/// modification time), so an edited file is read again.
final class SharedImageCache: Sendable {
    static let shared = SharedImageCache()

    /// Past this many bytes of pixels the cache starts over (images in use keep their pixels).
    static let byteLimit = 256 << 20

    struct Key: Hashable, Sendable {
        var path: String, device: UInt64, inode: UInt64, size: Int64, modified: Int64
        /// Device pixels of a scaled copy; nil for the decoded original.
        var width: Int?, height: Int?
    }

    private struct State {
        var images: [Key: PixelBuffer] = [:]
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

    func image(_ key: Key) -> PixelBuffer? {
        state.withLock { $0.images[key] }
    }

    /// Adds `image` unless another renderer added one meanwhile; returns the one kept.
    func insert(_ image: PixelBuffer, for key: Key) -> PixelBuffer {
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

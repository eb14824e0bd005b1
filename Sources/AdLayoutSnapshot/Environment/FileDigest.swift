import CCrypto
import Foundation
import Synchronization

/// SHA-256 of files, read in chunks (font collections are 20–30 MB each), through OpenSSL's
/// libcrypto: a system library every Linux machine has, instead of a vendored crypto package that
/// would cost a consumer's first build about a minute.
enum FileDigest {
    /// The lowercase hex SHA-256 of the file at `path`, or nil when it cannot be read.
    static func sha256(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let context = EVP_MD_CTX_new() else { return nil }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else { return nil }
        do {
            // nil or empty: end of file.
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                let ok = chunk.withUnsafeBytes { EVP_DigestUpdate(context, $0.baseAddress, $0.count) }
                guard ok == 1 else { return nil }
            }
        } catch {
            return nil
        }
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &digest, &length) == 1 else { return nil }
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }

    /// The SHA-256 of each of `paths` (nil for a file that cannot be read). A digest recorded in
    /// `cache` is reused while the file's device, inode, size, modification and change times are
    /// those recorded (hashing ~100–300 MB of fonts would otherwise cost every verify run a few
    /// hundred milliseconds); the others are computed on all cores and the cache is rewritten.
    static func sha256(ofFilesAt paths: [String], cache: URL?) -> [String: String?] {
        var cached = cache.flatMap { try? JSONDecoder().decode([String: CachedDigest].self, from: Data(contentsOf: $0)) } ?? [:]
        var results: [String: String?] = [:]
        var missing: [(path: String, stamp: FileStamp?)] = []
        for path in paths {
            let stamp = FileStamp(path: path)
            if let stamp, let hit = cached[path], hit.stamp == stamp {
                results[path] = hit.sha256
            } else {
                missing.append((path, stamp))
            }
        }
        guard !missing.isEmpty else { return results }
        let toHash = missing.map(\.path)
        let computed = Mutex([String?](repeating: nil, count: toHash.count))
        DispatchQueue.concurrentPerform(iterations: toHash.count) { i in
            let digest = sha256(ofFileAt: toHash[i])
            computed.withLock { $0[i] = digest }
        }
        let digests = computed.withLock { $0 }
        for (i, file) in missing.enumerated() {
            results[file.path] = digests[i]
            if let stamp = file.stamp, let digest = digests[i] { cached[file.path] = CachedDigest(stamp: stamp, sha256: digest) }
        }
        if let cache {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            // A cache that cannot be written only costs the next run the hashing.
            try? FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let data = try? encoder.encode(cached) { try? data.write(to: cache, options: .atomic) }
        }
        return results
    }

    /// A digest and the file identity it was computed for.
    private struct CachedDigest: Codable {
        var stamp: FileStamp
        var sha256: String
    }

    /// What changes when a file's contents may have: device, inode, size, modification and
    /// change times (the change time cannot be set back by hand).
    private struct FileStamp: Codable, Equatable {
        var device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev); inode = UInt64(info.st_ino); size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }
    }
}

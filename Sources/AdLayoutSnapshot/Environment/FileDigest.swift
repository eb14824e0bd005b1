import CCrypto
import Foundation

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
}

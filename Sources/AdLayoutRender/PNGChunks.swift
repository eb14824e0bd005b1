import CISAL
import Foundation

/// The chunk structure of a PNG file, checked before its pixels are trusted: every chunk lies
/// within the file and has the CRC-32 it states (ISA-L's, at several GB/s), the first is IHDR and
/// the file ends with IEND. A golden cut short after its image data, or with a flipped bit,
/// inflates to plausible rows; only this check tells it from a whole file.
public enum PNGChunks {
    /// Why the PNG in `bytes` is not whole, or nil when it is (only the structure is checked, not
    /// the pixel data).
    public static func problem(_ bytes: UnsafeRawBufferPointer) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(signature) else { return "not a PNG file (no PNG signature)" }
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var offset = 8
        var first = true
        while true {
            guard offset + 12 <= bytes.count else { return "truncated: the file ends before its IEND chunk" }
            let length = u32(offset)
            let name = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else {
                return "truncated: the file ends inside its \(name) chunk (before IEND)"
            }
            if first, name != "IHDR" { return "corrupt: the first chunk is \(name), not IHDR" }
            first = false
            let stated = UInt32(u32(offset + 8 + length))
            let crc = crc32_gzip_refl(0, (bytes.baseAddress! + offset + 4).assumingMemoryBound(to: UInt8.self), UInt64(length + 4))
            guard crc == stated else { return "corrupt: the CRC of its \(name) chunk at byte \(offset) does not match" }
            offset += 12 + length
            if name == "IEND" { return nil }
        }
    }

    /// ``problem(_:)`` of `data`.
    public static func problem(_ data: Data) -> String? { data.withUnsafeBytes { problem($0) } }
}

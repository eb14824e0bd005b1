import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A minimal WebSocket client (RFC 6455) over a blocking socket to 127.0.0.1, for tests that speak
/// the studio's protocol without a browser: it sends masked text frames and reads whole frames.
/// Every call blocks, so tests run it on a thread of its own (``onThread(_:)``).
final class RawWebSocket {
    /// One message from the server.
    enum Frame: Equatable, Sendable {
        case text(String)
        case binary([UInt8])
        case close(code: Int, reason: String)
    }

    private let fd: Int32
    private var pending: [UInt8] = []

    /// Connects and upgrades `/ws`; throws unless the server answers 101.
    init(port: Int, timeout: TimeInterval = 30) throws {
        fd = try loopbackSocket(port: port, timeout: timeout)
        try writeAll(Array(("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        var head: [UInt8] = []
        while !head.ends(with: Array("\r\n\r\n".utf8)) {
            guard let byte = try readBytes(1).first else { throw RawHTTPError.connect }
            head.append(byte)
        }
        guard statusCode(String(decoding: head, as: UTF8.self)) == 101 else { close(fd); throw RawHTTPError.connect }
    }

    deinit { close(fd) }

    /// Sends `text` as one masked text frame.
    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            let length = UInt64(payload.count)
            frame += (0..<8).reversed().map { (byte: Int) -> UInt8 in UInt8(truncatingIfNeeded: length >> UInt64(byte * 8)) }
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try writeAll(frame)
    }

    /// The next text, binary or close frame (pings are skipped); nil when the server closed the
    /// connection or sent nothing within the timeout.
    func receive() throws -> Frame? {
        while true {
            let head = try readBytes(2)
            guard head.count == 2 else { return nil }
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                length = try readBytes(2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try readBytes(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try readBytes(length)
            guard payload.count == length else { return nil }
            switch head[0] & 0x0F {
            case 0x1: return .text(String(decoding: payload, as: UTF8.self))
            case 0x2: return .binary(payload)
            case 0x8:
                let code = payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005
                return .close(code: code, reason: String(decoding: payload.dropFirst(2), as: UTF8.self))
            default: continue
            }
        }
    }

    /// The next frame that is not a `files` or `changed` push (the server sends those on its own).
    func reply() throws -> Frame? {
        while let frame = try receive() {
            if case .text(let text) = frame, text.contains(#""type":"files""#) || text.contains(#""type":"changed""#) { continue }
            return frame
        }
        return nil
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw RawHTTPError.write }
            done += n
        }
    }

    /// `count` bytes, fewer when the connection ends or the timeout passes.
    private func readBytes(_ count: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while pending.count < count {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            pending += buffer[0..<n]
        }
        let taken = Array(pending.prefix(count))
        pending.removeFirst(taken.count)
        return taken
    }
}

/// The render reply's header (the JSON after the 4-byte length).
func renderHeader(_ frame: RawWebSocket.Frame?) -> [String: Any]? {
    guard case .binary(let bytes)? = frame, bytes.count >= 4 else { return nil }
    let length = bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) }
    guard bytes.count >= 4 + length else { return nil }
    return try? JSONSerialization.jsonObject(with: Data(bytes[4..<(4 + length)])) as? [String: Any]
}

/// A text reply's fields.
func textFields(_ frame: RawWebSocket.Frame?) -> [String: Any]? {
    guard case .text(let text)? = frame else { return nil }
    return try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
}

/// Runs blocking `work` on a thread of its own (not on one of Swift concurrency's few threads,
/// which the server under test needs).
func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}

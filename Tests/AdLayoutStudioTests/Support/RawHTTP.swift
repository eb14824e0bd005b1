import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Sends `request` as is over a TCP connection to 127.0.0.1:`port` and returns what the server
/// answers until it closes the connection or `timeout` passes. Raw, so tests control every byte
/// (a foreign `Host`, an un-normalised `../` path, an upgrade request with an `Origin`).
///
/// The blocking socket calls run on a thread of their own: on one of Swift concurrency's few
/// threads they could starve the very server they wait for. The default timeout is generous because
/// the server's handlers share those few threads with the CPU-bound tests running in parallel on a
/// 2-core machine (5 s was seen to expire there, and 30 s while a release build ran beside the tests).
func rawHTTP(_ request: String, port: Int, timeout: TimeInterval = 120) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try blockingHTTP(request, port: port, timeout: timeout) }) }.start()
    }
}

private func blockingHTTP(_ request: String, port: Int, timeout: TimeInterval) throws -> String {
    let fd = try loopbackSocket(port: port, timeout: timeout)
    defer { close(fd) }
    let bytes = Array(request.utf8)
    guard write(fd, bytes, bytes.count) == bytes.count else { throw RawHTTPError.write }
    var answer = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(fd, &buffer, buffer.count)
        if n <= 0 { break }
        answer += buffer[0..<n]
        // An upgrade answer keeps the connection open: its head is enough. So may any answer without
        // `Connection: close`: one whose body has all its Content-Length is whole.
        if answer.count > 12, String(decoding: answer.prefix(12), as: UTF8.self) == "HTTP/1.1 101" { break }
        if isComplete(answer) { break }
    }
    return String(decoding: answer, as: UTF8.self)
}

/// Whether `answer` holds a whole response: its head, and as many body bytes as its Content-Length says.
private func isComplete(_ answer: [UInt8]) -> Bool {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = answer.indices.dropLast(3).first(where: { answer[$0..<($0 + 4)].elementsEqual(separator) }) else { return false }
    let head = String(decoding: answer[..<end], as: UTF8.self).lowercased()
    guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
          let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
    return answer.count >= end + 4 + length
}

enum RawHTTPError: Error { case socket, connect, write }

/// A TCP socket connected to 127.0.0.1:`port` whose reads give up after `timeout` seconds; the caller
/// closes it. Blocking: call it on a thread of its own (see ``rawHTTP(_:port:timeout:)``).
func loopbackSocket(port: Int, timeout: TimeInterval) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw RawHTTPError.socket }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { close(fd); throw RawHTTPError.connect }
    var tv = timeval(tv_sec: Int(timeout), tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    return fd
}

/// The status code of a raw HTTP answer (0 when there is none).
func statusCode(_ answer: String) -> Int {
    let parts = answer.split(separator: " ", maxSplits: 2)
    return parts.count > 1 ? Int(parts[1]) ?? 0 : 0
}

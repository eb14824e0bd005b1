import Foundation
import NIOCore
import NIOWebSocket
import Synchronization

/// The page's WebSocket as a session uses it: its messages in (``messages``), text and binary
/// messages and a close out. Control frames are answered here: a ping with its pong, a close with
/// the close; fragments arrive joined (`NIOWebSocketFrameAggregator`, up to the message limit).
final class StudioSocket: Sendable {
    /// A message from the page.
    enum Message: Sendable {
        /// A text message.
        case text(String)
        /// A binary message (the studio takes none).
        case binary
    }

    private let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    /// Whether a pong came since the last ping (``keepAlive(every:)``).
    private let answered = Mutex(true)

    init(outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>) {
        self.outbound = outbound
    }

    /// Sends a text message.
    func send(text: String) async throws {
        try await outbound.write(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: text)))
    }

    /// Sends a binary message.
    func send(binary: Data) async throws {
        try await outbound.write(WebSocketFrame(fin: true, opcode: .binary, data: ByteBuffer(bytes: binary)))
    }

    /// Closes the connection with `code` and `reason` (which the page shows).
    func close(code: UInt16, reason: String) async throws {
        var data = ByteBuffer()
        data.writeInteger(code)
        data.writeString(reason)
        try await outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, data: data))
        outbound.finish()
    }

    /// Pings the page every `period` and closes a connection whose page did not answer the last
    /// ping (a browser answers on its own; a page that went away without closing does not).
    func keepAlive(every period: Duration) async throws {
        while true {
            try await Task.sleep(for: period)
            guard answered.withLock({ answered in defer { answered = false }; return answered }) else {
                try await close(code: 1001, reason: "no answer to the studio's ping")
                return
            }
            try await outbound.write(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer()))
        }
    }

    /// The page's messages, until it closes the connection.
    func messages(_ frames: NIOAsyncChannelInboundStream<WebSocketFrame>) -> Messages {
        Messages(frames: frames, socket: self)
    }

    /// The text and binary messages of a connection's frames.
    struct Messages: AsyncSequence {
        typealias Element = Message
        let frames: NIOAsyncChannelInboundStream<WebSocketFrame>
        let socket: StudioSocket

        func makeAsyncIterator() -> Iterator { Iterator(frames: frames.makeAsyncIterator(), socket: socket) }

        struct Iterator: AsyncIteratorProtocol {
            var frames: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator
            let socket: StudioSocket

            mutating func next() async throws -> Message? {
                while let frame = try await frames.next() {
                    switch frame.opcode {
                    case .text:
                        return .text(String(buffer: frame.unmaskedData))
                    case .binary:
                        return .binary
                    case .ping:
                        try await socket.outbound.write(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData))
                    case .pong:
                        socket.answered.withLock { $0 = true }
                    case .connectionClose:
                        // Echo the page's code, as RFC 6455 asks, and end.
                        var data = frame.unmaskedData
                        let code = data.readInteger(as: UInt16.self) ?? 1000
                        try? await socket.close(code: code, reason: "")
                        return nil
                    default:
                        continue
                    }
                }
                return nil
            }
        }
    }
}

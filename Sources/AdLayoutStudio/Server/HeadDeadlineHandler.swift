import NIOCore

/// A connection must deliver the head of its first request within a timeout, or be closed. An idle
/// timeout starts only once a head has been read, so a client that connected and sent nothing, or
/// sent a head byte by byte, held its connection for ever (600 such connections stayed open); after
/// the first head, the idle timeout and the WebSocket's pings take over.
///
/// Closes the channel unless the bytes read contain the end of a request head (an empty line)
/// before the deadline; removes itself once they do.
final class HeadDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// The last bytes read (at most three), to find "\r\n\r\n" across reads.
    private var tail: [UInt8] = []

    init(timeout: TimeAmount) { self.timeout = timeout }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        var bytes = tail
        bytes += buffer.readableBytesView
        let ended = bytes.count >= 4 && (0...(bytes.count - 4)).contains { i in
            bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10
        }
        tail = Array(bytes.suffix(3))
        context.fireChannelRead(data)
        if ended {
            deadline?.cancel()
            deadline = nil
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    private func arm(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: timeout) {
            loopBound.value.close(promise: nil)
        }
    }
}

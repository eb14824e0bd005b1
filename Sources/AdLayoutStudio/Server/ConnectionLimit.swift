import NIOCore

/// Caps the connections open at once, on the listening channel: past ``limit`` it stops asking the
/// kernel for more (new connections wait in its queue) and asks again when one closes. Without it a
/// full descriptor table made `accept` fail in a busy loop.
final class ConnectionLimit: ChannelDuplexHandler {
    typealias InboundIn = Channel
    typealias InboundOut = Channel
    typealias OutboundIn = Never

    private let limit: Int
    private var open = 0
    /// A read the pipeline asked for while at the limit, made once a connection closes.
    private var readHeld = false

    init(limit: Int) { self.limit = limit }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let child = Self.unwrapInboundIn(data)
        open += 1
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        child.closeFuture.hop(to: context.eventLoop).whenComplete { _ in
            let (handler, context) = loopBound.value
            handler.open -= 1
            if handler.readHeld, handler.open < handler.limit {
                handler.readHeld = false
                context.read()
            }
        }
        context.fireChannelRead(data)
    }

    func read(context: ChannelHandlerContext) {
        if open < limit { context.read() } else { readHeld = true }
    }
}

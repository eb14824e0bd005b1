import NIOCore
import NIOHTTP1

/// Lets through to the upgrade handler only the upgrades the studio makes (its page's WebSocket); any
/// other request that asks to upgrade (a foreign page's WebSocket, `curl --http2`'s `h2c`) goes on as a
/// plain request, so the routes answer it. SwiftNIO's upgrade handler keeps no copy of a request that
/// asks to upgrade while it looks for an upgrader: one it declines reached no handler and got no answer,
/// and the client waited for the idle timeout.
final class UpgradeScreen: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let accepts: @Sendable (HTTPRequestHead) -> Bool

    /// A screen that lets through the upgrades `accepts` says yes to.
    init(accepts: @escaping @Sendable (HTTPRequestHead) -> Bool) { self.accepts = accepts }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), head.headers.contains(name: "upgrade"), !accepts(head) else {
            context.fireChannelRead(data)
            return
        }
        head.headers.remove(name: "upgrade")
        let connection = head.headers[canonicalForm: "connection"].filter { $0.lowercased() != "upgrade" }.map(String.init)
        head.headers.remove(name: "connection")
        if !connection.isEmpty { head.headers.add(name: "Connection", value: connection.joined(separator: ", ")) }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }
}

import AdLayoutCore
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Synchronization

/// `adlayout serve`: the studio's HTTP and WebSocket server (SwiftNIO).
///
/// - `GET /`, `/studio.js`, `/studio.css`: the page (embedded in this module);
/// - `GET /codemirror/…`: CodeMirror's files from disk (`.js` and `.css` only);
/// - `GET /api/files`: the folder's documents as JSON;
/// - `GET /ws`: the WebSocket (``StudioProtocol``).
///
/// Only loopback names are accepted in `Host` (a web page cannot reach the studio by DNS
/// rebinding), and a WebSocket from a page of another origin is refused. A connection must send
/// its first request head within the idle timeout and is closed when idle that long; past
/// `maxConnections(_:)` connections wait in the kernel's queue.
public final class StudioServer: Sendable {
    /// How the server runs.
    public let configuration: StudioConfiguration
    let workspace: Workspace
    private let boundPort = Mutex<Int?>(nil)
    /// Pages connected now (at most ``StudioConfiguration/maxSessions``).
    private let sessions = Mutex(0)
    private let folder: FolderWatcher

    /// A server for `configuration`; fails when its folder is not a folder, or a Swift setup file
    /// cannot be read.
    public init(_ configuration: StudioConfiguration) throws(StudioError) {
        self.configuration = configuration
        self.workspace = try Workspace(root: configuration.folder, maxDocumentBytes: configuration.maxDocumentBytes)
        try StudioSwiftSetup.check(configuration.swiftSetup)
        // The folder's list is sent on changes; four polls of the open document per walk, as before.
        self.folder = FolderWatcher(workspace: workspace, interval: configuration.pollInterval * 4)
    }

    /// Serves until the task is cancelled (or, with `handlingSignals`, until SIGINT or SIGTERM);
    /// `onReady` gets the studio's address once it listens.
    public func run(handlingSignals: Bool = false, onReady: @escaping @Sendable (URL) async -> Void = { _ in }) async throws {
        guard handlingSignals else { return try await serveUntilCancelled(onReady: onReady) }
        let serving = Task { try await serveUntilCancelled(onReady: onReady) }
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { serving.cancel() }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }
        try await withTaskCancellationHandler { try await serving.value } onCancel: { serving.cancel() }
    }

    /// A connection once its first request is read: a WebSocket, or plain HTTP requests.
    private enum Connection: Sendable {
        case webSocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case http(NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>)
    }

    /// Serves; being cancelled is how it stops, not a failure.
    private func serveUntilCancelled(onReady: @escaping @Sendable (URL) async -> Void) async throws {
        do { try await serve(onReady: onReady) } catch is CancellationError {}
    }

    private func serve(onReady: @escaping @Sendable (URL) async -> Void) async throws {
        let workers = RenderWorkers(count: configuration.renderThreads, timeLimit: configuration.renderTimeLimit) { [workspace, configuration] in
            RenderRequestHandler(workspace: workspace, registry: configuration.registry, goldens: configuration.goldens,
                                 swiftSetup: configuration.swiftSetup)
        }
        defer { workers.stop() }
        let idleTimeout = TimeAmount(configuration.idleTimeout)
        let limit = Self.maxConnections(configuration), maxFrame = min(configuration.maxMessageBytes, Int(UInt32.max))
        let upgrader = NIOTypedWebSocketServerUpgrader<Connection>(
            maxFrameSize: maxFrame,
            shouldUpgrade: { [self] channel, head in
                channel.eventLoop.makeSucceededFuture(acceptsWebSocket(head) ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    // The page may stay quiet for long: the pings of `keepAlive` watch it instead.
                    pipeline.removeHandler(name: "idle", promise: nil)
                    pipeline.removeHandler(name: "close-when-idle", promise: nil)
                    try pipeline.addHandler(NIOWebSocketFrameAggregator(minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 1 << 16,
                                                                        maxAccumulatedFrameSize: maxFrame))
                    return .webSocket(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                }
            })
        let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(ConnectionLimit(limit: limit)) }
            }
            .bind(host: configuration.host, port: configuration.port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(HeadDeadlineHandler(timeout: idleTimeout))
                    try pipeline.addHandler(IdleStateHandler(readTimeout: idleTimeout), name: "idle")
                    try pipeline.addHandler(CloseWhenIdle(), name: "close-when-idle")
                    // SwiftNIO's upgradable HTTP pipeline (`configureUpgradableHTTPServerPipeline`), with the
                    // ``UpgradeScreen`` before the upgrade handler: upgrades the studio does not make are plain requests.
                    let encoder = HTTPResponseEncoder()
                    let http: [RemovableChannelHandler] = [
                        ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes)), HTTPServerPipelineHandler(),
                        NIOHTTPResponseHeadersValidator(), HTTPServerProtocolErrorHandler(),
                        UpgradeScreen(accepts: { [self] head in
                            head.headers[canonicalForm: "upgrade"].contains { $0.lowercased() == "websocket" } && acceptsWebSocket(head)
                        }),
                    ]
                    try pipeline.addHandler(encoder)
                    for handler in http { try pipeline.addHandler(handler) }
                    let upgrade = NIOTypedHTTPServerUpgradeHandler(httpEncoder: encoder, extraHTTPHandlers: http, upgradeConfiguration: .init(
                        upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in
                            channel.eventLoop.makeCompletedFuture { .http(try NIOAsyncChannel(wrappingChannelSynchronously: channel)) }
                        }))
                    try pipeline.addHandler(upgrade)
                    return upgrade.upgradeResultFuture
                }
            }
        let port = listener.channel.localAddress?.port ?? configuration.port
        boundPort.withLock { $0 = port }
        try await withThrowingDiscardingTaskGroup { group in
            try await listener.executeThenClose { connections in
                let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
                await onReady(URL(string: "http://\(host):\(port)/")!)
                for try await connection in connections {
                    group.addTask { await self.serve(connection, workers: workers) }
                }
            }
        }
    }

    private func serve(_ connection: EventLoopFuture<Connection>, workers: RenderWorkers) async {
        // A connection that closes before its first request ends here.
        guard let connection = try? await connection.get() else { return }
        switch connection {
        case .http(let channel):
            try? await channel.executeThenClose { inbound, outbound in
                var head: HTTPRequestHead?
                for try await part in inbound {
                    switch part {
                    case .head(let h): head = h
                    case .body: continue
                    case .end:
                        guard let request = head else { continue }
                        head = nil
                        let reply = await respond(to: request)
                        var headers = HTTPHeaders(reply.headers)
                        headers.add(name: "Content-Length", value: String(reply.body.readableBytes))
                        headers.add(name: "Server", value: "adlayout")
                        if !request.isKeepAlive { headers.add(name: "Connection", value: "close") }
                        try await outbound.write(.head(HTTPResponseHead(version: request.version, status: reply.status, headers: headers)))
                        try await outbound.write(.body(.byteBuffer(reply.body)))
                        try await outbound.write(.end(nil))
                        if !request.isKeepAlive { return }
                    }
                }
            }
        case .webSocket(let channel):
            try? await channel.executeThenClose { inbound, outbound in
                let socket = StudioSocket(outbound: outbound)
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await socket.keepAlive(every: .seconds(30)) }
                    group.addTask {
                        do {
                            try await self.session(socket, inbound: inbound, workers: workers)
                        } catch let error as NIOWebSocketFrameAggregator.Error where error == .accumulatedFrameSizeIsTooLarge {
                            try? await socket.close(code: 1009, reason: "the message is larger than the studio takes")
                        }
                    }
                    try await group.next()
                    group.cancelAll()
                }
            }
        }
    }

    /// Whether a request may become the page's WebSocket: `/ws`, from a loopback name, and (browsers
    /// always send `Origin`) only from the studio's own page.
    private func acceptsWebSocket(_ head: HTTPRequestHead) -> Bool {
        let allowed = allowedAuthorities()
        guard Self.path(of: head.uri) == "/ws", let authority = head.headers.first(name: "host"),
              allowed.contains(authority.lowercased()) else { return false }
        if let origin = head.headers.first(name: "origin"), !allowed.contains(where: { origin.lowercased() == "http://" + $0 }) {
            return false
        }
        return true
    }

    /// Serves one page over its WebSocket, within ``StudioConfiguration/maxSessions``.
    private func session(_ socket: StudioSocket, inbound: NIOAsyncChannelInboundStream<WebSocketFrame>,
                         workers: RenderWorkers) async throws {
        let admitted = sessions.withLock { count -> Bool in
            guard count < configuration.maxSessions else { return false }
            count += 1
            return true
        }
        guard admitted else {
            return try await socket.close(code: 1013, reason: Self.fullReason(configuration.maxSessions))
        }
        defer { sessions.withLock { $0 -= 1 } }
        let session = StudioSession(configuration: configuration, workspace: workspace, socket: socket,
                                    workers: workers, folder: folder)
        try await session.run(socket.messages(inbound))
    }

    // MARK: Limits

    /// Connections open at once: the pages allowed and as many plain requests, within the process's
    /// file descriptors less some for the files and threads the studio opens. Past it, connections
    /// wait in the kernel's queue until one closes, instead of `accept` failing for want of a
    /// descriptor (which a full descriptor table turned into a busy loop).
    static func maxConnections(_ configuration: StudioConfiguration) -> Int {
        var limit = rlimit()
        let known = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
        let descriptors = known ? Int(clamping: limit.rlim_cur) : 1024
        return max(4, min(2 * configuration.maxSessions, descriptors - 48))
    }

    // MARK: Routes

    /// A reply to a plain HTTP request.
    private struct Reply {
        var status: HTTPResponseStatus
        var headers: [(String, String)] = []
        var body = ByteBuffer()

        init(_ status: HTTPResponseStatus, _ message: String = "") {
            self.status = status
            if !message.isEmpty {
                headers = [("Content-Type", "text/plain; charset=utf-8")]
                body = ByteBuffer(string: message)
            }
        }

        init(_ body: Data, type: String, cache: String) {
            status = .ok
            headers = [("Content-Type", type), ("Cache-Control", cache), ("X-Content-Type-Options", "nosniff")]
            self.body = ByteBuffer(bytes: body)
        }
    }

    private func respond(to request: HTTPRequestHead) async -> Reply {
        guard let authority = request.headers.first(name: "host"), allowedAuthorities().contains(authority.lowercased()) else {
            return Reply(.forbidden, "the studio answers to 127.0.0.1 and localhost only")
        }
        guard request.method == .GET || request.method == .HEAD else { return Reply(.methodNotAllowed) }
        let path = Self.path(of: request.uri)
        switch path {
        case "/": return Self.page(StudioPage.html(codeMirror: configuration.codeMirror != nil), "text/html; charset=utf-8")
        case "/studio.js": return Self.page(StudioScript.source, "text/javascript; charset=utf-8")
        case "/studio.css": return Self.page(StudioStyle.source, "text/css; charset=utf-8")
        case "/api/files":
            guard let data = try? JSONSerialization.data(withJSONObject: ["files": await folder.current()]) else {
                return Reply(.internalServerError)
            }
            return Reply(data, type: "application/json", cache: "no-store")
        case "/ws": return Reply(.forbidden, "the studio's WebSocket takes its own page only")
        default:
            guard path.hasPrefix("/codemirror/") else { return Reply(.notFound) }
            return codeMirrorFile(String(path.dropFirst("/codemirror/".count)))
        }
    }

    /// The request target's path, percent-decoded, without its query.
    private static func path(of uri: String) -> String {
        let path = uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? uri
        return path.removingPercentEncoding ?? path
    }

    /// `host:port` names the studio answers to: loopback names, and the bound host.
    @Sendable private func allowedAuthorities() -> Set<String> {
        guard let port = boundPort.withLock({ $0 }) else { return [] }
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return Set(["127.0.0.1", "localhost", "[::1]", host.lowercased()].map { "\($0):\(port)" })
    }

    /// The close reason past ``StudioConfiguration/maxSessions`` (the page shows it).
    static func fullReason(_ maxSessions: Int) -> String {
        "the studio serves at most \(maxSessions) pages at once; close one and reload"
    }

    private func codeMirrorFile(_ relative: String) -> Reply {
        guard let root = configuration.codeMirror else { return Reply(.notFound, CodeMirrorFiles.missingAdvice) }
        let type: String
        if relative.hasSuffix(".js") { type = "text/javascript; charset=utf-8" }
        else if relative.hasSuffix(".css") { type = "text/css; charset=utf-8" }
        else { return Reply(.notFound) }
        guard let folder = Workspace.realPath(root.path), !relative.split(separator: "/").contains(".."),
              let real = Workspace.realPath(root.appendingPathComponent(relative).path), real.hasPrefix(folder + "/"),
              let data = try? FileReading.contents(of: URL(fileURLWithPath: real), limit: 4 << 20) else {
            return Reply(.notFound)
        }
        return Reply(data, type: type, cache: "max-age=3600")
    }

    private static func page(_ text: String, _ type: String) -> Reply {
        var reply = Reply(Data(text.utf8), type: type, cache: "no-store")
        reply.headers.append(("Content-Security-Policy", "default-src 'self'; img-src 'self' blob: data:; connect-src 'self'; "
                                  + "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"))
        return reply
    }
}

/// Closes a connection when ``IdleStateHandler`` says it read nothing for the idle timeout.
private final class CloseWhenIdle: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent { context.close(promise: nil) } else { context.fireUserInboundEventTriggered(event) }
    }
}

extension TimeAmount {
    /// `duration` in NIO's unit (nanoseconds).
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}

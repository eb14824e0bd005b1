import AdLayoutCore
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization

/// `adlayout serve`: the studio's HTTP and WebSocket server (Hummingbird).
///
/// - `GET /`, `/studio.js`, `/studio.css`: the page (embedded in this module);
/// - `GET /codemirror/…`: CodeMirror's files from disk (`.js` and `.css` only);
/// - `GET /api/files`: the folder's documents as JSON;
/// - `GET /ws`: the WebSocket (``StudioProtocol``).
///
/// Only loopback names are accepted in `Host` (a web page cannot reach the studio by DNS
/// rebinding), and a WebSocket from a page of another origin is refused.
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
        var logger = Logger(label: "adlayout.studio")
        logger.logLevel = configuration.logsErrors ? .error : .critical
        let workers = RenderWorkers(count: configuration.renderThreads) { [workspace, configuration] in
            RenderRequestHandler(workspace: workspace, registry: configuration.registry, goldens: configuration.goldens,
                                 swiftSetup: configuration.swiftSetup)
        }
        defer { workers.stop() }
        let webSocketResponder = webSocketRouter(workers).buildResponder()
        let idleTimeout = TimeAmount(configuration.idleTimeout)
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: idleTimeout),
            ws: WebSocketServerConfiguration(maxFrameSize: configuration.maxMessageBytes, autoPing: .enabled(timePeriod: .seconds(30))))
        let app = Application(
            router: httpRouter(),
            server: HTTPServerBuilder { responder in
                RequestHeadDeadline(inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                                        configuration: channelConfiguration),
                                    timeout: idleTimeout)
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "adlayout",
                                 availableConnectionsDelegate: MaximumAvailableConnections(Self.maxConnections(configuration))),
            onServerRunning: { [self] channel in
                let port = channel.localAddress?.port ?? configuration.port
                boundPort.withLock { $0 = port }
                let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
                await onReady(URL(string: "http://\(host):\(port)/")!)
            },
            logger: logger)
        if handlingSignals {
            try await app.runService()
        } else {
            try await app.run()
        }
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

    private func httpRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: LoopbackGuard(allowed: allowedAuthorities))
        router.get("/") { _, _ in Self.page(StudioPage.html(codeMirror: self.configuration.codeMirror != nil), "text/html; charset=utf-8") }
        router.get("/studio.js") { _, _ in Self.page(StudioScript.source, "text/javascript; charset=utf-8") }
        router.get("/studio.css") { _, _ in Self.page(StudioStyle.source, "text/css; charset=utf-8") }
        router.get("/codemirror/**") { _, context in try self.codeMirrorFile(context.parameters.getCatchAll()) }
        router.get("/api/files") { _, _ in
            let data = try JSONSerialization.data(withJSONObject: ["files": await self.folder.current()])
            return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        return router
    }

    private func webSocketRouter(_ workers: RenderWorkers) -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.ws("/ws") { request, _ in
            let allowed = self.allowedAuthorities()
            guard let authority = request.head.authority, allowed.contains(authority.lowercased()) else { return .dontUpgrade }
            // Browsers always send Origin; only the studio's own page may connect.
            if let origin = request.headers[.origin], !allowed.contains(where: { origin.lowercased() == "http://" + $0 }) {
                return .dontUpgrade
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            let admitted = self.sessions.withLock { count -> Bool in
                guard count < self.configuration.maxSessions else { return false }
                count += 1
                return true
            }
            guard admitted else {
                try await outbound.close(.unknown(1013), reason: Self.fullReason(self.configuration.maxSessions))
                return
            }
            defer { self.sessions.withLock { $0 -= 1 } }
            let session = StudioSession(configuration: self.configuration, workspace: self.workspace, outbound: outbound,
                                        workers: workers, folder: self.folder)
            try await session.run(inbound)
        }
        return router
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

    private func codeMirrorFile(_ components: [Substring]) throws -> Response {
        guard let root = configuration.codeMirror else { throw HTTPError(.notFound, message: CodeMirrorFiles.missingAdvice) }
        let relative = components.joined(separator: "/")
        let type: String
        if relative.hasSuffix(".js") { type = "text/javascript; charset=utf-8" }
        else if relative.hasSuffix(".css") { type = "text/css; charset=utf-8" }
        else { throw HTTPError(.notFound) }
        guard let folder = Workspace.realPath(root.path), !relative.contains(".."),
              let real = Workspace.realPath(root.appendingPathComponent(relative).path), real.hasPrefix(folder + "/"),
              let data = try? FileReading.contents(of: URL(fileURLWithPath: real), limit: 4 << 20) else {
            throw HTTPError(.notFound)
        }
        return Response(status: .ok, headers: [.contentType: type, .cacheControl: "max-age=3600"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    private static func page(_ text: String, _ type: String) -> Response {
        Response(status: .ok,
                 headers: [.contentType: type, .cacheControl: "no-store",
                           .contentSecurityPolicy: "default-src 'self'; img-src 'self' blob: data:; connect-src 'self'; "
                               + "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
                           .xContentTypeOptions: "nosniff"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Refuses requests whose `Host` is not one of the studio's loopback names (DNS rebinding).
struct LoopbackGuard<Context: RequestContext>: RouterMiddleware {
    let allowed: @Sendable () -> Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let authority = request.head.authority, allowed().contains(authority.lowercased()) else {
            throw HTTPError(.forbidden, message: "the studio answers to 127.0.0.1 and localhost only")
        }
        return try await next(request, context)
    }
}


extension TimeAmount {
    /// `duration` in NIO's unit (nanoseconds).
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}

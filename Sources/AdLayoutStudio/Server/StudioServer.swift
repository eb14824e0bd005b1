import AdLayoutCore
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

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
    private let boundPort = Locked<Int?>(nil)

    /// A server for `configuration`; fails when its folder is not a folder.
    public init(_ configuration: StudioConfiguration) throws(StudioError) {
        self.configuration = configuration
        self.workspace = try Workspace(root: configuration.folder, maxDocumentBytes: configuration.maxDocumentBytes)
    }

    /// Serves until the task is cancelled (or, with `handlingSignals`, until SIGINT or SIGTERM);
    /// `onReady` gets the studio's address once it listens.
    public func run(handlingSignals: Bool = false, onReady: @escaping @Sendable (URL) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "adlayout.studio")
        logger.logLevel = configuration.logsErrors ? .error : .critical
        let app = Application(
            router: httpRouter(),
            server: .http1WebSocketUpgrade(webSocketRouter: webSocketRouter(), configuration: .init(
                ws: WebSocketServerConfiguration(maxFrameSize: configuration.maxMessageBytes,
                                                 autoPing: .enabled(timePeriod: .seconds(30))))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "adlayout"),
            onServerRunning: { [boundPort, configuration] channel in
                let port = channel.localAddress?.port ?? configuration.port
                boundPort.set(port)
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

    // MARK: Routes

    private func httpRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: LoopbackGuard(allowed: allowedAuthorities))
        router.get("/") { _, _ in Self.page(StudioPage.html(codeMirror: self.configuration.codeMirror != nil), "text/html; charset=utf-8") }
        router.get("/studio.js") { _, _ in Self.page(StudioScript.source, "text/javascript; charset=utf-8") }
        router.get("/studio.css") { _, _ in Self.page(StudioStyle.source, "text/css; charset=utf-8") }
        router.get("/codemirror/**") { _, context in try self.codeMirrorFile(context.parameters.getCatchAll()) }
        router.get("/api/files") { _, _ in
            let data = try JSONSerialization.data(withJSONObject: ["files": self.workspace.documents()])
            return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        return router
    }

    private func webSocketRouter() -> Router<BasicWebSocketRequestContext> {
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
            let session = StudioSession(configuration: self.configuration, workspace: self.workspace, outbound: outbound)
            try await session.run(inbound)
        }
        return router
    }

    /// `host:port` names the studio answers to: loopback names, and the bound host.
    @Sendable private func allowedAuthorities() -> Set<String> {
        guard let port = boundPort.get() else { return [] }
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return Set(["127.0.0.1", "localhost", "[::1]", host.lowercased()].map { "\($0):\(port)" })
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

/// A value behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
}


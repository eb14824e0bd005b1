import AdLayoutCore
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// One page connected over WebSocket: answers its messages (open, render, save, write-options,
/// list) and pushes changes made to its document, or to the folder, by other programs.
///
/// Renders run one at a time on the session's own queue, off the server's threads; the page
/// sends its next edit only when the previous render has arrived, so edits coalesce there.
final class StudioSession: @unchecked Sendable {
    let configuration: StudioConfiguration
    let workspace: Workspace
    let outbound: WebSocketOutboundWriter
    private let handler: RenderRequestHandler
    private let queue = DispatchQueue(label: "adlayout.studio.render")
    private let lock = NSLock()
    /// The open document as it is on disk, to tell other programs' changes from our own saves.
    private var watched: (file: String, text: Data, stamp: FileStamp?)?
    private var listed: [String]?

    init(configuration: StudioConfiguration, workspace: Workspace, outbound: WebSocketOutboundWriter) {
        self.configuration = configuration
        self.workspace = workspace
        self.outbound = outbound
        self.handler = RenderRequestHandler(workspace: workspace, registry: configuration.registry, goldens: configuration.goldens)
    }

    /// Serves the page until it disconnects.
    func run(_ inbound: WebSocketInboundStream) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.watch() }
            defer { group.cancelAll() }
            for try await message in inbound.messages(maxSize: configuration.maxMessageBytes) {
                guard case .text(let text) = message else {
                    try await send(error: "the studio accepts JSON text messages only", seq: nil)
                    continue
                }
                try await handle(text)
            }
        }
    }

    // MARK: Messages

    private func handle(_ text: String) async throws {
        let message: StudioProtocol.ClientMessage
        do { message = try RenderRequestHandler.decode(text) } catch {
            try await send(error: error.message, seq: nil)
            return
        }
        do {
            switch message.type {
            case "list":
                try await sendList(force: true)
            case "open":
                let file = try required(message.file, "file")
                _ = try workspace.document(file)
                let data = try workspace.read(file)
                remember(file, text: data)
                try await outbound.writeTextMessage(StudioProtocol.text("document", [
                    "file": file, "text": String(decoding: data, as: UTF8.self), "seq": message.seq ?? 0]))
                try await render(data, file: file, options: message.options ?? RenderOptions(), seq: message.seq)
            case "render":
                // A page that reconnected renders without opening: watch its document from now on.
                if let file = message.file, lock.withLock({ watched?.file }) != file, let data = try? workspace.read(file) {
                    remember(file, text: data)
                }
                let response = try await onQueue { () throws(StudioError) in try self.handler.respond(to: message) }
                try await outbound.writeBinaryMessage(ByteBuffer(bytes: response))
            case "save":
                let file = try required(message.file, "file")
                let data = Data(try required(message.text, "text").utf8)
                try workspace.write(data, to: file)
                remember(file, text: data)
                try await outbound.writeTextMessage(StudioProtocol.text("saved", ["file": file, "seq": message.seq ?? 0]))
            case "write-options":
                let file = try required(message.file, "file")
                let data = Data(try required(message.text, "text").utf8)
                let written = try (message.options ?? RenderOptions()).written(into: data)
                try await outbound.writeTextMessage(StudioProtocol.text("rewritten", [
                    "file": file, "text": String(decoding: written, as: UTF8.self), "seq": message.seq ?? 0]))
            default:
                throw StudioError("unknown message type \"\(message.type)\"")
            }
        } catch let error as StudioError {
            try await send(error: error.message, seq: message.seq)
        }
    }

    private func render(_ data: Data, file: String, options: RenderOptions, seq: Int?) async throws {
        let message = try await onQueue { self.handler.render(data, file: file, options: options, seq: seq) }
        try await outbound.writeBinaryMessage(ByteBuffer(bytes: message))
    }

    /// Runs `work` on the session's render queue, off the server's threads.
    private func onQueue<T: Sendable>(_ work: @escaping @Sendable () throws(StudioError) -> T) async throws(StudioError) -> T {
        let result: Result<T, StudioError> = await withCheckedContinuation { continuation in
            queue.async {
                do throws(StudioError) { continuation.resume(returning: .success(try work())) } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    private func send(error: String, seq: Int?) async throws {
        try await outbound.writeTextMessage(StudioProtocol.text("error", ["message": error, "seq": seq ?? 0]))
    }

    private func required(_ value: String?, _ name: String) throws(StudioError) -> String {
        guard let value else { throw StudioError("the message has no \"\(name)\"") }
        return value
    }

    // MARK: Watching

    private func remember(_ file: String, text: Data) {
        let stamp = (try? workspace.document(file)).flatMap(FileStamp.init)
        lock.withLock { watched = (file, text, stamp) }
    }

    /// Polls the open document and the folder: simple, and the same on every file system.
    private func watch() async throws {
        var tick = 0
        while true {
            try await Task.sleep(for: configuration.pollInterval)
            try await checkOpenDocument()
            tick += 1
            if tick % 4 == 0 { try await sendList(force: false) }
        }
    }

    private func checkOpenDocument() async throws {
        guard let current = lock.withLock({ watched }), let url = try? workspace.document(current.file) else { return }
        let stamp = FileStamp(url)
        guard stamp != current.stamp else { return }
        guard let data = try? workspace.read(current.file) else {
            lock.withLock { if watched?.file == current.file { watched?.stamp = stamp } }
            return
        }
        let changed = lock.withLock { () -> Bool in
            guard watched?.file == current.file else { return false }
            defer { watched = (current.file, data, stamp) }
            return data != watched?.text
        }
        if changed {
            try await outbound.writeTextMessage(StudioProtocol.text("changed", [
                "file": current.file, "text": String(decoding: data, as: UTF8.self)]))
        }
    }

    private func sendList(force: Bool) async throws {
        let files = workspace.documents()
        let changed = lock.withLock { () -> Bool in
            defer { listed = files }
            return listed != files
        }
        guard force || changed else { return }
        var fields: [String: any Sendable] = ["files": files, "folder": workspace.root.lastPathComponent]
        if let goldens = configuration.goldens { fields["goldens"] = goldens.path }
        fields["codeMirror"] = configuration.codeMirror != nil
        try await outbound.writeTextMessage(StudioProtocol.text("files", fields))
    }
}

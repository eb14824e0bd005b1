import AdLayoutCore
import Foundation
import Synchronization

/// One page connected over WebSocket: answers its messages (open, render, save, write-options,
/// list) and pushes changes made to its document, to the Swift setup files its last render read,
/// or to the folder, by other programs.
///
/// Messages are handled one at a time, in order, by a task of the session; the work itself (a
/// render, a rewrite) runs on the server's ``RenderWorkers``. A render or open that arrives drops
/// the renders still waiting and cancels the one running (the page only shows the newest), and a
/// page that disconnects cancels what it was waiting for. At most ``SessionMailbox/capacity``
/// messages wait; past that the session stops reading from the socket until one is handled.
final class StudioSession: Sendable {
    let configuration: StudioConfiguration
    let workspace: Workspace
    let socket: StudioSocket
    private let workers: RenderWorkers
    private let folder: FolderWatcher
    private let mailbox = SessionMailbox()
    private let state = Mutex(State())

    private struct State {
        /// The open document as it is on disk, to tell other programs' changes from our own saves.
        var watched: (file: String, text: Data, stamp: FileStamp?)?
        /// The Swift setup files the open document's last render read, with their stamps then.
        var setupFiles: [(url: URL, stamp: FileStamp?)] = []
        /// The message being handled, and its task (to cancel a render that a newer one replaces).
        var running: (supersedable: Bool, task: Task<Void, any Error>)?
    }

    init(configuration: StudioConfiguration, workspace: Workspace, socket: StudioSocket,
         workers: RenderWorkers, folder: FolderWatcher) {
        self.configuration = configuration
        self.workspace = workspace
        self.socket = socket
        self.workers = workers
        self.folder = folder
    }

    /// Serves the page until it disconnects.
    func run(_ messages: StudioSocket.Messages) async throws {
        let (subscription, lists) = folder.subscribe()
        defer {
            folder.unsubscribe(subscription)
            mailbox.close()
            state.withLock { $0.running?.task.cancel() }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.watch(lists) }
            group.addTask { try await self.serve() }
            // The handler waits on the mailbox (not on cancellation): closing it lets the group end.
            defer {
                mailbox.close()
                group.cancelAll()
            }
            for try await message in messages {
                guard case .text(let text) = message else {
                    await receive(.failure(StudioError("the studio accepts JSON text messages only")))
                    continue
                }
                let decoded: Result<StudioProtocol.ClientMessage, StudioError>
                do throws(StudioError) { decoded = .success(try RenderRequestHandler.decode(text)) } catch { decoded = .failure(error) }
                await receive(decoded)
            }
        }
    }

    /// Queues a message (or an unreadable one's error), replacing and cancelling stale renders.
    private func receive(_ message: Result<StudioProtocol.ClientMessage, StudioError>) async {
        if case .success(let m) = message, m.supersedesRenders {
            state.withLock { state in
                if let running = state.running, running.supersedable { running.task.cancel() }
            }
        }
        await mailbox.put(message)
    }

    /// Handles the queued messages one at a time, until the page disconnects.
    private func serve() async throws {
        defer { mailbox.close() }
        while let message = await mailbox.take() {
            let task = Task { try await self.handle(message) }
            state.withLock { $0.running = ((try? message.get())?.supersedesRenders ?? false, task) }
            defer { state.withLock { $0.running = nil } }
            try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
        }
    }

    // MARK: Messages

    private func handle(_ received: Result<StudioProtocol.ClientMessage, StudioError>) async throws {
        let message: StudioProtocol.ClientMessage
        switch received {
        case .success(let m): message = m
        case .failure(let error): return try await send(error: error.message, seq: nil)
        }
        do {
            switch message {
            case .list:
                try await sendList(await folder.current())
            case .open(let open):
                _ = try workspace.document(open.file)
                let data = try workspace.read(open.file)
                remember(open.file, text: data)
                try await send(.document(file: open.file, text: String(decoding: data, as: UTF8.self), seq: open.seq ?? 0))
                let options = open.options ?? RenderOptions()
                let rendered = try await workers.perform { handler, isCancelled in
                    handler.render(data, file: open.file, options: options, seq: open.seq, isCancelled: isCancelled)
                }
                watchSetup(rendered.swiftFiles, of: open.file)
                try await socket.send(binary: rendered.message)
            case .render(let render):
                // A page that reconnected renders without opening: watch its document from now on.
                if state.withLock({ $0.watched?.file }) != render.file, let data = try? workspace.read(render.file) {
                    remember(render.file, text: data)
                }
                let rendered = try await workers.perform { (handler, isCancelled) throws(StudioError) -> RenderRequestHandler.Rendered in
                    try handler.respondWatching(to: render, isCancelled: isCancelled)
                }
                watchSetup(rendered.swiftFiles, of: render.file)
                try await socket.send(binary: rendered.message)
            case .save(let save):
                let data = Data(save.text.utf8)
                try workspace.write(data, to: save.file)
                remember(save.file, text: data)
                try await send(.saved(file: save.file, seq: save.seq ?? 0))
            case .writeOptions(let write):
                _ = try workspace.document(write.file)
                let data = Data(write.text.utf8)
                guard data.count <= workspace.maxDocumentBytes else {
                    throw StudioError("the document is \(data.count) bytes; the studio rewrites documents up to "
                                      + "\(workspace.maxDocumentBytes) bytes")
                }
                let options = write.options ?? RenderOptions()
                let written = try await workers.perform { (_: RenderRequestHandler, _: () -> Bool) throws(StudioError) -> Data in
                    try options.written(into: data)
                }
                try await send(.rewritten(file: write.file, text: String(decoding: written, as: UTF8.self), seq: write.seq ?? 0))
            }
        } catch let error as StudioError {
            try await send(error: error.message, seq: message.seq)
        } catch is CancellationError {
            // Replaced by a newer render, or the page left: nobody waits for this answer.
        } catch {
            // Whatever else is thrown is the page's error, not the end of its session (a socket that
            // failed fails this send too, and the session ends as before).
            try await send(error: "\(error)", seq: message.seq)
        }
    }

    private func send(_ message: StudioProtocol.ServerMessage) async throws {
        try await socket.send(text: message.text)
    }

    private func send(error: String, seq: Int?) async throws {
        try await send(.error(message: error, seq: seq ?? 0))
    }

    // MARK: Watching

    private func remember(_ file: String, text: Data) {
        let stamp = (try? workspace.document(file)).flatMap(FileStamp.init)
        state.withLock { $0.watched = (file, text, stamp) }
    }

    /// Watches the Swift setup files a render of `file` read, when `file` is the open document.
    private func watchSetup(_ files: [(url: URL, stamp: FileStamp?)], of file: String) {
        state.withLock { if $0.watched?.file == file { $0.setupFiles = files } }
    }

    /// Sends the folder's list when it changes, and polls the open document and the Swift setup files
    /// its last render read (one `stat` each per poll).
    private func watch(_ lists: AsyncStream<[String]>) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await files in lists { try await self.sendList(files) }
            }
            group.addTask {
                while true {
                    try await Task.sleep(for: self.configuration.pollInterval)
                    try await self.checkOpenDocument()
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    private func checkOpenDocument() async throws {
        try await checkSetupFiles()
        guard let current = state.withLock({ $0.watched }), let url = try? workspace.document(current.file) else { return }
        let stamp = FileStamp(url)
        guard stamp != current.stamp else { return }
        guard let data = try? workspace.read(current.file) else {
            state.withLock { if $0.watched?.file == current.file { $0.watched?.stamp = stamp } }
            return
        }
        let changed = state.withLock { state -> Bool in
            guard state.watched?.file == current.file else { return false }
            defer { state.watched = (current.file, data, stamp) }
            return data != state.watched?.text
        }
        if changed {
            try await send(.changed(file: current.file, text: String(decoding: data, as: UTF8.self)))
        }
    }

    /// Tells the page when a Swift setup file of its document changed (written, replaced, created or
    /// deleted): the page renders its editor's text again, which reads the files anew.
    private func checkSetupFiles() async throws {
        guard let (file, files) = state.withLock({ state in state.watched.map { ($0.file, state.setupFiles) } }),
              !files.isEmpty else { return }
        let now = files.map { FileStamp($0.url) }
        guard let changed = files.indices.first(where: { now[$0] != files[$0].stamp }) else { return }
        let stillOpen = state.withLock { state -> Bool in
            guard state.watched?.file == file else { return false }
            state.setupFiles = zip(files, now).map { (url: $0.url, stamp: $1) }
            return true
        }
        guard stillOpen else { return }
        try await send(.setupChanged(file: file, swiftFile: files[changed].url.path))
    }

    private func sendList(_ files: [String]) async throws {
        try await send(.files(.init(files: files, folder: workspace.root.lastPathComponent, goldens: configuration.goldens?.path,
                                    codeMirror: configuration.codeMirror != nil, maxMessageBytes: configuration.maxMessageBytes)))
    }
}

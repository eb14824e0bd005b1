import AdLayoutModel
import Foundation
import Synchronization

/// Lists the studio folder's documents for every connected page and request: one walk of the
/// folder at a time for the whole server (callers that arrive during a walk share its result),
/// repeated every `interval` (or nine times as long as a walk took, whichever is longer) while at
/// least one page is connected, none while none is. Each page
/// walked the folder itself four times a second: with 50,000 files ten tabs kept a core busy.
/// Pages get the list when it changes. Whether a `.json` file is a document is read from its start
/// once per version of the file (size, modification time, inode).
final class FolderWatcher: Sendable {
    private struct State {
        var subscribers: [Int: AsyncStream<[String]>.Continuation] = [:]
        var nextID = 0
        var polling: Task<Void, Never>?
        /// The last walk's list, and when it ended.
        var files: (list: [String], time: ContinuousClock.Instant)?
        /// The list last sent to the pages.
        var published: [String]?
        /// Callers waiting for the walk under way (nil: none is).
        var waiting: [CheckedContinuation<[String], Never>]?
        /// Whether each `.json` file seen (by path) named a `schemaVersion` near its start, for the stamp it had.
        var documents: [String: (stamp: FileStamp, isDocument: Bool)] = [:]
    }

    let workspace: Workspace
    let interval: Duration
    private let state = Mutex(State())
    private let walkCount = Atomic(0)

    /// Walks made so far (tests check that pages share them).
    var walks: Int { walkCount.load(ordering: .relaxed) }

    /// A watcher of `workspace` walking it every `interval` while it has subscribers.
    init(workspace: Workspace, interval: Duration) {
        self.workspace = workspace
        self.interval = interval
    }

    /// The documents' list each time it changes, until ``unsubscribe(_:)``.
    func subscribe() -> (id: Int, lists: AsyncStream<[String]>) {
        let (stream, continuation) = AsyncStream.makeStream(of: [String].self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state -> Int in
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            if state.polling == nil { state.polling = Task { [weak self] in await self?.poll() } }
            return id
        }
        return (id, stream)
    }

    /// Stops sending lists to `id`; the walks stop with the last subscriber.
    func unsubscribe(_ id: Int) {
        let (continuation, polling) = state.withLock { state in
            let continuation = state.subscribers.removeValue(forKey: id)
            var polling: Task<Void, Never>?
            if state.subscribers.isEmpty {
                polling = state.polling
                state.polling = nil
                state.published = nil
            }
            return (continuation, polling)
        }
        continuation?.finish()
        polling?.cancel()
    }

    /// The current list: the last walk's if it is less than `interval` old, else a new walk's.
    func current() async -> [String] {
        let now = ContinuousClock.now
        if let files = state.withLock({ $0.files }), now - files.time < interval { return files.list }
        return await sharedWalk()
    }

    private func poll() async {
        while !Task.isCancelled {
            let start = ContinuousClock.now
            let files = await sharedWalk()
            let took = ContinuousClock.now - start
            // The first walk only sets the list (a page asks for it when it connects); later ones send changes.
            let continuations = state.withLock { state -> [AsyncStream<[String]>.Continuation] in
                guard state.published != files else { return [] }
                defer { state.published = files }
                return state.published == nil ? [] : Array(state.subscribers.values)
            }
            for continuation in continuations { continuation.yield(files) }
            // A folder that takes long to walk is walked less often: at most a tenth of the time.
            try? await Task.sleep(for: max(interval, took * 9))
        }
    }

    /// The result of the walk under way, or of a new one.
    private func sharedWalk() async -> [String] {
        await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            let starts = state.withLock { state -> Bool in
                if state.waiting != nil {
                    state.waiting!.append(continuation)
                    return false
                }
                state.waiting = [continuation]
                return true
            }
            if starts { walk() }
        }
    }

    /// Walks the folder on a thread of its own (file system calls block), reusing what is known of
    /// files that did not change, then answers everyone waiting.
    private func walk() {
        walkCount.add(1, ordering: .relaxed)
        DispatchQueue.global(qos: .utility).async {
            let known = self.state.withLock { $0.documents }
            var seen: [String: (stamp: FileStamp, isDocument: Bool)] = [:]
            let files = self.workspace.documents { url in
                guard let stamp = FileStamp(url) else { return false }
                if let entry = known[url.path], entry.stamp == stamp {
                    seen[url.path] = entry
                    return entry.isDocument
                }
                let isDocument = Workspace.looksLikeDocument(url)
                seen[url.path] = (stamp, isDocument)
                return isDocument
            }
            let waiting = self.state.withLock { state -> [CheckedContinuation<[String], Never>] in
                state.documents = seen
                state.files = (files, .now)
                defer { state.waiting = nil }
                return state.waiting ?? []
            }
            for continuation in waiting { continuation.resume(returning: files) }
        }
    }
}

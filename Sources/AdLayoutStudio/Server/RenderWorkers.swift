import AdLayoutCore
import Foundation
import Synchronization

/// The threads that render and rewrite documents for every session of a studio: a fixed number,
/// each with its own ``RenderRequestHandler`` (fonts, decoded images, the last golden), taking jobs
/// in the order they come. The work is CPU-bound C code, so it runs here, never on the server's
/// event loops or Swift's cooperative threads (a render there stalled every other connection), and
/// memory grows with the number of threads, not the number of open pages.
final class RenderWorkers: Sendable {
    private let queue = JobQueue()
    private let count: Int

    /// `count` threads, each making its handler with `makeHandler` when it takes its first job. A job
    /// running longer than `timeLimit` is told to stop (`isCancelled`) and ends with an error saying so.
    init(count: Int, timeLimit: Duration = .seconds(30), makeHandler: @escaping @Sendable () -> RenderRequestHandler) {
        self.count = count
        for index in 0..<count {
            let thread = Thread { [queue] in
                var handler: RenderRequestHandler?
                while let job = queue.next() {
                    if handler == nil { handler = makeHandler() }
                    job.run(handler!, timeLimit: timeLimit)
                }
            }
            thread.name = "adlayout.studio.render-\(index)"
            // Room for deep but bounded work (JSON nests 512 levels) whatever the platform's default.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Ends the threads once the jobs already queued are done.
    func stop() { queue.stop(threads: count) }

    /// Runs `work` on one of the threads and returns its result. Cancelling the calling task drops
    /// the job if it has not started (throwing `CancellationError`); one already running finishes,
    /// and may look at `isCancelled` to stop early.
    func perform<T: Sendable>(
        _ work: @escaping @Sendable (RenderRequestHandler, _ isCancelled: () -> Bool) throws(StudioError) -> T
    ) async throws -> T {
        let job = Job(work)
        let result = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if job.attach(continuation) { queue.add(job) }
            }
        } onCancel: {
            job.cancel()
        }
        // A job cancelled while it ran may have stopped early: its result is not the whole answer.
        try Task.checkCancellation()
        return result
    }
}

/// A job of ``RenderWorkers``, whatever its result type.
private protocol AnyJob: Sendable {
    func run(_ handler: RenderRequestHandler, timeLimit: Duration)
    func cancel()
}

/// One piece of work and the task waiting for it.
private final class Job<T: Sendable>: AnyJob {
    private enum State {
        case created
        case waiting(CheckedContinuation<T, any Error>)
        case running
        case finished
    }

    private let work: @Sendable (RenderRequestHandler, () -> Bool) throws(StudioError) -> T
    private let state = Mutex(State.created)
    private let cancelled = Atomic(false)

    init(_ work: @escaping @Sendable (RenderRequestHandler, () -> Bool) throws(StudioError) -> T) { self.work = work }

    /// Takes the continuation to resume; false (and the continuation resumed) when cancelled already.
    func attach(_ continuation: CheckedContinuation<T, any Error>) -> Bool {
        let attached = state.withLock { state -> Bool in
            guard case .created = state else { return false }
            state = .waiting(continuation)
            return true
        }
        if !attached { continuation.resume(throwing: CancellationError()) }
        return attached
    }

    /// Resumes the waiting task at once if the job has not started; a running one is told to stop.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
        let waiting = state.withLock { state -> CheckedContinuation<T, any Error>? in
            switch state {
            case .created:
                state = .finished
                return nil
            case .waiting(let continuation):
                state = .finished
                return continuation
            case .running, .finished:
                return nil
            }
        }
        waiting?.resume(throwing: CancellationError())
    }

    func run(_ handler: RenderRequestHandler, timeLimit: Duration) {
        let continuation = state.withLock { state -> CheckedContinuation<T, any Error>? in
            guard case .waiting(let continuation) = state else { return nil }
            state = .running
            return continuation
        }
        guard let continuation else { return }
        let deadline = ContinuousClock.now.advanced(by: timeLimit)
        // Set when the work was told to stop for the time: what it returns then is not the whole answer.
        let timedOut = Atomic(false)
        var result: Result<T, any Error>
        do throws(StudioError) {
            result = .success(try work(handler) {
                if self.cancelled.load(ordering: .relaxed) { return true }
                guard ContinuousClock.now >= deadline else { return false }
                timedOut.store(true, ordering: .relaxed)
                return true
            })
        } catch {
            result = .failure(error)
        }
        if timedOut.load(ordering: .relaxed) && !cancelled.load(ordering: .relaxed) {
            result = .failure(StudioError("stopped: the work took longer than \(timeLimit.components.seconds) s; "
                                          + "the studio's threads go on with other pages"))
        }
        state.withLock { $0 = .finished }
        continuation.resume(with: result)
    }
}

/// The jobs waiting for a thread, first in first out; a semaphore counts them.
private final class JobQueue: Sendable {
    private struct State {
        var jobs: [any AnyJob] = []
        var head = 0
        var stopped = false
    }

    private let state = Mutex(State())
    private let available = DispatchSemaphore(value: 0)

    /// Queues `job`; after ``stop(threads:)`` no thread would take it, so it is cancelled instead.
    func add(_ job: any AnyJob) {
        let queued = state.withLock { state -> Bool in
            guard !state.stopped else { return false }
            state.jobs.append(job)
            return true
        }
        if queued { available.signal() } else { job.cancel() }
    }

    /// The next job, waiting for one; nil once stopped and empty.
    func next() -> (any AnyJob)? {
        available.wait()
        return state.withLock { state -> (any AnyJob)? in
            guard state.head < state.jobs.count else { return nil }
            let job = state.jobs[state.head]
            state.head += 1
            // Let the array go once drained, or shift it once half is taken.
            if state.head == state.jobs.count {
                state.jobs.removeAll(keepingCapacity: false)
                state.head = 0
            } else if state.head > 64 && state.head * 2 > state.jobs.count {
                state.jobs.removeFirst(state.head)
                state.head = 0
            }
            return job
        }
    }

    func stop(threads: Int) {
        state.withLock { $0.stopped = true }
        for _ in 0..<threads { available.signal() }
    }
}

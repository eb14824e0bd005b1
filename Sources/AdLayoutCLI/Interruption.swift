import Foundation
import Synchronization

/// A one-way stop signal for long-running commands (`render --watch`): triggered once, it stays
/// triggered. ``onSIGINT()`` makes one that Ctrl-C triggers.
public final class Interruption: Sendable {
    private let triggered = Atomic<Bool>(false)
    /// Signalled once by the first trigger; each waiter that takes the signal gives it back, so it
    /// wakes every waiter, now and later.
    private let signal = DispatchSemaphore(value: 0)
    /// The SIGINT handler of ``onSIGINT()``, cancelled when this is released.
    private let source: Mutex<(any DispatchSourceSignal)?>

    /// An interruption nobody has triggered yet.
    public convenience init() { self.init(source: nil) }

    private init(source: sending (any DispatchSourceSignal)?) { self.source = Mutex(source) }

    /// Stops whoever waits on this.
    public func trigger() {
        if !triggered.exchange(true, ordering: .sequentiallyConsistent) { signal.signal() }
    }

    /// Waits up to `seconds`; true when triggered.
    public func wait(seconds: Double) -> Bool {
        if triggered.load(ordering: .sequentiallyConsistent) { return true }
        guard signal.wait(timeout: .now() + seconds) == .success else { return triggered.load(ordering: .sequentiallyConsistent) }
        signal.signal()
        return true
    }

    /// An interruption triggered by SIGINT (Ctrl-C) instead of the default, which kills the process.
    static func onSIGINT() -> Interruption {
        Foundation.signal(SIGINT, SIG_IGN)
        let interruption = Interruption(source: DispatchSource.makeSignalSource(signal: SIGINT, queue: .global()))
        interruption.source.withLock { source in
            source?.setEventHandler { [weak interruption] in interruption?.trigger() }
            source?.resume()
        }
        return interruption
    }

    deinit {
        source.withLock { source in
            guard let source else { return }
            source.cancel()
            Foundation.signal(SIGINT, SIG_DFL)
        }
    }
}

import Foundation

/// A one-way stop signal for long-running commands (`render --watch`): triggered once, it stays
/// triggered. ``onSIGINT()`` makes one that Ctrl-C triggers.
public final class Interruption: @unchecked Sendable {
    private let condition = NSCondition()
    private var triggered = false
    private var source: (any DispatchSourceSignal)?

    /// An interruption nobody has triggered yet.
    public init() {}

    /// Stops whoever waits on this.
    public func trigger() {
        condition.lock(); triggered = true; condition.broadcast(); condition.unlock()
    }

    /// Waits up to `seconds`; true when triggered.
    public func wait(seconds: Double) -> Bool {
        condition.lock(); defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !triggered, condition.wait(until: deadline) {}
        return triggered
    }

    /// An interruption triggered by SIGINT (Ctrl-C) instead of the default, which kills the process.
    static func onSIGINT() -> Interruption {
        let interruption = Interruption()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak interruption] in interruption?.trigger() }
        source.resume()
        interruption.source = source
        return interruption
    }

    deinit {
        if let source {
            source.cancel()
            signal(SIGINT, SIG_DFL)
        }
    }
}

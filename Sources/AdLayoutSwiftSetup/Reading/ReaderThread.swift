import Foundation
import Synchronization

/// Runs the reader on a thread of its own with a stack of ``SetupLimits/stackBytes``.
///
/// swift-syntax's parser and the reader recurse once per level of nesting. The limits bound the
/// levels; this bounds the stack they meet, whoever calls: a Swift concurrency worker or a
/// Dispatch thread has a far smaller stack than the main thread, and the studio reads setups there.
enum ReaderThread {
    /// `body`'s result, computed on the reader's thread; the caller waits for it.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.stackSize = SetupLimits.stackBytes
        thread.name = "adlayout-swift-setup"
        thread.start()
        done.wait()
        return result.withLock { $0.take()! }
    }
}

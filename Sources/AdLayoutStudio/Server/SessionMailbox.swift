import Foundation
import Synchronization

/// The messages a studio session has received and not yet handled, in order. A render or an open
/// drops the renders still waiting before it (the page shows only the newest). At most
/// ``capacity`` wait: a page that sends faster than the studio answers waits in ``put(_:)``, so the
/// session stops reading its socket and TCP slows the page down, instead of memory growing.
final class SessionMailbox: Sendable {
    /// Messages (or the error of an unreadable one) waiting at most.
    static let capacity = 8

    typealias Message = Result<StudioProtocol.ClientMessage, StudioError>

    private struct State {
        var messages: [Message] = []
        /// The handler waiting for a message.
        var taker: CheckedContinuation<Message?, Never>?
        /// The reader waiting for room.
        var putter: CheckedContinuation<Void, Never>?
        var closed = false
    }

    private let state = Mutex(State())

    /// Adds `message` once there is room (nothing once closed).
    func put(_ message: Message) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let hasRoom = state.withLock { state -> Bool in
                guard !state.closed && state.messages.count >= Self.capacity else { return true }
                state.putter = continuation
                return false
            }
            if hasRoom { continuation.resume() }
        }
        let taker = state.withLock { state -> CheckedContinuation<Message?, Never>? in
            guard !state.closed else { return nil }
            if case .success(let m) = message, m.supersedesRenders {
                state.messages.removeAll { if case .success(.render) = $0 { true } else { false } }
            }
            if let taker = state.taker {
                state.taker = nil
                return taker
            }
            state.messages.append(message)
            return nil
        }
        taker?.resume(returning: message)
    }

    /// The next message, waiting for one; nil once closed.
    func take() async -> Message? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Message?, Never>) in
            let (next, putter) = state.withLock { state -> (Message??, CheckedContinuation<Void, Never>?) in
                if !state.messages.isEmpty {
                    let putter = state.putter
                    state.putter = nil
                    return (.some(state.messages.removeFirst()), putter)
                }
                if state.closed { return (.some(nil), nil) }
                state.taker = continuation
                return (nil, nil)
            }
            putter?.resume()
            if let next { continuation.resume(returning: next) }
        }
    }

    /// Wakes whoever waits; later puts are dropped and takes return nil.
    func close() {
        let (taker, putter) = state.withLock { state in
            state.closed = true
            state.messages.removeAll()
            defer { state.taker = nil; state.putter = nil }
            return (state.taker, state.putter)
        }
        taker?.resume(returning: nil)
        putter?.resume()
    }
}

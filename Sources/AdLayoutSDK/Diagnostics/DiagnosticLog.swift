import Foundation
import Synchronization

/// The diagnostics of one run — a command, a test run, a studio render — each distinct one kept
/// once, however many documents, variants or jobs report it: a Swift setup's warning reported by
/// each of four variants is printed once. A section's "items are cut at the canvas bottom" note,
/// whose counts and height differ by device, is kept once per document and section (the first
/// variant's). Safe to use from several jobs at once.
public final class DiagnosticLog: Sendable {
    private struct State {
        var seen: Set<Diagnostic> = []
        /// The file and JSON path of each canvas-bottom note kept.
        var canvasNotes: Set<[String]> = []
        var kept: [Diagnostic] = []
        var counts: [Diagnostic.Severity: Int] = [:]
    }

    private let state = Mutex(State())
    /// Called once for each diagnostic the log had not seen, in the order they arrive (under the
    /// log's lock, so lines from several jobs never interleave).
    private let emit: @Sendable (Diagnostic) -> Void

    /// A log that hands each new diagnostic to `emit` (e.g. prints it).
    public init(emit: @escaping @Sendable (Diagnostic) -> Void = { _ in }) {
        self.emit = emit
    }

    /// Keeps `diagnostic` and hands it on, unless an equal one was reported before; true when it was new.
    @discardableResult
    public func report(_ diagnostic: Diagnostic) -> Bool {
        state.withLock { state in
            guard state.seen.insert(diagnostic).inserted else { return false }
            if diagnostic.severity == .note && diagnostic.code == .clipped {
                guard state.canvasNotes.insert([diagnostic.file ?? "", diagnostic.path]).inserted else { return false }
            }
            state.kept.append(diagnostic)
            state.counts[diagnostic.severity, default: 0] += 1
            emit(diagnostic)
            return true
        }
    }

    /// Reports each of `diagnostics` in order.
    public func report(_ diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { report(diagnostic) }
    }

    /// Every distinct diagnostic, in the order first reported.
    public var diagnostics: [Diagnostic] { state.withLock { $0.kept } }

    /// How many distinct diagnostics of `severity` were reported.
    public func count(_ severity: Diagnostic.Severity) -> Int { state.withLock { $0.counts[severity] ?? 0 } }

    /// Whether a run with this log fails under `--strict`: any error or warning (notes never fail).
    public var failsStrictCheck: Bool { count(.error) + count(.warning) > 0 }
}

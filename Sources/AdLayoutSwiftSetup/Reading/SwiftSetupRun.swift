import AdLayoutCore
import Synchronization

/// What one run of a command shares between the documents and variants it loads: each set of
/// setup files read once (a 2 × 2 device and theme matrix loads a document four times), and each
/// distinct warning or note of the reader reported once.
final class SwiftSetupRun: Sendable {
    private struct State {
        /// Setups read, by the names and texts of their files (the last few).
        var setups: [(key: [String], setup: SetupDocument)] = []
        var reported: Set<Diagnostic> = []
    }

    /// Setups kept: a run names one setup, or a few.
    static let keptSetups = 8

    private let state = Mutex(State())
    /// Nil: nothing is reported, and nothing kept of what was (a long-running caller such as the
    /// studio takes each load's diagnostics from its setup instead).
    private let report: (@Sendable (Diagnostic) -> Void)?

    init(report: (@Sendable (Diagnostic) -> Void)?) { self.report = report }

    /// `sources` read (or as read before in this run); its warnings and notes reported if they were not yet.
    func read(_ sources: [SwiftSetupSource]) -> SetupDocument {
        let key = sources.flatMap { [$0.name, $0.text] }
        if let kept = state.withLock({ $0.setups.first { $0.key == key }?.setup }) { return kept }
        let setup = SwiftSetupReader.read(sources)
        let new = state.withLock { state -> [Diagnostic] in
            if !state.setups.contains(where: { $0.key == key }) {
                state.setups.append((key, setup))
                if state.setups.count > Self.keptSetups { state.setups.removeFirst() }
            }
            guard report != nil else { return [] }
            return setup.diagnostics.filter { $0.severity != .error && state.reported.insert($0).inserted }
        }
        if let report { new.forEach(report) }
        return setup
    }
}

import AdLayoutSnapshot
import Foundation

/// How the assertions in a scope check their snapshots: the record mode, per-pixel options and
/// pixel budget. Set for a Swift Testing test or suite with the ``Testing/Trait/adLayoutSnapshots(record:options:budget:)``
/// trait, or around any code (XCTest too) with ``withAdLayoutSnapshots(record:options:budget:operation:)``;
/// task-local, so parallel tests keep their own. An assertion's own arguments win over it;
/// `ADLAYOUT_RECORD` wins over both (so the printed accept command works however a suite is
/// configured), and with `CI` set and no `ADLAYOUT_RECORD` the record mode in code is ignored:
/// nothing is written on CI unless the environment asks for it.
public struct SnapshotTestConfiguration: Sendable, Equatable {
    /// When goldens are written off CI (`ADLAYOUT_RECORD` overrides it; on CI it is `never`); nil: `missing`.
    public var record: RecordMode?
    /// Per-pixel comparison; nil: exact.
    public var options: ComparisonOptions?
    /// Pixels allowed to differ; nil: none.
    public var budget: PixelBudget?

    /// A configuration; nil values are inherited.
    public init(record: RecordMode? = nil, options: ComparisonOptions? = nil, budget: PixelBudget? = nil) {
        self.record = record; self.options = options; self.budget = budget
    }

    /// This configuration's values, with `outer`'s where this one has none.
    public func merged(over outer: SnapshotTestConfiguration) -> SnapshotTestConfiguration {
        SnapshotTestConfiguration(record: record ?? outer.record, options: options ?? outer.options,
                                  budget: budget ?? outer.budget)
    }

    /// The configuration of the running scope.
    @TaskLocal public static var current = SnapshotTestConfiguration()
}

/// Runs `operation` with the assertions in it checking as configured here (values not given are
/// inherited from the enclosing scope).
public func withAdLayoutSnapshots<R>(record: RecordMode? = nil, options: ComparisonOptions? = nil, budget: PixelBudget? = nil,
                                     operation: () throws -> R) rethrows -> R {
    let configuration = SnapshotTestConfiguration(record: record, options: options, budget: budget)
        .merged(over: SnapshotTestConfiguration.current)
    return try SnapshotTestConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs the async `operation` with the assertions in it checking as configured here.
public func withAdLayoutSnapshots<R>(record: RecordMode? = nil, options: ComparisonOptions? = nil, budget: PixelBudget? = nil,
                                     isolation: isolated (any Actor)? = #isolation,
                                     operation: () async throws -> R) async rethrows -> R {
    let configuration = SnapshotTestConfiguration(record: record, options: options, budget: budget)
        .merged(over: SnapshotTestConfiguration.current)
    return try await SnapshotTestConfiguration.$current.withValue(configuration, operation: operation)
}

/// The process's artifacts run (shared with the swift-snapshot-testing strategies).
typealias SnapshotTestRun = SnapshotArtifactsRun

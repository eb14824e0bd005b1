import AdLayoutSnapshot
import Testing

/// A Swift Testing trait that configures the AdLayout snapshot assertions of a test, or of every
/// test of a suite: `@Suite(.adLayoutSnapshots(record: .failed))`, `@Test(.adLayoutSnapshots(options: .exact))`.
/// A test's trait wins over its suite's for the values it gives.
public struct AdLayoutSnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The values the trait sets.
    public var configuration: SnapshotTestConfiguration

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs the test (or suite) with the configuration set, over its suite's.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotTestConfiguration.$current.withValue(configuration.merged(over: SnapshotTestConfiguration.current)) {
            try await function()
        }
    }
}

extension Trait where Self == AdLayoutSnapshotsTrait {
    /// Configures the AdLayout snapshot assertions: record mode, per-pixel options, pixel budget
    /// (nil keeps the enclosing suite's, else the defaults).
    public static func adLayoutSnapshots(record: RecordMode? = nil, options: ComparisonOptions? = nil,
                                         budget: PixelBudget? = nil) -> Self {
        AdLayoutSnapshotsTrait(configuration: SnapshotTestConfiguration(record: record, options: options, budget: budget))
    }
}

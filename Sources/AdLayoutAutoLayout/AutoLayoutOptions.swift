/// Settings of an ``AutoLayoutSystem``.
public struct AutoLayoutOptions: Hashable, Sendable {
    /// When the ambiguity check runs (it costs a few simplex probes per item).
    public enum AmbiguityCheck: Hashable, Sendable {
        /// Never.
        case never
        /// On the first solve only; later results repeat its warnings.
        case onFirstLayout
        /// After every solve.
        case onEveryLayout
    }

    /// Maps leading and trailing to left and right.
    public var layoutDirection: LayoutDirection
    /// Re-measurements after the first, unconstrained one in ``AutoLayoutSystem/layout(measuring:)``, each
    /// followed by a re-solve while sizes change; clamped to `0...AutoLayoutLimits.maximumMeasurementPasses`.
    public var maximumMeasurementPasses: Int
    /// When to look for ambiguous frames.
    public var ambiguityCheck: AmbiguityCheck
    /// The solver's work limit per operation (see ``AdLayoutConstraintSolver/Solver``).
    public var maximumPivotsPerOperation: Int

    /// Creates options; the defaults are left-to-right, 2 re-measurements, the ambiguity check on the first
    /// layout and 10,000 pivots.
    public init(
        layoutDirection: LayoutDirection = .leftToRight,
        maximumMeasurementPasses: Int = 2,
        ambiguityCheck: AmbiguityCheck = .onFirstLayout,
        maximumPivotsPerOperation: Int = 10_000
    ) {
        self.layoutDirection = layoutDirection
        self.maximumMeasurementPasses = min(max(0, maximumMeasurementPasses), AutoLayoutLimits.maximumMeasurementPasses)
        self.ambiguityCheck = ambiguityCheck
        self.maximumPivotsPerOperation = maximumPivotsPerOperation
    }
}

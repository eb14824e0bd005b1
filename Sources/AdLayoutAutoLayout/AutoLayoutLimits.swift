/// The fixed limits of ``AutoLayoutSystem``, checked before anything is built.
public enum AutoLayoutLimits {
    /// The most items in a tree, root and guides included.
    public static let maximumItemCount = 1000
    /// The most constraints passed to a system (active or not); generated ones are not counted (at most about 12
    /// per item).
    public static let maximumConstraintCount = 10_000
    /// The deepest nesting: the root has depth 0, so a chain of 65 items is the longest allowed.
    public static let maximumNestingDepth = 64
    /// The most required constraints connected to a conflict that are searched for a minimal conflicting set;
    /// beyond this a conflict warning names only the broken constraint.
    public static let maximumConflictAnalysisSize = 400
    /// The most measurement passes ``AutoLayoutOptions/maximumMeasurementPasses`` may ask for.
    public static let maximumMeasurementPasses = 8
}

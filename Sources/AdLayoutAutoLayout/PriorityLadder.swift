import AdLayoutConstraintSolver

/// The solver strengths of the optional priorities one system uses, so that a higher priority wins over
/// lower ones as UIKit's does: "higher priority constraints are satisfied before lower priority constraints"
/// (`NSLayoutConstraint.priority`), however many of them there are.
///
/// One floating-point objective cannot order all 999 levels lexicographically (see
/// ``/AdLayoutConstraintSolver/Strength/init(uiLayoutPriority:)``, whose weights differ by 2 % per level, so
/// that two constraints at 750 outweighed one at 751). A system uses few levels — 250, 251, 750, 999 and its
/// stacks' — so they are ranked instead: the levels present, in order, get weights a fixed number of decades
/// apart, the highest at 1e6 (``/AdLayoutConstraintSolver/Strength/strong``) and the lowest no lower than 1e-3.
/// With up to 4 levels a level outweighs 999 constraints of the next one with equal errors; with 10, 9.
struct PriorityLadder {
    /// Decades between neighbouring levels, at most.
    static let maximumStep = 3.0
    /// The decades the weights span: 1e-3 to 1e6, as ``/AdLayoutConstraintSolver/Strength/init(uiLayoutPriority:)``.
    static let span = 9.0

    private let strengths: [Float: Strength]

    /// The ladder of `priorities` (required ones are required; they are left out of the ranking).
    init(_ priorities: some Sequence<LayoutPriority>) {
        let levels = Set(priorities.map(\.rawValue).filter { $0 < 1000 && !$0.isNaN }).sorted()
        let step = levels.count > 1 ? min(Self.maximumStep, Self.span / Double(levels.count - 1)) : 0
        var strengths: [Float: Strength] = [:]
        for (rank, level) in levels.enumerated() {
            let exponent = 6 - step * Double(levels.count - 1 - rank)
            strengths[level] = Strength(weight: Strength.powerOfTen(exponent))
        }
        self.strengths = strengths
    }

    /// The strength of `priority`: required at 1000 and above, its rung for a level of the ladder, else
    /// the geometric mapping.
    func strength(_ priority: LayoutPriority) -> Strength {
        if priority.rawValue >= 1000 { return .required }
        return strengths[priority.rawValue] ?? priority.strength
    }
}

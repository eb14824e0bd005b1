import AdLayoutConstraintSolver

/// One stack view's arrangement in the solver: its constraints by key (rule and equation), so that a change of
/// hidden views (UIStackView updates its constraints when an arranged view's `isHidden` changes) removes and adds
/// only the constraints that differ; the conflicts met; and the hiding conflicts found per set of hidden views.
struct StackArrangement {
    /// A constraint in the solver and, for a required one, its `records` slot.
    struct Entry {
        let key: String
        let constraint: Constraint
        let record: Int?
    }

    /// A constraint the arrangement wants: its key, what the solver gets and how warnings name it.
    struct Spec {
        let key: String
        let expression: LinearExpression
        let relation: Relation
        let priority: LayoutPriority
        let origin: RecordOrigin
    }

    /// Sets of hidden views whose hiding conflicts are kept, at most.
    static let maximumCachedHidingWarnings = 64

    /// The constraints in the solver, in the order added.
    var active: [Entry] = []
    /// Required constraints of the current arrangement that contradicted the solver's (left out).
    var warnings: [LayoutWarning] = []
    /// The hidden flags of the arranged views the arrangement is for.
    var hidden: [Bool] = []
    /// Hidden views that required constraints keep from collapsing, by hidden flags, found after a solve.
    var hidingWarnings: [[Bool]: [LayoutWarning]] = [:]
}

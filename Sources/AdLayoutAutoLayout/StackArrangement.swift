import AdLayoutConstraintSolver

/// One stack view's arrangement in the solver for one set of hidden arranged views: its constraints, the records
/// of the required ones, and the conflicts met when it was added. Replaced as a whole when the hidden set changes,
/// as UIStackView updates its constraints when an arranged view's `isHidden` changes.
struct StackArrangement {
    /// The constraints in the solver.
    var constraints: [Constraint] = []
    /// The `records` slots of its required constraints and of the hiding probes (freed with it).
    var records: [Int] = []
    /// Required constraints of the arrangement that contradicted the solver's (left out).
    var warnings: [LayoutWarning] = []
    /// Hidden views that required constraints keep from collapsing, found after the first solve in this state.
    var hidingWarnings: [LayoutWarning]?
}

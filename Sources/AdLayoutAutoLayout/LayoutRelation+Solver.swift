import AdLayoutConstraintSolver

extension LayoutRelation {
    /// The solver's relation of `first − (multiplier × second + constant)` to zero (``LayoutRelation`` is UIKit's,
    /// declared in AdLayoutUIKitTypes).
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

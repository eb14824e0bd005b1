import AdLayoutConstraintSolver

/// How the first attribute of a constraint compares with the second (`NSLayoutConstraint.Relation`):
/// `first ≤, = or ≥ multiplier × second + constant`. The solver's own relation, under UIKit's name.
public typealias LayoutRelation = Relation

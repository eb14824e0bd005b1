import AdLayoutConstraintSolver

extension AutoLayoutSystem {
    /// One constraint as the solver takes it.
    typealias SolverConstraint = (expression: LinearExpression, relation: Relation, strength: Strength)

    /// The same equation written more than once at optional priorities (`width ≤ 20` at 999 levels, ten
    /// times each): each copy's error is the same number, so the objective is the same with one of them
    /// weighing what they all weigh together. The first copy takes the sum of their weights (kept below
    /// required) and the others are left out (`nil`); required ones and unique ones are as given.
    ///
    /// Identical rows with zero slack are what made the simplex degenerate: every pivot among them
    /// merged their rows, so the tableau's size grew with the square of the copies (1.4 GB for 9,996).
    static func foldingCopies(_ constraints: [SolverConstraint?]) -> [SolverConstraint?] {
        struct Key: Hashable {
            let relation: Relation
            let variables: [ObjectIdentifier]
            let coefficients: [Double]
            let constant: Double
        }
        var folded = constraints
        var firstByKey: [Key: Int] = [:]
        var weights: [Int: Double] = [:]
        for (offset, constraint) in constraints.enumerated() {
            guard let constraint, !constraint.strength.isRequired else { continue }
            let terms = constraint.expression.reduced().terms.sorted {
                ObjectIdentifier($0.variable) < ObjectIdentifier($1.variable)
            }
            let key = Key(relation: constraint.relation, variables: terms.map { ObjectIdentifier($0.variable) },
                          coefficients: terms.map(\.coefficient), constant: constraint.expression.constant)
            if let first = firstByKey[key] {
                weights[first, default: constraints[first]!.strength.weight] += constraint.strength.weight
                folded[offset] = nil
            } else {
                firstByKey[key] = offset
            }
        }
        let heaviest = Strength.required.weight * 0.999
        for (first, weight) in weights {
            folded[first]!.strength = Strength(weight: min(weight, heaviest))
        }
        return folded
    }
}

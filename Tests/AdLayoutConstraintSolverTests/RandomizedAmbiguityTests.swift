import Testing
import AdLayoutConstraintSolver
import AdLayoutTestSupport

/// `canVary` against an independent oracle: the same system rewritten with explicit error variables, its
/// objective bounded by the optimum as a required constraint, and each variable pushed up and then down; the
/// variable is ambiguous when the two extremes differ.
@Suite struct RandomizedAmbiguityTests {
    static func range(of x: Variable, constraints: [Constraint], optimum: Double) throws -> Double? {
        var extremes: [Double] = []
        for push in [1e4, -1e4] {
            let oracle = Solver()
            var cost = LinearExpression()
            for c in constraints {
                if c.strength.isRequired {
                    try oracle.addConstraint(c)
                    continue
                }
                let w = c.strength.weight
                let p = Variable("p"), n = Variable("n")
                try oracle.addConstraint(Constraint(p, .greaterThanOrEqual, 0))
                switch c.relation {
                case .equal:
                    try oracle.addConstraint(Constraint(n, .greaterThanOrEqual, 0))
                    try oracle.addConstraint(Constraint(c.expression - p + n, .equal, 0))
                    cost = cost + w * p + w * n
                case .lessThanOrEqual:
                    try oracle.addConstraint(Constraint(c.expression - p, .lessThanOrEqual, 0))
                    cost = cost + w * p
                case .greaterThanOrEqual:
                    try oracle.addConstraint(Constraint(c.expression + p, .greaterThanOrEqual, 0))
                    cost = cost + w * p
                }
            }
            do throws(SolverError) {
                try oracle.addConstraint(Constraint(cost, .lessThanOrEqual, optimum + 1e-5))
            } catch {
                return nil  // rounding made the bound infeasible: no verdict
            }
            try oracle.addConstraint(Constraint(x, .equal, push, strength: .weak))
            oracle.updateVariables()
            extremes.append(oracle.value(of: x))
        }
        return extremes[0] - extremes[1]
    }

    @Test(arguments: Array(1...60) as [UInt64])
    func canVaryAgreesWithOracle(seed: UInt64) throws {
        var random = SplitMix64(state: seed &* 7919)
        let variables = (0..<4).map { Variable("x\($0)") }
        let strengths: [Strength] = [.required, .required, .required, .weak, .medium]
        let solver = Solver()
        var active: [Constraint] = []
        for _ in 0..<Int.random(in: 2...9, using: &random) {
            var terms: [Term] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                terms.append(Term(variables[Int.random(in: 0..<4, using: &random)],
                                  coefficient: [-1, 1, 2][Int.random(in: 0..<3, using: &random)]))
            }
            let c = Constraint(
                // Small constants make ties and degenerate vertices common, which is what the cone test is for.
                LinearExpression(terms: terms, constant: Double(Int.random(in: -3...3, using: &random))),
                [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)],
                strength: strengths[Int.random(in: 0..<5, using: &random)])
            if (try? solver.addConstraint(c)) != nil { active.append(c) }
            // Opposing soft inequalities on one expression, like hugging against compression resistance.
            if !c.strength.isRequired && c.relation != .equal && Bool.random(using: &random) {
                let mirror = Constraint(
                    c.expression, c.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual,
                    strength: c.strength == .weak ? .medium : .weak)
                try solver.addConstraint(mirror)
                active.append(mirror)
            }
        }
        // Give every variable a presence so that "never seen" is not what decides.
        let used = Set(active.flatMap { $0.expression.terms.map { ObjectIdentifier($0.variable) } })
        for v in variables where !used.contains(ObjectIdentifier(v)) {
            let c = Constraint(v, .greaterThanOrEqual, -1000)
            try solver.addConstraint(c)
            active.append(c)
        }
        solver.updateVariables()
        let optimum = active.filter { !$0.strength.isRequired }.reduce(0.0) { total, c in
            total + c.strength.weight * RandomizedSolverTests.violation(c) { solver.value(of: $0) }
        }
        for x in variables {
            guard let width = try Self.range(of: x, constraints: active, optimum: optimum) else { continue }
            let expected = width > 1e-3
            #expect(try solver.canVary(LinearExpression(x)) == expected,
                    "seed \(seed) \(x): range \(width) in \(active)")
        }
    }
}

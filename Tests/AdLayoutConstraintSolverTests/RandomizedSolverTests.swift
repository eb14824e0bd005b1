import Testing
import AdLayoutConstraintSolver
import AdLayoutTestSupport

/// Random add / remove / suggest sequences: after every step the incremental solver must satisfy every required
/// constraint and reach the same optimal objective value as a solver built from scratch with the same
/// constraints and edit values (solutions may differ where the optimum is not unique; the optimum may not).
@Suite struct RandomizedSolverTests {
    struct Edit {
        let variable: Variable
        let strength: Strength
        var value: Double
    }

    static func violation(_ c: Constraint, _ value: (Variable) -> Double) -> Double {
        let v = c.expression.evaluate(value)
        switch c.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    static func objective(_ constraints: [Constraint], _ edits: [Edit], _ value: (Variable) -> Double) -> Double {
        var total = 0.0
        for c in constraints where !c.strength.isRequired { total += c.strength.weight * violation(c, value) }
        for e in edits { total += e.strength.weight * abs(value(e.variable) - e.value) }
        return total
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func incrementalMatchesFromScratch(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let variables = (0..<6).map { Variable("x\($0)") }
        let strengths: [Strength] = [.required, .required, .strong, .medium, .weak,
                                     Strength(uiLayoutPriority: 250), Strength(uiLayoutPriority: 750)]
        let solver = Solver()
        var active: [Constraint] = []
        var edits: [Edit] = []
        for step in 0..<120 {
            let roll = Int.random(in: 0..<10, using: &random)
            if roll < 5 || active.isEmpty {
                var terms: [Term] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let coefficient = [-2, -1, -0.5, 0.5, 1, 2][Int.random(in: 0..<6, using: &random)]
                    terms.append(Term(variables[Int.random(in: 0..<6, using: &random)], coefficient: coefficient))
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
                let constraint = Constraint(
                    LinearExpression(terms: terms, constant: Double(Int.random(in: -50...50, using: &random))), relation,
                    strength: strengths[Int.random(in: 0..<strengths.count, using: &random)])
                do throws(SolverError) {
                    try solver.addConstraint(constraint)
                    active.append(constraint)
                } catch {
                    guard case .unsatisfiableConstraint(let refused) = error, refused === constraint else {
                        Issue.record("step \(step): unexpected \(error)")
                        return
                    }
                }
            } else if roll < 7 {
                let removed = active.remove(at: Int.random(in: 0..<active.count, using: &random))
                try solver.removeConstraint(removed)
            } else if roll < 8 && edits.count < 3 {
                let candidates = variables.filter { v in !edits.contains { $0.variable === v } }
                let variable = candidates[Int.random(in: 0..<candidates.count, using: &random)]
                let strength: Strength = Bool.random(using: &random) ? .strong : .medium
                try solver.addEditVariable(variable, strength: strength)
                edits.append(Edit(variable: variable, strength: strength, value: 0))
            } else if !edits.isEmpty {
                let index = Int.random(in: 0..<edits.count, using: &random)
                edits[index].value = Double(Int.random(in: -100...100, using: &random))
                try solver.suggestValue(edits[index].value, for: edits[index].variable)
            }

            solver.updateVariables()
            let incremental = { (v: Variable) in solver.value(of: v) }
            for c in active where c.strength.isRequired {
                #expect(Self.violation(c, incremental) < 1e-6, "step \(step): \(c) violated")
            }
            let fresh = Solver()
            for c in active { try fresh.addConstraint(c) }
            for e in edits {
                try fresh.addEditVariable(e.variable, strength: e.strength)
                try fresh.suggestValue(e.value, for: e.variable)
            }
            fresh.updateVariables()
            let a = Self.objective(active, edits, incremental)
            let b = Self.objective(active, edits, { fresh.value(of: $0) })
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "step \(step): objective \(a) vs \(b)")
        }
    }
}

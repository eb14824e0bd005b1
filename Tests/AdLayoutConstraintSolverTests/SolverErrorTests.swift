import Testing
import AdLayoutConstraintSolver

@Suite struct SolverErrorTests {
    @Test func contradictoryInequalitiesThrowWithOffendingConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10, tag: "min"))
        let bad = Constraint(x, .lessThanOrEqual, 5, tag: "max")
        let unsatisfiable = try #require(throws: SolverError.self) { try solver.addConstraint(bad) }
        guard case .unsatisfiableConstraint(let offending) = unsatisfiable else { Issue.record("wrong error \(unsatisfiable)"); return }
        #expect(offending === bad)
        #expect(offending.tag as? String == "max")
        #expect(!solver.hasConstraint(bad))
        // The solver still works without it.
        try solver.addConstraint(Constraint(x, .equal, 20, strength: .weak))
        #expect(approx(solver.solved(x), 20))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 15))
        #expect(approx(solver.solved(x), 15))
    }

    @Test func contradictoryEqualitiesThrow() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x + y, .equal, 10), Constraint(x, .equal, 4))
        let bad = Constraint(y, .equal, 7)
        #expect(throws: SolverError.self) { try solver.addConstraint(bad) }
        solver.updateVariables()
        #expect(approx(solver.value(of: x), 4))
        #expect(approx(solver.value(of: y), 6))
        // A redundant but consistent equality is accepted and can be removed again.
        let redundant = Constraint(y, .equal, 6)
        try solver.addConstraint(redundant)
        try solver.removeConstraint(redundant)
        #expect(approx(solver.solved(y), 6))
    }

    @Test func unsatisfiableAfterArtificialPivotsLeavesSolverIntact() throws {
        // a ≥ 0, b ≥ 0, a + b ≤ 10 with weak preferences; then a + b ≥ 20 cannot hold.
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(
            Constraint(a, .greaterThanOrEqual, 0),
            Constraint(b, .greaterThanOrEqual, 0),
            Constraint(a + b, .lessThanOrEqual, 10),
            Constraint(a, .equal, 3, strength: .weak),
            Constraint(b, .equal, 4, strength: .weak)
        )
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(a + b, .greaterThanOrEqual, 20)) }
        solver.updateVariables()
        #expect(approx(solver.value(of: a), 3))
        #expect(approx(solver.value(of: b), 4))
        // The left-out constraint leaves no trace: a feasible version of it still works.
        try solver.addConstraint(Constraint(a + b, .greaterThanOrEqual, 9))
        solver.updateVariables()
        #expect(approx(solver.value(of: a) + solver.value(of: b), 9))
        #expect(solver.value(of: a) >= 3 - 1e-9 && solver.value(of: b) >= 4 - 1e-9)
    }

    @Test func constantContradictionThrows() {
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(LinearExpression(5), .equal, 0)) }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(LinearExpression(5), .lessThanOrEqual, 0)) }
        #expect(throws: Never.self) { try solver.addConstraint(Constraint(LinearExpression(-5), .lessThanOrEqual, 0)) }
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let c = Constraint(Variable("x"), .equal, 1)
        try solver.addConstraint(c)
        let duplicate = try #require(throws: SolverError.self) { try solver.addConstraint(c) }
        guard case .duplicateConstraint(let d) = duplicate else { Issue.record("wrong error \(duplicate)"); return }
        #expect(d === c)
        try solver.removeConstraint(c)
        let unknown = try #require(throws: SolverError.self) { try solver.removeConstraint(c) }
        guard case .unknownConstraint(let u) = unknown else { Issue.record("wrong error \(unknown)"); return }
        #expect(u === c)
    }

    /// A chain xᵢ ≥ xᵢ₋₁ + 10, each pulled to 0 (weak), with x₀ edited: pulling x₀ far down flips the error sign
    /// of many links, each a dual pivot.
    private func chain(_ solver: Solver, count: Int) throws -> [Variable] {
        let xs = (0..<count).map { Variable("x\($0)") }
        for i in 0..<count {
            try solver.addConstraint(Constraint(xs[i], .equal, 0, strength: .weak))
            if i > 0 { try solver.addConstraint(Constraint(xs[i], .greaterThanOrEqual, xs[i - 1] + 10)) }
        }
        try solver.addEditVariable(xs[0], strength: .strong)
        return xs
    }

    @Test func workLimitStopsLongOperations() throws {
        let generous = Solver()
        let xs = try chain(generous, count: 20)
        try generous.suggestValue(-1000, for: xs[0])
        generous.updateVariables()
        #expect(approx(generous.value(of: xs[0]), -1000))
        // x₁…x₁₉ sit 10 apart and minimize Σ|xᵢ|: the median x₁₀ is 0.
        #expect(approx(generous.value(of: xs[10]), 0))
        #expect(approx(generous.value(of: xs[19]), 90))

        let tight = Solver()
        let ys = try chain(tight, count: 20)
        tight.maximumPivotsPerOperation = 3
        let overWork = try #require(throws: SolverError.self) { try tight.suggestValue(-1000, for: ys[0]) }
        guard case .workLimitExceeded(let limit) = overWork else { Issue.record("wrong error \(overWork)"); return }
        #expect(limit == 3)
        // Broken until reset.
        #expect(throws: SolverError.self) { try tight.addConstraint(Constraint(Variable(), .equal, 1)) }
        tight.reset()
        let z = Variable("z")
        try tight.addConstraint(Constraint(z, .equal, 4))
        #expect(approx(tight.solved(z), 4))
    }

    @Test func canVaryDetectsUnderdeterminedVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(Constraint(x + y, .equal, 10))
        #expect(try solver.canVary(LinearExpression(x)))
        #expect(try !solver.canVary(x + y))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
        #expect(try solver.canVary(LinearExpression(x)))
        try solver.addConstraint(Constraint(x, .equal, 3, strength: .weak))
        #expect(try !solver.canVary(LinearExpression(x)))
        #expect(try !solver.canVary(LinearExpression(y)))
        #expect(try solver.canVary(LinearExpression(Variable("never seen"))))
    }

    @Test func canVaryRespectsInequalityBounds() throws {
        // 0 ≤ x ≤ 0 pins x although no equality does; 0 ≤ y ≤ 5 does not.
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(
            Constraint(x, .greaterThanOrEqual, 0),
            Constraint(x, .lessThanOrEqual, 0),
            Constraint(y, .greaterThanOrEqual, 0),
            Constraint(y, .lessThanOrEqual, 5)
        )
        #expect(try !solver.canVary(LinearExpression(x)))
        #expect(try solver.canVary(LinearExpression(y)))
    }
}

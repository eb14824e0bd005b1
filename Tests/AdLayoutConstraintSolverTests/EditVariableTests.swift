import Testing
import AdLayoutConstraintSolver

@Suite struct EditVariableTests {
    @Test func suggestValuePropagatesThroughRequiredConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(Constraint(y, .equal, 2 * x + 1))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(5, for: x)
        #expect(approx(solver.solved(y), 11))
        try solver.suggestValue(-2, for: x)
        #expect(approx(solver.solved(y), -3))
        try solver.suggestValue(5, for: x)
        #expect(approx(solver.solved(y), 11))
    }

    @Test func suggestionClampedByRequiredInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(150, for: x)
        #expect(approx(solver.solved(x), 100))
        try solver.suggestValue(60, for: x)
        #expect(approx(solver.solved(x), 60))
    }

    @Test func editYieldsToStrongerConstraintOnly() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10, strength: .strong))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(3, for: x)
        #expect(approx(solver.solved(x), 10))
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: Strength(strong: 2, medium: 0, weak: 0))
        try solver.suggestValue(3, for: x)
        #expect(approx(solver.solved(x), 3))
    }

    @Test func boxLayoutFollowsEdits() throws {
        // Two boxes side by side with an 8 pt gap filling a container whose width is edited; the left box prefers
        // 100 wide (medium), the right one fills.
        let solver = Solver()
        let container = Variable("container")
        let aLeft = Variable("aLeft"), aWidth = Variable("aWidth")
        let bLeft = Variable("bLeft"), bWidth = Variable("bWidth")
        try solver.add(
            Constraint(aLeft, .equal, 0),
            Constraint(bLeft, .equal, aLeft + aWidth + 8),
            Constraint(bLeft + bWidth, .equal, container),
            Constraint(aWidth, .greaterThanOrEqual, 0),
            Constraint(bWidth, .greaterThanOrEqual, 0),
            Constraint(aWidth, .equal, 100, strength: .medium)
        )
        try solver.addEditVariable(container, strength: .strong)
        for (width, expectedA, expectedB) in [(300.0, 100.0, 192.0), (50.0, 42.0, 0.0), (108.0, 100.0, 0.0)] {
            try solver.suggestValue(width, for: container)
            solver.updateVariables()
            #expect(approx(solver.value(of: aWidth), expectedA))
            #expect(approx(solver.value(of: bWidth), expectedB))
            #expect(approx(solver.value(of: bLeft), expectedA + 8))
        }
    }

    @Test func editErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .strong)
        let duplicate = try #require(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
        guard case .duplicateEditVariable(let v) = duplicate else { Issue.record("wrong error \(duplicate)"); return }
        #expect(v === x)
        let unknown = try #require(throws: SolverError.self) { try solver.suggestValue(1, for: Variable("other")) }
        guard case .unknownEditVariable = unknown else { Issue.record("wrong error \(unknown)"); return }
        let badStrength = try #require(throws: SolverError.self) { try solver.addEditVariable(Variable("y"), strength: .required) }
        guard case .badRequiredStrength = badStrength else { Issue.record("wrong error \(badStrength)"); return }
    }
}

import Testing
import AdLayoutConstraintSolver

@Suite struct SolverTests {
    @Test func requiredEqualitiesSolveExactly() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x + y, .equal, 10), Constraint(x, .equal, 3))
        solver.updateVariables()
        #expect(approx(solver.value(of: x), 3))
        #expect(approx(solver.value(of: y), 7))
    }

    @Test func leftWidthRightChain() throws {
        // right = left + width, left = 16, right = 375 − 16.
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.add(
            Constraint(right, .equal, left + width),
            Constraint(left, .equal, 16),
            Constraint(right, .equal, 375 - 16)
        )
        #expect(approx(solver.solved(width), 343))
    }

    @Test func inequalitiesBoundPreferences() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(
            Constraint(x, .greaterThanOrEqual, 5),
            Constraint(x, .equal, 3, strength: .weak)
        )
        #expect(approx(solver.solved(x), 5))

        let y = Variable("y")
        try solver.add(
            Constraint(y, .lessThanOrEqual, 20),
            Constraint(y, .equal, 30, strength: .strong)
        )
        #expect(approx(solver.solved(y), 20))
    }

    @Test func inequalityThatHoldsLeavesPreferenceAlone() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .lessThanOrEqual, 100), Constraint(x, .equal, 42, strength: .weak))
        #expect(approx(solver.solved(x), 42))
    }

    @Test func strongerPreferenceWins() throws {
        #expect(approx(try solvedX(pulledTo: [(10, .weak), (20, .strong)]), 20))
    }

    @Test func oneMediumOutweighsTwoWeak() throws {
        #expect(approx(try solvedX(pulledTo: [(0, .weak), (0, .weak), (100, .medium)]), 100))
    }

    @Test func weightedCompromiseFollowsLargerWeight() throws {
        // Two weak constraints at 0 against one at 100 with the same weight: the majority wins.
        #expect(approx(try solvedX(pulledTo: [(0, .weak), (0, .weak), (100, .weak)]), 0))
    }

    @Test func requiredBeatsPriority999() throws {
        let pulls = [(100.0, Strength(uiLayoutPriority: 999)), (50, Strength(uiLayoutPriority: 1000))]
        #expect(approx(try solvedX(pulledTo: pulls), 50))
    }

    @Test func priority251Beats250() throws {
        let pulls = [(10.0, Strength(uiLayoutPriority: 250)), (20, Strength(uiLayoutPriority: 251))]
        #expect(approx(try solvedX(pulledTo: pulls), 20))
    }

    @Test func priority750OutweighsManyAt250() throws {
        let many = Array(repeating: (0.0, Strength(uiLayoutPriority: 250)), count: 1000)
        #expect(approx(try solvedX(pulledTo: many + [(7, Strength(uiLayoutPriority: 750))]), 7))
    }

    @Test func proportionalConstraint() throws {
        // height = 167/320 × width with width = 343: 57281/320.
        let solver = Solver()
        let w = Variable("w")
        let h = Variable("h")
        try solver.add(Constraint(h, .equal, (167.0 / 320.0) * w), Constraint(w, .equal, 343))
        #expect(approx(solver.solved(h), 179.003125))
    }

    @Test func removeConstraintRestoresWeakerPreference() throws {
        let solver = Solver()
        let width = Variable("width")
        let strong = Constraint(width, .equal, 100, strength: .strong)
        try solver.add(Constraint(width, .equal, 50, strength: .weak), strong)
        #expect(approx(solver.solved(width), 100))
        try solver.removeConstraint(strong)
        #expect(!solver.hasConstraint(strong))
        #expect(approx(solver.solved(width), 50))
    }

    @Test func removeRequiredConstraintFreesVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = Constraint(x, .equal, 30)
        try solver.add(Constraint(y, .equal, x + 5), pin, Constraint(x, .equal, 10, strength: .weak))
        #expect(approx(solver.solved(y), 35))
        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect(approx(solver.value(of: x), 10))
        #expect(approx(solver.value(of: y), 15))
        // Adding it again works and restores the old solution.
        try solver.addConstraint(pin)
        #expect(approx(solver.solved(y), 35))
    }

    @Test func removeInequalityThatWasActive() throws {
        let solver = Solver()
        let x = Variable("x")
        let cap = Constraint(x, .lessThanOrEqual, 40)
        try solver.add(cap, Constraint(x, .equal, 90, strength: .medium))
        #expect(approx(solver.solved(x), 40))
        try solver.removeConstraint(cap)
        #expect(approx(solver.solved(x), 90))
    }

    @Test func manyAddsAndRemovesKeepSolutionConsistent() throws {
        // A chain x0 ≤ x1 ≤ … ≤ x9 with spacing 10 and x0 = 0; removing and re-adding links must not drift.
        let solver = Solver()
        let xs = (0..<10).map { Variable("x\($0)") }
        try solver.addConstraint(Constraint(xs[0], .equal, 0))
        var links: [Constraint] = []
        for i in 1..<10 {
            let link = Constraint(xs[i], .greaterThanOrEqual, xs[i - 1] + 10)
            links.append(link)
            try solver.addConstraint(link)
            try solver.addConstraint(Constraint(xs[i], .equal, 0, strength: .weak))
        }
        for round in 0..<5 {
            let link = links[(round * 3) % links.count]
            try solver.removeConstraint(link)
            try solver.addConstraint(link)
        }
        solver.updateVariables()
        for i in 0..<10 {
            #expect(approx(solver.value(of: xs[i]), Double(i) * 10))
        }
    }

    @Test func unknownVariableReadsZero() {
        let solver = Solver()
        #expect(solver.value(of: Variable()) == 0)
    }
}

import AdLayoutConstraintSolver

/// Whether two numbers agree to 1e-6.
func approx(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

extension Solver {
    /// Adds constraints, failing the test on any error.
    func add(_ constraints: Constraint...) throws {
        for constraint in constraints { try addConstraint(constraint) }
    }

    /// Updates and reads one value.
    func solved(_ variable: Variable) -> Double {
        updateVariables()
        return value(of: variable)
    }
}

/// The value a fresh solver gives one variable pulled to each target at its strength (`x == value`).
func solvedX(pulledTo targets: [(Double, Strength)]) throws -> Double {
    let solver = Solver()
    let x = Variable("x")
    for (value, strength) in targets { try solver.addConstraint(Constraint(x, .equal, value, strength: strength)) }
    return solver.solved(x)
}

/// The error a solver operation threw, or nil.
func solverError(_ body: () throws(SolverError) -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}

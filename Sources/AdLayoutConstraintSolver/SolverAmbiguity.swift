extension Solver {
    /// Whether `expression` can take another value in another optimal solution of the current system.
    ///
    /// The optimal solutions form a face of the feasible polytope: every non-basic symbol with a positive cost in
    /// the objective stays at zero, dummies stay at zero, and the remaining (cost-free) symbols may move as long as
    /// every restricted row stays non-negative. The method minimizes and then maximizes `expression` over that face
    /// with primal simplex pivots on a copy of the tableau, and reports `true` as soon as either direction moves it
    /// by more than `1e-7`. A variable the solver has never seen, or a free unrestricted variable in the
    /// expression, counts as able to vary. Use it after the solve to detect ambiguous layouts.
    ///
    /// The solver itself is not changed. The probe's pivots count against ``maximumPivotsPerOperation``.
    /// - Throws: ``SolverError/workLimitExceeded(limit:)`` (the solver is then broken as for other operations).
    public func canVary(_ expression: LinearExpression) throws(SolverError) -> Bool {
        try beginOperation()
        var probe = Row(constant: expression.constant)
        for term in expression.reduced().terms where !isNearZero(term.coefficient) {
            guard let symbol = existingSymbol(for: term.variable) else { return true }
            if let index = tableau.rowIndex(of: symbol) {
                probe.insert(tableau.rows[index], times: term.coefficient)
            } else {
                probe.insert(symbol, term.coefficient)
            }
        }
        // Fast path: nothing in the expression can move on the optimal face.
        let objective = tableau.objective
        if !probe.cells.contains(where: { !$0.symbol.isDummy && objective.coefficient(for: $0.symbol) == 0 }) {
            return false
        }
        for direction in [1.0, -1.0] {
            var copy = tableau
            var directed = probe
            if direction < 0 { directed.reverseSign() }
            copy.auxiliary = directed
            let moves: Bool
            do throws(SolverError) {
                moves = try copy.probeCanDecrease()
            } catch {
                tableau.isBroken = copy.isBroken
                throw error
            }
            if moves { return true }
        }
        return false
    }
}

extension Tableau {
    /// Whether the auxiliary objective can decrease while symbols with a positive cost in the main objective
    /// (and dummies) stay at zero.
    mutating func probeCanDecrease() throws(SolverError) -> Bool {
        while true {
            var entering: Symbol?
            var enteringCoefficient = 0.0
            for cell in auxiliary!.cells where !cell.symbol.isDummy {
                if objective.coefficient(for: cell.symbol) != 0 { continue }
                if cell.symbol.isExternal { return true }
                if cell.coefficient < 0 {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                    break
                }
            }
            guard let entering else { return false }
            var best = Double.infinity
            var found = -1
            for index in rows.indices where !basics[index].isExternal {
                let coefficient = rows[index].coefficient(for: entering)
                let ratio: Double
                if basics[index].isDummy {
                    // A basic dummy must stay exactly zero: any dependence blocks the move.
                    guard coefficient != 0 else { continue }
                    ratio = abs(rows[index].constant / coefficient)
                } else {
                    guard coefficient < 0 else { continue }
                    ratio = -rows[index].constant / coefficient
                }
                if ratio < best || (ratio == best && found >= 0 && basics[index] < basics[found]) {
                    best = ratio
                    found = index
                }
            }
            if found < 0 { return true }
            if best * -enteringCoefficient > 1e-7 { return true }
            try pivot(rowAt: found, entering: entering)
        }
    }
}

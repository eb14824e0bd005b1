extension Solver {
    /// Whether `expression` can take another value in another optimal solution of the current system.
    ///
    /// The optimal solutions form a face of the feasible polytope: every non-basic symbol with a positive cost in
    /// the objective stays at zero, dummies stay at zero, and only the cost-free non-basic symbols may move, as long
    /// as every restricted row stays non-negative. Because the face is convex, the expression can take another value
    /// on it exactly when some small move from the current solution changes it. Rows whose constant is positive
    /// cannot block a small move, so only the degenerate rows (constant ≤ 1e-7, and basic dummies, which must stay
    /// zero) constrain the move; they split the cost-free symbols into independent groups. The expression can vary
    /// when one of its cost-free symbols is in no degenerate row, or when, for some group it touches, a scratch
    /// solver finds a move `d` of that group that keeps the group's rows non-negative and changes the expression.
    /// A variable the solver has never seen counts as able to vary; a change below about 1e-7 per unit move counts
    /// as none.
    ///
    /// The solver itself is not changed. To probe many expressions, ``canVary(_:)-(LinearExpression...)`` shares the
    /// grouping and the per-group answers.
    /// - Throws: ``SolverError/workLimitExceeded(limit:)`` (from a scratch solver; this solver stays usable).
    public func canVary(_ expression: LinearExpression) throws(SolverError) -> Bool {
        try canVary([expression])[0]
    }

    /// ``canVary(_:)-(LinearExpression)`` for several expressions, analysing the degenerate rows once.
    public func canVary(_ expressions: [LinearExpression]) throws(SolverError) -> [Bool] {
        try beginOperation()
        var analysis = DegenerateFace(tableau)
        var answers: [Bool] = []
        answers.reserveCapacity(expressions.count)
        for expression in expressions {
            answers.append(try canVary(expression, within: &analysis))
        }
        return answers
    }

    private func canVary(_ expression: LinearExpression, within face: inout DegenerateFace) throws(SolverError) -> Bool {
        var probe = Row(constant: expression.constant)
        for term in expression.reduced().terms where !isNearZero(term.coefficient) {
            guard let symbol = existingSymbol(for: term.variable) else { return true }
            if let row = tableau.rowIndex(of: symbol) {
                probe.insert(tableau.rows[row], times: term.coefficient)
            } else {
                probe.insert(symbol, term.coefficient)
            }
        }
        // The expression's cost-free symbols, by group; one outside every degenerate row moves freely.
        var byGroup: [Int: [Cell]] = [:]
        for cell in probe.cells where face.isFree(cell.symbol) {
            guard let group = face.group(of: cell.symbol) else { return true }
            byGroup[group, default: []].append(cell)
        }
        for group in byGroup.keys.sorted() {
            if try face.canChange(byGroup[group]!, inGroup: group, tableau: tableau, pivotLimit: maximumPivotsPerOperation) {
                return true
            }
        }
        return false
    }
}

/// The degenerate rows of an optimal tableau (restricted basics with constant ≤ 1e-7, and basic dummies) grouped
/// by the cost-free symbols they share, with answers cached per group and expression slice.
struct DegenerateFace {
    private let objective: Row
    /// Group (a representative symbol id) of every cost-free symbol that occurs in a degenerate row.
    private var groupByID: [Int: Int] = [:]
    private var rowsByGroup: [Int: [Int]] = [:]
    private var symbolsByGroup: [Int: [Symbol]] = [:]
    private var cache: [[Int]: Bool] = [:]

    init(_ tableau: Tableau) {
        objective = tableau.objective
        // Union-find over symbol ids.
        var parent: [Int: Int] = [:]
        func find(_ id: Int) -> Int {
            var root = id
            while let next = parent[root], next != root { root = next }
            var node = id
            while let next = parent[node], next != root {
                parent[node] = root
                node = next
            }
            return root
        }
        var degenerate: [Int] = []
        for index in tableau.rows.indices {
            let basic = tableau.basics[index]
            guard basic.isDummy || (basic.isRestricted && tableau.rows[index].constant <= 1e-7) else { continue }
            degenerate.append(index)
            var first: Int?
            for cell in tableau.rows[index].cells where isFree(cell.symbol) {
                let id = cell.symbol.id
                if parent[id] == nil { parent[id] = id }
                if let first {
                    let (a, b) = (find(first), find(id))
                    if a != b { parent[b] = a }
                } else {
                    first = id
                }
            }
        }
        for index in degenerate {
            var group: Int?
            for cell in tableau.rows[index].cells where isFree(cell.symbol) {
                let root = find(cell.symbol.id)
                group = root
                if groupByID[cell.symbol.id] == nil {
                    groupByID[cell.symbol.id] = root
                    symbolsByGroup[root, default: []].append(cell.symbol)
                }
            }
            if let group { rowsByGroup[group, default: []].append(index) }
        }
    }

    /// Not a dummy and without cost in the objective: may move on the optimal face.
    func isFree(_ symbol: Symbol) -> Bool {
        !symbol.isDummy && objective.coefficient(for: symbol) == 0
    }

    func group(of symbol: Symbol) -> Int? {
        groupByID[symbol.id]
    }

    /// Whether a move of the group's symbols that keeps its degenerate rows feasible changes `Σ cells`.
    mutating func canChange(_ cells: [Cell], inGroup group: Int, tableau: Tableau, pivotLimit: Int) throws(SolverError)
        -> Bool
    {
        let key = [group] + cells.flatMap { [$0.symbol.raw, Int(truncatingIfNeeded: $0.coefficient.bitPattern)] }
        if let known = cache[key] { return known }
        // The cone of feasible moves, in a box so it stays bounded.
        let cone = Solver(maximumPivotsPerOperation: pivotLimit)
        var moves: [Symbol: Variable] = [:]
        for symbol in symbolsByGroup[group] ?? [] {
            let move = Variable()
            moves[symbol] = move
            try cone.addConstraint(Constraint(move, .lessThanOrEqual, 1))
            try cone.addConstraint(Constraint(move, .greaterThanOrEqual, symbol.isExternal ? -1 : 0))
        }
        func moveExpression(_ cells: [Cell]) -> LinearExpression {
            LinearExpression(terms: cells.compactMap { cell in
                moves[cell.symbol].map { Term($0, coefficient: cell.coefficient) }
            })
        }
        for row in rowsByGroup[group] ?? [] {
            try cone.addConstraint(Constraint(
                moveExpression(tableau.rows[row].cells), tableau.basics[row].isDummy ? .equal : .greaterThanOrEqual))
        }
        let change = moveExpression(cells)
        var answer = false
        for sign in [1.0, -1.0] {
            // Push sign × change down to −1 if the cone allows it.
            let push = Constraint(sign * change + 1, .lessThanOrEqual, 0, strength: .strong)
            try cone.addConstraint(push)
            cone.updateVariables()
            if sign * change.evaluate({ cone.value(of: $0) }) < -1e-7 {
                answer = true
                break
            }
            try cone.removeConstraint(push)
        }
        cache[key] = answer
        return answer
    }
}

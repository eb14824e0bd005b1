/// The simplex tableau: rows keyed by their basic symbol, the objective, and the pivoting steps of Cassowary
/// (primal optimize, dual optimize, artificial-variable insertion). A value type, so a copy is a cheap snapshot
/// (used by ``Solver/canVary(_:)``).
struct Tableau {
    /// Row `i` reads `basics[i] = rows[i]`.
    var rows: [Row] = []
    var basics: [Symbol] = []
    /// Row index of each symbol id, or -1 when the symbol is not basic.
    var rowIndexByID: [Int32] = []
    var objective = Row()
    /// A second objective: the artificial one while a constraint is inserted, or a probe objective.
    var auxiliary: Row?
    /// Basic symbols whose rows may have gone negative since the last dual optimization.
    var infeasible: [Symbol] = []
    var nextSymbolID = 0
    /// Pivots since the current operation began, checked against `pivotLimit`.
    var pivots = 0
    var pivotLimit: Int
    /// Set when the pivot limit or an invariant failed mid-operation; the tableau may be half-updated.
    var isBroken = false
    /// The merge buffer rows swap with when a symbol is substituted (so pivots do not allocate).
    var scratch: [Cell] = []

    init(pivotLimit: Int) {
        self.pivotLimit = pivotLimit
    }

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: nextSymbolID, kind: kind)
        nextSymbolID += 1
        rowIndexByID.append(-1)
        return symbol
    }

    @inline(__always)
    func rowIndex(of symbol: Symbol) -> Int? {
        let index = Int(rowIndexByID[symbol.id])
        return index >= 0 ? index : nil
    }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        rowIndexByID[basic.id] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    /// Removes a row by swapping the last one into its place.
    mutating func removeRow(at index: Int) -> Row {
        let last = rows.count - 1
        rowIndexByID[basics[index].id] = -1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowIndexByID[basics[index].id] = Int32(index)
        }
        basics.removeLast()
        return rows.removeLast()
    }

    /// Replaces `symbol` by `row` everywhere, noting restricted rows that went negative.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for index in rows.indices where rows[index].substitute(symbol, with: row, scratch: &scratch) {
            if !basics[index].isExternal && rows[index].constant < 0 {
                infeasible.append(basics[index])
            }
        }
        objective.substitute(symbol, with: row, scratch: &scratch)
        if auxiliary != nil {
            auxiliary!.substitute(symbol, with: row, scratch: &scratch)
        }
    }

    mutating func countPivot() throws(SolverError) {
        pivots += 1
        if pivots > pivotLimit {
            isBroken = true
            throw .workLimitExceeded(limit: pivotLimit)
        }
    }

    /// Makes `entering` basic in place of the basic symbol of row `index`.
    mutating func pivot(rowAt index: Int, entering: Symbol) throws(SolverError) {
        try countPivot()
        let leaving = basics[index]
        var row = removeRow(at: index)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        insertRow(row, basic: entering)
    }

    mutating func fail(_ message: String) -> SolverError {
        isBroken = true
        return .internalError(message)
    }

    // MARK: Primal simplex

    /// Minimizes the objective (or the auxiliary objective) by primal simplex pivots, keeping every row feasible.
    /// Bland's rule (lowest entering symbol, lowest leaving symbol on ties) rules out cycling.
    mutating func optimize(auxiliary useAuxiliary: Bool) throws(SolverError) {
        while true {
            let entering = useAuxiliary ? Tableau.enteringSymbol(auxiliary!) : Tableau.enteringSymbol(objective)
            guard let entering else { return }
            guard let index = leavingRowIndex(for: entering) else {
                throw fail("the objective is unbounded")
            }
            try pivot(rowAt: index, entering: entering)
        }
    }

    /// The first non-dummy symbol whose coefficient is negative (cells are never near zero).
    static func enteringSymbol(_ objective: Row) -> Symbol? {
        for cell in objective.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
            return cell.symbol
        }
        return nil
    }

    /// The restricted row that first hits zero as `entering` grows (minimum ratio test).
    func leavingRowIndex(for entering: Symbol) -> Int? {
        var best = Double.infinity
        var found = -1
        for index in rows.indices where !basics[index].isExternal {
            let coefficient = rows[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < best || (ratio == best && found >= 0 && basics[index] < basics[found]) {
                best = ratio
                found = index
            }
        }
        return found >= 0 ? found : nil
    }

    // MARK: Edits

    /// Raises the constant of an edit constraint (`variable − value − e⁺ + e⁻ = 0`) by `delta`, which acts like
    /// raising e⁺: the rows holding e⁺ (or the basic e⁺ or e⁻ row) shift, and the dual simplex repairs rows that
    /// went negative.
    mutating func shiftEditConstant(marker: Symbol, other: Symbol?, by delta: Double) throws(SolverError) {
        if let index = rowIndex(of: marker) {
            if rows[index].add(-delta) < 0 { infeasible.append(marker) }
        } else if let other, let index = rowIndex(of: other) {
            if rows[index].add(delta) < 0 { infeasible.append(other) }
        } else {
            for index in rows.indices {
                let coefficient = rows[index].coefficient(for: marker)
                if coefficient != 0 && rows[index].add(delta * coefficient) < 0 && !basics[index].isExternal {
                    infeasible.append(basics[index])
                }
            }
        }
        try dualOptimize()
    }

    /// Each symbol's value: its row's constant when basic, else 0.
    func readValues(of symbols: [Symbol], into values: inout [Double]) {
        for slot in symbols.indices {
            let index = Int(rowIndexByID[symbols[slot].id])
            values[slot] = index >= 0 ? rows[index].constant : 0
        }
    }

    // MARK: Dual simplex

    /// Restores feasibility after row constants changed (edit values), keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            guard let index = rowIndex(of: leaving) else { continue }
            let constant = rows[index].constant
            guard constant < 0 && !isNearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(rows[index]) else {
                throw fail("dual optimization found no entering symbol")
            }
            try pivot(rowAt: index, entering: entering)
        }
    }

    /// The symbol with a positive coefficient in `row` whose objective coefficient ratio is smallest.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best = Double.infinity
        var entering: Symbol?
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            if ratio < best {
                best = ratio
                entering = cell.symbol
            }
        }
        return entering
    }

    // MARK: Artificial variable

    /// Adds a constraint row that has no subject by minimizing an artificial variable equal to it. Returns false,
    /// leaving the previous constraints' tableau in place, when the row cannot reach zero (unsatisfiable).
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificial = makeSymbol(.slack)
        insertRow(row, basic: artificial)
        auxiliary = row
        defer { auxiliary = nil }
        try optimize(auxiliary: true)
        let success = isNearZero(auxiliary!.constant)
        if let index = rowIndex(of: artificial) {
            var artificialRow = removeRow(at: index)
            // On failure the artificial variable is basic (its value is the positive optimum), so it occurs in no
            // other row: dropping its row leaves exactly the earlier constraints.
            if !success { return false }
            if !artificialRow.cells.isEmpty {
                if let entering = Tableau.pivotableSymbol(artificialRow) {
                    artificialRow.solve(for: artificial, entering)
                    substitute(entering, artificialRow)
                    insertRow(artificialRow, basic: entering)
                }
                // Otherwise only dummies remain: the constraint is implied by the others and needs no row.
            }
        }
        for index in rows.indices {
            rows[index].remove(artificial)
        }
        objective.remove(artificial)
        return success
    }

    /// A slack or error symbol of the row, else an external one.
    static func pivotableSymbol(_ row: Row) -> Symbol? {
        row.cells.first { $0.symbol.isRestricted }?.symbol ?? row.cells.first { $0.symbol.isExternal }?.symbol
    }

    // MARK: Constraint removal

    /// The row to pivot `marker` into when removing a constraint whose marker is not basic (kiwi's choice:
    /// the restricted row with the smallest ratio for a negative coefficient, then for a positive one, then an
    /// external row).
    func markerLeavingRowIndex(_ marker: Symbol) -> Int? {
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        var first = -1
        var second = -1
        var third = -1
        for index in rows.indices {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            if basics[index].isExternal {
                third = index
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = index
                }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = index
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}

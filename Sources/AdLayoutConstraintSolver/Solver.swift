/// An incremental Cassowary solver (Badros, Borning & Stuckey, 2001) in the design of kiwi.
///
/// Add and remove constraints, mark variables as edit variables and suggest values for them; after each
/// operation the tableau holds an optimal solution: every ``Strength/required`` constraint holds and the weighted
/// sum of the other constraints' errors is minimal. Call ``updateVariables()`` and read ``value(of:)``.
///
/// Re-solving after ``suggestValue(_:for:)`` runs the dual simplex from the previous optimum, so it usually costs a
/// few pivots (microseconds for systems of about a hundred constraints).
///
/// **Work limit.** Each public operation may perform at most ``maximumPivotsPerOperation`` simplex pivots; beyond
/// that it throws ``SolverError/workLimitExceeded(limit:)`` and the solver refuses further operations until
/// ``reset()``, so a hostile or degenerate system cannot hang the caller.
///
/// **Tolerance.** As in kiwi, coefficients and constants with magnitude below `1e-8` count as zero.
///
/// A solver is a mutable object meant for one thread at a time (it is not `Sendable`).
public final class Solver {
    /// The default for ``maximumPivotsPerOperation``.
    public static let defaultMaximumPivotsPerOperation = 10_000

    /// The most simplex pivots one public operation may perform before it throws
    /// ``SolverError/workLimitExceeded(limit:)`` (values below 1 count as 1). May be changed between operations.
    public var maximumPivotsPerOperation: Int {
        didSet {
            maximumPivotsPerOperation = max(1, maximumPivotsPerOperation)
            tableau.pivotLimit = maximumPivotsPerOperation
        }
    }

    var tableau: Tableau
    var constraintRecords: [ObjectIdentifier: ConstraintRecord] = [:]
    var editRecords: [ObjectIdentifier: EditRecord] = [:]
    var variableSlots: [ObjectIdentifier: Int] = [:]
    var variables: [Variable] = []
    var variableSymbols: [Symbol] = []
    var variableValues: [Double] = []

    struct ConstraintRecord {
        let constraint: Constraint
        let marker: Symbol
        let other: Symbol?
    }

    struct EditRecord {
        let constraint: Constraint
        let marker: Symbol
        let other: Symbol?
        var constant: Double
    }

    /// Creates an empty solver.
    /// - Parameter maximumPivotsPerOperation: The work limit per operation (at least 1).
    public init(maximumPivotsPerOperation: Int = Solver.defaultMaximumPivotsPerOperation) {
        self.maximumPivotsPerOperation = max(1, maximumPivotsPerOperation)
        tableau = Tableau(pivotLimit: self.maximumPivotsPerOperation)
    }

    /// Removes every constraint, edit variable and variable, and clears a broken state.
    public func reset() {
        tableau = Tableau(pivotLimit: maximumPivotsPerOperation)
        constraintRecords = [:]
        editRecords = [:]
        variableSlots = [:]
        variables = []
        variableSymbols = []
        variableValues = []
    }

    /// The number of constraints added, edit constraints included.
    public var constraintCount: Int { constraintRecords.count }

    /// The simplex pivots the last operation performed (a diagnostic for cost).
    public var pivotCountOfLastOperation: Int { tableau.pivots }

    /// Whether `constraint` has been added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraintRecords[ObjectIdentifier(constraint)] != nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        editRecords[ObjectIdentifier(variable)] != nil
    }

    func beginOperation() throws(SolverError) {
        if tableau.isBroken { throw .workLimitExceeded(limit: maximumPivotsPerOperation) }
        tableau.pivots = 0
    }

    // MARK: Constraints

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``; ``SolverError/unsatisfiableConstraint(_:)`` when it is
    ///   required and contradicts the required constraints already present (the solver is then as before, this
    ///   constraint left out); ``SolverError/workLimitExceeded(limit:)``.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try beginOperation()
        let key = ObjectIdentifier(constraint)
        guard constraintRecords[key] == nil else { throw .duplicateConstraint(constraint) }
        var (row, marker, other) = makeRow(for: constraint)
        var subject = Solver.chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            guard isNearZero(row.constant) else { throw .unsatisfiableConstraint(constraint) }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, row)
            tableau.insertRow(row, basic: subject)
        } else if try !tableau.addWithArtificialVariable(row) {
            // The artificial pivots may have left the real objective off its optimum.
            try tableau.optimize(auxiliary: false)
            tableau.infeasible.removeAll(keepingCapacity: true)
            throw .unsatisfiableConstraint(constraint)
        }
        constraintRecords[key] = ConstraintRecord(constraint: constraint, marker: marker, other: other)
        try tableau.optimize(auxiliary: false)
        // Primal pivots keep rows feasible; anything listed is rounding noise.
        tableau.infeasible.removeAll(keepingCapacity: true)
    }

    /// Removes a constraint and re-optimizes.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/workLimitExceeded(limit:)``.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try beginOperation()
        guard let record = constraintRecords.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let weight = constraint.strength.weight
        if record.marker.kind == .error { removeObjectiveTerm(record.marker, weight: weight) }
        if let other = record.other, other.kind == .error { removeObjectiveTerm(other, weight: weight) }
        if let index = tableau.rowIndex(of: record.marker) {
            _ = tableau.removeRow(at: index)
        } else if let index = tableau.markerLeavingRowIndex(record.marker) {
            // Pivot the marker in, then drop its row: that removes exactly this constraint.
            try tableau.countPivot()
            let leaving = tableau.basics[index]
            var row = tableau.removeRow(at: index)
            row.solve(for: leaving, record.marker)
            tableau.substitute(record.marker, row)
        }
        // A marker found in no row belonged to a constraint implied by the others: nothing to undo.
        try tableau.optimize(auxiliary: false)
        tableau.infeasible.removeAll(keepingCapacity: true)
    }

    private func removeObjectiveTerm(_ symbol: Symbol, weight: Double) {
        if let index = tableau.rowIndex(of: symbol) {
            tableau.objective.insert(tableau.rows[index], times: -weight)
        } else {
            tableau.objective.insert(symbol, -weight)
        }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == suggested value` at `strength` (initially
    /// `variable == 0`) that ``suggestValue(_:for:)`` moves cheaply.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength(_:)``,
    ///   ``SolverError/workLimitExceeded(limit:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard editRecords[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        let record = constraintRecords[ObjectIdentifier(constraint)]!
        editRecords[key] = EditRecord(constraint: constraint, marker: record.marker, other: record.other, constant: 0)
    }

    /// Removes an edit variable and its edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/workLimitExceeded(limit:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let record = editRecords[key] else { throw .unknownEditVariable(variable) }
        try removeConstraint(record.constraint)
        editRecords[key] = nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// The change shifts the constants of the rows that hold the edit constraint's error symbol; rows that turn
    /// negative are repaired by dual pivots, so no constraint is re-added.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/workLimitExceeded(limit:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try beginOperation()
        let key = ObjectIdentifier(variable)
        guard let record = editRecords[key] else { throw .unknownEditVariable(variable) }
        let delta = value - record.constant
        if delta == 0 { return }
        editRecords[key]!.constant = value
        try tableau.shiftEditConstant(marker: record.marker, other: record.other, by: delta)
    }

    // MARK: Values

    /// Copies the current solution into the values that ``value(of:)`` returns.
    public func updateVariables() {
        tableau.readValues(of: variableSymbols, into: &variableValues)
    }

    /// The variable's value as of the last ``updateVariables()``; 0 for a variable the solver has never seen.
    public func value(of variable: Variable) -> Double {
        guard let slot = variableSlots[ObjectIdentifier(variable)] else { return 0 }
        return variableValues[slot]
    }

    /// The values of several variables as of the last ``updateVariables()`` (0 for unknown ones), in order; one
    /// call instead of a ``value(of:)`` per variable.
    public func values(of variables: [Variable]) -> [Double] {
        let slots = variableSlots
        let values = variableValues
        return variables.map { variable in slots[ObjectIdentifier(variable)].map { values[$0] } ?? 0 }
    }

    // MARK: Rows

    /// The symbol of a variable, created on first use.
    func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let slot = variableSlots[key] { return variableSymbols[slot] }
        let symbol = tableau.makeSymbol(.external)
        variableSlots[key] = variables.count
        variables.append(variable)
        variableSymbols.append(symbol)
        variableValues.append(0)
        return symbol
    }

    /// The symbol of a variable the solver already knows.
    func existingSymbol(for variable: Variable) -> Symbol? {
        variableSlots[ObjectIdentifier(variable)].map { variableSymbols[$0] }
    }

    /// The constraint as a row over non-basic symbols (basic ones substituted), with its marker and error symbols
    /// added and the sign chosen so that the constant is not negative.
    private func makeRow(for constraint: Constraint) -> (Row, Symbol, Symbol?) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let index = tableau.rowIndex(of: symbol) {
                row.insert(tableau.rows[index], times: term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let required = constraint.strength.isRequired
        let marker: Symbol
        var other: Symbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for ≤, expression − slack = 0 for ≥; the error takes the opposite sign.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            row.insert(marker, sign)
            if !required {
                let error = tableau.makeSymbol(.error)
                other = error
                row.insert(error, -sign)
                tableau.objective.insert(error, weight)
            }
        case .equal:
            if required {
                marker = tableau.makeSymbol(.dummy)
                row.insert(marker)
            } else {
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.objective.insert(plus, weight)
                tableau.objective.insert(minus, weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    /// An external symbol, else the marker or error symbol if its coefficient is negative (so that solving for it
    /// keeps the row's constant non-negative).
    private static func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        for cell in row.cells where cell.symbol.isExternal {
            return cell.symbol
        }
        if marker.isRestricted && row.coefficient(for: marker) < 0 { return marker }
        if let other, other.isRestricted && row.coefficient(for: other) < 0 { return other }
        return nil
    }
}

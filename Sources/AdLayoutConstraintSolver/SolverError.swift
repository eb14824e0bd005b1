/// Why a ``Solver`` operation was refused. Unless stated otherwise the solver is unchanged by a refused operation.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added. It was not added.
    case unsatisfiableConstraint(Constraint)
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be ``Strength/required``.
    case badRequiredStrength(Variable)
    /// One operation needed more than `limit` simplex pivots. The tableau may be half-updated, so the solver refuses
    /// every later operation with this error until ``Solver/reset()``.
    case workLimitExceeded(limit: Int)
    /// An invariant of the algorithm failed (an unbounded objective or a row with no pivot); not expected in
    /// practice. The solver should be reset.
    case internalError(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint): "unsatisfiable required constraint: \(constraint)"
        case .duplicateConstraint(let constraint): "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable): "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable): "unknown edit variable: \(variable)"
        case .badRequiredStrength(let variable): "edit variable \(variable) cannot be required"
        case .workLimitExceeded(let limit): "more than \(limit) pivots in one solver operation"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}

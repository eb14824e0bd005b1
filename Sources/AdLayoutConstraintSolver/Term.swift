/// A variable multiplied by a coefficient, one summand of an ``LinearExpression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// For example `2.0*width`.
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient)*\(variable)"
    }
}

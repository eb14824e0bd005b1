/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Build one with the arithmetic operators (`a + 2 * b - 10`) or from its parts. A variable may appear in several
/// terms; ``reduced()`` merges them. (Kiwi calls this type `Expression`; that name is taken by Foundation's
/// `Expression` macro type, which would make it ambiguous in every file that imports both.)
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The summands; a variable may occur more than once until the expression is reduced.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)], constant: 0)
    }

    /// Creates the expression of a single term.
    public init(_ term: Term) {
        self.init(terms: [term], constant: 0)
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The same expression with each variable in one term (first-occurrence order) and zero terms dropped.
    public func reduced() -> LinearExpression {
        if terms.count <= 1 {
            return LinearExpression(terms: terms.filter { $0.coefficient != 0 }, constant: constant)
        }
        var order: [Variable] = []
        var sums: [ObjectIdentifier: Double] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let sum = sums[key] {
                sums[key] = sum + term.coefficient
            } else {
                sums[key] = term.coefficient
                order.append(term.variable)
            }
        }
        let merged = order.compactMap { variable -> Term? in
            let coefficient = sums[ObjectIdentifier(variable)] ?? 0
            return coefficient == 0 ? nil : Term(variable, coefficient: coefficient)
        }
        return LinearExpression(terms: merged, constant: constant)
    }

    /// The value of the expression when each variable takes the value `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// For example `2.0*a + b - 10.0`.
    public var description: String {
        var text = terms.map(\.description).joined(separator: " + ")
        if constant != 0 || text.isEmpty {
            text += text.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
        }
        return text
    }
}

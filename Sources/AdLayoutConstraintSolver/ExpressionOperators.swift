// Operators that build linear expressions, in the manner of kiwi's C++ overloads: `a + 2 * b - 10`.

// MARK: Scaling

/// `coefficient × variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, coefficient: lhs) }
/// `variable × coefficient`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: rhs) }
/// `variable ÷ divisor`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: 1 / rhs) }
/// The term scaled by a factor.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, coefficient: rhs.coefficient * lhs) }
/// The term scaled by a factor.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, coefficient: lhs.coefficient * rhs) }
/// The term divided by a divisor.
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, coefficient: lhs.coefficient / rhs) }
/// Every term and the constant scaled by a factor.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: rhs.terms.map { $0 * lhs }, constant: rhs.constant * lhs)
}
/// Every term and the constant scaled by a factor.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { rhs * lhs }
/// Every term and the constant divided by a divisor.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { (1 / rhs) * lhs }

// MARK: Negation

/// `-1 × variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, coefficient: -1) }
/// The term with its coefficient negated.
public prefix func - (operand: Term) -> Term { Term(operand.variable, coefficient: -operand.coefficient) }
/// The expression with every term and the constant negated.
public prefix func - (operand: LinearExpression) -> LinearExpression { -1 * operand }

// MARK: Addition

/// The sum of two expressions.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The expression plus a term.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    LinearExpression(terms: lhs.terms + [rhs], constant: lhs.constant)
}
/// The expression plus a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + Term(rhs) }
/// The expression plus a constant.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}
/// A term plus an expression.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The sum of two terms.
public func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression(terms: [lhs, rhs]) }
/// A term plus a variable.
public func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression(terms: [lhs, Term(rhs)]) }
/// A term plus a constant.
public func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression(terms: [lhs], constant: rhs) }
/// A variable plus an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// A variable plus a term.
public func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression(terms: [Term(lhs), rhs]) }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(terms: [Term(lhs), Term(rhs)]) }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(terms: [Term(lhs)], constant: rhs) }
/// A constant plus an expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
/// A constant plus a term.
public func + (lhs: Double, rhs: Term) -> LinearExpression { rhs + lhs }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }

// MARK: Subtraction

/// The difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// The expression minus a term.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + -rhs }
/// The expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// The expression minus a constant.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// A term minus an expression.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// The difference of two terms.
public func - (lhs: Term, rhs: Term) -> LinearExpression { lhs + -rhs }
/// A term minus a variable.
public func - (lhs: Term, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// A term minus a constant.
public func - (lhs: Term, rhs: Double) -> LinearExpression { lhs + -rhs }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
/// A variable minus a term.
public func - (lhs: Variable, rhs: Term) -> LinearExpression { lhs + -rhs }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { lhs + -rhs }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + -rhs }
/// A constant minus an expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
/// A constant minus a term.
public func - (lhs: Double, rhs: Term) -> LinearExpression { -rhs + lhs }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { -rhs + lhs }

/// A linear relation `expression <relation> 0` with a strength, identified by object identity.
///
/// Constraints are immutable; to change one, remove it from the solver and add a new one. The `tag` is carried
/// untouched so that a caller who gets a constraint back (for instance in
/// ``SolverError/unsatisfiableConstraint(_:)``) can tell which of its own rules it came from.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left-hand side, reduced (each variable once); the right-hand side is zero.
    public let expression: LinearExpression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// The strength; ``Strength/required`` must hold.
    public let strength: Strength
    /// A caller-defined payload, never read by the solver.
    public let tag: (any Sendable)?

    /// Creates `expression <relation> 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, tag: (any Sendable)? = nil) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.tag = tag
    }

    /// Creates `lhs <relation> rhs`, stored as `lhs − rhs <relation> 0`.
    public convenience init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        strength: Strength = .required, tag: (any Sendable)? = nil
    ) {
        self.init(lhs.linearExpression - rhs.linearExpression, relation, strength: strength, tag: tag)
    }

    /// Constraints are equal only when they are the same object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// For example `a + -1.0*b - 10.0 >= 0 | required`.
    public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}

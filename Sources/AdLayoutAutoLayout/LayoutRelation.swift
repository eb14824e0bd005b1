/// How the first attribute of a constraint compares with the second (`NSLayoutConstraint.Relation`).
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    /// `first ≤ multiplier × second + constant`.
    case lessThanOrEqual
    /// `first = multiplier × second + constant`.
    case equal
    /// `first ≥ multiplier × second + constant`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

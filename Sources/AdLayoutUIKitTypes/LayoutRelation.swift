/// How the first attribute of a constraint compares with the second, UIKit's `NSLayoutConstraint.Relation`:
/// `first ≤, = or ≥ multiplier × second + constant`.
///
/// The raw values are UIKit's names, which are also the words Xcode writes (`relation="lessThanOrEqual"`).
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `first = multiplier × second + constant` (the default).
    case equal
    /// `first ≤ multiplier × second + constant`.
    case lessThanOrEqual
    /// `first ≥ multiplier × second + constant`.
    case greaterThanOrEqual

    /// The relation from its symbol (`==`, `<=`, `>=`, as documents and equations write it); nil for any other text.
    public init?(symbol: String) {
        guard let relation = Self.allCases.first(where: { $0.symbol == symbol }) else { return nil }
        self = relation
    }

    /// `==`, `<=` or `>=`.
    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }

    /// The symbol, as equations write it.
    public var description: String { symbol }
}

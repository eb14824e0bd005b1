/// A constraint's relation (`relation="…"`). Absent means ``equal``.
public enum XIBLayoutRelation: String, Sendable, Hashable, CaseIterable {
    /// `first = multiplier × second + constant` (the default).
    case equal
    /// `relation="lessThanOrEqual"`: `first ≤ multiplier × second + constant`.
    case lessThanOrEqual
    /// `relation="greaterThanOrEqual"`: `first ≥ multiplier × second + constant`.
    case greaterThanOrEqual
}

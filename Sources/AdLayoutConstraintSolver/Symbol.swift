/// A column of the tableau: the id in the high bits, the kind in the low two, so that sorting by `raw` orders
/// symbols by creation (the order Bland's rule needs).
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        /// A user variable; unrestricted in sign.
        case external = 0
        /// The slack of an inequality; `≥ 0`.
        case slack = 1
        /// The error of a non-required constraint; `≥ 0`, weighted in the objective.
        case error = 2
        /// The marker of a required equality; always 0, never pivoted in.
        case dummy = 3
    }

    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | kind.rawValue
    }

    init(raw: Int) {
        self.raw = raw
    }

    var id: Int { raw >> 2 }
    var kind: Kind { Kind(rawValue: raw & 3).unsafelyUnwrapped }
    var isExternal: Bool { raw & 3 == Kind.external.rawValue }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    /// Slack and error symbols, which must stay non-negative.
    var isRestricted: Bool { !isExternal && !isDummy }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// The tolerance below which a coefficient or constant counts as zero (kiwi's `nearZero`).
let nearZeroTolerance = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroTolerance
}

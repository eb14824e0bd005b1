/// How much the solver cares about a constraint: its weight in the objective, or ``required``.
///
/// As in kiwi, a strength is the number `a·1e6 + b·1e3 + c` built from a strong, a medium and a weak part, each
/// clamped to `0...1000`. ``required`` is the largest value, `1000·1e6 + 1000·1e3 + 1000`; a constraint at that
/// strength must hold exactly and is never traded off. Every other strength multiplies the constraint's error in
/// the minimized objective, so one strong constraint outweighs up to 1000 medium ones with equal errors, not
/// infinitely many.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight, in `0...Strength.required.weight`.
    public let weight: Double

    /// Creates a strength from a raw weight, clamped to `0...Strength.required.weight` (NaN becomes 0).
    public init(weight: Double) {
        let limit = 1000.0 * 1_000_000 + 1000.0 * 1000 + 1000
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), limit)
    }

    /// Creates `strong·1e6 + medium·1e3 + weak`, each part first multiplied by `factor` and clamped to `0...1000`
    /// (kiwi's `strength::create`).
    public init(strong: Double, medium: Double, weak: Double, factor: Double = 1) {
        func part(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value * factor, 0), 1000) }
        self.init(weight: part(strong) * 1_000_000 + part(medium) * 1000 + part(weak))
    }

    /// Must hold exactly: `1001001000`.
    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    /// Weight `1e6`.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// Weight `1e3`.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// Weight `1`.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether this is ``required`` (the solver never gives it an error variable).
    public var isRequired: Bool { weight >= Strength.required.weight }

    /// Maps a UIKit layout priority (`UILayoutPriority`, 1…1000) to a strength.
    ///
    /// - `priority ≥ 1000` gives ``required``.
    /// - Otherwise the priority is clamped to `1...` and the weight is `10^(−3 + 9·(priority − 1)/998)`: 0.001 at
    ///   priority 1, about 1 (``weak``) at 333.7, about 1e3 (``medium``) at 666.3 and 1e6 (``strong``) at 999.
    ///
    /// The weight grows geometrically, so a constraint at priority `p` outweighs
    /// `⌈10^(9·(p − q)/998)⌉ − 1` constraints at priority `q` that carry the same error: one for `p − q < 34`
    /// (e.g. 251 against 250, ratio 1.021), 7 for 100 levels, about 31,700 for 750 against 250 and about 178 for
    /// 999 against 750. Full lexicographic dominance between any two levels would need 999 orders of magnitude,
    /// which a single floating-point objective cannot hold next to the solver's `1e-8` tolerance; nine decades
    /// keep the smallest weight well above that tolerance and the largest small enough that rounding noise in the
    /// objective stays below it.
    public init(uiLayoutPriority: Float) {
        let priority = Double(uiLayoutPriority)
        if priority >= 1000 {
            self = .required
            return
        }
        let clamped = priority.isNaN ? 1 : max(priority, 1)
        let exponent: Double = -3 + 9 * (clamped - 1) / 998
        self.init(weight: Strength.powerOfTen(exponent))
    }

    /// `10^exponent` without Foundation.
    public static func powerOfTen(_ exponent: Double) -> Double {
        // 10^x = 2^(x·log2 10); split into an integer power of two and a series for the fraction.
        let log2of10 = 3.321928094887362347870319429489390175864831393
        let y = exponent * log2of10
        var whole = Double(Int(y))  // truncation; no libm needed
        if whole > y { whole -= 1 }
        let fraction = (y - whole) * 0.693147180559945309417232121458176568  // ln 2
        var term = 1.0
        var sum = 1.0
        for n in 1...30 {
            term *= fraction / Double(n)
            sum += term
            if term < 1e-17 * sum { break }
        }
        return sum * Double(sign: .plus, exponent: Int(whole), significand: 1)
    }

    /// Orders by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// `required`, or the weight.
    public var description: String { isRequired ? "required" : "\(weight)" }
}

/// UIKit's `UILayoutPriority`: 1…1000, where 1000 is required.
///
/// Auto Layout ranks the optional priorities a system uses: a higher one outweighs any practical number of lower
/// ones, as in UIKit.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority value.
    public var rawValue: Float

    /// Creates a priority.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority.
    public init(_ value: Float) {
        self.rawValue = value
    }

    /// Creates a priority from a literal.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Creates a priority from a literal.
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level `systemLayoutSizeFitting` uses.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is 1000 or more.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number, for example `750`.
    public var description: String {
        abs(rawValue) < 1e9 && rawValue == Float(Int(rawValue)) ? String(Int(rawValue)) : String(rawValue)
    }
}

/// The numbers the reader accepts for one kind of XIB value, and what it does with one outside.
///
/// Every number of a XIB is checked against one (``XIBValueRanges`` lists them) where the decoder
/// reads it, so layout and drawing never meet a value that could overflow an `Int` conversion, make
/// Pango assert or make Cairo allocate without bound. NaN and infinities are always refused.
public struct XIBValueRange: Sendable, Hashable {
    /// What the reader does with a finite number outside the range.
    public enum Outside: Sendable, Hashable {
        /// The file is refused with an ``XIBError`` (``XIBError/Kind/valueOutOfRange``) at the element.
        case refused
        /// The value is clamped into the range and an ``XIBNote`` says so (values Xcode itself can
        /// write just outside, such as extended-range colour components).
        case clamped
    }

    /// The smallest accepted value.
    public let min: Double
    /// The largest accepted value.
    public let max: Double
    /// What the value is, for messages: "a length in points".
    public let what: String
    /// Its name in ``XIBValueRanges``, for messages: "length".
    public let name: String
    /// Refused or clamped.
    public let outside: Outside

    /// A range from `min` to `max`, both accepted.
    public init(_ min: Double, _ max: Double, what: String, name: String, outside: Outside = .refused) {
        self.min = min
        self.max = max
        self.what = what
        self.name = name
        self.outside = outside
    }

    /// Whether `value` is within the range (never true for NaN or infinities).
    public func contains(_ value: Double) -> Bool {
        value.isFinite && value >= min && value <= max
    }

    /// The nearest value of the range (only for finite values).
    public func clamp(_ value: Double) -> Double {
        Swift.min(Swift.max(value, min), max)
    }

    /// "a font size in points of 1…1,000 (XIBValueRanges.fontSize)".
    public var expectation: String {
        "\(what) of \(Self.format(min))…\(Self.format(max)) (XIBValueRanges.\(name))"
    }

    /// A bound as the docs write it: whole numbers with thousands separators (`100,000`, `-1`),
    /// others as Swift prints them (`0.5`).
    static func format(_ value: Double) -> String {
        guard value == value.rounded(), abs(value) < 1e15 else { return "\(value)" }
        let digits = String(Int64(abs(value)))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }
}

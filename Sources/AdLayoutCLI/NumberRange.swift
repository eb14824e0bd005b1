import ArgumentParser

/// Range checks of numeric options, worded the same way by every command:
/// `--threshold must be in 0…1, not -1`, `--jobs must be at least 1, not -3`.
///
/// Numeric options are declared with `parsing: .unconditional`, so that a negative value such as
/// `--threshold -1` is read as the option's value (argument parsing would otherwise take `-1` for
/// an option and report a missing value) and then refused here with the valid range.
package enum NumberRange {
    /// Throws unless `value` is in `range`.
    package static func check<T: Comparable & CustomStringConvertible>(_ option: String, _ value: T, in range: ClosedRange<T>) throws {
        guard !range.contains(value) else { return }
        throw ValidationError("\(option) must be in \(text(range.lowerBound))…\(text(range.upperBound)), not \(text(value))")
    }

    /// Throws unless `value` is at least `minimum`.
    package static func check<T: Comparable & CustomStringConvertible>(_ option: String, _ value: T, atLeast minimum: T) throws {
        guard value < minimum else { return }
        throw ValidationError("\(option) must be at least \(text(minimum)), not \(text(value))")
    }

    /// `1` for 1.0, `0.1` for 0.1: numbers as one would type them.
    static func text<T: CustomStringConvertible>(_ value: T) -> String {
        if let double = value as? Double, double.isFinite, double == double.rounded(), abs(double) < 1e15 {
            return String(Int64(double))
        }
        return value.description
    }
}

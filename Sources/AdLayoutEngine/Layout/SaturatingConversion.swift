import Foundation
import AdLayoutModel

extension Int {
    /// `value` rounded toward zero and clamped to `Int`'s range, with NaN as 0: the conversion
    /// of layout arithmetic to indices, which must not trap whatever a document's numbers are.
    public init(saturating value: CGFloat) {
        if value.isNaN { self = 0 } else if value >= 9.2e18 { self = .max } else if value <= -9.2e18 { self = .min }
        else { self = Int(value) }
    }
}

extension Int32 {
    /// `value` rounded toward zero and clamped to `Int32`'s range, with NaN as 0 (for C APIs).
    public init(saturating value: Double) {
        if value.isNaN { self = 0 } else if value >= Double(Int32.max) { self = .max }
        else if value <= Double(Int32.min) { self = .min } else { self = Int32(value) }
    }
}

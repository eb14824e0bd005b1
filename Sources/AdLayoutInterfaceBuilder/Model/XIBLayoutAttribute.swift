/// The attribute of an item a constraint relates (`firstAttribute` / `secondAttribute`), UIKit's
/// `NSLayoutConstraint.Attribute`.
///
/// The raw values are the words Xcode writes. The legacy word `baseline` reads as
/// ``lastBaseline`` (UIKit defines them as the same attribute).
public enum XIBLayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in left-to-right languages).
    case leading
    /// The trailing edge (right in left-to-right languages).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text (also written `baseline`).
    case lastBaseline
    /// The baseline of the first line of text.
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins
    /// No attribute (a constant constraint's second attribute).
    case notAnAttribute

    /// Reads a word Xcode writes, accepting `baseline` for ``lastBaseline``; `nil` if unknown.
    public init?(xibWord: String) {
        if xibWord == "baseline" {
            self = .lastBaseline
        } else {
            self.init(rawValue: xibWord)
        }
    }

    /// `true` for `width` and `height`.
    public var isSize: Bool { self == .width || self == .height }

    /// `true` for the attributes measured along the vertical axis.
    public var isVertical: Bool {
        switch self {
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            return true
        default:
            return false
        }
    }
}

/// An attribute of a view that a constraint relates, UIKit's `NSLayoutConstraint.Attribute`.
///
/// The raw values are UIKit's names, which are also the words Xcode writes in a XIB (`firstAttribute="top"`) and
/// the anchors a document names (`"titleLabel.leading"`).
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The trailing edge (right in left-to-right layouts).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
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
    /// The horizontal center of the margin rectangle.
    case centerXWithinMargins
    /// The vertical center of the margin rectangle.
    case centerYWithinMargins
    /// The baseline of the first line of text; a view without text: its bottom; a stack view: its first visible
    /// arranged view's.
    case firstBaseline
    /// The baseline of the last line of text (also written `baseline`); a view without text: its bottom; a stack
    /// view: its last visible arranged view's.
    case lastBaseline
    /// No attribute: the second attribute of a constraint without a second item.
    case notAnAttribute

    /// `true` for `width` and `height`.
    public var isSize: Bool { self == .width || self == .height }

    /// `true` for the attributes measured along the vertical axis.
    public var isVertical: Bool {
        switch self {
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The attribute's name, as in UIKit.
    public var description: String { rawValue }
}

/// An attribute of a layout item that a ``LayoutConstraint`` relates (`NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
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
    /// The baseline of the first line of text (``LayoutItem/textBaseline``); a view without text: its bottom; a
    /// stack view: its first visible arranged view's.
    case firstBaseline
    /// The baseline of the last line of text; a view without text: its bottom; a stack view: its last visible
    /// arranged view's.
    case lastBaseline
    /// No attribute: the second attribute of a constraint without a second item.
    case notAnAttribute

    /// What the attribute measures, for validity checks.
    enum Category: Equatable {
        case xPosition
        case yPosition
        case size
        case none
    }

    var category: Category {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .xPosition
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline:
            .yPosition
        case .width, .height:
            .size
        case .notAnAttribute:
            .none
        }
    }

    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// Leading/trailing (direction-dependent) versus left/right (absolute); UIKit refuses to mix them.
    var isDirectional: Bool { self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin }
    var isAbsoluteHorizontal: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }

    /// The attribute's name, as in UIKit.
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

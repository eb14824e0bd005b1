/// What Auto Layout asks of UIKit's attributes (``LayoutAttribute``, declared in AdLayoutUIKitTypes): the axis
/// and kind of what each measures, for validity checks and margins.
extension LayoutAttribute {
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
}

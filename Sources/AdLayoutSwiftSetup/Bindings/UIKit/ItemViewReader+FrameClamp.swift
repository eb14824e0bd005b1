import AdLayoutCore
import SwiftSyntax

/// `max` and `min` of a constant and a number of frames in `layoutSubviews()` (`let w = max(0, bounds.width - 32)`,
/// `x: min(bounds.width - 120, 200)`): UIKit's number is the linear one held at the constant, which the solver gives
/// for every bounds and text as the linear one at priority 999 beside the constant as a required bound.
extension ItemViewReader {
    /// `max(c, e)` or `min(c, e)` (either order) of a constant `c` and a linear `e`; nil for any other.
    func clamp(_ callee: String, _ n: [FrameLinear]) -> FrameLinear? {
        guard n.count == 2, let c = n.firstIndex(where: { $0.isConstant && !$0.isClamped && !$0.mixed }),
              !n[1 - c].isConstant, !n[1 - c].isClamped, !n[1 - c].mixed else { return nil }
        var e = n[1 - c]
        if callee == "max" { e.atLeast = n[c].constant } else { e.atMost = n[c].constant }
        return e
    }

    /// One axis whose origin or size (not both) is a max or min: the other as set, the clamped one at priority 999,
    /// and its bounds required; nil when one of them is not a constraint of two views.
    func clampConstraints(_ i: Int, vertical: Bool, origin: FrameLinear, size: FrameLinear, at: SetupPosition,
                          _ layout: FrameLayout) -> [CodeConstraintRecord]? {
        guard origin.isClamped != size.isClamped else { return nil }
        let (lead, sizeAttribute): (AppCodeConstraint.Attribute, AppCodeConstraint.Attribute) = vertical ? (.top, .height) : (.left, .width)
        let clampsOrigin = origin.isClamped
        let clamped = clampsOrigin ? origin : size
        let attribute = clampsOrigin ? lead : sizeAttribute
        guard let other = constraint(.view(i), clampsOrigin ? sizeAttribute : lead, clampsOrigin ? size : origin, location: !clampsOrigin,
                                     vertical: vertical, at: at, i, layout),
              var linear = constraint(.view(i), attribute, clamped.unclamped, location: clampsOrigin, vertical: vertical, at: at, i, layout)
        else { return nil }
        linear.priority = 999
        var made = [other, linear]
        for (bound, relation) in [(clamped.atLeast, AppCodeConstraint.Relation.greaterThanOrEqual), (clamped.atMost, .lessThanOrEqual)] {
            guard let bound else { continue }
            guard var c = constraint(.view(i), attribute, .number(bound), location: clampsOrigin, vertical: vertical, at: at, i, layout) else { return nil }
            c.relation = relation
            made.append(c)
        }
        return made
    }
}

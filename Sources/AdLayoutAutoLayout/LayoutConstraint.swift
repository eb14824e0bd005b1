import AdLayoutConstraintSolver

/// A relation `first.attribute <relation> multiplier × second.attribute + constant` between two items, or
/// `first.attribute <relation> constant` (`NSLayoutConstraint`). Items are referred to by ``LayoutItem/id``.
///
/// Location attributes are compared in the coordinate space of the two items' nearest common ancestor (a guide
/// counts as a child of its owning view), which matters only when the multiplier is not 1: `centerX ==
/// superview.centerX × 0.5` puts the center at a quarter of the superview's width.
///
/// In right-to-left layouts a constraint involving a leading or trailing attribute (or their margin variants)
/// runs in the reading direction, as in UIKit: `b.leading == a.trailing + 8` puts `b` 8 points to the left of `a`.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The constrained item's id.
    public var firstItem: String
    /// The constrained attribute.
    public var firstAttribute: LayoutAttribute
    /// The relation.
    public var relation: LayoutRelation
    /// The other item's id, or `nil` for a constant size.
    public var secondItem: String?
    /// The other item's attribute, ``LayoutAttribute/notAnAttribute`` without a second item.
    public var secondAttribute: LayoutAttribute
    /// Multiplies the second attribute.
    public var multiplier: Double
    /// Added to the right-hand side.
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: LayoutPriority
    /// Inactive constraints are ignored.
    public var isActive: Bool
    /// Names the constraint in warnings.
    public var source: ConstraintSource

    /// Creates a constraint in `NSLayoutConstraint`'s argument order. Its source is `source` when given, else
    /// `identifier` at the call site's file and line.
    public init(
        item firstItem: String, attribute firstAttribute: LayoutAttribute,
        relatedBy relation: LayoutRelation = .equal,
        toItem secondItem: String? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, isActive: Bool = true,
        identifier: String = "", source: ConstraintSource? = nil, file: String = #fileID, line: Int = #line
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isActive = isActive
        self.source = source ?? ConstraintSource(identifier, file: file, line: line)
    }

    /// The equation, for example `icon.top == media.bottom + 10.0 @1000`.
    public var equation: String {
        ConstraintEquation.text(firstItem, firstAttribute, relation, secondItem, secondAttribute,
                                multiplier: multiplier, constant: constant, priority: priority)
    }

    /// The equation followed by the source.
    public var description: String { "\(equation) [\(source)]" }
}

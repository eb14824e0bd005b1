/// A layout constraint: `first.firstAttribute (= | ≤ | ≥) multiplier × second.secondAttribute + constant`
/// at ``priority``.
///
/// The raw ``firstItem`` / ``secondItem`` are the ids as written; ``firstItemID`` /
/// ``secondItemID`` are what they mean:
///
/// - `firstItem` omitted means the view whose `<constraints>` holds the constraint (``holderID``).
/// - `secondItem` omitted means no second item: a constant width or height.
/// - In the old cell dialect, a content view written `<view key="contentView">` has no id; the
///   reader gives it a synthetic one (``XIBView/hasSyntheticID``). A constraint held by that content
///   view (or by a view inside it) that names the cell means the content view — a view can only
///   hold constraints between itself and its descendants, so UIKit cannot mean the cell — and its
///   resolved id is the content view's synthetic id. Constraints the cell itself holds keep naming
///   the cell, which is what UIKit installs (the content view fills the cell, so the geometry is the
///   same).
///
/// IB often writes an edge reversed (`safeArea.trailing = view.trailing + 16`); the model keeps it
/// as written.
public struct XIBConstraint: Sendable, Hashable {
    /// The constraint's id.
    public let id: String
    /// `firstItem` as written; `nil` means the holding view.
    public let firstItem: String?
    /// The first item's attribute.
    public let firstAttribute: LayoutAttribute
    /// The relation (`equal` when absent).
    public let relation: LayoutRelation
    /// `secondItem` as written; `nil` for a constant constraint.
    public let secondItem: String?
    /// The second item's attribute; `nil` when there is no second item.
    public let secondAttribute: LayoutAttribute?
    /// The multiplier: a number, or `a:b` read as `a / b` (`"320:167"` → 320/167); 1 when absent.
    public let multiplier: Double
    /// The multiplier exactly as written (`"320:167"`), or `nil` when absent.
    public let multiplierText: String?
    /// The constant, in points (0 when absent).
    public let constant: Double
    /// The priority, 1 … 1000 (1000, required, when absent).
    public let priority: Double
    /// `symbolic="YES"`: a standard spacing whose constant is written anyway.
    public let isSymbolic: Bool
    /// The constraint's `identifier`, if set.
    public let identifier: String?
    /// `placeholder="YES"`: "Remove at build time"; such a constraint is never active.
    public let isRemovedAtBuildTime: Bool
    /// `false` when the applied variations exclude the constraint
    /// (`<variation key="default"><mask key="constraints"><exclude reference=…>`, and the design
    /// device's size-class variations after it), when it is removed at build time, or when it relates
    /// a view that is not installed.
    public let isActive: Bool
    /// The id of the view whose `<constraints>` holds it (synthetic for an id-less content view).
    public let holderID: String
    /// The first item's id as UIKit binds it: ``firstItem``, or ``holderID`` when omitted, with the
    /// old-dialect cell reference mapped to the content view (see the type's discussion).
    public let firstItemID: String
    /// The second item's id as UIKit binds it, mapped like ``firstItemID``; `nil` for a constant
    /// constraint.
    public let secondItemID: String?
    /// Where the element starts.
    public let position: XIBSourcePosition

    /// Creates a constraint.
    public init(id: String, firstItem: String?, firstAttribute: LayoutAttribute, relation: LayoutRelation,
                secondItem: String?, secondAttribute: LayoutAttribute?, multiplier: Double, multiplierText: String?,
                constant: Double, priority: Double, isSymbolic: Bool, identifier: String?, isRemovedAtBuildTime: Bool,
                isActive: Bool, holderID: String, firstItemID: String, secondItemID: String?,
                position: XIBSourcePosition) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.multiplierText = multiplierText
        self.constant = constant
        self.priority = priority
        self.isSymbolic = isSymbolic
        self.identifier = identifier
        self.isRemovedAtBuildTime = isRemovedAtBuildTime
        self.isActive = isActive
        self.holderID = holderID
        self.firstItemID = firstItemID
        self.secondItemID = secondItemID
        self.position = position
    }

    /// `true` when the priority is 1000.
    public var isRequired: Bool { priority >= 1000 }
}

import Foundation
import AdLayoutModel

/// An Auto Layout constraint that places an app's own view (``LayoutNode/constraints``): `firstItem.firstAttribute
/// relation multiplier × secondItem.secondAttribute + constant` at `priority`, written at `source`. Items are the
/// views' ids, attributes and relations UIKit's (AdLayoutUIKitTypes).
public struct NodeConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The constrained view's id.
    public var firstItem: String
    /// Its attribute.
    public var firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public var relation: LayoutRelation
    /// The other view's id; nil for a constant (a width or height alone).
    public var secondItem: String?
    /// Its attribute; nil without a second item.
    public var secondAttribute: LayoutAttribute?
    /// Multiplies the second attribute.
    public var multiplier: Double
    /// Added to the right-hand side.
    public var constant: Double
    /// `UILayoutPriority`, 1…1000, a `Float` as UIKit keeps it.
    public var priority: Float
    /// Where it is written; `id` is its name (its IB id, or the Swift position the reader gave it).
    public var source: SourcePosition

    /// A constraint from its parts.
    public init(firstItem: String, firstAttribute: LayoutAttribute, relation: LayoutRelation, secondItem: String?,
                secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double, priority: Float, source: SourcePosition) {
        self.firstItem = firstItem; self.firstAttribute = firstAttribute; self.relation = relation
        self.secondItem = secondItem; self.secondAttribute = secondAttribute; self.multiplier = multiplier
        self.constant = constant; self.priority = priority; self.source = source
    }

    /// The equation as Auto Layout's warnings write it: `icon.top == media.bottom + 10.0 @1000`.
    public var equation: String {
        ConstraintEquation.text(firstItem, firstAttribute, relation, secondItem, secondAttribute ?? .notAnAttribute,
                                multiplier: multiplier, constant: constant, priority: LayoutPriority(priority))
    }

    /// As `--frames` and the studio write it: `ID (FILE:LINE): equation` (a XIB's), or `FILE.swift:LINE:COLUMN: equation`
    /// (made in code, named by where it is made).
    public var description: String {
        source.id.hasPrefix("\(source.file):") ? "\(source.id): \(equation)" : "\(source.id) (\(source.file):\(source.line)): \(equation)"
    }
}

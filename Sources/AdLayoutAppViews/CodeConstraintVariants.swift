import AdLayoutEngine
import Foundation
import AdLayoutModel
import Synchronization

/// The constraint sets of a view made in code whose `setData` changes its constraints per ad
/// (SnapKit's `updateConstraints` and `remakeConstraints` under conditions on the ad), or whose
/// `layoutSubviews()` branches on the item's bounds (`if bounds.width < 360`): each ad is laid
/// out with the constraints installed for it, at their constants for it, as its own nib — built once
/// per distinct set and kept (at most ``kept``; past that a set is built for its ad and not kept).
final class CodeConstraintVariants: Sendable {
    /// Distinct constraint sets kept per view: more than the reader can print (64 paths per ad state).
    static let kept = 512

    /// Every constraint of the view, conditional or not.
    let constraints: [AppCodeConstraint]
    /// Makes the nib of one constraint set (the views, their images and layer paint are the view's).
    private let make: @Sendable ([AppCodeConstraint]) -> XIBItemView
    private let nibs = Mutex<[[Int]: XIBItemView]>([:])

    /// The variants of `constraints`; nil when no constraint depends on the ad.
    init?(_ constraints: [AppCodeConstraint], make: @escaping @Sendable ([AppCodeConstraint]) -> XIBItemView) {
        guard constraints.contains(where: { $0.condition != nil || !$0.cases.isEmpty }) else { return nil }
        self.constraints = constraints
        self.make = make
    }

    /// The nib laid out for `item` in an item of `bounds`: its constraints those installed for it, each at its constant for it.
    func nib(for item: AdListItem, bounds: CGSize) -> XIBItemView? {
        let (key, chosen) = Self.installed(constraints, for: item, bounds: bounds)
        if let kept = nibs.withLock({ $0[key] }) { return kept }
        let made = make(chosen)
        nibs.withLock { if $0.count < Self.kept { $0[key] = made } }
        return made
    }

    /// The constraints of `constraints` installed for `item` in an item of `bounds`, at their constants for it, and a key
    /// that tells the set: per constraint, not installed (-2), its own constant (-1), or the last case that holds.
    static func installed(_ constraints: [AppCodeConstraint], for item: AdListItem, bounds: CGSize = .zero)
        -> (key: [Int], constraints: [AppCodeConstraint]) {
        var key: [Int] = []
        var chosen: [AppCodeConstraint] = []
        for c in constraints {
            if let condition = c.condition, !condition.holds(for: item, bounds: bounds) { key.append(-2); continue }
            var k = c
            let index = c.cases.lastIndex { $0.condition.holds(for: item, bounds: bounds) }
            if let index { k.constant = c.cases[index].constant }
            key.append(index ?? -1)
            chosen.append(k)
        }
        return (key, chosen)
    }
}

import AdLayoutCore
import Foundation

/// A view the reader follows in an item view's code: the content view, or a view made in code.
enum CodeViewItem: Hashable {
    /// The item view's `contentView` (or the view itself).
    case contentView
    /// A view made in code, by its index in ``SetupItemView/codeViews``.
    case view(Int)
}

/// A view an item view's `init(frame:)` makes in code (`UILabel()`, …), as far as the reader has
/// followed it: where it is added and what is set on it.
final class CodeViewRecord {
    /// The property or local holding it (a property's name wins: it is what `setData` names).
    var name: String
    /// Whether ``name`` is a stored property's.
    var namedByProperty = false
    let kind: AppCodeView.Kind
    /// Where it is made.
    let position: SetupPosition
    /// The view it is added to (nil: never added, so never drawn).
    var superview: CodeViewItem?
    /// Added with `addArrangedSubview` (or `UIStackView(arrangedSubviews:)`).
    var arranged = false
    /// When it was last added with `addSubview` (``SetupItemView/additions`` then): its place in its superview's `subviews`.
    var added = 0
    /// `translatesAutoresizingMaskIntoConstraints` (UIKit's default for a view made in code: true).
    var translatesAutoresizingMask = true
    /// `hugging` and `compressionResistance` per axis, as set.
    var priorities: [String: [(axis: String, value: JSONNode)]] = [:]
    /// Document keys of `appViews.NAME.views.NAME` set on it, the last value of a key kept.
    var properties: [(key: String, value: JSONNode)] = []

    init(name: String, kind: AppCodeView.Kind, position: SetupPosition) {
        self.name = name; self.kind = kind; self.position = position
    }

    func set(_ key: String, _ value: JSONNode) {
        if let i = properties.firstIndex(where: { $0.key == key }) { properties[i].value = value } else { properties.append((key, value)) }
    }
}

/// A constraint an item view's code makes between anchors (`a.leadingAnchor.constraint(equalTo:
/// b.trailingAnchor, constant: 8)`); drawn only once activated.
struct CodeConstraintRecord {
    var first: (item: CodeViewItem, attribute: AppCodeConstraint.Attribute)
    var relation: AppCodeConstraint.Relation
    var second: (item: CodeViewItem, attribute: AppCodeConstraint.Attribute)?
    var multiplier: Double
    var constant: Double
    var priority: Double = 1000
    let position: SetupPosition
    /// `NSLayoutConstraint.activate`, `isActive = true`.
    var isActive = false
}

import Foundation

/// One view of an app view made in code (`"views": {"<name>": …}` of an ``AppViewDefinition``):
/// a `UILabel()`, `UIImageView()`, `UIView()`, `UIButton()` or `UIStackView()` that the item
/// view's `init(frame:)` creates, adds to its content view (or to another of its views) and
/// configures. Its name is the property or local it is held in, and is also its outlet's name
/// (`setData` and the image getters name it so). What is not set keeps UIKit's default.
public struct AppCodeView: Sendable {
    /// The UIKit class the view is made from.
    public enum Kind: NamedCase {
        /// `UIView()`.
        case view
        /// `UILabel()`.
        case label
        /// `UIImageView()`.
        case imageView
        /// `UIButton()`: its title is measured and drawn as a label's text.
        case button
        /// `UIStackView()`.
        case stackView
    }

    /// `UIStackView.axis` (UIKit's, declared in AdLayoutUIKitTypes).
    public typealias Axis = LayoutAxis

    /// `UIStackView.Distribution`.
    public typealias Distribution = StackViewDistribution

    /// `UIStackView.Alignment`.
    public typealias Alignment = StackViewAlignment

    /// `UIView.ContentMode`.
    public typealias ContentMode = AdLayoutUIKitTypes.ContentMode

    /// The name of the item view's own view, which every tree of views made in code starts from.
    public static let contentView = "contentView"

    /// The view's name: its property (`titleLabel`) or local, and its outlet's name.
    public var name: String
    /// What it is.
    public var kind: Kind
    /// The view it is added to: `contentView` or another view's name.
    public var superview: String
    /// Whether it is an arranged subview of its superview, a stack view (`addArrangedSubview`).
    public var isArranged = false
    /// `translatesAutoresizingMaskIntoConstraints`: UIKit's default is `true` (the view keeps its
    /// frame, zero for a view made with `()`); a view placed by anchors sets it to `false`.
    public var translatesAutoresizingMaskIntoConstraints = false
    /// A label's text or a button's title as `init(frame:)` sets it (`setData` may change it per ad).
    public var text: String?
    /// `font`; the system font of 17 pt unless set.
    public var font: Font?
    /// `numberOfLines` (UIKit's default 1).
    public var numberOfLines: Int?
    /// `textAlignment`.
    public var textAlignment: TextAlignment?
    /// `lineBreakMode`.
    public var lineBreakMode: LineBreakMode?
    /// An image view's `image` (`UIImage(named:)`): a name of the entry's `images`.
    public var image: String?
    /// `contentMode` (UIKit's default `scaleToFill`).
    public var contentMode: ContentMode?
    /// `isHidden` as `init(frame:)` leaves it.
    public var isHidden = false
    /// `clipsToBounds` / `layer.masksToBounds`.
    public var clipsToBounds = false
    /// A stack view's `axis` (UIKit's default `horizontal`).
    public var axis: Axis?
    /// A stack view's `spacing`.
    public var spacing: CGFloat?
    /// A stack view's `alignment`.
    public var alignment: Alignment?
    /// A stack view's `distribution`.
    public var distribution: Distribution?
    /// `setContentHuggingPriority(_:for: .horizontal)`; UIKit's default 250.
    public var horizontalHugging: Double?
    /// `setContentHuggingPriority(_:for: .vertical)`.
    public var verticalHugging: Double?
    /// `setContentCompressionResistancePriority(_:for: .horizontal)`; UIKit's default 750.
    public var horizontalCompressionResistance: Double?
    /// `setContentCompressionResistancePriority(_:for: .vertical)`.
    public var verticalCompressionResistance: Double?
    /// Where the view is made: `FILE.swift:LINE:COLUMN` as the Swift setup reader writes it.
    public var source: String?
    /// Where the entry is in the document.
    public var location: SourceLocation?

    /// A view of `kind` named `name`, added to `superview`.
    public init(name: String, kind: Kind, superview: String) {
        self.name = name; self.kind = kind; self.superview = superview
    }
}

/// One constraint of an app view made in code: `first.attribute relation second.attribute ×
/// multiplier + constant` at a priority, as an anchor's `constraint(equalTo:constant:)` (and
/// `greaterThanOrEqualTo:`, `lessThanOrEqualTo:`, `equalToConstant:`, `multiplier:`) makes it and
/// `NSLayoutConstraint.activate` or `isActive = true` installs it.
public struct AppCodeConstraint: Sendable {
    /// An anchor of a view: UIKit's attribute (declared in AdLayoutUIKitTypes); a document names one of ``anchors``.
    public typealias Attribute = LayoutAttribute

    /// `==`, `<=`, `>=` (UIKit's relation, written by its ``LayoutRelation/symbol``).
    public typealias Relation = LayoutRelation

    /// The anchors a document may name: the edges, centres and sizes of a view and of its layout margins guide.
    public static let anchors: [LayoutAttribute] = LayoutAttribute.allCases.filter {
        ![.firstBaseline, .lastBaseline, .notAnAttribute].contains($0)
    }

    /// The constrained view (`contentView` or a view's name) and its anchor.
    public var firstItem: String
    /// See ``firstItem``.
    public var firstAttribute: Attribute
    /// The relation.
    public var relation: Relation
    /// The other view and anchor; nil for a constant (`equalToConstant:`).
    public var secondItem: String?
    /// See ``secondItem``.
    public var secondAttribute: Attribute?
    /// `multiplier:` (1 unless given).
    public var multiplier: Double
    /// `constant:`.
    public var constant: Double
    /// `priority`, 1…1000 (1000, required, unless set).
    public var priority: Double
    /// The ads the constraint is installed for (`remakeConstraints` in `setData` under a condition);
    /// nil for every ad.
    public var condition: AdCondition?
    /// Constants per ad (`updateConstraints` in `setData`): the last case that holds for an ad gives its constant.
    public var cases: [AppCodeConstraintCase] = []
    /// Where the constraint is made: `FILE.swift:LINE:COLUMN` as the Swift setup reader writes it.
    public var source: String?
    /// Where the entry is in the document.
    public var location: SourceLocation?

    /// A constraint from its parts.
    public init(firstItem: String, firstAttribute: Attribute, relation: Relation = .equal, secondItem: String? = nil,
                secondAttribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                source: String? = nil, location: SourceLocation? = nil) {
        self.firstItem = firstItem; self.firstAttribute = firstAttribute; self.relation = relation
        self.secondItem = secondItem; self.secondAttribute = secondAttribute; self.multiplier = multiplier
        self.constant = constant; self.priority = priority; self.source = source; self.location = location
    }
}

/// A constant a constraint takes for the ads a condition holds for, as `setData`'s `updateConstraints`
/// sets it per ad (`"cases": [{"if": "pointValue >= 1000", "constant": 60}]`).
public struct AppCodeConstraintCase: Sendable {
    /// Which ads: `pointValue >= 1000`, `state == paid`.
    public var condition: AdCondition
    /// The constant for them.
    public var constant: Double

    /// A case from its parts.
    public init(condition: AdCondition, constant: Double) { self.condition = condition; self.constant = constant }
}

import AdLayoutAutoLayout
import AdLayoutInterfaceBuilder
import AdLayoutModel

/// UIKit's words as each front end writes them (IB's attribute values, the Swift setup reader's names) in
/// the one form the app-view tree and Auto Layout use. Both write UIKit's own names, so the reader's words go
/// through IB's (one mapping each); the defaults for what is not written are UIKit's.
enum UIKitVocabulary {
    static func attribute(_ a: XIBLayoutAttribute) -> LayoutAttribute? {
        switch a {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        case .notAnAttribute: nil
        }
    }

    static func relation(_ r: XIBLayoutRelation) -> LayoutRelation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// A constraint's attribute as the reader names it (UIKit's name, as IB writes it).
    static func attribute(_ a: AppCodeConstraint.Attribute) -> LayoutAttribute? {
        XIBLayoutAttribute(rawValue: a.name).flatMap(attribute)
    }

    static func relation(_ r: AppCodeConstraint.Relation) -> LayoutRelation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Auto Layout's relation as the nodes name it (``/AdLayoutEngine/NodeConstraint``).
    static func relation(_ r: LayoutRelation) -> AppCodeConstraint.Relation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    static func distribution(_ d: XIBStackViewProperties.Distribution) -> StackViewConfiguration.Distribution {
        switch d {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }

    /// `UIStackView`'s distribution as the reader names it (UIKit's name, as IB writes it); `.fill` when the code sets none.
    static func distribution(_ d: AppCodeView.Distribution?) -> StackViewConfiguration.Distribution {
        distribution(d.flatMap { XIBStackViewProperties.Distribution(rawValue: $0.name) } ?? .fill)
    }

    static func alignment(_ a: XIBStackViewProperties.Alignment) -> StackViewConfiguration.Alignment {
        switch a {
        case .fill: .fill
        case .leading: .leading
        case .top: .top
        case .center: .center
        case .trailing: .trailing
        case .bottom: .bottom
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    /// `UIStackView`'s alignment as the reader names it (UIKit's name, as IB writes it); `.fill` when the code sets none.
    static func alignment(_ a: AppCodeView.Alignment?) -> StackViewConfiguration.Alignment {
        alignment(a.flatMap { XIBStackViewProperties.Alignment(rawValue: $0.name) } ?? .fill)
    }

    /// A view's content mode as the reader names it (UIKit's name, as IB writes it); `.scaleToFill` when the code sets none.
    static func contentMode(_ m: AppCodeView.ContentMode?) -> XIBContentMode {
        m.flatMap { XIBContentMode(rawValue: $0.name) } ?? .scaleToFill
    }

    /// A label's line break mode; UIKit's `.byTruncatingTail` when the code sets none.
    static func lineBreakMode(_ m: LineBreakMode?) -> XIBLineBreakMode {
        switch m {
        case .byWordWrapping?: .wordWrap
        case .byCharWrapping?: .characterWrap
        case .byClipping?: .clip
        case .byTruncatingHead?: .headTruncation
        case .byTruncatingMiddle?: .middleTruncation
        case .byTruncatingTail?, nil: .tailTruncation
        }
    }

    /// A label's alignment; `.natural` when the code sets none.
    static func textAlignment(_ a: TextAlignment?) -> XIBTextAlignment {
        switch a {
        case .left?: .left
        case .center?: .center
        case .right?: .right
        case .natural?, nil: .natural
        }
    }

    /// The system font of a weight (or its italic) at a size, as `UIFont.systemFont(ofSize:weight:)` makes it.
    static func font(_ f: Font) -> XIBFont {
        if f.italic { return XIBFont(descriptor: .italicSystem, pointSize: Double(f.size)) }
        return XIBFont(descriptor: .system(weight: XIBFont.Weight(rawValue: f.weight.name) ?? .regular), pointSize: Double(f.size))
    }
}

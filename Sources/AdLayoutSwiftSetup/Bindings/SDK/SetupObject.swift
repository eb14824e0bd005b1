import AdLayoutCore
import Foundation

/// An instance of one of the SDK's reference types as the setup builds it: a layout, a menu
/// layout, an attribute, `TnkStyles.shared`, its `adListItem`, `TnkLayout.shared`.
///
/// Like the SDK's objects, it is shared by reference: a layout registered and then changed is
/// registered with the change; an attribute assigned to two layouts is the same attribute.
/// It records only what the setup assigns, in order, each with where it was assigned; the
/// document format's patches then apply these on the class's defaults.
final class SetupObject {
    /// A property's value: a JSON value (numbers, strings, colours, insets, fonts, enum names)
    /// or another object.
    enum Slot {
        case value(JSONNode)
        case object(SetupObject)
    }

    let kind: ObjectKind
    /// Class of a layout or menu layout: built-in, declared in the setup, or from the app's Swift code.
    var className: String?
    /// Made by an initialiser (`LabelAttribute(…)`): starts from the type's defaults, not the owner's value.
    let fromDefaults: Bool
    /// Where it was made.
    let position: SetupPosition
    /// Part of `TnkStyles.shared` (its `adListItem` and their attributes).
    var isStyle = false
    /// For the object a class's `init` configures: that class (unassigned properties have its base's defaults).
    weak var declaringClass: SetupLayoutClass?
    /// The object and property a patch belongs to (`viewLayout`, `titleLabel`), for reading defaults.
    private(set) weak var owner: SetupObject?
    private(set) var ownerProperty: String?
    private(set) var slots: [(name: String, slot: Slot, position: SetupPosition)] = []

    init(kind: ObjectKind, className: String? = nil, fromDefaults: Bool = false, position: SetupPosition) {
        self.kind = kind; self.className = className; self.fromDefaults = fromDefaults; self.position = position
    }

    subscript(name: String) -> Slot? { slots.first { $0.name == name }?.slot }

    /// Sets a property; a property set again keeps its place and takes the new value and position.
    func set(_ name: String, _ slot: Slot, at position: SetupPosition) {
        if let i = slots.firstIndex(where: { $0.name == name }) { slots[i] = (name, slot, position) }
        else { slots.append((name, slot, position)) }
    }

    func remove(_ name: String) { slots.removeAll { $0.name == name } }

    /// The attribute (or style) object in property `name`, made on first use as a patch of the
    /// owner's value.
    func child(_ name: String, kind: ObjectKind, at position: SetupPosition) -> SetupObject {
        if case .object(let o)? = self[name] { return o }
        let o = SetupObject(kind: kind, position: position)
        o.isStyle = isStyle
        o.owner = self
        o.ownerProperty = name
        set(name, .object(o), at: position)
        return o
    }

    /// True when nothing was assigned (an untouched patch).
    var isEmpty: Bool { !fromDefaults && slots.allSatisfy { if case .object(let o) = $0.slot { o.isEmpty } else { false } } }

    /// The document JSON of what was assigned: `{"fromDefaults": true, …}` for initialised attributes.
    func json() -> JSONNode {
        var members: [JSONObject.Member] = []
        if fromDefaults {
            members.append(JSONObject.Member(key: "fromDefaults", keyLocation: position.origin.location,
                                             value: .at(position, .bool(true))))
        }
        for (name, slot, at) in slots {
            switch slot {
            case .value(let node):
                members.append(JSONObject.Member(key: name, keyLocation: at.origin.location, value: node))
            case .object(let o):
                if !o.isEmpty { members.append(JSONObject.Member(key: name, keyLocation: at.origin.location, value: o.json())) }
            }
        }
        return .at(position, .object(JSONObject(members: members)))
    }
}

/// A value the reader computes from a Swift expression.
enum SetupValue {
    /// A number or bool (possibly with names, inside `viewSize`/`itemColumns`).
    case number(NumberExpression)
    case string(String)
    /// A value of the document format: a colour, font, insets, size, enum name, `null`.
    case json(JSONNode, SetupType)
    case object(SetupObject)
    /// `.name` whose type the context decides (`.orange`, `.continuous`, `.zero`).
    case member(String)
    /// `X.self`.
    case type(String)
    case null
    /// A `CGSize` being computed (`CGSize(width:height:)`, `parentSize`).
    case size(NumberExpression, NumberExpression)
    /// `[a, b]` of numbers (`itemColumns`' result).
    case array([NumberExpression])
    /// A property of the layout inside `viewSize`/`itemColumns` (`sectionInset` then `.left`):
    /// read when the section is laid out, so it becomes a name of the expression language.
    case selfPath([String])
    /// A struct property (`sectionInset`, `listViewTopButtonSize`, `font`) of an object, or a field
    /// of one, read when it is used: what the setup assigned, else the class's default.
    case path(SetupObject, [String])
    /// An instance of a class the setup files do not declare (`CustomAdListItemViewLayout()`):
    /// usable as a `viewLayout` registered by the app's Swift code.
    case instance(String)
    /// Something outside the setup (a view controller, a UIKit call's result), described.
    case foreign(String)
    /// A value that could not be read, reported where it was made (its uses say nothing more).
    case failed
}

extension SetupValue {
    /// Parts of a number value written out (see ``NumberExpression/size``); 1 for other values.
    var parts: Int {
        switch self {
        case .number(let n): n.size
        case .size(let w, let h): w.size > Int.max - h.size ? Int.max : w.size + h.size
        case .array(let items): items.reduce(0) { $0 > Int.max - $1.size ? Int.max : $0 + $1.size }
        default: 1
        }
    }
}

extension JSONNode {
    /// A node made by the reader, located at `position`.
    static func at(_ position: SetupPosition, _ value: JSONValue) -> JSONNode {
        JSONNode(value: value, location: position.origin.location, file: position.origin.file)
    }

    /// The same value, located at `position` (where it is used, not where it was made).
    func moved(to position: SetupPosition) -> JSONNode { .at(position, value) }

    /// An object node of `members` (keys in order), located at `position`.
    static func object(_ position: SetupPosition, _ members: [(String, JSONNode)]) -> JSONNode {
        .at(position, .object(JSONObject(members: members.map {
            JSONObject.Member(key: $0.0, keyLocation: position.origin.location, value: $0.1)
        })))
    }
}

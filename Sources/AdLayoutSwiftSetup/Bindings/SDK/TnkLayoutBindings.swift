import AdLayoutCore
import Foundation
import SwiftSyntax

/// What a registration names as its layout: an object the setup built, or a class of the app.
enum LayoutReference {
    case object(SetupObject)
    case className(String)
}

/// What the setup assigns and registers through the SDK's shared objects (``TnkLayoutBindings``): the
/// evaluator keeps it while the files are read.
final class TnkRegistry {
    /// `TnkLayout.shared`: the settings the setup assigns.
    let settings: SetupObject
    /// `TnkStyles.shared`.
    let styles: SetupObject
    /// One `register…ViewLayout` call, under its key: a layout type's name or a placement id.
    struct Registration {
        let key: String
        let viewClass: String
        let layout: LayoutReference
        let position: SetupPosition
    }
    /// `registerItemViewLayout` calls, by layout type, in order (a later one replaces an earlier one).
    var registrations: [Registration] = []
    /// `registerPlacementViewLayout` calls, by placement id, in order.
    var placementRegistrations: [Registration] = []
    /// `registerMenuViewLayout` calls, by menu type.
    var menuRegistrations: [(type: String, layout: SetupObject, position: SetupPosition)] = []
    /// Where the first layout was made (TnkStyles set later do not reach it in the SDK).
    var firstLayoutMade: SetupPosition?
    /// Whether the setup was told that styles set after a layout reach it here, not in the SDK.
    var warnedLateStyles = false

    init(at origin: SetupPosition) {
        styles = SetupObject(kind: .styles, position: origin)
        styles.isStyle = true
        settings = SetupObject(kind: .settings, position: origin)
    }
}

/// The SDK's shared objects as bindings of the setup evaluator (``SetupInterpreter``):
/// `TnkLayout.shared` — its settings and its `register…ViewLayout` calls — and `TnkStyles.shared`;
/// what the setup assigns and registers through them (``TnkRegistry``) becomes the document's
/// `tnkLayout`, `styles`, `registrations`, `placementRegistrations` and `menuLayouts`. The evaluator
/// makes the bindings for each use, with itself as their context (``SetupInterpreter/bindings``).
struct TnkLayoutBindings: SetupBinding {
    /// The evaluator these bindings read arguments with and report through.
    let setup: SetupInterpreter
    let registry: TnkRegistry
    typealias Registration = TnkRegistry.Registration

    var settings: SetupObject { registry.settings }
    var styles: SetupObject { registry.styles }

    func isType(_ name: String) -> Bool { name == "TnkLayout" || name == "TnkStyles" }

    /// The SDK's names for the shared objects: `TnkLayout.shared`, `TnkLayout.wrapContent`, `TnkStyles.shared`.
    func staticMember(_ typeName: String, _ name: String, node: MemberAccessExprSyntax) -> SetupValue?? {
        switch (typeName, name) {
        case ("TnkLayout", "shared"): .some(.object(settings))
        case ("TnkLayout", "wrapContent"): .some(.number(.typed(.literal(Double(TnkLayout.wrapContent), integer: false), .float)))
        case ("TnkStyles", "shared"): .some(.object(styles))
        default: nil
        }
    }

    /// Whether `name` is one of `TnkLayout.shared`'s registration methods.
    private static func isRegistration(_ name: String) -> Bool {
        name == "registerItemViewLayout" || name == "registerMenuViewLayout" || name == "registerPlacementViewLayout"
    }

    /// `TnkLayout.shared.register…ViewLayout(…)` (``isRegistration(_:)``), called on the shared settings.
    func statement(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) -> Bool {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = m.base else { return false }
        let name = m.declName.baseName.text
        guard Self.isRegistration(name) else { return false }
        guard let base = evaluate(baseExpr, expected: nil, scope: scope, selfObject: selfObject) else { return true }
        guard case .object(let o) = base, o === settings else { return false }
        register(name, call, scope: scope, selfObject: selfObject)
        return true
    }

    /// `TnkLayout.shared.<name>(…)`, one of the registrations (``isRegistration(_:)``).
    private func register(_ name: String, _ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) {
        switch name {
        case "registerItemViewLayout": registerItemView(call, scope: scope, selfObject: selfObject)
        case "registerPlacementViewLayout": registerPlacementView(call, scope: scope, selfObject: selfObject)
        default: registerMenuView(call, scope: scope, selfObject: selfObject)
        }
    }

    // The evaluator's services the bindings use.
    private func evaluate(_ expr: ExprSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        setup.evaluate(expr, expected: expected, scope: scope, selfObject: selfObject)
    }
    private func report(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ node: some SyntaxProtocol, _ message: String) {
        setup.report(severity, code, node, message)
    }
    private func skipped(_ node: some SyntaxProtocol, _ message: String) { setup.skipped(node, message) }
    private func labelled(_ call: FunctionCallExprSyntax, _ labels: [String]) -> [String: ExprSyntax]? { setup.labelled(call, labels) }
    private func enumName(_ value: SetupValue, _ type: SetupType, node: ExprSyntax) -> String? { setup.enumName(value, type, node: node) }
    private func describe(_ value: SetupValue) -> String { setup.describe(value) }

    // MARK: Registrations

    /// `TnkLayout.shared.registerItemViewLayout(type:viewClass:viewLayout:)`.
    private func registerItemView(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) {
        guard let args = labelled(call, ["type", "viewClass", "viewLayout"]) else { return }
        let layoutType = SetupSchema.enumeration(LayoutType.self, "LayoutType")
        guard let typeValue = evaluate(args["type"]!, expected: layoutType, scope: scope, selfObject: selfObject),
              let type = enumName(typeValue, layoutType, node: args["type"]!) else { return }
        guard let (viewClass, layout) = viewAndLayout(args, scope: scope, selfObject: selfObject) else { return }
        add(Registration(key: type, viewClass: viewClass, layout: layout, position: setup.position(call)), to: &registry.registrations,
            named: ".\(type)", call: call)
    }

    /// `TnkLayout.shared.registerPlacementViewLayout(placementId:viewClass:viewLayout:)`: as a layout
    /// type's registration, keyed by the placement id (a string).
    private func registerPlacementView(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) {
        guard let args = labelled(call, ["placementId", "viewClass", "viewLayout"]) else { return }
        guard let idValue = evaluate(args["placementId"]!, expected: .string, scope: scope, selfObject: selfObject) else { return }
        guard case .string(let placementId) = idValue else {
            report(.error, .typeMismatch, args["placementId"]!, "placementId: expected a string (\"open_ad\"), found \(describe(idValue))")
            return
        }
        guard let (viewClass, layout) = viewAndLayout(args, scope: scope, selfObject: selfObject) else { return }
        add(Registration(key: placementId, viewClass: viewClass, layout: layout, position: setup.position(call)),
            to: &registry.placementRegistrations, named: "placement \"\(placementId)\"", call: call)
    }

    /// Adds `registration` to `list`, in place of an earlier one under its key (as the SDK's dictionary does).
    private func add(_ registration: Registration, to list: inout [Registration], named what: String, call: FunctionCallExprSyntax) {
        if let old = list.firstIndex(where: { $0.key == registration.key }) {
            let p = list[old].position
            report(.note, .swiftReplaced, call, "registration of \(what) replaces the one at \(p.line):\(p.column)")
            list.remove(at: old)
        }
        list.append(registration)
    }

    /// The `viewClass:` and `viewLayout:` arguments of a registration.
    private func viewAndLayout(_ args: [String: ExprSyntax], scope: Scope, selfObject: SetupObject?) -> (String, LayoutReference)? {
        guard let viewValue = evaluate(args["viewClass"]!, expected: nil, scope: scope, selfObject: selfObject) else { return nil }
        guard case .type(let viewClass) = viewValue else {
            report(.error, .typeMismatch, args["viewClass"]!, "viewClass: expected a view class (DefaultAdListItemView.self), found \(describe(viewValue))")
            return nil
        }
        guard let layoutValue = evaluate(args["viewLayout"]!, expected: .object(.layout), scope: scope, selfObject: selfObject) else { return nil }
        switch layoutValue {
        case .object(let o) where o.kind == .layout: return (viewClass, .object(o))
        case .instance(let className): return (viewClass, .className(className))
        default:
            report(.error, .typeMismatch, args["viewLayout"]!, "viewLayout: expected an AdListItemViewLayout, found \(describe(layoutValue))")
            return nil
        }
    }

    /// `TnkLayout.shared.registerMenuViewLayout(type:viewClass:viewLayout:)`.
    private func registerMenuView(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) {
        guard let args = labelled(call, ["type", "viewClass", "viewLayout"]) else { return }
        let menuType = SetupSchema.enumeration(MenuType.self, "MenuType")
        guard let typeValue = evaluate(args["type"]!, expected: menuType, scope: scope, selfObject: selfObject),
              let type = enumName(typeValue, menuType, node: args["type"]!) else { return }
        guard type == "menu" || type == "filter" else {
            skipped(args["type"]!, "menu type .\(type) (the document format has the menu and filter rows)")
            return
        }
        if let viewValue = evaluate(args["viewClass"]!, expected: nil, scope: scope, selfObject: selfObject) {
            if case .type(let name) = viewValue, SetupSchema.menuViews.contains(name) {} else {
                report(.warning, .swiftSkipped, args["viewClass"]!, "viewClass \(args["viewClass"]!.shortText) is not read "
                       + "(menus are drawn as \(SetupSchema.menuViews.joined(separator: " or ")))")
            }
        }
        guard let layoutValue = evaluate(args["viewLayout"]!, expected: .object(.menuLayout), scope: scope, selfObject: selfObject) else { return }
        guard case .object(let o) = layoutValue, o.kind == .menuLayout else {
            report(.error, .typeMismatch, args["viewLayout"]!, "viewLayout: expected an AdListMenuViewLayout or AdListFilterViewLayout, found \(describe(layoutValue))")
            return
        }
        let expectedClass = type == "filter" ? "AdListFilterViewLayout" : "AdListMenuViewLayout"
        if o.className != expectedClass {
            report(.warning, .unsupported, args["viewLayout"]!, "the document's \(type) row starts from \(expectedClass)'s defaults; "
                   + "\(o.className ?? "this layout")'s own defaults are not kept, only the properties the setup assigns")
        }
        registry.menuRegistrations.removeAll { $0.type == type }
        registry.menuRegistrations.append((type, o, setup.position(call)))
    }

    // MARK: The document

    /// The document's members these bindings make, in the document's order: `tnkLayout`, `styles`,
    /// `registrations`, `placementRegistrations`, `menuLayouts` (each only when the setup gave it).
    func documentMembers(origin: SetupPosition) -> [(String, JSONNode)] {
        var root: [(String, JSONNode)] = []
        if !settings.isEmpty { root.append(("tnkLayout", settings.json())) }
        if !styles.isEmpty { root.append(("styles", styles.json())) }
        func registration(_ viewClass: String, _ layout: LayoutReference, _ position: SetupPosition) -> JSONNode {
            var members: [(String, JSONNode)] = [("viewClass", .at(position, .string(viewClass)))]
            switch layout {
            case .className(let name):
                members.append(("viewLayout", .at(position, .string(name))))
            case .object(let o):
                members.append(("viewLayout", .at(o.position, .string(o.className ?? "AdListItemViewLayout"))))
                if !o.isEmpty { members.append(("overrides", o.json())) }
            }
            return JSONNode.object(position, members)
        }
        if !registry.registrations.isEmpty {
            root.append(("registrations", .object(origin, registry.registrations.map { ($0.key, registration($0.viewClass, $0.layout, $0.position)) })))
        }
        if !registry.placementRegistrations.isEmpty {
            root.append(("placementRegistrations", .object(origin, registry.placementRegistrations.map {
                ($0.key, registration($0.viewClass, $0.layout, $0.position))
            })))
        }
        if !registry.menuRegistrations.isEmpty {
            root.append(("menuLayouts", .object(origin, registry.menuRegistrations.map { ($0.type, $0.layout.json()) })))
        }
        return root
    }
}

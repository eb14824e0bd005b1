import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation
import SwiftSyntax

/// Calls: initialisers (layouts, attributes, colours, fonts, insets, sizes), number functions,
/// `TnkLayout.shared.register…`, and calls outside the setup (noted and ignored).
extension SetupInterpreter {
    typealias Arguments = [(label: String?, expr: ExprSyntax)]

    func arguments(_ call: FunctionCallExprSyntax) -> Arguments {
        call.arguments.map { ($0.label?.text, $0.expression) }
    }

    // MARK: Statements

    func callStatement(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) {
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.text
            if baseExpr.is(SuperExprSyntax.self) { return }   // super.init(), super.viewDidLoad()
            if name == "registerItemViewLayout" || name == "registerMenuViewLayout" || name == "registerPlacementViewLayout" {
                guard let base = evaluate(baseExpr, expected: nil, scope: scope, selfObject: selfObject) else { return }
                if case .object(let o) = base, o === settings {
                    if name == "registerItemViewLayout" { registerItemView(call, scope: scope, selfObject: selfObject) }
                    else if name == "registerPlacementViewLayout" { registerPlacementView(call, scope: scope, selfObject: selfObject) }
                    else { registerMenuView(call, scope: scope, selfObject: selfObject) }
                    return
                }
            }
        }
        guard let value = callValue(call, expected: nil, scope: scope, selfObject: selfObject) else { return }
        switch value {
        case .foreign, .instance:
            ignored(call, "\(call.shortText) (not part of the layout setup)")
        default:
            skipped(call, "\(call.shortText) (its result is not used)")
        }
    }

    private func labelled(_ call: FunctionCallExprSyntax, _ labels: [String]) -> [String: ExprSyntax]? {
        let args = arguments(call)
        var found: [String: ExprSyntax] = [:]
        for (label, expr) in args {
            guard let label, labels.contains(label) else {
                report(.error, .invalidValue, expr, "unexpected argument \(label.map { "\($0):" } ?? "without a label") in \(call.calledExpression.shortText)(…); "
                       + "it takes \(labels.map { "\($0):" }.joined(separator: " "))")
                return nil
            }
            found[label] = expr
        }
        for label in labels where found[label] == nil {
            report(.error, .missingValue, call, "missing argument \(label): in \(call.calledExpression.shortText)(…)")
            return nil
        }
        return found
    }

    /// `TnkLayout.shared.registerItemViewLayout(type:viewClass:viewLayout:)`.
    private func registerItemView(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) {
        guard let args = labelled(call, ["type", "viewClass", "viewLayout"]) else { return }
        let layoutType = SetupSchema.enumeration(LayoutType.self, "LayoutType")
        guard let typeValue = evaluate(args["type"]!, expected: layoutType, scope: scope, selfObject: selfObject),
              let type = enumName(typeValue, layoutType, node: args["type"]!) else { return }
        guard let (viewClass, layout) = viewAndLayout(args, scope: scope, selfObject: selfObject) else { return }
        let at = position(call)
        if let old = registrations.firstIndex(where: { $0.type == type }) {
            let p = registrations[old].position
            report(.note, .swiftReplaced, call, "registration of .\(type) replaces the one at \(p.line):\(p.column)")
            registrations.remove(at: old)
        }
        registrations.append((type, viewClass, layout, at))
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
        let at = position(call)
        if let old = placementRegistrations.firstIndex(where: { $0.placementId == placementId }) {
            let p = placementRegistrations[old].position
            report(.note, .swiftReplaced, call, "registration of placement \"\(placementId)\" replaces the one at \(p.line):\(p.column)")
            placementRegistrations.remove(at: old)
        }
        placementRegistrations.append((placementId, viewClass, layout, at))
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
        menuRegistrations.removeAll { $0.type == type }
        menuRegistrations.append((type, o, position(call)))
    }

    func enumName(_ value: SetupValue, _ type: SetupType, node: ExprSyntax) -> String? {
        if case .json(let n, _) = value, case .string(let s) = n.value { return s }
        if case .member(let name) = value, case .json(let n, _)? = member(name, as: type, node: node), case .string(let s) = n.value {
            return s
        }
        report(.error, .typeMismatch, node, "expected a \(type) case (.name), found \(describe(value))")
        return nil
    }

    // MARK: Values

    func callValue(_ call: FunctionCallExprSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        let called = call.calledExpression
        // `{ let l = LabelAttribute(); …; return l }()`: a closure called where it is written.
        if let closure = called.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return bodyValue(closure.statements, expected: expected, scope: scope, selfObject: selfObject, node: call)
        }
        if call.trailingClosure != nil { return .foreign(call.shortText) }
        if let ref = called.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if scope.lookup(name) != nil { return .foreign(call.shortText) }
            return construct(name, call, expected: expected, scope: scope, selfObject: selfObject)
        }
        guard let m = called.as(MemberAccessExprSyntax.self) else { return .foreign(call.shortText) }
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else {
            // `.systemFont(ofSize: 17)`, `.init(…)`: the type the context wants.
            switch expected {
            case .font?: return font("UIFont", name, call, scope: scope, selfObject: selfObject)
            case .color? where name == "init", .buttonBackground? where name == "init":
                return construct("UIColor", call, expected: expected, scope: scope, selfObject: selfObject)
            case .object(let kind)? where name == "init": return construct(kind.typeName, call, expected: expected, scope: scope, selfObject: selfObject)
            default:
                skipped(call, "\(call.shortText) (its type is not known here)")
                return nil
            }
        }
        if baseExpr.is(SuperExprSyntax.self) {
            if let sizing { return superCall(name, sizing.layoutClass, node: call) }
            return .foreign(call.shortText)
        }
        guard let base = evaluate(baseExpr, expected: nil, scope: scope, selfObject: selfObject) else { return nil }
        switch base {
        case .type(let typeName):
            if name == "init" { return construct(typeName, call, expected: expected, scope: scope, selfObject: selfObject) }
            if typeName == "UIFont" || typeName == "TnkFonts" { return font(typeName, name, call, scope: scope, selfObject: selfObject) }
            if Self.typeNames.contains(typeName) {
                skipped(call, "\(call.shortText) (not part of the supported setup subset)")
                return nil
            }
            return .foreign(call.shortText)
        case .json(_, .color), .member:
            guard name == "withAlphaComponent" else { break }
            let args = arguments(call)
            guard args.count == 1, args[0].label == nil || args[0].label == "alpha" else {
                report(.error, .invalidValue, call, "withAlphaComponent takes one number (the alpha, 0…1)")
                return nil
            }
            guard let colour = colourValue(base, node: baseExpr),
                  let alpha = constant(args[0].expr, .float, scope: scope, selfObject: selfObject) else { return nil }
            return .json(.at(position(call), .string(Color(argb: colour).withAlphaComponent(alpha).hexString)), .color)
        case .number(let n):
            guard name == "rounded" else { break }
            let args = arguments(call)
            guard args.count <= 1 else { break }
            guard let rule = args.first else { return .number(.call("round", [n])) }
            let names = ["down": "floor", "up": "ceil", "towardZero": "int", "toNearestOrAwayFromZero": "round"]
            guard let ruleName = rule.expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text, let f = names[ruleName] else { break }
            return .number(f == "int" ? .typed(n, .int) : .call(f, [n]))
        case .foreign, .instance:
            return .foreign(call.shortText)
        case .object(let o):
            skipped(call, "\(call.shortText) (\(o.kind.typeName) methods are not part of the setup subset)")
            return nil
        default:
            break
        }
        skipped(call, "\(call.shortText) (not part of the supported setup subset)")
        return nil
    }

    /// A number the setup computes now (a property value), in `type`.
    func constant(_ expr: ExprSyntax, _ type: NumberType, scope: Scope, selfObject: SetupObject?) -> Double? {
        guard let n = number(expr, scope: scope, selfObject: selfObject) else { return nil }
        do {
            if let v = try n.constantValue(in: type) { return v }
            skipped(expr, "\(expr.shortText) is not a constant")
        } catch {
            report(.error, .typeMismatch, expr, "\(error.message) in \(expr.shortText)")
        }
        return nil
    }

    /// `TypeName(…)` or `function(…)`.
    private func construct(_ name: String, _ call: FunctionCallExprSyntax, expected: SetupType?, scope: Scope,
                           selfObject: SetupObject?) -> SetupValue? {
        let args = arguments(call)
        let at = position(call)
        switch name {
        case "LabelAttribute", "ImageAttribute", "ButtonAttribute":
            let kind: ObjectKind = name == "LabelAttribute" ? .label : name == "ImageAttribute" ? .image : .button
            let object = SetupObject(kind: kind, fromDefaults: true, position: at)
            for argument in call.arguments {
                let expr = argument.expression
                guard let label = argument.label?.text, let type = kind.type(of: label) else {
                    if let label = argument.label { reportUnknownProperty(label.text, of: kind, at: label) }
                    else { report(.error, .invalidValue, expr, "\(name)(…) arguments need labels (width:, font:, …)") }
                    continue
                }
                guard let value = evaluate(expr, expected: type, scope: scope, selfObject: selfObject) else { continue }
                store(value, into: object, path: [label], type: type, node: expr, statement: expr)
            }
            return .object(object)
        case "UIColor":
            return colour(call, scope: scope, selfObject: selfObject)
        case "UIEdgeInsets":
            if args.isEmpty { return member("zero", as: .insets, node: call) }
            guard let a = labelled(call, ["top", "left", "bottom", "right"]) else { return nil }
            var members: [(String, JSONNode)] = []
            for side in ["top", "left", "bottom", "right"] {
                guard let v = constant(a[side]!, .float, scope: scope, selfObject: selfObject) else { return nil }
                members.append((side, .at(position(a[side]!), .number(v))))
            }
            return .json(.object(at, members), .insets)
        case "CGSize":
            if args.isEmpty { return .size(.literal(0, integer: false), .literal(0, integer: false)) }
            guard let a = labelled(call, ["width", "height"]),
                  let w = number(a["width"]!, scope: scope, selfObject: selfObject),
                  let h = number(a["height"]!, scope: scope, selfObject: selfObject) else { return nil }
            return .size(.typed(w, .float), .typed(h, .float))
        case "CGFloat", "Double", "Float", "Int":
            guard args.count == 1, args[0].label == nil else {
                skipped(call, "\(call.shortText) (a conversion of one number is read)")
                return nil
            }
            guard let n = number(args[0].expr, scope: scope, selfObject: selfObject) else { return nil }
            return .number(.typed(n, name == "Int" ? .int : .float))
        case "min", "max", "floor", "ceil", "round", "abs":
            let variadic = name == "min" || name == "max"
            guard variadic ? args.count >= 2 : args.count == 1, args.allSatisfy({ $0.label == nil }) else {
                skipped(call, "\(call.shortText) (\(name) of \(name == "min" || name == "max" ? "two or more numbers" : "one number"))")
                return nil
            }
            var values: [NumberExpression] = []
            for a in args {
                guard let n = number(a.expr, scope: scope, selfObject: selfObject) else { return nil }
                values.append(n)
            }
            return .number(.call(name, values))
        case "UIFont":
            skipped(call, "\(call.shortText): fonts by name are not read (the renderer draws with its own "
                   + "fonts); use UIFont.systemFont(ofSize:) or TnkFonts")
            return nil
        case "UIImage":
            skipped(call, "\(call.shortText): images of the app's asset catalog are not read; "
                   + "give the image as a path in the document")
            return nil
        default:
            break
        }
        if SetupSchema.menuLayoutClasses.contains(name) {
            return .object(SetupObject(kind: .menuLayout, className: name, position: at))
        }
        if classKind(name) == .layout {
            guard args.isEmpty else {
                skipped(call, "\(call.shortText) (layout classes are made with \(name)())")
                return nil
            }
            if firstLayoutMade == nil { firstLayoutMade = at }
            return .object(SetupObject(kind: .layout, className: name, position: at))
        }
        if name.first?.isUppercase == true { return args.isEmpty ? .instance(name) : .foreign(call.shortText) }
        return .foreign(call.shortText)
    }

    // MARK: Colours and fonts

    func colourValue(_ value: SetupValue, node: some SyntaxProtocol) -> UInt32? {
        var v = value
        if case .member(let name) = v, let resolved = member(name, as: .color, node: node) { v = resolved }
        guard case .json(let n, _) = v, case .string(let s) = n.value, let c = Color(hex: s) ?? Color.named[s] else { return nil }
        return c.argb
    }

    /// `UIColor(argb:)`, `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`.
    private func colour(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        let labels = arguments(call).map { $0.label ?? "_" }
        let at = position(call)
        func value(_ argb: UInt32) -> SetupValue { .json(.at(at, .string(Color(argb: argb).hexString)), .color) }
        switch labels {
        case ["named"], ["named", "in", "compatibleWith"]:
            // A colour set of the app's asset catalogs (the light appearance).
            guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), let name = literal.representedLiteralValue else {
                skipped(call, "\(call.shortText) (the colour's name must be a string literal)")
                return nil
            }
            guard let components = assetCatalog.colors[name] else {
                let known = assetCatalog.colors.keys.sorted()
                skipped(call, "\(call.shortText): no colour set \"\(name)\" in the app's asset catalogs"
                        + (known.isEmpty ? " (give the app's folder, with its Assets.xcassets)"
                                         : "\(NameSuggestions.hint(name, known)); colours: " + known.prefix(20).joined(separator: ", ")))
                return nil
            }
            let c = components.rgba
            return value(UIKitColors.channel(c.alpha) << 24 | UIKitColors.channel(c.red) << 16 | UIKitColors.channel(c.green) << 8
                         | UIKitColors.channel(c.blue))
        case ["argb"]:
            guard let a = labelled(call, ["argb"]), let v = constant(a["argb"]!, .int, scope: scope, selfObject: selfObject),
                  v >= 0, v <= Double(UInt32.max) else { return nil }
            return value(UInt32(v))
        case ["red", "green", "blue", "alpha"]:
            guard let a = labelled(call, ["red", "green", "blue", "alpha"]) else { return nil }
            var channels: [UInt32] = []
            for key in ["alpha", "red", "green", "blue"] {
                guard let v = constant(a[key]!, .float, scope: scope, selfObject: selfObject) else { return nil }
                channels.append(UIKitColors.channel(v))
            }
            return value(channels[0] << 24 | channels[1] << 16 | channels[2] << 8 | channels[3])
        case ["white", "alpha"]:
            guard let a = labelled(call, ["white", "alpha"]),
                  let w = constant(a["white"]!, .float, scope: scope, selfObject: selfObject),
                  let alpha = constant(a["alpha"]!, .float, scope: scope, selfObject: selfObject) else { return nil }
            let g = UIKitColors.channel(w)
            return value(UIKitColors.channel(alpha) << 24 | g << 16 | g << 8 | g)
        default:
            skipped(call, "\(call.shortText) (colours are read from UIColor(argb:), UIColor(red:green:blue:alpha:), "
                   + "UIColor(white:alpha:) and the named colours)")
            return nil
        }
    }

    /// `UIFont.systemFont(ofSize:)`, `…(ofSize:weight:)`, `boldSystemFont`, `italicSystemFont`, `TnkFonts.get…Font(ofSize:)`.
    private func font(_ typeName: String, _ name: String, _ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        let styles: [String: (weight: String?, italic: Bool)] = typeName == "UIFont"
            ? ["systemFont": (nil, false), "boldSystemFont": ("bold", false), "italicSystemFont": ("regular", true)]
            : ["getFont": (nil, false), "getBoldFont": ("bold", false), "getItalicFont": ("regular", true)]
        guard let style = styles[name] else {
            skipped(call, "\(call.shortText) (fonts are read from \(typeName == "UIFont" ? "UIFont.systemFont(ofSize:), boldSystemFont(ofSize:), italicSystemFont(ofSize:)" : "TnkFonts.getFont(ofSize:), getBoldFont(ofSize:), getItalicFont(ofSize:)"))")
            return nil
        }
        let withWeight = style.weight == nil && arguments(call).count == 2
        guard let a = labelled(call, withWeight ? ["ofSize", "weight"] : ["ofSize"]),
              let size = constant(a["ofSize"]!, .float, scope: scope, selfObject: selfObject) else { return nil }
        var weight = style.weight ?? "regular"
        if withWeight {
            guard let w = evaluate(a["weight"]!, expected: Self.fontWeight, scope: scope, selfObject: selfObject),
                  let name = enumName(w, Self.fontWeight, node: a["weight"]!) else { return nil }
            weight = name
        }
        let at = position(call)
        return .json(.object(at, [("size", .at(at, .number(size))), ("weight", .at(at, .string(weight))),
                                  ("italic", .at(at, .bool(style.italic)))]), .font)
    }
}

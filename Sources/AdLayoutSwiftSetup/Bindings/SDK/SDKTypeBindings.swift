import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation
import SwiftSyntax

/// The SDK's and UIKit's types as bindings of the setup evaluator (``SetupInterpreter``): what
/// `LabelAttribute(…)`, `ImageAttribute(…)`, `ButtonAttribute(…)`, the layout classes, `UIColor(…)`
/// (with the app's asset-catalog colours), `UIFont`/`TnkFonts`, `UIEdgeInsets(…)` and `CGSize(…)`
/// make, and the names of their static members and enumerations. The evaluator makes the bindings
/// for each use, with itself as their context (``SetupInterpreter/bindings``): nothing points back.
struct SDKTypeBindings: SetupBinding {
    /// The evaluator these bindings read arguments with and report through.
    let setup: SetupInterpreter

    /// Type names that may start a member access (`UIColor.orange`).
    static let typeNames: Set<String> = [
        "UIColor", "UIFont", "UIEdgeInsets", "CGSize", "TnkFonts", "CGFloat", "Int", "Double",
        "LayoutType", "ScrollType", "MenuType", "BarButtonItem", "MenuPinToVisibleBounds", "DescLabelShowOption",
        "NSLineBreakMode", "NSTextAlignment", "OfferwallTheme", "PointNumberStyle", "NSParagraphStyle",
    ]

    /// `UIFont.Weight`.
    static let fontWeight = SetupSchema.enumeration(FontWeight.self, "UIFont.Weight")

    /// The SDK's and UIKit's enumerations, by their Swift names, for `Type.case`.
    static let enumerationTypes: [String: SetupType] = [
        "LayoutType": SetupSchema.enumeration(LayoutType.self, "LayoutType"),
        "MenuType": SetupSchema.enumeration(MenuType.self, "MenuType"),
        "ScrollType": SetupSchema.scrollType,
        "BarButtonItem": SetupSchema.enumeration(BarButtonItem.self, "BarButtonItem"),
        "MenuPinToVisibleBounds": SetupSchema.enumeration(MenuBound.self, "MenuPinToVisibleBounds"),
        "DescLabelShowOption": SetupSchema.enumeration(DescLabelShowOption.self, "DescLabelShowOption"),
        "NSLineBreakMode": SetupSchema.enumeration(LineBreakMode.self, "NSLineBreakMode"),
        "NSTextAlignment": SetupSchema.enumeration(TextAlignment.self, "NSTextAlignment"),
        "OfferwallTheme": SetupSchema.enumeration(OfferwallTheme.self, "OfferwallTheme"),
        "PointNumberStyle": SetupSchema.enumeration(PointNumberStyle.self, "PointNumberStyle"),
        "NSParagraphStyle.LineBreakStrategy": SetupSchema.lineBreakStrategy,
    ]

    /// The initialisers these bindings make values with.
    private static let initialisers: Set<String> = [
        "LabelAttribute", "ImageAttribute", "ButtonAttribute", "UIColor", "UIEdgeInsets", "CGSize", "UIFont", "UIImage",
    ]

    /// Whether `name(…)` is a type of the SDK or UIKit these bindings make (a layout class of the setup included).
    private func constructs(_ name: String) -> Bool {
        Self.initialisers.contains(name) || SetupSchema.menuLayoutClasses.contains(name) || setup.classKind(name) == .layout
    }

    func isType(_ name: String) -> Bool { Self.typeNames.contains(name) }

    /// `name(…)` (``constructs(_:)``), `UIFont.…(…)` and `TnkFonts.…(…)`.
    func value(of call: FunctionCallExprSyntax, type typeName: String, method: String?, expected: SetupType?, scope: Scope,
               selfObject: SetupObject?) -> SetupValue?? {
        guard let method else {
            return constructs(typeName) ? .some(construct(typeName, call, expected: expected, scope: scope, selfObject: selfObject)) : nil
        }
        guard typeName == "UIFont" || typeName == "TnkFonts" else { return nil }
        return .some(font(typeName, method, call, scope: scope, selfObject: selfObject))
    }

    /// `UIColor.orange`, `UIEdgeInsets.zero`, `CGSize.zero`, `UIFont.Weight.bold`, `CGFloat.zero`, `ScrollType.paging`, …
    func staticMember(_ typeName: String, _ name: String, node: MemberAccessExprSyntax) -> SetupValue?? {
        switch typeName {
        case "UIColor":
            return .some(member(name, as: .color, node: node))
        case "UIEdgeInsets":
            return .some(member(name, as: .insets, node: node))
        case "CGSize":
            return .some(member(name, as: .size, node: node))
        case "UIFont":
            if name == "Weight" { return .some(.type("UIFont.Weight")) }
        case "UIFont.Weight":
            return .some(member(name, as: Self.fontWeight, node: node))
        case "NSParagraphStyle":
            if name == "LineBreakStrategy" { return .some(.type("NSParagraphStyle.LineBreakStrategy")) }
        case "CGFloat", "Double":
            if name == "zero" { return .some(.number(.typed(.literal(0, integer: false), .float))) }
        default:
            if let type = Self.enumerationTypes[typeName] { return .some(member(name, as: type, node: node)) }
        }
        return nil
    }

    // The evaluator's services the bindings use.
    private typealias Arguments = SetupInterpreter.Arguments
    private func arguments(_ call: FunctionCallExprSyntax) -> Arguments { setup.arguments(call) }
    private func position(_ node: some SyntaxProtocol) -> SetupPosition { setup.position(node) }
    private func evaluate(_ expr: ExprSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        setup.evaluate(expr, expected: expected, scope: scope, selfObject: selfObject)
    }
    private func number(_ expr: ExprSyntax, scope: Scope, selfObject: SetupObject?) -> NumberExpression? {
        setup.number(expr, scope: scope, selfObject: selfObject)
    }
    private func constant(_ expr: ExprSyntax, _ type: NumberType, scope: Scope, selfObject: SetupObject?) -> Double? {
        setup.constant(expr, type, scope: scope, selfObject: selfObject)
    }
    private func report(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ node: some SyntaxProtocol, _ message: String) {
        setup.report(severity, code, node, message)
    }
    private func skipped(_ node: some SyntaxProtocol, _ message: String) { setup.skipped(node, message) }
    private func labelled(_ call: FunctionCallExprSyntax, _ labels: [String]) -> [String: ExprSyntax]? { setup.labelled(call, labels) }
    private func enumName(_ value: SetupValue, _ type: SetupType, node: ExprSyntax) -> String? { setup.enumName(value, type, node: node) }
    private func member(_ name: String, as type: SetupType, node: some SyntaxProtocol) -> SetupValue? { setup.member(name, as: type, node: node) }
    private var assetCatalog: AssetCatalog { setup.assetCatalog }

    // MARK: Initialisers

    /// `name(…)`, for a name ``constructs(_:)`` takes.
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
                    if let label = argument.label { setup.reportUnknownProperty(label.text, of: kind, at: label) }
                    else { report(.error, .invalidValue, expr, "\(name)(…) arguments need labels (width:, font:, …)") }
                    continue
                }
                guard let value = evaluate(expr, expected: type, scope: scope, selfObject: selfObject) else { continue }
                setup.store(value, into: object, path: [label], type: type, node: expr, statement: expr)
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
        case "UIFont":
            skipped(call, "\(call.shortText): fonts by name are not read (the renderer draws with its own "
                   + "fonts); use UIFont.systemFont(ofSize:) or TnkFonts")
            return nil
        case "UIImage":
            return image(call)
        default:
            break
        }
        if SetupSchema.menuLayoutClasses.contains(name) {
            return .object(SetupObject(kind: .menuLayout, className: name, position: at))
        }
        if setup.classKind(name) == .layout {
            guard args.isEmpty else {
                skipped(call, "\(call.shortText) (layout classes are made with \(name)())")
                return nil
            }
            if setup.registry.firstLayoutMade == nil { setup.registry.firstLayoutMade = at }
            return .object(SetupObject(kind: .layout, className: name, position: at))
        }
        return .foreign(call.shortText)
    }

    // MARK: Images

    /// `UIImage(named:)` (also `…(named:in:compatibleWith:)`): an image set of the app's asset catalogs,
    /// as the path of its file (``SetupInterpreter/catalogPath(of:)``), which the document's image
    /// properties take.
    private func image(_ call: FunctionCallExprSyntax) -> SetupValue? {
        let labels = arguments(call).map { $0.label ?? "_" }
        guard labels == ["named"] || labels == ["named", "in", "compatibleWith"] else {
            skipped(call, "\(call.shortText) (images are read from UIImage(named:), an image set of the app's asset catalogs)")
            return nil
        }
        guard let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self), let name = literal.representedLiteralValue else {
            skipped(call, "\(call.shortText) (the image's name must be a string literal)")
            return nil
        }
        guard let file = assetCatalog.images[name], let path = setup.catalogPath(of: file) else {
            let known = assetCatalog.images.keys.sorted()
            skipped(call, "\(call.shortText): no image set \"\(name)\" in the app's asset catalogs"
                    + (known.isEmpty ? " (give the app's folder, with its Assets.xcassets)"
                                     : "\(NameSuggestions.hint(name, known)); images: " + known.prefix(20).joined(separator: ", ")))
            return nil
        }
        setup.propertyImages[path] = file
        return .json(.at(position(call), .string(path)), .image)
    }

    // MARK: Colours and fonts

    /// The ARGB of a colour value: a colour or a named colour (`.orange`).
    func colour(of value: SetupValue, node: some SyntaxProtocol) -> UInt32? {
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

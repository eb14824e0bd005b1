import AdLayoutCore
import Foundation
import SwiftSyntax

/// Parameters of the `viewSize`/`itemColumns` override being translated.
struct SizingContext {
    let layoutClass: SetupLayoutClass
}

/// Swift expressions → values: literals, numbers, colours, fonts, insets, enum cases, objects.
extension SetupInterpreter {
    /// The value of `expr`, or nil after reporting why it cannot be read. `expected` is the type the
    /// context wants (it decides `.orange`, `.continuous`, `.zero`, `.systemFont(ofSize:)`).
    func evaluate(_ expr: ExprSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        guard !stopped else { return nil }
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        guard evaluationDepth <= SetupLimits.expressionDepth else {
            limitPassed(expr, "expression nested more than \(SetupLimits.expressionDepth) levels deep (each operator is a level); "
                        + "the limit is \(SetupLimits.expressionDepth)")
            return nil
        }
        guard let value = value(of: expr, expected: expected, scope: scope, selfObject: selfObject) else { return nil }
        if case .failed = value { return nil }   // reported where it was made
        return bounded(value, at: expr)
    }

    /// `value`, or nil after the error when it has more parts than ``SetupLimits/valueParts``.
    func bounded(_ value: SetupValue, at node: some SyntaxProtocol) -> SetupValue? {
        guard value.parts > SetupLimits.valueParts else { return value }
        limitPassed(node, "\(node.shortText) makes a value of more than \(SetupLimits.valueParts) parts (numbers, names and "
                    + "operations, each use of a variable counted whole); the limit is \(SetupLimits.valueParts)")
        return nil
    }

    private func value(of e: ExprSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            guard let v = Self.integer(i.literal.text) else { report(.error, .invalidValue, e, "invalid integer literal \(i.literal.text)"); return nil }
            return .number(.literal(v, integer: true))
        }
        if let f = e.as(FloatLiteralExprSyntax.self) {
            guard let v = Double(f.literal.text.replacingOccurrences(of: "_", with: "")) else {
                report(.error, .invalidValue, e, "invalid number \(f.literal.text)"); return nil
            }
            return .number(.literal(v, integer: false))
        }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return .number(.bool(b.literal.tokenKind == .keyword(.true))) }
        if let s = e.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in s.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else {
                    skipped(e, "string interpolation in \(e.shortText) (only plain strings are read)")
                    return nil
                }
                text += plain.content.text
            }
            guard !text.contains("\\") else { skipped(e, "escapes in \(e.shortText) (only plain strings are read)"); return nil }
            return .string(text)
        }
        if e.is(NilLiteralExprSyntax.self) { return .null }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return evaluate(only.expression, expected: expected, scope: scope, selfObject: selfObject)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self) {
            guard let x = number(p.expression, scope: scope, selfObject: selfObject) else { return nil }
            switch p.operator.text {
            case "-": return .number(.negate(x))
            case "!": return .number(.not(x))
            case "+": return .number(x)
            default: skipped(e, "operator \(p.operator.text.escapedForMessage) in \(e.shortText)"); return nil
            }
        }
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, let binary = BinaryOperator(rawValue: op) else {
                skipped(infix.operator, "operator \(infix.operator.trimmedDescription.escapedForMessage) in \(e.shortText) "
                       + "(supported: + - * / == != < <= > >= && ||)")
                return nil
            }
            guard let a = number(infix.leftOperand, scope: scope, selfObject: selfObject),
                  let b = number(infix.rightOperand, scope: scope, selfObject: selfObject) else { return nil }
            return .number(.binary(binary, a, b))
        }
        if let t = e.as(TernaryExprSyntax.self) {
            guard let c = number(t.condition, scope: scope, selfObject: selfObject),
                  let a = evaluate(t.thenExpression, expected: expected, scope: scope, selfObject: selfObject),
                  let b = evaluate(t.elseExpression, expected: expected, scope: scope, selfObject: selfObject) else { return nil }
            guard let merged = conditional(c, a, b) else {
                skipped(e, "\(e.shortText) (a condition ?: is read for numbers, sizes and [a, b] only)")
                return nil
            }
            return merged
        }
        if let force = e.as(ForceUnwrapExprSyntax.self) { return evaluate(force.expression, expected: expected, scope: scope, selfObject: selfObject) }
        if let chain = e.as(OptionalChainingExprSyntax.self) { return evaluate(chain.expression, expected: expected, scope: scope, selfObject: selfObject) }
        if let array = e.as(ArrayExprSyntax.self) {
            var items: [NumberExpression] = []
            for element in array.elements {
                guard let n = number(element.expression, scope: scope, selfObject: selfObject) else { return nil }
                items.append(n)
            }
            return .array(items)
        }
        if e.is(SuperExprSyntax.self) { return .foreign("super") }
        if let ref = e.as(DeclReferenceExprSyntax.self) { return name(ref, scope: scope, selfObject: selfObject) }
        if let member = e.as(MemberAccessExprSyntax.self) {
            return memberAccess(member, expected: expected, scope: scope, selfObject: selfObject)
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            return callValue(call, expected: expected, scope: scope, selfObject: selfObject)
        }
        skipped(e, "\(e.shortText) (not part of the supported setup subset)")
        return nil
    }

    /// `0x1F`, `1_000`, `0b101`, `0o17`.
    static func integer(_ text: String) -> Double? {
        let t = text.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where t.hasPrefix(prefix) {
            return UInt64(t.dropFirst(2), radix: radix).map { Double($0) }
        }
        return Double(t)
    }

    /// The expression as a number or bool expression (reported when it is something else).
    func number(_ expr: ExprSyntax, scope: Scope, selfObject: SetupObject?) -> NumberExpression? {
        guard let value = evaluate(expr, expected: nil, scope: scope, selfObject: selfObject) else { return nil }
        if let n = numeric(value) { return n }
        if case .path(_, let path) = value {
            skipped(expr, "\(expr.shortText): the value of \(path.joined(separator: ".")) is not known to the setup reader (assign it first)")
            return nil
        }
        skipped(expr, "\(expr.shortText) is \(describe(value)), not a number")
        return nil
    }

    /// A value as a number expression; `.selfPath` becomes a name of the expression language.
    func numeric(_ value: SetupValue) -> NumberExpression? {
        switch value {
        case .number(let n): return n
        case .path(let object, let path):
            guard let v = knownNumber(object, path) else { return nil }
            let integer = path.last == "numberOfLines" || path.last == "itemDirection"
            return .typed(.literal(v, integer: integer), integer ? .int : .float)
        case .selfPath(let path):
            let name = path.joined(separator: ".")
            guard let variable = LayoutExpressionVariables.all[name], !variable.itemColumnsOnly else { return nil }
            let type: NumberType = variable.isBool ? .bool
                : (name == "itemDirection" || name.hasSuffix("numberOfLines")) ? .int : .float
            return .variable(name, type)
        default: return nil
        }
    }

    /// `c ? a : b` of two values of one shape.
    func conditional(_ c: NumberExpression, _ a: SetupValue, _ b: SetupValue) -> SetupValue? {
        switch (a, b) {
        case (.size(let w1, let h1), .size(let w2, let h2)): return .size(.conditional(c, w1, w2), .conditional(c, h1, h2))
        case (.array(let x), .array(let y)) where x.count == y.count:
            return .array(zip(x, y).map { .conditional(c, $0, $1) })
        default:
            guard let x = numeric(a), let y = numeric(b) else { return nil }
            return .number(.conditional(c, x, y))
        }
    }

    func describe(_ value: SetupValue) -> String {
        switch value {
        case .number(let n): return (try? n.naturalType()) == .bool ? "a Bool" : "a number"
        case .string(let s): return "the string \"\(s)\""
        case .json(_, let type): return "a \(type)"
        case .object(let o): return "a \(o.className ?? o.kind.typeName)"
        case .member(let name): return ".\(name)"
        case .type(let name): return "\(name).self"
        case .null: return "nil"
        case .instance(let name): return "a \(name)"
        case .foreign(let what): return what
        case .failed: return "a value that could not be read"
        case .size: return "a CGSize"
        case .array: return "an array"
        case .selfPath(let path), .path(_, let path): return path.joined(separator: ".")
        }
    }

    // MARK: Names

    /// A `UIViewController`'s properties that have nothing to do with the offerwall's layout.
    static let viewControllerNames: Set<String> = ["view", "navigationItem", "navigationController", "tabBarController", "title",
                                                   "tabBarItem", "hidesBottomBarWhenPushed", "modalPresentationStyle",
                                                   "edgesForExtendedLayout"]

    private func name(_ ref: DeclReferenceExprSyntax, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        let name = ref.baseName.text
        if name == "self" {
            if sizing != nil { return .selfPath([]) }
            if let selfObject { return .object(selfObject) }
            return .foreign("self")
        }
        if name == "Self", let currentType { return .type(currentType) }
        if let v = scope.lookup(name) {
            if case .failed = v { return nil }
            return v
        }
        if let selfObject, selfObject.kind.type(of: name) != nil {
            if sizing != nil { return .selfPath([name]) }
            return property(selfObject, name, node: ref)
        }
        // Inside a class: its static properties and nested types by their short names (`iconSize`, `Metric.iconSize`).
        if let currentType {
            if let c = constant(named: "\(currentType).\(name)") { return c.value }
            if declaredTypes.contains("\(currentType).\(name)") { return .type("\(currentType).\(name)") }
        }
        if isBindingType(name) || name.first?.isUppercase == true { return .type(name) }
        // A view controller's own (`view.backgroundColor = .white`): not the offerwall's, a note where it is used.
        if Self.viewControllerNames.contains(name) { return .foreign(name) }
        skipped(ref, "\(name) is not declared in the setup files")
        return nil
    }

    // MARK: Member access

    private func memberAccess(_ m: MemberAccessExprSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else {
            if let expected { return member(name, as: expected, node: m) }
            return .member(name)
        }
        if name == "self" { return .type(baseExpr.trimmedDescription) }
        guard let base = evaluate(baseExpr, expected: nil, scope: scope, selfObject: selfObject) else { return nil }
        switch base {
        case .type(let typeName):
            return staticMember(typeName, name, node: m)
        case .object(let o):
            if o.kind == .settings && SetupSchema.settingsWithoutEffect.contains(name) { return .foreign("TnkLayout.shared.\(name)") }
            guard o.kind.type(of: name) != nil else { reportUnknownProperty(name, of: o.kind, at: m.declName); return nil }
            return property(o, name, node: m)
        case .selfPath(let path):
            return .selfPath(path + [name])
        case .path(let object, let path):
            return .path(object, path + [name])
        case .size(let w, let h):
            if name == "width" { return .number(w) }
            if name == "height" { return .number(h) }
        case .json(let node, let type) where type == .insets || type == .size:
            if case .object(let o) = node.value, let field = o[name], case .number(let v) = field.value {
                return .number(.typed(.literal(v, integer: false), .float))
            }
            skipped(m, "\(m.shortText): its value is not known to the setup reader")
            return nil
        case .member(let colour) where expected == nil || expected == .color:
            if let value = member(colour, as: .color, node: m) { return memberOfValue(value, name, node: m) }
            return nil
        case .json:
            return memberOfValue(base, name, node: m)
        case .foreign(let what): return .foreign("\(what).\(name)")
        case .instance(let className): return .foreign("\(className)().\(name)")
        default: break
        }
        skipped(m, "\(m.shortText) (not part of the supported setup subset)")
        return nil
    }

    private func memberOfValue(_ value: SetupValue, _ name: String, node: some SyntaxProtocol) -> SetupValue? {
        if name == "cgColor" { return value }
        skipped(node, ".\(name) of \(describe(value)) (not part of the supported setup subset)")
        return nil
    }

    /// `TypeName.member`: `UIColor.orange`, `TnkLayout.shared`, `ScrollType.paging`, `UIEdgeInsets.zero`, …
    private func staticMember(_ typeName: String, _ name: String, node: MemberAccessExprSyntax) -> SetupValue? {
        if let declared = declaredStatic(typeName, name) { return declared }
        if let answer = bindingStaticMember(typeName, name, node: node) { return answer }
        skipped(node, "\(node.shortText) (not part of the supported setup subset)")
        return nil
    }

    /// `.name` read as a value of `type`.
    func member(_ name: String, as type: SetupType, node: some SyntaxProtocol) -> SetupValue? {
        // A static property the files declare in an extension: `extension UIColor { static let brand = … }`.
        if let declared = declaredStatic(type.swiftTypeName, name) { return declared }
        let at = position(node)
        switch type {
        case .color, .buttonBackground:
            guard let argb = UIKitColors.values[name] else {
                report(.error, .unknownName, node, "UIColor has no colour .\(name)\(NameSuggestions.hint(name, UIKitColors.values.keys.sorted()))")
                return nil
            }
            return .json(.at(at, .string(UIKitColors.documentValue(argb, name: name))), .color)
        case .enumeration(let typeName, let cases):
            guard cases.contains(name) else {
                report(.error, .unknownName, node, "\(typeName) has no case .\(name)\(NameSuggestions.hint(name, cases)); cases: \(cases.joined(separator: ", "))")
                return nil
            }
            return .json(.at(at, .string(name)), type)
        case .insets where name == "zero":
            return .json(.object(at, ["top", "left", "bottom", "right"].map { ($0, .at(at, .number(0))) }), .insets)
        case .size where name == "zero":
            return .size(.literal(0, integer: false), .literal(0, integer: false))
        case .number where name == "zero":
            return .number(.typed(.literal(0, integer: false), .float))
        default:
            return .member(name)
        }
    }

    // MARK: Properties

    /// Reads property `name` of `object` outside viewSize/itemColumns: attributes are the object's
    /// own (shared), values are what the setup assigned or the class's default.
    func property(_ object: SetupObject, _ name: String, node: some SyntaxProtocol) -> SetupValue? {
        guard let type = object.kind.type(of: name) else { reportUnknownProperty(name, of: object.kind, at: node); return nil }
        if case .object(let kind) = type { return .object(object.child(name, kind: kind, at: position(node))) }
        if type == .insets || type == .size || type == .font { return .path(object, [name]) }
        if case .value(let json)? = object[name] {
            switch json.value {
            case .number(let v): return .number(.typed(.literal(v, integer: type == .integer), type == .integer ? .int : .float))
            case .bool(let b): return .number(.bool(b))
            case .string(let s) where type == .string: return .string(s)
            case .null: return .null
            default: return .json(json, type)
            }
        }
        if type.isNumeric || type == .bool, let v = knownNumber(object, [name]) {
            if type == .bool { return .number(.bool(v != 0)) }
            return .number(.typed(.literal(v, integer: type == .integer), type == .integer ? .int : .float))
        }
        skipped(node, "\(node.trimmedDescription): the value of \(name) is not known to the setup reader (assign it first)")
        return nil
    }

    /// The number (or bool as 1/0) at `path` of `object`: assigned in the setup, else the default of
    /// its class (built-in classes' defaults from AdLayoutCore, under the setup's styles so far).
    func knownNumber(_ object: SetupObject, _ path: [String], fromOwner: Bool = false) -> Double? {
        guard let first = path.first else { return nil }
        switch object[first] {
        case .value(let node)?:
            if path.count == 1 {
                if case .number(let v) = node.value { return v }
                if case .bool(let b) = node.value { return b ? 1 : 0 }
                return nil
            }
            // A font's pointSize is its "size" in the document.
            let key = path[1] == "pointSize" ? "size" : path[1]
            if case .object(let o) = node.value, let field = o[key], case .number(let v) = field.value { return v }
        case .object(let child)?:
            if path.count > 1 {
                if let v = knownNumber(child, Array(path.dropFirst()), fromOwner: true) { return v }
                if child.fromDefaults { return attributeDefault(child.kind, Array(path.dropFirst())) }
            }
        case nil:
            break
        }
        if !fromOwner, let owner = object.owner, let name = object.ownerProperty, !object.fromDefaults {
            return knownNumber(owner, [name] + path)
        }
        if let c = object.declaringClass {
            // What the class's init does not set comes from its base (a class named like its base: the built-in).
            return c.base == c.name ? builtInNumber(c.name, path) : defaultNumber(c.base, path)
        }
        // TnkStyles.shared.adListItem: a new layout takes its element values from the styles.
        if object.kind == .itemStyle { return builtInNumber("AdListItemViewLayout", path) }
        guard object.kind == .layout, let className = object.className else { return nil }
        return defaultNumber(className, path)
    }

    /// The default of an instance of `className` (the setup's classes derive from built-ins without cycles).
    private func defaultNumber(_ className: String, _ path: [String]) -> Double? {
        if let c = layoutClassByName[className] { return knownNumber(c.initObject, path, fromOwner: true) }
        return builtInNumber(className, path)
    }

    private func builtInNumber(_ className: String, _ path: [String]) -> Double? {
        guard SetupSchema.builtInLayoutClasses.contains(className),
              let variable = LayoutExpressionVariables.all[path.joined(separator: ".")] else { return nil }
        let styles = currentStyles()
        guard let layoutClass = ItemViewCatalog.builtIn.layoutClass(named: className) else { return nil }
        let layout = layoutClass.init(styles: styles)
        return variable.value(in: ExpressionContext(layout: layout.properties, parentSize: .zero))
    }

    /// A field of `LabelAttribute()`, `ImageAttribute()` or `ButtonAttribute()`.
    private func attributeDefault(_ kind: ObjectKind, _ path: [String]) -> Double? {
        var layout = ItemLayoutProperties()
        let owner: String
        switch kind {
        case .label: layout.titleLabel = LabelAttribute(); owner = "titleLabel"
        case .image: layout.iconImage = ImageAttribute(); owner = "iconImage"
        case .button: layout.favoriteButton = ButtonAttribute(); owner = "favoriteButton"
        default: return nil
        }
        return LayoutExpressionVariables.all[([owner] + path).joined(separator: ".")]?
            .value(in: ExpressionContext(layout: layout, parentSize: .zero))
    }

    /// The styles the setup has assigned so far, as AdLayoutCore reads them.
    func currentStyles() -> TnkStyles {
        guard !styles.isEmpty else { return TnkStyles() }
        let (theme, patch) = DocumentDecoder.styles(of: styles.json())
        var result = TnkStyles(theme: theme ?? .light)
        patch?(&result.adListItem)
        return result
    }
}

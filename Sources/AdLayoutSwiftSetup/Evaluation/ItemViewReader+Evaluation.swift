import AdLayoutCore
import Foundation
import SwiftSyntax

/// The item-view reader's side of the evaluator core (``SwiftEvaluator``, ``ItemViewStatements``):
/// conditions decided for the ad being read (`setData` runs once per state and path), conditions on
/// `adItem.state`, and what a name or a call refers to (``ItemViewReader/ViewValue``). What a value
/// means to UIKit is the bindings' (``ItemViewReader+Nib.swift``, ``ItemViewReader+UIKit.swift``).
extension ItemViewReader {
    /// The way out a line of an item view outside the subset is told.
    static let itemViewSubset = "an item view's code is read as views made in code and their properties, anchors, SnapKit, Then, "
        + "NSLayoutConstraint(item:…), visual formats, frames and the app's own functions (the article \"Reading your Swift "
        + "setup\" lists them); write the line with those"

    // MARK: Statements

    /// Runs a body; the value of its `return`, if it reached one.
    func run(_ body: CodeBlockSyntax, _ r: ItemViewReading, locals: [String: ViewValue]) -> ViewValue? {
        var locals = locals
        numbers.append(Scope(parent: setup.globals))
        defer { numbers.removeLast() }
        return run(body.statements, r, &locals)
    }

    func run(_ statements: CodeBlockItemListSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue? {
        ItemViewStatements(reader: self, reading: r).run(statements, &locals)
    }

    /// The conditions of an `if` or `guard`: optional bindings (`if let view = itemView`,
    /// `if let adItem = adItem as? AdListItem`) and conditions on the ad's state. Nil when a
    /// condition cannot be decided.
    func bind(_ conditions: ConditionElementListSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> Bool? {
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let value = b.initializer.map { viewValue($0.value, r, locals) } ?? locals[name] ?? r.properties[name] ?? .other
                // `if let corp = item.corpDesc`: the ads whose field is there, on this path.
                if r.state != nil, let e = b.initializer?.value, let field = optionalAdField(e, r, locals), !decide("!\(field).isNil", r) {
                    return false
                }
                locals[name] = value
            case .expression(let e):
                guard let b = condition(e, r, locals) else { return nil }
                if !b { return false }
            default:
                return nil
            }
        }
        return true
    }

    /// A condition on the ad's state, decided for the state being read; nil when it depends on anything else.
    func condition(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool? {
        if let decided = adCondition(e, r, locals) { return decided }   // on the ad's fields too, per path
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return condition(t.elements.first!.expression, r, locals) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return condition(p.expression, r, locals).map { !$0 } }
        guard let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return nil
        }
        switch op {
        case "||":
            let a = condition(infix.leftOperand, r, locals), b = condition(infix.rightOperand, r, locals)
            if a == true || b == true { return true }
            return a == nil || b == nil ? nil : false
        case "&&":
            let a = condition(infix.leftOperand, r, locals), b = condition(infix.rightOperand, r, locals)
            if a == false || b == false { return false }
            return a == nil || b == nil ? nil : true
        case "==", "!=":
            guard let state = r.state else { return nil }
            var named: AdState?
            if isState(infix.leftOperand, r, locals) { named = stateName(infix.rightOperand) }
            else if isState(infix.rightOperand, r, locals) { named = stateName(infix.leftOperand) }
            guard let named else { return nil }
            return (named == state) == (op == "==")
        default:
            return nil
        }
    }

    /// Whether `e` is `adItem.state`.
    func isState(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "state", let base = m.base,
              case .ad = viewValue(base, r, locals) else { return false }
        return true
    }

    /// `.paid`, `AdState.paid`.
    func stateName(_ e: ExprSyntax) -> AdState? {
        guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = m.base, base.trimmedDescription != "AdState" { return nil }
        return AdState.named(m.declName.baseName.text)
    }

    // MARK: Values

    /// What `e` refers to among the views, the nib and the ad.
    func viewValue(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue {
        if let o = e.as(OptionalChainingExprSyntax.self) { return viewValue(o.expression, r, locals) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return viewValue(f.expression, r, locals) }
        if let a = e.as(AsExprSyntax.self) { return viewValue(a.expression, r, locals) }   // `as! T`, `as? AdListItem`
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return viewValue(t.elements.first!.expression, r, locals) }
        if let d = e.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            if let v = locals[name] { return v }
            if let v = receiverName(name, r) { return v }
            if name == "contentView" || name == "self" { return .contentView }
            if let v = r.properties[name] { return v }
            return .other
        }
        if let m = e.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard let baseExpr = m.base else { return .other }
            if isSelf(baseExpr) {
                if name == "contentView" { return .contentView }
                return r.properties[name] ?? receiverName(name, r) ?? .other
            }
            let base = viewValue(baseExpr, r, locals)
            if let anchor = anchorValue(base, name) { return anchor }
            switch (base, name) {
            case (.nibObjects, "first"):
                return .nibView
            case (.nibView, _):
                r.view.noteOutlet(name)
                return .outlet(name)
            case (.ad, _):
                return TemplateField(rawValue: name) != nil ? .text("{\(name)}") : .other
            case (.text, _):
                return .other
            default:
                return .other
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return callValue(call, r, locals) }
        if let a = e.as(ArrayExprSyntax.self) { return .array(a.elements.map { viewValue($0.expression, r, locals) }) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return nibSubscript(s, r, locals) }
        return .other
    }

    /// The value of a call: `UINib(nibName:bundle:)`, `nib.instantiate(…).first`, a helper of the class.
    func callValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue {
        if let value = ItemViewStatements(reader: self, reading: r).bindingValue(call, locals) { return value }
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            if name == "UINib" {
                guard let arg = call.arguments.first(where: { $0.label?.text == "nibName" }),
                      let s = arg.expression.as(StringLiteralExprSyntax.self), let text = s.representedLiteralValue else {
                    skipped(call, "UINib(\(call.arguments.shortText)): the nib's name must be a string literal")
                    return .other
                }
                return .nib(text, position(arg.expression))
            }
            if let f = r.functions[name], call.arguments.isEmpty { return helper(f, r) }
            return .other
        }
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let base = viewValue(baseExpr, r, locals)
            if m.declName.baseName.text == "instantiate", case .nib(let name, let at) = base {
                loadNib(name, at: at, r)
                return .nibObjects
            }
            if isSelf(baseExpr), let f = r.functions[m.declName.baseName.text], call.arguments.isEmpty {
                return helper(f, r)
            }
            // `field.trimmingCharacters(in:)`: the ad's texts are shown trimmed already.
            if m.declName.baseName.text == "trimmingCharacters", case .text = base { return base }
        }
        return .other
    }

    /// A function of the class called without arguments (`loadView()`), read once: its returned value.
    func helper(_ f: FunctionDeclSyntax, _ r: ItemViewReading) -> ViewValue {
        let name = f.name.text
        guard !r.active.contains(name), let body = f.body else { return .other }
        r.active.insert(name)
        r.helpersRead.insert(name)
        defer { r.active.remove(name) }
        return run(body, r, locals: [:]) ?? .other
    }

    /// The value a one-statement getter returns (`return itemView?.feedImageView`).
    func returned(_ f: FunctionDeclSyntax, _ r: ItemViewReading) -> ViewValue? {
        guard let body = f.body, body.statements.count == 1, let e = returnExpr(body.statements.first!) else { return nil }
        return viewValue(e, r, [:])
    }

    func returnExpr(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        if case .stmt(let s) = item.item, let ret = s.as(ReturnStmtSyntax.self) { return ret.expression }
        if case .expr(let e) = item.item { return e }   // a single-expression body
        return nil
    }

    /// A text as a template text: literals (braces doubled), the ad's fields as `{field}`,
    /// joined by `+` and interpolation; nil for anything else.
    func templateText(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> String? {
        if e.is(NilLiteralExprSyntax.self) { return "" }
        if let s = e.as(StringLiteralExprSyntax.self) {
            var out = ""
            for segment in s.segments {
                switch segment {
                case .stringSegment(let text):
                    out += text.content.text.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
                case .expressionSegment(let interpolation):
                    guard interpolation.expressions.count == 1, let part = templateText(interpolation.expressions.first!.expression, r, locals)
                    else { return nil }
                    out += part
                }
            }
            return out
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "+" {
                guard let a = templateText(infix.leftOperand, r, locals), let b = templateText(infix.rightOperand, r, locals) else { return nil }
                return a + b
            }
            if op == "??" { return templateText(infix.leftOperand, r, locals) }
        }
        if case .text(let t) = viewValue(e, r, locals) { return t }
        return nil
    }
}

import AdLayoutCore
import Foundation
import SwiftSyntax

/// The item-view reader's evaluator: statements, `let` and assignment, `if`/`guard`/`switch` decided
/// for the ad state being read (`setData` runs once per state), conditions on `adItem.state`, and
/// what a name or a call refers to (``ItemViewReader/ViewValue``). What a value means to UIKit is the
/// bindings' (``ItemViewReader+Nib.swift``, ``ItemViewReader+UIKit.swift``).
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
        for item in statements where !stopped {
            guard count(item) else { return nil }
            switch item.item {
            case .decl(let decl):
                guard let v = decl.as(VariableDeclSyntax.self) else {
                    skipped(decl, "\(setup.describeDecl(decl)) in an item view is not read: " + Self.itemViewSubset)
                    continue
                }
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    var bound = viewValue(value, r, locals)
                    // `let point = formatter.string(from: …) ?? "0"`, `let title = "\(item.appName)"`: a text for later lines.
                    if case .other = bound, isTextExpression(value), let text = templateText(value, r, locals) {
                        bound = .text(text)
                    }
                    if case .codeView(let i) = bound { r.view.name(view: i, name, property: false) }
                    if case .other = bound { declareNumber(name, value, type: binding.typeAnnotation?.type) }
                    locals[name] = bound
                }
            case .stmt(let stmt):
                if let ret = stmt.as(ReturnStmtSyntax.self) {
                    return ret.expression.map { viewValue($0, r, locals) } ?? .other
                }
                if let g = stmt.as(GuardStmtSyntax.self) {
                    guard bind(g.conditions, r, &locals) == true else {
                        var l = locals
                        _ = run(g.body.statements, r, &l)   // the else branch, up to its `return`
                        return nil
                    }
                    continue
                }
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    if let value = expressionStatement(e.expression, r, &locals) { return value }
                    continue
                }
                if let f = stmt.as(ForStmtSyntax.self), let done = forIn(f, r, &locals) {
                    if let value = done { return value }
                    continue
                }
                skipped(stmt, "\(stmt.shortText) in an item view is not read: " + Self.itemViewSubset)
            case .expr(let expr):
                if let value = expressionStatement(expr, r, &locals) { return value }
            }
        }
        return nil
    }

    /// An expression used as a statement: assignments, calls, `if` and `switch`. A value when a
    /// branch returned.
    func expressionStatement(_ expr: ExprSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue? {
        if let i = expr.as(IfExprSyntax.self) { return ifStatement(i, r, &locals) }
        if let s = expr.as(SwitchExprSyntax.self) { return switchStatement(s, r, &locals) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            assign(infix.leftOperand, infix.rightOperand, r, &locals)
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            callStatement(call, r, locals)
            return nil
        }
        skipped(expr, "\(expr.shortText) in an item view is not read: " + Self.itemViewSubset)
        return nil
    }

    func ifStatement(_ i: IfExprSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue? {
        var branchLocals = locals
        switch bind(i.conditions, r, &branchLocals) {
        case true?:
            return run(i.body.statements, r, &branchLocals)
        case false?:
            break
        case nil:
            skipped(i.conditions, "the condition \(i.conditions.shortText) is not one on the ad's state and fields (comparisons of "
                    + "its numbers, isEmpty and == nil of its texts, its flags, && and ||, in setData); its else branch is read")
        }
        switch i.elseBody {
        case .ifExpr(let next)?: return ifStatement(next, r, &locals)
        case .codeBlock(let block)?: var l = locals; return run(block.statements, r, &l)
        case nil: return nil
        }
    }

    func switchStatement(_ s: SwitchExprSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue? {
        guard let state = r.state, isState(s.subject, r, locals) else {
            skipped(s.subject, "switch on \(s.subject.shortText) (a switch on the ad's state is read in setData)")
            return nil
        }
        for case .switchCase(let c) in s.cases {
            var matches = false
            switch c.label {
            case .default: matches = true
            case .case(let label):
                for item in label.caseItems {
                    guard let e = item.pattern.as(ExpressionPatternSyntax.self)?.expression, let named = stateName(e) else {
                        skipped(item, "case \(item.shortText) (cases of the ad's state, .paid, .confirm…, are read)")
                        continue
                    }
                    if named == state { matches = true }
                }
            }
            if matches { var l = locals; return run(c.statements, r, &l) }
        }
        return nil
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
        if let formatted = formattingValue(call, r, locals) ?? attributedValue(call, r, locals) { return formatted }
        if let loaded = nibLoadingValue(call, r, locals) { return loaded }
        if let made = codeValue(call, r, locals) { return made }
        if let value = appCallValue(call, r, locals) { return value }
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

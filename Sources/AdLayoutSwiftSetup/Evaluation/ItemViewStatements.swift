import AdLayoutCore
import SwiftSyntax

/// An item view's code as the evaluator core (``SwiftEvaluator``) walks it: views, anchors, the ad and
/// texts as values (``ItemViewReader/ViewValue``), `if`/`guard`/`switch` decided per ad
/// (``BranchRule/perAd``), assignments and calls given to the item view's bindings.
struct ItemViewStatements: SwiftEvaluator {
    let reader: ItemViewReader
    let reading: ItemViewReader.ItemViewReading

    var branchRule: BranchRule { .perAd }
    var stopped: Bool { reader.stopped }
    func count(_ item: CodeBlockItemSyntax) -> Bool { reader.count(item) }

    func declare(_ v: VariableDeclSyntax, _ locals: inout ItemViewLocals) {
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { continue }
            var bound = reader.viewValue(value, reading, locals)
            // `let point = formatter.string(from: …) ?? "0"`, `let title = "\(item.appName)"`: a text for later lines.
            if case .other = bound, reader.isTextExpression(value), let text = reader.templateText(value, reading, locals) {
                bound = .text(text)
            }
            if case .codeView(let i) = bound { reading.view.name(view: i, name, property: false) }
            if case .other = bound { reader.declareNumber(name, value, type: binding.typeAnnotation?.type) }
            locals[name] = bound
        }
    }

    func assign(_ infix: InfixOperatorExprSyntax, compound: BinaryOperator?, _ locals: inout ItemViewLocals) {
        guard compound == nil else { return unread(.expression(ExprSyntax(infix)), &locals) }
        reader.assign(infix.leftOperand, infix.rightOperand, reading, &locals)
    }

    func call(_ call: FunctionCallExprSyntax, _ locals: inout ItemViewLocals) {
        reader.callStatement(call, reading, locals)
    }

    func returned(_ r: ReturnStmtSyntax, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        r.expression.map { reader.viewValue($0, reading, locals) } ?? .other
    }

    func decide(_ conditions: ConditionElementListSyntax, _ locals: inout ItemViewLocals) -> Bool? {
        reader.bind(conditions, reading, &locals)
    }

    func decides(_ s: SwitchExprSyntax, _ locals: ItemViewLocals) -> Bool {
        reading.state != nil && reader.isState(s.subject, reading, locals)
    }

    func matches(_ item: SwitchCaseItemSyntax, _ locals: ItemViewLocals) -> Bool {
        guard let e = item.pattern.as(ExpressionPatternSyntax.self)?.expression, let named = reader.stateName(e) else {
            reader.skipped(item, "case \(item.shortText) (cases of the ad's state, .paid, .confirm…, are read)")
            return false
        }
        return named == reading.state
    }

    func loop(_ s: StmtSyntax, _ locals: inout ItemViewLocals) -> ItemViewReader.ViewValue?? {
        guard let f = s.as(ForStmtSyntax.self) else { return nil }
        return reader.forIn(f, reading, &locals)
    }

    func unread(_ what: UnreadStatement, _ locals: inout ItemViewLocals) {
        let subset = ItemViewReader.itemViewSubset
        switch what {
        case .declaration(let d): reader.skipped(d, "\(reader.setup.describeDecl(d)) in an item view is not read: " + subset)
        case .statement(let s): reader.skipped(s, "\(s.shortText) in an item view is not read: " + subset)
        case .expression(let e): reader.skipped(e, "\(e.shortText) in an item view is not read: " + subset)
        case .condition(let c):
            reader.skipped(c, "the condition \(c.shortText) is not one on the ad's state and fields (comparisons of "
                           + "its numbers, isEmpty and == nil of its texts, its flags, && and ||, in setData); its else branch is read")
        case .switchSubject(let s):
            reader.skipped(s.subject, "switch on \(s.subject.shortText) (a switch on the ad's state is read in setData)")
        }
    }
}

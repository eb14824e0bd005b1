import SwiftSyntax

/// `Then`, a binding of the item-view evaluator: `x.then { … }`, `x.do { … }`, `x.with { … }` on a view.
struct ThenBinding: EvaluatorBinding {
    func value(of call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        c.reader.thenCall(call, c.reading, locals)
    }
    func statement(_ call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> Bool {
        c.reader.thenCall(call, c.reading, locals) != nil
    }
}

extension ItemViewReader {
    /// `Then`: `x.then { $0.… }` and `x.with { … }` (the view itself), `x.do { … }`, each running its
    /// closure once with the view as its parameter. Nil when `call` is none of these on a view.
    func thenCall(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
              ["then", "do", "with"].contains(m.declName.baseName.text), call.arguments.count <= 1,
              let closure = closureArgument(call) else { return nil }
        let value = viewValue(base, r, locals)
        guard isView(value) else { return nil }
        var l = locals
        l[closureParameter(closure)] = value
        _ = run(closure.statements, r, &l)
        return value
    }
}

import SwiftSyntax

/// UIKit's views made in code and their calls, a binding of the item-view evaluator
/// (``ItemViewReader+UIKit.swift``): a view or constraint a call makes, `[a, b].forEach(addSubview)`,
/// and `addSubview(v)` inside a `UIView` extension (on its receiver).
struct UIKitBinding: EvaluatorBinding {
    func value(of call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        c.reader.codeValue(call, c.reading, locals)
    }
    func statement(_ call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> Bool {
        if c.reader.forEachAdding(call, c.reading, locals) { return true }
        guard let receiver = c.reader.receiver, let d = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return c.reader.codeCallStatement(call, d.baseName.text, base: receiver, c.reading, locals)
    }
}

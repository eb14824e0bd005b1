import SwiftSyntax

/// SnapKit, a binding of the item-view evaluator (``ItemViewReader+SnapKit.swift``): `snp.makeConstraints`
/// and its forms as statements, `make.…` chains as values.
struct SnapKitBinding: EvaluatorBinding {
    func value(of call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        c.reader.snapKitChain(ExprSyntax(call), c.reading, locals)
    }
    func statement(_ call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> Bool {
        c.reader.snapKitStatement(call, c.reading, locals) || c.reader.snapKitChain(ExprSyntax(call), c.reading, locals) != nil
    }
}

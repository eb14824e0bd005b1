import SwiftSyntax

/// Nib loading as apps write it, a binding of the item-view evaluator (``ItemViewReader+NibLoading.swift``).
struct NibLoadingBinding: EvaluatorBinding {
    func value(of call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        c.reader.nibLoadingValue(call, c.reading, locals)
    }
    func statement(_ call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> Bool {
        c.reader.nibLoadingStatement(call, c.reading, locals)
    }
}

import SwiftSyntax

/// `NSLayoutConstraint(item:…)`, `addConstraint(s)` and visual formats, a binding of the item-view
/// evaluator (``ItemViewReader+OlderConstraints.swift``, ``ItemViewReader+VisualFormat.swift``).
struct OlderConstraintsBinding: EvaluatorBinding {
    func value(of call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        c.reader.olderConstraintValue(call, c.reading, locals)
    }
    func statement(_ call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> Bool {
        c.reader.olderConstraintStatement(call, c.reading, locals)
    }
}

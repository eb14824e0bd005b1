import SwiftSyntax

/// A binding of the item-view evaluator (``ItemViewStatements``): what a call means to one library —
/// UIKit, SnapKit, `Then`, Foundation's formatting, nib loading — or to the app's own functions. The
/// core asks its bindings in order (``ItemViewStatements/valueBindings``, ``ItemViewStatements/statementBindings``)
/// and takes the first answer; a binding reaches the evaluator only through the `context` it is given.
protocol EvaluatorBinding: Sendable {
    /// The value of `call` when the call is this binding's; nil otherwise.
    func value(of call: FunctionCallExprSyntax, in context: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue?
    /// Reads `call` as a statement when it is this binding's; false otherwise.
    func statement(_ call: FunctionCallExprSyntax, in context: ItemViewStatements, _ locals: ItemViewLocals) -> Bool
}

extension EvaluatorBinding {
    func value(of call: FunctionCallExprSyntax, in context: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? { nil }
    func statement(_ call: FunctionCallExprSyntax, in context: ItemViewStatements, _ locals: ItemViewLocals) -> Bool { false }
}

/// The names an item view's statements see (``ItemViewStatements``).
typealias ItemViewLocals = [String: ItemViewReader.ViewValue]

extension ItemViewStatements {
    /// The bindings asked for a call's value, in order.
    static let valueBindings: [any EvaluatorBinding] = [
        FoundationFormattingBinding(), NibLoadingBinding(), UIKitBinding(), ThenBinding(), AppFunctionCalls(), SnapKitBinding(),
        OlderConstraintsBinding(),
    ]
    /// The bindings asked to read a call as a statement, in order (SnapKit's blocks before `Then` and the
    /// app's functions; UIKit's calls on views last, after every library's).
    static let statementBindings: [any EvaluatorBinding] = [
        FoundationFormattingBinding(), NibLoadingBinding(), SnapKitBinding(), ThenBinding(), AppFunctionCalls(),
        OlderConstraintsBinding(), UIKitBinding(),
    ]

    /// The first binding's value of `call`; nil when no binding takes it.
    func bindingValue(_ call: FunctionCallExprSyntax, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        for binding in Self.valueBindings { if let value = binding.value(of: call, in: self, locals) { return value } }
        return nil
    }

    /// Whether a binding read `call` as a statement.
    func bindingStatement(_ call: FunctionCallExprSyntax, _ locals: ItemViewLocals) -> Bool {
        Self.statementBindings.contains { $0.statement(call, in: self, locals) }
    }
}

/// The app's own functions, followed where the item view calls them (``ItemViewReader/appFunctionCall(_:_:_:)``):
/// the core's, asked at their place among the bindings.
struct AppFunctionCalls: EvaluatorBinding {
    func value(of call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        c.reader.appFunctionCall(call, c.reading, locals)
    }
    func statement(_ call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> Bool {
        c.reader.appFunctionCall(call, c.reading, locals) != nil
    }
}

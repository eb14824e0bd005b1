import AdLayoutCore
import SwiftSyntax

/// A binding of the setup evaluator (``SetupInterpreter``): what a call, a statement or a type's name
/// means to the SDK or UIKit, as ``EvaluatorBinding`` is for an item view's. The evaluator asks its
/// bindings in order (``SetupInterpreter/bindings``) and takes the first answer; a binding reaches the
/// evaluator only through the context it is made with. An answer of `.some(nil)` means the code is the
/// binding's and was reported (no value); nil means it is not the binding's.
protocol SetupBinding {
    /// Reads `call` as a statement when it is this binding's (true); false otherwise.
    func statement(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) -> Bool
    /// The value of `typeName(…)` (`method` nil) or `typeName.method(…)`.
    func value(of call: FunctionCallExprSyntax, type typeName: String, method: String?, expected: SetupType?, scope: Scope,
               selfObject: SetupObject?) -> SetupValue??
    /// The value of `typeName.name`.
    func staticMember(_ typeName: String, _ name: String, node: MemberAccessExprSyntax) -> SetupValue??
    /// Whether `name` is one of this binding's types (it may start a member access: `UIColor.orange`).
    func isType(_ name: String) -> Bool
    /// The ARGB of `value` when it is one of this binding's colours.
    func colour(of value: SetupValue, node: some SyntaxProtocol) -> UInt32?
    /// The document's members made from what the setup gave this binding, in the document's order.
    func documentMembers(origin: SetupPosition) -> [(String, JSONNode)]
}

extension SetupBinding {
    func statement(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) -> Bool { false }
    func value(of call: FunctionCallExprSyntax, type typeName: String, method: String?, expected: SetupType?, scope: Scope,
               selfObject: SetupObject?) -> SetupValue?? { nil }
    func staticMember(_ typeName: String, _ name: String, node: MemberAccessExprSyntax) -> SetupValue?? { nil }
    func isType(_ name: String) -> Bool { false }
    func colour(of value: SetupValue, node: some SyntaxProtocol) -> UInt32? { nil }
    func documentMembers(origin: SetupPosition) -> [(String, JSONNode)] { [] }
}

extension SetupInterpreter {
    /// The bindings, in the order they are asked, made for each use with this evaluator as their context.
    var bindings: [any SetupBinding] {
        [TnkLayoutBindings(setup: self, registry: registry), SDKTypeBindings(setup: self)]
    }

    /// Whether a binding read `call` as a statement.
    func bindingStatement(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) -> Bool {
        bindings.contains { $0.statement(call, scope: scope, selfObject: selfObject) }
    }

    /// The first binding's value of `typeName(…)` or `typeName.method(…)`; nil when no binding takes it.
    func bindingValue(_ call: FunctionCallExprSyntax, type typeName: String, method: String?, expected: SetupType?, scope: Scope,
                      selfObject: SetupObject?) -> SetupValue?? {
        for binding in bindings {
            if let answer = binding.value(of: call, type: typeName, method: method, expected: expected, scope: scope, selfObject: selfObject) {
                return answer
            }
        }
        return nil
    }

    /// The first binding's value of `typeName.name`; nil when no binding takes it.
    func bindingStaticMember(_ typeName: String, _ name: String, node: MemberAccessExprSyntax) -> SetupValue?? {
        for binding in bindings { if let answer = binding.staticMember(typeName, name, node: node) { return answer } }
        return nil
    }

    /// Whether `name` is a type of a binding.
    func isBindingType(_ name: String) -> Bool { bindings.contains { $0.isType(name) } }

    /// The ARGB of a colour value, from the first binding that knows it.
    func colourValue(_ value: SetupValue, node: some SyntaxProtocol) -> UInt32? {
        for binding in bindings { if let argb = binding.colour(of: value, node: node) { return argb } }
        return nil
    }
}

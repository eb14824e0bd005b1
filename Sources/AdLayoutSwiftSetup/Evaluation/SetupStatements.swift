import AdLayoutCore
import SwiftSyntax

/// The setup's code as the evaluator core (``SwiftEvaluator``) walks it: the SDK's objects, numbers,
/// colours and fonts as values (``SetupValue``) in scopes (``Scope``), control flow not read
/// (``BranchRule/unread``: the setup builds one document for every ad), assignments and calls given to
/// the setup's bindings (``SetupBinding``).
struct SetupStatements: SwiftEvaluator {
    let setup: SetupInterpreter
    /// The layout a class's `init` configures (names of its properties then mean `self.name`).
    let selfObject: SetupObject?
    /// Whether a `return` is read (a closure's or getter's body), and the type it should give.
    private let readsReturn: Bool
    private let expected: SetupType?

    /// Statements whose `return` is not read (a function's, an `init`'s, the files').
    init(setup: SetupInterpreter, selfObject: SetupObject?) {
        self.setup = setup
        self.selfObject = selfObject
        readsReturn = false
        expected = nil
    }

    /// A body read up to its `return`, whose value is `expected`.
    init(setup: SetupInterpreter, selfObject: SetupObject?, expected: SetupType?) {
        self.setup = setup
        self.selfObject = selfObject
        readsReturn = true
        self.expected = expected
    }

    var branchRule: BranchRule { .unread }
    var stopped: Bool { setup.stopped }
    func count(_ item: CodeBlockItemSyntax) -> Bool { setup.count(item) }

    func declare(_ v: VariableDeclSyntax, _ scope: inout Scope) {
        setup.declare(v, scope: scope, selfObject: selfObject)
    }

    func assign(_ infix: InfixOperatorExprSyntax, compound: BinaryOperator?, _ scope: inout Scope) {
        setup.assign(infix.leftOperand, infix.rightOperand, compound: compound, statement: ExprSyntax(infix), scope: scope,
                     selfObject: selfObject)
    }

    func call(_ call: FunctionCallExprSyntax, _ scope: inout Scope) {
        setup.callStatement(call, scope: scope, selfObject: selfObject)
    }

    /// The value returned (nil inside when it could not be read), or nil when `return` is not read here.
    func returned(_ r: ReturnStmtSyntax, _ scope: Scope) -> SetupValue?? {
        guard readsReturn else { return nil }
        guard let e = r.expression else {
            setup.report(.error, .invalidValue, r, "return needs a value here")
            return .some(nil)
        }
        return .some(setup.evaluate(e, expected: expected, scope: scope, selfObject: selfObject))
    }

    // Control flow is not read (``BranchRule/unread``): the walk reports it through `unread`.
    func decide(_ conditions: ConditionElementListSyntax, _ scope: inout Scope) -> Bool? { nil }
    func decides(_ s: SwitchExprSyntax, _ scope: Scope) -> Bool { false }
    func matches(_ item: SwitchCaseItemSyntax, _ scope: Scope) -> Bool { false }
    func loop(_ s: StmtSyntax, _ scope: inout Scope) -> SetupValue??? { nil }

    func unread(_ what: UnreadStatement, _ scope: inout Scope) {
        switch what {
        case .declaration(let d):
            setup.skipped(d, "\(setup.describeDecl(d)) inside a function (not part of the supported setup subset)")
        case .statement(let s):
            setup.skipped(s, "\(setup.statementName(s)) (conditions and loops are read only in viewSize and itemColumns)")
        case .expression(let e):
            if e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) {
                setup.skipped(e, "\(e.is(IfExprSyntax.self) ? "if" : "switch") statement (conditions are read only in viewSize and itemColumns)")
            } else if let chain = e.as(OptionalChainingExprSyntax.self) {
                _ = expressionStatement(chain.expression, &scope)
            } else {
                setup.skipped(e, "\(e.shortText) (not part of the supported setup subset)")
            }
        case .condition(let c): setup.skipped(c, "the condition \(c.shortText) (conditions are read only in viewSize and itemColumns)")
        case .switchSubject(let s): setup.skipped(s, "switch statement (conditions are read only in viewSize and itemColumns)")
        }
    }
}

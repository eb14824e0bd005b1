import AdLayoutCore
import SwiftSyntax

/// How an evaluator decides `if`, `guard` and `switch`: the parameter that lets one walk over
/// statements serve both the setup's own code and an item view's.
enum BranchRule {
    /// Control flow is not read: the setup's statements build one document, whatever the ad, so an
    /// `if`, `guard`, `switch` or loop there is reported (``SwiftEvaluator/unread(_:_:)``).
    case unread
    /// Each condition is decided for the ad being read (``SwiftEvaluator/decide(_:_:)``): its state,
    /// and the path through the conditions on its fields `setData` is read for; the branch taken is
    /// read, and an undecided condition reads its else branch.
    case perAd
    /// An `if` is decided on constants (``SwiftEvaluator/decide(_:_:)``: `layoutSubviews()`, whose frames
    /// differ per item but whose conditions may not), its else branch read when it cannot be; `guard`
    /// and `switch` are not read.
    case constants
}

/// A statement the evaluator does not read, for ``SwiftEvaluator/unread(_:_:)`` to report.
enum UnreadStatement {
    /// A declaration other than `let`/`var`.
    case declaration(DeclSyntax)
    /// A statement (`return`, `guard`, a loop…) the evaluator's rule does not read.
    case statement(StmtSyntax)
    /// An expression statement that is no assignment or call (`if`/`switch` under ``BranchRule/unread``).
    case expression(ExprSyntax)
    /// The conditions of an `if` the evaluator could not decide (its else branch is read).
    case condition(ConditionElementListSyntax)
    /// A `switch` whose subject the evaluator does not decide.
    case switchSubject(SwitchExprSyntax)
}

/// The evaluator core: one walk over a body's statements — `let`/`var`, assignments, calls, `return`,
/// `if`/`guard`/`switch` by the evaluator's ``BranchRule``, loops — whose meaning (the values, the
/// scopes, what a call or an assignment does) is the evaluator's: ``SetupStatements`` for the setup's
/// code, ``ItemViewStatements`` for an item view's, each asking its bindings.
protocol SwiftEvaluator {
    /// What a `return` gives.
    associatedtype Value
    /// The names a body's statements see, copied into each branch.
    associatedtype Locals

    var branchRule: BranchRule { get }
    /// Whether reading has stopped (a limit was passed).
    var stopped: Bool { get }
    /// Counts a statement against its budget (``SetupLimits``); false past it, and reading stops.
    func count(_ item: CodeBlockItemSyntax) -> Bool
    func declare(_ v: VariableDeclSyntax, _ locals: inout Locals)
    /// `target = value` (`compound` nil) or `target op= value`.
    func assign(_ infix: InfixOperatorExprSyntax, compound: BinaryOperator?, _ locals: inout Locals)
    func call(_ call: FunctionCallExprSyntax, _ locals: inout Locals)
    /// The value of a `return`; nil when the evaluator does not read `return` here (then it is unread).
    func returned(_ r: ReturnStmtSyntax, _ locals: Locals) -> Value?
    /// The conditions of an `if` or `guard` for the ad being read (optional bindings added to
    /// `locals`); nil when they cannot be decided.
    func decide(_ conditions: ConditionElementListSyntax, _ locals: inout Locals) -> Bool?
    /// Whether a `switch`'s subject is decided for the ad being read.
    func decides(_ s: SwitchExprSyntax, _ locals: Locals) -> Bool
    /// Whether one of a case's items names what the subject is for the ad being read (an item it
    /// cannot read is reported and does not match).
    func matches(_ item: SwitchCaseItemSyntax, _ locals: Locals) -> Bool
    /// A `for` loop run by the evaluator: nil when it does not read it (then it is unread); else the
    /// value of a `return` inside (`.some(nil)` when none).
    func loop(_ f: ForStmtSyntax, _ locals: inout Locals) -> Value??
    /// Reports what is not read (or reads it another way, for an expression the evaluator unwraps).
    func unread(_ what: UnreadStatement, _ locals: inout Locals)
}

extension SwiftEvaluator {
    /// Runs `statements` in order (a body, or statements of one read one at a time); the value of the
    /// `return` reached, if any.
    func run(_ statements: some Sequence<CodeBlockItemSyntax>, _ locals: inout Locals) -> Value? {
        for item in statements where !stopped {
            guard count(item) else { return nil }
            switch item.item {
            case .decl(let decl):
                if let v = decl.as(VariableDeclSyntax.self) { declare(v, &locals) } else { unread(.declaration(decl), &locals) }
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    if let value = expressionStatement(e.expression, &locals) { return value }
                    continue
                }
                if let ret = stmt.as(ReturnStmtSyntax.self), let value = returned(ret, locals) { return value }
                if branchRule == .perAd, let g = stmt.as(GuardStmtSyntax.self) {
                    guard decide(g.conditions, &locals) == true else {
                        var l = locals
                        _ = run(g.body.statements, &l)   // the else branch, up to its `return`
                        return nil
                    }
                    continue
                }
                if let f = stmt.as(ForStmtSyntax.self), let done = loop(f, &locals) {
                    if let value = done { return value }
                    continue
                }
                unread(.statement(stmt), &locals)
            case .expr(let expr):
                if let value = expressionStatement(expr, &locals) { return value }
            }
        }
        return nil
    }

    /// An expression used as a statement: assignments, calls, and `if` and `switch` by the rule. A
    /// value when a branch returned.
    func expressionStatement(_ expr: ExprSyntax, _ locals: inout Locals) -> Value? {
        if branchRule != .unread, let i = expr.as(IfExprSyntax.self) { return ifStatement(i, &locals) }
        if branchRule == .perAd, let s = expr.as(SwitchExprSyntax.self) { return switchStatement(s, &locals) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) {
                assign(infix, compound: nil, &locals)
                return nil
            }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, let compound = BinaryOperator.compound[op] {
                assign(infix, compound: compound, &locals)
                return nil
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            self.call(call, &locals)
            return nil
        }
        unread(.expression(expr), &locals)
        return nil
    }

    /// The branch the conditions decide; the else branch when they cannot be decided.
    private func ifStatement(_ i: IfExprSyntax, _ locals: inout Locals) -> Value? {
        var branchLocals = locals
        switch decide(i.conditions, &branchLocals) {
        case true?: return run(i.body.statements, &branchLocals)
        case false?: break
        case nil: unread(.condition(i.conditions), &branchLocals)
        }
        switch i.elseBody {
        case .ifExpr(let next)?: return ifStatement(next, &locals)
        case .codeBlock(let block)?: var l = locals; return run(block.statements, &l)
        case nil: return nil
        }
    }

    /// The first case whose items name the subject (or `default`).
    private func switchStatement(_ s: SwitchExprSyntax, _ locals: inout Locals) -> Value? {
        guard decides(s, locals) else {
            unread(.switchSubject(s), &locals)
            return nil
        }
        for case .switchCase(let c) in s.cases {
            var matched = false
            switch c.label {
            case .default: matched = true
            case .case(let label): for item in label.caseItems where matches(item, locals) { matched = true }
            }
            if matched { var l = locals; return run(c.statements, &l) }
        }
        return nil
    }
}

extension BinaryOperator {
    /// The operators of compound assignments (`x += 1`).
    static let compound: [String: BinaryOperator] = ["+=": .add, "-=": .subtract, "*=": .multiply, "/=": .divide]
}

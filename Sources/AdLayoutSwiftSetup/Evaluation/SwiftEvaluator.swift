import AdLayoutCore
import SwiftSyntax

/// How an evaluator decides `if`, `guard` and `switch`: the parameter that lets one walk over
/// statements serve both the setup's own code and an item view's.
enum BranchRule {
    /// Control flow is not read: the setup's statements build one document, whatever the ad, so an
    /// `if`, `guard`, `switch` or loop there is reported (``SwiftEvaluator/unread(_:_:)``).
    case unread
    /// Each condition is decided for the ad being read (``SwiftEvaluator/decide(_:_:)``): its state,
    /// and the path through the conditions on its fields `setData` is read for (or, in `layoutSubviews()`,
    /// through the conditions on the item's bounds and views' `isHidden`); the branch taken is read, and an
    /// undecided condition reads its else branch.
    case perAd
    /// Both branches of an `if` or `guard` are read, each followed by the rest of the body, and the
    /// values they return merged on the condition (``SwiftEvaluator/merge(_:at:_:whenTrue:whenFalse:)``):
    /// `viewSize` and `itemColumns`, translated into one expression for every layout.
    case bothBranches
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
    /// Why reading a body stops short (an evaluator that gives up on a whole body: ``BranchRule/bothBranches``).
    associatedtype Failure: Error = Never

    var branchRule: BranchRule { get }
    /// Whether reading has stopped (a limit was passed).
    var stopped: Bool { get }
    /// Counts a statement against its budget (``SetupLimits``); false past it, and reading stops.
    func count(_ item: CodeBlockItemSyntax) throws(Failure) -> Bool
    func declare(_ v: VariableDeclSyntax, _ locals: inout Locals) throws(Failure)
    /// `target = value` (`compound` nil) or `target op= value`.
    func assign(_ infix: InfixOperatorExprSyntax, compound: BinaryOperator?, _ locals: inout Locals) throws(Failure)
    func call(_ call: FunctionCallExprSyntax, _ locals: inout Locals) throws(Failure)
    /// The value of a `return`; nil when the evaluator does not read `return` here (then it is unread).
    func returned(_ r: ReturnStmtSyntax, _ locals: Locals) throws(Failure) -> Value?
    /// The conditions of an `if` or `guard` for the ad being read (optional bindings added to
    /// `locals`); nil when they cannot be decided.
    func decide(_ conditions: ConditionElementListSyntax, _ locals: inout Locals) -> Bool?
    /// Whether a `switch`'s subject is decided for the ad being read.
    func decides(_ s: SwitchExprSyntax, _ locals: Locals) -> Bool
    /// Whether one of a case's items names what the subject is for the ad being read (an item it
    /// cannot read is reported and does not match).
    func matches(_ item: SwitchCaseItemSyntax, _ locals: Locals) -> Bool
    /// A loop (`for`, `while`) run by the evaluator: nil when it does not read it (then it is unread); else
    /// the value of a `return` inside (`.some(nil)` when none).
    func loop(_ s: StmtSyntax, _ locals: inout Locals) -> Value??
    /// Reports what is not read (or reads it another way, for an expression the evaluator unwraps).
    func unread(_ what: UnreadStatement, _ locals: inout Locals) throws(Failure)
    /// The end of a body reached without a `return`: nil, or why a body that must return did not.
    func endOfBody(_ locals: Locals) throws(Failure) -> Value?
    /// Under ``BranchRule/bothBranches``: the conditions of the `if` or `guard` at `node` (`keyword`) read,
    /// then both branches (each given its locals), and their values merged on the conditions.
    func merge(_ conditions: ConditionElementListSyntax, at node: Syntax, _ locals: Locals,
               whenTrue: (Locals) throws(Failure) -> Value?, whenFalse: (Locals) throws(Failure) -> Value?) throws(Failure) -> Value?
}

extension SwiftEvaluator {
    func endOfBody(_ locals: Locals) -> Value? { nil }

    /// An evaluator that decides its branches takes the one its conditions decide (the else branch when
    /// they cannot be decided) where another would read both.
    func merge(_ conditions: ConditionElementListSyntax, at node: Syntax, _ locals: Locals,
               whenTrue: (Locals) throws(Failure) -> Value?, whenFalse: (Locals) throws(Failure) -> Value?) throws(Failure) -> Value? {
        var l = locals
        switch decide(conditions, &l) {
        case true?: return try whenTrue(l)
        case false?: return try whenFalse(locals)
        case nil:
            try unread(.condition(conditions), &l)
            return try whenFalse(locals)
        }
    }

    /// Runs `statements` in order (a body, or statements of one read one at a time); the value of the
    /// `return` reached, if any.
    func run(_ statements: some Sequence<CodeBlockItemSyntax>, _ locals: inout Locals) throws(Failure) -> Value? {
        let items = Array(statements)
        for (index, item) in items.enumerated() where !stopped {
            guard try count(item) else { return nil }
            let rest = items[(index + 1)...]
            switch item.item {
            case .decl(let decl):
                if let v = decl.as(VariableDeclSyntax.self) { try declare(v, &locals) } else { try unread(.declaration(decl), &locals) }
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    if let value = try expressionStatement(e.expression, rest: rest, &locals) { return value }
                    if branchRule == .bothBranches && e.expression.is(IfExprSyntax.self) { return nil }
                    continue
                }
                if let ret = stmt.as(ReturnStmtSyntax.self), let value = try returned(ret, locals) { return value }
                if branchRule == .bothBranches, let g = stmt.as(GuardStmtSyntax.self) {
                    // The guard passed: the rest of the body; failed: its else branch.
                    return try merge(g.conditions, at: Syntax(g), locals, whenTrue: { (l: Locals) throws(Failure) -> Value? in
                        var l = l
                        return try run(rest, &l)
                    }, whenFalse: { (l: Locals) throws(Failure) -> Value? in
                        var l = l
                        return try run(g.body.statements, &l)
                    })
                }
                if branchRule == .perAd, let g = stmt.as(GuardStmtSyntax.self) {
                    guard decide(g.conditions, &locals) == true else {
                        var l = locals
                        _ = try run(g.body.statements, &l)   // the else branch, up to its `return`
                        return nil
                    }
                    continue
                }
                if stmt.is(ForStmtSyntax.self) || stmt.is(WhileStmtSyntax.self), let done = loop(stmt, &locals) {
                    if let value = done { return value }
                    continue
                }
                try unread(.statement(stmt), &locals)
            case .expr(let expr):
                if let value = try expressionStatement(expr, rest: rest, &locals) { return value }
                if branchRule == .bothBranches && expr.is(IfExprSyntax.self) { return nil }
            }
        }
        return try endOfBody(locals)
    }

    /// An expression used as a statement: assignments, calls, and `if` and `switch` by the rule (an `if`
    /// read on both branches takes `rest` of the body into each). A value when a branch returned.
    func expressionStatement(_ expr: ExprSyntax, rest: ArraySlice<CodeBlockItemSyntax> = [], _ locals: inout Locals) throws(Failure)
        -> Value? {
        if let i = expr.as(IfExprSyntax.self) {
            if branchRule == .bothBranches { return try bothBranches(i, rest: rest, locals) }
            if branchRule != .unread { return try ifStatement(i, &locals) }
        }
        if branchRule == .perAd, let s = expr.as(SwitchExprSyntax.self) { return try switchStatement(s, &locals) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            if infix.operator.is(AssignmentExprSyntax.self) {
                try assign(infix, compound: nil, &locals)
                return nil
            }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, let compound = BinaryOperator.compound[op] {
                try assign(infix, compound: compound, &locals)
                return nil
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            try self.call(call, &locals)
            return nil
        }
        try unread(.expression(expr), &locals)
        return nil
    }

    /// The branch the conditions decide; the else branch when they cannot be decided.
    private func ifStatement(_ i: IfExprSyntax, _ locals: inout Locals) throws(Failure) -> Value? {
        var branchLocals = locals
        switch decide(i.conditions, &branchLocals) {
        case true?: return try run(i.body.statements, &branchLocals)
        case false?: break
        case nil: try unread(.condition(i.conditions), &branchLocals)
        }
        switch i.elseBody {
        case .ifExpr(let next)?: return try ifStatement(next, &locals)
        case .codeBlock(let block)?: var l = locals; return try run(block.statements, &l)
        case nil: return nil
        }
    }

    /// Both branches of `i`, each followed by `rest`, merged (``BranchRule/bothBranches``).
    private func bothBranches(_ i: IfExprSyntax, rest: ArraySlice<CodeBlockItemSyntax>, _ locals: Locals) throws(Failure) -> Value? {
        try merge(i.conditions, at: Syntax(i), locals, whenTrue: { (l: Locals) throws(Failure) -> Value? in
            var l = l
            return try run(Array(i.body.statements) + rest, &l)
        }, whenFalse: { (l: Locals) throws(Failure) -> Value? in
            var l = l
            switch i.elseBody {
            case .ifExpr(let next)?: return try bothBranches(next, rest: rest, l)
            case .codeBlock(let block)?: return try run(Array(block.statements) + rest, &l)
            case nil: return try run(rest, &l)
            }
        })
    }

    /// The first case whose items name the subject (or `default`).
    private func switchStatement(_ s: SwitchExprSyntax, _ locals: inout Locals) throws(Failure) -> Value? {
        guard decides(s, locals) else {
            try unread(.switchSubject(s), &locals)
            return nil
        }
        for case .switchCase(let c) in s.cases {
            var matched = false
            switch c.label {
            case .default: matched = true
            case .case(let label): for item in label.caseItems where matches(item, locals) { matched = true }
            }
            if matched { var l = locals; return try run(c.statements, &l) }
        }
        return nil
    }
}

extension BinaryOperator {
    /// The operators of compound assignments (`x += 1`).
    static let compound: [String: BinaryOperator] = ["+=": .add, "-=": .subtract, "*=": .multiply, "/=": .divide]
}

import AdLayoutCore
import SwiftSyntax

/// `layoutSubviews()` as the evaluator core (``SwiftEvaluator``) walks it: frames as numbers linear in
/// the bounds (``ItemViewReader+Frames.swift``), and `if`, `guard`, `switch` and `while` decided as UIKit
/// decides them for each item, on the path being read (``ItemViewReader+FrameBranches.swift``).
struct FrameStatements: SwiftEvaluator {
    let reader: ItemViewReader
    let reading: ItemViewReader.ItemViewReading
    /// The frames being set; its `locals` are the body's names (one set for every branch: a branch's
    /// frames are the item's).
    let layout: ItemViewReader.FrameLayout

    var branchRule: BranchRule { .perAd }
    var stopped: Bool { reader.stopped }
    func count(_ item: CodeBlockItemSyntax) -> Bool {
        guard reader.count(item) else { return false }
        layout.fittingAtMost = nil   // a bound of the statement it is written in
        return true
    }

    func declare(_ v: VariableDeclSyntax, _ none: inout Void) { reader.frameDeclaration(v, reading, layout) }

    func assign(_ infix: InfixOperatorExprSyntax, compound: BinaryOperator?, _ none: inout Void) {
        if !reader.frameAssignment(infix, compound: compound, reading, layout) { unread(.expression(ExprSyntax(infix)), &none) }
    }

    func call(_ call: FunctionCallExprSyntax, _ none: inout Void) {
        if let (passes, body) = reader.frameForEach(call, reading, layout) {
            // A `return` in the closure ends its pass only.
            _ = run(passes, body, where: nil, endsAtReturn: false)
            return
        }
        if !reader.frameCallStatement(call, reading, layout) { unread(.expression(ExprSyntax(call)), &none) }
    }

    /// A `return` without a value ends `layoutSubviews()` (on the path being read).
    func returned(_ r: ReturnStmtSyntax, _ none: Void) -> Void? { r.expression == nil ? () : nil }

    /// Each condition in turn (`if a, b`), as ``ItemViewReader/layoutCondition(_:_:_:)`` decides it; an `if let` is not read.
    func decide(_ conditions: ConditionElementListSyntax, _ none: inout Void) -> Bool? {
        for element in conditions {
            guard case .expression(let c) = element.condition else {
                reader.skipped(element, "the condition \(element.shortText) in layoutSubviews() is not read: conditions on constants, on the "
                               + "bounds, on frames set from the bounds and on views' isHidden are; its else branch is read")
                return nil
            }
            guard let holds = reader.layoutCondition(c, reading, layout) else { return nil }
            if !holds { return false }
        }
        return true
    }

    /// A `switch` on a number (`switch bounds.width { case ..<360: … }`).
    func decides(_ s: SwitchExprSyntax, _ none: Void) -> Bool {
        reader.frameNumber(s.subject, reading, layout) != nil
    }

    /// A case item: a value, or a range (`..<360`, `360..<414`, `414...`) of numbers, decided as comparisons of the subject.
    func matches(_ item: SwitchCaseItemSyntax, _ none: Void) -> Bool {
        var node: Syntax? = item.parent
        while let n = node, !n.is(SwitchExprSyntax.self) { node = n.parent }
        guard let s = node?.as(SwitchExprSyntax.self), let subject = reader.frameNumber(s.subject, reading, layout) else { return false }
        guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression else {
            reader.skipped(item, "the case \(item.shortText) in layoutSubviews() is not read (a number or a range of numbers is); it does not match")
            return false
        }
        let e = ExprSyntax(pattern)
        var bounds: [(op: String, ExprSyntax)] = []
        if let p = pattern.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(p.operator.text) {
            bounds = [(p.operator.text == "..<" ? "<" : "<=", p.expression)]
        } else if let p = pattern.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
            bounds = [(">=", p.expression)]
        } else if let infix = pattern.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  ["..<", "..."].contains(op) {
            bounds = [(">=", infix.leftOperand), (op == "..<" ? "<" : "<=", infix.rightOperand)]
        } else {
            bounds = [("==", e)]
        }
        for (op, limit) in bounds {
            guard let n = reader.frameNumber(limit, reading, layout),
                  let holds = reader.layoutComparison(subject, op, n, at: e, reading, layout) else { return false }
            if !holds { return false }
        }
        return true
    }

    /// A `for` loop over views or a range of constants: its body once per element (those its `where` lets through),
    /// the loop's names bound (``ItemViewReader/frameLoopPasses(_:_:_:)``), then unbound.
    func loop(_ s: StmtSyntax, _ none: inout Void) -> Void?? {
        if let w = s.as(WhileStmtSyntax.self) { return whileLoop(w) }
        guard let f = s.as(ForStmtSyntax.self), let passes = reader.frameLoopPasses(f, reading, layout) else { return nil }
        return .some(run(passes, f.body.statements, where: f.whereClause?.condition, endsAtReturn: true))
    }

    /// `while` as UIKit runs it: its condition decided before each pass, the passes counted with the `for` loops'
    /// (``SetupLimits/layoutLoopPasses``); past them it is warned and left.
    private func whileLoop(_ w: WhileStmtSyntax) -> Void?? {
        var l: Void = ()
        while !stopped, decide(w.conditions, &l) == true {
            guard layout.loopPasses < SetupLimits.layoutLoopPasses else {
                if layout.refusedLoops.insert(w.id).inserted {
                    reader.skipped(w.whileKeyword, "\(w.shortText) in layoutSubviews() is read for its first passes only: loops in "
                                   + "layoutSubviews() are read for \(ItemViewReader.grouped(Double(SetupLimits.layoutLoopPasses))) passes "
                                   + "in all, nested loops' counted each (SetupLimits.layoutLoopPasses)")
                }
                break
            }
            layout.loopPasses += 1
            if run(w.body.statements, &l) != nil { return .some(()) }
        }
        return .some(nil)
    }

    /// `body` once per pass whose `condition` holds, the pass's names bound, then unbound; `()` when a `return` ended it.
    private func run(_ passes: [ItemViewReader.FrameLoopPass], _ body: CodeBlockItemListSyntax, where condition: ExprSyntax?,
                     endsAtReturn: Bool) -> Void? {
        let (numbers, views) = (layout.locals, layout.views)
        var none: Void = ()
        var returned: Void?
        for pass in passes where !stopped {
            for (name, n) in pass.numbers { layout.locals[name] = .number(n) }
            layout.views.merge(pass.views) { $1 }
            if let condition, reader.layoutCondition(condition, reading, layout) != true { continue }
            if run(body, &none) != nil && endsAtReturn { returned = (); break }
        }
        // The loop's names go out of scope; the names it assigned that were declared before keep their values.
        let bound: Set<String> = passes.first.map { Set($0.numbers.keys).union($0.views.keys) } ?? []
        for name in bound {
            layout.locals[name] = numbers[name]
            layout.views[name] = views[name]
        }
        return returned
    }

    func unread(_ what: UnreadStatement, _ none: inout Void) {
        let read = "(frames, `let`/`var`, sizeToFit(), `if`, `guard`, `switch` and `while` on the bounds, frames and views' isHidden, "
            + "and `for` over views or ranges of constants are read)"
        switch what {
        case .declaration(let d): reader.skipped(d, "\(reader.setup.describeDecl(d)) in layoutSubviews() (not read)")
        case .statement(let s) where s.is(BreakStmtSyntax.self) && s.parent?.parent?.parent?.is(SwitchCaseSyntax.self) == true:
            break   // `default: break`: a case that does nothing
        case .statement(let s): reader.skipped(s, "\(s.shortText) in layoutSubviews() \(read)")
        case .expression(let e): reader.skipped(e, "\(e.shortText) in layoutSubviews() \(read)")
        case .switchSubject(let s): reader.skipped(s.subject, "switch \(s.subject.shortText) in layoutSubviews() is not read (a switch on a number is)")
        case .condition:
            break   // said where it could not be decided (``ItemViewReader/layoutCondition(_:_:_:)``)
        }
    }
}

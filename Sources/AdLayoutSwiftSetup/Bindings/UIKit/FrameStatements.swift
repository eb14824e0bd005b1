import AdLayoutCore
import SwiftSyntax

/// `layoutSubviews()` as the evaluator core (``SwiftEvaluator``) walks it: frames as numbers linear in
/// the bounds (``ItemViewReader+Frames.swift``), an `if` decided on constants (``BranchRule/constants``).
struct FrameStatements: SwiftEvaluator {
    let reader: ItemViewReader
    let reading: ItemViewReader.ItemViewReading
    /// The frames being set; its `locals` are the body's names (one set for every branch: a branch's
    /// frames are the item's).
    let layout: ItemViewReader.FrameLayout

    var branchRule: BranchRule { .constants }
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
            run(passes, body)
            return
        }
        if !reader.frameCallStatement(call, reading, layout) { unread(.expression(ExprSyntax(call)), &none) }
    }

    func returned(_ r: ReturnStmtSyntax, _ none: Void) -> Void? { nil }

    func decide(_ conditions: ConditionElementListSyntax, _ none: inout Void) -> Bool? {
        guard conditions.count == 1, case .expression(let c) = conditions.first!.condition else { return nil }
        return reader.frameCondition(c, reading, layout)
    }

    // `guard` and `switch` are not read (``BranchRule/constants``).
    func decides(_ s: SwitchExprSyntax, _ none: Void) -> Bool { false }
    func matches(_ item: SwitchCaseItemSyntax, _ none: Void) -> Bool { false }

    /// A `for` loop over views or a range of constants: its body once per element, the loop's names bound
    /// (``ItemViewReader/frameLoopPasses(_:_:_:)``), then unbound.
    func loop(_ f: ForStmtSyntax, _ none: inout Void) -> Void?? {
        guard let passes = reader.frameLoopPasses(f, reading, layout) else { return nil }
        run(passes, f.body.statements)
        return .some(nil)
    }

    /// `body` once per pass, the pass's names bound, then unbound.
    private func run(_ passes: [ItemViewReader.FrameLoopPass], _ body: CodeBlockItemListSyntax) {
        let (numbers, views) = (layout.locals, layout.views)
        var none: Void = ()
        for pass in passes where !stopped {
            for (name, n) in pass.numbers { layout.locals[name] = .number(n) }
            layout.views.merge(pass.views) { $1 }
            _ = run(body, &none)
        }
        // The loop's names go out of scope; the names it assigned that were declared before keep their values.
        let bound: Set<String> = passes.first.map { Set($0.numbers.keys).union($0.views.keys) } ?? []
        for name in bound {
            layout.locals[name] = numbers[name]
            layout.views[name] = views[name]
        }
    }

    func unread(_ what: UnreadStatement, _ none: inout Void) {
        let read = "(frames, `let`/`var`, sizeToFit(), `if` on constants and `for` over views or ranges of constants are read)"
        switch what {
        case .declaration(let d): reader.skipped(d, "\(reader.setup.describeDecl(d)) in layoutSubviews() (not read)")
        case .statement(let s): reader.skipped(s, "\(s.shortText) in layoutSubviews() \(read)")
        case .expression(let e): reader.skipped(e, "\(e.shortText) in layoutSubviews() \(read)")
        case .switchSubject(let s): reader.skipped(s, "\(s.shortText) in layoutSubviews() \(read)")
        case .condition(let c):
            reader.skipped(c, "the condition \(c.shortText) in layoutSubviews() depends on frames or texts, which "
                           + "differ per ad; its else branch is read (place the views so that no `if` is needed, or with constraints)")
        }
    }
}

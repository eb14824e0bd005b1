import AdLayoutCore
import SwiftSyntax

/// `for` loops of `layoutSubviews()` as apps write them (`for (i, v) in [a, b, c].enumerated() { v.frame = … }`,
/// `for v in rows { v.frame.origin.y = y; y += v.frame.height + 8 }`, `for v in contentView.subviews where !v.isHidden`,
/// `rows.enumerated().forEach { (i, v) in … }`): the loop's sequence is known when the
/// item view is read (views, or a range of constants), so its body is read once per element, in order, with
/// the loop's names bound, as UIKit runs it; the frames stay linear in the bounds.
extension ItemViewReader {
    /// The names one pass of a loop binds: numbers (an index, a range's element) and views.
    struct FrameLoopPass {
        var numbers: [String: FrameLinear] = [:]
        var views: [String: ViewValue] = [:]
    }

    /// The passes of `f`, each binding its names; nil when the loop is not one the reader reads (said by the
    /// caller), and no pass when it would pass ``SetupLimits/layoutLoopPasses`` (said here, once per loop).
    func frameLoopPasses(_ f: ForStmtSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> [FrameLoopPass]? {
        guard f.tryKeyword == nil, f.awaitKeyword == nil, f.caseKeyword == nil else { return nil }
        let (sequence, enumerated) = Self.unenumerated(f.sequence)
        // The names the pattern binds: the element's, and the index's for `.enumerated()` (nil for `_`).
        func name(_ p: PatternSyntax) -> String?? {
            if p.is(WildcardPatternSyntax.self) { return .some(nil) }
            return p.as(IdentifierPatternSyntax.self).map { .some($0.identifier.text) }
        }
        let indexName: String?, elementName: String?
        if enumerated {
            guard let t = f.pattern.as(TuplePatternSyntax.self), t.elements.count == 2, t.elements.allSatisfy({ $0.label == nil }),
                  let i = name(t.elements.first!.pattern), let e = name(t.elements.last!.pattern) else { return nil }
            (indexName, elementName) = (i, e)
        } else {
            guard let e = name(f.pattern) else { return nil }
            (indexName, elementName) = (nil, e)
        }
        return framePasses(over: sequence, index: indexName, element: elementName, Syntax(f), r, layout)
    }

    /// `sequence` without its `.enumerated()`, and whether it had one.
    private static func unenumerated(_ sequence: ExprSyntax) -> (ExprSyntax, Bool) {
        if let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "enumerated", let base = m.base {
            return (base, true)
        }
        return (sequence, false)
    }

    /// `views.forEach { $0.frame = … }` (or `{ v in … }`, and `views.enumerated().forEach { (i, v) in … }`) over views known
    /// when the item view is read: the closure's passes and body, as a `for` loop's; nil for any other call.
    func frameForEach(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout)
        -> (passes: [FrameLoopPass], body: CodeBlockItemListSyntax)? {
        guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
              let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "forEach", let base = m.base
        else { return nil }
        let (sequence, enumerated) = Self.unenumerated(base)
        // The closure's parameters: `v in`, `i, v in` or `(i, v) in` (an enumerated pair's offset and element).
        var names: [String] = enumerated ? [] : ["$0"]
        if let signature = closure.signature {
            guard signature.returnClause == nil else { return nil }
            switch signature.parameterClause {
            case .simpleInput(let params)?: names = params.map(\.name.text)
            case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            case nil: return nil
            }
        }
        guard names.count == (enumerated ? 2 : 1) else { return nil }
        let element = names.last == "_" ? nil : names.last
        let index = enumerated && names[0] != "_" ? names[0] : nil
        guard let passes = framePasses(over: sequence, index: index, element: element, Syntax(call), r, layout) else { return nil }
        return (passes, closure.statements)
    }

    /// The passes over `sequence`, binding `index` and `element`; nil when it is not known; none past the limit (said at `node`).
    private func framePasses(over sequence: ExprSyntax, index indexName: String?, element elementName: String?, _ node: Syntax,
                             _ r: ItemViewReading, _ layout: FrameLayout) -> [FrameLoopPass]? {
        guard let elements = loopElements(sequence, r, layout) else { return nil }
        let count: Double
        switch elements {
        case .range(_, let n, _): count = n
        case .views(let views): count = Double(views.count)
        }
        guard Double(layout.loopPasses) + count <= Double(SetupLimits.layoutLoopPasses) else {
            if layout.refusedLoops.insert(node.id).inserted {
                skipped(node, "\(node.shortText) in layoutSubviews() is not read: its body would run \(Self.grouped(count)) times, and loops "
                        + "in layoutSubviews() are read for \(Self.grouped(Double(SetupLimits.layoutLoopPasses))) passes in all, "
                        + "nested loops' counted each (SetupLimits.layoutLoopPasses)")
            }
            return []
        }
        layout.loopPasses += Int(count)
        var passes: [FrameLoopPass] = []
        for k in 0..<Int(count) {
            var pass = FrameLoopPass()
            if let indexName { pass.numbers[indexName] = .number(Double(k)) }
            if let elementName {
                switch elements {
                case .range(let from, _, let step): pass.numbers[elementName] = .number(from + Double(k) * step)
                case .views(let views): pass.views[elementName] = views[k]
                }
            }
            passes.append(pass)
        }
        return passes
    }

    /// What a loop of `layoutSubviews()` runs over.
    private enum LoopElements {
        /// `count` numbers from `from` by `step`.
        case range(from: Double, count: Double, step: Double)
        case views([ViewValue])
    }

    /// `a..<b`, `a...b`, `stride(from:to:by:)`, `stride(from:through:by:)` of constants, or an array of views
    /// (a literal, or a property or local holding one).
    private func loopElements(_ e: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> LoopElements? {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, t.elements.first!.label == nil {
            return loopElements(t.elements.first!.expression, r, layout)   // `(0..<n).forEach { … }`
        }
        func constant(_ e: ExprSyntax) -> Double? {
            guard let n = frameValue(e, r, layout), case .number(let v) = n, v.isConstant, v.constant.isFinite else { return nil }
            return v.constant
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["..<", "..."].contains(op) {
            guard let a = constant(infix.leftOperand), let b = constant(infix.rightOperand) else { return nil }
            return .range(from: a, count: max(0, b - a + (op == "..." ? 1 : 0)).rounded(.up), step: 1)
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "stride" {
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"] else { return nil }
            let values = call.arguments.compactMap { constant($0.expression) }
            guard values.count == 3, values[2] != 0 else { return nil }
            let (from, to, step) = (values[0], values[1], values[2])
            // `to` excludes its end, `through` includes it (when a step lands on it).
            var count = ((to - from) / step).rounded(.up)
            if labels[1] == "through", (to - from).truncatingRemainder(dividingBy: step) == 0 { count = (to - from) / step + 1 }
            return .range(from: from, count: max(0, count), step: step)
        }
        // `subviews` of the item (its content view's, where `addSubview` put them) in the order they were added.
        if ["subviews", "self.subviews", "contentView.subviews", "self.contentView.subviews"].contains(e.trimmedDescription) {
            let added = r.view.codeViews.indices.filter { r.view.codeViews[$0].superview == .contentView && !r.view.codeViews[$0].arranged }
            return .views(added.sorted { r.view.codeViews[$0].added < r.view.codeViews[$1].added }.map { .codeView($0) })
        }
        guard case .array(let views) = viewValue(e, r, layout.views), views.allSatisfy(isView) else { return nil }
        return .views(views)
    }

    /// `1000000000` as messages write it: `1,000,000,000`.
    static func grouped(_ n: Double) -> String {
        guard n.isFinite, abs(n) < 1e18 else { return "\(n)" }
        let digits = String(Int(n.magnitude))
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}

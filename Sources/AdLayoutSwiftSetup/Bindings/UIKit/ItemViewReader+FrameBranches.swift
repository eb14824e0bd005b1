import AdLayoutCore
import Foundation
import SwiftSyntax

/// The branches `layoutSubviews()` takes as UIKit takes them, for each item: an `if`, `guard`, `switch`,
/// `while` or `? :` on the item's size (`bounds.width < 360`, a frame set from the bounds) or on a view's
/// `isHidden` (which `setData` may set per ad) is decided on each path through those conditions, true then
/// false, depth first; each path's frames become constraints installed for the items it is for — the
/// condition in the document's language (`bounds.width < 360 && state == paid`), decided when an item's
/// bounds and ad are known (``/AdLayoutModel/AppCodeConstraint/condition``).
extension ItemViewReader {
    /// The frames `init(frame:)` set (``initFrameAssignment(_:_:_:_:)``), then `override func layoutSubviews()`'s,
    /// which UIKit runs after them and after `setData`: once per path through its conditions on the bounds and
    /// on views' `isHidden`; a constraint not made on every path is installed for the items of the paths that make it.
    func readFrames(layoutSubviews f: FunctionDeclSyntax?, _ r: ItemViewReading) {
        let start = r.frames
        start.locals = [:]
        start.views = [:]
        if let f { r.helpersRead.insert(f.name.text) }
        let autoresizing = Set(r.view.codeViews.indices.filter { r.view.codeViews[$0].translatesAutoresizingMask })
        var placedOn: [Set<Int>] = []
        var paths: [(conditions: [(condition: String, value: Bool)], constraints: [CodeConstraintRecord])] = []
        var plan: [Bool] = []
        repeat {
            let layout = start.copy()
            layout.plan = plan
            if let body = f?.body { runFrames(body.statements, r, layout) }
            var placed = Set<Int>()
            paths.append((layout.decided, emitFrames(layout, r, autoresizing: autoresizing, placed: &placed)))
            placedOn.append(placed)
            plan = layout.plan
            while plan.last == false { plan.removeLast() }
            if !plan.isEmpty { plan[plan.count - 1] = false }
        } while !plan.isEmpty && !stopped && paths.count < SetupLimits.layoutPaths
        if !plan.isEmpty && !stopped, let f {
            report(.warning, .swiftLimit, position(f.name), "skipped: layoutSubviews()'s conditions on the bounds and on views' isHidden "
                   + "make more than \(SetupLimits.layoutPaths) paths; the rest are not read, and the items they are for are drawn "
                   + "without their frames (move the conditions into fewer ifs)")
        }
        // A view a path leaves where it is keeps the frame it was made with, zero (`UILabel()`), on that path.
        let placed = placedOn.reduce(into: Set<Int>()) { $0.formUnion($1) }
        for k in paths.indices {
            for i in placed.subtracting(placedOn[k]).sorted() {
                let at = r.view.codeViews[i].position
                for (attribute, edge) in [(AppCodeConstraint.Attribute.left, true), (.top, true), (.width, false), (.height, false)] {
                    var c = CodeConstraintRecord(first: (.view(i), attribute), relation: .equal, second: edge ? (.contentView, attribute) : nil,
                                                 multiplier: 1, constant: 0, position: at)
                    c.isActive = true
                    paths[k].constraints.append(c)
                }
            }
        }
        for i in placed { r.view.codeViews[i].translatesAutoresizingMask = false }
        installFrames(paths, r)
    }

    /// Each distinct constraint of the paths, installed for the items of the paths that make it (for every item when all do).
    private func installFrames(_ paths: [(conditions: [(condition: String, value: Bool)], constraints: [CodeConstraintRecord])],
                               _ r: ItemViewReading) {
        var keys: [String] = []
        var records: [String: CodeConstraintRecord] = [:]
        var on: [String: Set<Int>] = [:]
        for (k, path) in paths.enumerated() {
            var seen: [String: Int] = [:]
            for c in path.constraints {
                let base = "\(c.position.origin)|\(c.first.item)|\(c.first.attribute)|\(c.relation)|\(String(describing: c.second?.item))|"
                    + "\(String(describing: c.second?.attribute))|\(c.multiplier)|\(c.constant)|\(c.priority)"
                seen[base, default: 0] += 1
                let key = "\(base)#\(seen[base]!)"
                if records[key] == nil { keys.append(key); records[key] = c }
                on[key, default: []].insert(k)
            }
        }
        var made: [(record: CodeConstraintRecord, condition: String?)] = []
        for key in keys {
            let record = records[key]!
            let condition = on[key]!.count == paths.count ? nil : branchText(on[key]!, paths.map(\.conditions))
            if let condition, condition.count > FormatLimits.expressionLength {
                report(.warning, .swiftLimit, record.position, "skipped: layoutSubviews() sets this frame for items whose conditions take "
                       + "more than \(FormatLimits.expressionLength) characters to write; it is not drawn (move the conditions into fewer ifs)")
                continue
            }
            made.append((record, condition))
        }
        if made.contains(where: { $0.condition != nil }), r.view.perAdConstraints == nil {
            r.view.perAdConstraints = r.view.constraints.filter(\.isActive).map { PerAdConstraint(record: $0) }
        }
        for (record, condition) in made {
            r.view.constraints.append(record)
            guard r.view.perAdConstraints != nil else { continue }
            var p = PerAdConstraint(record: record)
            p.condition = condition
            r.view.perAdConstraints!.append(p)
        }
    }

    /// The items of the paths `set` (indices of `conditions`): each path's conditions, two that differ in one merged.
    private func branchText(_ set: Set<Int>, _ conditions: [[(condition: String, value: Bool)]]) -> String? {
        let clauses = Self.merged(set.sorted().map { conditions[$0] }).map { c in
            c.isEmpty ? "true" : c.count == 1 && c[0].value ? c[0].condition
                : c.map { $0.value ? Self.wrapped($0.condition) : "!" + Self.wrapped($0.condition) }.joined(separator: " && ")
        }
        guard !clauses.contains("true") else { return nil }
        return clauses.count == 1 ? clauses[0] : clauses.map { Self.wrapped($0) }.joined(separator: " || ")
    }

    /// The value `condition` takes on the path being read: the one it took before on it, else the plan's (true past the plan).
    private func decideBranch(_ condition: String, _ layout: FrameLayout) -> Bool {
        if let earlier = layout.decidedValues[condition] { return earlier }
        let index = layout.decided.count
        if index >= layout.plan.count { layout.plan.append(true) }
        let value = layout.plan[index]
        layout.decided.append((condition, value))
        layout.decidedValues[condition] = value
        return value
    }

    // MARK: Conditions

    /// Whether `e` holds on the path being read: constants, the bounds, frames set from them, views' `isHidden`,
    /// `!`, `&&` and `||` (which skip their right side as Swift does); nil, said at `e`, when it cannot be decided.
    func layoutCondition(_ e: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> Bool? {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let d = e.as(DeclReferenceExprSyntax.self), case .flag(let b)? = layout.locals[d.baseName.text] { return b }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return layoutCondition(t.elements.first!.expression, r, layout) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return layoutCondition(p.expression, r, layout).map { !$0 } }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "isHidden", let base = m.base,
           case .codeView(let i) = viewValue(base, r, layout.views) {
            switch hiddenTest(i, r) {
            case .known(let b): return b
            case .condition(let text): return decideBranch(text, layout)
            }
        }
        guard let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return unreadCondition(e)
        }
        // `badge.isHidden == false`: the other side, or its negation.
        if ["==", "!="].contains(op), let (literal, other) = infix.leftOperand.as(BooleanLiteralExprSyntax.self).map({ ($0, infix.rightOperand) })
            ?? infix.rightOperand.as(BooleanLiteralExprSyntax.self).map({ ($0, infix.leftOperand) }) {
            guard let value = layoutCondition(other, r, layout) else { return nil }
            return (value == (literal.literal.tokenKind == .keyword(.true))) == (op == "==")
        }
        switch op {
        case "&&", "||":
            guard let a = layoutCondition(infix.leftOperand, r, layout) else { return nil }
            if a == (op == "||") { return a }
            return layoutCondition(infix.rightOperand, r, layout)
        case "<", "<=", ">", ">=", "==", "!=":
            guard let a = frameNumber(infix.leftOperand, r, layout), let b = frameNumber(infix.rightOperand, r, layout) else {
                return unreadCondition(e)
            }
            return layoutComparison(a, op, b, at: e, r, layout)
        default:
            return unreadCondition(e)
        }
    }

    /// Whether `e` is written as a condition (a comparison, `!`, `&&`, `||`, `isHidden`, `true`/`false`): a `let` of one is a flag.
    static func isCondition(_ e: ExprSyntax) -> Bool {
        if e.is(BooleanLiteralExprSyntax.self) { return true }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return isCondition(t.elements.first!.expression) }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return p.operator.text == "!" }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text == "isHidden" }
        guard let op = e.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return ["<", "<=", ">", ">=", "==", "!=", "&&", "||"].contains(op)
    }

    /// `a op b` on the path being read (``layoutCondition(_:_:_:)``).
    func layoutComparison(_ a: FrameLinear, _ op: String, _ b: FrameLinear, at e: ExprSyntax, _ r: ItemViewReading,
                          _ layout: FrameLayout) -> Bool? {
        switch boundsNumber(a - b, r, layout) {
        case .measured:
            skipped(e, "the condition \(e.shortText) in layoutSubviews() compares a text's measured size (sizeToFit(), "
                    + "sizeThatFits(_:), intrinsicContentSize), which is known only when each ad's text is laid out; its else branch "
                    + "is read (compare the bounds or frames set from them, or place the views with constraints)")
            return nil
        case .undetermined:
            return unreadCondition(e)
        case .bounds(let d):
            guard !d.isConstant else {
                let c = d.constant
                switch op {
                case "<": return c < 0
                case "<=": return c <= 0
                case ">": return c > 0
                case ">=": return c >= 0
                case "==": return c == 0
                default: return c != 0
                }
            }
            let (text, negated) = Self.boundsPredicate(d, op)
            return decideBranch(text, layout) != negated
        }
    }

    /// A condition the reader does not decide: said at `e`; nil.
    private func unreadCondition(_ e: ExprSyntax) -> Bool? {
        skipped(e, "the condition \(e.shortText) in layoutSubviews() is not read: conditions on constants, on the bounds, on frames "
                + "set from the bounds and on views' isHidden are; its else branch is read")
        return nil
    }

    /// A number of frames in terms of the bounds alone, each view's frame written in as this path set it.
    private enum BoundsNumber {
        case bounds(FrameLinear)
        /// It involves a label's fitting size (measured per ad when laid out).
        case measured
        /// It involves a frame no line of `layoutSubviews()` set (Auto Layout's, or not set).
        case undetermined
    }

    private func boundsNumber(_ n: FrameLinear, _ r: ItemViewReading, _ layout: FrameLayout) -> BoundsNumber {
        guard !n.isClamped, !n.mixed else { return .undetermined }
        var n = n
        // Each pass writes in one view's number; a frame names other views' at most a few levels deep.
        for _ in 0..<64 {
            guard let (u, k) = n.terms.first(where: { $0.key.view != .contentView }) else { return .bounds(n) }
            guard case .view(let j) = u.view else { return .undetermined }
            let vertical: Bool
            switch u {
            case .fitting: return .measured
            case .origin(_, let v), .size(_, let v): vertical = v
            }
            let axis = layout.axis(j, vertical: vertical)
            guard axis.position != nil else { return .undetermined }
            let value: FrameLinear
            if case .origin = u { value = axis.origin ?? .number(0) } else { value = axis.size ?? .number(0) }
            guard !value.isClamped, !value.mixed else { return .undetermined }
            n.terms[u] = nil
            n = n + value * k
        }
        return .undetermined
    }

    /// `d op 0` as a condition on the bounds in the document's language, as a positive test (`<`, `<=`, `==`) and whether
    /// it is negated: `bounds.width - 360 >= 0` is `!(bounds.width < 360)`.
    static func boundsPredicate(_ d: FrameLinear, _ op: String) -> (text: String, negated: Bool) {
        let w = d.terms[.size(.contentView, vertical: false)] ?? 0, h = d.terms[.size(.contentView, vertical: true)] ?? 0
        let lead = w != 0 ? w : h
        // Divided by the first coefficient's size, its sign flipping the comparison when negative.
        var op = op
        if lead < 0 { op = ["<": ">", "<=": ">=", ">": "<", ">=": "<="][op] ?? op }
        let scale = 1 / abs(lead)
        let (kw, kh, c) = (w * scale * (lead < 0 ? -1 : 1), h * scale * (lead < 0 ? -1 : 1), d.constant * scale * (lead < 0 ? -1 : 1))
        var lhs = kw != 0 ? "bounds.width" : ""
        if kh != 0 {
            let k = abs(kh) == 1 ? "" : "\(number(abs(kh))) * "
            lhs = lhs.isEmpty ? "\(k)bounds.height" : "\(lhs) \(kh > 0 ? "+" : "-") \(k)bounds.height"
        }
        let positive: (op: String, negated: Bool) = switch op {
        case ">": ("<=", true)
        case ">=": ("<", true)
        case "!=": ("==", true)
        default: (op, false)
        }
        return ("\(lhs) \(positive.op) \(number(-c))", positive.negated)
    }

    /// A number as a condition writes it: whole numbers without a fraction, others to six places.
    private static func number(_ x: Double) -> String {
        let rounded = (x * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.6f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Whether view `i` is hidden when `layoutSubviews()` runs: as `init(frame:)` left it, then as `setData` set it on each
    /// path (per ad state and condition on the ad's fields): known, or the ads it is hidden for.
    func hiddenTest(_ i: Int, _ r: ItemViewReading) -> AdTest {
        let view = r.view.codeViews[i]
        var initial = false
        if let set = view.properties.last(where: { $0.key == "hidden" }), case .bool(let b) = set.value.value { initial = b }
        var pairs: [(state: AdState, path: SetDataPath)] = []
        for state in AdState.allCases { pairs += (r.view.setDataPaths[state] ?? []).map { (state, $0) } }
        let hidden = Set(pairs.indices.filter { k in
            if let v = pairs[k].path.values[view.name]?["hidden"], case .bool(let b) = v.value.value { return b }
            return initial
        })
        guard !pairs.isEmpty else { return .known(initial) }
        guard !hidden.isEmpty, hidden.count < pairs.count, let text = conditionText(hidden, pairs) else { return .known(!hidden.isEmpty) }
        return .condition(text)
    }
}

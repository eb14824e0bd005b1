import AdLayoutCore
import Foundation
import SwiftSyntax

/// The paths `setData` takes for one ad state: each condition on the ad's fields it meets (`if
/// item.pointValue > 1000`, `guard !item.appName.isEmpty`, `item.multiReward ? … : …`) is decided
/// true, then false, depth first, so every branch is read once with the conditions that lead to it.
/// One path through `setData` for an ad state: the conditions on the ad's fields it met, and what it set.
struct SetDataPath {
    var conditions: [(condition: String, value: Bool)]
    var values: [String: [String: (value: JSONNode, position: SetupPosition)]]
    /// The constraints of `init(frame:)` the path changed (their constant, whether installed), by index.
    var changedConstraints: [Int: CodeConstraintRecord] = [:]
    /// The constraints the path made (SnapKit's `remakeConstraints`, an `updateConstraints` with nothing to update).
    var madeConstraints: [CodeConstraintRecord] = []
}

/// The paths being read (``SetDataPath``): the plan of the next one, and what the current one met and set.
final class SetDataPaths {
    /// The value each new condition takes on the path being read, in the order met.
    var plan: [Bool] = []
    /// The value a condition met past the plan takes: true while the paths are walked, false for the
    /// state's own path read last when there are too many (``SetupLimits/setDataPaths``).
    var beyondPlan = true
    /// The conditions decided on the path being read (in the ad-condition language), with their values.
    var decided: [(condition: String, value: Bool)] = []
    /// What the path being read sets: by outlet, then key (`text`, `color`, `alpha`, `hidden`,
    /// `backgroundColor`, `image`).
    var values: [String: [String: (value: JSONNode, position: SetupPosition)]] = [:]
}

extension ItemViewReader {
    /// What a condition of `setData` is for the state being read: decided, or a condition on the ad's
    /// fields in the document's language (``AdCondition``).
    enum AdTest {
        case known(Bool)
        case condition(String)
    }

    /// `setData`'s body once per path for `state`: the path where every condition on the ad's fields is
    /// false (the else branches) is the state's; each other path is a case of its conditions.
    func readPaths(_ body: CodeBlockSyntax, _ r: ItemViewReading, ad: String, state: AdState) {
        let p = r.paths
        p.plan = []
        var paths: [SetDataPath] = []
        // Each path starts from init(frame:)'s constraints and properties (a constraint another path made and kept in a
        // property is not this path's), and keeps what it changes of them apart.
        let base = (constraints: r.view.constraints, snapKit: r.snapKitConstraints, properties: r.properties)
        func readPath() {
            p.decided = []
            p.values = [:]
            (r.view.constraints, r.snapKitConstraints, r.properties) = base
            _ = run(body, r, locals: [ad: .ad])
            var path = SetDataPath(conditions: p.decided, values: p.values)
            for (i, c) in zip(base.constraints.indices, r.view.constraints)
            where c.isActive != base.constraints[i].isActive || c.constant != base.constraints[i].constant
                || c.priority != base.constraints[i].priority {
                path.changedConstraints[i] = c
            }
            path.madeConstraints = Array(r.view.constraints.dropFirst(base.constraints.count))
            paths.append(path)
        }
        repeat {
            readPath()
            while p.plan.last == false { p.plan.removeLast() }
            if !p.plan.isEmpty { p.plan[p.plan.count - 1] = false }
        } while !p.plan.isEmpty && !stopped && paths.count < SetupLimits.setDataPaths - 1
        if !p.plan.isEmpty && !stopped {
            report(.warning, .swiftLimit, position(body), "skipped: setData's conditions on the ad's fields make more than "
                   + "\(SetupLimits.setDataPaths) paths; the rest are not read (move the conditions into fewer ifs)")
            // The last path is the state's (every condition false), also when the walk stops short of it.
            p.plan = []
            p.beyondPlan = false
            readPath()
            p.beyondPlan = true
        }
        (r.view.constraints, r.snapKitConstraints, r.properties) = base
        r.view.setData[state] = paths.last?.values
        r.view.setDataPaths[state] = paths
    }

    /// Counts a statement of `setData` against its own budget (``SetupLimits/setDataStatements``): a `setData`
    /// is read once per ad state and path, so a realistic one reads far more than the files' statements; past the
    /// budget, an error at the statement and reading stops.
    func countInSetData(_ statement: some SyntaxProtocol) -> Bool {
        guard !stopped else { return false }
        setDataStatementsRead += 1
        guard setDataStatementsRead <= SetupLimits.setDataStatements else {
            setup.limitPassed(statement, "more than \(SetupLimits.setDataStatements) statements to read in setData (it is read once "
                              + "per ad state and path through its conditions on the ad's fields, at most \(SetupLimits.setDataPaths) "
                              + "paths a state); the limit is \(SetupLimits.setDataStatements)")
            return false
        }
        return true
    }

    /// Says, once per outlet, the cases ``SetupItemView/casesJSON(outlet:)`` leaves out: a condition longer than the
    /// document's expressions may be (many conditions on one path, past the 64-path limit).
    func reportLongCases(_ view: SetupItemView) {
        for outlet in view.outletOrder {
            let long = view.cases(outlet: outlet).filter { $0.condition.count > FormatLimits.expressionLength }
            guard let first = long.first else { continue }
            report(.warning, .swiftLimit, first.position, "skipped: setData sets \(outlet) for ads whose conditions take more than "
                   + "\(FormatLimits.expressionLength) characters to write; \(long.count) such case\(long.count == 1 ? " is" : "s are") left "
                   + "out (move the conditions into fewer ifs)")
        }
    }

    /// Whether `e` holds on the path being read: a condition on the ad (its state, decided; its fields,
    /// decided by the path); nil when `e` is not one.
    func adCondition(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool? {
        guard let state = r.state, let test = adTest(e, state, r, locals) else { return nil }
        switch test {
        case .known(let b): return b
        case .condition(let text): return decide(text, r)
        }
    }

    /// The value `condition` takes on the path being read: the one it took before on this path, else the
    /// plan's. A negation is decided as what it negates (`guard !item.appName.isEmpty` as `appName.isEmpty`),
    /// so the last path, where every condition is false, is the one where the guards pass.
    func decide(_ condition: String, _ r: ItemViewReading) -> Bool {
        var condition = condition
        var negated = false
        while let inner = Self.negatedOperand(condition) { condition = inner; negated.toggle() }
        return decidePositive(condition, r) != negated
    }

    /// `x` of `!x` or `!(x)`; nil when `condition` is no negation of one operand.
    private static func negatedOperand(_ condition: String) -> String? {
        guard condition.hasPrefix("!") else { return nil }
        let rest = condition.dropFirst()
        if wrapped(String(rest)) == String(rest) { return String(rest) }
        guard rest.first == "(", rest.last == ")" else { return nil }
        var depth = 0
        for (i, c) in rest.enumerated() {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if depth == 0 && i < rest.count - 1 { return nil }
        }
        return String(rest.dropFirst().dropLast())
    }

    private func decidePositive(_ condition: String, _ r: ItemViewReading) -> Bool {
        let p = r.paths
        if let earlier = p.decided.first(where: { $0.condition == condition }) { return earlier.value }
        let index = p.decided.count
        if index >= p.plan.count { p.plan.append(p.beyondPlan) }
        let value = p.plan[index]
        p.decided.append((condition, value))
        return value
    }

    /// `if let corp = item.corpDesc`: the field's name when `e` is one of the ad's optional texts.
    func optionalAdField(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> String? {
        guard let name = adField(e, r, locals), AdConditionVariables.all["\(name).isNil"] != nil else { return nil }
        return name
    }

    /// The ad's field `e` names (`item.pointValue`, a local bound to `item.appName`); nil otherwise.
    private func adField(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> String? {
        var e = e
        while true {
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression; continue }
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { e = t.elements.first!.expression; continue }
            break
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, case .ad = viewValue(base, r, locals) {
            return m.declName.baseName.text
        }
        guard e.is(DeclReferenceExprSyntax.self), case .text(let t) = viewValue(e, r, locals), t.hasPrefix("{"), t.hasSuffix("}") else {
            return nil
        }
        let name = String(t.dropFirst().dropLast())
        return name.allSatisfy { $0.isLetter || $0.isNumber } ? name : nil
    }

    /// A condition or number as an operand: a name as is, anything else in parentheses.
    static func wrapped(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } ? text : "(\(text))"
    }

    /// `e` as a condition on the ad for `state`; nil when it is not one (a local flag, a call).
    func adTest(_ e: ExprSyntax, _ state: AdState, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> AdTest? {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return .known(b.literal.tokenKind == .keyword(.true)) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return adTest(t.elements.first!.expression, state, r, locals) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            switch adTest(p.expression, state, r, locals) {
            case .known(let b)?: return .known(!b)
            case .condition(let c)?: return .condition("!" + Self.wrapped(c))
            case nil: return nil
            }
        }
        if let m = e.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let name = m.declName.baseName.text
            if name == "isEmpty", let field = adField(baseExpr, r, locals), AdConditionVariables.all["\(field).isEmpty"] != nil {
                return .condition("\(field).isEmpty")
            }
            if let field = adField(e, r, locals), AdConditionVariables.all[field]?.isBool == true { return .condition(field) }
            return nil
        }
        guard let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return nil
        }
        let left = infix.leftOperand, right = infix.rightOperand
        switch op {
        case "&&", "||":
            guard let a = adTest(left, state, r, locals), let b = adTest(right, state, r, locals) else { return nil }
            switch (a, b) {
            case (.known(let x), .known(let y)): return .known(op == "&&" ? x && y : x || y)
            case (.known(let x), let other), (let other, .known(let x)):
                if op == "&&" { return x ? other : .known(false) }
                return x ? .known(true) : other
            case (.condition(let x), .condition(let y)):
                return .condition("\(Self.wrapped(x)) \(op) \(Self.wrapped(y))")
            }
        case "??":
            // `item.corpDesc?.isEmpty ?? true`: nil counts as empty; `?? false`: only a text that is there.
            guard let b = right.as(BooleanLiteralExprSyntax.self), case .condition(let c)? = adTest(left, state, r, locals),
                  c.hasSuffix(".isEmpty") else { return nil }
            let field = String(c.dropLast(".isEmpty".count))
            guard AdConditionVariables.all["\(field).isNil"] != nil else { return .condition(c) }
            return .condition(b.literal.tokenKind == .keyword(.true) ? c : "!\(field).isNil && \(c)")
        case "==", "!=":
            if isState(left, r, locals) || isState(right, r, locals) {
                guard let named = stateName(isState(left, r, locals) ? right : left) else { return nil }
                return .known((named == state) == (op == "=="))
            }
            // `item.corpDesc == nil`, `item.appName == ""`.
            for (a, b) in [(left, right), (right, left)] {
                if b.is(NilLiteralExprSyntax.self), let field = optionalAdField(a, r, locals) {
                    return .condition((op == "==" ? "" : "!") + "\(field).isNil")
                }
                if b.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "", let field = adField(a, r, locals),
                   AdConditionVariables.all["\(field).isEmpty"] != nil {
                    return .condition((op == "==" ? "" : "!") + "\(field).isEmpty")
                }
            }
            fallthrough
        case "<", "<=", ">", ">=":
            guard let a = adNumber(left, r, locals), let b = adNumber(right, r, locals), a.ad || b.ad else { return nil }
            return .condition("\(a.text) \(op) \(b.text)")
        default:
            return nil
        }
    }

    /// `e` as a number of the ad's condition language: the ad's numbers (`item.pointValue`,
    /// `item.appName.count`), literals, constants, `+ - * /`; `ad` when it involves the ad.
    private func adNumber(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> (text: String, ad: Bool)? {
        if let i = e.as(IntegerLiteralExprSyntax.self) { return (i.literal.text.replacingOccurrences(of: "_", with: ""), false) }
        if let f = e.as(FloatLiteralExprSyntax.self) { return (f.literal.text.replacingOccurrences(of: "_", with: ""), false) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 {
            return adNumber(t.elements.first!.expression, r, locals).map { ("(\($0.text))", $0.ad) }
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first!.label == nil,
           ["Int", "Double", "CGFloat", "Float", "Int64"].contains(call.calledExpression.trimmedDescription) {
            return adNumber(call.arguments.first!.expression, r, locals)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let x = adNumber(p.expression, r, locals) {
            return ("-\(Self.wrapped(x.text))", x.ad)
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/"].contains(op) {
            guard let a = adNumber(infix.leftOperand, r, locals), let b = adNumber(infix.rightOperand, r, locals) else { return nil }
            return ("(\(a.text) \(op) \(b.text))", a.ad || b.ad)
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "count", let base = m.base,
           let field = adField(base, r, locals), AdConditionVariables.all["\(field).count"] != nil {
            return ("\(field).count", true)
        }
        if let field = adField(e, r, locals) {
            guard let v = AdConditionVariables.all[field], !v.isBool, field != "state" else { return nil }
            return (field, true)
        }
        guard e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self),
              let n = constant(e, .float, scope: Scope(parent: globals), selfObject: nil), n.isFinite else { return nil }
        return (ExpressionFormatting.number(n), false)
    }
}

extension SetupItemView {
    /// The outlet's `cases`: what `setData` sets for the ads a condition on their fields holds for (each
    /// path but a state's last, as far as it differs from the last, under the conditions that change the
    /// outlet), and the background colours and images it sets per state; cases alike in every state but
    /// their state are written once.
    func casesJSON(outlet: String) -> JSONNode? {
        // A case whose condition is past the document's expression length is left out (said by the reader).
        let nodes: [JSONNode] = cases(outlet: outlet).filter { $0.condition.count <= FormatLimits.expressionLength }.map { c in
            .object(c.position, [("if", .at(c.position, .string(c.condition)))] + c.members)
        }
        guard !nodes.isEmpty else { return nil }
        return JSONNode(value: .array(nodes), location: nodes[0].location, file: nodes[0].file)
    }

    /// The outlet's cases: their conditions in the document's language, what each sets, and where.
    func cases(outlet: String) -> [(condition: String, members: [(String, JSONNode)], position: SetupPosition)] {
        var entries: [(states: [AdState], condition: String, members: [(String, JSONNode)], position: SetupPosition, key: String)] = []
        func add(_ state: AdState, _ condition: String, _ members: [(String, JSONNode)], _ at: SetupPosition) {
            let key = ([condition] + members.map { "\($0.0)=\(JSONWriter.write($0.1))" }).joined(separator: "\u{1}")
            if let i = entries.firstIndex(where: { $0.key == key }) {
                if !entries[i].states.contains(state) { entries[i].states.append(state) }
            } else {
                entries.append(([state], condition, members, at, key))
            }
        }
        let keys = ["text", "color", "alpha", "hidden", "backgroundColor", "image", "runs"]
        // Paint that only setData sets: per state, before what its paths change.
        for state in AdState.allCases {
            let base = setData[state]?[outlet] ?? [:]
            let paint = ["backgroundColor", "image", "runs"].compactMap { k in base[k].map { (k, $0) } }
            if let first = paint.first { add(state, "", paint.map { ($0.0, $0.1.value) }, first.1.position) }
        }
        for state in AdState.allCases {
            guard let paths = setDataPaths[state], let fallback = paths.last else { continue }
            let base = fallback.values[outlet] ?? [:]
            // Each key under the conditions that change it, when the other paths they leave in agree on it.
            var relevant: [String: Set<String>] = [:]
            for k in keys {
                relevant[k] = Self.relevantConditions(paths) { path in path.values[outlet]?[k].map { JSONWriter.write($0.value) } ?? "-" }
            }
            for path in paths.dropLast() {
                for k in keys {
                    guard let v = path.values[outlet]?[k] else { continue }
                    if let b = base[k], JSONWriter.write(b.value) == JSONWriter.write(v.value) { continue }
                    func shown(_ p: SetDataPath) -> String? { p.values[outlet]?[k].map { JSONWriter.write($0.value) } }
                    var conditions = path.conditions.filter { relevant[k]?.contains($0.condition) == true }
                    let agreeing = paths.filter { other in
                        // A path that never met a condition may hold ads it holds for: it counts.
                        conditions.allSatisfy { c in other.conditions.first { $0.condition == c.condition }.map { $0.value == c.value } ?? true }
                    }
                    if conditions.isEmpty || agreeing.contains(where: { shown($0) != shown(path) }) { conditions = path.conditions }
                    let text = conditions.count == 1 && conditions[0].value ? conditions[0].condition
                        : conditions.map { $0.value ? ItemViewReader.wrapped($0.condition) : "!" + ItemViewReader.wrapped($0.condition) }
                            .joined(separator: " && ")
                    add(state, text, [(k, v.value)], v.position)
                }
            }
        }
        // Cases of one condition in the same states, one entry.
        var merged: [(states: [AdState], condition: String, members: [(String, JSONNode)], position: SetupPosition, key: String)] = []
        for e in entries {
            if let i = merged.firstIndex(where: { $0.condition == e.condition && $0.states == e.states }) {
                merged[i].members += e.members
            } else {
                merged.append(e)
            }
        }
        entries = merged
        return entries.map { e in
            var clauses: [String] = []
            if e.states.count < AdState.allCases.count {
                let each = e.states.map { "state == \($0.name)" }
                clauses.append(each.count == 1 ? each[0] : "(" + each.joined(separator: " || ") + ")")
            }
            if !e.condition.isEmpty { clauses.append(clauses.isEmpty ? e.condition : ItemViewReader.wrapped(e.condition)) }
            let condition = clauses.isEmpty ? "true" : clauses.joined(separator: " && ")
            return (condition, e.members, e.position)
        }
    }

    /// The conditions that change what `shown` says of a path: two paths that differ in the condition,
    /// agree in every other they both met, and show differently.
    private static func relevantConditions(_ paths: [SetDataPath], _ shown: (SetDataPath) -> String) -> Set<String> {
        guard paths.count > 1 else { return [] }
        var out: Set<String> = []
        let seen = paths.map(shown)
        for i in paths.indices {
            for j in paths.indices where j > i && seen[i] != seen[j] {
                let a = paths[i].conditions, b = paths[j].conditions
                var differing: [String] = []
                for c in a {
                    guard let other = b.first(where: { $0.condition == c.condition }) else { continue }
                    if other.value != c.value { differing.append(c.condition) }
                }
                if differing.count == 1 { out.insert(differing[0]) }
            }
        }
        return out
    }
}

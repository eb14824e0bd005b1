import AdLayoutCore
import Foundation

/// A constraint of views made in code as `setData` leaves it per ad: SnapKit's `updateConstraints`
/// changes the constant of the constraint it matches, `remakeConstraints` uninstalls the view's and
/// makes others, under the ad's state and the conditions on its fields (``SetDataPath``).
struct PerAdConstraint {
    /// The constraint, at its constant for the ads no case is for.
    var record: CodeConstraintRecord
    /// The ads it is installed for, in the document's condition language; nil for every ad.
    var condition: String?
    /// Other constants, each for the ads its condition holds for.
    var cases: [(condition: String, constant: Double)] = []
}

extension ItemViewReader {
    /// Conditions of a path merged only up to this many (two paths that differ in one condition are one
    /// without it): past it each path's conditions are written whole.
    static let mergedConditions = 16

    /// The constraints of `view` per ad (``SetupItemView/perAdConstraints``), when some path of `setData`
    /// changed or made one; each path's constraints are what `init(frame:)` made as that path changed them.
    func readConstraintsPerAd(_ view: SetupItemView) {
        var pairs: [(state: AdState, path: SetDataPath)] = []
        for state in AdState.allCases {
            guard let paths = view.setDataPaths[state] else { return }
            pairs += paths.map { (state, $0) }
        }
        guard pairs.contains(where: { !$0.path.changedConstraints.isEmpty || !$0.path.madeConstraints.isEmpty }) else { return }
        // Per constraint: its constant on each path (by index in `pairs`) that installs it.
        var entries: [(record: CodeConstraintRecord, constants: [Int: Double])] = view.constraints.map { ($0, [:]) }
        var made: [String: Int] = [:]
        for (k, pair) in pairs.enumerated() {
            for (i, base) in view.constraints.enumerated() {
                let c = pair.path.changedConstraints[i] ?? base
                if c.isActive { entries[i].constants[k] = c.constant }
            }
            // A constraint made on several paths (the same line, items and attributes) is one.
            var seen: [String: Int] = [:]
            for c in pair.path.madeConstraints where c.isActive {
                let key = "\(c.position.origin)|\(c.first.item)|\(c.first.attribute)|\(c.relation)|\(String(describing: c.second?.item))|"
                    + "\(String(describing: c.second?.attribute))|\(c.multiplier)|\(c.priority)"
                seen[key, default: 0] += 1
                let id = "\(key)#\(seen[key]!)"
                if let e = made[id] { entries[e].constants[k] = c.constant } else {
                    made[id] = entries.count
                    entries.append((c, [k: c.constant]))
                }
            }
        }
        // The normal state's own path (every condition false) gives a constraint its constant.
        let fallback = pairs.lastIndex { $0.state == .normal } ?? 0
        var out: [PerAdConstraint] = []
        for e in entries where !e.constants.isEmpty {
            var record = e.record
            record.isActive = true
            record.constant = e.constants[fallback] ?? e.constants[e.constants.keys.min()!]!
            var item = PerAdConstraint(record: record)
            item.condition = conditionText(Set(e.constants.keys), pairs)
            var others: [(constant: Double, paths: Set<Int>)] = []
            for k in e.constants.keys.sorted() where e.constants[k]! != record.constant {
                if let g = others.firstIndex(where: { $0.constant == e.constants[k]! }) { others[g].paths.insert(k) } else {
                    others.append((e.constants[k]!, [k]))
                }
            }
            item.cases = others.map { (conditionText($0.paths, pairs) ?? "true", $0.constant) }
            let texts = [item.condition ?? ""] + item.cases.map(\.condition)
            if texts.contains(where: { $0.count > FormatLimits.expressionLength }) {
                report(.warning, .swiftLimit, record.position, "skipped: setData installs or changes this constraint for ads whose "
                       + "conditions take more than \(FormatLimits.expressionLength) characters to write; it is drawn as for the "
                       + "normal state's ads that no condition holds for (move the conditions into fewer ifs)")
                guard e.constants[fallback] != nil else { continue }
                item.condition = nil
                item.cases = []
            }
            out.append(item)
        }
        view.perAdConstraints = out
    }

    /// The ads of `set` (indices of `pairs`) in the document's condition language: per state, its paths'
    /// conditions (merged where two differ in one); nil when `set` is every path.
    func conditionText(_ set: Set<Int>, _ pairs: [(state: AdState, path: SetDataPath)]) -> String? {
        guard set.count < pairs.count else { return nil }
        var groups: [(conjunction: String, states: [AdState])] = []
        for state in AdState.allCases {
            let all = pairs.indices.filter { pairs[$0].state == state }
            let inSet = all.filter(set.contains)
            guard !inSet.isEmpty else { continue }
            let conjunctions = inSet.count == all.count ? [[]] : Self.merged(inSet.map { pairs[$0].path.conditions })
            for c in conjunctions {
                let text = c.count == 1 && c[0].value ? c[0].condition
                    : c.map { $0.value ? Self.wrapped($0.condition) : "!" + Self.wrapped($0.condition) }.joined(separator: " && ")
                if let g = groups.firstIndex(where: { $0.conjunction == text }) { groups[g].states.append(state) } else {
                    groups.append((text, [state]))
                }
            }
        }
        let clauses: [String] = groups.map { g in
            var parts: [String] = []
            // The states, or those left out when they are fewer (`state != paid`).
            let missing = AdState.allCases.filter { !g.states.contains($0) }
            if !missing.isEmpty {
                let each = missing.count < g.states.count ? missing.map { "state != \($0.name)" } : g.states.map { "state == \($0.name)" }
                let joiner = missing.count < g.states.count ? " && " : " || "
                parts.append(each.count == 1 ? each[0] : "(" + each.joined(separator: joiner) + ")")
            }
            if !g.conjunction.isEmpty { parts.append(parts.isEmpty ? g.conjunction : Self.wrapped(g.conjunction)) }
            return parts.isEmpty ? "true" : parts.joined(separator: " && ")
        }
        return clauses.count == 1 ? clauses[0] : clauses.map { Self.wrapped($0) }.joined(separator: " || ")
    }

    /// Paths' conditions with each two that differ in the value of one condition alone made one without it.
    static func merged(_ conjunctions: [[(condition: String, value: Bool)]]) -> [[(condition: String, value: Bool)]] {
        var list = conjunctions
        guard list.allSatisfy({ $0.count <= mergedConditions }) else { return list }
        var changed = true
        while changed {
            changed = false
            search: for i in list.indices {
                for j in list.indices where j > i && list[j].count == list[i].count {
                    var differing: [Int] = []
                    for (x, c) in list[i].enumerated() {
                        guard let other = list[j].first(where: { $0.condition == c.condition }) else { differing = [-1, -1]; break }
                        if other.value != c.value { differing.append(x) }
                    }
                    guard differing.count <= 1, !differing.contains(-1) else { continue }
                    if let x = differing.first { list[i].remove(at: x) }
                    list.remove(at: j)
                    changed = true
                    break search
                }
            }
        }
        return list
    }
}

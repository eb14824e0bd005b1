import AdLayoutConstraintSolver

extension AutoLayoutSystem {
    // MARK: Conflicts

    /// How a recorded constraint is named in warnings.
    func reference(forRecord index: Int) -> ConstraintReference {
        switch records[index].origin {
        case .user(let offset):
            let constraint = userConstraints[offset]
            return ConstraintReference(origin: .user(index: offset, source: constraint.source), equation: constraint.equation)
        case .generated(let origin, .constraint(let description)):
            return ConstraintReference(origin: origin, equation: description.equation)
        case .generated(let origin, .text(let text)):
            return ConstraintReference(origin: origin, equation: text)
        }
    }

    /// The warning for a required constraint the solver refused, with a minimal conflicting set.
    ///
    /// Only required constraints already accepted and connected to the broken one through shared variables can be
    /// involved; the root's variables are fixed by their own constraints, so the search does not spread through them
    /// (that keeps the set local). A scratch solver holding that component then runs a deletion filter: each member
    /// is removed and the broken constraint tried; if it now fits, the member is part of the conflict and goes back,
    /// otherwise it stays out. What remains, plus the broken constraint, is minimal.
    func conflictWarning(forRecord broken: Int) -> LayoutWarning {
        let brokenReference = reference(forRecord: broken)
        let unanalysed = LayoutWarning.unsatisfiableConstraints(
            broken: brokenReference, involved: [brokenReference], isMinimal: false)
        let rootVariables: Set<ObjectIdentifier> = [
            ObjectIdentifier(nodes[0].left), ObjectIdentifier(nodes[0].top),
            ObjectIdentifier(nodes[0].width), ObjectIdentifier(nodes[0].height),
        ]
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for record in acceptedRequired {
            for term in records[record].constraint.expression.terms {
                byVariable[ObjectIdentifier(term.variable), default: []].append(record)
            }
        }
        var component = Set<Int>()
        var seen = Set<ObjectIdentifier>()
        var queue: [ObjectIdentifier] = []
        func visit(_ variable: ObjectIdentifier) {
            guard seen.insert(variable).inserted else { return }
            if rootVariables.contains(variable) {
                for record in byVariable[variable] ?? [] where records[record].constraint.expression.terms.count == 1 {
                    component.insert(record)
                }
            } else {
                queue.append(variable)
            }
        }
        for term in records[broken].constraint.expression.terms { visit(ObjectIdentifier(term.variable)) }
        while let variable = queue.popLast() {
            for record in byVariable[variable] ?? [] where component.insert(record).inserted {
                for term in records[record].constraint.expression.terms { visit(ObjectIdentifier(term.variable)) }
                if component.count > AutoLayoutLimits.maximumConflictAnalysisSize { return unanalysed }
            }
        }

        let scratch = Solver(maximumPivotsPerOperation: options.maximumPivotsPerOperation)
        var members: [Int] = []
        for record in component.sorted() where (try? scratch.addConstraint(records[record].constraint)) != nil {
            members.append(record)
        }
        let brokenConstraint = records[broken].constraint
        var necessary: [Int] = []
        for record in members {
            let constraint = records[record].constraint
            do throws(SolverError) {
                try scratch.removeConstraint(constraint)
                do throws(SolverError) {
                    try scratch.addConstraint(brokenConstraint)
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    continue  // Still contradictory without it: not needed for the conflict.
                }
                try scratch.removeConstraint(brokenConstraint)
                try scratch.addConstraint(constraint)
                necessary.append(record)
            } catch {
                return unanalysed
            }
        }
        let involved = necessary.map { reference(forRecord: $0) } + [brokenReference]
        return .unsatisfiableConstraints(broken: brokenReference, involved: involved, isMinimal: true)
    }

    // MARK: Ambiguity

    /// Probes every item's frame components (relative to the parent) for freedom on the optimal face.
    func checkAmbiguity() throws(AutoLayoutError) {
        hasCheckedAmbiguity = true
        var expressions: [LinearExpression] = []
        expressions.reserveCapacity((nodes.count - 1) * 4)
        for node in nodes.dropFirst() {
            let parent = nodes[node.parent]
            expressions.append(node.left - parent.left)
            expressions.append(node.top - parent.top)
            expressions.append(LinearExpression(node.width))
            expressions.append(LinearExpression(node.height))
        }
        let answers: [Bool]
        do throws(SolverError) {
            answers = try solver.canVary(expressions)
        } catch {
            throw Self.map(error)
        }
        var warnings: [LayoutWarning] = []
        for (offset, node) in nodes.dropFirst().enumerated() {
            let components = zip(FrameComponent.allCases, answers[(offset * 4)..<(offset * 4 + 4)])
                .filter { $0.1 }.map(\.0)
            if !components.isEmpty {
                warnings.append(.ambiguousLayout(itemID: node.item.id, components: components))
            }
        }
        ambiguityWarnings = warnings
    }
}

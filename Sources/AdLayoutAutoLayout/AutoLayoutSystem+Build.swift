import AdLayoutConstraintSolver

extension AutoLayoutSystem {
    // MARK: Tree

    /// Flattens the tree depth-first (parents before children), enforcing the limits while walking so a huge or
    /// deep tree is rejected early.
    static func flatten(_ root: LayoutItem) throws(AutoLayoutError) -> ([Node], [String: Int]) {
        guard !root.isGuide else { throw .invalidItem(itemID: root.id, reason: "the root cannot be a layout guide") }
        var nodes: [Node] = []
        var index: [String: Int] = [:]
        // Explicit stack of (item, parent, depth), children pushed in reverse to keep their order.
        var pending: [(LayoutItem, Int, Int)] = [(root, -1, 0)]
        while let (item, parent, depth) = pending.popLast() {
            guard nodes.count < AutoLayoutLimits.maximumItemCount else {
                throw .tooManyItems(count: nodes.count + 1, limit: AutoLayoutLimits.maximumItemCount)
            }
            guard depth <= AutoLayoutLimits.maximumNestingDepth else {
                throw .nestingTooDeep(itemID: item.id, limit: AutoLayoutLimits.maximumNestingDepth)
            }
            guard index[item.id] == nil else { throw .duplicateItemID(item.id) }
            try validate(item)
            let position = nodes.count
            index[item.id] = position
            nodes.append(Node(item: item, parent: parent, depth: depth))
            if parent >= 0 { nodes[parent].children.append(position) }
            for child in item.children.reversed() {
                pending.append((child, position, depth + 1))
            }
        }
        for stack in nodes.indices where nodes[stack].item.stackConfiguration != nil {
            for child in nodes[stack].children where !nodes[child].item.isGuide {
                nodes[child].isArranged = true
            }
        }
        return (nodes, index)
    }

    private static func validate(_ item: LayoutItem) throws(AutoLayoutError) {
        if item.isGuide && !item.children.isEmpty {
            throw .invalidItem(itemID: item.id, reason: "a layout guide cannot have children")
        }
        let frame = item.frame
        if item.translatesAutoresizingMaskIntoConstraints
            && ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
        {
            throw .invalidItem(itemID: item.id, reason: "the frame is not finite")
        }
        let margins = item.layoutMargins
        if ![margins.top, margins.left, margins.bottom, margins.right].allSatisfy(\.isFinite) {
            throw .invalidItem(itemID: item.id, reason: "the layout margins are not finite")
        }
        if let stack = item.stackConfiguration, !stack.spacing.isFinite || !stack.customSpacing.values.allSatisfy(\.isFinite) {
            throw .invalidItem(itemID: item.id, reason: "the stack spacing is not finite")
        }
        if case .fixed(let size) = item.intrinsicContentSize, !size.width.isFinite || !size.height.isFinite {
            throw .invalidItem(itemID: item.id, reason: "the intrinsic content size is not finite")
        }
    }

    /// The nearest item that contains both (one of them when it is the other's ancestor).
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a
        var b = b
        while nodes[a].depth > nodes[b].depth { a = nodes[a].parent }
        while nodes[b].depth > nodes[a].depth { b = nodes[b].parent }
        while a != b {
            a = nodes[a].parent
            b = nodes[b].parent
        }
        return a
    }

    // MARK: Constraints

    /// Checks each active caller constraint the way UIKit would and resolves its ids; inactive ones become nil.
    func resolveUserConstraints() throws(AutoLayoutError) -> [ResolvedConstraint?] {
        var resolved: [ResolvedConstraint?] = []
        resolved.reserveCapacity(userConstraints.count)
        for constraint in userConstraints {
            guard constraint.isActive else {
                resolved.append(nil)
                continue
            }
            resolved.append(try resolve(constraint))
        }
        return resolved
    }

    private func resolve(_ c: LayoutConstraint) throws(AutoLayoutError) -> ResolvedConstraint {
        func invalid(_ reason: String) -> AutoLayoutError { .invalidConstraint(source: c.source, reason: reason) }
        guard let first = indexByID[c.firstItem] else { throw .unknownItem(c.firstItem, source: c.source) }
        let priority = c.priority.rawValue
        guard priority.isFinite, priority >= 1, priority <= 1000 else {
            throw invalid("priority \(priority) is outside 1...1000")
        }
        guard c.multiplier.isFinite, c.constant.isFinite else { throw invalid("multiplier or constant is not finite") }
        guard c.firstAttribute != .notAnAttribute else { throw invalid("the first attribute is notAnAttribute") }
        if c.firstAttribute.isMargin && nodes[first].item.isGuide {
            throw invalid("a layout guide has no margin attributes")
        }
        var second: Int?
        if let secondID = c.secondItem {
            guard let index = indexByID[secondID] else { throw .unknownItem(secondID, source: c.source) }
            second = index
            guard c.secondAttribute != .notAnAttribute else {
                throw invalid("a second item needs an attribute")
            }
            if c.secondAttribute.isMargin && nodes[index].item.isGuide {
                throw invalid("a layout guide has no margin attributes")
            }
            let (a, b) = (c.firstAttribute, c.secondAttribute)
            guard a.category == b.category else {
                throw invalid("cannot relate \(a) to \(b): the attributes measure different things")
            }
            if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
                throw invalid("cannot relate a leading/trailing attribute to a left/right one")
            }
            if a.category != .size && c.multiplier == 0 {
                throw invalid("a multiplier of 0 would set a location equal to a constant")
            }
        } else {
            guard c.secondAttribute == .notAnAttribute else {
                throw invalid("a second attribute needs a second item")
            }
            guard c.firstAttribute.category == .size else {
                throw invalid("a location cannot be equal to a constant")
            }
        }
        return ResolvedConstraint(
            first: first, firstAttribute: c.firstAttribute, second: second, secondAttribute: c.secondAttribute,
            relation: c.relation.solverRelation, multiplier: c.multiplier, constant: c.constant,
            strength: ladder.strength(c.priority))
    }

    /// The attribute of an item in root coordinates.
    func attributeExpression(_ index: Int, _ attribute: LayoutAttribute) -> LinearExpression {
        let node = nodes[index]
        let margins = node.item.isGuide ? .zero : node.item.layoutMargins
        let rightToLeft = options.layoutDirection == .rightToLeft
        func terms(_ list: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
            LinearExpression(terms: list.map { Term($0.0, coefficient: $0.1) }, constant: constant)
        }
        let (l, t, w, h) = (node.left, node.top, node.width, node.height)
        switch attribute {
        case .left: return terms([(l, 1)])
        case .right: return terms([(l, 1), (w, 1)])
        case .top: return terms([(t, 1)])
        case .bottom: return terms([(t, 1), (h, 1)])
        case .leading: return attributeExpression(index, rightToLeft ? .right : .left)
        case .trailing: return attributeExpression(index, rightToLeft ? .left : .right)
        case .width: return terms([(w, 1)])
        case .height: return terms([(h, 1)])
        case .centerX: return terms([(l, 1), (w, 0.5)])
        case .centerY: return terms([(t, 1), (h, 0.5)])
        case .leftMargin: return terms([(l, 1)], margins.left)
        case .rightMargin: return terms([(l, 1), (w, 1)], -margins.right)
        case .topMargin: return terms([(t, 1)], margins.top)
        case .bottomMargin: return terms([(t, 1), (h, 1)], -margins.bottom)
        case .leadingMargin: return attributeExpression(index, rightToLeft ? .rightMargin : .leftMargin)
        case .trailingMargin: return attributeExpression(index, rightToLeft ? .leftMargin : .rightMargin)
        case .centerXWithinMargins: return terms([(l, 1), (w, 0.5)], (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return terms([(t, 1), (h, 0.5)], (margins.top - margins.bottom) / 2)
        case .firstBaseline: return baselineExpression(index, first: true)
        case .lastBaseline: return baselineExpression(index, first: false)
        case .notAnAttribute: return LinearExpression()
        }
    }

    /// `first.attribute − multiplier × second.attribute − constant`, the left side of `… <relation> 0`.
    ///
    /// Locations are measured from the common ancestor's origin: `(A₁ − O) = m(A₂ − O) + c`, which adds
    /// `(m − 1)·O` and vanishes when `m` is 1. In right-to-left layouts a constraint involving a leading or trailing
    /// attribute runs in the reading direction, as in UIKit: its constant is negated and its origin is the
    /// container's right edge (`(O − A₁) = m(O − A₂) + c`).
    func makeExpression(_ c: ResolvedConstraint) -> LinearExpression {
        let flipped = options.layoutDirection == .rightToLeft
            && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional)
        let constant = flipped ? -c.constant : c.constant
        var expression = attributeExpression(c.first, c.firstAttribute) - constant
        if let second = c.second {
            expression = expression - c.multiplier * attributeExpression(second, c.secondAttribute)
            let category = c.firstAttribute.category
            if category != .size && c.multiplier != 1 {
                let container = nodes[commonAncestor(c.first, second)]
                let origin: LinearExpression =
                    category == .yPosition ? LinearExpression(container.top)
                    : flipped ? container.left + container.width : LinearExpression(container.left)
                expression = expression + (c.multiplier - 1) * origin
            }
        }
        return expression
    }

    /// Adds a constraint to the solver and records it. A required one that contradicts earlier ones is left out
    /// with a conflict warning and `nil` is returned.
    @discardableResult
    func add(
        _ expression: LinearExpression, _ relation: Relation, _ strength: Strength, origin: RecordOrigin
    ) throws(AutoLayoutError) -> Constraint? {
        // Only required constraints can conflict, so only they are recorded for conflict reports.
        let index = records.count
        let required = strength.isRequired
        let constraint = Constraint(expression, relation, strength: strength, tag: required ? index : nil)
        if required { records.append(Record(constraint: constraint, origin: origin)) }
        do throws(SolverError) {
            try solver.addConstraint(constraint)
        } catch {
            if case .unsatisfiableConstraint = error {
                buildWarnings.append(conflictWarning(forRecord: index))
                return nil
            }
            throw Self.map(error)
        }
        if required { acceptedRequired.append(index) }
        return constraint
    }

    /// Adds `first.a1 <relation> second.a2 + constant` (or `first.a1 <relation> constant`) as a generated
    /// constraint.
    @discardableResult
    func addGenerated(
        _ first: Int, _ a1: LayoutAttribute, _ relation: LayoutRelation, _ second: Int?, _ a2: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        origin: ConstraintReference.Origin
    ) throws(AutoLayoutError) -> Constraint? {
        let resolved = ResolvedConstraint(
            first: first, firstAttribute: a1, second: second, secondAttribute: second == nil ? .notAnAttribute : a2,
            relation: relation.solverRelation, multiplier: multiplier, constant: constant, strength: ladder.strength(priority))
        let description = LayoutConstraint(
            item: nodes[first].item.id, attribute: a1, relatedBy: relation, toItem: second.map { nodes[$0].item.id },
            attribute: second == nil ? .notAnAttribute : a2, multiplier: multiplier, constant: constant,
            priority: priority, source: ConstraintSource("", file: "", line: 0))
        return try add(makeExpression(resolved), relation.solverRelation, ladder.strength(priority),
                       origin: .generated(origin, .constraint(description)))
    }

    static func map(_ error: SolverError) -> AutoLayoutError {
        switch error {
        case .workLimitExceeded(let limit): .solverWorkLimitExceeded(limit: limit)
        default: .solverFailure(error.description)
        }
    }

    // MARK: Fixed frames

    func addRootFrame() throws(AutoLayoutError) {
        let origin = ConstraintReference.Origin.rootFrame(itemID: nodes[0].item.id)
        let id = nodes[0].item.id
        let root = nodes[0]
        try add(LinearExpression(root.left), .equal, .required, origin: .generated(origin, .text("\(id).left == 0.0")))
        try add(LinearExpression(root.top), .equal, .required, origin: .generated(origin, .text("\(id).top == 0.0")))
        try add(root.width - rootSize.width, .equal, .required,
                origin: .generated(origin, .text("\(id).width == \(rootSize.width)")))
        try add(root.height - rootSize.height, .equal, .required,
                origin: .generated(origin, .text("\(id).height == \(rootSize.height)")))
    }

    func addAutoresizingFrames() throws(AutoLayoutError) {
        for index in nodes.indices.dropFirst() {
            let node = nodes[index]
            guard node.item.translatesAutoresizingMaskIntoConstraints, !node.item.isGuide, !node.isArranged else {
                continue
            }
            let parent = nodes[node.parent]
            let frame = node.item.frame
            let id = node.item.id
            let origin = ConstraintReference.Origin.autoresizingMask(itemID: id)
            try add(node.left - parent.left - frame.x, .equal, .required,
                    origin: .generated(origin, .text("\(id).minX == \(frame.x)")))
            try add(node.top - parent.top - frame.y, .equal, .required,
                    origin: .generated(origin, .text("\(id).minY == \(frame.y)")))
            try add(node.width - frame.width, .equal, .required,
                    origin: .generated(origin, .text("\(id).width == \(frame.width)")))
            try add(node.height - frame.height, .equal, .required,
                    origin: .generated(origin, .text("\(id).height == \(frame.height)")))
        }
    }
}

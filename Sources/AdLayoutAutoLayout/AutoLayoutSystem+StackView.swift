import AdLayoutConstraintSolver

/// The attributes a stack arrangement uses on its axis.
private struct StackAttributes {
    let mainStart: LayoutAttribute
    let mainEnd: LayoutAttribute
    let mainCenter: LayoutAttribute
    let mainSize: LayoutAttribute
    let crossStart: LayoutAttribute
    let crossEnd: LayoutAttribute
    let crossCenter: LayoutAttribute
    let crossSize: LayoutAttribute

    /// The arranged views' attributes (`margins == false`) or the stack's own (inset when margins-relative).
    init(axis: LayoutAxis, margins: Bool) {
        (mainStart, mainEnd, mainCenter, mainSize) = Self.along(axis, margins: margins)
        (crossStart, crossEnd, crossCenter, crossSize) = Self.along(axis == .horizontal ? .vertical : .horizontal, margins: margins)
    }

    /// The start, end, centre and size attributes along `axis` (the margins' edges and centre when `margins`).
    private static func along(_ axis: LayoutAxis, margins: Bool)
        -> (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) {
        switch axis {
        case .horizontal:
            (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing,
             margins ? .centerXWithinMargins : .centerX, .width)
        case .vertical:
            (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom,
             margins ? .centerYWithinMargins : .centerY, .height)
        }
    }
}

extension AutoLayoutSystem {
    /// `UISV-hiding`'s priority in UIKit: just below required, so a hidden view collapses unless a required
    /// constraint of its own holds its size (then it keeps that size, hidden, while its stack closes the gap).
    static let hidingPriority = LayoutPriority(999.999)
    /// `UISV-spacing-hidden`: where a hidden view sits along the axis (half a gap after the visible view before it).
    static let hiddenSpacingPriority: LayoutPriority = 50
    /// `UISV-canvas-fit`: an equal-spacing or equal-centering stack as small as its views allow.
    static let canvasFitPriority: LayoutPriority = 49

    /// The optional priorities a stack's generated constraints use: hiding, hidden spacing, the cross-axis
    /// spanning fit (51) and ambiguity suppression (25), the distribution's own and the multi-line labels' width
    /// disambiguation.
    static func stackPriorities(_ stack: LayoutItem) -> [LayoutPriority] {
        guard let configuration = stack.stackConfiguration else { return [] }
        let arrangedCount = stack.children.count { !$0.isGuide }
        var priorities: [LayoutPriority] = [hidingPriority, hiddenSpacingPriority, 51, canvasFitPriority, 25]
        if disambiguatesTextWidths(configuration) {
            let multiline = stack.children.count { !$0.isGuide && isTextWidthCandidate($0) }
            priorities += (0..<min(multiline, maximumDisambiguatedLabels)).map(textWidthPriority(index:))
        }
        switch configuration.distribution {
        case .fill, .fillEqually, .equalSpacing:
            break
        case .fillProportionally:
            priorities += (0..<max(arrangedCount, 1)).map { proportionalPriority(index: $0) }
        case .equalCentering:
            priorities += (0..<max(arrangedCount, 1)).map { centeringPriority(index: $0) }
        }
        return priorities
    }

    /// Side-by-side multi-line labels get `UISV-text-width-disambiguation` at 950, 951, … in order, up to this many.
    static let maximumDisambiguatedLabels = 25

    /// Whether multi-line labels side by side are kept to their shares of the width: horizontal stacks whose
    /// distribution does not size the views already (fill, equalSpacing, equalCentering).
    static func disambiguatesTextWidths(_ configuration: StackViewConfiguration) -> Bool {
        configuration.axis == .horizontal && configuration.distribution != .fillEqually
            && configuration.distribution != .fillProportionally
    }

    /// Whether a horizontal stack keeps `item` to its share of the width beside other multi-line text: a multi-line
    /// label, or a stack view with one among its arranged views at any depth (UIKit asks a `UIStackView` whether any
    /// of its arranged views is such a candidate, on either axis: Wikipedia's DiffHeaderEditorView, whose stack of an
    /// icon and a multi-line user name and a multi-line edit count share 384 pt as 188.5 + 7 + 188.5 in IB).
    static func isTextWidthCandidate(_ item: LayoutItem) -> Bool {
        item.isMultilineText || (item.stackConfiguration != nil && item.children.contains { !$0.isGuide && isTextWidthCandidate($0) })
    }

    /// The width disambiguation of the `index`th multi-line label: 950 + index.
    static func textWidthPriority(index: Int) -> LayoutPriority { LayoutPriority(950 + Float(index)) }

    /// `UISV-fill-proportionally` of the arranged view at `index`: 999 − index, at least 751.
    static func proportionalPriority(index: Int) -> LayoutPriority { LayoutPriority(Float(max(999 - index, 751))) }

    /// The equal-centering gap after the arranged view at `index`: 150 − index, at least 50.
    static func centeringPriority(index: Int) -> LayoutPriority { LayoutPriority(Float(max(150 - index, 50))) }

    /// Sets which items are hidden: `overrides` by id, every other item as its ``LayoutItem/isHidden``. Only
    /// arranged subviews' flags change the layout: their stacks are re-arranged as UIStackView re-arranges when an
    /// arranged view's `isHidden` changes (the hidden view's size along the axis goes to zero and the gap next to it
    /// goes away), in the solver that is already built. Results report conflicts of the current arrangement; the
    /// ambiguity check keeps its first answer.
    /// - Throws: ``AutoLayoutError/unknownItemID(_:)``, or a solver failure.
    public func setHidden(_ overrides: [String: Bool]) throws(AutoLayoutError) {
        for id in overrides.keys where indexByID[id] == nil { throw .unknownItemID(id) }
        var changed = Set<Int>()
        for index in nodes.indices where nodes[index].isArranged {
            let hidden = overrides[nodes[index].item.id] ?? nodes[index].item.isHidden
            if hidden != nodes[index].isHidden {
                nodes[index].isHidden = hidden
                changed.insert(nodes[index].parent)
            }
        }
        guard !changed.isEmpty else { return }
        for stack in changed.sorted() {
            try addStackArrangement(stack)
        }
        try refreshProportionalStacks()
    }

    /// Whether ``setHidden(_:)`` with `overrides` would leave every arranged subview as it is (so a caller keeping
    /// several systems can pick the one already arranged for an ad).
    public func hasHidden(_ overrides: [String: Bool]) -> Bool {
        nodes.indices.allSatisfy { index in
            !nodes[index].isArranged || (overrides[nodes[index].item.id] ?? nodes[index].item.isHidden) == nodes[index].isHidden
        }
    }

    /// UIStackView's arrangement of the stack's current hidden set, as constraints named as UIKit names them:
    /// - `UISV-canvas-connection`: the first visible view's main start and the last one's main end at the stack's
    ///   (inside its margins when margins-relative);
    /// - `UISV-spacing`: each visible view starts `spacing` (or the custom spacing after the view before it) after
    ///   the visible view before it ends, at least that for the equal distributions;
    /// - `UISV-hiding`: a hidden view's main size is 0 at 999.999; `UISV-spacing-hidden` places it at 50, half a
    ///   gap after the visible view before it (or where the first visible view starts);
    /// - `UISV-fill-equally`: fillEqually's equal main sizes; equalSpacing's gaps all equal (required);
    ///   equalCentering's center distances all equal (150 − index); `UISV-canvas-fit` at 49 for both; the
    ///   proportions of fillProportionally come from ``refreshProportionalStacks()``;
    /// - `UISV-alignment`: fill pins both cross edges; leading/top, center and trailing/bottom pin one edge or the
    ///   center, `UISV-spanning-boundary` keeps the visible views inside, `UISV-spanning-fit` (51) shrinks the stack
    ///   onto its largest view and `UISV-ambiguity-suppression` (25) collapses views without a cross size.
    func addStackArrangement(_ stack: Int) throws(AutoLayoutError) {
        guard let configuration = nodes[stack].item.stackConfiguration else { return }
        var specs: [StackArrangement.Spec] = []
        let stackID = nodes[stack].item.id
        let own = StackAttributes(axis: configuration.axis, margins: configuration.isLayoutMarginsRelativeArrangement)
        let its = StackAttributes(axis: configuration.axis, margins: false)
        let arranged = nodes[stack].children.filter { nodes[$0].isArranged }
        let visible = arranged.filter { !nodes[$0].isHidden }
        func spacing(after view: Int) -> Double { configuration.customSpacing[nodes[view].item.id] ?? configuration.spacing }
        func add(_ first: Int, _ a1: LayoutAttribute, _ relation: LayoutRelation, _ second: Int?, _ a2: LayoutAttribute,
                 constant: Double = 0, priority: LayoutPriority = .required, _ rule: String) throws(AutoLayoutError) {
            let description = LayoutConstraint(
                item: nodes[first].item.id, attribute: a1, relatedBy: relation, toItem: second.map { nodes[$0].item.id },
                attribute: second == nil ? .notAnAttribute : a2, constant: constant, priority: priority,
                source: ConstraintSource("", file: "", line: 0))
            let resolved = ResolvedConstraint(
                first: first, firstAttribute: a1, second: second, secondAttribute: second == nil ? .notAnAttribute : a2,
                relation: relation.solverRelation, multiplier: 1, constant: constant, strength: ladder.strength(priority))
            specs.append(spec(makeExpression(resolved), relation, priority,
                              origin: .generated(.stackView(stackID: stackID, rule: rule), .constraint(description))))
        }
        func add(_ expression: LinearExpression, priority: LayoutPriority, _ rule: String, _ text: String) throws(AutoLayoutError) {
            specs.append(spec(expression, .equal, priority,
                              origin: .generated(.stackView(stackID: stackID, rule: rule), .text("\(text) @\(priority)"))))
        }

        if let first = visible.first, let last = visible.last {
            try add(first, its.mainStart, .equal, stack, own.mainStart, "UISV-canvas-connection")
            try add(last, its.mainEnd, .equal, stack, own.mainEnd, "UISV-canvas-connection")
        }
        let equal = configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
        let pairs = zip(visible, visible.dropFirst()).map { ($0, $1) }
        // Baseline-relative (vertical stacks): from the last baseline of one view to the first of the next.
        let baselines = configuration.axis == .vertical && configuration.isBaselineRelativeArrangement
        for (previous, next) in pairs {
            try add(next, baselines ? .firstBaseline : its.mainStart, equal ? .greaterThanOrEqual : .equal, previous,
                    baselines ? .lastBaseline : its.mainEnd, constant: spacing(after: previous), "UISV-spacing")
        }
        // Hidden views: no size along the axis, placed weakly next to the visible view before them.
        for (position, view) in arranged.enumerated() where nodes[view].isHidden {
            try add(view, its.mainSize, .equal, nil, .notAnAttribute, priority: Self.hidingPriority, "UISV-hiding")
            let before = arranged[..<position].last { !nodes[$0].isHidden }
            let after = arranged[(position + 1)...].first { !nodes[$0].isHidden }
            if let before {
                try add(view, its.mainStart, .equal, before, its.mainEnd, constant: after == nil ? 0 : spacing(after: before) / 2,
                        priority: Self.hiddenSpacingPriority, "UISV-spacing-hidden")
            } else if let after {
                try add(after, its.mainStart, .equal, view, its.mainEnd, priority: Self.hiddenSpacingPriority, "UISV-spacing-hidden")
            } else {
                try add(view, its.mainStart, .equal, stack, own.mainStart, priority: Self.hiddenSpacingPriority, "UISV-spacing-hidden")
            }
        }
        if visible.isEmpty && !arranged.isEmpty {
            // Every arranged view hidden: nothing connects the stack's ends, so it collapses unless something sizes it.
            let main = attributeExpression(stack, own.mainEnd) - attributeExpression(stack, own.mainStart)
            try add(main, priority: Self.canvasFitPriority, "UISV-canvas-fit", "\(stackID).\(its.mainSize) == 0.0")
        }
        switch configuration.distribution {
        case .fill:
            break
        case .fillProportionally:
            if !proportionalStacks.contains(where: { $0.stack == stack }) {
                proportionalStacks.append(ProportionalStack(stack: stack))
            }
        case .fillEqually:
            for view in visible.dropFirst() {
                try add(view, its.mainSize, .equal, visible[0], its.mainSize, "UISV-fill-equally")
            }
        case .equalSpacing, .equalCentering:
            let centering = configuration.distribution == .equalCentering
            let (start, end) = centering ? (its.mainCenter, its.mainCenter) : (its.mainStart, its.mainEnd)
            func gap(_ previous: Int, _ next: Int) -> LinearExpression {
                attributeExpression(next, start) - attributeExpression(previous, end)
            }
            func name(_ previous: Int, _ next: Int) -> String {
                "\(centering ? "centerDistance" : "gap")(\(nodes[previous].item.id)…\(nodes[next].item.id))"
            }
            if let (firstPrevious, firstNext) = pairs.first {
                for (previous, next) in pairs.dropFirst() {
                    let index = arranged.firstIndex(of: previous) ?? 0
                    try add(gap(previous, next) - gap(firstPrevious, firstNext),
                            priority: centering ? Self.centeringPriority(index: index) : .required, "UISV-fill-equally",
                            "\(name(previous, next)) == \(name(firstPrevious, firstNext))")
                }
            }
            let main = attributeExpression(stack, own.mainEnd) - attributeExpression(stack, own.mainStart)
            try add(main, priority: Self.canvasFitPriority, "UISV-canvas-fit", "\(stackID).\(its.mainSize) == 0.0")
        }
        // Baseline alignments are a horizontal stack's; a vertical one aligns leading edges.
        var alignment = configuration.alignment
        if configuration.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            alignment = .leading
        }
        for view in arranged {
            let hidden = nodes[view].isHidden
            switch alignment {
            case .fill:
                try add(view, its.crossStart, .equal, stack, own.crossStart, "UISV-alignment")
                try add(view, its.crossEnd, .equal, stack, own.crossEnd, "UISV-alignment")
            case .leading, .top:
                try add(view, its.crossStart, .equal, stack, own.crossStart, "UISV-alignment")
                if !hidden { try add(view, its.crossEnd, .lessThanOrEqual, stack, own.crossEnd, "UISV-spanning-boundary") }
            case .center:
                try add(view, its.crossCenter, .equal, stack, own.crossCenter, "UISV-alignment")
                if !hidden {
                    try add(view, its.crossStart, .greaterThanOrEqual, stack, own.crossStart, "UISV-spanning-boundary")
                    try add(view, its.crossEnd, .lessThanOrEqual, stack, own.crossEnd, "UISV-spanning-boundary")
                }
            case .trailing, .bottom:
                try add(view, its.crossEnd, .equal, stack, own.crossEnd, "UISV-alignment")
                if !hidden { try add(view, its.crossStart, .greaterThanOrEqual, stack, own.crossStart, "UISV-spanning-boundary") }
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference = visible.first, reference != view {
                    try add(view, baseline, .equal, reference, baseline, "UISV-alignment")
                }
                if !hidden {
                    try add(view, its.crossStart, .greaterThanOrEqual, stack, own.crossStart, "UISV-spanning-boundary")
                    try add(view, its.crossEnd, .lessThanOrEqual, stack, own.crossEnd, "UISV-spanning-boundary")
                }
            }
            if alignment != .fill {
                try add(view, its.crossSize, .equal, nil, .notAnAttribute, priority: 25, "UISV-ambiguity-suppression")
            }
        }
        if Self.disambiguatesTextWidths(configuration) {
            // Two or more multi-line labels side by side: each at most its share of the width, less the gaps.
            let labels = visible.filter { Self.isTextWidthCandidate(nodes[$0].item) }.prefix(Self.maximumDisambiguatedLabels)
            if labels.count >= 2 {
                let share = 1 / Double(labels.count)
                let constant = -configuration.spacing * Double(labels.count - 1) * share
                let width = attributeExpression(stack, own.mainEnd) - attributeExpression(stack, own.mainStart)
                for (index, view) in labels.enumerated() {
                    let priority = Self.textWidthPriority(index: index)
                    specs.append(spec(
                        attributeExpression(view, its.mainSize) - share * width - constant, .lessThanOrEqual, priority,
                        origin: .generated(.stackView(stackID: stackID, rule: "UISV-text-width-disambiguation"), .text(
                            "\(nodes[view].item.id).\(its.mainSize) <= \(share) * \(stackID).\(its.mainSize) - \(-constant) @\(priority)"))))
                }
            }
        }
        if alignment != .fill && !arranged.isEmpty {
            // The stack's cross extent (inside its margins when margins-relative) shrinks onto its largest view.
            let extent = attributeExpression(stack, own.crossEnd) - attributeExpression(stack, own.crossStart)
            try add(extent, priority: 51, "UISV-spanning-fit", "\(stackID).\(own.crossEnd) - \(stackID).\(own.crossStart) == 0.0")
        }
        try apply(specs, to: stack, hidden: arranged.map { nodes[$0].isHidden })
    }

    /// A constraint an arrangement wants, keyed by its rule and equation.
    private func spec(_ expression: LinearExpression, _ relation: LayoutRelation, _ priority: LayoutPriority,
                      origin: RecordOrigin) -> StackArrangement.Spec {
        var key = ""
        if case .generated(let generated, let equation) = origin, case .stackView(_, let rule) = generated {
            switch equation {
            case .constraint(let description): key = "\(rule) \(description.equation)"
            case .text(let text): key = "\(rule) \(text)"
            }
        }
        return StackArrangement.Spec(key: key, expression: expression, relation: relation.solverRelation, priority: priority,
                                     origin: origin)
    }

    /// Makes the solver hold exactly `specs` for the stack: the constraints it holds and no spec wants are removed
    /// first (so old and new never meet), then the specs it does not hold are added, in order.
    private func apply(_ specs: [StackArrangement.Spec], to stack: Int, hidden: [Bool]) throws(AutoLayoutError) {
        var arrangement = stackArrangements[stack] ?? StackArrangement()
        var wanted = Set<String>()
        var unique: [StackArrangement.Spec] = []
        for spec in specs where wanted.insert(spec.key).inserted { unique.append(spec) }
        var kept: [StackArrangement.Entry] = []
        var freed = Set<Int>()
        do throws(SolverError) {
            for entry in arrangement.active {
                if wanted.contains(entry.key) {
                    kept.append(entry)
                } else {
                    try solver.removeConstraint(entry.constraint)
                    if let record = entry.record { freed.insert(record) }
                }
            }
        } catch {
            throw Self.map(error)
        }
        if !freed.isEmpty {
            acceptedRequired.removeAll { freed.contains($0) }
            freeRecords += freed.sorted()
        }
        let held = Set(kept.map(\.key))
        arrangement.active = kept
        arrangement.warnings = []
        for spec in unique where !held.contains(spec.key) {
            try addArranged(spec, to: &arrangement)
        }
        arrangement.hidden = hidden
        stackArrangements[stack] = arrangement
    }

    /// Adds one constraint of an arrangement to the solver; a required one that contradicts the solver's is left
    /// out with a conflict warning kept by the arrangement.
    private func addArranged(_ spec: StackArrangement.Spec, to arrangement: inout StackArrangement) throws(AutoLayoutError) {
        let strength = ladder.strength(spec.priority)
        var record: Int?
        let constraint: Constraint
        if strength.isRequired {
            let slot = claimRecordSlot()
            constraint = Constraint(spec.expression, spec.relation, strength: strength, tag: slot)
            records[slot] = Record(constraint: constraint, origin: spec.origin)
            record = slot
        } else {
            constraint = Constraint(spec.expression, spec.relation, strength: strength)
        }
        do throws(SolverError) {
            try solver.addConstraint(constraint)
        } catch {
            guard case .unsatisfiableConstraint = error, let record else { throw Self.map(error) }
            arrangement.warnings.append(conflictWarning(forRecord: record))
            freeRecords.append(record)
            return
        }
        arrangement.active.append(StackArrangement.Entry(key: spec.key, constraint: constraint, record: record))
        if let record { acceptedRequired.append(record) }
    }

    /// A free `records` slot (a placeholder until the caller fills it).
    private func claimRecordSlot() -> Int {
        if let slot = freeRecords.popLast() { return slot }
        records.append(Record(constraint: Constraint(LinearExpression(), .equal), origin: .user(-1)))
        return records.count - 1
    }

    /// The conflicts of the stacks' current arrangements, and — as UIKit's log of a `UISV-hiding` conflict says
    /// it — each hidden arranged view that required constraints of the app's keep from collapsing, with those
    /// constraints (found once per set of hidden views, after the solve).
    func stackWarnings() throws(AutoLayoutError) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        for stack in stackArrangements.keys.sorted() {
            guard var arrangement = stackArrangements[stack], let configuration = nodes[stack].item.stackConfiguration else {
                continue
            }
            warnings += arrangement.warnings
            if let known = arrangement.hidingWarnings[arrangement.hidden] {
                warnings += known
                continue
            }
            var found: [LayoutWarning] = []
            let attribute: LayoutAttribute = configuration.axis == .horizontal ? .width : .height
            for view in nodes[stack].children where nodes[view].isArranged && nodes[view].isHidden {
                let size = nodes[view].size(configuration.axis)
                guard abs(solver.value(of: size)) > 1e-6 else { continue }
                // The hiding constraint as if it were required, to find the required ones against it.
                let slot = claimRecordSlot()
                let description = LayoutConstraint(
                    item: nodes[view].item.id, attribute: attribute, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, constant: 0, priority: Self.hidingPriority,
                    source: ConstraintSource("", file: "", line: 0))
                records[slot] = Record(
                    constraint: Constraint(LinearExpression(size), .equal, strength: .required, tag: slot),
                    origin: .generated(.stackView(stackID: nodes[stack].item.id, rule: "UISV-hiding"), .constraint(description)))
                let warning = conflictWarning(forRecord: slot)
                freeRecords.append(slot)
                // Only the stacks' own constraints against it (a hidden nested stack's spacing): nothing the app
                // wrote is contradicted, and UIKit, whose UISV-hiding gives way, says nothing.
                if case .unsatisfiableConstraints(_, let involved, _) = warning, involved.contains(where: { $0.source != nil }) {
                    found.append(warning)
                }
            }
            if arrangement.hidingWarnings.count >= StackArrangement.maximumCachedHidingWarnings {
                arrangement.hidingWarnings = [:]
            }
            arrangement.hidingWarnings[arrangement.hidden] = found
            stackArrangements[stack] = arrangement
            warnings += found
        }
        for stack in proportionalStacks { warnings += stack.warnings }
        return warnings
    }

    /// Replaces the proportion constraints of fill-proportionally stacks whose visible views or intrinsic main
    /// sizes changed, as UIKit's `UISV-fill-proportionally`: each visible view's main size is
    /// `intrinsic / (Σ intrinsic + spacing × (visible − 1))` of the stack's (inside its margins when
    /// margins-relative), at priority 999 − its index (at least 751); a view without an intrinsic size gets 0.
    /// When no view has an intrinsic size the stack fills equally (required).
    func refreshProportionalStacks() throws(AutoLayoutError) {
        for position in proportionalStacks.indices {
            let stack = proportionalStacks[position].stack
            guard let configuration = nodes[stack].item.stackConfiguration else { continue }
            let axis = configuration.axis
            let arranged = nodes[stack].children.filter { nodes[$0].isArranged }
            let visible = arranged.filter { !nodes[$0].isHidden }
            let lengths = visible.map { max(intrinsicValue($0, axis) ?? 0, 0) }
            if visible == proportionalStacks[position].visible && lengths == proportionalStacks[position].lengths
                && !proportionalStacks[position].constraints.isEmpty
            {
                continue
            }
            do throws(SolverError) {
                for constraint in proportionalStacks[position].constraints {
                    try solver.removeConstraint(constraint)
                }
            } catch {
                throw Self.map(error)
            }
            proportionalStacks[position].constraints = []
            proportionalStacks[position].warnings = []
            proportionalStacks[position].visible = visible
            proportionalStacks[position].lengths = lengths
            let its = StackAttributes(axis: axis, margins: false)
            let own = StackAttributes(axis: axis, margins: configuration.isLayoutMarginsRelativeArrangement)
            let spacing = configuration.spacing
            let denominator = lengths.reduce(0, +) + spacing * Double(max(visible.count - 1, 0))
            let proportional = denominator > max(spacing * Double(max(arranged.count - 1, 0)), 1)
            let stackID = nodes[stack].item.id
            let extent = attributeExpression(stack, own.mainEnd) - attributeExpression(stack, own.mainStart)
            for (view, length) in zip(visible, lengths) {
                let size = attributeExpression(view, its.mainSize)
                let id = nodes[view].item.id
                let expression: LinearExpression
                let priority: LayoutPriority
                let text: String
                if proportional {
                    let multiplier = length / denominator
                    expression = size - multiplier * extent
                    priority = Self.proportionalPriority(index: arranged.firstIndex(of: view) ?? 0)
                    text = "\(id).\(its.mainSize) == \(multiplier) * \(stackID).\(its.mainSize) @\(priority)"
                } else {
                    guard view != visible[0] else { continue }
                    expression = size - attributeExpression(visible[0], its.mainSize)
                    priority = .required
                    text = "\(id).\(its.mainSize) == \(nodes[visible[0]].item.id).\(its.mainSize) @1000"
                }
                let constraint = Constraint(expression, .equal, strength: ladder.strength(priority))
                do throws(SolverError) {
                    try solver.addConstraint(constraint)
                    proportionalStacks[position].constraints.append(constraint)
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw Self.map(error) }
                    let rule = proportional ? "UISV-fill-proportionally" : "UISV-fill-equally"
                    let reference = ConstraintReference(origin: .stackView(stackID: stackID, rule: rule), equation: text)
                    proportionalStacks[position].warnings.append(
                        .unsatisfiableConstraints(broken: reference, involved: [reference], isMinimal: false))
                }
            }
        }
    }
}

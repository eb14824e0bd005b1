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
        switch axis {
        case .horizontal:
            mainStart = margins ? .leadingMargin : .leading
            mainEnd = margins ? .trailingMargin : .trailing
            mainCenter = margins ? .centerXWithinMargins : .centerX
            mainSize = .width
            crossStart = margins ? .topMargin : .top
            crossEnd = margins ? .bottomMargin : .bottom
            crossCenter = margins ? .centerYWithinMargins : .centerY
            crossSize = .height
        case .vertical:
            mainStart = margins ? .topMargin : .top
            mainEnd = margins ? .bottomMargin : .bottom
            mainCenter = margins ? .centerYWithinMargins : .centerY
            mainSize = .height
            crossStart = margins ? .leadingMargin : .leading
            crossEnd = margins ? .trailingMargin : .trailing
            crossCenter = margins ? .centerXWithinMargins : .centerX
            crossSize = .width
        }
    }
}

extension AutoLayoutSystem {
    /// The optional priorities a stack's generated constraints use: 999 (equal centring, proportional sizes),
    /// 51 (the cross-axis spanning fit) and 25 (a view without a cross size collapsing).
    static let stackPriorities: [LayoutPriority] = [999, 51, 25]

    /// UIStackView's arrangement as constraints (required unless noted):
    /// - the first visible arranged view's main start and the last one's main end equal the stack's edges
    ///   (`leading-edge`, `trailing-edge`);
    /// - fill distributions: each next view starts `spacing` after the previous one ends (`spacing`);
    ///   fillEqually adds equal main sizes (`fill-equally`); fillProportionally sizes in proportion to the
    ///   intrinsic main sizes at priority 999 (`fill-proportionally`, rebuilt when they change);
    /// - equalSpacing: gaps of at least `spacing` (`spacing`) that are all equal (`equal-spacing`);
    /// - equalCentering: gaps of at least `spacing` and equal distances between centers at priority 999
    ///   (`equal-centering`);
    /// - alignment across the axis: fill pins both cross edges; leading/top, center and trailing/bottom pin one edge
    ///   or the center and keep the others inside (`alignment`); for those the stack hugs its tallest view at
    ///   priority 51 (`spanning-fit`) and views without a cross size collapse at priority 25
    ///   (`ambiguity-suppression`);
    /// - hidden arranged views get zero main size at the stack's main start (`hiding`) and the same alignment.
    func addStackArrangement(_ stack: Int) throws(AutoLayoutError) {
        guard let configuration = nodes[stack].item.stackConfiguration else { return }
        let stackID = nodes[stack].item.id
        let own = StackAttributes(axis: configuration.axis, margins: configuration.isLayoutMarginsRelativeArrangement)
        let its = StackAttributes(axis: configuration.axis, margins: false)
        let arranged = nodes[stack].children.filter { !nodes[$0].item.isGuide }
        let visible = arranged.filter { !nodes[$0].item.isHidden }
        let spacing = configuration.spacing
        func origin(_ rule: String) -> ConstraintReference.Origin { .stackView(stackID: stackID, rule: rule) }

        if let first = visible.first, let last = visible.last {
            try addGenerated(first, its.mainStart, .equal, stack, own.mainStart, origin: origin("leading-edge"))
            try addGenerated(last, its.mainEnd, .equal, stack, own.mainEnd, origin: origin("trailing-edge"))
        }
        let pairs = zip(visible, visible.dropFirst()).map { ($0, $1) }
        switch configuration.distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next) in pairs {
                try addGenerated(next, its.mainStart, .equal, previous, its.mainEnd, constant: spacing,
                                 origin: origin("spacing"))
            }
            if configuration.distribution == .fillEqually, let first = visible.first {
                for view in visible.dropFirst() {
                    try addGenerated(view, its.mainSize, .equal, first, its.mainSize, origin: origin("fill-equally"))
                }
            }
            if configuration.distribution == .fillProportionally {
                proportionalStacks.append(ProportionalStack(stack: stack))
            }
        case .equalSpacing, .equalCentering:
            for (previous, next) in pairs {
                try addGenerated(next, its.mainStart, .greaterThanOrEqual, previous, its.mainEnd, constant: spacing,
                                 origin: origin("spacing"))
            }
            guard let (firstPrevious, firstNext) = pairs.first else { break }
            let equalCenters = configuration.distribution == .equalCentering
            let (startAttribute, endAttribute) = equalCenters ? (its.mainCenter, its.mainCenter) : (its.mainStart, its.mainEnd)
            func gap(_ previous: Int, _ next: Int) -> LinearExpression {
                attributeExpression(next, startAttribute) - attributeExpression(previous, endAttribute)
            }
            let reference = gap(firstPrevious, firstNext)
            let priority: LayoutPriority = equalCenters ? 999 : .required
            let rule = equalCenters ? "equal-centering" : "equal-spacing"
            for (previous, next) in pairs.dropFirst() {
                let name = { (a: Int, b: Int) in "\(self.nodes[a].item.id)…\(self.nodes[b].item.id)" }
                let text = "\(equalCenters ? "centerDistance" : "gap")(\(name(previous, next))) == "
                    + "\(equalCenters ? "centerDistance" : "gap")(\(name(firstPrevious, firstNext))) @\(priority)"
                try add(gap(previous, next) - reference, .equal, ladder.strength(priority),
                        origin: .generated(origin(rule), .text(text)))
            }
        }
        for view in arranged {
            let hidden = nodes[view].item.isHidden
            if hidden {
                try addGenerated(view, its.mainSize, .equal, nil, .notAnAttribute, origin: origin("hiding"))
                try addGenerated(view, its.mainStart, .equal, stack, own.mainStart, origin: origin("hiding"))
            }
            switch configuration.alignment {
            case .fill:
                try addGenerated(view, its.crossStart, .equal, stack, own.crossStart, origin: origin("alignment"))
                try addGenerated(view, its.crossEnd, .equal, stack, own.crossEnd, origin: origin("alignment"))
            case .leading, .top:
                try addGenerated(view, its.crossStart, .equal, stack, own.crossStart, origin: origin("alignment"))
                try addGenerated(view, its.crossEnd, .lessThanOrEqual, stack, own.crossEnd, origin: origin("alignment"))
            case .center:
                try addGenerated(view, its.crossCenter, .equal, stack, own.crossCenter, origin: origin("alignment"))
                try addGenerated(view, its.crossStart, .greaterThanOrEqual, stack, own.crossStart,
                                 origin: origin("alignment"))
                try addGenerated(view, its.crossEnd, .lessThanOrEqual, stack, own.crossEnd, origin: origin("alignment"))
            case .trailing, .bottom:
                try addGenerated(view, its.crossEnd, .equal, stack, own.crossEnd, origin: origin("alignment"))
                try addGenerated(view, its.crossStart, .greaterThanOrEqual, stack, own.crossStart,
                                 origin: origin("alignment"))
            }
            if configuration.alignment != .fill {
                try addGenerated(view, its.crossSize, .equal, nil, .notAnAttribute, priority: 25,
                                 origin: origin("ambiguity-suppression"))
            }
        }
        if configuration.alignment != .fill && !arranged.isEmpty {
            // The stack's cross extent (inside its margins when margins-relative) shrinks onto its largest view.
            let extent = attributeExpression(stack, own.crossEnd) - attributeExpression(stack, own.crossStart)
            let priority: LayoutPriority = 51
            try add(extent, .equal, ladder.strength(priority),
                    origin: .generated(origin("spanning-fit"), .text("\(stackID).\(own.crossEnd) - \(stackID).\(own.crossStart) == 0.0 @51")))
        }
    }

    /// Replaces the proportion constraints of fill-proportionally stacks whose intrinsic main sizes changed.
    ///
    /// The first visible view with a positive intrinsic main size is the reference; every other one with a positive
    /// size gets `size == (intrinsic / reference intrinsic) × reference size` at priority 999. Views without an
    /// intrinsic main size are left to the fill rules.
    func refreshProportionalStacks() throws(AutoLayoutError) {
        for position in proportionalStacks.indices {
            let stack = proportionalStacks[position].stack
            guard let configuration = nodes[stack].item.stackConfiguration else { continue }
            let axis = configuration.axis
            let sized = nodes[stack].children
                .filter { !nodes[$0].item.isGuide && !nodes[$0].item.isHidden }
                .compactMap { view -> (Int, Double)? in
                    guard let value = intrinsicValue(view, axis), value > 0 else { return nil }
                    return (view, value)
                }
            let ratios = sized.map { $0.1 / (sized.first?.1 ?? 1) }
            if ratios == proportionalStacks[position].ratios && !proportionalStacks[position].constraints.isEmpty {
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
            proportionalStacks[position].ratios = ratios
            guard let reference = sized.first else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            for (offset, (view, _)) in sized.enumerated().dropFirst() {
                if let constraint = try addGenerated(
                    view, attribute, .equal, reference.0, attribute, multiplier: ratios[offset], priority: 999,
                    origin: .stackView(stackID: nodes[stack].item.id, rule: "fill-proportionally"))
                {
                    proportionalStacks[position].constraints.append(constraint)
                }
            }
        }
    }
}

import AdLayoutConstraintSolver

extension AutoLayoutSystem {
    /// The edit strength of intrinsic sizes: above the largest weight below required (1e6 at priority 999), so
    /// hugging and compression resistance never move the intrinsic value itself.
    static let intrinsicEditStrength = Strength(strong: 10, medium: 0, weak: 0)

    /// Sets up the intrinsic sizes known at build time.
    func addInitialIntrinsicSizes() throws(AutoLayoutError) {
        for index in nodes.indices where !nodes[index].item.isGuide {
            switch nodes[index].item.intrinsicContentSize {
            case .none:
                break
            case .fixed(let size):
                try setIntrinsicSize(size, of: index)
            case .measured:
                measuredNodes.append(index)
                try setIntrinsicSize(.zero, of: index)
            }
        }
    }

    /// The current intrinsic size of an item on an axis, `nil` when it has none.
    func intrinsicValue(_ node: Int, _ axis: LayoutAxis) -> Double? {
        let position = nodes[node].intrinsicAxis[axis == .horizontal ? 0 : 1]
        return position >= 0 ? intrinsicAxes[position].value : nil
    }

    /// Applies an intrinsic size on both axes; returns whether either changed (by more than 1e-9).
    @discardableResult
    func setIntrinsicSize(_ size: LayoutSize, of node: Int) throws(AutoLayoutError) -> Bool {
        guard !nodes[node].item.isGuide else { return false }
        let horizontal = try setIntrinsic(size.width, of: node, axis: .horizontal)
        let vertical = try setIntrinsic(size.height, of: node, axis: .vertical)
        return horizontal || vertical
    }

    /// Moves the edit variable, or adds/removes the axis's hugging and compression constraints when the axis gains
    /// or loses its intrinsic size. Negative and non-finite values mean "no intrinsic size".
    private func setIntrinsic(_ raw: Double, of node: Int, axis: LayoutAxis) throws(AutoLayoutError) -> Bool {
        let value: Double? = raw.isFinite && raw >= 0 ? raw : nil
        let slot = axis == .horizontal ? 0 : 1
        var position = nodes[node].intrinsicAxis[slot]
        if position < 0 {
            guard value != nil else { return false }
            position = intrinsicAxes.count
            let name = "\(nodes[node].item.id).intrinsic\(axis == .horizontal ? "Width" : "Height")"
            intrinsicAxes.append(IntrinsicAxis(node: node, axis: axis, variable: Variable(name)))
            nodes[node].intrinsicAxis[slot] = position
        }
        let old = intrinsicAxes[position].value
        do throws(SolverError) {
            switch (old, value) {
            case (nil, nil):
                return false
            case (let old?, let new?):
                guard abs(old - new) > 1e-9 else { return false }
                try solver.suggestValue(new, for: intrinsicAxes[position].variable)
                intrinsicAxes[position].value = new
            case (nil, let new?):
                let variable = intrinsicAxes[position].variable
                try solver.addEditVariable(variable, strength: Self.intrinsicEditStrength)
                try solver.suggestValue(new, for: variable)
                intrinsicAxes[position].value = new
            case (_?, nil):
                if let hugging = intrinsicAxes[position].hugging { try solver.removeConstraint(hugging) }
                if let compression = intrinsicAxes[position].compression { try solver.removeConstraint(compression) }
                try solver.removeEditVariable(intrinsicAxes[position].variable)
                intrinsicAxes[position].hugging = nil
                intrinsicAxes[position].compression = nil
                intrinsicAxes[position].value = nil
            }
        } catch {
            throw Self.map(error)
        }
        if old == nil { try addIntrinsicConstraints(position) }
        return true
    }

    /// `size ≤ intrinsic` at the hugging priority and `size ≥ intrinsic` at the compression-resistance priority,
    /// both capped at 999.
    private func addIntrinsicConstraints(_ position: Int) throws(AutoLayoutError) {
        let axisState = intrinsicAxes[position]
        let node = nodes[axisState.node]
        let size = node.size(axisState.axis)
        let hugging = min(node.item.contentHuggingPriority[axisState.axis], 999)
        let compression = min(node.item.compressionResistancePriority[axisState.axis], 999)
        let difference = size - axisState.variable
        let attribute: LayoutAttribute = axisState.axis == .horizontal ? .width : .height
        func origin(_ rule: String, _ relation: String, _ priority: LayoutPriority) -> RecordOrigin {
            .generated(
                .intrinsicContentSize(itemID: node.item.id, axis: axisState.axis, rule: rule),
                .text("\(node.item.id).\(attribute) \(relation) intrinsic @\(priority)"))
        }
        intrinsicAxes[position].hugging = try add(
            difference, .lessThanOrEqual, ladder.strength(hugging), origin: origin("hugging", "<=", hugging))
        intrinsicAxes[position].compression = try add(
            difference, .greaterThanOrEqual, ladder.strength(compression),
            origin: origin("compression", ">=", compression))
    }
}

import AdLayoutConstraintSolver

extension AutoLayoutSystem {
    /// An item's first or last baseline in root coordinates, as UIKit places it: a label's text is centred in its
    /// bounds and as tall as its intrinsic height, so the first baseline is `top + height / 2 − text / 2 + ascender`
    /// and the last `top + height / 2 + text / 2 − descender` (``TextBaseline``), `text` one line where the text is
    /// a line centred whatever the view's height (``TextBaseline/lineHeight``: a text field, a button); a view
    /// without text has its baselines at its bottom (`UIView`'s `viewForFirstBaselineLayout` is itself); a stack view vends its first
    /// (last) visible arranged view's.
    func baselineExpression(_ index: Int, first: Bool) -> LinearExpression {
        let node = nodes[index]
        if node.item.stackConfiguration != nil {
            let shown = node.children.filter { nodes[$0].isArranged && !nodes[$0].isHidden }
            if let view = first ? shown.first : shown.last { return baselineExpression(view, first: first) }
        }
        guard let metrics = node.item.textBaseline, !node.item.isGuide else { return node.top + node.height }
        let text: LinearExpression
        if let line = metrics.lineHeight {
            text = LinearExpression(line)
        } else if case .none = node.item.intrinsicContentSize {
            text = LinearExpression(node.height)
        } else {
            text = LinearExpression(textHeightVariable(index))
        }
        let middle = node.top + 0.5 * node.height
        return first ? middle - 0.5 * text + metrics.ascender : middle + 0.5 * text - metrics.descender
    }

    /// The variable of an item's intrinsic height (its text's height), made before the size is first set so that
    /// constraints on its baselines can name it; ``setIntrinsicSize(_:of:)`` turns it into an edit variable.
    private func textHeightVariable(_ index: Int) -> Variable {
        let position = nodes[index].intrinsicAxis[1]
        if position >= 0 { return intrinsicAxes[position].variable }
        let variable = Variable("\(nodes[index].item.id).intrinsicHeight")
        nodes[index].intrinsicAxis[1] = intrinsicAxes.count
        intrinsicAxes.append(IntrinsicAxis(node: index, axis: .vertical, variable: variable))
        return variable
    }
}

/// A constraint's equation as Auto Layout's warnings write it, `icon.top == media.bottom + 10.0 @1000`: one
/// spelling for Auto Layout's constraints and the laid-out nodes' (their `--frames` and the studio show it).
public enum ConstraintEquation {
    /// `first.attribute relation [multiplier * ]second.attribute ± constant @priority`, or
    /// `first.attribute relation constant @priority` without a second item.
    public static func text(
        _ firstItem: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ secondItem: String?,
        _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, priority: LayoutPriority
    ) -> String {
        var text = "\(firstItem).\(firstAttribute) \(relation.symbol) "
        if let secondItem {
            text += multiplier == 1 ? "" : "\(multiplier) * "
            text += "\(secondItem).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            text += "\(constant)"
        }
        return text + " @\(priority)"
    }
}

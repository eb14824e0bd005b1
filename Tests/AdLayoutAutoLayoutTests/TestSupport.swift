import AdLayoutConstraintSolver
import AdLayoutAutoLayout
import Testing

/// Fixed-pitch text: 7 pt per character, 20 pt per line. Items in `multiLine` wrap at whole characters when given
/// a width narrower than their text; others stay on one line.
struct MonospaceMeasurer: IntrinsicSizeMeasuring {
    var texts: [String: String] = [:]
    var multiLine: Set<String> = []

    func intrinsicSize(of item: LayoutItem, width: Double?) -> LayoutSize {
        let text = texts[item.id] ?? item.text ?? ""
        if text.isEmpty { return .zero }
        let natural = Double(text.count) * 7
        guard multiLine.contains(item.id), let width, natural > width else {
            return LayoutSize(width: natural, height: 20)
        }
        let perLine = max(1, Int(width / 7))
        let lines = (text.count + perLine - 1) / perLine
        return LayoutSize(width: Double(perLine) * 7, height: Double(lines) * 20)
    }
}

/// `first.a1 <relation> second.a2 × multiplier + constant`, named `id`.
func rule(
    _ first: String, _ a1: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: String? = nil, _ a2: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required, id: String = "",
    file: String = #fileID, line: Int = #line
) -> LayoutConstraint {
    LayoutConstraint(
        item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2,
        multiplier: multiplier, constant: constant, priority: priority, identifier: id, file: file, line: line)
}

/// `id`'s leading and top edges at the cell's (`rule`s made at the caller's line).
func pinnedToCellTopLeading(_ id: String, file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
    [rule(id, .leading, .equal, "cell", .leading, file: file, line: line),
     rule(id, .top, .equal, "cell", .top, file: file, line: line)]
}

/// `id`'s four edges at `parent`'s layout margins (`rule`s made at the caller's line).
func pinnedToMargins(_ id: String, of parent: String, file: String = #fileID, line: Int = #line) -> [LayoutConstraint] {
    [rule(id, .leading, .equal, parent, .leadingMargin, file: file, line: line),
     rule(id, .trailing, .equal, parent, .trailingMargin, file: file, line: line),
     rule(id, .top, .equal, parent, .topMargin, file: file, line: line),
     rule(id, .bottom, .equal, parent, .bottomMargin, file: file, line: line)]
}

/// A system whose root, `cell`, is `width` × `height` and holds `children`.
func cellSystem(_ children: [LayoutItem], width: Double, height: Double,
                constraints: [LayoutConstraint]) throws -> AutoLayoutSystem {
    try AutoLayoutSystem(root: LayoutItem(id: "cell", children: children), rootSize: LayoutSize(width: width, height: height),
                         constraints: constraints)
}

/// Whether two rectangles agree to 1e-6 in every component.
func same(_ a: LayoutRect?, _ b: LayoutRect, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
}

extension AutoLayoutSystem {
    /// The layout, measured by ``MonospaceMeasurer``, after ``setHidden(_:)`` with `hidden` (the items not named as
    /// their own `isHidden`), as the next ad sets them.
    func layout(hidden: [String: Bool]) throws -> LayoutResult {
        try setHidden(hidden)
        return try layout(measuring: MonospaceMeasurer())
    }
}

extension LayoutResult {
    var ambiguityWarnings: [LayoutWarning] {
        warnings.filter { if case .ambiguousLayout = $0 { true } else { false } }
    }

    var conflictWarnings: [LayoutWarning] {
        warnings.filter { if case .unsatisfiableConstraints = $0 { true } else { false } }
    }

    /// The first warning's conflict: the constraint broken, those that could not all hold, and whether they are a
    /// minimal set; nil, after recording an issue, when the first warning is no conflict.
    func firstConflict(sourceLocation: SourceLocation = #_sourceLocation)
        -> (broken: ConstraintReference, involved: [ConstraintReference], isMinimal: Bool)? {
        guard case .unsatisfiableConstraints(let broken, let involved, let isMinimal) = warnings.first else {
            Issue.record("expected a conflict, got \(warnings)", sourceLocation: sourceLocation)
            return nil
        }
        return (broken, involved, isMinimal)
    }
}

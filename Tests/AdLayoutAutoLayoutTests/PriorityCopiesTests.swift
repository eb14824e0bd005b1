import AdLayoutAutoLayout
import Testing

/// The same optional constraint written thousands of times at hundreds of priority levels (issue 41: one
/// label with 9,996 `≤` constraints at 999 levels took 1.37 GB): the copies weigh together as one, so
/// the solver holds one row for them and the layout is what the copies ask for.
@Suite struct PriorityCopiesTests {
    @Test func copiesAtEveryPriorityLevelSolveAsOne() throws {
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "label", kind: .label, intrinsicContentSize: .fixed(LayoutSize(width: 60, height: 20))),
        ])
        var constraints = [rule("label", .leading, .equal, "cell", .leading), rule("label", .top, .equal, "cell", .top)]
        for i in 0..<9_996 {
            constraints.append(rule("label", .width, .lessThanOrEqual, nil, constant: 20, priority: LayoutPriority(Float(1 + i % 999))))
        }
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 100), constraints: constraints)
        let result = try system.layout()
        // 9,996 copies outweigh compression resistance (750): the label is 20 wide, its height its own.
        #expect(same(result.frame(of: "label"), rect(0, 0, 20, 20)))
        // The root's 4, the 2 pins, one row for the copies, the label's edit variables and its hugging and compression.
        #expect(system.solverConstraintCount == 4 + 2 + 1 + 2 + 4)
    }

    @Test func aHigherPriorityStillWinsOverManyCopiesOfALowerOne() throws {
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "bar")])
        var constraints = [rule("bar", .leading, .equal, "cell", .leading), rule("bar", .top, .equal, "cell", .top),
                           rule("bar", .height, .equal, nil, constant: 4),
                           rule("bar", .width, .lessThanOrEqual, nil, constant: 10, priority: 251)]
        for _ in 0..<999 {
            constraints.append(rule("bar", .width, .greaterThanOrEqual, nil, constant: 70, priority: 250))
        }
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 200), constraints: constraints).layout()
        #expect(same(result.frame(of: "bar"), rect(0, 0, 10, 4)))
    }
}

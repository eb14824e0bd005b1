import Testing
import AdLayoutAutoLayout

@Suite struct LimitsTests {
    let size = LayoutSize(width: 100, height: 100)

    @Test func itemCountLimit() throws {
        let atLimit = LayoutItem(id: "root", children: (1..<1000).map { LayoutItem(id: "c\($0)") })
        let system = try AutoLayoutSystem(root: atLimit, rootSize: size, constraints: [],
                                          options: AutoLayoutOptions(ambiguityCheck: .never))
        #expect(system.itemIDs.count == 1000)
        let over = LayoutItem(id: "root", children: (1...1000).map { LayoutItem(id: "c\($0)") })
        #expect(throws: AutoLayoutError.tooManyItems(count: 1001, limit: 1000)) {
            try AutoLayoutSystem(root: over, rootSize: size, constraints: [])
        }
    }

    func chain(_ count: Int) -> LayoutItem {
        var item = LayoutItem(id: "n\(count - 1)")
        for depth in stride(from: count - 2, through: 0, by: -1) {
            item = LayoutItem(id: "n\(depth)", children: [item])
        }
        return item
    }

    @Test func nestingDepthLimit() throws {
        // n0 … n64: the deepest has depth 64, the limit.
        _ = try AutoLayoutSystem(root: chain(65), rootSize: size, constraints: [])
        #expect(throws: AutoLayoutError.nestingTooDeep(itemID: "n65", limit: 64)) {
            try AutoLayoutSystem(root: chain(66), rootSize: size, constraints: [])
        }
    }

    @Test func constraintCountLimit() {
        let tree = LayoutItem(id: "root", children: [LayoutItem(id: "a")])
        let constraints = Array(repeating: rule("a", .width, .equal, nil, constant: 1), count: 10_001)
        #expect(throws: AutoLayoutError.tooManyConstraints(count: 10_001, limit: 10_000)) {
            try AutoLayoutSystem(root: tree, rootSize: size, constraints: constraints)
        }
    }

    @Test func invalidTreesAreRejected() {
        let duplicate = LayoutItem(id: "root", children: [LayoutItem(id: "a"), LayoutItem(id: "a")])
        #expect(throws: AutoLayoutError.duplicateItemID("a")) {
            try AutoLayoutSystem(root: duplicate, rootSize: size, constraints: [])
        }
        let guideWithChild = LayoutItem(id: "root", children: [LayoutItem(id: "g", kind: .guide, children: [LayoutItem(id: "x")])])
        #expect(throws: AutoLayoutError.self) {
            try AutoLayoutSystem(root: guideWithChild, rootSize: size, constraints: [])
        }
        #expect(throws: AutoLayoutError.invalidRootSize(LayoutSize(width: -1, height: 5))) {
            try AutoLayoutSystem(root: LayoutItem(id: "root"), rootSize: LayoutSize(width: -1, height: 5), constraints: [])
        }
    }

    @Test(arguments: [
        rule("a", .leading, .equal, nil, constant: 5),  // location equal to a constant
        rule("a", .leading, .equal, "root", .left),  // leading with left
        rule("a", .top, .equal, "root", .width),  // location with size
        rule("a", .top, .equal, "root", .leading),  // different axes
        rule("a", .width, .equal, nil, constant: 5, priority: 0),  // priority out of range
        rule("a", .width, .equal, nil, constant: 5, priority: 1001),
        rule("a", .centerX, .equal, "root", .centerX, multiplier: 0),  // location times zero
        rule("g", .leadingMargin, .equal, "root", .leading),  // guides have no margins
        rule("a", .notAnAttribute, .equal, "root", .width),
        rule("a", .width, .equal, "root", .notAnAttribute),
        rule("a", .width, .equal, nil, .width, constant: 3),
        rule("a", .width, .equal, nil, constant: .nan),
    ])
    func invalidConstraintsAreRejected(_ constraint: LayoutConstraint) {
        let tree = LayoutItem(id: "root", children: [LayoutItem(id: "a"), LayoutItem(id: "g", kind: .guide)])
        let error = #expect(throws: AutoLayoutError.self) {
            try AutoLayoutSystem(root: tree, rootSize: size, constraints: [constraint])
        }
        guard case .invalidConstraint(let source, let reason)? = error else {
            Issue.record("expected invalidConstraint, got \(String(describing: error))")
            return
        }
        #expect(source == constraint.source)
        #expect(!reason.isEmpty)
    }

    @Test func unknownItemIsRejected() {
        let tree = LayoutItem(id: "root")
        let constraint = rule("ghost", .width, .equal, nil, constant: 1)
        #expect(throws: AutoLayoutError.unknownItem("ghost", source: constraint.source)) {
            try AutoLayoutSystem(root: tree, rootSize: size, constraints: [constraint])
        }
    }

    /// Twenty views edge to edge that prefer 10 pt each (priority 250) but may not go below 0, in a 100 pt row: the
    /// last, required trailing edge forces about ten widths to zero, a pivot each.
    func squeezedRow() -> (LayoutItem, [LayoutConstraint]) {
        let tree = LayoutItem(id: "root", children: (0..<20).map { LayoutItem(id: "v\($0)") })
        var constraints: [LayoutConstraint] = []
        for i in 0..<20 {
            constraints.append(rule("v\(i)", .top, .equal, "root", .top))
            constraints.append(rule("v\(i)", .height, .equal, nil, constant: 1))
            constraints.append(rule("v\(i)", .width, .greaterThanOrEqual, nil, constant: 0))
            constraints.append(rule("v\(i)", .width, .equal, nil, constant: 10, priority: 250))
            if i > 0 {
                constraints.append(rule("v\(i)", .leading, .equal, "v\(i - 1)", .trailing))
            } else {
                constraints.append(rule("v0", .leading, .equal, "root", .leading))
            }
        }
        constraints.append(rule("v19", .trailing, .lessThanOrEqual, "root", .trailing))
        return (tree, constraints)
    }

    @Test func solverWorkLimitSurfaces() throws {
        let (tree, constraints) = squeezedRow()
        let result = try AutoLayoutSystem(root: tree, rootSize: size, constraints: constraints,
                                          options: AutoLayoutOptions(ambiguityCheck: .never)).layout()
        #expect(same(result.frame(of: "v19").map { rect($0.maxX, 0, 0, 0) }, rect(100, 0, 0, 0)))
        #expect(throws: AutoLayoutError.solverWorkLimitExceeded(limit: 2)) {
            try AutoLayoutSystem(root: tree, rootSize: size, constraints: constraints,
                                 options: AutoLayoutOptions(maximumPivotsPerOperation: 2))
        }
    }
}

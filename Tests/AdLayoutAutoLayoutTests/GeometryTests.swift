import Testing
import AdLayoutAutoLayout

@Suite struct GeometryTests {
    /// media: 343 × 179.003125 at (16, 16); a 40 × 20 badge centered in it; a dot at a quarter of the cell's width.
    @Test func centerConstraintsAndMultipliedCenters() throws {
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "media", children: [LayoutItem(id: "badge"), LayoutItem(id: "pin")]),
            LayoutItem(id: "dot"),
        ])
        let constraints = [
            rule("media", .leading, .equal, "cell", .leading, constant: 16),
            rule("media", .trailing, .equal, "cell", .trailing, constant: -16),
            rule("media", .top, .equal, "cell", .top, constant: 16),
            rule("media", .height, .equal, "media", .width, multiplier: 167.0 / 320.0),
            rule("badge", .centerX, .equal, "media", .centerX),
            rule("badge", .centerY, .equal, "media", .centerY),
            rule("badge", .width, .equal, nil, constant: 40),
            rule("badge", .height, .equal, nil, constant: 20),
            // In the cell's space: center at 375 / 4.
            rule("dot", .centerX, .equal, "cell", .centerX, multiplier: 0.5),
            rule("dot", .centerY, .equal, "cell", .centerY),
            rule("dot", .width, .equal, nil, constant: 10),
            rule("dot", .height, .equal, nil, constant: 10),
            // In media's space (the common ancestor): center at 343 / 4 from media's left.
            rule("pin", .centerX, .equal, "media", .centerX, multiplier: 0.5),
            rule("pin", .top, .equal, "media", .top, constant: 5),
            rule("pin", .width, .equal, nil, constant: 6),
            rule("pin", .height, .equal, nil, constant: 6),
        ]
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 375, height: 300), constraints: constraints)
        let result = try system.layout()
        #expect(same(result.frame(of: "badge"), rect((343 - 40) / 2, (179.003125 - 20) / 2, 40, 20)))
        #expect(same(result.frameInRoot(of: "badge"), rect(16 + 151.5, 16 + 79.5015625, 40, 20)))
        #expect(same(result.frame(of: "dot"), rect(93.75 - 5, 150 - 5, 10, 10)))
        #expect(same(result.frame(of: "pin"), rect(85.75 - 3, 5, 6, 6)))
        #expect(result.warnings.isEmpty)
    }

    func marginTree() -> LayoutItem {
        LayoutItem(id: "cell", children: [
            LayoutItem(id: "container", children: [LayoutItem(id: "child"), LayoutItem(id: "tag")],
                       layoutMargins: LayoutEdgeInsets(top: 10, left: 20, bottom: 6, right: 30)),
        ])
    }

    func marginConstraints() -> [LayoutConstraint] {
        [
            rule("container", .leading, .equal, "cell", .leading),
            rule("container", .trailing, .equal, "cell", .trailing),
            rule("container", .top, .equal, "cell", .top),
            rule("container", .height, .equal, nil, constant: 100),
        ] + pinnedToMargins("child", of: "container") + [
            rule("tag", .leading, .equal, "container", .leadingMargin),
            rule("tag", .centerY, .equal, "container", .centerYWithinMargins),
            rule("tag", .width, .equal, nil, constant: 100),
            rule("tag", .height, .equal, nil, constant: 10),
        ]
    }

    @Test func layoutMargins() throws {
        let system = try AutoLayoutSystem(
            root: marginTree(), rootSize: LayoutSize(width: 375, height: 200), constraints: marginConstraints())
        let result = try system.layout()
        #expect(same(result.frame(of: "child"), rect(20, 10, 375 - 50, 100 - 16)))
        // Margin rectangle spans y 10…94, center 52.
        #expect(same(result.frame(of: "tag"), rect(20, 47, 100, 10)))
        #expect(result.warnings.isEmpty)
    }

    @Test func defaultMarginsAreEightPoints() throws {
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "child")])
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 100, height: 50),
                                          constraints: pinnedToMargins("child", of: "cell")).layout()
        #expect(same(result.frame(of: "child"), rect(8, 8, 84, 34)))
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        let system = try AutoLayoutSystem(
            root: marginTree(), rootSize: LayoutSize(width: 375, height: 200), constraints: marginConstraints(),
            options: AutoLayoutOptions(layoutDirection: .rightToLeft))
        let result = try system.layout()
        // Leading margin is now the right one (30): the tag's right edge sits at 375 − 30.
        #expect(same(result.frame(of: "tag"), rect(345 - 100, 47, 100, 10)))
        #expect(same(result.frame(of: "child"), rect(20, 10, 325, 84)))
    }

    @Test func autoresizingMaskFixesFrameRelativeToParent() throws {
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "panel", children: [
                LayoutItem(id: "legacy", translatesAutoresizingMaskIntoConstraints: true,
                           frame: rect(10, 20, 30, 40)),
                LayoutItem(id: "follower"),
            ]),
        ])
        let constraints = [
            rule("panel", .leading, .equal, "cell", .leading, constant: 50),
            rule("panel", .top, .equal, "cell", .top, constant: 60),
            rule("panel", .width, .equal, nil, constant: 200),
            rule("panel", .height, .equal, nil, constant: 100),
            rule("follower", .leading, .equal, "legacy", .trailing, constant: 5),
            rule("follower", .top, .equal, "legacy", .top),
            rule("follower", .width, .equal, "legacy", .width, multiplier: 2),
            rule("follower", .height, .equal, "legacy", .height, constant: -15),
        ]
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 375, height: 300), constraints: constraints).layout()
        #expect(same(result.frame(of: "legacy"), rect(10, 20, 30, 40)))
        #expect(same(result.frameInRoot(of: "legacy"), rect(60, 80, 30, 40)))
        #expect(same(result.frame(of: "follower"), rect(45, 20, 60, 25)))
        #expect(result.warnings.isEmpty)
    }

    @Test func layoutGuideBetweenViews() throws {
        // A spacer guide 20 wide between two views; the right view ends at the trailing margin.
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "a"), LayoutItem(id: "gap", kind: .guide), LayoutItem(id: "b"),
        ])
        let constraints = [
            rule("a", .leading, .equal, "cell", .leading),
            rule("a", .top, .equal, "cell", .top),
            rule("a", .width, .equal, nil, constant: 50),
            rule("a", .height, .equal, nil, constant: 50),
            rule("gap", .leading, .equal, "a", .trailing),
            rule("gap", .width, .equal, nil, constant: 20),
            rule("gap", .top, .equal, "a", .top),
            rule("gap", .height, .equal, "a", .height),
            rule("b", .leading, .equal, "gap", .trailing),
            rule("b", .trailing, .equal, "cell", .trailingMargin),
            rule("b", .top, .equal, "a", .top),
            rule("b", .bottom, .equal, "a", .bottom),
        ]
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 200, height: 100), constraints: constraints)
        let result = try system.layout()
        #expect(same(result.frame(of: "gap"), rect(50, 0, 20, 50)))
        #expect(same(result.frame(of: "b"), rect(70, 0, 122, 50)))
        #expect(system.parentID(of: "gap") == "cell")
        #expect(system.parentID(of: "cell") == nil)
        #expect(result.warnings.isEmpty)
    }

    @Test func priority999YieldsToRequired() throws {
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "box")])
        let constraints = [
            rule("box", .leading, .equal, "cell", .leading),
            rule("box", .top, .equal, "cell", .top),
            rule("box", .height, .equal, nil, constant: 10),
            rule("box", .width, .equal, nil, constant: 200, priority: 999),
            rule("box", .width, .lessThanOrEqual, nil, constant: 120),
            rule("box", .width, .equal, nil, constant: 10, priority: 998),
        ]
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 100), constraints: constraints).layout()
        // 999 pulls to 200 but the required ≤ 120 wins; 998 (to 10) loses to 999.
        #expect(same(result.frame(of: "box"), rect(0, 0, 120, 10)))
        #expect(result.warnings.isEmpty)
    }

    /// "Higher priority constraints are satisfied before lower priority constraints": a width at 751 holds against
    /// the two compression resistances at 750 an aspect ratio ties to it (a 108-pt image in a square kept 40 wide),
    /// and a width of at most 10 at 251 against three minimum widths at 250. (Weights 2 % apart per level gave
    /// 108 and 70.)
    @Test func aHigherPriorityWinsOverManyLowerOnes() throws {
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "icon", kind: .imageView, intrinsicContentSize: .fixed(LayoutSize(width: 108, height: 108))),
            LayoutItem(id: "bar"),
        ])
        let constraints = [
            rule("icon", .leading, .equal, "cell", .leading),
            rule("icon", .top, .equal, "cell", .top),
            rule("icon", .width, .equal, nil, constant: 40, priority: 751),
            rule("icon", .height, .equal, "icon", .width),
            rule("bar", .leading, .equal, "cell", .leading),
            rule("bar", .top, .equal, "icon", .bottom),
            rule("bar", .height, .equal, nil, constant: 4),
            rule("bar", .width, .greaterThanOrEqual, nil, constant: 50, priority: 250),
            rule("bar", .width, .greaterThanOrEqual, nil, constant: 60, priority: 250),
            rule("bar", .width, .greaterThanOrEqual, nil, constant: 70, priority: 250),
            rule("bar", .width, .lessThanOrEqual, nil, constant: 10, priority: 251),
        ]
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 200), constraints: constraints).layout()
        #expect(same(result.frame(of: "icon"), rect(0, 0, 40, 40)))
        #expect(same(result.frame(of: "bar"), rect(0, 40, 10, 4)))
    }

    @Test func inactiveConstraintsAreIgnored() throws {
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "box")])
        var off = rule("box", .width, .equal, nil, constant: 999)
        off.isActive = false
        let constraints = [
            rule("box", .leading, .equal, "cell", .leading),
            rule("box", .top, .equal, "cell", .top),
            rule("box", .height, .equal, nil, constant: 10),
            rule("box", .width, .equal, nil, constant: 30),
            off,
        ]
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 100), constraints: constraints).layout()
        #expect(same(result.frame(of: "box"), rect(0, 0, 30, 10)))
        #expect(result.warnings.isEmpty)
    }
}

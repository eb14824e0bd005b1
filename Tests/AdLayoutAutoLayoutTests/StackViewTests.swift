import Testing
import AdLayoutAutoLayout

@Suite struct StackViewTests {
    func image(_ id: String, _ width: Double, _ height: Double, hidden: Bool = false) -> LayoutItem {
        LayoutItem(id: id, kind: .imageView, isHidden: hidden,
                   intrinsicContentSize: .fixed(LayoutSize(width: width, height: height)))
    }

    /// A horizontal row (fill, centered, spacing 8) above a vertical column (fill, leading, spacing 4) whose middle
    /// label is hidden.
    @Test func horizontalAndVerticalStacks() throws {
        let row = LayoutItem(
            id: "row",
            kind: .stackView(StackViewConfiguration(axis: .horizontal, distribution: .fill, alignment: .center, spacing: 8)),
            children: [
                image("avatar", 40, 40),
                LayoutItem(id: "name", kind: .label, text: "Title",
                           contentHuggingPriority: AxisPriorities(horizontal: 249, vertical: 250)),
                image("chevron", 24, 24),
            ])
        let column = LayoutItem(
            id: "column",
            kind: .stackView(StackViewConfiguration(axis: .vertical, distribution: .fill, alignment: .leading, spacing: 4)),
            children: [
                LayoutItem(id: "headline", kind: .label, text: "Headline"),
                LayoutItem(id: "promo", kind: .label, isHidden: true, text: "Promo!"),
                LayoutItem(id: "subtitle", kind: .label, text: "Sub"),
            ])
        let tree = LayoutItem(id: "cell", children: [row, column])
        let constraints = [
            rule("row", .leading, .equal, "cell", .leading, constant: 16),
            rule("row", .trailing, .equal, "cell", .trailing, constant: -16),
            rule("row", .top, .equal, "cell", .top, constant: 20),
            rule("column", .leading, .equal, "cell", .leading, constant: 16),
            rule("column", .trailing, .equal, "cell", .trailing, constant: -16),
            rule("column", .top, .equal, "row", .bottom, constant: 10),
        ]
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 375, height: 300), constraints: constraints)
        let result = try system.layout(measuring: MonospaceMeasurer())
        // Row: 343 wide; the label (hugging 249) takes 343 − 40 − 24 − 16 = 263; the row hugs its 40-tall avatar.
        #expect(same(result.frame(of: "row"), rect(16, 20, 343, 40)))
        #expect(same(result.frame(of: "avatar"), rect(0, 0, 40, 40)))
        #expect(same(result.frame(of: "name"), rect(48, 10, 263, 20)))
        #expect(same(result.frame(of: "chevron"), rect(319, 8, 24, 24)))
        // Column: 20 + 4 + 20 with the hidden label taking no space.
        #expect(same(result.frame(of: "column"), rect(16, 70, 343, 44)))
        #expect(same(result.frame(of: "headline"), rect(0, 0, 56, 20)))
        #expect(same(result.frame(of: "subtitle"), rect(0, 24, 21, 20)))
        // The hidden label: no height, half a gap below the headline (UIKit's UISV-spacing-hidden).
        #expect(same(result.frame(of: "promo"), rect(0, 22, 42, 0)))
        #expect(result.warnings.isEmpty)
    }

    @Test func fillEqually() throws {
        let stack = LayoutItem(
            id: "stack", kind: .stackView(StackViewConfiguration(distribution: .fillEqually, spacing: 8)),
            children: [LayoutItem(id: "x"), LayoutItem(id: "y"), LayoutItem(id: "z")])
        let constraints = [
            rule("stack", .leading, .equal, "cell", .leading, constant: 16),
            rule("stack", .trailing, .equal, "cell", .trailing, constant: -16),
            rule("stack", .top, .equal, "cell", .top),
            rule("stack", .height, .equal, nil, constant: 50),
        ]
        let result = try cellSystem([stack], width: 375, height: 100, constraints: constraints).layout()
        // (343 − 2 × 8) / 3 = 109.
        #expect(same(result.frame(of: "x"), rect(0, 0, 109, 50)))
        #expect(same(result.frame(of: "y"), rect(117, 0, 109, 50)))
        #expect(same(result.frame(of: "z"), rect(234, 0, 109, 50)))
        #expect(result.warnings.isEmpty)
    }

    func distributed(_ distribution: StackViewConfiguration.Distribution, _ widths: [Double]) throws -> LayoutResult {
        let stack = LayoutItem(
            id: "stack",
            kind: .stackView(StackViewConfiguration(distribution: distribution, alignment: .top, spacing: 5)),
            children: widths.enumerated().map { image("v\($0.offset)", $0.element, 10) })
        let constraints = [
            rule("stack", .leading, .equal, "cell", .leading),
            rule("stack", .width, .equal, nil, constant: 300),
            rule("stack", .top, .equal, "cell", .top),
        ]
        return try cellSystem([stack], width: 375, height: 100, constraints: constraints).layout()
    }

    @Test func equalSpacing() throws {
        let result = try distributed(.equalSpacing, [30, 50, 20])
        // (300 − 100) / 2 = 100 between views.
        #expect(same(result.frame(of: "v0"), rect(0, 0, 30, 10)))
        #expect(same(result.frame(of: "v1"), rect(130, 0, 50, 10)))
        #expect(same(result.frame(of: "v2"), rect(280, 0, 20, 10)))
        #expect(same(result.frame(of: "stack"), rect(0, 0, 300, 10)))
        #expect(result.warnings.isEmpty)
    }

    @Test func equalCentering() throws {
        let result = try distributed(.equalCentering, [20, 40, 20])
        // Centers at 10 and 290, so the middle one is centered at 150.
        #expect(same(result.frame(of: "v0"), rect(0, 0, 20, 10)))
        #expect(same(result.frame(of: "v1"), rect(130, 0, 40, 10)))
        #expect(same(result.frame(of: "v2"), rect(280, 0, 20, 10)))
        #expect(result.warnings.isEmpty)
    }

    @Test func fillProportionally() throws {
        let stack = LayoutItem(
            id: "stack", kind: .stackView(StackViewConfiguration(distribution: .fillProportionally)),
            children: [image("p1", 100, 10), image("p2", 300, 10)])
        let constraints = [
            rule("stack", .leading, .equal, "cell", .leading),
            rule("stack", .width, .equal, nil, constant: 200),
            rule("stack", .top, .equal, "cell", .top),
            rule("stack", .height, .equal, nil, constant: 10),
        ]
        let system = try cellSystem([stack], width: 375, height: 100, constraints: constraints)
        var result = try system.layout()
        #expect(same(result.frame(of: "p1"), rect(0, 0, 50, 10)))
        #expect(same(result.frame(of: "p2"), rect(50, 0, 150, 10)))
        #expect(result.warnings.isEmpty)
        result = try system.update(intrinsicSizes: ["p1": LayoutSize(width: 30, height: 10), "p2": LayoutSize(width: 10, height: 10)])
        // 3 : 1 of 200.
        #expect(same(result.frame(of: "p1"), rect(0, 0, 150, 10)))
        #expect(same(result.frame(of: "p2"), rect(150, 0, 50, 10)))
    }

    @Test func bottomAlignedRowWithMarginsRelativeArrangement() throws {
        let stack = LayoutItem(
            id: "stack",
            kind: .stackView(StackViewConfiguration(alignment: .bottom, spacing: 2, isLayoutMarginsRelativeArrangement: true)),
            children: [image("a", 10, 30), image("b", 10, 12)],
            contentHuggingPriority: AxisPriorities(horizontal: 250, vertical: 250),
            layoutMargins: LayoutEdgeInsets(top: 1, left: 3, bottom: 5, right: 7))
        let constraints = [
            rule("stack", .leading, .equal, "cell", .leading),
            rule("stack", .top, .equal, "cell", .top),
        ]
        let result = try cellSystem([stack], width: 100, height: 100, constraints: constraints).layout()
        // Width 3 + 10 + 2 + 10 + 7; height 1 + 30 + 5; both views end at the bottom margin (y 31).
        #expect(same(result.frame(of: "stack"), rect(0, 0, 32, 36)))
        #expect(same(result.frame(of: "a"), rect(3, 1, 10, 30)))
        #expect(same(result.frame(of: "b"), rect(15, 19, 10, 12)))
        #expect(result.warnings.isEmpty)
    }
}

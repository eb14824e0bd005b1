import Testing
import AdLayoutAutoLayout

@Suite struct DiagnosticsTests {
    @Test func twoRequiredWidthsConflict() throws {
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "box")])
        let constraints = [
            rule("box", .leading, .equal, "cell", .leading, id: "box.leading"),
            rule("box", .top, .equal, "cell", .top, id: "box.top"),
            rule("box", .height, .equal, nil, constant: 10, id: "box.height"),
            rule("box", .width, .equal, nil, constant: 100, id: "box.width.100"),
            rule("box", .width, .equal, nil, constant: 200, id: "box.width.200"),
        ]
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 100), constraints: constraints)
        let result = try system.layout()
        #expect(same(result.frame(of: "box"), rect(0, 0, 100, 10)))
        #expect(result.warnings.count == 1)
        guard case let (broken, involved, isMinimal)? = result.firstConflict() else { return }
        #expect(isMinimal)
        #expect(broken.source?.identifier == "box.width.200")
        #expect(broken.origin == .user(index: 4, source: constraints[4].source))
        #expect(involved.map { $0.source?.identifier } == ["box.width.100", "box.width.200"])
        #expect(involved[0].source?.file == constraints[3].source.file)
        #expect(involved[0].source?.line == constraints[3].source.line)
        #expect(involved[0].equation == "box.width == 100.0 @1000")
        #expect(system.buildWarnings == result.warnings)
    }

    /// Media pinned 16 pt from both edges of a 375-wide cell cannot also be 300 wide: the set is the root width,
    /// both pins and the width (the root's left edge cancels out and is not part of it).
    @Test func conflictSetSpansPinsAndRootFrame() throws {
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "media")])
        let constraints = [
            rule("media", .leading, .equal, "cell", .leading, constant: 16, id: "media.leading"),
            rule("media", .trailing, .equal, "cell", .trailing, constant: -16, id: "media.trailing"),
            rule("media", .top, .equal, "cell", .top, constant: 16, id: "media.top"),
            rule("media", .height, .equal, "media", .width, multiplier: 167.0 / 320.0, id: "media.aspect"),
            rule("media", .width, .equal, nil, constant: 300, id: "media.width"),
        ]
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 375, height: 400), constraints: constraints).layout()
        #expect(same(result.frame(of: "media"), rect(16, 16, 343, 179.003125)))
        guard case let (broken, involved, isMinimal)? = result.firstConflict() else { return }
        #expect(isMinimal)
        #expect(broken.source?.identifier == "media.width")
        #expect(involved.map(\.origin) == [
            .rootFrame(itemID: "cell"),
            .user(index: 0, source: constraints[0].source),
            .user(index: 1, source: constraints[1].source),
            .user(index: 4, source: constraints[4].source),
        ])
        #expect(involved[0].equation == "cell.width == 375.0")
        #expect(result.warnings.count == 1)
    }

    @Test func hiddenArrangedViewConflictsWithRequiredWidth() throws {
        let stack = LayoutItem(
            id: "stack", kind: .stackView(StackViewConfiguration()),
            children: [LayoutItem(id: "shown"), LayoutItem(id: "gone", isHidden: true)])
        let constraints = [
            rule("stack", .leading, .equal, "cell", .leading),
            rule("stack", .top, .equal, "cell", .top),
            rule("stack", .width, .equal, nil, constant: 100),
            rule("stack", .height, .equal, nil, constant: 20),
            rule("gone", .width, .equal, nil, constant: 50, id: "gone.width"),
        ]
        let result = try cellSystem([stack], width: 300, height: 100, constraints: constraints).layout()
        // UIKit's UISV-hiding is at 999.999: the required width keeps the hidden view 50 wide (placed after the
        // shown one, UISV-spacing-hidden), the stack still closes up, and the conflict is said.
        #expect(same(result.frame(of: "gone"), rect(100, 0, 50, 20)))
        #expect(same(result.frame(of: "shown"), rect(0, 0, 100, 20)))
        guard case let (broken, involved, isMinimal)? = result.firstConflict() else { return }
        #expect(isMinimal)
        #expect(broken.origin == .stackView(stackID: "stack", rule: "UISV-hiding"))
        #expect(involved.map(\.origin) == [
            .user(index: 4, source: constraints[4].source), .stackView(stackID: "stack", rule: "UISV-hiding"),
        ])
        #expect(involved[1].equation == "gone.width == 0.0 @999.999")
    }

    /// UIStackView makes its constraints after the app's are active, so where they contradict the app's it is the
    /// stack's that give way: Kickstarter's BackerDashboardEmptyStateCell pins two 24-pt icons of a column (spacing
    /// 12) to its top, and IB saved both at 0 and the view after them at 36 (UISV-spacing between the icons broken).
    @Test func theStacksConstraintGivesWayToTheApps() throws {
        let column = LayoutItem(
            id: "column", kind: .stackView(StackViewConfiguration(axis: .vertical, alignment: .center, spacing: 12)),
            children: [LayoutItem(id: "filled"), LayoutItem(id: "outline"), LayoutItem(id: "message")])
        let constraints = [
            rule("column", .leading, .equal, "cell", .leading), rule("column", .top, .equal, "cell", .top),
            rule("column", .width, .equal, nil, constant: 345), rule("column", .height, .equal, nil, constant: 66),
            rule("filled", .width, .equal, nil, constant: 24), rule("filled", .height, .equal, nil, constant: 24),
            rule("outline", .width, .equal, nil, constant: 24), rule("outline", .height, .equal, nil, constant: 24),
            rule("filled", .top, .equal, "column", .top), rule("outline", .top, .equal, "column", .top),
        ]
        let result = try cellSystem([column], width: 375, height: 88, constraints: constraints).layout()
        #expect(same(result.frame(of: "filled"), rect(160.5, 0, 24, 24)))
        #expect(same(result.frame(of: "outline"), rect(160.5, 0, 24, 24)))
        #expect(same(result.frame(of: "message"), rect(172.5, 36, 0, 30)))
        guard let broken = result.firstConflict()?.broken else { return }
        #expect(broken.origin == .stackView(stackID: "column", rule: "UISV-spacing"))
        #expect(broken.equation == "outline.top == filled.bottom + 12.0 @1000")
    }

    @Test func ambiguousPositionAndSize() throws {
        let tree = LayoutItem(id: "cell", children: [
            LayoutItem(id: "floater", children: [LayoutItem(id: "rider")]),
            LayoutItem(id: "stretchy"),
            LayoutItem(id: "fixed"),
        ])
        let constraints = [
            rule("floater", .width, .equal, nil, constant: 50),
            rule("floater", .height, .equal, nil, constant: 50),
            // The rider is fully determined relative to its (ambiguous) parent.
            rule("rider", .leading, .equal, "floater", .leading, constant: 5),
            rule("rider", .top, .equal, "floater", .top, constant: 5),
            rule("rider", .width, .equal, nil, constant: 10),
            rule("rider", .height, .equal, nil, constant: 10),
            rule("stretchy", .leading, .equal, "cell", .leading, constant: 10),
            rule("stretchy", .trailing, .lessThanOrEqual, "cell", .trailing),
            rule("stretchy", .top, .equal, "cell", .top),
            rule("stretchy", .height, .equal, nil, constant: 10),
            rule("fixed", .leading, .equal, "cell", .leading),
            rule("fixed", .top, .equal, "cell", .top),
            rule("fixed", .width, .greaterThanOrEqual, nil, constant: 10),
            rule("fixed", .width, .lessThanOrEqual, nil, constant: 10),
            rule("fixed", .height, .equal, nil, constant: 1),
        ]
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 100), constraints: constraints).layout()
        #expect(result.warnings == [
            .ambiguousLayout(itemID: "floater", components: [.x, .y]),
            .ambiguousLayout(itemID: "stretchy", components: [.width]),
        ])
        #expect(same(result.frame(of: "rider"), rect(5, 5, 10, 10)))
        #expect(same(result.frame(of: "fixed"), rect(0, 0, 10, 1)))
    }

    @Test func weakPreferenceRemovesAmbiguity() throws {
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "stretchy")])
        let constraints = [
            rule("stretchy", .leading, .equal, "cell", .leading, constant: 10),
            rule("stretchy", .trailing, .lessThanOrEqual, "cell", .trailing),
            rule("stretchy", .top, .equal, "cell", .top),
            rule("stretchy", .height, .equal, nil, constant: 10),
            rule("stretchy", .width, .equal, nil, constant: 1000, priority: 1),
        ]
        let result = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 100), constraints: constraints).layout()
        #expect(result.warnings.isEmpty)
        #expect(same(result.frame(of: "stretchy"), rect(10, 0, 290, 10)))
    }
}

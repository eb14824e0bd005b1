import Testing
import AdLayoutAutoLayout

/// Arranged subviews hidden and shown per ad in a built system, against UIKit's documented behaviour: "the stack
/// view automatically updates its layout … when one of the arranged subviews's isHidden property changes" — the
/// hidden view takes no space along the axis and the gap next to it goes away (UISV-hiding, UISV-spacing between the
/// visible views). Every expected frame is worked out by hand (MonospaceMeasurer: 7 pt per character, 20 pt lines).
@Suite struct StackHidingTests {
    func label(_ id: String, _ text: String, hidden: Bool = false) -> LayoutItem {
        LayoutItem(id: id, kind: .label, isHidden: hidden, text: text)
    }

    func image(_ id: String, _ width: Double, _ height: Double) -> LayoutItem {
        LayoutItem(id: id, kind: .imageView, intrinsicContentSize: .fixed(LayoutSize(width: width, height: height)))
    }

    /// A vertical stack of title, desc and point labels (spacing 4) in a 375-wide cell, 16 pt in.
    func column() throws -> AutoLayoutSystem {
        let column = LayoutItem(
            id: "column", kind: .stackView(StackViewConfiguration(axis: .vertical, spacing: 4)),
            children: [label("title", "Title"), label("desc", "Install"), label("point", "180")])
        return try cellSystem([column], width: 375, height: 200, constraints: [
            rule("column", .leading, .equal, "cell", .leading, constant: 16),
            rule("column", .trailing, .equal, "cell", .trailing, constant: -16),
            rule("column", .top, .equal, "cell", .top, constant: 10),
        ])
    }

    @Test func aHiddenDescMovesThePointRowUpByItsHeightAndTheSpacing() throws {
        let system = try column()
        var result = try system.layout(measuring: MonospaceMeasurer())
        // 20 + 4 + 20 + 4 + 20.
        #expect(same(result.frame(of: "title"), rect(0, 0, 343, 20)))
        #expect(same(result.frame(of: "desc"), rect(0, 24, 343, 20)))
        #expect(same(result.frame(of: "point"), rect(0, 48, 343, 20)))
        #expect(same(result.frame(of: "column"), rect(16, 10, 343, 68)))
        #expect(result.warnings.isEmpty)

        // The confirm state: desc hidden, the point row 20 + 4 higher, the stack as much shorter.
        result = try system.layout(hidden: ["desc": true])
        #expect(same(result.frame(of: "point"), rect(0, 24, 343, 20)))
        #expect(same(result.frame(of: "column"), rect(16, 10, 343, 44)))
        // The hidden view: no height, half a gap below the title (UISV-spacing-hidden).
        #expect(same(result.frame(of: "desc"), rect(0, 22, 343, 0)))
        #expect(result.warnings.isEmpty)

        // The next ad shows it again: the same system, the first layout back.
        result = try system.layout(hidden: [:])
        #expect(same(result.frame(of: "desc"), rect(0, 24, 343, 20)))
        #expect(same(result.frame(of: "point"), rect(0, 48, 343, 20)))
        #expect(same(result.frame(of: "column"), rect(16, 10, 343, 68)))
    }

    @Test func hiddenAtInitAndShownPerAd() throws {
        let column = LayoutItem(
            id: "column", kind: .stackView(StackViewConfiguration(axis: .vertical, alignment: .leading, spacing: 6)),
            children: [label("title", "Title"), label("promo", "Promo!", hidden: true)])
        let system = try cellSystem([column], width: 200, height: 100, constraints: pinnedToCellTopLeading("column"))
        var result = try system.layout(measuring: MonospaceMeasurer())
        // Only the title: the stack is its 35 × 20; the promo sits at its bottom (no visible view after it).
        #expect(same(result.frame(of: "column"), rect(0, 0, 35, 20)))
        #expect(same(result.frame(of: "promo"), rect(0, 20, 42, 0)))
        result = try system.layout(hidden: ["promo": false])
        #expect(same(result.frame(of: "promo"), rect(0, 26, 42, 20)))
        #expect(same(result.frame(of: "column"), rect(0, 0, 42, 46)))
        #expect(result.warnings.isEmpty)
    }

    /// A row of an icon, a badge with a required width of 36 and a name (spacing 8): hiding the badge takes
    /// 36 + 8 off the row. UIKit's `UISV-hiding` (999.999) cannot beat the required width: the badge keeps it,
    /// hidden, the row still closes up, and the conflict is said naming both constraints.
    @Test func aHiddenBadgeWithARequiredWidthStillCollapsesItsRow() throws {
        let row = LayoutItem(
            id: "row", kind: .stackView(StackViewConfiguration(alignment: .center, spacing: 8)),
            children: [image("icon", 40, 40), LayoutItem(id: "badge"), label("name", "Title")])
        let constraints = [
            rule("row", .leading, .equal, "cell", .leading, constant: 16),
            rule("row", .top, .equal, "cell", .top),
            rule("badge", .width, .equal, nil, constant: 36, id: "badge.width"),
            rule("badge", .height, .equal, nil, constant: 20),
        ]
        let system = try cellSystem([row], width: 375, height: 100, constraints: constraints)
        var result = try system.layout(measuring: MonospaceMeasurer())
        // 40 + 8 + 36 + 8 + 35.
        #expect(same(result.frame(of: "row"), rect(16, 0, 127, 40)))
        #expect(same(result.frame(of: "badge"), rect(48, 10, 36, 20)))
        #expect(same(result.frame(of: "name"), rect(92, 10, 35, 20)))
        #expect(result.warnings.isEmpty)

        result = try system.layout(hidden: ["badge": true])
        #expect(same(result.frame(of: "row"), rect(16, 0, 83, 40)))
        #expect(same(result.frame(of: "name"), rect(48, 10, 35, 20)))
        // Kept at 36 by its required width, half a gap after the icon.
        #expect(same(result.frame(of: "badge"), rect(44, 10, 36, 20)))
        guard case let (broken, involved, isMinimal)? = result.firstConflict() else { return }
        #expect(isMinimal)
        #expect(broken.origin == .stackView(stackID: "row", rule: "UISV-hiding"))
        #expect(broken.equation == "badge.width == 0.0 @999.999")
        #expect(involved.map(\.equation) == ["badge.width == 36.0 @1000", "badge.width == 0.0 @999.999"])
        #expect(result.warnings.count == 1)
        #expect(result.warnings[0].description == "Unable to simultaneously satisfy constraints: badge.width == 36.0 @1000 "
                + "[\(constraints[2].source)]; badge.width == 0.0 @999.999 [stack view row: UISV-hiding]. "
                + "Will attempt to recover by breaking badge.width == 0.0 @999.999 [stack view row: UISV-hiding]")

        result = try system.layout(hidden: [:])
        #expect(same(result.frame(of: "name"), rect(92, 10, 35, 20)))
        #expect(result.warnings.isEmpty)
    }

    /// Hidden views first, last and in the middle, with a custom spacing after the first view
    /// (`setCustomSpacing(12, after: a)`): the gaps are the visible views' own.
    @Test(arguments: [
        ([String](), [rect(0, 0, 10, 10), rect(22, 0, 20, 10), rect(47, 0, 30, 10)], 77.0),
        (["a"], [rect(0, 0, 0, 10), rect(0, 0, 20, 10), rect(25, 0, 30, 10)], 55.0),
        (["b"], [rect(0, 0, 10, 10), rect(16, 0, 0, 10), rect(22, 0, 30, 10)], 52.0),
        (["c"], [rect(0, 0, 10, 10), rect(22, 0, 20, 10), rect(42, 0, 0, 10)], 42.0),
        (["a", "b"], [rect(0, 0, 0, 10), rect(0, 0, 0, 10), rect(0, 0, 30, 10)], 30.0),
    ])
    func hiddenViewsAnywhereWithCustomSpacing(_ hidden: [String], _ frames: [LayoutRect], _ width: Double) throws {
        let stack = LayoutItem(
            id: "stack", kind: .stackView(StackViewConfiguration(spacing: 5, customSpacing: ["a": 12])),
            children: [image("a", 10, 10), image("b", 20, 10), image("c", 30, 10)])
        let system = try cellSystem([stack], width: 200, height: 50, constraints: pinnedToCellTopLeading("stack"))
        try system.setHidden(Dictionary(uniqueKeysWithValues: hidden.map { ($0, true) }))
        let result = try system.layout()
        for (id, frame) in zip(["a", "b", "c"], frames) {
            #expect(same(result.frame(of: id), frame), "\(id): \(String(describing: result.frame(of: id)))")
        }
        #expect(same(result.frame(of: "stack"), rect(0, 0, width, 10)))
        #expect(result.warnings.isEmpty)
    }

    @Test func unknownIDsAreRefused() throws {
        let system = try column()
        #expect(throws: AutoLayoutError.unknownItemID("dsec")) { try system.setHidden(["dsec": true]) }
    }

    /// UIKit's `UISV-fill-proportionally`: `intrinsic / (Σ intrinsic + spacings)` of the stack at 999, 998, 997
    /// (the proportions and spacings cannot all hold: the last view gives way); with the middle view hidden, the
    /// proportions of the two left.
    @Test func fillProportionallyAsUIKitWeighsIt() throws {
        let stack = LayoutItem(
            id: "stack", kind: .stackView(StackViewConfiguration(distribution: .fillProportionally, spacing: 10)),
            children: [image("p0", 160, 10), image("p1", 80, 10), image("p2", 40, 10)])
        let system = try cellSystem([stack], width: 375, height: 50,
                                    constraints: pinnedToCellTopLeading("stack") + [rule("stack", .width, .equal, nil, constant: 200)])
        var result = try system.layout()
        // 160 / 300 × 200 and 80 / 300 × 200; the last takes what is left: 200 − 20 − 160.
        #expect(same(result.frame(of: "p0"), rect(0, 0, 320.0 / 3, 10), tolerance: 1e-6))
        #expect(same(result.frame(of: "p1"), rect(320.0 / 3 + 10, 0, 160.0 / 3, 10), tolerance: 1e-6))
        #expect(same(result.frame(of: "p2"), rect(180, 0, 20, 10), tolerance: 1e-6))
        #expect(result.warnings.isEmpty)
        try system.setHidden(["p1": true])
        result = try system.layout()
        // 160 / 210 × 200; the last (997) gives way: 200 − 10 − 152.38.
        #expect(same(result.frame(of: "p0"), rect(0, 0, 32000.0 / 210, 10), tolerance: 1e-6))
        #expect(same(result.frame(of: "p2"), rect(32000.0 / 210 + 10, 0, 190 - 32000.0 / 210, 10), tolerance: 1e-6))
        #expect(abs(result.frame(of: "p1")?.width ?? 1) < 1e-9)
    }

    /// An equal-spacing row whose width nothing sets is as narrow as its views and minimum gaps allow
    /// (`UISV-canvas-fit` at 49), not ambiguous.
    @Test func equalSpacingWithoutAWidthFitsItsViews() throws {
        let stack = LayoutItem(
            id: "stack", kind: .stackView(StackViewConfiguration(distribution: .equalSpacing, alignment: .top, spacing: 5)),
            children: [image("v0", 30, 10), image("v1", 50, 10), image("v2", 20, 10)])
        let result = try cellSystem([stack], width: 375, height: 50, constraints: pinnedToCellTopLeading("stack")).layout()
        #expect(same(result.frame(of: "stack"), rect(0, 0, 110, 10)))
        #expect(same(result.frame(of: "v1"), rect(35, 0, 50, 10)))
        #expect(same(result.frame(of: "v2"), rect(90, 0, 20, 10)))
        #expect(result.warnings.isEmpty)
    }

    /// Equal centering that cannot hold with gaps of at least `spacing`: UIKit's docs — "it shrinks the spacing
    /// until it reaches the minimum spacing … If the views still do not fit, the stack view shrinks the arranged
    /// views" — so the views keep their sizes (equal centering is at 149, below compression resistance).
    @Test func equalCenteringGivesWayBeforeTheViewsShrink() throws {
        let stack = LayoutItem(
            id: "stack", kind: .stackView(StackViewConfiguration(distribution: .equalCentering, alignment: .top, spacing: 5)),
            children: [image("v0", 40, 10), image("v1", 40, 10), image("v2", 10, 10)])
        let result = try cellSystem([stack], width: 375, height: 50,
                                    constraints: pinnedToCellTopLeading("stack") + [rule("stack", .width, .equal, nil, constant: 100)])
            .layout()
        #expect(same(result.frame(of: "v0"), rect(0, 0, 40, 10)))
        #expect(same(result.frame(of: "v1"), rect(45, 0, 40, 10)))
        #expect(same(result.frame(of: "v2"), rect(90, 0, 10, 10)))
    }

    /// A nested stack hidden per ad: the outer column closes up; the inner stack's own spacing keeps it from a zero
    /// height, which nothing the app wrote causes, so nothing is said (UIKit's UISV-hiding gives way silently). A
    /// stack whose arranged views are all hidden collapses to nothing.
    @Test func aHiddenNestedStackAndAnEmptiedOne() throws {
        let inner = LayoutItem(
            id: "inner", kind: .stackView(StackViewConfiguration(axis: .vertical, spacing: 4)),
            children: [label("a", "A"), label("b", "B")])
        let badges = LayoutItem(
            id: "badges", kind: .stackView(StackViewConfiguration(alignment: .center, spacing: 4)),
            children: [label("new", "NEW")])
        let outer = LayoutItem(
            id: "outer", kind: .stackView(StackViewConfiguration(axis: .vertical, alignment: .leading, spacing: 10)),
            children: [label("title", "Title"), inner, badges, label("point", "180")])
        let system = try cellSystem([outer], width: 375, height: 300, constraints: pinnedToCellTopLeading("outer"))
        var result = try system.layout(measuring: MonospaceMeasurer())
        // 20 + 10 + (20 + 4 + 20) + 10 + 20 + 10.
        #expect(same(result.frame(of: "point"), rect(0, 114, 21, 20)))
        result = try system.layout(hidden: ["inner": true, "new": true])
        // The emptied badges row is 0 × 0 and still a visible arranged view: 20 + 10 + 0 + 10.
        #expect(same(result.frame(of: "badges"), rect(0, 30, 0, 0)))
        #expect(same(result.frame(of: "point"), rect(0, 40, 21, 20)))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// fillEqually with multi-line labels: equal widths, each label wrapped at its width, the row as tall as the
    /// tallest (alignment fill stretches the other); a nested column aligned on its first baseline in a row.
    @Test func fillEquallyWithMultilineLabelsAndANestedColumn() throws {
        let metrics = TextBaseline(ascender: 16, descender: 4)
        let row = LayoutItem(
            id: "row", kind: .stackView(StackViewConfiguration(distribution: .fillEqually, spacing: 10)),
            children: [LayoutItem(id: "long", kind: .label, text: String(repeating: "A", count: 40), isMultilineText: true),
                       LayoutItem(id: "short", kind: .label, text: "BBBBB", isMultilineText: true)])
        let column = LayoutItem(
            id: "column", kind: .stackView(StackViewConfiguration(axis: .vertical, spacing: 2)),
            children: [LayoutItem(id: "name", kind: .label, text: "Name", textBaseline: metrics),
                       LayoutItem(id: "detail", kind: .label, text: "Detail", textBaseline: metrics)])
        let line = LayoutItem(
            id: "line", kind: .stackView(StackViewConfiguration(alignment: .firstBaseline, spacing: 8)),
            children: [LayoutItem(id: "big", kind: .label, intrinsicContentSize: .fixed(LayoutSize(width: 50, height: 40)),
                                  textBaseline: TextBaseline(ascender: 32, descender: 8)), column])
        let system = try cellSystem([row, line], width: 375, height: 300,
                                    constraints: pinnedToCellTopLeading("row") + [rule("row", .width, .equal, nil, constant: 150),
                                                  rule("line", .leading, .equal, "cell", .leading),
                                                  rule("line", .top, .equal, "cell", .top, constant: 100)])
        let result = try system.layout(measuring: MonospaceMeasurer(multiLine: ["long", "short"]))
        // (150 − 10) / 2 = 70: 40 characters in 4 lines of 10; the short one stretched to the row's 80.
        #expect(same(result.frame(of: "long"), rect(0, 0, 70, 80)))
        #expect(same(result.frame(of: "short"), rect(80, 0, 70, 80)))
        // The column vends its first label's baseline: 16 below its top meets the big text's 32.
        #expect(same(result.frame(of: "column"), rect(58, 16, 42, 42)))
        #expect(same(result.frame(of: "line"), rect(0, 100, 100, 58)))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}

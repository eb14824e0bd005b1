import Testing
import AdLayoutAutoLayout

/// `firstBaseline` and `lastBaseline` as UIKit computes them for a label — its text centred in its bounds, the
/// first baseline an ascender below the text's top, the last a descender above its bottom — for a plain view (its
/// bottom), and for stack views aligned to baselines or spaced between them. Worked out by hand with the monospace
/// measurer (20-pt lines) and a font of ascender 16 and descender 4.
@Suite struct BaselineTests {
    static let font = TextBaseline(ascender: 16, descender: 4)

    func label(_ id: String, _ text: String) -> LayoutItem {
        LayoutItem(id: id, kind: .label, text: text, textBaseline: Self.font)
    }

    func text(_ id: String, _ width: Double, _ height: Double, _ metrics: TextBaseline) -> LayoutItem {
        LayoutItem(id: id, kind: .label, intrinsicContentSize: .fixed(LayoutSize(width: width, height: height)), textBaseline: metrics)
    }

    func solve(_ children: [LayoutItem], _ constraints: [LayoutConstraint], multiLine: Set<String> = []) throws -> LayoutResult {
        try AutoLayoutSystem(root: LayoutItem(id: "cell", children: children), rootSize: LayoutSize(width: 375, height: 300),
                             constraints: constraints).layout(measuring: MonospaceMeasurer(multiLine: multiLine))
    }

    @Test func viewsPlacedAgainstALabelsBaselines() throws {
        let result = try solve(
            [label("title", "Title"), LayoutItem(id: "below"), LayoutItem(id: "under"), LayoutItem(id: "box"), LayoutItem(id: "mark")],
            [
                rule("title", .leading, .equal, "cell", .leading), rule("title", .top, .equal, "cell", .top, constant: 10),
                rule("below", .top, .equal, "title", .firstBaseline, constant: 4),
                rule("under", .top, .equal, "title", .lastBaseline, constant: 1),
                rule("box", .top, .equal, "cell", .top, constant: 100),
                // A plain view's baselines are its bottom.
                rule("mark", .top, .equal, "box", .firstBaseline),
            ] + ["below", "under", "box", "mark"].flatMap {
                [rule($0, .leading, .equal, "cell", .leading), rule($0, .width, .equal, nil, constant: 10),
                 rule($0, .height, .equal, nil, constant: 10)]
            })
        #expect(abs((result.frame(of: "below")?.y ?? -1) - (10 + 16 + 4)) < 1e-6)
        #expect(abs((result.frame(of: "under")?.y ?? -1) - (10 + 20 - 4 + 1)) < 1e-6)
        #expect(abs((result.frame(of: "mark")?.y ?? -1) - (110)) < 1e-6)
        #expect(result.warnings.isEmpty)
    }

    @Test func aTwoLineLabelAndALabelTallerThanItsText() throws {
        let result = try solve(
            [label("wrapped", "ABCDEFGHIJKLMNOPQRST"), label("tall", "Tall"), LayoutItem(id: "first"), LayoutItem(id: "last"),
             LayoutItem(id: "tallFirst")],
            [
                rule("wrapped", .leading, .equal, "cell", .leading), rule("wrapped", .top, .equal, "cell", .top),
                rule("wrapped", .width, .equal, nil, constant: 70),
                rule("tall", .leading, .equal, "cell", .leading, constant: 200), rule("tall", .top, .equal, "cell", .top),
                rule("tall", .height, .equal, nil, constant: 50),
                rule("first", .top, .equal, "wrapped", .firstBaseline), rule("last", .top, .equal, "wrapped", .lastBaseline),
                rule("tallFirst", .top, .equal, "tall", .firstBaseline),
            ] + ["first", "last", "tallFirst"].flatMap {
                [rule($0, .leading, .equal, "cell", .leading), rule($0, .width, .equal, nil, constant: 10),
                 rule($0, .height, .equal, nil, constant: 10)]
            }, multiLine: ["wrapped"])
        // 20 characters at 7 pt in 70 pt: two lines, 40 tall.
        #expect(same(result.frame(of: "wrapped"), rect(0, 0, 70, 40)))
        #expect(abs((result.frame(of: "first")?.y ?? -1) - (16)) < 1e-6)
        #expect(abs((result.frame(of: "last")?.y ?? -1) - (40 - 4)) < 1e-6)
        // One line centred in 50: (50 − 20) / 2 + 16.
        #expect(abs((result.frame(of: "tallFirst")?.y ?? -1) - (31)) < 1e-6)
    }

    /// A row aligned on first (last) baselines: the small text moves down until its baseline meets the big one's;
    /// the row is as tall as what it spans.
    @Test(arguments: [(StackViewConfiguration.Alignment.firstBaseline, 16.0), (.lastBaseline, 17.0)])
    func aRowAlignedOnBaselines(_ alignment: StackViewConfiguration.Alignment, _ smallY: Double) throws {
        let row = LayoutItem(
            id: "row", kind: .stackView(StackViewConfiguration(alignment: alignment, spacing: 8)),
            children: [text("small", 35, 20, TextBaseline(ascender: 16, descender: 5)),
                       text("big", 70, 40, TextBaseline(ascender: 32, descender: 8))])
        let result = try solve([row], [rule("row", .leading, .equal, "cell", .leading), rule("row", .top, .equal, "cell", .top)])
        // First: 32 − 16; last: 40 − 8 − (20 − 5).
        #expect(same(result.frame(of: "small"), rect(0, smallY, 35, 20)))
        #expect(same(result.frame(of: "big"), rect(43, 0, 70, 40)))
        #expect(same(result.frame(of: "row"), rect(0, 0, 113, 40)))
        #expect(result.warnings.isEmpty)
    }

    /// `isBaselineRelativeArrangement`: 30 from the first label's last baseline to the second's first.
    @Test func aColumnSpacedBetweenBaselines() throws {
        let column = LayoutItem(
            id: "column", kind: .stackView(StackViewConfiguration(axis: .vertical, spacing: 30, isBaselineRelativeArrangement: true)),
            children: [text("a", 35, 20, Self.font), text("b", 35, 20, Self.font)])
        let result = try solve([column], [rule("column", .leading, .equal, "cell", .leading), rule("column", .top, .equal, "cell", .top)])
        // a's last baseline at 16; b's first at 46, so its top at 30.
        #expect(same(result.frame(of: "b"), rect(0, 30, 35, 20)))
        #expect(same(result.frame(of: "column"), rect(0, 0, 35, 50)))
        #expect(result.warnings.isEmpty)
    }

    /// Two multi-line labels side by side in a fill row share its width (UISV-text-width-disambiguation at 950),
    /// rather than one taking all it wants: not ambiguous, as UIKit arranges them.
    @Test func twoMultilineLabelsShareTheirRow() throws {
        let long = String(repeating: "A", count: 40)
        let row = LayoutItem(
            id: "row", kind: .stackView(StackViewConfiguration(spacing: 10)),
            children: [LayoutItem(id: "left", kind: .label, text: long, isMultilineText: true),
                       LayoutItem(id: "right", kind: .label, text: long, isMultilineText: true)])
        let result = try solve([row], [rule("row", .leading, .equal, "cell", .leading), rule("row", .top, .equal, "cell", .top),
                                       rule("row", .width, .equal, nil, constant: 150)], multiLine: ["left", "right"])
        // (150 − 10) / 2 = 70 each: 10 characters a line, 4 lines.
        #expect(same(result.frame(of: "left"), rect(0, 0, 70, 80)))
        #expect(same(result.frame(of: "right"), rect(80, 0, 70, 80)))
        #expect(result.warnings.isEmpty)
    }

    /// A stack holding a multi-line label counts as multi-line text beside another (UIKit asks a stack view whether
    /// any arranged view of its is a candidate): Wikipedia's DiffHeaderEditorView, where IB saved a row of 384 with
    /// spacing 7 as a user stack (a 25-pt icon, 4, a multi-line "Label" at hugging 251) of 188.5 and a multi-line
    /// "Label" (hugging 249, compression resistance 749) of 188.5 — not the icon stack at its 70-pt content, the
    /// count label stretching to 307 as its lower hugging alone would have it.
    @Test func aStackHoldingAMultilineLabelSharesItsRow() throws {
        let icon = LayoutItem(id: "icon", kind: .imageView, intrinsicContentSize: .fixed(LayoutSize(width: 25, height: 25)),
                              contentHuggingPriority: AxisPriorities(horizontal: 1000, vertical: 251),
                              compressionResistancePriority: AxisPriorities(horizontal: 1000, vertical: 750))
        let user = LayoutItem(id: "user", kind: .stackView(StackViewConfiguration(spacing: 4)), children: [
            icon, LayoutItem(id: "name", kind: .label, text: "Label", contentHuggingPriority: AxisPriorities(horizontal: 251, vertical: 251),
                             compressionResistancePriority: AxisPriorities(horizontal: 1000, vertical: 750), isMultilineText: true),
        ])
        let count = LayoutItem(id: "count", kind: .label, text: "Label", contentHuggingPriority: AxisPriorities(horizontal: 249, vertical: 251),
                               compressionResistancePriority: AxisPriorities(horizontal: 749, vertical: 750), isMultilineText: true)
        let row = LayoutItem(id: "row", kind: .stackView(StackViewConfiguration(spacing: 7)), children: [user, count])
        let result = try solve([row], [rule("row", .leading, .equal, "cell", .leading), rule("row", .top, .equal, "cell", .top),
                                       rule("row", .width, .equal, nil, constant: 384)], multiLine: ["name", "count"])
        #expect(same(result.frame(of: "user"), rect(0, 0, 188.5, 25)))
        #expect(same(result.frame(of: "name"), rect(29, 0, 159.5, 25)))
        #expect(same(result.frame(of: "count"), rect(195.5, 0, 188.5, 25)))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}

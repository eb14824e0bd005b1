import Testing
import AdLayoutAutoLayout

@Suite struct MeasurementTests {
    /// A measurer that always wants 10 pt less than it was given never settles: after the allowed passes the
    /// result says so.
    @Test func nonConvergingMeasurementIsReported() throws {
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "shrinker", kind: .label)])
        let constraints = [
            rule("shrinker", .leading, .equal, "cell", .leading),
            rule("shrinker", .top, .equal, "cell", .top),
            rule("shrinker", .trailing, .lessThanOrEqual, "cell", .trailing),
        ]
        let measurer = IntrinsicSizeMeasurer { _, width in
            LayoutSize(width: width.map { $0 - 10 } ?? 200, height: 20)
        }
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 300, height: 50), constraints: constraints)
        let result = try system.layout(measuring: measurer)
        // 200, then 190 and 180 from the two re-measurements.
        #expect(same(result.frame(of: "shrinker"), rect(0, 0, 180, 20)))
        #expect(result.warnings == [.measurementDidNotConverge(itemIDs: ["shrinker"])])

        let patient = try AutoLayoutSystem(
            root: tree, rootSize: LayoutSize(width: 300, height: 50), constraints: constraints,
            options: AutoLayoutOptions(maximumMeasurementPasses: 4))
        #expect(same(try patient.layout(measuring: measurer).frame(of: "shrinker"), rect(0, 0, 160, 20)))
    }

    @Test func measurerSeesNilThenSolvedWidth() throws {
        final class Log: IntrinsicSizeMeasuring {
            var widths: [Double?] = []
            func intrinsicSize(of item: LayoutItem, width: Double?) -> LayoutSize {
                widths.append(width)
                return LayoutSize(width: 400, height: width.map { $0 < 400 ? 40 : 20 } ?? 20)
            }
        }
        let tree = LayoutItem(id: "cell", children: [LayoutItem(id: "text", kind: .label)])
        let constraints = [
            rule("text", .leading, .equal, "cell", .leading, constant: 10),
            rule("text", .trailing, .lessThanOrEqual, "cell", .trailing, constant: -10),
            rule("text", .top, .equal, "cell", .top),
        ]
        let log = Log()
        let system = try AutoLayoutSystem(root: tree, rootSize: LayoutSize(width: 320, height: 100), constraints: constraints)
        let result = try system.layout(measuring: log)
        // Natural 400 compressed to 300; at 300 it needs two lines; a third call confirms nothing changed.
        #expect(log.widths == [nil, 300, 300])
        #expect(same(result.frame(of: "text"), rect(10, 0, 300, 40)))
        #expect(result.warnings.isEmpty)
    }

    @Test func rightToLeftHorizontalStack() throws {
        let stack = LayoutItem(
            id: "stack", kind: .stackView(StackViewConfiguration(spacing: 10)),
            children: [
                LayoutItem(id: "first", kind: .imageView, intrinsicContentSize: .fixed(LayoutSize(width: 30, height: 10))),
                LayoutItem(id: "second", kind: .imageView, intrinsicContentSize: .fixed(LayoutSize(width: 50, height: 10))),
            ])
        let constraints = [
            rule("stack", .trailing, .equal, "cell", .trailing),
            rule("stack", .top, .equal, "cell", .top),
        ]
        let result = try AutoLayoutSystem(
            root: LayoutItem(id: "cell", children: [stack]), rootSize: LayoutSize(width: 200, height: 50),
            constraints: constraints, options: AutoLayoutOptions(layoutDirection: .rightToLeft)
        ).layout()
        // Leading is the right edge, which the stack pins to the cell's left (trailing) edge: 90 wide at x 0.
        #expect(same(result.frame(of: "stack"), rect(0, 0, 90, 10)))
        #expect(same(result.frame(of: "first"), rect(60, 0, 30, 10)))
        #expect(same(result.frame(of: "second"), rect(0, 0, 50, 10)))
        #expect(result.warnings.isEmpty)
    }
}

import AdLayoutSwiftSetup
import Foundation
import Testing

/// `for` and `while` loops of `layoutSubviews()` as app teams write them: UIKit runs the body once per element
/// (those a `where` lets through), in order, so each view gets the frame of its pass (derived here by hand from
/// the loop), and a loop past `SetupLimits.layoutLoopPasses` is warned instead of run.
@Suite struct FrameLoopSetupTests {
    typealias Frames = FrameSetupTests

    /// `body` as layoutSubviews() read without a warning, into the constraints `expected` lists.
    static func expectFrames(_ body: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let setup = read(Frames.view(body))
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)", sourceLocation: sourceLocation)
        #expect(SnapKitSetupTests.constraints(setup) == expected, sourceLocation: sourceLocation)
    }

    /// The four constraints of a frame of constants: `view` at (x, y) from the content view's top left, w × h.
    static func fixed(_ view: String, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> [String] {
        [x == 0 ? "\(view).left == contentView.left" : "\(view).left == contentView.left + \(x)", "\(view).width == + \(w)",
         y == 0 ? "\(view).top == contentView.top" : "\(view).top == contentView.top + \(y)", "\(view).height == + \(h)"]
    }

    @Test func enumeratedViewsGetTheFrameOfTheirPass() {
        // Pass i: x = 16 + 80·i (16, 96, 176), y = 12, 72 wide, the bounds' height − 24 high.
        let expected: [String] = [
            "box.left == contentView.left + 16", "box.width == + 72", "box.top == contentView.top + 12", "box.height == contentView.height + -24",
            "a.left == contentView.left + 96", "a.width == + 72", "a.top == contentView.top + 12", "a.height == contentView.height + -24",
            "b.left == contentView.left + 176", "b.width == + 72", "b.top == contentView.top + 12", "b.height == contentView.height + -24",
        ]
        Self.expectFrames("""
                for (i, v) in [box, a, b].enumerated() {
                    v.frame = CGRect(x: 16 + CGFloat(i) * 80, y: 12, width: 72, height: bounds.height - 24)
                }
        """, expected)
        // The same loop as `.enumerated().forEach` with the pair's names in parentheses, or without.
        Self.expectFrames("""
                [box, a, b].enumerated().forEach { (i, v) in
                    v.frame = CGRect(x: 16 + CGFloat(i) * 80, y: 12, width: 72, height: bounds.height - 24)
                }
        """, expected)
        Self.expectFrames("""
                [box, a, b].enumerated().forEach { i, v in v.frame = CGRect(x: 16 + CGFloat(i) * 80, y: 12, width: 72, height: bounds.height - 24) }
        """, expected)
    }

    @Test func aRunningOffsetStacksTheViews() {
        // a at y = 12; b at 12 + a's height + 8 = a's maxY + 8; box at b's maxY + 8 (40 + 20 + 8 = 68 for 20-pt rows).
        Self.expectFrames("""
                var y: CGFloat = 12
                for v in [a, b] {
                    v.frame.origin = CGPoint(x: 16, y: y)
                    v.frame.size = CGSize(width: bounds.width - 32, height: 20)
                    y += v.frame.height + 8
                }
                box.frame = CGRect(x: 0, y: y, width: bounds.width, height: 1)
        """, [
            "a.left == contentView.left + 16", "a.width == contentView.width + -32", "a.top == contentView.top + 12", "a.height == + 20",
            "b.left == contentView.left + 16", "b.width == contentView.width + -32", "b.top == a.bottom + 8", "b.height == + 20",
            "box.left == contentView.left", "box.width == contentView.width", "box.top == b.bottom + 8", "box.height == + 1",
        ])
    }

    @Test func rangesAndStridesOfConstantsRunEachPass() {
        // The last pass sets each frame: k = 1 (x 10), x = 24, n = 3 (y 60).
        Self.expectFrames("""
                for k in 0..<2 { box.frame = CGRect(x: CGFloat(k) * 10, y: 0, width: 40, height: 40) }
                for x in stride(from: 8, through: 24, by: 8) { a.frame = CGRect(x: x, y: 0, width: 20, height: 20) }
                for n in 1...3 { b.frame = CGRect(x: 0, y: CGFloat(n) * 20, width: 10, height: 10) }
        """, Self.fixed("box", 10, 0, 40, 40) + Self.fixed("a", 24, 0, 20, 20) + Self.fixed("b", 0, 60, 10, 10))
    }

    /// `contentView.subviews` and `subviews` (the item's, where `addSubview` put them) in the order added: box, a, b.
    @Test func subviewsAreLoopedInTheOrderAdded() {
        let expected = Self.fixed("box", 0, 0, 40, 20) + Self.fixed("a", 50, 0, 40, 20) + Self.fixed("b", 100, 0, 40, 20)
        Self.expectFrames("""
                for (i, v) in contentView.subviews.enumerated() { v.frame = CGRect(x: CGFloat(i) * 50, y: 0, width: 40, height: 20) }
        """, expected)
        Self.expectFrames("""
                var x: CGFloat = 0
                for v in subviews {
                    v.frame = CGRect(x: x, y: 0, width: 40, height: 20)
                    x += 50
                }
        """, expected)
    }

    /// A `where` clause lets its passes through (`i % 2 == 0`: the first and third), decided per pass as UIKit runs it.
    @Test func aWhereClauseSkipsItsPasses() {
        let setup = read(Frames.view("""
                for (i, v) in [a, box, b].enumerated() where i % 2 == 0 {
                    v.frame = CGRect(x: 0, y: CGFloat(i) * 30, width: 40, height: 20)
                }
                box.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)")
        #expect(SnapKitSetupTests.constraints(setup) == Self.fixed("a", 0, 0, 40, 20) + Self.fixed("b", 0, 60, 40, 20)
            + Self.fixed("box", 100, 0, 10, 10))
    }

    /// `while` runs while its condition holds, its passes counted with the `for` loops': `while true` stops at the limit.
    @Test func whileLoopsRunUntilTheirConditionFails() {
        let setup = read(Frames.view("""
                var x: CGFloat = 8
                while x < 100 { x += 30 }
                box.frame = CGRect(x: x, y: 0, width: 10, height: 10)
                var n: CGFloat = 0
                while true { n += 1 }
                a.frame = CGRect(x: n, y: 0, width: 10, height: 10)
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:5:13: " + Frames.unplaced("b (label)"),
            "warning: Setup.swift:20:9: skipped: while true { n += 1 } in layoutSubviews() is read for its first passes only: loops in "
                + "layoutSubviews() are read for 1,000 passes in all, nested loops' counted each (SetupLimits.layoutLoopPasses)",
        ], "\(setup.diagnostics)")
        // x: 8, 38, 68, 98, then 128 fails `x < 100`; n: 1,000 − 4 = 996 passes before the loops' 1,000.
        #expect(SnapKitSetupTests.constraints(setup) == Self.fixed("box", 128, 0, 10, 10) + Self.fixed("a", 996, 0, 10, 10))
    }

    @Test func forEachOverViewsIsALoop() {
        let setup = read(Frames.view("""
                [a, b].forEach { $0.frame.size = CGSize(width: 40, height: 20) }
                a.frame.origin = CGPoint(x: 8, y: 8)
                [b].forEach { label in label.frame.origin = CGPoint(x: a.frame.maxX + 4, y: 8) }
                box.frame = bounds
                (0..<1_000_000_000).forEach { _ in box.frame = .zero }
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:20:9: skipped: (0..<1_000_000_000).forEach { _ in box.frame = .zero } in layoutSubviews() is not read: "
                + "its body would run 1,000,000,000 times, and loops in layoutSubviews() are read for 1,000 passes in all, nested "
                + "loops' counted each (SetupLimits.layoutLoopPasses)",
        ], "\(setup.diagnostics)")
        // Each 40 × 20; a at (8, 8); b at a's maxX + 4, y 8; box the bounds.
        let expected: [String] = [
            "a.left == contentView.left + 8", "a.width == + 40", "a.top == contentView.top + 8", "a.height == + 20",
            "b.left == a.right + 4", "b.width == + 40", "b.top == contentView.top + 8", "b.height == + 20",
            "box.left == contentView.left", "box.width == contentView.width", "box.top == contentView.top", "box.height == contentView.height",
        ]
        #expect(SnapKitSetupTests.constraints(setup) == expected)
    }

    @Test func hugeAndNestedLoopsAreWarnedNotRun() {
        let setup = read(Frames.view("""
                for _ in 0..<1_000_000_000 { a.sizeToFit() }
                for v in [a, b] { for k in 0..<600 { v.frame = CGRect(x: CGFloat(k), y: 0, width: 10, height: 10) } }
                for i in 0..<1000 { for j in 0..<1000 { box.frame = CGRect(x: CGFloat(i), y: CGFloat(j), width: 1, height: 1) } }
        """))
        // The outer loop's 2 passes and a's 600 are read (602); b's 600 would make 1,202, past the 1,000; the last loop's 1,000 too.
        let limit = "loops in layoutSubviews() are read for 1,000 passes in all, nested loops' counted each (SetupLimits.layoutLoopPasses)"
        let inner = "for k in 0..<600 { v.frame = CGRect(x: CGFloat(k), y: 0, wi…"
        let last = "for i in 0..<1000 { for j in 0..<1000 { box.frame = CGRect(…"
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:5:13: " + Frames.unplaced("b (label)"),
            "warning: Setup.swift:6:15: " + Frames.unplaced("box (view)", notRead: "`\(last)` at line 18"),
            "warning: Setup.swift:16:9: skipped: for _ in 0..<1_000_000_000 { a.sizeToFit() } in layoutSubviews() is not read: its body would run 1,000,000,000 times, and " + limit,
            "warning: Setup.swift:17:27: skipped: \(inner) in layoutSubviews() is not read: its body would run 600 times, and " + limit,
            "warning: Setup.swift:18:9: skipped: \(last) in layoutSubviews() is not read: its body would run 1,000 times, and " + limit,
        ], "\(setup.diagnostics)")
        // a: the last of its 600 passes, k = 599.
        #expect(SnapKitSetupTests.constraints(setup) == ["a.left == contentView.left + 599", "a.width == + 10", "a.top == contentView.top", "a.height == + 10"])
    }

    @Test func aLoopOverWhatIsNotKnownIsSaid() {
        let setup = read(Frames.view("""
                for v in contentView.subviews.reversed() { v.frame = bounds }
                for case let l as UILabel in subviews { l.frame = bounds }
                box.frame = bounds
        """))
        let read = "(frames, `let`/`var`, sizeToFit(), `if`, `guard`, `switch` and `while` on the bounds, frames and views' isHidden, "
            + "and `for` over views or ranges of constants are read)"
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:4:13: " + Frames.unplaced("a (label)"),
            "warning: Setup.swift:5:13: " + Frames.unplaced("b (label)"),
            "warning: Setup.swift:16:9: skipped: for v in contentView.subviews.reversed() { v.frame = bounds… in layoutSubviews() \(read)",
            "warning: Setup.swift:17:9: skipped: for case let l as UILabel in subviews { l.frame = bounds } in layoutSubviews() \(read)",
        ], "\(setup.diagnostics)")
    }
}

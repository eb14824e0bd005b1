import AdLayoutSwiftSetup
import Foundation
import Testing

/// `if`, `guard`, `switch` and `? :` of `layoutSubviews()` on the item's size or on a view's `isHidden`, as UIKit
/// takes them: UIKit runs `layoutSubviews()` with the item's real bounds, after `setData`, so the branch taken
/// depends on the item's width and on the ad. Each branch's frames become constraints installed for the items it is
/// for (`if bounds.width < 360`, `if pointValue < 1000`, the conditions setData hides the view on), derived here by
/// hand from the branches.
@Suite struct FrameBranchSetupTests {
    typealias Frames = FrameSetupTests
    typealias Loops = FrameLoopSetupTests

    /// ``FrameSetupTests/view(_:setup:setData:)``: `box` (a view), `a` and `b` (labels); `layout` from line 16.
    static func view(_ layout: String, setData: String = "") -> String { Frames.view(layout, setData: setData) }

    /// `fixed`'s four constraints, each installed for the items `condition` holds for.
    static func fixed(_ view: String, _ x: Int, _ y: Int, _ w: Int, _ h: Int, if condition: String) -> [String] {
        Loops.fixed(view, x, y, w, h).map { "\($0) if \(condition)" }
    }

    /// `a` spans the bounds' width at the top, 20 high, on every path.
    static let spanning = ["a.left == contentView.left", "a.width == contentView.width", "a.top == contentView.top", "a.height == + 20"]

    @Test func compactAndRegularBranchesAreTheBounds() {
        let setup = read(Self.view("""
                if bounds.width < 360 {
                    box.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
                } else {
                    box.frame = CGRect(x: 16, y: 8, width: 64, height: 64)
                }
                a.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 20)
                b.frame = CGRect(x: 0, y: 30, width: 10, height: 10)
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)")
        // Below 360 pt the compact box, else the regular one; a and b the same for every width.
        #expect(SnapKitSetupTests.constraints(setup) == Self.fixed("box", 8, 8, 40, 40, if: "bounds.width < 360") + Self.spanning
            + Loops.fixed("b", 0, 30, 10, 10) + Self.fixed("box", 16, 8, 64, 64, if: "!(bounds.width < 360)"))
    }

    /// A ternary, then a `switch` on the width by ranges: the same condition is one decision (`..<360` is the ternary's).
    @Test func aTernaryAndASwitchOnTheWidth() {
        let setup = read(Self.view("""
                a.frame = bounds.width >= 360 ? CGRect(x: 0, y: 0, width: bounds.width, height: 20) : .zero
                let side: CGFloat = bounds.width < 360 ? 40 : 56
                box.frame = CGRect(x: 0, y: 0, width: side, height: side)
                switch bounds.width {
                case ..<360: b.frame = CGRect(x: 0, y: 50, width: 100, height: 20)
                case 360..<414: b.frame = CGRect(x: 0, y: 60, width: 200, height: 20)
                default: b.frame = CGRect(x: 0, y: 70, width: 300, height: 20)
                }
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)")
        let regular = "!(bounds.width < 360)"
        // `>= 360` is the negation of `< 360`: a spans the item from 360 pt on, and is 0 × 0 below (at the top left either way).
        #expect(SnapKitSetupTests.constraints(setup) == [
            "a.left == contentView.left", "a.width == if bounds.width < 360", "a.top == contentView.top", "a.height == if bounds.width < 360",
            "box.left == contentView.left", "box.width == + 40 if bounds.width < 360", "box.top == contentView.top",
            "box.height == + 40 if bounds.width < 360",
        ] + Self.fixed("b", 0, 50, 100, 20, if: "bounds.width < 360") + ["a.width == contentView.width if \(regular)", "a.height == + 20 if \(regular)"] + [
            "box.width == + 56 if \(regular)", "box.height == + 56 if \(regular)",
        ] + Self.fixed("b", 0, 60, 200, 20, if: "\(regular) && (bounds.width < 414)")
            + Self.fixed("b", 0, 70, 300, 20, if: "\(regular) && !(bounds.width < 414)"))
    }

    /// A frame computed from the bounds decides as the bounds do: box's width is a quarter of the bounds', so `> 90` is `> 360`.
    @Test func aFrameSetFromTheBoundsDecidesAsTheBounds() {
        let setup = read(Self.view("""
                a.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 20)
                box.frame = CGRect(x: 0, y: 0, width: bounds.width / 4, height: 10)
                if box.frame.width > 90 && frame.height >= 80 {
                    b.frame = CGRect(x: box.frame.maxX, y: 0, width: 10, height: 10)
                } else {
                    b.frame = CGRect(x: 0, y: 20, width: 10, height: 10)
                }
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)")
        let wide = "!(bounds.width <= 360) && !(bounds.height < 80)"
        // The else branch for widths up to 360 (box 90 wide or less), and for wider items less than 80 high.
        #expect(SnapKitSetupTests.constraints(setup) == Self.spanning + [
            "box.left == contentView.left", "box.width == contentView.width × 0.25", "box.top == contentView.top", "box.height == + 10",
        ] + Self.fixed("b", 0, 20, 10, 10, if: "(bounds.width <= 360) || (!(bounds.width <= 360) && (bounds.height < 80))") + [
            "b.left == box.right if \(wide)", "b.width == + 10 if \(wide)", "b.top == contentView.top if \(wide)", "b.height == + 10 if \(wide)",
        ])
    }

    /// `b.isHidden` as setData left it for the ad: hidden for ads of fewer than 1,000 points, so a takes b's place there; a view
    /// a path does not place keeps its frame of zero there.
    @Test func aViewsIsHiddenFollowsSetData() {
        let setup = read(Self.view("""
                guard !b.isHidden else {
                    a.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 40)
                    return
                }
                a.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 20)
                b.frame = CGRect(x: 0, y: 20, width: bounds.width, height: 20)
                if box.isHidden { box.frame = .zero } else { box.frame = CGRect(x: 0, y: 40, width: 10, height: 1) }
        """, setData: """
                b.isHidden = item.pointValue < 1000
                a.text = item.appName
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)")
        let few = "pointValue < 1000", many = "!(pointValue < 1000)"
        // box is never hidden: its else branch on every path that reaches it.
        #expect(SnapKitSetupTests.constraints(setup) == [
            "a.left == contentView.left if \(few)", "a.width == contentView.width if \(few)", "a.top == contentView.top if \(few)",
            "a.height == + 40 if \(few)",
            "b.left == contentView.left if \(few)", "b.top == contentView.top if \(few)", "b.width == if \(few)", "b.height == if \(few)",
            "box.left == contentView.left if \(few)", "box.top == contentView.top if \(few)", "box.width == if \(few)", "box.height == if \(few)",
        ] + Self.spanning.map { "\($0) if \(many)" } + [
            "b.left == contentView.left if \(many)", "b.width == contentView.width if \(many)", "b.top == contentView.top + 20 if \(many)",
            "b.height == + 20 if \(many)",
        ] + Self.fixed("box", 0, 40, 10, 1, if: many))
    }

    /// A condition kept in a `let` (`let isCompact = bounds.width < 360`) is decided where it is written, as UIKit computes
    /// it for the item; `== false` of a flag or of `isHidden` is its negation.
    @Test func aFlagInALetAndAComparisonWithFalse() {
        let setup = read(Self.view("""
                let isCompact = bounds.width < 360
                if isCompact { box.frame = CGRect(x: 8, y: 8, width: 40, height: 40) } else { box.frame = CGRect(x: 16, y: 8, width: 64, height: 64) }
                if b.isHidden == false && !isCompact == true { b.frame = CGRect(x: 0, y: 30, width: 10, height: 10) } else { b.frame = .zero }
                a.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 20)
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)")
        let compact = "bounds.width < 360", regular = "!(bounds.width < 360)"
        // b is never hidden (no setData hides it): placed in the regular branch, 0 × 0 in the compact one.
        #expect(SnapKitSetupTests.constraints(setup) == Self.fixed("box", 8, 8, 40, 40, if: compact) + [
            "b.left == contentView.left if \(compact)", "b.width == if \(compact)", "b.top == contentView.top if \(compact)",
            "b.height == if \(compact)",
        ] + Self.spanning + Self.fixed("box", 16, 8, 64, 64, if: regular) + Self.fixed("b", 0, 30, 10, 10, if: regular))
    }

    /// What the reader cannot decide before layout is said word for word, with the way out, and its else branch read.
    @Test func conditionsThatCannotBeDecidedAreSaid() {
        let setup = read(Self.view("""
                a.sizeToFit()
                if a.frame.width > 100 { b.frame = CGRect(x: 0, y: 0, width: 10, height: 10) } else { b.frame = .zero }
                if let s = superview { box.frame = s.bounds } else { box.frame = bounds }
                if traitCollection.horizontalSizeClass == .compact { box.frame = .zero }
                switch UIDevice.current.userInterfaceIdiom { case .pad: box.frame = .zero; default: break }
                switch bounds.width { case let w where w > 1: box.frame = .zero; default: break }
        """))
        let notRead = "in layoutSubviews() is not read: conditions on constants, on the bounds, on frames set from the bounds and on "
            + "views' isHidden are; its else branch is read"
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:17:12: skipped: the condition a.frame.width > 100 in layoutSubviews() compares a text's measured size "
                + "(sizeToFit(), sizeThatFits(_:), intrinsicContentSize), which is known only when each ad's text is laid out; its else "
                + "branch is read (compare the bounds or frames set from them, or place the views with constraints)",
            "warning: Setup.swift:18:12: skipped: the condition let s = superview \(notRead)",
            "warning: Setup.swift:19:12: skipped: traitCollection is not declared in the setup files",
            "warning: Setup.swift:19:12: skipped: the condition traitCollection.horizontalSizeClass == .compact \(notRead)",
            "warning: Setup.swift:20:16: skipped: UIDevice.current (not part of the supported setup subset)",
            "warning: Setup.swift:20:16: skipped: switch UIDevice.current.userInterfaceIdiom in layoutSubviews() is not read (a switch on a number is)",
            "warning: Setup.swift:21:36: skipped: the case let w where w > 1 in layoutSubviews() is not read (a number or a range of numbers is); it does not match",
        ], "\(setup.diagnostics)")
    }

    /// Conditions enough to make more than 64 paths: the first 64 are read, and the rest said.
    @Test func pathsPastTheLimitAreSaid() {
        let ifs = (0..<7).map { "        if bounds.width < \(300 + 10 * $0) { box.frame.origin.x = \($0) }" }.joined(separator: "\n")
        let setup = read(Self.view(ifs + "\n        box.frame.size = CGSize(width: 10, height: 10)"))
        #expect(SnapKitSetupTests.warnings(setup) == ["a (label)", "b (label)"].enumerated().map {
            "warning: Setup.swift:\($0.offset + 4):13: " + Frames.unplaced($0.element)
        } + [
            "warning: Setup.swift:14:19: skipped: layoutSubviews()'s conditions on the bounds and on views' isHidden make more than 64 "
                + "paths; the rest are not read, and the items they are for are drawn without their frames (move the conditions into fewer ifs)",
        ], "\(setup.diagnostics)")
    }

    /// A `while` on the bounds makes a decision per pass (`x < bounds.width` is `!(bounds.width <= x)`: false first, then one
    /// pass more on each path): bounded by the paths, it ends with its warnings, the frames of longer conditions left out.
    @Test func aWhileOnTheBoundsEnds() {
        let setup = read(Self.view("""
                a.frame = bounds
                b.frame = bounds
                var x: CGFloat = 0
                while x < bounds.width { x += 1 }
                box.frame = CGRect(x: x, y: 0, width: 10, height: 10)
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:14:19: skipped: layoutSubviews()'s conditions on the bounds and on views' isHidden make more than 64 "
                + "paths; the rest are not read, and the items they are for are drawn without their frames (move the conditions into fewer ifs)",
            "warning: Setup.swift:20:21: skipped: layoutSubviews() sets this frame for items whose conditions take more than 1000 characters "
                + "to write; it is not drawn (move the conditions into fewer ifs)",
        ], "\(setup.diagnostics)")
        // The first path: no pass (x = 0 for widths up to 0); the second: one (x = 1 for widths over 0 up to 1).
        let constraints = SnapKitSetupTests.constraints(setup)
        #expect(constraints.contains("box.left == contentView.left if bounds.width <= 0"))
        #expect(constraints.contains("box.left == contentView.left + 1 if !(bounds.width <= 0) && (bounds.width <= 1)"))
    }
}

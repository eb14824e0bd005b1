import AdLayoutSwiftSetup
import Foundation
import Testing

/// `max` and `min` of a constant and a number of frames in `layoutSubviews()`: UIKit's number is the linear one
/// held at the constant (`max(0, bounds.width - 32)` is `bounds.width - 32` down to 0 wide), which the constraints
/// give as the linear one at priority 999 beside the constant as a required bound.
@Suite struct FrameClampSetupTests {
    typealias Frames = FrameSetupTests

    @Test func aWidthHeldAtZeroIsItsLinearWidthAndABound() {
        let setup = read(Frames.view("""
                let w = max(0, bounds.width - 32)
                box.frame = CGRect(x: 16, y: 8, width: w, height: 40)
                a.frame = CGRect(x: min(bounds.width - 120, 200), y: 0, width: 100, height: 20)
                b.frame = CGRect(x: 0, y: 60, width: min(bounds.width, 300) / 2, height: 20)
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)")
        // box: W − 32 wide down to 0; a: at W − 120 up to 200; b: half of W up to 300, so at most 150.
        let expected: [String] = [
            "box.left == contentView.left + 16", "box.width == contentView.width + -32 @999", "box.width >=",
            "box.top == contentView.top + 8", "box.height == + 40",
            "a.width == + 100", "a.left == contentView.right + -120 @999", "a.left <= contentView.left + 200",
            "a.top == contentView.top", "a.height == + 20",
            "b.left == contentView.left", "b.width == contentView.width × 0.5 @999", "b.width <= + 150",
            "b.top == contentView.top + 60", "b.height == + 20",
        ]
        #expect(SnapKitSetupTests.constraints(setup) == expected)
    }

    @Test func aMaxAddedToAnotherFrameIsSaid() {
        let setup = read(Frames.view("""
                box.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                a.frame = CGRect(x: max(0, bounds.width - 32) + box.frame.width, y: 0, width: 10, height: 10)
                b.frame = CGRect(x: max(a.frame.maxX, box.frame.maxX), y: 0, width: 10, height: 10)
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:4:13: " + Frames.unplaced("a (label)", notRead: "`a.frame = CGRect(x: max(0, bounds.width - 32) + box.frame.w…` at line 17, "
                + "`b.frame = CGRect(x: max(a.frame.maxX, box.frame.maxX), y: 0…` at line 18"),
            "warning: Setup.swift:5:13: " + Frames.unplaced("b (label)", notRead: "`b.frame = CGRect(x: max(a.frame.maxX, box.frame.maxX), y: 0…` at line 18"),
            "warning: Setup.swift:17:29: skipped: max(0, bounds.width - 32) + box.frame.width in layoutSubviews() adds a max or min of a frame to "
                + "another frame's number, which differs per ad (not read): give the max or min to the frame itself",
            "warning: Setup.swift:18:29: skipped: max(a.frame.maxX, box.frame.maxX) in layoutSubviews() depends on frames, which differ per ad "
                + "(max of constants, or of a constant and one number of frames, is read)",
        ], "\(setup.diagnostics)")
    }
}

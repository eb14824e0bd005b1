import AdLayoutSwiftSetup
import Foundation
import Testing

/// Frames set in `layoutSubviews()` as the item-view reader translates them: each frame becomes the
/// required constraints that give UIKit's frame for every bounds and text (an edge or centre and a size
/// per axis, one edge for a size that fits its text), and what is not read is said at its line.
@Suite struct FrameSetupTests {
    /// An item view whose contentView holds `a`, `b` (labels) and `box` (a view), whose `init(frame:)` ends with `setup`,
    /// whose `layoutSubviews()` runs `body` (from line 16) and whose `setData`, when given, runs `setData` with the ad as `item`.
    static func view(_ body: String, setup: String = "", setData: String? = nil) -> String {
        let setDataFunction = setData.map { lines in
            """
                override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
                    guard let item = adItem as? AdListItem else { return }
            \(lines)
                }
            """
        } ?? ""
        return """
        import UIKit

        class Cell: AdListItemView {
            let a = UILabel()
            let b = UILabel()
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(box)
                contentView.addSubview(a)
                contentView.addSubview(b)
        \(setup)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
        \(body)
            }
        \(setDataFunction)
        }
        """
    }

    /// Reads ``view(_:setup:setData:)`` of `body` and `setup`, expecting no warning and exactly the constraints `expected`, in order.
    static func expectFrames(_ body: String, setup: String = "", _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let document = read(view(body, setup: setup))
        #expect(SnapKitSetupTests.warnings(document) == [], "\(document.diagnostics)", sourceLocation: sourceLocation)
        #expect(SnapKitSetupTests.constraints(document) == expected, sourceLocation: sourceLocation)
    }

    @Test func boundsArithmeticBecomesEdgesAndSizes() {
        Self.expectFrames("""
                let inner = bounds.insetBy(dx: 16, dy: 8)
                box.frame = CGRect(x: inner.minX, y: (bounds.height - 40) / 2, width: inner.width, height: 40)
                a.frame = CGRect(origin: CGPoint(x: bounds.width - 16 - 50, y: box.frame.maxY + 4), size: CGSize(width: 50, height: CGFloat(20)))
                b.frame = bounds.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        """, [
            "box.left == contentView.left + 16", "box.width == contentView.width + -32",
            "box.top == contentView.centerY + -20", "box.height == + 40",
            "a.left == contentView.right + -66", "a.width == + 50", "a.top == box.bottom + 4", "a.height == + 20",
            "b.left == contentView.left + 2", "b.width == contentView.width + -6", "b.top == contentView.top + 1", "b.height == contentView.height + -4",
        ])
    }

    @Test func sizeToFitLeavesTheLabelItsTextsSize() {
        Self.expectFrames("""
                box.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                a.sizeToFit()
                a.frame.origin.x = box.frame.minX - 8 - a.frame.width
                a.center.y = box.center.y
                b.frame = CGRect(x: 12, y: a.frame.maxY + 4, width: bounds.width - 24, height: 0)
                b.sizeToFit()
        """, setup: "        b.numberOfLines = 0", [
            "box.left == contentView.left", "box.width == + 40", "box.top == contentView.top", "box.height == + 40",
            "a.right == box.left + -8", "a.centerY == box.centerY",
            "b.left == contentView.left + 12", "b.width <= contentView.width + -24", "b.top == a.bottom + 4",
        ])
    }

    @Test func sizeThatFitsAWidthWrapsAMultiLineLabelThere() {
        // UILabel's sizeThatFits(_:) of numberOfLines 0 wraps at the width given (the height given, unbounded, is not a
        // limit): its text's wrapped size, at most that wide.
        Self.expectFrames("""
                box.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
                let s = b.sizeThatFits(CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude))
                b.frame = CGRect(x: 16, y: box.frame.maxY + 8, width: s.width, height: s.height)
                a.frame = CGRect(x: 16, y: b.frame.maxY + 4, width: 40, height: 20)
        """, setup: "        b.numberOfLines = 0", [
            "box.left == contentView.left", "box.width == contentView.width", "box.top == contentView.top", "box.height == + 1",
            "b.left == contentView.left + 16", "b.width <= contentView.width + -32", "b.top == box.bottom + 8",
            "a.left == contentView.left + 16", "a.width == + 40", "a.top == b.bottom + 4", "a.height == + 20",
        ])
    }

    @Test func aSizeReadFromTheOriginJustSetIsItsEdge() {
        let setup = read(Self.view("""
                box.frame = CGRect(x: 16, y: 0, width: 40, height: 40)
                a.sizeToFit()
                a.frame.origin.x = box.frame.maxX + 12
                a.frame.size.width = bounds.width - 16 - a.frame.minX
        """))
        #expect(SnapKitSetupTests.warnings(setup).count == 1, "\(setup.diagnostics)")   // b is placed by nothing
        let expected: [String] = [
            "box.left == contentView.left + 16", "box.width == + 40", "box.top == contentView.top", "box.height == + 40",
            "a.left == box.right + 12", "a.right == contentView.right + -16", "a.top == contentView.top",
        ]
        #expect(SnapKitSetupTests.constraints(setup) == expected)
    }

    @Test func theClassesStoredLetsAndConstantsAreNumbers() {
        let setup = read("""
        import UIKit

        class Cell: AdListItemView {
            private enum Metric { static let inset: CGFloat = 16 }
            private let spacing: CGFloat = 8
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(box)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                box.frame = CGRect(x: Metric.inset, y: self.spacing, width: bounds.width - Metric.inset * 2, height: CGFloat(40) + spacing)
            }
        }
        """)
        #expect(SnapKitSetupTests.warnings(setup) == [], "\(setup.diagnostics)")
        let expected: [String] = [
            "box.left == contentView.left + 16", "box.width == contentView.width + -32", "box.top == contentView.top + 8", "box.height == + 48",
        ]
        #expect(SnapKitSetupTests.constraints(setup) == expected)
    }

    @Test func minOfAFittingWidthBoundsIt() {
        let setup = read(Self.view("""
                a.sizeToFit()
                a.frame.size.width = min(a.frame.width, bounds.width - 32)
                a.frame.origin = CGPoint(x: 16, y: 8)
        """))
        #expect(SnapKitSetupTests.warnings(setup).count == 2, "\(setup.diagnostics)")   // b and box are placed by nothing
        let expected: [String] = ["a.left == contentView.left + 16", "a.width <= contentView.width + -32", "a.top == contentView.top + 8"]
        #expect(SnapKitSetupTests.constraints(setup) == expected)
    }

    @Test func whatIsNotLinearIsSaidAtItsLine() {
        let setup = read(Self.view("""
                box.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                a.frame = CGRect(x: 0, y: 0, width: box.frame.width * box.frame.height, height: 20)
                if a.frame.width > 100 { b.frame = .zero }
                b.frame = CGRect(x: max(a.frame.maxX, 20), y: 0, width: frame.width, height: 10)
                box.frame.origin.y = frame.minY
                box.frame.size.height = a.font.lineHeight
        """))
        // The skipped lines about each view, named at its declaration; b's x, max(a.frame.maxX, 20), is a's right edge held at 20.
        let aNotRead = "`a.frame = CGRect(x: 0, y: 0, width: box.frame.width * box.f…` at line 17, `if a.frame.width > 100 "
            + "{ b.frame = .zero }` at line 18, `box.frame.size.height = a.font.lineHeight` at line 21"
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:4:13: " + Self.unplaced("a (label)", notRead: aNotRead),
            "warning: Setup.swift:17:45: skipped: box.frame.width * box.frame.height in layoutSubviews() multiplies or divides by a frame's size, which differs per ad (not read)",
            "warning: Setup.swift:18:12: skipped: the condition a.frame.width > 100 in layoutSubviews() is not read: conditions on constants, on the bounds, on frames set from the bounds and on views' isHidden are; its else branch is read",
            "warning: Setup.swift:20:30: skipped: frame.minY in layoutSubviews() is the item's place in the list, not in itself (not read): use bounds.minY",
            "warning: Setup.swift:21:33: skipped: a.font in layoutSubviews() (a view's frame, bounds, center and intrinsicContentSize are read)",
        ], "\(setup.diagnostics)")
    }

    @Test func hostileFramesAndLoopsEndWithAMessage() {
        let setup = read(Self.view("""
                box.frame = CGRect(x: 1e300 * 1e300, y: 0, width: 1 / 0, height: 40)
                while true { box.frame = .zero }
                for _ in 0..<1_000_000_000 { a.sizeToFit() }
        """))
        // `while true` runs the loops' 1,000 passes (box then zero), and is said.
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:4:13: " + Self.unplaced("a (label)", notRead: "`for _ in 0..<1_000_000_000 { a.sizeToFit() }` at line 18"),
            "warning: Setup.swift:5:13: \(Self.unplaced("b (label)"))",
            "warning: Setup.swift:16:31: skipped: 1e300 in layoutSubviews() is not a finite frame within ±20,000 points",
            "warning: Setup.swift:17:9: skipped: while true { box.frame = .zero } in layoutSubviews() is read for its first passes only: loops "
                + "in layoutSubviews() are read for 1,000 passes in all, nested loops' counted each (SetupLimits.layoutLoopPasses)",
            "warning: Setup.swift:18:9: skipped: for _ in 0..<1_000_000_000 { a.sizeToFit() } in layoutSubviews() is not read: its body would run "
                + "1,000,000,000 times, and loops in layoutSubviews() are read for 1,000 passes in all, nested loops' counted each (SetupLimits.layoutLoopPasses)",
        ], "\(setup.diagnostics)")
    }

    @Test func framesSetInInitAreKeptWhateverTheMask() {
        // The item keeps the size it is made at, so `frame = bounds` fills it with a partial mask too, and a
        // frame of the bounds set in init(frame:) is the one drawn until layoutSubviews() sets another.
        let setup = read(Self.view("""
                a.frame.origin.y = box.frame.maxY + 2
        """, setup: """
                box.frame = bounds
                box.autoresizingMask = [.flexibleWidth]
                a.frame = CGRect(x: 8, y: 0, width: bounds.width / 2, height: 20)
                a.autoresizingMask = .flexibleRightMargin
                b.translatesAutoresizingMaskIntoConstraints = false
                b.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        """))
        #expect(SnapKitSetupTests.warnings(setup) == [
            "warning: Setup.swift:5:13: b (label) is placed by no code the reader reads: it sets translatesAutoresizingMaskIntoConstraints "
                + "= false and no constraint read places it, so its frame is undetermined; constrain it with anchors or SnapKit, or set "
                + "its frame in layoutSubviews()",
            "warning: Setup.swift:17:19: skipped: the frame of b is not read: it has translatesAutoresizingMaskIntoConstraints = false, so its constraints place it; set a frame only on views that keep the default true",
        ], "\(setup.diagnostics)")
        let expected: [String] = [
            "box.left == contentView.left", "box.width == contentView.width", "box.top == contentView.top", "box.height == contentView.height",
            "a.left == contentView.left + 8", "a.width == contentView.width × 0.5", "a.top == box.bottom + 2", "a.height == + 20",
        ]
        #expect(SnapKitSetupTests.constraints(setup) == expected)
    }

    /// The warning for a view no read code places (at its declaration).
    /// The warning at the declaration of a view no read code places, naming the skipped lines about it (`notRead`).
    static func unplaced(_ view: String, notRead: String = "") -> String {
        "\(view) is placed by no code the reader reads: it keeps translatesAutoresizingMaskIntoConstraints = true and a frame of zero, "
            + "so it is drawn 0 × 0\(notRead.isEmpty ? "" : "; not read (see the warnings there): " + notRead); constrain it with "
            + "anchors or SnapKit, or set its frame in layoutSubviews()"
    }
}

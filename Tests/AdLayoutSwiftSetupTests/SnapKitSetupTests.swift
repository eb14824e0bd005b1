import AdLayoutSwiftSetup
import Foundation
import Testing

/// SnapKit's closures, `Then` and the app's helpers as the item-view reader translates them: the
/// constraints SnapKit's `Constraint.init` makes (its attribute groups, targets and constants with
/// their signs), the helpers' arguments, and a warning that names what is not read and the way out.
@Suite struct SnapKitSetupTests {
    /// An item view whose `init(frame:)` runs `body` after adding `a`, `b` (labels) and `box` (a view) to contentView.
    static func view(_ body: String, members: String = "", extra: String = "") -> String {
        """
        import UIKit
        import SnapKit

        class Cell: AdListItemView {
            let a = UILabel()
            let b = UILabel()
            let box = UIView()
        \(members)
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(box)
                box.addSubview(a)
                box.addSubview(b)
        \(body)
            }
        }
        \(extra)
        """
    }

    /// The constraints printed, one line each: `first relation second × multiplier + constant @priority`.
    static func constraints(_ setup: SetupDocument) -> [String] {
        guard let data = setup.json.data(using: .utf8),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let views = root["appViews"] as? [String: Any], let cell = views["Cell"] as? [String: Any],
              let list = cell["constraints"] as? [[String: Any]] else { return [] }
        return list.map { c in
            var s = "\(c["first"]!) \(c["relation"] ?? "==")"
            if let second = c["second"] { s += " \(second)" }
            if let m = c["multiplier"] { s += " × \(m)" }
            if let k = c["constant"] { s += " + \(k)" }
            if let p = c["priority"] { s += " @\(p)" }
            if let condition = c["if"] { s += " if \(condition)" }
            for k in c["cases"] as? [[String: Any]] ?? [] { s += " [\(k["if"]!): \(k["constant"]!)]" }
            return s
        }
    }

    static func warnings(_ setup: SetupDocument) -> [String] {
        setup.diagnostics.filter { $0.severity != .note }.map(\.line)
    }

    @Test func insetsTakeSnapKitsSignPerEdge() {
        let setup = read(Self.view("""
                box.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                }
                a.snp.makeConstraints {
                    $0.directionalHorizontalEdges.equalToSuperview().inset(10)
                    $0.top.equalToSuperview().offset(5)
                    $0.height.equalToSuperview().inset(8)
                }
                b.snp.makeConstraints { make in
                    make.center.equalTo(a)
                    make.size.equalTo(a).multipliedBy(0.5).priority(.medium)
                }
        """))
        #expect(Self.warnings(setup) == [], "\(setup.diagnostics)")
        #expect(Self.constraints(setup) == [
            "box.left == contentView.left + 2", "box.top == contentView.top + 1",
            "box.right == contentView.right + -4", "box.bottom == contentView.bottom + -3",
            "a.leading == box.leading + 10", "a.trailing == box.trailing + -10", "a.top == box.top + 5",
            // A height inset from the superview's: the two insets off it.
            "a.height == box.height + -16",
            "b.centerX == a.centerX", "b.centerY == a.centerY",
            "b.width == a.width × 0.5 @500", "b.height == a.height × 0.5 @500",
        ])
    }

    @Test func targetsConstantsGuidesAndRelations() {
        let setup = read(Self.view("""
                box.snp.makeConstraints { make in
                    make.top.leading.equalTo(contentView.layoutMarginsGuide)
                    make.bottom.equalTo(contentView.safeAreaLayoutGuide.snp.bottom).offset(-4)
                    make.trailing.lessThanOrEqualToSuperview().priority(999)
                }
                a.snp.makeConstraints { make in
                    make.top.equalTo(20)
                    make.centerX.equalTo(30)
                    make.width.greaterThanOrEqualTo(b.snp.width).dividedBy(2)
                    make.size.equalTo(CGSize(width: 40, height: 50)).priority(.low)
                    make.leading.equalTo(b.snp.trailing).offset(8)
                }
                b.snp.makeConstraints { $0.top.equalTo(a) }
        """))
        #expect(Self.warnings(setup) == [], "\(setup.diagnostics)")
        #expect(Self.constraints(setup) == [
            "box.top == contentView.topMargin", "box.leading == contentView.leadingMargin",
            "box.bottom == contentView.bottom + -4", "box.trailing <= contentView.trailing @999",
            // A number against an edge is the superview's (a centre: its left or top), a size's own.
            "a.top == box.top + 20", "a.centerX == box.left + 30",
            "a.width >= b.width × 0.5",
            "a.width == + 40 @250", "a.height == + 50 @250",
            "a.leading == b.trailing + 8", "b.top == a.top",
        ])
    }

    @Test func remakeReplacesAndUpdateChangesTheConstant() {
        let setup = read(Self.view("""
                box.snp.makeConstraints { $0.edges.equalToSuperview() }
                a.snp.makeConstraints { make in
                    make.leading.equalToSuperview().offset(4)
                    make.width.equalTo(10)
                }
                a.snp.updateConstraints { make in
                    make.width.equalTo(30)
                }
                a.snp.updateConstraints { make in
                    make.width.equalTo(50).priority(.high)
                }
                b.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                b.snp.remakeConstraints { make in
                    make.top.equalTo(a.snp.bottom)
                }
        """))
        // An update SnapKit finds nothing to match (another priority) stops the app: said, not read.
        #expect(Self.warnings(setup) == [
            #"warning: Setup.swift:23:13: skipped: SnapKit's updateConstraints: make.width.equalTo(50).priority(.high) matches no constraint made before for a, and SnapKit stops the app ("Updated constraint could not find existing matching constraint to update"); use remakeConstraints"#,
        ], "\(setup.diagnostics)")
        #expect(Self.constraints(setup) == [
            "box.left == contentView.left", "box.top == contentView.top", "box.right == contentView.right", "box.bottom == contentView.bottom",
            "a.leading == box.leading + 4", "a.width == + 30", "b.top == a.bottom",
        ])
    }

    @Test func whatIsNotReadSaysSoAndTheWayOut() {
        let setup = read(Self.view("""
                let closure: (ConstraintMaker) -> Void = { $0.edges.equalToSuperview() }
                a.snp.remakeConstraints(closure)
                a.snp.makeConstraints { make in
                    make.firstBaseline.equalTo(b)
                    make.width.equalToSuperview { $0.snp.height }
                }
                b.snp.updateConstraints { make in
                    make.top.equalToSuperview()
                }
                let c = UILabel()
                c.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                contentView.addSubview(c)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a]))
        """))
        let w = Self.warnings(setup)
        let expected = [
            "warning: Setup.swift:15:9: skipped: SnapKit's `remakeConstraints` with a closure variable is not read: write the closure where it is called (`a.snp.remakeConstraints { make in … }`)",
            "warning: Setup.swift:17:13: skipped: SnapKit's make.firstBaseline.equalTo(b) is not read: the document's constraints have no baselines; align the view with `centerY` or `top`",
            "warning: Setup.swift:18:13: skipped: SnapKit's make.width.equalToSuperview { $0.snp.height } is not read: `equalToSuperview` with a closure; relate to the superview's attribute with `equalTo(superview.snp.bottom)`",
            "warning: Setup.swift:25:13: skipped: SnapKit's make.edges.equalToSuperview() is not read: c has no superview yet, and SnapKit stops the app (\"Expected superview but found nil\"); add it to its superview before making its constraints",
        ]
        for line in expected { #expect(w.contains(line), "\(line)\n\(w.joined(separator: "\n"))") }
        #expect(w.contains { $0.hasSuffix(#"skipped: the visual format "H:|-[a]-|" is not read: the standard spacing `-` depends on the views; give the number (`-8-`)"#) },
                "\(w)")
    }

    /// `updateConstraints` in `setData` with no condition: every ad's constant (SnapKit sets the matching one's).
    @Test func anUpdateInSetDataIsEveryAdsConstant() {
        let setup = read(Self.view("""
                a.snp.makeConstraints { $0.edges.equalToSuperview() }
                b.snp.makeConstraints { $0.edges.equalToSuperview() }
                box.snp.makeConstraints { $0.edges.equalToSuperview() }
        """, members: """
            override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
                a.snp.updateConstraints { $0.top.equalToSuperview().offset(8) }
            }
        """))
        #expect(Self.warnings(setup) == [], "\(setup.diagnostics)")
        #expect(Self.constraints(setup).prefix(4) == ["a.left == box.left", "a.top == box.top + 8", "a.right == box.right", "a.bottom == box.bottom"])
    }

    /// `box` fills contentView and `b` fills `box`; `a` is 10 pt wide at `box`'s top leading corner, for setData to change.
    static let aTenWideAtTheTopLeading = """
                box.snp.makeConstraints { $0.edges.equalToSuperview() }
                a.snp.makeConstraints { make in
                    make.leading.top.equalToSuperview()
                    make.width.equalTo(10)
                }
                b.snp.makeConstraints { $0.edges.equalToSuperview() }
        """

    /// Per ad: an update under a condition on the ad's fields is a case of the constant; a remake in one state
    /// uninstalls the view's constraints there (SnapKit's `removeConstraints`) and installs the new ones.
    @Test func setDataChangesConstraintsPerAd() {
        let setup = read(Self.view(Self.aTenWideAtTheTopLeading, members: """
            override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
                guard let item = adItem as? AdListItem else { return }
                if item.pointValue > 1000 {
                    a.snp.updateConstraints { $0.width.equalTo(30) }
                }
                if item.state == .paid {
                    a.snp.remakeConstraints { make in
                        make.trailing.top.equalToSuperview()
                    }
                }
            }
        """))
        #expect(Self.warnings(setup) == [], "\(setup.diagnostics)")
        #expect(Self.constraints(setup) == [
            "box.left == contentView.left", "box.top == contentView.top", "box.right == contentView.right", "box.bottom == contentView.bottom",
            "a.top == box.top if state != paid", "a.leading == box.leading if state != paid",
            // 30 for the ads of more than 1,000 points, in the states that keep it.
            "a.width == + 10 if state != paid [state != paid && (pointValue > 1000): 30]",
            "b.left == box.left", "b.top == box.top", "b.right == box.right", "b.bottom == box.bottom",
            // SnapKit makes a group's constraints in its attributes' order: top before trailing.
            "a.top == box.top if state == paid", "a.trailing == box.trailing if state == paid",
        ])
    }

    /// A constraint one path of setData makes and keeps in a property is not another path's: each starts from
    /// init(frame:)'s constraints and properties (activating it there read an index past the constraints).
    @Test func aConstraintKeptByOnePathIsNotAnothers() {
        let setup = read(Self.view("""
                box.snp.makeConstraints { $0.edges.equalToSuperview() }
                a.snp.makeConstraints { $0.edges.equalToSuperview() }
                b.snp.makeConstraints { $0.edges.equalToSuperview() }
        """, members: """
            var extra: NSLayoutConstraint?
            override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
                guard let item = adItem as? AdListItem else { return }
                if item.multiReward {
                    extra = a.widthAnchor.constraint(equalToConstant: 50)
                } else {
                    NSLayoutConstraint.activate([extra])
                }
            }
        """))
        #expect(!Self.constraints(setup).contains { $0.hasPrefix("a.width") }, "\(Self.constraints(setup))")
        // The else path's `extra` is init(frame:)'s nil: nothing to activate.
        #expect(Self.warnings(setup) == [], "\(setup.diagnostics)")
    }

    /// Past the 64-path limit a constraint's per-ad condition can outgrow a document's (1,000 characters): said at the
    /// constraint, which keeps the normal state's constant for the ads no condition holds for.
    @Test func aConstraintsConditionPastTheDocumentsLengthIsSaid() {
        let ifs = (0..<60).map { "            if item.pointValue > \($0) {}" }.joined(separator: "\n")
        let setup = read(Self.view(Self.aTenWideAtTheTopLeading, members: """
            override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
                guard let item = adItem as? AdListItem else { return }
        \(ifs)
                if item.multiReward {
                    a.snp.updateConstraints { $0.width.equalTo(20) }
                }
            }
        """))
        #expect(Self.warnings(setup) == [
            "warning: Setup.swift:8:111: skipped: setData's conditions on the ad's fields make more than 64 paths; the rest are not "
                + "read (move the conditions into fewer ifs)",
            "warning: Setup.swift:82:13: skipped: setData installs or changes this constraint for ads whose conditions take more "
                + "than 1000 characters to write; it is drawn as for the normal state's ads that no condition holds for (move the "
                + "conditions into fewer ifs)",
        ], "\(setup.diagnostics)")
        #expect(Self.constraints(setup).contains("a.width == + 10"), "\(Self.constraints(setup))")
    }

    /// An update that matches nothing in one path is said where it is, and the other paths are read.
    @Test func anUpdateInSetDataMatchingNothingIsSaid() {
        let setup = read(Self.view("""
                box.snp.makeConstraints { $0.edges.equalToSuperview() }
                a.snp.makeConstraints { $0.width.equalTo(10) }
                b.snp.makeConstraints { $0.edges.equalToSuperview() }
        """, members: """
            override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
                guard let item = adItem as? AdListItem else { return }
                if item.multiReward {
                    a.snp.updateConstraints { $0.height.equalTo(30) }
                } else {
                    a.snp.updateConstraints { $0.width.equalTo(20) }
                }
            }
        """))
        #expect(Self.warnings(setup) == [
            #"warning: Setup.swift:11:39: skipped: SnapKit's updateConstraints: $0.height.equalTo(30) matches no constraint made before for a, and SnapKit stops the app ("Updated constraint could not find existing matching constraint to update"); use remakeConstraints"#,
        ], "\(setup.diagnostics)")
        #expect(Self.constraints(setup).contains("a.width == + 20 [multiReward: 10]"), "\(Self.constraints(setup))")
    }

    @Test func aViewNoCodePlacesIsAWarningAtItsDeclaration() {
        let setup = read(Self.view("""
                box.snp.makeConstraints { $0.edges.equalToSuperview() }
                a.snp.makeConstraints { $0.edges.equalToSuperview() }
        """))
        #expect(Self.warnings(setup) == [
            "warning: Setup.swift:6:13: b (label) is placed by no code the reader reads: it keeps translatesAutoresizingMaskIntoConstraints = true and a frame of zero, so it is drawn 0 × 0; constrain it with anchors or SnapKit, or set its frame in layoutSubviews()",
        ], "\(setup.diagnostics)")
    }

    @Test func olderConstraintsAreInstalledByAddConstraint() {
        let setup = read(Self.view("""
                box.translatesAutoresizingMaskIntoConstraints = false
                a.translatesAutoresizingMaskIntoConstraints = false
                b.translatesAutoresizingMaskIntoConstraints = false
                contentView.addConstraints([
                    NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: contentView, attribute: .leading, multiplier: 1, constant: 16),
                    NSLayoutConstraint(item: box, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
                ])
                let top = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: box, attribute: .bottom, multiplier: 1, constant: 8)
                box.addConstraint(top)
                NSLayoutConstraint.activate([
                    NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 2, constant: 0),
                ])
                _ = NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 99)
        """))
        #expect(Self.constraints(setup) == [
            "box.leading == contentView.leading + 16", "box.width >= + 40", "a.top == box.bottom + 8", "b.height == a.height × 2",
        ], "\(setup.diagnostics)")
    }

    // MARK: Helpers and Then

    static let helpers = """
        extension UIView {
            func addSubviews(_ views: UIView...) {
                for view in views { addSubview(view) }
            }
            func pinEdges(to other: UIView, inset: CGFloat = 0) {
                translatesAutoresizingMaskIntoConstraints = false
                leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset).isActive = true
                snp.makeConstraints { $0.top.bottom.trailing.equalTo(other).inset(inset) }
            }
            func deep(_ n: CGFloat) { deep(n + 1) }
        }
        """

    @Test func helpersAreFollowedWithTheirArgumentsAndABoundedDepth() {
        let setup = read("""
            import UIKit
            import Then

            class Cell: AdListItemView {
                let a = UILabel().then { $0.numberOfLines = 2 }
                let box = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubviews(box)
                    [a].forEach(box.addSubview)
                    let gap: CGFloat = 6
                    box.pinEdges(to: contentView)
                    a.pinEdges(to: box, inset: gap * 2)
                    a.deep(1)
                }
            }
            \(Self.helpers)
            """)
        #expect(Self.constraints(setup) == [
            "box.leading == contentView.leading", "box.top == contentView.top", "box.bottom == contentView.bottom",
            "box.trailing == contentView.trailing",
            "a.leading == box.leading + 12", "a.top == box.top + 12", "a.bottom == box.bottom + -12", "a.trailing == box.trailing + -12",
        ])
        #expect(setup.json.contains(#""numberOfLines": 2"#), "\(setup.json)")
        #expect(Self.warnings(setup) == [
            "warning: Setup.swift:27:31: skipped: deep(n + 1): the app's functions are followed 8 calls deep (a function that calls itself stops there); this call is not read",
        ], "\(setup.diagnostics)")
        #expect(setup.diagnostics.contains { $0.line == "note: Setup.swift:18:11: ignored: extension of UIView: its functions are read where an item view calls them" },
                "\(setup.diagnostics)")
    }

    @Test func visualFormatsAreParsedAsUIKitParsesThem() {
        let setup = read(Self.view("""
                [box, a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                let views = ["box": box]
                contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[box]|", options: [], metrics: nil, views: ["box": box]))
                let h = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(60)]-(>=8)-[b(==a@750)]-pad-|", options: .alignAllCenterY,
                                                       metrics: ["pad": 16], views: ["a": a, "b": b])
                let v = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(-4)-[a(>=20,<=40)][box(10)]", options: [], metrics: nil, views: ["a": a, "box": box])
                NSLayoutConstraint.activate(h + v)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[box]-8-|", options: [], metrics: nil, views: views))
        """))
        #expect(Self.constraints(setup) == [
            "box.leading == contentView.leading", "contentView.trailing == box.trailing",
            "a.leading == box.leading + 16", "a.width == + 60", "b.width == a.width @750", "b.leading >= a.trailing + 8",
            "b.centerY == a.centerY", "box.trailing == b.trailing + 16",
            "a.top == box.top + -4", "a.height >= + 20", "a.height <= + 40", "box.height == + 10", "box.top == a.bottom",
            "contentView.bottom == box.bottom + 8",
        ], "\(setup.diagnostics)")
        #expect(Self.warnings(setup) == [], "\(setup.diagnostics)")
    }

    /// A class's own constants (`private enum Metric { static let … }`, `static let`) by their short names, and
    /// the item view's own guides and anchors (`safeAreaLayoutGuide`: its content view's, which fills it).
    @Test func classConstantsAndTheItemViewsOwnGuides() {
        let setup = read(Self.view("""
                box.snp.makeConstraints { make in
                    make.top.leading.equalTo(safeAreaLayoutGuide).offset(Metric.gap)
                    make.size.equalTo(Metric.size)
                }
                a.snp.makeConstraints { $0.edges.equalTo(self.layoutMarginsGuide).inset(Self.inset) }
                b.snp.makeConstraints { $0.centerY.equalTo(Cell.Metric.gap) }
        """, members: """
            private enum Metric {
                static let gap: CGFloat = 6
                static let size = CGSize(width: 40, height: 30)
            }
            static let inset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        """))
        #expect(Self.warnings(setup) == [], "\(setup.diagnostics)")
        #expect(Self.constraints(setup) == [
            "box.top == contentView.top + 6", "box.leading == contentView.leading + 6", "box.width == + 40", "box.height == + 30",
            "a.left == contentView.leftMargin + 2", "a.top == contentView.topMargin + 1", "a.right == contentView.rightMargin + -4",
            "a.bottom == contentView.bottomMargin + -3",
            "b.centerY == box.top + 6",
        ])
    }
}

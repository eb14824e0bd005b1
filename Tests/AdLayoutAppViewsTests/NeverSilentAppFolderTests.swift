import AdLayoutTestSupport
import Foundation
import Testing

/// Never silently wrong, on app folders written as apps are (`Tests/Fixtures/apps`): a view no read code
/// places is a warning at its declaration naming the lines about it that were not read (`UnplacedApp`);
/// a registered item view the reader found but could not read stops with an error that says where it is
/// and points at its warnings, not at `--swift-setup` (`UnreadApp`); a view controller's own lines
/// (`view.backgroundColor`, `title`, `navigationItem.title`) are notes, so `--strict` passes a clean app
/// (`CleanApp`).
@Suite struct NeverSilentAppFolderTests {
    /// The app folder and its document, with the ads' images, in a folder of the test's own.
    static func copy(_ app: String, _ document: String) throws -> URL {
        try SwiftStyleAppFolderTests.copy(app, document)
    }

    static func render(_ dir: URL, _ document: String, _ extra: String...) -> Run {
        Run(["render", dir.appendingPathComponent(document).path, "-o", dir.appendingPathComponent("out.png").path,
             "--scale", "1"] + extra)
    }

    @Test func viewsNoReadCodePlacesAreWarnedAtTheirDeclarationWithWhatWasNotRead() throws {
        let dir = try Self.copy("UnplacedApp", "unplaced-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = "\(dir.path)/UnplacedApp/MissionItemView.swift"
        let run = Self.render(dir, "unplaced-app.json")
        #expect(run.status == 0)
        let warnings = run.err.split(separator: "\n").filter { $0.hasPrefix("warning:") }.map(String.init)
        #expect(warnings == [
            // Placed only by a construct not read: named, with its line.
            "warning: \(file):15:30: pointLabel (label) is placed by no code the reader reads: it keeps "
                + "translatesAutoresizingMaskIntoConstraints = true and a frame of zero, so it is drawn 0 × 0; not read (see the "
                + "warnings there): `pointLabel.snp.makeConstraints(pointLayout)` at line 57; constrain it with anchors or "
                + "SnapKit, or set its frame in layoutSubviews()",
            // translatesAutoresizingMaskIntoConstraints = false, and its one constraint not read.
            "warning: \(file):16:31: dividerView (view) is placed by no code the reader reads: it sets "
                + "translatesAutoresizingMaskIntoConstraints = false and no constraint read places it, so its frame is "
                + "undetermined; not read (see the warnings there): `dividerView.topAnchor.constraint(equalToSystemSpacingBelow:…` "
                + "at line 60; constrain it with anchors or SnapKit, or set its frame in layoutSubviews()",
            // Added to the content view, and nothing else.
            "warning: \(file):17:29: ctaButton (button) is placed by no code the reader reads: it keeps "
                + "translatesAutoresizingMaskIntoConstraints = true and a frame of zero, so it is drawn 0 × 0; constrain it "
                + "with anchors or SnapKit, or set its frame in layoutSubviews()",
            // Each skipped construct names its technique and the way out.
            "warning: \(file):57:9: skipped: SnapKit's `makeConstraints` with a closure variable is not read: write the "
                + "closure where it is called (`pointLabel.snp.makeConstraints { make in … }`)",
            "warning: \(file):60:9: skipped: the anchor constraint dividerView.topAnchor.constraint(equalToSystemSpacingBelow:… "
                + "is not read: constraint(equalTo:constant:), multiplier:, equalToConstant: and their ≥ and ≤ forms are; "
                + "write it with one of those (a system spacing as its number, 8)",
            // Only a width (SnapKit's `make.width.equalTo(10)`): UIKit's ambiguity, at the declaration.
            "warning: \(file):14:32: ambiguous layout: the constraints leave x, y, height of view newBadgeView undetermined",
            "warning: \(file):16:31: ambiguous layout: the constraints leave x, y, width, height of view dividerView undetermined",
            "warning: \(dir.path)/unplaced-app.json: \(file):15: pointLabel shows \"…\" of \"+180 P\" (0 × 0 pt)",
            "warning: \(dir.path)/unplaced-app.json: \(file):17: ctaButton shows \"…\" of \"받기\" (0 × 0 pt)",
            "warning: \(dir.path)/unplaced-app.json: \(file):15: pointLabel shows \"…\" of \"+2,500 P\" (0 × 0 pt)",
        ], "\(run.err)")
        let strict = Self.render(dir, "unplaced-app.json", "--strict")
        #expect(strict.status == 1)
        #expect(strict.err.hasSuffix("error: \(dir.path)/unplaced-app.json: --strict: not written, because of the warnings above"),
                "\(strict.err)")
    }

    @Test func aRegisteredViewFoundButNotReadIsAnErrorAtItsRegistrationThatPointsAtItsWarnings() throws {
        let dir = try Self.copy("UnreadApp", "unread-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = "\(dir.path)/UnreadApp"
        let run = Self.render(dir, "unread-app.json", "--swift-setup", app)
        #expect(run.status == 2)
        #expect(run.err == """
            warning: \(app)/BannerRewardView.swift:8:5: skipped: init(frame:) of BannerRewardView loads no XIB \
            (UINib(nibName:bundle:).instantiate…) and adds no view made in code (UILabel(), UIImageView(), UIView(), UIButton(), \
            UIStackView()) to contentView
            warning: \(app)/BannerRewardView.swift:10:9: skipped: UIView.performWithoutAnimation { contentView.addSubview(tit… \
            in an item view is not read: an item view's code is read as views made in code and their properties, anchors, \
            SnapKit, Then, NSLayoutConstraint(item:…), visual formats, frames and the app's own functions (the article \
            "Reading your Swift setup" lists them); write the line with those
            error: \(app)/BannerViewController.swift:8:9: viewClass: BannerRewardView is a view class of the app \
            (\(app)/BannerRewardView.swift:4:13) that the reader found but could not read; see the warnings above at lines 8, 10 \
            of \(app)/BannerRewardView.swift; write what they name as the reader reads it (the article "Reading your Swift \
            setup"), or register the view in your own executable
            """, "\(run.err)")
        #expect(!run.err.contains("unknown view class") && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    }

    /// UnreadApp's document made to register `BannerRewardView` itself instead of naming the app's folder: the
    /// document and the view's Swift file, for `--swift-setup`.
    static func registeringTheUnreadView(in dir: URL) throws -> (document: URL, file: String) {
        let document = dir.appendingPathComponent("unread-app.json")
        var text = try String(contentsOf: document, encoding: .utf8)
        text = text.replacingOccurrences(of: "  \"swiftSetup\": [\n    \"UnreadApp\"\n  ],\n",
                                         with: "  \"registrations\": {\"normal\": {\"viewClass\": \"BannerRewardView\"}},\n")
        try Data(text.utf8).write(to: document)
        return (document, "\(dir.path)/UnreadApp/BannerRewardView.swift")
    }

    /// `run` exited 2 with one error, at the document's registration of `BannerRewardView` (whose Swift `file` the
    /// reader found but could not read), naming the view's line and the warnings' lines.
    static func expectTheUnreadViewsError(_ run: Run, _ document: URL, _ file: String,
                                          sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 2, sourceLocation: sourceLocation)
        let errors = run.err.split(separator: "\n").filter { $0.hasPrefix("error:") }.map(String.init)
        #expect(errors == [
            "error: \(document.path):8:31: registrations.normal.viewClass: BannerRewardView is a view class of the app (\(file):4:13) "
                + "that the reader found but could not read; see the warnings above at lines 8, 10 of \(file); write what they name "
                + "as the reader reads it (the article \"Reading your Swift setup\"), or register the view in your own executable",
        ], "\(run.err)", sourceLocation: sourceLocation)
    }

    /// The document registers the view, and `--swift-setup` gives its file: the resolver's "unknown view class …
    /// (--swift-setup MyApp/)" becomes where the class is and which lines say why.
    @Test func aDocumentsRegistrationOfAViewFoundButNotReadSaysSoToo() throws {
        let dir = try Self.copy("UnreadApp", "unread-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (document, file) = try Self.registeringTheUnreadView(in: dir)
        let run = Self.render(dir, "unread-app.json", "--swift-setup", file)
        Self.expectTheUnreadViewsError(run, document, file)
    }

    /// `fit` resolves through the same loader as `render`: the same error, not "unknown view class".
    @Test func fitSaysTheSameOfARegistrationOfAViewFoundButNotRead() throws {
        let dir = try Self.copy("UnreadApp", "unread-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let (document, file) = try Self.registeringTheUnreadView(in: dir)
        let ads = dir.appendingPathComponent("ads.json")
        try Data(#"[{"appName": "꿀벌농장", "pointValue": 180}]"#.utf8).write(to: ads)
        let run = Run(["fit", document.path, "--ads", ads.path, "--swift-setup", file])
        Self.expectTheUnreadViewsError(run, document, file)
        #expect(run.out.isEmpty)
    }

    @Test func aViewControllersOwnLinesAreNotesSoStrictPassesACleanApp() throws {
        let dir = try Self.copy("CleanApp", "clean-app.json")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = "\(dir.path)/CleanApp/RewardViewController.swift"
        let run = Self.render(dir, "clean-app.json", "--strict")
        #expect(run.status == 0)
        #expect(run.err == """
            note: \(file):9:9: ignored: view.backgroundColor = .white (view is not part of the layout setup)
            note: \(file):10:9: ignored: title = "리워드" (the view controller's title is not part of the layout setup)
            note: \(file):11:9: ignored: navigationItem.title = "무료 포인트" (navigationItem is not part of the layout setup)
            note: \(file):12:9: ignored: navigationController?.navigationBar.prefersLargeTitles = fa… \
            (navigationController.navigationBar is not part of the layout setup)
            note: \(file):13:9: ignored: headerLabel.text = "오늘의 미션" (an instance of UILabel is not part of the layout setup)
            note: \(file):14:9: ignored: view.addSubview(headerLabel) (not part of the layout setup)
            note: \(file):23:9: ignored: navigationController?.setNavigationBarHidden(false, animate… (not part of the layout setup)
            note: \(file):28:9: ignored: offerwall.title = "무료 포인트" (an instance of AdOfferwallViewController is not part of \
            the layout setup)
            note: \(file):29:9: ignored: self.present(UINavigationController(rootViewController: off… (not part of the layout setup)
            """, "\(run.err)")
    }
}

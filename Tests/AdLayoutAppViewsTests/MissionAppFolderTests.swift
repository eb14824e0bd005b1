import AdLayoutCore
import AdLayoutEngine
import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// SnapKit's `updateConstraints` and `remakeConstraints` in `setData`, as app teams write them (`Tests/Fixtures/apps/MissionApp`):
/// a badge whose width is updated from 1,000 points on, a title whose leading is remade when the ad has no icon, and a
/// progress bar whose width is updated per state; and an attributed reward text whose points are in a bold font of their own. SnapKit's rules (its `ConstraintMaker.updateConstraints` sets the
/// constant of the matching constraint, `remakeConstraints` removes the view's and makes new ones) give each ad its own
/// constraints; every frame is derived by hand as UIKit lays them out.
@Suite struct MissionAppFolderTests {
    typealias Style = SwiftStyleAppFolderTests

    @Test func eachAdIsLaidOutWithItsOwnConstraints() throws {
        let items = try Style.renderedItems("MissionApp", "mission-app.json")
        // The ads: 180 P, 2,500 P, 1,200 P without an icon, 300 P confirming, 900 P paid without an icon, 5,000 P ended.
        let badgeWidths: [Double] = [40, 64, 64, 40, 40, 64]
        let hasIcon: [Bool] = [true, true, false, true, false, true]
        // 120, half of it while confirming, none once paid or ended.
        let progressWidths: [Double] = [120, 120, 120, 60, 0, 0]
        for (k, item) in items.enumerated() {
            // iPhone 13 mini: 375 less the section insets of 10 each; MissionItemLayout's 76.
            let w = item.frame[2]
            #expect(w == 355 && item.frame[3] == 76)
            // leading 16, centred in 76, 48 × 48; hidden (in its place) when the ad has no icon.
            Style.expectFrame(item, "iconImageView", [16, 14, 48, 48])
            #expect((item.child("iconImageView")?.bool("hidden") ?? false) == !hasIcon[k], "ad \(k)")
            // trailing inset 16, centred (76 - 20) / 2.
            let badgeX = w - 16 - badgeWidths[k]
            Style.expectFrame(item, "badgeView", [badgeX, 28, badgeWidths[k], 20])
            // After the icon + 12, or 16 from the edge once remade; 8 before the badge; top 14.
            let titleX: Double = hasIcon[k] ? 16 + 48 + 12 : 16
            Style.expectFrame(item, "titleLabel", [titleX, 14, badgeX - 8 - titleX, Style.line(15)])
            // The title's leading, bottom inset 12, 4 high.
            Style.expectFrame(item, "progressView", [titleX, 76 - 12 - 4, progressWidths[k], 4])
        }
        // The reward text: the points in the bold system font of 15, " 적립" in the label's 13, measured as one line of
        // each (no kerning across them) and as tall as the larger font's line; trailing inset 16, bottom inset 10.
        let points = [180, 2500, 1200, 300, 900, 5000]
        let measurer = PangoTextMeasurer()
        for (k, item) in items.enumerated() {
            #expect(item.child("rewardLabel")?.string("text") == "\(points[k])P 적립")
            let bold = measurer.measure("\(points[k])P", font: Font(size: 15, weight: .bold), maxWidth: nil, numberOfLines: 1,
                                        lineBreakMode: .byTruncatingTail).width
            let regular = measurer.measure(" 적립", font: Font(size: 13), maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail).width
            let width = (Double(bold + regular) * 3).rounded(.up) / 3
            Style.expectFrame(item, "rewardLabel", [item.frame[2] - 16 - width, 76 - 10 - Style.line(15), width, Style.line(15)])
        }
    }

    @Test func importSwiftPrintsTheConstraintsPerAd() throws {
        let (run, app) = Style.importSwift("MissionApp")
        let file = "\(app.path)/MissionItemView.swift"
        // The badge's width: init(frame:)'s 40, and 64 for the ads of 1,000 points or more.
        #expect(run.out.contains("""
                {
                  "first": "badgeView.width",
                  "constant": 40,
                  "cases": [
                    {
                      "if": "pointValue >= 1000",
                      "constant": 64
                    }
                  ],
                  "source": "\(file):74:13"
                },
        """), "\(run.out)")
        // The title's leading remade in each branch: installed for the ads each branch is for.
        #expect(run.out.contains("""
                {
                  "first": "titleLabel.leading",
                  "second": "contentView.leading",
                  "constant": 16,
                  "if": "iconUrl.isNil",
                  "source": "\(file):133:17"
                },
        """), "\(run.out)")
        // The progress bar's width per state.
        #expect(run.out.contains(#""if": "state == confirm",\#n              "constant": 60"#), "\(run.out)")
        #expect(run.out.contains(#""if": "(state == paid || state == ended)",\#n              "constant": 0"#), "\(run.out)")
    }
}

/// A constraint's `if` and `cases` written by hand: a condition that is not one, and a case without its constant, are
/// errors at their line:column that name the view.
@Suite final class AppCodeConstraintCaseDocumentTests {
    /// Each test's own folder, removed after the test.
    let dir: URL

    init() throws {
        dir = try temporaryDirectory()
    }

    deinit { try? FileManager.default.removeItem(at: dir) }

    @Test func badConditionsAndMissingConstantsAreErrorsAtTheirLines() throws {
        let doc = try HandWrittenDocument(validating: #"""
        {"schemaVersion": 1,
         "appViews": {"Row": {"views": {"title": {"kind": "label"}},
                              "constraints": [{"first": "title.width", "constant": 10, "if": "pointValu > 1"},
                                              {"first": "title.height", "constant": 10, "cases": [{"if": "multiReward"}]}]}},
         "registrations": {"normal": {"viewClass": "Row"}},
         "sections": []}
        """#)
        let run = doc.run
        #expect(run.status == 2)
        let expected: [String] = [
            #"error: \#(doc.path):3:86: appViews.Row.constraints[0].if: app view "Row", constraint: condition "pointValu > 1": unknown name "pointValu" (did you mean "pointValue"?); names: the ad's numbers (pointValue, originalPointAmount, missionsDone, missionCount, productPrice, …), flags (multiReward, favorite, multiJoin), state with the states' names (state == paid), of its texts NAME.isEmpty, NAME.count and NAME.isNil, and the item's bounds.width and bounds.height (at character 1)"#,
            #"error: \#(doc.path):4:91: appViews.Row.constraints[1].cases[0].constant: missing required key "constant" (the constraint's constant for those ads)"#,
        ]
        #expect(doc.errors == expected, "\(run.err)")
    }

    /// `json`, a document of three ads, written as `row.json` in the test's folder and rendered at scale 1 with its
    /// frames, after checking the render exited 0: the document, the run and the three items' nodes.
    func rendered(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (doc: URL, run: Run, items: [FrameTree.Node]) {
        let doc = dir.appendingPathComponent("row.json")
        try Data(json.utf8).write(to: doc)
        let frames = dir.appendingPathComponent("row.frames.json")
        let run = Run("render", doc.path, "-o", dir.appendingPathComponent("row.png").path, "--frames", frames.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)", sourceLocation: sourceLocation)
        let items = try FrameTree(contentsOf: frames).nodes(kind: "item")
        try #require(items.count == 3, sourceLocation: sourceLocation)
        return (doc, run, items)
    }

    /// A hand-written document with constraints per ad lays each ad out with its own: the width 30 from 1,000 points, the
    /// leading 40 for a paid ad (16 for the others, each installed for its ads alone, so they never conflict).
    @Test func eachAdTakesTheConstantItsCaseGives() throws {
        let (_, run, items) = try rendered(#"""
        {"schemaVersion": 1,
         "device": {"preset": "iPhone13mini", "height": 300},
         "appViews": {"Row": {"views": {"box": {"kind": "view"}},
                              "constraints": [{"first": "box.leading", "second": "contentView.leading", "constant": 16, "if": "state != paid"},
                                              {"first": "box.leading", "second": "contentView.leading", "constant": 40, "if": "state == paid"},
                                              {"first": "box.top", "second": "contentView.top", "constant": 8},
                                              {"first": "box.height", "constant": 20},
                                              {"first": "box.width", "constant": 10, "cases": [{"if": "pointValue >= 1000", "constant": 30}]}]}},
         "registrations": {"normal": {"viewClass": "Row"}},
         "sections": [{"type": "normal", "items": [{"appName": "a", "pointValue": 10}, {"appName": "b", "pointValue": 2000},
                                                   {"appName": "c", "pointValue": 10, "state": "paid"}]}]}
        """#)
        #expect(!run.err.contains("warning:"), "\(run.err)")
        let boxes: [[Double]] = items.map { SwiftStyleAppFolderTests.frame($0, "box") }
        #expect(boxes == [[16, 8, 10, 20], [16, 8, 30, 20], [40, 8, 10, 20]])
    }

    /// Constraints that conflict for some ads alone (a required width of 10, and of 30 for ads of 1,000 points and
    /// more) are a warning of `render` and `lint`, said once for the two ads that have it, though the view's
    /// registration (a blank ad's constraints) finds none; UIKit breaks one of two required constraints that
    /// cannot both hold, and the other keeps its width.
    @Test func anAdsOwnConflictIsAWarningOfTheLayout() throws {
        let (doc, run, items) = try rendered(#"""
        {"schemaVersion": 1,
         "device": {"preset": "iPhone13mini", "height": 400},
         "appViews": {"Row": {"views": {"box": {"kind": "view"}},
                              "constraints": [{"first": "box.leading", "second": "contentView.leading", "constant": 16},
                                              {"first": "box.top", "second": "contentView.top", "constant": 8},
                                              {"first": "box.height", "constant": 20},
                                              {"first": "box.width", "constant": 10},
                                              {"first": "box.width", "constant": 30, "if": "pointValue >= 1000"}]}},
         "registrations": {"normal": {"viewClass": "Row"}},
         "sections": [{"type": "normal", "items": [{"appName": "a", "pointValue": 10}, {"appName": "b", "pointValue": 2000},
                                                   {"appName": "c", "pointValue": 3000}]}]}
        """#)
        let expected = [
            "warning: \(doc.path):8:39: unable to simultaneously satisfy constraints: constraints[3] (\(doc.path):7): box.width == 10.0 @1000; "
                + "constraints[4] (\(doc.path):8): box.width == 30.0 @1000; broke constraints[4] (\(doc.path):8): box.width == 30.0 @1000, "
                + "as UIKit does",
        ]
        #expect(run.err.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning:") } == expected, "\(run.err)")
        let lint = Run("lint", doc.path)
        #expect(lint.err.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning:") } == expected, "\(lint.err)")
        #expect(items.map { SwiftStyleAppFolderTests.frame($0, "box")[2] } == [10, 10, 10])
    }
}

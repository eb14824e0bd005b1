import AdLayoutTestSupport
import Foundation
import Testing

/// An item view whose `layoutSubviews()` branches as app teams write it (`AdaptiveFrameApp`): `bounds.width < 360` picks a
/// compact or a regular arrangement (a ternary and an `if`), `if descLabel.isHidden` centres the title when `setData` hid the
/// description (an ad without one), and `guard !badge.isHidden else { return }` places the HOT badge only for the ads of
/// 1,000 points or more. UIKit runs `layoutSubviews()` with each item's bounds after `setData`, so the same app on a
/// 320-pt-wide device and on a 390-pt one takes different branches, and each ad its own: every frame is derived here by
/// hand from the code for the item's size and the ad, rendered with `--strict` (no warning).
@Suite struct AdaptiveFrameAppFolderTests {
    typealias Apps = SwiftStyleAppFolderTests

    /// The four ads' items rendered from a copy of the app folder with `document`, removed once rendered.
    static func items(_ document: String) throws -> [FrameTree.Node] {
        try Apps.renderedItems("AdaptiveFrameApp", document, count: 4)
    }

    /// The frames UIKit's `layoutSubviews()` gives in an item of `w` × 96 for an ad with (`described`) or without a
    /// description, whose badge is shown or hidden.
    static func expectFrames(_ item: FrameTree.Node, width w: Double, described: Bool, badge: Bool,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(item.frame[2] == w && item.frame[3] == 96, "\(item.frame)", sourceLocation: sourceLocation)
        let compact = w < 360
        // iconSize 48 below 360 pt, else 64; centred vertically 16 pt in; the texts 12 pt after it.
        let icon: Double = compact ? 48 : 64
        Apps.expectFrame(item, "iconImageView", [16, (96 - icon) / 2, icon, icon], sourceLocation: sourceLocation)
        let textX = 16 + icon + 12
        // The title 12 from the top, or centred when the description is hidden; 20 high.
        let titleY: Double = described ? 12 : (96 - 20) / 2
        if compact {
            // To 16 before the trailing edge; the point label 2 below the title, 90 wide.
            Apps.expectFrame(item, "titleLabel", [textX, titleY, w - textX - 16, 20], sourceLocation: sourceLocation)
            Apps.expectFrame(item, "pointLabel", [textX, titleY + 20 + 2, 90, 18], sourceLocation: sourceLocation)
        } else {
            // The point label 16 from the trailing edge at the top; the title up to 8 before it.
            let pointX = w - 16 - 90
            Apps.expectFrame(item, "pointLabel", [pointX, 12, 90, 18], sourceLocation: sourceLocation)
            Apps.expectFrame(item, "titleLabel", [textX, titleY, pointX - 8 - textX, 20], sourceLocation: sourceLocation)
        }
        // The description 12 above the bottom, 16 high, to 16 before the trailing edge; hidden (0 × 0, not drawn) without one.
        if described {
            Apps.expectFrame(item, "descLabel", [textX, 96 - 12 - 16, w - textX - 16, 16], sourceLocation: sourceLocation)
        } else {
            #expect(item.child("descLabel")?.bool("hidden") == true, sourceLocation: sourceLocation)
        }
        // The badge over the icon's top right corner (26 in from its right edge, 4 above it), 30 × 14, for 1,000 points or more.
        if badge {
            Apps.expectFrame(item, "badge", [16 + icon - 26, (96 - icon) / 2 - 4, 30, 14], sourceLocation: sourceLocation)
        } else {
            #expect(item.child("badge")?.bool("hidden") == true, sourceLocation: sourceLocation)
            Apps.expectFrame(item, "badge", [0, 0, 0, 0], sourceLocation: sourceLocation)
        }
    }

    /// The ads: 180 P and 2,500 P with descriptions, 1,200 P and 300 P (confirm) without.
    static let ads: [(described: Bool, badge: Bool)] = [(true, false), (true, true), (false, true), (false, false)]

    /// iPhone 15: 390 pt less the section insets (10 each) is 370, at least 360: the regular branches.
    @Test func aWideDeviceTakesTheRegularBranches() throws {
        let items = try Self.items("adaptive-frame-app.json")
        for (item, ad) in zip(items, Self.ads) {
            Self.expectFrames(item, width: 370, described: ad.described, badge: ad.badge)
        }
    }

    /// A 320-pt-wide device: 300-pt items, below 360: the compact branches, for the same ads.
    @Test func aNarrowDeviceTakesTheCompactBranches() throws {
        let items = try Self.items("adaptive-frame-app-320.json")
        for (item, ad) in zip(items, Self.ads) {
            Self.expectFrames(item, width: 300, described: ad.described, badge: ad.badge)
        }
    }

    /// import-swift prints each branch's constraints with the items they are for (`"if": "bounds.width < 360"`), and rendering
    /// the printed document gives the same frames and pixels, on both devices.
    @Test(arguments: ["adaptive-frame-app.json", "adaptive-frame-app-320.json"])
    func thePrintedDocumentRendersTheSameFrames(document: String) throws {
        let dir = try Apps.copy("AdaptiveFrameApp", document)
        defer { try? FileManager.default.removeItem(at: dir) }
        // The constraints' sources are the Swift lines or the printed JSON's: the geometry is compared.
        let (printed, _) = try Apps.expectPrintedDocumentRendersTheSame(dir, app: "AdaptiveFrameApp", document: document) {
            $0.replacingOccurrences(of: #", "constraints": \[[^\]]*\]"#, with: "", options: .regularExpression)
        }
        let compact = #"{"first": "iconImageView.width", "constant": 48, "if": "bounds.width < 360""#
        let badge = #"{"first": "badge.width", "constant": 30, "if": "!(pointValue < 1000)""#
        let flat = printed.replacingOccurrences(of: #"\s*\n\s*"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: "{ ", with: "{")
        #expect(flat.contains(compact) && flat.contains(badge), "\(printed)")
    }

    /// Written by hand, a condition on `bounds.width` is decided with each item's width wherever it is: a constraint's case
    /// (the box 50 wide from 360 pt) and an outlet's case (a short title below 360 pt), on a 320-pt and a 390-pt device.
    @Test func handWrittenConditionsOnTheBoundsAreDecidedPerItem() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (device, wide) in [(#"{"width": 320, "height": 300, "scale": 2}"#, false), (#"{"preset": "iPhone15", "height": 300}"#, true)] {
            let doc = dir.appendingPathComponent("row.json")
            try Data(#"""
            {"schemaVersion": 1,
             "device": \#(device),
             "appViews": {"Row": {"views": {"box": {"kind": "view"}, "title": {"kind": "label"}},
                                  "constraints": [{"first": "box.leading", "second": "contentView.leading", "constant": 16},
                                                  {"first": "box.top", "second": "contentView.top", "constant": 8},
                                                  {"first": "box.height", "constant": 20},
                                                  {"first": "box.width", "constant": 10, "cases": [{"if": "bounds.width >= 360", "constant": 50}]},
                                                  {"first": "title.leading", "second": "box.trailing", "constant": 8},
                                                  {"first": "title.top", "second": "contentView.top", "constant": 8}],
                                  "outlets": {"title": {"text": "{appName}", "cases": [{"if": "bounds.width < 360", "text": "S"}]}}}},
             "registrations": {"normal": {"viewClass": "Row"}},
             "sections": [{"type": "normal", "items": [{"appName": "Long title", "pointValue": 10}]}]}
            """#.utf8).write(to: doc)
            let frames = dir.appendingPathComponent("row.frames.json")
            let run = Run("render", doc.path, "-o", dir.appendingPathComponent("row.png").path, "--frames", frames.path, "--scale", "1")
            #expect(run.status == 0 && !run.err.contains("warning:"), "\(run.err)")
            let item = try #require(FrameTree(contentsOf: frames).nodes(kind: "item").first)
            #expect((item.frame[2] >= 360) == wide, "\(item.frame)")
            Apps.expectFrame(item, "box", [16, 8, wide ? 50 : 10, 20])
            #expect(item.child("title")?.string("text") == (wide ? "Long title" : "S"))
        }
    }
}

import AdLayoutTestSupport
import Foundation
import Testing

/// The guide's section-4 app as a folder (`Layouts/GuideApp`: the registration in `viewDidLoad`,
/// the XIB and the two classes as the guide writes them) read from its files: the item view's
/// Swift becomes an `appViews` entry, the offerwall renders each ad state as `setData` fills the
/// XIB, and the printed document renders the same frames.
@Suite struct AppFolderTests {
    static let app = Repository.layouts.appendingPathComponent("GuideApp")
    static let document = Repository.layouts.appendingPathComponent("guide-app.json")

    /// A copy of the document, its app folder and images in a folder of the test's own.
    static func copy() throws -> URL {
        try temporaryCopy(of: ["GuideApp", "guide-app.json", "images"])
    }

    @Test func importSwiftReadsTheGuidesItemViewWithoutSkippingAnything() {
        let run = Run("import-swift", Self.app.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(!run.err.contains("warning:"), "\(run.err)")
        #expect(run.err.contains("note: \(Self.app.path)/custom/CustomAdListItemView.swift:90:1: ignored: class CustomItemView is a view; "
                                 + "a XIB's outlets are read from the XIB"), "\(run.err)")
        let expected = """
              "xib": "\(Self.app.path)/custom/CustomItemView.xib",
              "feedImage": "feedImageView",
              "iconImage": "iconImageView",
              "outlets": {
                "feedImageView": {
                  "cornerRadius": 16,
                  "strokeWidth": 1,
                  "strokeColor": "lightGray"
                },
        """
        #expect(run.out.contains(expected), "\(run.out)")
        #expect(run.out.contains("""
                "pointUnitLabel": {
                  "text": "{pointUnit}",
                  "hiddenIn": ["confirm", "paid", "ended", "disabled"],
                  "visibleIn": ["normal", "tomorrow"]
                },
        """), "\(run.out)")
        #expect(run.out.contains(#""confirm": {"# + "\n" + #"              "text": "설치확인 후 리워드가 지급됩니다.""#), "\(run.out)")
        #expect(run.out.contains(#""viewClass": "CustomAdListItemView","#))
    }

    @Test func eachStateRendersAsSetDataFillsTheXIB() throws {
        let dir = try Self.copy()
        let frames = dir.appendingPathComponent("frames.json")
        let run = Run("render", dir.appendingPathComponent("guide-app.json").path, "-o", dir.appendingPathComponent("a.png").path,
                      "--frames", frames.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        let tree = try FrameTree(contentsOf: frames)
        let items = tree.nodes(kind: "item")
        try #require(items.count == 6)
        // The XIB pinned to the item (355 × 274.566 from the layout class's viewSize), 16 pt margins, 320:167.
        let feed = try #require(items[0].child("feedImageView"))
        #expect(feed.frame == [26, 161, 323, 168.566])
        #expect(feed.string("source") == "\(dir.path)/GuideApp/custom/CustomItemView.xib:19")
        #expect(feed.string("id") == "Kd3-aW-p0F")
        #expect(items[0].child("iconImageView")?.frame == [26, 339.566, 72, 72])
        // normal: desc, points and unit on one line; confirm, paid, ended, disabled: the guide's sentence, no unit.
        #expect(items[0].child("descLabel")?.string("text") == "받으면")
        #expect(items[0].child("pointAmountLabel")?.string("text") == "180")
        #expect(items[0].child("pointUnitLabel")?.bool("hidden") == nil)
        let sentences = ["설치확인 후 리워드가 지급됩니다.", "이미 지급된 광고입니다.", "종료된 광고입니다.", "종료된 광고입니다."]
        for (item, sentence) in zip(items[2...], sentences) {
            #expect(item.child("descLabel")?.string("text") == "")
            #expect(item.child("pointAmountLabel")?.string("text") == sentence)
            #expect(item.child("pointUnitLabel")?.bool("hidden") == true)
        }
        // An empty label is 0 pt tall, so the amount centred on it keeps its line (UIKit's answer).
        #expect(items[3].child("descLabel")?.frame == [106, 1221.429, 0, 0])
    }

    @Test func thePrintedDocumentRendersTheSameFrames() throws {
        let dir = try Self.copy()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Everything but the XIB's name in sources and constraints (the setup's path as read, the printed document's as written).
        let (printed, _) = try SwiftStyleAppFolderTests.expectPrintedDocumentRendersTheSame(dir, app: "GuideApp", document: "guide-app.json") {
            $0.replacingOccurrences(of: "\(dir.path)/GuideApp/", with: "GuideApp/")
        }
        #expect(printed.contains(#""xib": "GuideApp/custom/CustomItemView.xib""#), "\(printed)")
    }

    /// `alpha` set in `setData` per state: in the printed view and in the frames (and drawn translucent).
    @Test func anAlphaSetPerStateIsReadAndDrawn() throws {
        let dir = try Self.copy()
        let view = dir.appendingPathComponent("GuideApp/custom/CustomAdListItemView.swift")
        var swift = try String(contentsOf: view, encoding: .utf8)
        // The paid branch dims the icon: the first `isHidden = true` after "이미 지급된 광고입니다.".
        let paid = try #require(swift.range(of: "이미 지급된 광고입니다.\"\n"))
        swift.insert(contentsOf: "                itemView?.iconImageView.alpha = 0.4\n", at: paid.upperBound)
        try Data(swift.utf8).write(to: view)
        let imported = Run("import-swift", dir.appendingPathComponent("GuideApp").path)
        #expect(imported.status == 0 && !imported.err.contains("warning:"), "\(imported.err)")
        #expect(imported.out.contains("""
                "iconImageView": {
                  "cornerRadius": 8,
                  "strokeWidth": 1,
                  "strokeColor": "lightGray",
                  "states": {
                    "paid": {
                      "alpha": 0.4
                    }
                  }
                },
        """), "\(imported.out)")
        let frames = dir.appendingPathComponent("frames.json")
        let run = Run("render", dir.appendingPathComponent("guide-app.json").path, "-o", dir.appendingPathComponent("a.png").path,
                      "--frames", frames.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        let items = try FrameTree(contentsOf: frames).nodes(kind: "item")
        #expect(items[3].child("iconImageView")?.object["alpha"] as? Double == 0.4)
        #expect(items[2].child("iconImageView")?.object["alpha"] == nil)
    }

    /// `Layouts/guide-app.json` matches its golden (GoldenImageTests' JSON loader does not read Swift).
    @Test func theSampleMatchesItsGolden() throws {
        let dir = try temporaryDirectory()
        let run = Run("verify", Self.document.path, "--goldens", Repository.goldens.path, "--scale", "1",
                      "--artifacts", dir.appendingPathComponent("artifacts").path)
        #expect(run.status == 0, "\(run.out)\n\(run.err)")
        #expect(run.out.contains("1 snapshot: 1 passed"), "\(run.out)")
        #expect(!run.err.contains("warning:"), "\(run.err)")
    }

    /// `fit` lays ads out through the app's view: the document's `swiftSetup` folder, or `--swift-setup`.
    @Test func fitLaysAdsOutThroughTheAppsView() throws {
        let dir = try Self.copy()
        let ads = dir.appendingPathComponent("ads.json")
        let long = String(repeating: "가나다라마바사아자차", count: 8)
        try Data(#"{"list": [{"app_id": 1, "app_nm": "짧은 제목", "pnt_amt": 100, "pnt_unit": "P"}, {"app_id": 2, "app_nm": "\#(long)", "pnt_amt": 100, "pnt_unit": "P"}]}"#.utf8)
            .write(to: ads)
        let named = Run("fit", dir.appendingPathComponent("guide-app.json").path, "--ads", ads.path, "--jobs", "1")
        #expect(named.status == 0, "\(named.err)")
        #expect(named.out.hasPrefix("normal · iPhone13mini · large: 2 ads, 1 with text cut (title 1)"), "\(named.out)")
        let given = Run("fit", Repository.layouts.appendingPathComponent("minimal.json").path, "--ads", ads.path, "--jobs", "1",
                        "--swift-setup", dir.appendingPathComponent("GuideApp").path)
        #expect(given.status == 0, "\(given.err)")
        #expect(given.out.contains("1 with text cut (title 1)"), "\(given.out)")
    }

    @Test func anOutletTheXIBDoesNotHaveIsAnErrorOfTheDocument() throws {
        let dir = try Self.copy()
        let doc = dir.appendingPathComponent("bad.json")
        try Data("""
        {"schemaVersion": 1,
         "appViews": {"Card": {"xib": "GuideApp/custom/CustomItemView.xib", "feedImage": "titleLabel",
                               "outlets": {"titelLabel": {"text": "{appName}"}}}},
         "registrations": {"normal": {"viewClass": "Card"}},
         "sections": []}
        """.utf8).write(to: doc)
        let run = Run("validate", doc.path)
        #expect(run.status == 2)
        #expect(run.err.contains(#"error: \#(doc.path):2:15: appViews.Card.feedImage: app view "Card": feedImage names "titleLabel", which is not an image view in GuideApp/custom/CustomItemView.xib"#), "\(run.err)")
        #expect(run.err.contains(#"error: \#(doc.path):2:15: appViews.Card.outlets.titelLabel: app view "Card": GuideApp/custom/CustomItemView.xib has no outlet "titelLabel" (did you mean "titleLabel"?); its outlets: descLabel, feedImageView, iconImageView, pointAmountLabel, pointUnitLabel, titleLabel"#), "\(run.err)")
    }

    /// Constraints UIKit would break are said once, when the document is resolved, at the XIB's lines.
    @Test func anAppViewsConflictingConstraintsAreSaidAtTheirLines() throws {
        let dir = try temporaryDirectory()
        let xib = XIBRenderCommandTests.conflictingXIB
        try Data(xib.utf8).write(to: dir.appendingPathComponent("Conflict.xib"))
        let doc = dir.appendingPathComponent("doc.json")
        try Data(#"{"schemaVersion": 1, "appViews": {"Box": {"xib": "Conflict.xib"}}, "registrations": {"normal": {"viewClass": "Box"}}, "sections": []}"#.utf8)
            .write(to: doc)
        let run = Run("validate", doc.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.hasPrefix("warning: Conflict.xib:11:25: unable to simultaneously satisfy constraints: Wd1-Cc-222 (Conflict.xib:10): "
                                  + "Bx1-Bb-111.width == 50.0 @1000; Wd2-Dd-333 (Conflict.xib:11): Bx1-Bb-111.width == 80.0 @1000; "
                                  + "broke Wd2-Dd-333 (Conflict.xib:11): Bx1-Bb-111.width == 80.0 @1000, as UIKit does"), "\(run.err)")
        #expect(Run("validate", doc.path, "--strict").status != 0)
    }

    @Test func aTruncatedXIBIsAnErrorAtItsPosition() throws {
        let dir = try Self.copy()
        let xib = dir.appendingPathComponent("GuideApp/custom/CustomItemView.xib")
        let text = try Data(contentsOf: xib)
        try text.prefix(3_000).write(to: xib)
        let png = dir.appendingPathComponent("out.png")
        let run = Run("render", dir.appendingPathComponent("guide-app.json").path, "-o", png.path)
        #expect(run.status == 2)
        #expect(run.err.contains("error: \(dir.path)/GuideApp/custom/CustomItemView.xib:"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }
}

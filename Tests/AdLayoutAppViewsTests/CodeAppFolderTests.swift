import AdLayoutTestSupport
import Foundation
import Testing

/// An item view made entirely in code (`Layouts/CodeApp`: the guide's section-4 view with
/// `UILabel()`/`UIImageView()` properties, anchors and `NSLayoutConstraint.activate` instead of a
/// XIB) read from the app's files: its views and constraints become the `appViews` entry's
/// `views` and `constraints`, and it draws what the XIB version (`Layouts/GuideApp`) draws.
@Suite struct CodeAppFolderTests {
    static let app = Repository.layouts.appendingPathComponent("CodeApp")

    /// Both apps, their documents and images in a folder of the test's own.
    static func copy() throws -> URL {
        try temporaryCopy(of: ["GuideApp", "guide-app.json", "CodeApp", "code-app.json", "images"])
    }

    @Test func importSwiftPrintsTheViewsAndConstraintsMadeInCode() {
        let run = Run("import-swift", Self.app.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(!run.err.contains("warning:"), "\(run.err)")
        let file = "\(Self.app.path)/custom/CodeAdListItemView.swift"
        #expect(run.out.contains("""
            "CodeAdListItemView": {
              "views": {
                "feedImageView": {
                  "kind": "imageView",
                  "contentMode": "scaleAspectFill",
                  "clipsToBounds": true,
                  "source": "\(file):8:25"
                },
        """), "\(run.out)")
        // The property initialised by a closure is named by the property, not the closure's local.
        #expect(run.out.contains("""
                "titleLabel": {
                  "kind": "label",
                  "font": {
                    "size": 15,
                    "weight": "regular",
                    "italic": false
                  },
                  "numberOfLines": 2,
                  "source": "\(file):28:21"
                },
        """), "\(run.out)")
        // `multiplier: 320 / 167` in CGFloat; the constraint activated on its own, with its relation.
        #expect(run.out.contains(#""multiplier": 1.9161676646706587,"#), "\(run.out)")
        #expect(run.out.contains("""
                {
                  "first": "contentView.trailing",
                  "relation": ">=",
                  "second": "pointUnitLabel.trailing",
                  "constant": 16,
                  "source": "\(file):78:28"
                }
              ],
        """), "\(run.out)")
        #expect(run.out.contains(#""feedImage": "feedImageView","#) && run.out.contains(#""iconImage": "iconImageView","#))
        // setData's switch on the state, as for the XIB's outlets; a catalog colour by name.
        #expect(run.out.contains("""
                "pointUnitLabel": {
                  "color": "#6853D9",
                  "text": "{pointUnit}",
                  "hiddenIn": ["confirm", "paid", "ended", "disabled"],
                  "visibleIn": ["normal", "tomorrow"]
                }
        """), "\(run.out)")
    }

    /// The same views and constraints in code as in CustomItemView.xib: the same frames for every
    /// ad state, and the same pixels.
    @Test func theViewMadeInCodeDrawsWhatTheXIBDraws() throws {
        let dir = try Self.copy()
        var items: [[FrameTree.Node]] = []
        for document in ["guide-app.json", "code-app.json"] {
            let frames = dir.appendingPathComponent(document + ".frames.json")
            let run = Run("render", dir.appendingPathComponent(document).path, "-o", dir.appendingPathComponent(document + ".png").path,
                          "--frames", frames.path, "--scale", "1")
            #expect(run.status == 0 && !run.err.contains("warning:"), "\(run.err)")
            items.append(try FrameTree(contentsOf: frames).nodes(kind: "item"))
        }
        try #require(items[0].count == 6 && items[1].count == 6)
        for (xib, code) in zip(items[0], items[1]) {
            #expect(Self.geometry(xib) == Self.geometry(code))
        }
        let feed = try #require(items[1][0].child("feedImageView"))
        #expect(feed.frame == [26, 161, 323, 168.566])
        #expect(feed.string("source") == "\(dir.path)/CodeApp/custom/CodeAdListItemView.swift:8")
        #expect(feed.string("id") == "feedImageView")
        #expect(items[1][2].child("pointUnitLabel")?.bool("hidden") == true)
        let pngs = try ["guide-app.json.png", "code-app.json.png"].map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        #expect(pngs[0] == pngs[1])
    }

    /// `Layouts/code-app.json` matches its golden, which is guide-app's byte for byte.
    @Test func theSampleMatchesItsGoldenWhichIsTheXIBVersions() throws {
        let dir = try temporaryDirectory()
        let run = Run("verify", Repository.layouts.appendingPathComponent("code-app.json").path, "--goldens", Repository.goldens.path,
                      "--scale", "1", "--artifacts", dir.appendingPathComponent("artifacts").path)
        #expect(run.status == 0 && run.out.contains("1 snapshot: 1 passed"), "\(run.out)\n\(run.err)")
        let goldens = try ["code-app@1x.png", "guide-app@1x.png"].map { try Data(contentsOf: Repository.goldens.appendingPathComponent($0)) }
        #expect(goldens[0] == goldens[1])
    }

    @Test func thePrintedDocumentRendersTheSameFrames() throws {
        let dir = try Self.copy()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try SwiftStyleAppFolderTests.expectPrintedDocumentRendersTheSame(dir, app: "CodeApp", document: "code-app.json")
    }

    /// Every key of a node and its children but where it and its constraints were made.
    static func geometry(_ node: FrameTree.Node) -> String {
        let keys = node.object.keys.filter { !["source", "id", "constraints", "children"].contains($0) }.sorted()
        return keys.map { "\($0)=\(node.object[$0]!)" }.joined(separator: " ") + "["
            + node.children.map(geometry).joined(separator: ", ") + "]"
    }

    /// A row written the way apps write views in code: properties made with `()`, a lazy stack
    /// view of two of them, `forEach` adding them, the layout margins guide, a priority computed from
    /// `.defaultHigh`, a button's title and its hugging.
    static let rowView = #"""
import UIKit
import TnkRwdSdk2

class RowView: AdListItemView {
    let icon = UIImageView()
    let title = UILabel()
    let button = UIButton(type: .system)
    lazy var stack = UIStackView(arrangedSubviews: [title, button])

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        [icon, stack].forEach { view in
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        button.setTitle("받기", for: .normal)
        button.setContentHuggingPriority(.required, for: .horizontal)
        let margins = contentView.layoutMarginsGuide
        let width = icon.widthAnchor.constraint(equalToConstant: 40)
        width.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            width,
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            stack.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }

    override func getIconImageView() -> UIImageView? { icon }
    override func useImageIcon() -> Bool { true }

    override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
        if let ad = adItem as? AdListItem {
            title.text = "\(ad.appName) · \(ad.pointText)"
        }
    }
}

"""#
        + InlineAppFolder.registration(of: "RowView", layout: "RowLayout", height: 64)

    /// `swift` as `App/RowView.swift` under a `doc.json` of one ad that reads it.
    static func rowApp(_ swift: String = rowView) throws -> URL {
        try InlineAppFolder([(name: "RowView.swift", text: swift)], document: #"""
        {"schemaVersion": 1, "swiftSetup": ["App"],
         "sections": [{"type": "normal", "items": [{"appName": "짧은 제목", "pointValue": 100, "pointUnit": "P"}]}]}
        """#).dir
    }

    @Test func aStackViewMarginsPrioritiesAndHuggingMadeInCode() throws {
        let dir = try Self.rowApp()
        let imported = Run("import-swift", dir.appendingPathComponent("App").path)
        #expect(imported.status == 0 && !imported.err.contains("warning:"), "\(imported.err)")
        let file = dir.appendingPathComponent("App/RowView.swift").path
        #expect(imported.out.contains("""
                "stack": {
                  "kind": "stackView",
                  "axis": "horizontal",
                  "spacing": 8,
                  "alignment": "center",
                  "source": "\(file):8:22"
                },
                "title": {
                  "kind": "label",
                  "in": "stack",
                  "arranged": true,
                  "source": "\(file):6:17"
                },
                "button": {
                  "kind": "button",
                  "in": "stack",
                  "arranged": true,
                  "text": "받기",
                  "hugging": {
                    "horizontal": 1000
                  },
                  "source": "\(file):7:18"
                }
        """), "\(imported.out)")
        #expect(imported.out.contains("""
                  "first": "icon.width",
                  "constant": 40,
                  "priority": 751,
        """), "\(imported.out)")
        #expect(imported.out.contains(#""second": "contentView.trailingMargin","#), "\(imported.out)")
        let frames = dir.appendingPathComponent("frames.json")
        let run = Run("render", dir.appendingPathComponent("doc.json").path, "-o", dir.appendingPathComponent("a.png").path,
                      "--frames", frames.path, "--scale", "1")
        #expect(run.status == 0 && !run.err.contains("warning:"), "\(run.err)")
        let item = try #require(FrameTree(contentsOf: frames).nodes(kind: "item").first)
        #expect(item.frame == [10, 52, 370, 64])
        // 8 pt layout margins; the icon centred; the stack from 12 pt after it to the trailing margin.
        #expect(item.child("icon")?.frame == [18, 64, 40, 40])
        let stack = try #require(item.child("stack")), title = try #require(item.child("title")), button = try #require(item.child("button"))
        #expect(stack.frame[0] == 70 && stack.frame[0] + stack.frame[2] == 372)
        // The button hugs its title (required); the label takes the rest, 8 pt before it; both centred on the stack.
        #expect(abs(title.frame[2] + 8 + button.frame[2] - stack.frame[2]) < 0.001)
        #expect(button.frame[2] < 30 && button.frame[0] + button.frame[2] == 372)
        #expect(abs((title.frame[1] + title.frame[3] / 2) - (button.frame[1] + button.frame[3] / 2)) < 0.001)
        #expect(title.string("text") == "짧은 제목 · 100")
    }

    @Test func conflictingConstraintsMadeInCodeAreSaidAtTheirSwiftLines() throws {
        let swift = Self.rowView.replacingOccurrences(of: "            stack.centerYAnchor.constraint(equalTo: icon.centerYAnchor),\n", with: """
                    stack.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                    stack.heightAnchor.constraint(equalToConstant: 30),
                    stack.heightAnchor.constraint(equalToConstant: 40),

        """)
        let dir = try Self.rowApp(swift)
        let run = Run("validate", dir.appendingPathComponent("doc.json").path)
        #expect(run.status == 0, "\(run.err)")
        let file = dir.appendingPathComponent("App/RowView.swift").path
        #expect(run.err.contains("warning: \(file):33:13: unable to simultaneously satisfy constraints: \(file):32:13: stack.height == 30.0 @1000; "
                                 + "\(file):33:13: stack.height == 40.0 @1000; broke \(file):33:13: stack.height == 40.0 @1000, as UIKit does"),
                "\(run.err)")
        #expect(Run("validate", dir.appendingPathComponent("doc.json").path, "--strict").status != 0)
    }

    @Test func viewsMadeInCodeWrittenByHandAreChecked() throws {
        let doc = try HandWrittenDocument(validating: #"""
        {"schemaVersion": 1,
         "appViews": {"Row": {"views": {"title": {"kind": "label", "in": "stak"},
                                        "icon": {"kind": "imageVeiw"},
                                        "box": {"kind": "view", "font": {"size": 12}},
                                        "name": {"kind": "label", "in": "box", "arranged": true}},
                              "constraints": [{"first": "title.leadng", "second": "contentView.leading"},
                                              {"first": "title.top"},
                                              {"first": "tilte.top", "second": "contentView.top"},
                                              {"first": "box.width", "multiplier": 0}]},
                      "Both": {"xib": "A.xib", "views": {}}},
         "registrations": {"normal": {"viewClass": "Row"}},
         "sections": []}
        """#)
        let run = doc.run
        #expect(run.status == 2)
        let expected = [
            #"error: \#(doc.path):2:66: appViews.Row.views.title.in: app view "Row", view "title": "in" names "stak", which is not contentView or a view listed before it"#,
            #"error: \#(doc.path):3:50: appViews.Row.views.icon.kind: unknown view kind "imageVeiw" (did you mean "imageView"?); valid values: view, label, imageView, button, stackView"#,
            #"error: \#(doc.path):4:65: appViews.Row.views.box.font: app view "Row", view "box": font is a label's or button's; this view is a view"#,
            #"error: \#(doc.path):5:84: appViews.Row.views.name.arranged: app view "Row", view "name": arranged in "box", which is not a stack view"#,
            #"error: \#(doc.path):6:49: appViews.Row.constraints[0].first: app view "Row", constraint: unknown anchor "leadng" (did you mean "leading"?); valid anchors: left, right, top, bottom, leading, trailing, width, height, centerX, centerY, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins"#,
            #"error: \#(doc.path):7:49: appViews.Row.constraints[1].first: app view "Row", constraint: top against a constant; only a width or height may be (give "second", the anchor it is related to)"#,
            #"error: \#(doc.path):8:49: appViews.Row.constraints[2].first: app view "Row", constraint: no view "tilte" (did you mean "title"?); the views: contentView, title, icon, box, name"#,
            #"error: \#(doc.path):9:76: appViews.Row.constraints[3].multiplier: app view "Row", constraint: a multiplier of 0 (UIKit refuses it)"#,
            #"error: \#(doc.path):10:31: appViews.Both.xib: app view "Both": give "xib" (a view that loads a XIB) or "views" (views made in code), not both"#,
        ]
        for line in expected { #expect(run.err.contains(line), "\(line)\n\(run.err)") }
    }

    /// Views of one name are numbered (`label2`, …) in linear time, and views nested past the limit are
    /// refused where they are written, so no document or setup makes layout recurse without bound. (900
    /// labels: a view laid out has at most 1,000 layout items, `AutoLayoutLimits.maximumItemCount`; past
    /// it the view is an error at its line, not an empty cell.)
    @Test func manyViewsAndDeepNestingStayWithinTheLimits() throws {
        let adds = String(repeating: "        contentView.addSubview(UILabel())\n", count: 900)
        let dir = try Self.rowApp("""
            import UIKit
            class Many: AdListItemView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
            \(adds)    }
            }
            """)
        let imported = Run("import-swift", dir.appendingPathComponent("App").path)
        #expect(imported.status == 0, "\(imported.err)")
        #expect(imported.out.contains(#""label": {"#) && imported.out.contains(#""label2": {"#) && imported.out.contains(#""label900": {"#))

        var views = [#""v1": {"kind": "view"}"#]
        for level in 2...65 { views.append(#""v\#(level)": {"kind": "view", "in": "v\#(level - 1)"}"#) }
        let doc = dir.appendingPathComponent("deep.json")
        try Data(#"{"schemaVersion": 1, "appViews": {"Deep": {"views": {\#(views.joined(separator: ", "))}}}, "sections": []}"#.utf8)
            .write(to: doc)
        let run = Run("validate", doc.path)
        #expect(run.status == 2)
        #expect(run.err.contains(#"appViews.Deep.views.v65.in: app view "Deep", view "v65": nested 65 views deep; views made in code nest at most 64 deep"#),
                "\(run.err)")
    }

    /// `UIImageView(image:)` without a size of its own is as large as its image in points, as in UIKit:
    /// the file's pixels over the scale its image set gives it (`Contents.json`), else its name's `@2x`/`@3x`.
    @Test func anImageViewMadeInCodeTakesItsImagesSize() throws {
        let swift = Self.rowView
            .replacingOccurrences(of: "    let icon = UIImageView()", with: #"    let icon = UIImageView(image: UIImage(named: "Logo"))"#)
            .replacingOccurrences(of: "            width,\n", with: "")
        let dir = try Self.rowApp(swift)
        let set = dir.appendingPathComponent("App/Assets.xcassets/Logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // 216 × 216 pixels.
        let icon = Repository.layouts.appendingPathComponent("images/icon-01.png")
        var sides: [Double] = []
        for (file, scale) in [("logo.png", #", "scale": "2x""#), ("logo.png", #", "scale": "3x""#), ("logo@3x.png", ""), ("logo.png", "")] {
            try? FileManager.default.removeItem(at: set)
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: icon, to: set.appendingPathComponent(file))
            try Data(#"{"images": [{"filename": "\#(file)", "idiom": "universal"\#(scale)}], "info": {"author": "xcode", "version": 1}}"#.utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
            let frames = dir.appendingPathComponent("frames.json")
            let run = Run("render", dir.appendingPathComponent("doc.json").path, "-o", dir.appendingPathComponent("row.png").path,
                          "--frames", frames.path, "--scale", "1")
            // (An icon taller than the row is said to be cut by it; the image itself is found.)
            #expect(run.status == 0 && !run.err.contains("Logo") && !run.err.contains("placeholder"), "\(run.err)")
            let image = try #require(FrameTree(contentsOf: frames).nodes(kind: "icon").first)
            #expect(image.frame[2] == image.frame[3])
            sides.append(image.frame[2])
        }
        #expect(sides == [108, 72, 72, 216])
    }

    /// An image set of the app's asset catalog named by `UIImage(named:)` in code or by a XIB image view's
    /// `image="…"`: found, printed as the entry's `images`, drawn where no ad image takes its place.
    @Test func imagesOfTheAppsAssetCatalogAreDrawn() throws {
        let swift = Self.rowView.replacingOccurrences(of: "    let icon = UIImageView()", with: #"    let icon = UIImageView(image: UIImage(named: "Logo"))"#)
        let dir = try Self.rowApp(swift)
        let doc = dir.appendingPathComponent("doc.json")
        let without = Run("render", doc.path, "-o", dir.appendingPathComponent("without.png").path, "--scale", "1")
        #expect(without.err.contains(#"App/RowView.swift:5:16: no image set "Logo" in the app's asset catalogs; its image view draws a placeholder"#),
                "\(without.err)")
        let set = dir.appendingPathComponent("App/Assets.xcassets/Logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.layouts.appendingPathComponent("images/icon-01.png"), to: set.appendingPathComponent("logo.png"))
        try Data(#"{"images": [{"filename": "logo.png", "idiom": "universal", "scale": "2x"}], "info": {"author": "xcode", "version": 1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let imported = Run("import-swift", dir.appendingPathComponent("App").path, "--into", doc.path,
                           "-o", dir.appendingPathComponent("merged.json").path)
        #expect(imported.status == 0 && !imported.err.contains("Logo"), "\(imported.err)")
        let merged = try String(contentsOf: dir.appendingPathComponent("merged.json"), encoding: .utf8)
        #expect(merged.contains(#""image": "Logo","#) && merged.contains("""
              "images": {
                "Logo": "App/Assets.xcassets/Logo.imageset/logo.png"
              },
        """), "\(merged)")
        var pngs: [Data] = []
        for (document, png) in [(doc, "with.png"), (dir.appendingPathComponent("merged.json"), "merged.png")] {
            let run = Run("render", document.path, "-o", dir.appendingPathComponent(png).path, "--scale", "1")
            #expect(run.status == 0 && !run.err.contains("warning:"), "\(run.err)")
            pngs.append(try Data(contentsOf: dir.appendingPathComponent(png)))
        }
        #expect(pngs[0] == pngs[1])
        #expect(pngs[0] != (try Data(contentsOf: dir.appendingPathComponent("without.png"))))

        // A XIB's image view: the guide's feed image names the set; an ad without an image shows it.
        let guide = try AppFolderTests.copy()
        let xib = guide.appendingPathComponent("GuideApp/custom/CustomItemView.xib")
        let text = try String(contentsOf: xib, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #"contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Kd3-aW-p0F""#,
                                           with: #"contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="Kd3-aW-p0F""#).utf8)
            .write(to: xib)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("App/Assets.xcassets"), to: guide.appendingPathComponent("GuideApp/Assets.xcassets"))
        let printed = Run("import-swift", guide.appendingPathComponent("GuideApp").path)
        #expect(printed.out.contains(#""Logo": "\#(guide.path)/GuideApp/Assets.xcassets/Logo.imageset/logo.png""#), "\(printed.out)\n\(printed.err)")
    }
}

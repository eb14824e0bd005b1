import AdLayoutEngine
import AdLayoutTestSupport
import Foundation
import Testing

/// Item views written as app teams write them, read from their folders (`Tests/Fixtures/apps`):
/// SnapKit (`SnapKitApp`) and `Then` with the app's own `UIView` helpers (`ThenApp`). Every frame is
/// derived by hand as UIKit lays it out — SnapKit's constraints as its `Constraint.init` makes them,
/// the helpers' anchors with their arguments — for each ad state, with no warning; the printed
/// document renders the same frames.
@Suite struct SwiftStyleAppFolderTests {
    static let apps = Repository.fixtures.appendingPathComponent("apps")

    /// The app folder, its document and the ads' images in a folder of the test's own.
    static func copy(_ app: String, _ document: String) throws -> URL {
        let dir = try temporaryCopy(of: [app, document], from: apps)
        try FileManager.default.copyItem(at: Repository.layouts.appendingPathComponent("images"), to: dir.appendingPathComponent("images"))
        return dir
    }

    /// `import-swift` of the fixture app `name`, after checking it exited 0 without a warning: the run and the app's folder.
    static func importSwift(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> (run: Run, app: URL) {
        let app = apps.appendingPathComponent(name)
        let run = Run("import-swift", app.path)
        #expect(run.status == 0 && !run.err.contains("warning:"), "\(run.err)", sourceLocation: sourceLocation)
        return (run, app)
    }

    /// The items' nodes (six by default, one per ad state) of `document` rendered, after checking it rendered without
    /// warnings and that there are `count` of them.
    static func items(_ dir: URL, _ document: String, count: Int = 6,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> [FrameTree.Node] {
        let frames = dir.appendingPathComponent(document + ".frames.json")
        let run = Run("render", dir.appendingPathComponent(document).path, "-o", dir.appendingPathComponent(document + ".png").path,
                      "--frames", frames.path, "--scale", "1", "--strict")
        #expect(run.status == 0 && !run.err.contains("warning:"), "\(run.err)", sourceLocation: sourceLocation)
        let items = try FrameTree(contentsOf: frames).nodes(kind: "item")
        try #require(items.count == count, sourceLocation: sourceLocation)
        return items
    }

    /// `document` rendered from a copy of `app`'s folder (``copy(_:_:)``): the copy, for the caller to read further and
    /// remove, and the items' nodes (``items(_:_:count:sourceLocation:)``). A copy that fails to render is removed.
    static func rendered(_ app: String, _ document: String, count: Int = 6, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> (dir: URL, items: [FrameTree.Node]) {
        let dir = try copy(app, document)
        do {
            return (dir, try items(dir, document, count: count, sourceLocation: sourceLocation))
        } catch {
            try? FileManager.default.removeItem(at: dir)
            throw error
        }
    }

    /// The items' nodes (six by default, one per ad state) of `document` rendered from a copy of `app`'s folder,
    /// removed once rendered.
    static func renderedItems(_ app: String, _ document: String, count: Int = 6) throws -> [FrameTree.Node] {
        let (dir, items) = try rendered(app, document, count: count)
        try? FileManager.default.removeItem(at: dir)
        return items
    }

    /// `node`'s frame relative to `item`'s origin.
    static func frame(_ item: FrameTree.Node, _ name: String) -> [Double] {
        guard let node = item.child(name) else { return [] }
        let f = node.frame, o = item.frame
        return [f[0] - o[0], f[1] - o[1], f[2], f[3]]
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 0.5 }
    }

    /// `name`'s frame in `item` is `expected` to 0.5 pt. A function of its own, so that the expected
    /// frame's literals are typed by its parameter: inside `#expect` they cost the type checker seconds.
    static func expectFrame(_ item: FrameTree.Node, _ name: String, _ expected: [Double],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let found = frame(item, name)
        #expect(close(found, expected), "\(name): \(found), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// The 355 × 88 row FormattedApp and NibApp both lay out (375 less the section insets of 10 each; the layout's 88):
    /// the icon 16 pt in and centred, 56 × 56; the title after the icon + 12, to 16 before the trailing edge, at the
    /// icon's top; `bottomLabel` with its bottom on the icon's (72). Returns the texts' x and width.
    @discardableResult
    static func expectIconRow(_ item: FrameTree.Node, bottomLabel: String,
                              sourceLocation: SourceLocation = #_sourceLocation) -> (x: Double, width: Double) {
        let w = item.frame[2]
        #expect(w == 355 && item.frame[3] == 88, sourceLocation: sourceLocation)
        #expect(close(frame(item, "iconImageView"), [16, 16, 56, 56]), sourceLocation: sourceLocation)
        let x = 16 + 56 + 12.0, width = w - 16 - x
        #expect(close(frame(item, "titleLabel"), [x, 16, width, line(15)]), sourceLocation: sourceLocation)
        #expect(close(frame(item, bottomLabel), [x, 72 - line(14), width, line(14)]), sourceLocation: sourceLocation)
        return (x, width)
    }

    /// A single-line label's height: the system font's ascender and descender (UIKit's `lineHeight`).
    static func line(_ size: Double) -> Double { Double(SystemFontMetrics.lineHeight(CGFloat(size))) }

    // MARK: SnapKit

    @Test func snapKitItemViewFramesAreUIKits() throws {
        let items = try Self.renderedItems("SnapKitApp", "snapkit-app.json")
        for item in items {
            // iPhone 13 mini: 375 wide, the SDK's section insets of 10; OfferwallItemLayout's 96 high.
            let w = item.frame[2]
            #expect(w == 355 && item.frame[3] == 96)
            // horizontalEdges.inset(16), verticalEdges.inset(6).
            Self.expectFrame(item, "containerView", [16, 6, w - 32, 84])
            // leading + 12 in the container, centred in its 84, size 72.
            Self.expectFrame(item, "iconImageView", [28, 12, 72, 72])
            // top.trailing of the icon with inset(-3): top - 3, trailing + 3 (SnapKit negates a trailing inset); 10 × 10.
            Self.expectFrame(item, "newBadgeView", [28 + 72 + 3 - 10, 12 - 3, 10, 10])
            // trailing inset(12) from the container's trailing (w - 16), centred on the icon (48), 64 (high) × 32.
            Self.expectFrame(item, "ctaButton", [w - 16 - 12 - 64, 48 - 16, 64, 32])
            // After the icon + 12, to 8 before the button; the icon's top + 4.
            let titleWidth = (w - 16 - 12 - 64 - 8) - 112
            Self.expectFrame(item, "titleLabel", [112, 16, titleWidth, Self.line(15)])
            Self.expectFrame(item, "descLabel", [112, 16 + Self.line(15) + 4, titleWidth, Self.line(12)])
            // bottom = the icon's bottom (84) with inset(4): - 4.
            Self.expectFrame(item, "pointLabel", [112, 80 - Self.line(14), titleWidth, Self.line(14)])
        }
        let texts = items.map { $0.child("pointLabel")?.string("text") }
        #expect(texts == ["+180 P", "+2,500 P", "참여 확인 중", "지급 완료", "종료된 이벤트", "종료된 이벤트"])
        #expect(items.map { $0.child("newBadgeView")?.bool("hidden") ?? false } == [false, true, true, true, true, true])
    }

    @Test func importSwiftPrintsSnapKitsConstraintsAtTheirLines() throws {
        let (run, app) = Self.importSwift("SnapKitApp")
        let file = "\(app.path)/OfferwallItemView.swift"
        // `make.horizontalEdges.equalToSuperview().inset(16)`: left + 16 and right - 16, both at the chain's line.
        #expect(run.out.contains("""
                {
                  "first": "containerView.left",
                  "second": "contentView.left",
                  "constant": 16,
                  "source": "\(file):75:13"
                },
                {
                  "first": "containerView.right",
                  "second": "contentView.right",
                  "constant": -16,
                  "source": "\(file):75:13"
                },
        """), "\(run.out)")
        // `make.size.equalTo(72)`: a width and a height of their own.
        #expect(run.out.contains("""
                {
                  "first": "iconImageView.width",
                  "constant": 72,
                  "source": "\(file):82:13"
                },
        """), "\(run.out)")
        #expect(run.out.contains("""
                {
                  "first": "ctaButton.width",
                  "constant": 64,
                  "priority": 750,
                  "source": "\(file):94:13"
                },
        """), "\(run.out)")
        #expect(!run.out.contains("translatesAutoresizingMaskIntoConstraints"), "\(run.out)")
    }

    // MARK: Then and the app's helpers

    @Test func thenAndHelperItemViewFramesAreUIKits() throws {
        let items = try Self.renderedItems("ThenApp", "then-app.json")
        for item in items {
            let w = item.frame[2]
            #expect(w == 355 && item.frame[3] == 80)
            // pin(to: contentView, insets: (6, 16, 6, 16)).
            Self.expectFrame(item, "cardView", [16, 6, w - 32, 68])
            // setSize(56, 56), leading padding 14 in the card, centred in it (6 + 34).
            Self.expectFrame(item, "iconView", [30, 12, 56, 56])
            let titleWidth = (w - 16 - 14) - 98
            Self.expectFrame(item, "titleLabel", [98, 12, titleWidth, Self.line(15)])
            Self.expectFrame(item, "descLabel", [98, 12 + Self.line(15) + 2, titleWidth, Self.line(12)])
            Self.expectFrame(item, "pointLabel", [98, 68 - Self.line(14), titleWidth, Self.line(14)])
        }
        #expect(items.map { $0.child("titleLabel")?.string("text") } == [
            "꿀벌농장 (설치형)", "행성탐험대 (10단계)", "별빛퍼즐 (설치형)", "목장이야기 (Lv.11)",
            "하트메이트 (회원가입)", "리워드 적립 퀴즈",
        ])
        #expect(items.map { $0.child("pointLabel")?.string("text") } == ["180P 받기", "2,500P 받기", "참여 확인 중", "지급 완료", "종료", "종료"])
    }

    @Test func importSwiftFollowsThenAndTheHelpersWithTheirArguments() throws {
        let (run, app) = Self.importSwift("ThenApp")
        let helpers = "\(app.path)/UIView+Layout.swift"
        // pin(to:insets:)'s anchors, at the helper's lines, with the caller's insets.
        #expect(run.out.contains("""
                {
                  "first": "cardView.trailing",
                  "second": "contentView.trailing",
                  "constant": -16,
                  "source": "\(helpers):19:13"
                },
        """), "\(run.out)")
        // `then`'s paint on the view the property holds; makeLabel(size:color:)'s font and colour.
        #expect(run.out.contains("""
                "cardView": {
                  "backgroundColor": "white",
                  "cornerRadius": 14,
                  "strokeWidth": 1,
                  "strokeColor": "#E6E6E6"
                },
        """), "\(run.out)")
        #expect(run.out.contains(#""lineBreakMode": "byTruncatingTail","#), "\(run.out)")
        #expect(run.out.contains("""
                "pointLabel": {
                  "kind": "label",
                  "in": "cardView",
                  "font": {
                    "size": 14,
                    "weight": "bold",
                    "italic": false
                  },
        """), "\(run.out)")
        #expect(run.out.contains("""
                "pointLabel": {
                  "color": "#007AFF",
                  "text": "{pointText}{pointUnit} 받기",
        """), "\(run.out)")
        // The helpers' file is not setup code: a note, no warning about its body.
        #expect(run.err.contains("note: \(helpers):8:11: ignored: extension of UIView: its functions are read where an item view calls them"),
                "\(run.err)")
    }

    /// Each app's document printed by `import-swift --into` renders the frames and pixels that the document with its
    /// Swift setup renders.
    @Test(arguments: [("SnapKitApp", "snapkit-app.json"), ("ThenApp", "then-app.json"), ("FrameApp", "frame-app.json"),
                      ("MissionApp", "mission-app.json"), ("PointApp", "point-app.json"), ("FormattedApp", "formatted-app.json")])
    func printedDocumentRendersTheSameFrames(app: String, document: String) throws {
        let dir = try Self.copy(app, document)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A constraint made in a helper's file names, after its Swift line, where its app view is in the
        // document (the Swift file, or the printed JSON): the geometry is compared, not that note.
        let (_, frames) = try Self.expectPrintedDocumentRendersTheSame(dir, app: app, document: document) {
            $0.replacingOccurrences(of: #", "constraints": \[[^\]]*\]"#, with: "", options: .regularExpression)
        }
        #expect(frames.contains(#""kind": "titleLabel""#))
    }

    /// `import-swift APP --into DOCUMENT` in `dir` prints a document that names no Swift, and it renders the PNG and,
    /// once `comparable` drops what says where a view was read, the frames that `document` with its setup renders.
    /// The printed document's text and the frames as compared, for the caller's own checks.
    static func expectPrintedDocumentRendersTheSame(_ dir: URL, app: String, document: String,
                                                    comparable: (String) -> String = { $0 },
                                                    sourceLocation: SourceLocation = #_sourceLocation) throws -> (printed: String, frames: String) {
        let merged = dir.appendingPathComponent("merged.json")
        let imported = Run("import-swift", dir.appendingPathComponent(app).path, "--into", dir.appendingPathComponent(document).path,
                           "-o", merged.path)
        #expect(imported.status == 0, "\(imported.err)", sourceLocation: sourceLocation)
        let printed = try String(contentsOf: merged, encoding: .utf8)
        #expect(!printed.contains("swiftSetup"), "\(printed)", sourceLocation: sourceLocation)
        var framesOf: [String] = []
        for name in [document, "merged.json"] {
            let frames = dir.appendingPathComponent(name + ".frames.json")
            let run = Run("render", dir.appendingPathComponent(name).path, "-o", dir.appendingPathComponent(name + ".png").path,
                          "--frames", frames.path, "--scale", "1")
            #expect(run.status == 0, "\(run.err)", sourceLocation: sourceLocation)
            framesOf.append(comparable(try String(contentsOf: frames, encoding: .utf8)))
        }
        #expect(framesOf[0] == framesOf[1], sourceLocation: sourceLocation)
        let pngs = try [document + ".png", "merged.json.png"].map { try Data(contentsOf: dir.appendingPathComponent($0)) }
        #expect(pngs[0] == pngs[1], sourceLocation: sourceLocation)
        return (printed, framesOf[0])
    }

    // MARK: The older constraint APIs

    /// `NSLayoutConstraint(item:…)` installed by `addConstraint`, and the Visual Format Language with metrics and
    /// `alignAll…` options, as a team that predates anchors writes them.
    static let legacyView = #"""
    import UIKit
    import TnkRwdSdk2

    class LegacyItemView: AdListItemView {
        let iconView = UIImageView()
        let titleLabel = UILabel()
        let pointLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            for v in [iconView, titleLabel, pointLabel] {
                v.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(v)
            }
            titleLabel.font = UIFont.systemFont(ofSize: 15)
            pointLabel.font = UIFont.boldSystemFont(ofSize: 13)

            let views: [String: Any] = ["icon": iconView, "title": titleLabel, "point": pointLabel]
            let metrics = ["pad": 16, "gap": 12]
            contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[icon(60)]-gap-[title]-pad-|",
                                                                      options: [], metrics: metrics, views: views))
            contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[title]-4-[point]",
                                                                      options: [.alignAllLeading, .alignAllTrailing], metrics: nil,
                                                                      views: views))
            contentView.addConstraint(NSLayoutConstraint(item: iconView, attribute: .height, relatedBy: .equal,
                                                         toItem: iconView, attribute: .width, multiplier: 1, constant: 0))
            contentView.addConstraint(NSLayoutConstraint(item: iconView, attribute: .centerY, relatedBy: .equal,
                                                         toItem: contentView, attribute: .centerY, multiplier: 1, constant: 0))
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: titleLabel, attribute: .top, relatedBy: .equal, toItem: iconView, attribute: .top,
                                   multiplier: 1, constant: 8),
            ])
        }

        required init?(coder: NSCoder) { fatalError() }

        override func setData(_ adItem: AdItem?, row: Int, itemsPerPage: Int, itemIndex: Int, numberOfItems: Int) {
            guard let item = adItem as? AdListItem else { return }
            titleLabel.text = item.appName
            pointLabel.text = item.pointText + item.pointUnit
        }
    }

    class LegacyLayout: AdListItemViewLayout {
        override func viewSize(_ parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: 80)
        }
    }

    func setUp() {
        TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: LegacyItemView.self, viewLayout: LegacyLayout())
    }
    """#

    @Test func olderConstraintAPIsAndVisualFormatsGiveUIKitsFrames() throws {
        let dir = try CodeAppFolderTests.rowApp(Self.legacyView)
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames.json")
        let run = Run("render", dir.appendingPathComponent("doc.json").path, "-o", dir.appendingPathComponent("a.png").path,
                      "--frames", frames.path, "--scale", "1", "--strict")
        #expect(run.status == 0 && !run.err.contains("warning:"), "\(run.err)")
        let item = try #require(FrameTree(contentsOf: frames).nodes(kind: "item").first)
        let w = item.frame[2]
        #expect(item.frame[3] == 80)
        // |-16-[icon(60)], square, centred: y = (80 - 60) / 2.
        Self.expectFrame(item, "iconView", [16, 10, 60, 60])
        // -12-[title]-16-|, its top the icon's + 8.
        Self.expectFrame(item, "titleLabel", [88, 18, w - 16 - 88, Self.line(15)])
        // V:[title]-4-[point], aligned on the title's leading and trailing.
        Self.expectFrame(item, "pointLabel", [88, 18 + Self.line(15) + 4, w - 16 - 88, Self.line(13)])
        #expect(item.child("pointLabel")?.string("text") == "100P")
    }
}


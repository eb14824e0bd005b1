import AdLayoutCore
@testable import AdLayoutStudio
import AdLayoutTestSupport
import Foundation
import Testing

/// A document with a Swift setup that has app views and `appViews` of its own: the setup's tree is
/// merged under the document's by one rule, so rendering, the printed document (`import-swift --into`)
/// and the studio's source map show the same views — the setup's and the document's.
@Suite struct StudioSetupAppViewsTests {
    /// The guide's app folder (its setup registers `CustomAdListItemView`, a XIB) under a document
    /// that adds a view made in code of its own (`OwnRow`) for a second section.
    static func folder() throws -> URL {
        let dir = try temporaryCopy(of: ["GuideApp", "images"], "setup-app-views")
        try Data(document.utf8).write(to: dir.appendingPathComponent("both.json"))
        return dir
    }

    static let document = """
        {"schemaVersion": 1, "device": {"preset": "iPhone13mini", "height": 1200}, "swiftSetup": ["GuideApp"],
         "appViews": {"OwnRow": {"views": {"title": {"kind": "label"}},
                                 "outlets": {"title": {"text": "{appName}"}}}},
         "registrations": {"quiz_list": {"viewClass": "OwnRow", "viewLayout": "AdListItemViewLayout"}},
         "sections": [
          {"type": "normal", "items": [{"appName": "꿀벌농장", "cmpnDesc": "받으면", "pointValue": 180, "pointUnit": "골드",
                                        "iconUrl": "images/icon-01.png", "imageUrl": "images/feed-01.jpg"}]},
          {"type": "quiz_list", "items": [{"appName": "별빛퍼즐", "pointValue": 170}]}]}
        """

    /// The app views the items of a frames file show: the ids of their views, in order.
    static func views(_ frames: String) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(frames.utf8)) as? [String: Any])
        var out: [String] = []
        func walk(_ node: [String: Any]) {
            if let id = node["id"] as? String { out.append(id) }
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(try #require(json["root"] as? [String: Any]))
        return out
    }

    /// The names under `appViews` of a tree, with the file each comes from (nil: the document).
    static func appViews(_ tree: JSONNode) -> [String] {
        guard case .object(let root) = tree.value, case .object(let views)? = root["appViews"]?.value else { return [] }
        return views.members.map { "\($0.key) \($0.value.file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "document")" }
    }

    @Test func rendersPrintsAndMapsTheSameViews() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Rendered with its setup: the setup's XIB view (the guide's ids) and the document's view made in code.
        let frames = dir.appendingPathComponent("both.frames.json")
        let run = Run("render", dir.appendingPathComponent("both.json").path, "-o", dir.appendingPathComponent("both.png").path,
                      "--frames", frames.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        let rendered = try Self.views(try String(contentsOf: frames, encoding: .utf8))
        #expect(rendered == ["iN0-l3-epB", "Kd3-aW-p0F", "h8P-Zc-2Qe", "Wm4-Tj-c8Y", "Q2v-Ys-9nE", "eR7-bN-4Kc", "yF6-mD-1Ws",
                             "contentView", "title"], "\(rendered)")

        // Printed: both views, and the printed document renders the same views.
        let merged = dir.appendingPathComponent("merged.json")
        let imported = Run("import-swift", dir.appendingPathComponent("GuideApp").path, "--into", dir.appendingPathComponent("both.json").path,
                           "-o", merged.path)
        #expect(imported.status == 0, "\(imported.err)")
        let printed = try JSONNode.parse(try Data(contentsOf: merged))
        #expect(Self.appViews(printed) == ["CustomAdListItemView document", "OwnRow document"])
        let printedFrames = dir.appendingPathComponent("merged.frames.json")
        let again = Run("render", merged.path, "-o", dir.appendingPathComponent("merged.png").path, "--frames", printedFrames.path,
                        "--scale", "1")
        #expect(again.status == 0, "\(again.err)")
        #expect(try Self.views(try String(contentsOf: printedFrames, encoding: .utf8)) == rendered)

        // In the studio: the same views drawn, and its source map (the tree the document was decoded from) has both,
        // each where it comes from.
        let renderer = StudioRenderer(workspace: try Workspace(root: dir, maxDocumentBytes: 1 << 20), registry: TnkLayout())
        let result = renderer.render(try Data(contentsOf: dir.appendingPathComponent("both.json")), file: "both.json")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try Self.views(try #require(result.framesJSON)) == rendered)
        let loader = try #require(StudioSwiftSetup(files: []).loader().loader)
        let loaded = try #require(loader.load(dir.appendingPathComponent("both.json"), displayPath: "both.json").result.0)
        let map = try #require(StudioRenderer.sourceMap(of: loaded))
        #expect(Self.appViews(map) == ["CustomAdListItemView CustomAdListItemView.swift", "OwnRow document"])
    }
}

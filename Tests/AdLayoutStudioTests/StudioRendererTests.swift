import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
@testable import AdLayoutStudio
import AdLayoutTestSupport
import Foundation
import Testing

/// The studio's render path: pictures, diagnostics at line:column, source lines, render options,
/// image confinement, the golden diff and the render message.
@Suite struct StudioRendererTests {
    static let workspace = try! Workspace(root: Repository.layouts, maxDocumentBytes: 1 << 20)

    static func text(_ name: String) throws -> Data {
        try Data(contentsOf: Repository.layouts.appendingPathComponent(name))
    }

    @Test func rendersADocumentWithFramesAndTheLinesOfTheirSources() throws {
        let renderer = StudioRenderer(workspace: Self.workspace, registry: TnkLayout())
        let result = renderer.render(try Self.text("offerwall-default.json"), file: "offerwall-default.json")
        #expect(result.diagnostics.isEmpty)
        // The list runs past the phone's bottom: said once, on the section (line 25).
        #expect(result.warnings.map(\.message) == [
            #"4 of 12 items are cut at the canvas bottom (844 pt); use a taller device, "height": "auto" in "device", or adlayout render --full-page"#,
        ])
        #expect(result.warnings.first?.location?.line == 25)
        #expect(result.warnings.first?.severity == .note && result.warnings.first?.code == .clipped)
        let png = try PNGCodec.decode(try #require(result.png))
        #expect(png.width == 1170 && png.height == 2532)
        #expect(result.canvas == .init(width: 390, height: 844, scale: 3))
        #expect(try #require(result.framesJSON).contains(#""source": "sections[0].items[0].appName""#))
        // "appName": "꿀벌농장 (설치형)" is on line 29, its key at column 11.
        #expect(result.sources["sections[0].items[0].appName"] == .init(path: "sections[0].items[0].appName", line: 29, column: 11))
        #expect(result.sources["title"] == .init(path: "title", line: 4, column: 3))
        // A default the document does not spell out points at the nearest value it does.
        #expect(result.sources["sections[0].items[0].originalPointAmount"] == nil)
        #expect(result.sections == [.init(index: 0, type: "normal", scrolling: "none", pages: 1)])
    }

    @Test func invalidDocumentsGiveDiagnosticsAtTheirLineAndColumn() throws {
        let renderer = StudioRenderer(workspace: Self.workspace, registry: TnkLayout())
        let text = Data(#"""
        {"schemaVersion": 1,
         "sections": [{"type": "normall", "items": []}]}
        """#.utf8)
        let result = renderer.render(text, file: "x.json")
        #expect(result.png == nil && result.framesJSON == nil)
        #expect(result.diagnostics.count == 1)
        let d = try #require(result.diagnostics.first)
        #expect(d.location?.line == 2 && d.location?.column == 24 && d.path == "sections[0].type")
        #expect(d.severity == .error && d.code == .invalidValue && d.file == "x.json")
        #expect(d.message.hasPrefix(#"unknown layout type "normall" (did you mean "normal"?)"#))

        let syntax = renderer.render(Data("{\"schemaVersion\": 1,\n  \"sections\": [}".utf8), file: "x.json")
        #expect(syntax.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
                == ["2:16 invalid JSON: expected a value, found '}'"])
    }

    @Test func optionsChangeTheRenderNotTheText() throws {
        let renderer = StudioRenderer(workspace: Self.workspace, registry: TnkLayout())
        let text = try Self.text("offerwall-default.json")
        let small = renderer.render(text, file: "offerwall-default.json", options: RenderOptions(device: .presets["iPhoneSE"], scale: 1))
        #expect(small.canvas == .init(width: 375, height: 667, scale: 1))

        // Dark theme: the list background is the dark palette's (#151515).
        let dark = renderer.render(text, file: "offerwall-default.json", options: RenderOptions(scale: 1, theme: .dark))
        let pixels = try PNGCodec.decode(try #require(dark.png))
        #expect(pixels.pixel(x: 2, y: 400) == 0xFF15_1515)
        let light = try PNGCodec.decode(try #require(renderer.render(text, file: "offerwall-default.json",
                                                                     options: RenderOptions(scale: 1)).png))
        #expect(light.pixel(x: 2, y: 400) == 0xFFFF_FFFF)
        // Theme overrides keep diagnostics on the document's own lines.
        #expect(dark.sources["title"] == .init(path: "title", line: 4, column: 3))

        // Values are checked against the document when it renders;
        let bad = renderer.render(text, file: "offerwall-default.json",
                                  options: RenderOptions(scale: 4, sections: [.init(index: 5, page: 1)]))
        #expect(bad.png == nil)
        #expect(bad.diagnostics.map(\.message) == ["options.scale: must be 1, 2 or 3, not 4", "options.sections: no section 5"])
        // names, as the page's message is read: every unknown one, and nothing renders.
        let message = #"{"type": "render", "file": "offerwall-default.json", "text": "{}", "#
            + #""options": {"device": "iPhone99", "theme": "sepia", "contentSize": "huge"}}"#
        #expect(throws: StudioError("""
            options.device: unknown device preset "iPhone99"; presets: iPadMini, iPadPro11, iPhone13mini, iPhone15, \
            iPhone15Pro, iPhone15ProMax, iPhoneSE
            options.theme: unknown theme "sepia"; themes: light, dark, system, unspecified
            options.contentSize: unknown text size "huge"; sizes: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, \
            accessibilityMedium, accessibilityLarge, accessibilityXLarge, accessibilityXXLarge, accessibilityXXXLarge
            """)) { try RenderRequestHandler.decode(message) }
    }

    @Test func scrollOptionsPageThroughSections() throws {
        let renderer = StudioRenderer(workspace: Self.workspace, registry: TnkLayout())
        let text = try Self.text("banners.json")
        let first = renderer.render(text, file: "banners.json", options: RenderOptions(scale: 1))
        let paging = try #require(first.sections.first { $0.scrolling == "paging" })
        #expect(paging.pages == 3 && paging.page == nil)
        let second = renderer.render(text, file: "banners.json",
                                     options: RenderOptions(scale: 1, sections: [.init(index: paging.index, page: 1)]))
        #expect(second.sections[paging.index].page == 1)
        #expect(second.png != first.png)
        #expect(try #require(second.framesJSON).contains(#""text": "2 / 3""#))
    }

    @Test func imagesOutsideTheFolderAreNotRead() throws {
        let folder = try temporaryDirectory("confined")
        let inside = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.layouts.appendingPathComponent("images/icon-01.png"),
                                         to: folder.appendingPathComponent("secret.png"))
        let text = Data("""
        {"schemaVersion": 1,
         "sections": [{"type": "normal", "items": [
           {"appName": "A", "pointValue": 1, "iconUrl": "../secret.png"}]}]}
        """.utf8)
        let renderer = StudioRenderer(workspace: try Workspace(root: inside, maxDocumentBytes: 1 << 20), registry: TnkLayout())
        let result = renderer.render(text, file: "a.json")
        #expect(result.png != nil)
        #expect(result.warnings.map(\.line) == [
            #"warning: a.json:3:38: sections[0].items[0].iconUrl: image "../secret.png" is outside the document's folder; drawing a placeholder"#,
        ])
        #expect(result.warnings.map(\.code) == [.image])
    }

    @Test func goldensAreComparedWithTheRender() throws {
        let goldens = try recordedGoldens(["offerwall-default.json"], scale: 1)
        let renderer = StudioRenderer(workspace: Self.workspace, registry: TnkLayout(), goldens: goldens)
        let text = try Self.text("offerwall-default.json")
        let same = renderer.render(text, file: "offerwall-default.json", options: RenderOptions(scale: 1))
        let golden = try #require(same.golden)
        #expect(golden.name == "offerwall-default@1x.png" && golden.verdict == .identical)
        #expect(golden.png != nil && golden.diffPNG == nil)

        let edited = Data(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "TEST Offerwall", with: "Edited").utf8)
        let differs = try #require(renderer.render(edited, file: "offerwall-default.json", options: RenderOptions(scale: 1)).golden)
        #expect(differs.verdict.kind == "differs" && (differs.verdict.counts?.mismatched ?? 0) > 50)

        let missing = try #require(renderer.render(text, file: "offerwall-default.json", options: RenderOptions(scale: 2)).golden)
        #expect(missing.name == "offerwall-default@2x.png" && missing.verdict == .missing)
    }

    @Test func renderMessageCarriesTheHeaderAndItsParts() throws {
        let renderer = StudioRenderer(workspace: Self.workspace, registry: TnkLayout())
        let result = renderer.render(try Self.text("minimal.json"), file: "minimal.json", options: RenderOptions(scale: 1))
        let message = StudioProtocol.renderMessage(result, file: "minimal.json", seq: 7)
        let length = Int(message.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        let header = try #require(try JSONSerialization.jsonObject(with: message.subdata(in: 4..<(4 + length))) as? [String: Any])
        #expect(header["type"] as? String == "render" && header["seq"] as? Int == 7 && header["ok"] as? Bool == true)
        let blobs = try #require(header["blobs"] as? [[String: Any]])
        #expect(blobs.map { $0["name"] as? String } == ["png", "frames"])
        let pngSize = try #require(blobs[0]["size"] as? Int)
        #expect(message.subdata(in: (4 + length)..<(4 + length + pngSize)) == result.png)
        #expect(message.count == 4 + length + pngSize + (blobs[1]["size"] as? Int ?? 0))
    }

    @Test func theEditPathAnswersAPageMessage() throws {
        let handler = RenderRequestHandler(workspace: Self.workspace, registry: TnkLayout())
        let text = String(decoding: try Self.text("minimal.json"), as: UTF8.self)
        let json = String(decoding: try JSONEncoder().encode(StudioProtocol.ClientMessage.render(.init(
            seq: 3, file: "minimal.json", text: text, options: RenderOptions(scale: 1)))), as: UTF8.self)
        guard case .render(let message) = try RenderRequestHandler.decode(json) else { Issue.record("not a render: \(json)"); return }
        let response = try handler.respond(to: message)
        #expect(response.count > 1000)
        #expect(throws: StudioError("\"../Package.swift.json\" is outside the studio folder")) {
            try handler.respond(to: .init(file: "../Package.swift.json", text: "{}"))
        }
        // A message is whole or an error at once: each type's fields are checked as it is read.
        #expect(throws: StudioError("the message has no \"text\"")) {
            try RenderRequestHandler.decode(#"{"type": "render", "file": "minimal.json"}"#)
        }
        #expect(throws: StudioError("unknown message type \"draw\"")) {
            try RenderRequestHandler.decode(#"{"type": "draw", "file": "minimal.json"}"#)
        }
        #expect(try RenderRequestHandler.decode(#"{"type": "list"}"#) == .list)
    }

    /// A placement document opens like any other: its picture is as tall as the placement, the
    /// inspector's sources reach the header and the SDK-keyed ads, and the controls apply.
    @Test func placementDocumentsOpenInspectAndTakeTheControls() throws {
        let renderer = StudioRenderer(workspace: Self.workspace, registry: TnkLayout())
        let text = try Self.text("placement-feed.json")
        let result = renderer.render(text, file: "placement-feed.json", options: RenderOptions(scale: 1))
        #expect(result.diagnostics.isEmpty)
        #expect(result.canvas == .init(width: 375, height: 285, scale: 1))
        #expect(result.sources["placement.title"]?.line == 5)
        #expect(result.sources["items[0].app_nm"]?.line == 10)
        #expect(result.warnings.map(\.path) == ["items[0].app_nm"])
        let frames = try #require(result.framesJSON)
        #expect(frames.contains(#""kind": "moreLink""#) && frames.contains(#""source": "items[2].app_nm""#))
        // The feed scrolls sideways: the section's control scrolls it.
        let feed = try #require(result.sections.first)
        #expect(feed.scrolling == "continuous" && feed.type == "placement:news_coin")
        let scrolled = renderer.render(text, file: "placement-feed.json",
                                       options: RenderOptions(scale: 1, sections: [.init(index: feed.index, scrollOffset: 312)]))
        #expect(scrolled.png != result.png)
        #expect(try #require(scrolled.framesJSON).contains(#""kind": "item", "x": -292, "y": 54.094, "width": 304, "height": 214, "source": "items[0]""#))
        // Writing the options leaves the placement's strip out (the document has no key for it).
        let written = try RenderOptions(device: .presets["iPhoneSE"], sections: [.init(index: 0, scrollOffset: 312)]).written(into: text)
        #expect(!String(decoding: written, as: UTF8.self).contains("sections"))
        // Device, theme and text size: a wider phone is a wider placement; dark is dark.
        let wide = renderer.render(text, file: "placement-feed.json", options: RenderOptions(device: .presets["iPhone15ProMax"], scale: 1, theme: .dark))
        #expect(wide.canvas?.width == 430)
        let pixels = try PNGCodec.decode(try #require(wide.png))
        #expect(pixels.pixel(x: 2, y: 2) == 0xFF15_1515)
        let larger = renderer.render(text, file: "placement-feed.json",
                                     options: RenderOptions(scale: 1, contentSize: .accessibilityLarge))
        #expect((larger.canvas?.height ?? 0) > 285)
    }
}

/// Writing render options into a document's text, keeping the rest as written.
@Suite struct JSONTextPatchTests {
    @Test func setsReplacesAndRemovesMembersInPlace() throws {
        let text = Data("""
        {
          "schemaVersion": 1,
          "device": {"preset": "iPhone15", "height": 1960},
          "sections": [
            {"type": "promotion", "items": []},
            {"type": "promotion", "scrollOffset": 120, "items": []}
          ]
        }
        """.utf8)
        // The text size stays an option: a document has no key for it.
        let options = RenderOptions(device: .presets["iPhoneSE"], theme: .dark, contentSize: .accessibilityLarge,
                                    sections: [.init(index: 1, page: 2), .init(index: 0, scrollOffset: 12.5)])
        let written = String(decoding: try options.written(into: text), as: UTF8.self)
        #expect(written == """
        {
          "schemaVersion": 1,
          "device": "iPhoneSE",
          "sections": [
            {"type": "promotion", "items": [], "scrollOffset": 12.5},
            {"type": "promotion", "items": [], "page": 2}
          ], "styles": {"offerwallTheme": "dark"}
        }
        """)
        // The result is a valid document with the options in it.
        let document = try DocumentDecoder.decode(Data(written.utf8))
        #expect(document.device.name == "iPhoneSE" && document.styles.offerwallTheme == .dark)
        #expect(document.sections.map(\.scroll) == [.offset(12.5), .page(2)])
    }

    /// Many sections, some given twice, are written from one parse (each entry parsed the text
    /// again: two 2,000-entry messages held the server for 31 s); a section's last position counts.
    @Test func writesManySectionsAtOnceAndTheLastPositionOfEachCounts() throws {
        let sections = (0..<2000).map { $0 % 3 == 0 ? #"{"type": "promotion", "page": 4, "items": []}"# : #"{"type": "promotion", "items": []}"# }
        let text = Data((#"{"schemaVersion": 1, "sections": ["# + sections.joined(separator: ", ") + "]}").utf8)
        let options = RenderOptions(sections: (0..<2000).map { .init(index: $0, scrollOffset: 10) }
                                    + [.init(index: 3, page: 1), .init(index: 5), .init(index: 1999, page: 2)])
        let written = try options.written(into: text)
        let document = try DocumentDecoder.decode(written)
        let expected: [ScrollPosition?] = (0..<2000).map { i in i == 3 ? .page(1) : i == 1999 ? .page(2) : .offset(10) }
        #expect(document.sections.map(\.scroll) == expected)
        // The rest of each section stays as written (section 3 keeps its "page" where it was).
        let start = #"{"schemaVersion": 1, "sections": [{"type": "promotion", "items": [], "scrollOffset": 10}, "#
            + #"{"type": "promotion", "items": [], "scrollOffset": 10}, {"type": "promotion", "items": [], "scrollOffset": 10}, "#
            + #"{"type": "promotion", "page": 1, "items": []}, "#
        #expect(String(decoding: written.prefix(start.utf8.count), as: UTF8.self) == start)
        #expect(throws: StudioError("cannot set sections[2000].page: no such element")) {
            try RenderOptions(sections: [.init(index: 2000, page: 1)]).written(into: text)
        }
    }

    @Test func replacesAnExistingThemeAndFillsAnEmptyObject() throws {
        let themed = try JSONTextPatch.setting([.key("styles"), .key("offerwallTheme")], to: #""light""#,
                                               in: Data(#"{"styles": {"offerwallTheme": "dark", "adListItem": {}}}"#.utf8))
        #expect(String(decoding: themed, as: UTF8.self) == #"{"styles": {"offerwallTheme": "light", "adListItem": {}}}"#)
        let empty = try JSONTextPatch.setting([.key("styles"), .key("offerwallTheme")], to: #""dark""#, in: Data(#"{"styles": {}}"#.utf8))
        #expect(String(decoding: empty, as: UTF8.self) == #"{"styles": {"offerwallTheme": "dark"}}"#)
        let removed = try JSONTextPatch.removing([.key("a")], in: Data(#"{"a": [1, {"b": "}"}], "c": 2}"#.utf8))
        #expect(String(decoding: removed, as: UTF8.self) == #"{"c": 2}"#)
        #expect(throws: StudioError("cannot set sections[4].page: no such element")) {
            try JSONTextPatch.setting([.key("sections"), .index(4), .key("page")], to: "1", in: Data(#"{"sections": []}"#.utf8))
        }
    }
}

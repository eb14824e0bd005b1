import AdLayoutCLI
import AdLayoutTestSupport
import AdLayoutSwiftSetupCLI
import AdLayoutStudioCLI
import AdLayoutCore
import CustomItemViewExample
import Foundation
import Synchronization
import Testing

func write(_ text: String, to dir: URL, _ name: String) throws -> String {
    let url = dir.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

@Suite(.serialized) struct CLITests {
    let layouts = Run.root.appendingPathComponent("Layouts").path

    @Test func validateRejectsAnUnknownLayoutTypeWithExitTwo() throws {
        let dir = try temporaryDirectory()
        let file = try write(#"{"schemaVersion": 1, "sections":[{"type":"normall","items":[]}]}"#, to: dir, "bad.json")
        let run = Run("validate", file)
        #expect(run.status == 2)
        #expect(run.err.contains("\(file):1:"))
        #expect(run.err.contains("sections[0].type"))
        #expect(run.err.contains(#"unknown layout type "normall""#))
        #expect(run.err.contains("valid types: normal, promotion, newapps"))
    }

    @Test func validateAcceptsEveryShippedLayout() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: layouts).filter { $0.hasSuffix(".json") }
        for file in files {
            let run = Run("validate", layouts + "/" + file)
            #expect(run.status == 0, "\(file): \(run.err)")
            #expect(run.out == "ok: \(layouts)/\(file)")
        }
    }

    @Test func renderWritesPNGAndFrames() throws {
        let dir = try temporaryDirectory()
        let png = dir.appendingPathComponent("custom.png").path
        let frames = dir.appendingPathComponent("f.json").path
        let run = Run("render", layouts + "/offerwall-custom.json", "-o", png, "--scale", "1", "--frames", frames)
        #expect(run.status == 0, "\(run.err)")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // The frames follow the guide's customisation: icon 80×80, 2 pt dividers from the section inset to the
        // list's right edge (no leading or trailing space; the SDK's divider is the list's, past the item).
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: frames))) as! [String: Any]
        let canvas = json["canvas"] as! [String: Any]
        #expect(canvas["width"] as? Double == 390 && canvas["scale"] as? Int == 1)
        var nodes: [[String: Any]] = []
        func walk(_ n: [String: Any]) { nodes.append(n); (n["children"] as? [[String: Any]])?.forEach(walk) }
        walk(json["root"] as! [String: Any])
        let icons = nodes.filter { $0["kind"] as? String == "iconImage" }
        #expect(!icons.isEmpty && icons.allSatisfy { $0["width"] as? Double == 80 && $0["height"] as? Double == 80 })
        let dividers = nodes.filter { $0["kind"] as? String == "divider" }
        #expect(!dividers.isEmpty && dividers.allSatisfy { $0["x"] as? Double == 10 && $0["width"] as? Double == 380 && $0["height"] as? Double == 2 })
        #expect(nodes.contains { $0["kind"] as? String == "titleLabel" && $0["text"] as? String == "꿀벌농장 (설치형)" })
        #expect(!nodes.contains { $0["kind"] as? String == "pointUnitLabel" })
    }

    @Test func renderIntoAFolderUsesTheDocumentName() throws {
        let dir = try temporaryDirectory()
        let run = Run("render", layouts + "/minimal.json", layouts + "/right-icon.json", "-o", dir.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("minimal.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("right-icon.png").path))
        #expect(run.out.contains("minimal.png (390×844 pt @1x"))
    }

    @Test func invalidInputWritesNothing() throws {
        let dir = try temporaryDirectory()
        let bad = try write(#"{"schemaVersion": 1, "sections": [{"type": "normal", "items": [{"appName": 1}]}]}"#, to: dir, "bad.json")
        let run = Run("render", bad, "-o", dir.appendingPathComponent("out.png").path)
        #expect(run.status == 2)
        #expect(run.err.contains("sections[0].items[0].appName: expected a string, found the number 1"))
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(left == ["bad.json"])
    }

    @Test func malformedJSONAndMissingFiles() throws {
        let dir = try temporaryDirectory()
        let bad = try write("{\"schemaVersion\": 1,,}", to: dir, "syntax.json")
        let run = Run("validate", bad)
        #expect(run.status == 2)
        #expect(run.err.contains("syntax.json:1:21: invalid JSON"))
        let missing = Run("validate", dir.appendingPathComponent("nope.json").path)
        #expect(missing.status == 2)
        #expect(missing.err.contains("nope.json: cannot read the file: no such file"))
    }

    @Test func unknownViewClassExitsTwoWithSuggestions() throws {
        let dir = try temporaryDirectory()
        let file = try write("""
        {"schemaVersion": 1, "registrations": {"normal": {"viewClass": "RightIconAdListView"}}, "sections": []}
        """, to: dir, "view.json")
        let run = Run("render", file, "-o", dir.path)
        #expect(run.status == 2)
        #expect(run.err.contains("registrations.normal.viewClass"))
        #expect(run.err.contains(#"did you mean "RightIconAdListItemView"?"#))
    }

    @Test func aSwiftViewNeedsTheExecutableThatRegistersIt() throws {
        let file = Repository.customSwiftDocument.path
        let plain = Run("validate", file)
        #expect(plain.status == 2)
        #expect(plain.err.contains("custom-swift.json:9:15: registrations.normal.viewClass: unknown view class \"CustomAdListItemView\""))
        #expect(plain.err.contains("A view written in Swift is registered by its own executable"))
        #expect(plain.err.contains("custom-adlayout"))

        let dir = try temporaryDirectory()
        let run = Run(registry: customExampleRegistry(), "render", file, "-o", dir.path, "--scale", "1")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("custom-swift.png (375×1534 pt @1x"))
    }

    @Test func templateErrorsExitTwoNamingTemplateAndElement() throws {
        let dir = try temporaryDirectory()
        let file = try write("""
        {"schemaVersion": 1,
         "templates": {"Card": {"elements": [
           {"id": "icon", "type": "image", "source": "{iconUrl}", "left": 16, "top": 16, "width": 72, "height": 72},
           {"id": "title", "type": "text", "text": "{appNam}", "left": {"after": "icon", "offset": 8}, "top": 16},
           {"id": "desc", "type": "text", "text": "{cmpnDesc}", "top": {"below": "amount"}},
           {"id": "amount", "type": "text", "text": "{pointText}", "left": 0, "top": 0}]}},
         "registrations": {"normal": {"viewClass": "Crad"}},
         "sections": [{"type": "normal", "items": [{"appName": "A", "pointValue": 1}]}]}
        """, to: dir, "card.json")
        let run = Run("render", file, "-o", dir.path, "--scale", "1")
        #expect(run.status == 2)
        let lines = run.err.split(separator: "\n").map(String.init)
        let unknownField: String = "error: \(file):4:44: templates.Card.elements[1].text: template \"Card\", element \"title\": "
            + "unknown field \"{appNam}\" (did you mean \"appName\"?); fields: appName, cmpnDesc, corpDesc, "
            + "pointText, pointUnit, originalPointText, iconUrl, imageUrl, productPriceText, discountPercent, "
            + "missionsDone, missionCount, pointValue, pointValueGrouped"
        #expect(lines.contains(unknownField))
        #expect(lines.contains("error: \(file):5:4: templates.Card.elements[2]: template \"Card\", element \"desc\": "
                               + "no horizontal position: give left, right or centerX"))
        #expect(lines.contains("error: \(file):5:74: templates.Card.elements[2].top.below: template \"Card\", element \"desc\": "
                               + "\"amount\" is defined after this element (elements[3]); rules may only refer to earlier elements"))
        // The registration's problem is reported in the same run (a template that failed still counts as declared).
        #expect(lines.count == 4, "\(run.err)")
        #expect(lines.last?.contains(#"registrations.normal.viewClass: unknown view class "Crad" (did you mean "Card"?)"#) == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["card.json"])

        // With the template fixed, the misspelt view class is reported with the template as the suggestion.
        let fixed = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: "{appNam}", with: "{appName}")
            .replacingOccurrences(of: #""top": {"below": "amount"}"#, with: #""left": 0, "top": {"below": "title"}"#)
        let view = Run("validate", try write(fixed, to: dir, "card2.json"))
        #expect(view.status == 2)
        #expect(view.err.contains(#"registrations.normal.viewClass: unknown view class "Crad" (did you mean "Card"?)"#))
        let ok = Run("validate", try write(fixed.replacingOccurrences(of: "Crad", with: "Card"), to: dir, "card3.json"))
        #expect(ok.status == 0, "\(ok.err)")
    }

    @Test func badArgumentsAreInvalidInput() {
        #expect(Run("render", "x.json", "--scale", "5").status == 2)
        #expect(Run("frobnicate").status == 2)
        #expect(Run("--help").status == 0)
    }

    @Test func missingImageWarnsButRenders() throws {
        let dir = try temporaryDirectory()
        let file = try write("""
        {"schemaVersion": 1, "sections": [{"type": "normal", "items": [
          {"appName": "A", "pointValue": 1, "iconUrl": "missing.png"}, {"appName": "B", "pointValue": 1, "iconUrl": "missing.png"}]}]}
        """, to: dir, "img.json")
        let run = Run("render", file, "-o", dir.appendingPathComponent("img.png").path, "--scale", "1")
        #expect(run.status == 0)
        #expect(run.err.components(separatedBy: "missing.png").count == 2)   // one warning
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("img.png").path))
    }

    @Test func unwritableOutputIsARenderFailure() throws {
        let dir = try temporaryDirectory()
        let blocker = try write("x", to: dir, "file")
        let run = Run("render", layouts + "/minimal.json", "-o", blocker + "/sub/out.png", "--scale", "1")
        #expect(run.status == 1)
        #expect(run.err.contains("cannot write"))
    }

    @Test func lintStrictFailsOnAnAdWithoutAttribution() throws {
        let dir = try temporaryDirectory()
        let file = try write("""
        {"schemaVersion": 1, "screen": "native", "ads": [{"template": "native-medium", "attribution": false,
          "ad": {"title": "Title", "description": "Body", "ctaText": "Install", "mediaUrl": "m.jpg"}}]}
        """, to: dir, "noattr.json")
        let strict = Run("lint", "--strict", file)
        #expect(strict.status == 1)
        // Findings are located at their ad in the text; under --strict every warning is an error.
        #expect(strict.err.contains("error: \(file):1:50: ads[0]: no ad attribution"))
        #expect(strict.err.contains("error: \(file):2:73: ads[0].ad.mediaUrl: image \"m.jpg\": no such file or directory"))
        #expect(strict.err.contains("[attribution]"))
        let lenient = Run("lint", file)
        #expect(lenient.status == 0)
        #expect(lenient.err.contains("warning: \(file):1:50: ads[0]: no ad attribution"))
        #expect(lenient.out == "1 finding in 1 document")
        #expect(Run("lint", "--strict", layouts + "/native-medium.json").status == 0)
        // A document that cannot be read is not counted as linted.
        let missing = Run("lint", dir.appendingPathComponent("nope.json").path, file)
        #expect(missing.status == 2 && missing.out == "1 finding in 1 document (1 not read: invalid)")
    }
}

/// `--allow-path`: an image outside the document's folder is refused until its folder is allowed.
@Suite struct AllowPathTests {
    let layouts = Run.root.appendingPathComponent("Layouts").path

    @Test func anOutsideImageIsDrawnOnlyWhenItsFolderIsAllowed() throws {
        let root = try temporaryDirectory()
        let doc = root.appendingPathComponent("doc"), outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: doc, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(contentsOf: URL(fileURLWithPath: layouts + "/images/icon-01.png")).write(to: outside.appendingPathComponent("secret.png"))
        let file = try write("""
        {"schemaVersion": 1, "device": {"width": 390, "height": 200, "scale": 1},
         "sections": [{"type": "normal", "items": [{"appName": "A", "iconUrl": "../outside/secret.png"}]}]}
        """, to: doc, "ad.json")
        let png = doc.appendingPathComponent("ad.png").path
        let refused = Run("render", file, "-o", png)
        #expect(refused.status == 0)
        #expect(refused.err.contains(#"warning: \#(file):2:61: sections[0].items[0].iconUrl: image "../outside/secret.png" is outside "#
                                     + "the document's folder and the folders allowed with --allow-path; drawing a placeholder"))
        let placeholder = try Data(contentsOf: URL(fileURLWithPath: png))
        let allowed = Run("render", file, "-o", png, "--allow-path", outside.path)
        #expect(allowed.status == 0 && !allowed.err.contains("warning"), "\(allowed.err)")
        let drawn = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(placeholder != drawn)
        let missing = Run("render", file, "-o", png, "--allow-path", root.appendingPathComponent("nope").path)
        #expect(missing.status == 2 && missing.err.contains("--allow-path \(root.appendingPathComponent("nope").path): no such file or directory"))
    }
}

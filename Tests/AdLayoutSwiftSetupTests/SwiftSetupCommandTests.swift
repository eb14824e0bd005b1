import AdLayoutCLI
import AdLayoutTestSupport
import AdLayoutSwiftSetupCLI
import AdLayoutCore
import Foundation
import Synchronization
import Testing

/// `--swift-setup`, the `swiftSetup` key and `import-swift` through the command line.
@Suite(.serialized) struct SwiftSetupCommandTests {
    let fixtures = Paths.fixtures.path
    let layouts = Paths.layouts.path

    /// `document` as a JSON object, its image paths made absolute so that it renders from anywhere.
    func movable(_ document: String, removing: [String] = []) throws -> [String: Any] {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Paths.layout(document))) as? [String: Any])
        for key in removing { object[key] = nil }
        if var sections = object["sections"] as? [[String: Any]] {
            for s in sections.indices {
                guard var items = sections[s]["items"] as? [[String: Any]] else { continue }
                for i in items.indices {
                    for key in ["iconUrl", "imageUrl"] {
                        if let path = items[i][key] as? String { items[i][key] = Paths.layouts.appendingPathComponent(path).path }
                    }
                }
                sections[s]["items"] = items
            }
            object["sections"] = sections
        }
        return object
    }

    func write(_ object: [String: Any], _ url: URL) throws {
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }

    /// Must show: the guide's first customisation as Swift under offerwall-default.json renders
    /// offerwall-custom.json's pixels.
    @Test func theFirstCustomisationRendersAsOfferwallCustom() throws {
        let dir = try temporaryDirectory()
        let a = dir.appendingPathComponent("from-swift.png").path, b = dir.appendingPathComponent("hand-written.png").path
        let run = Run("render", "\(layouts)/offerwall-default.json", "--swift-setup", "\(fixtures)/FirstCustomisation.swift", "-o", a, "--scale", "1", "--allow-path", layouts)
        #expect(run.status == 0, "\(run.err)")
        // The note, and the list running past the phone's bottom (as offerwall-custom.json's does).
        let lines = run.err.split(separator: "\n").map(String.init)
        #expect(lines.first == "note: \(fixtures)/FirstCustomisation.swift:32:5: ignored: showOfferwall() (not part of the layout setup)")
        #expect(lines.dropFirst().allSatisfy { $0.contains("items are cut at the canvas bottom") }, "\(run.err)")
        #expect(Run("render", "\(layouts)/offerwall-custom.json", "-o", b, "--scale", "1", "--allow-path", layouts).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        #expect(Run("compare", a, b).out.hasSuffix("mismatched pixels: 0"))
    }

    /// Must show: a setup with constructs outside the subset still renders, with warnings that name
    /// the line and column.
    @Test func anUnsupportedConstructRendersWithAWarning() throws {
        let dir = try temporaryDirectory()
        let png = dir.appendingPathComponent("out.png").path
        let run = Run("render", "\(layouts)/offerwall-default.json", "--swift-setup", "\(fixtures)/Unsupported.swift", "-o", png, "--scale", "1", "--allow-path", layouts)
        #expect(run.status == 0)
        let err = run.err.split(separator: "\n").map(String.init)
        #expect(err.contains("warning: \(fixtures)/Unsupported.swift:6:5: skipped: for loop (conditions and loops are read only in viewSize and itemColumns)"))
        #expect(err.filter { $0.hasPrefix("warning: ") && !$0.contains("cut at the canvas bottom") }.count == 4)
        #expect(FileManager.default.fileExists(atPath: png))
    }

    /// Must show: import-swift of the FeedAdItemScrollViewLayout example prints JSON that renders as
    /// the Swift does, pasted into the document or merged by --into.
    @Test func importSwiftPrintsJSONThatRendersTheSame() throws {
        let dir = try temporaryDirectory()
        let base = dir.appendingPathComponent("feed.json")
        try write(try movable("feed-scroll.json", removing: ["registrations"]), base)
        let swift = "\(fixtures)/FeedScrollClass.swift"

        let imported = Run("import-swift", swift)
        #expect(imported.status == 0 && imported.err.isEmpty, "\(imported.err)")
        var pasted = try movable("feed-scroll.json", removing: ["registrations"])
        let setup = try #require(try JSONSerialization.jsonObject(with: Data(imported.out.utf8)) as? [String: Any])
        #expect(Set(setup.keys) == ["layoutClasses", "registrations"])
        for (key, value) in setup { pasted[key] = value }
        let pastedURL = dir.appendingPathComponent("pasted.json")
        try write(pasted, pastedURL)

        let merged = Run("import-swift", swift, "--into", base.path, "-o", dir.appendingPathComponent("merged.json").path)
        #expect(merged.status == 0, "\(merged.err)")

        let png = { (name: String) in dir.appendingPathComponent(name).path }
        #expect(Run("render", base.path, "--swift-setup", swift, "-o", png("swift.png"), "--scale", "1", "--allow-path", layouts).status == 0)
        #expect(Run("render", pastedURL.path, "-o", png("pasted.png"), "--scale", "1", "--allow-path", layouts).status == 0)
        #expect(Run("render", dir.appendingPathComponent("merged.json").path, "-o", png("merged.png"), "--scale", "1", "--allow-path", layouts).status == 0)
        let swiftPNG = try Data(contentsOf: URL(fileURLWithPath: png("swift.png")))
        #expect(swiftPNG == (try Data(contentsOf: URL(fileURLWithPath: png("pasted.png")))))
        #expect(swiftPNG == (try Data(contentsOf: URL(fileURLWithPath: png("merged.png")))))
        // The class changed the screen: without it the SDK's own FeedAdItemScrollViewLayout is used.
        #expect(Run("render", "\(layouts)/feed-scroll.json", "-o", png("builtin.png"), "--scale", "1", "--allow-path", layouts).status == 0)
        #expect(swiftPNG != (try Data(contentsOf: URL(fileURLWithPath: png("builtin.png")))))
    }

    @Test func aDocumentNamesItsSetupFiles() throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("swift"), withIntermediateDirectories: true)
        try Data(contentsOf: Paths.fixture("FirstCustomisation.swift")).write(to: dir.appendingPathComponent("swift/OfferwallSetup.swift"))
        var document = try movable("offerwall-default.json")
        document["swiftSetup"] = ["swift/OfferwallSetup.swift"]
        let url = dir.appendingPathComponent("app.json")
        try write(document, url)
        var custom = try movable("offerwall-custom.json")
        custom["registrations"] = nil
        let png = dir.appendingPathComponent("app.png").path
        let run = Run("render", url.path, "-o", png, "--scale", "1", "--allow-path", layouts)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.hasPrefix("note: \(dir.path)/swift/OfferwallSetup.swift:32:5: ignored: showOfferwall()"))
        #expect(Run("render", "\(layouts)/offerwall-custom.json", "-o", dir.appendingPathComponent("custom.png").path, "--scale", "1", "--allow-path", layouts).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)) == Data(contentsOf: dir.appendingPathComponent("custom.png")))
        #expect(Run("validate", url.path).status == 0)

        // The document's own registration replaces the setup's for the same type.
        document["registrations"] = ["normal": ["viewClass": "RightIconAdListItemView"]]
        try write(document, url)
        #expect(Run("render", url.path, "-o", png, "--scale", "1", "--allow-path", layouts).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: png)) != Data(contentsOf: dir.appendingPathComponent("custom.png")))
    }

    @Test func setupFilesOutsideTheDocumentsFolderAreRefused() throws {
        let dir = try temporaryDirectory()
        let url = dir.appendingPathComponent("app.json")
        try Data(#"{"schemaVersion": 1, "swiftSetup": ["../Setup.swift", "Missing.swift", 3], "sections": []}"#.utf8).write(to: url)
        let run = Run("validate", url.path)
        #expect(run.status == 2)
        // The decoder's type check first, then the loader's checks of the paths.
        let expected: [String] = [
            "error: \(url.path):1:72: swiftSetup[2]: expected a string, found the number 3",
            "error: \(url.path):1:37: swiftSetup[0]: \"../Setup.swift\" is outside the document's folder and the folders allowed with --allow-path; setup files must be there",
            "error: \(url.path):1:55: swiftSetup[1]: cannot read \(dir.path)/Missing.swift: no such file or directory",
        ]
        #expect(run.err.split(separator: "\n").map(String.init) == expected)
    }

    /// Setup files follow the images' rule: inside the document's folder or an --allow-path folder
    /// after symbolic links are resolved, regular files only, refusals that do not tell whether a file exists.
    @Test func setupFilesFollowTheConfinementRule() throws {
        let root = try temporaryDirectory()
        let doc = root.appendingPathComponent("doc"), shared = root.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: doc, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let setup = try String(contentsOf: URL(fileURLWithPath: "\(fixtures)/TnkStyles.swift"), encoding: .utf8)
        try setup.write(to: shared.appendingPathComponent("Setup.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: doc.appendingPathComponent("Link.swift").path,
                                                   withDestinationPath: shared.appendingPathComponent("Setup.swift").path)
        // A link to a file outside that does not exist (it said "no such file", telling that it does not).
        try FileManager.default.createSymbolicLink(atPath: doc.appendingPathComponent("Dangling.swift").path,
                                                   withDestinationPath: shared.appendingPathComponent("Nothing.swift").path)
        #expect(mkfifo(doc.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        func validate(_ name: String, _ extra: String...) throws -> Run {
            let url = doc.appendingPathComponent("app.json")
            try Data(#"{"schemaVersion": 1, "swiftSetup": ["\#(name)"], "sections": []}"#.utf8).write(to: url)
            return Run(["validate", url.path] + extra)
        }
        let refusal = { (name: String) in
            "error: \(doc.path)/app.json:1:37: swiftSetup[0]: \"\(name)\" is outside the document's folder and the folders "
                + "allowed with --allow-path; setup files must be there"
        }
        // Outside, existing or not, and a link leading outside: the same words.
        for name in ["../shared/Setup.swift", "../shared/Nothing.swift", "/etc/passwd.swift", "Link.swift", "Dangling.swift"] {
            let run = try validate(name)
            #expect(run.status == 2 && run.err == refusal(name), "\(name): \(run.err)")
        }
        // A file that is not Swift or a XIB is refused from its name alone, wherever it is; a name without an
        // extension may be a folder, and is placed first (outside: the same words as above).
        let json = try validate("/etc/setup.json")
        #expect(json.status == 2 && json.err == "error: \(doc.path)/app.json:1:37: swiftSetup[0]: \"/etc/setup.json\" is not a .swift "
                + "or .xib file, nor a folder; swiftSetup names the app's Swift setup files or its folder", "\(json.err)")
        let passwd = try validate("/etc/passwd")
        #expect(passwd.status == 2 && passwd.err == refusal("/etc/passwd"), "\(passwd.err)")
        // --allow-path lets them in, the link too.
        for name in ["../shared/Setup.swift", "Link.swift"] {
            let run = try validate(name, "--allow-path", shared.path)
            #expect(run.status == 0, "\(name): \(run.err)")
        }
        let fifo = try validate("Pipe.swift")
        #expect(fifo.status == 2)
        #expect(fifo.err == "error: \(doc.path)/app.json:1:37: swiftSetup[0]: cannot read \(doc.path)/Pipe.swift: not a regular file (a FIFO)")
    }

    @Test func errorsInTheGeneratedJSONPointAtTheSwiftCode() throws {
        let run = Run("render", "\(layouts)/offerwall-default.json", "--swift-setup", "\(fixtures)/NegativeDivider.swift")
        #expect(run.status == 2)
        #expect(run.err == "error: \(fixtures)/NegativeDivider.swift:2:28: registrations.normal.overrides.dividerHeight: expected a length in points of 0…10000, found the number -5")
        let imported = Run("import-swift", "\(fixtures)/NegativeDivider.swift")
        #expect(imported.status == 2 && imported.err == run.err && imported.out.isEmpty)
    }

    @Test func syntaxErrorsStopBeforeAnyDocument() throws {
        let run = Run("render", "\(layouts)/offerwall-default.json", "--swift-setup", "\(fixtures)/FeedScrollClassAsPrinted.swift")
        #expect(run.status == 2)
        #expect(run.err == """
        error: \(fixtures)/FeedScrollClassAsPrinted.swift:9:43: syntax error: expected name in member access
        error: \(fixtures)/FeedScrollClassAsPrinted.swift:21:6: syntax error: expected '}' to end class
        """)
        #expect(run.out.isEmpty)
        let missing = Run("render", "\(layouts)/offerwall-default.json", "--swift-setup", "/no/such/Setup.swift")
        #expect(missing.status == 2 && missing.err == "error: /no/such/Setup.swift: cannot read the file: no such file or directory")
        let folder = Run("render", "\(layouts)/offerwall-default.json", "--swift-setup", "\(fixtures)/")
        #expect(folder.status == 2)
        let misplaced = Run("render", "\(layouts)/minimal.json", "--swift-setup", "\(fixtures)/TnkStyles.swift", "\(layouts)/offerwall-default.json")
        #expect(misplaced.status == 2)
        #expect(misplaced.err.hasPrefix("Error: --swift-setup takes .swift and .xib files and folders, and \(layouts)/offerwall-default.json "
                                        + "is none of them; give the documents before --swift-setup"))
    }

    /// A CI job snapshot-tests the app's real configuration: goldens recorded from the hand-written
    /// document verify the Swift setup.
    @Test func verifyChecksTheSwiftSetupAgainstGoldens() throws {
        let goldens = try temporaryDirectory()
        #expect(Run("record", "\(layouts)/offerwall-custom.json", "--goldens", goldens.path, "--scale", "1", "--jobs", "1").status == 0)
        try FileManager.default.moveItem(at: goldens.appendingPathComponent("offerwall-custom@1x.png"),
                                         to: goldens.appendingPathComponent("offerwall-default@1x.png"))
        let run = Run("verify", "\(layouts)/offerwall-default.json", "--goldens", goldens.path, "--scale", "1", "--mode", "never",
                      "--swift-setup", "\(fixtures)/FirstCustomisation.swift")
        #expect(run.status == 0, "\(run.out)\n\(run.err)")
        #expect(run.out.contains("ok      offerwall-default@1x.png: identical"))
        let without = Run("verify", "\(layouts)/offerwall-default.json", "--goldens", goldens.path, "--scale", "1", "--mode", "never")
        #expect(without.status == 1)

        // And in variants: the setup applies under each device, theme and text size.
        let variants = ["--devices", "iPhoneSE", "--themes", "dark", "--content-sizes", "accessibilityLarge"]
        #expect(Run(arguments: ["record", "\(layouts)/offerwall-custom.json", "--goldens", goldens.path, "--scale", "1"] + variants)
            .status == 0)
        try FileManager.default.moveItem(at: goldens.appendingPathComponent("offerwall-custom-iPhoneSE-dark-accessibilityLarge@1x.png"),
                                         to: goldens.appendingPathComponent("offerwall-default-iPhoneSE-dark-accessibilityLarge@1x.png"))
        let variant = Run(arguments: ["verify", "\(layouts)/offerwall-default.json", "--goldens", goldens.path, "--scale", "1",
                                      "--mode", "never", "--swift-setup", "\(fixtures)/FirstCustomisation.swift"] + variants)
        #expect(variant.status == 0, "\(variant.out)\n\(variant.err)")
        #expect(variant.out.contains("ok      offerwall-default-iPhoneSE-dark-accessibilityLarge@1x.png: identical"))
    }
}

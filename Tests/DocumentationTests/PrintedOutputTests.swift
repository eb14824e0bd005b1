import AdLayoutTestSupport
import Foundation
import Testing

/// The outputs the documentation prints (warnings, errors, reports) are what the commands print now: each
/// case writes the documents the page shows into a folder, runs the command in-process and finds every line
/// of the page's output block in what it printed (folder paths removed). A line that ends in "…" where the
/// page cuts it short matches an output line that starts with the rest. So an example cannot go stale.
@Suite struct PrintedOutputTests {
    struct Case: Sendable, CustomStringConvertible {
        /// The page, relative to the repository's root.
        var page: String
        /// Text that identifies the output block on the page.
        var output: String
        /// Files to write: name → text that identifies the page's JSON block holding it.
        var inputs: [String: String]
        /// A replacement made in the inputs first (the page's typo: "normal" → "normall").
        var edit: (from: String, to: String)? = nil
        /// The command's arguments; input names stand for their files, OUT for an output folder, ROOT/… for
        /// the repository's files; `$ echo $?` on the page is the exit status.
        var arguments: [String]
        /// Commands run first, in the folder's terms as `arguments` (their output counts too).
        var before: [[String]] = []
        /// Replacements made in what was printed (a fixture's path as the page shortens it).
        var printed: [(from: String, to: String)] = []
        /// Repository files and folders copied into the case's folder first: folder path → ROOT-relative path.
        var copies: [String: String] = [:]
        /// Names the arguments use for files and folders inside the case's folder (`Goldens`, `r.xml`).
        var local: Set<String> = []
        /// Changes made to files of the folder after `before` ran (the edit the page's run follows).
        var changes: [(file: String, from: String, to: String)] = []
        /// Progress counters (`[3/8] `) are left out on both sides: with more than one job, results are
        /// numbered as they finish.
        var unordered = false

        var description: String { "\(page): \(output)" }
    }

    static let fitting = "Sources/AdLayoutFit/AdLayoutFit.docc/FittingAds.md"
    static let appViews = "Sources/AdLayoutCore/AdLayoutCore.docc/YourAppsOwnItemViews.md"
    static let swiftSetup = "Sources/AdLayoutSwiftSetup/AdLayoutSwiftSetup.docc/ReadingYourSwiftSetup.md"
    static let comparing = "Sources/AdLayoutSnapshot/AdLayoutSnapshot.docc/ComparingImages.md"
    static let goldens = "Sources/AdLayoutSnapshot/AdLayoutSnapshot.docc/GoldensAndRecordModes.md"
    static let security = "docs/security.md"
    /// `verify` of the goldens page: minimal.json's first ad pays 1,500 points since its goldens were recorded.
    static let goldensRun = Case(
        page: goldens, output: "artifacts: snapshot-artifacts", inputs: [:],
        arguments: ["verify", "Layouts/minimal.json", "Layouts/right-icon.json", "--goldens", "Goldens",
                    "--devices", "iPhoneSE,iPhone15", "--themes", "light,dark", "--scale", "1",
                    "--artifacts", "snapshot-artifacts", "--report", "--junit", "r.xml"],
        before: [["record", "Layouts/minimal.json", "Layouts/right-icon.json", "--goldens", "Goldens",
                  "--devices", "iPhoneSE,iPhone15", "--themes", "light,dark", "--scale", "1"]],
        copies: ["Layouts/minimal.json": "Layouts/minimal.json", "Layouts/right-icon.json": "Layouts/right-icon.json",
                 "Layouts/images": "Layouts/images"],
        local: ["Layouts", "Goldens", "snapshot-artifacts", "r.xml"],
        changes: [("Layouts/minimal.json", #""pointValue": 1000"#, #""pointValue": 1500"#)],
        unordered: true)

    static let cases: [Case] = [
        Case(page: "README.md", output: #"unknown layout type "normall""#, inputs: ["first.json": #""My Offerwall""#],
             edit: (#""type": "normal""#, #""type": "normall""#), arguments: ["render", "first.json", "-o", "OUT"]),
        Case(page: fitting, output: "warning: long.json", inputs: ["long.json": "친구 초대까지"],
             arguments: ["render", "long.json", "-o", "OUT", "--scale", "1"]),
        Case(page: fitting, output: "warning: two.json", inputs: ["two.json": #""itemColumns": [2, 0]"#],
             arguments: ["render", "two.json", "-o", "OUT", "--scale", "1"]),
        Case(page: fitting, output: "normal · iPhone15 · large:",
             inputs: ["long.json": "친구 초대까지", "ads.json": #""app_id": 3302"#],
             arguments: ["fit", "long.json", "--ads", "ads.json"]),
        Case(page: fitting, output: "list[1].pnt_amt", inputs: ["long.json": "친구 초대까지", "ads.json": #""pnt_amt": -4"#],
             arguments: ["fit", "long.json", "--ads", "ads.json"]),
        // ROOT/ stands for the repository: the page's app folder is the repository's.
        Case(page: appViews, output: #""xib": "Layouts/GuideApp/custom/CustomItemView.xib""#, inputs: [:],
             arguments: ["import-swift", "ROOT/Layouts/GuideApp"]),
        Case(page: appViews, output: #""CodeAdListItemView": {"#, inputs: [:], arguments: ["import-swift", "ROOT/Layouts/CodeApp"]),
        Case(page: swiftSetup, output: "warning: Fixtures/Unsupported.swift:6:5", inputs: [:],
             arguments: ["render", "ROOT/Layouts/offerwall-default.json", "-o", "OUT", "--scale", "1",
                         "--swift-setup", "ROOT/Tests/AdLayoutSwiftSetupTests/Fixtures/Unsupported.swift"],
             printed: [("Tests/AdLayoutSwiftSetupTests/Fixtures/", "Fixtures/")]),
        // What is not read: the fixture app folders (their ads' images are not needed for the messages).
        Case(page: swiftSetup, output: "warning: UnplacedApp/MissionItemView.swift:15:30", inputs: [:],
             arguments: ["render", "ROOT/Tests/Fixtures/apps/unplaced-app.json", "-o", "OUT", "--scale", "1"],
             printed: [("Tests/Fixtures/apps/", "")]),
        Case(page: swiftSetup, output: "error: UnreadApp/BannerViewController.swift:8:9", inputs: [:],
             arguments: ["render", "ROOT/Tests/Fixtures/apps/unread-app.json", "-o", "OUT", "--scale", "1"],
             printed: [("Tests/Fixtures/apps/", "")]),
        Case(page: comparing, output: "mismatched pixels:", inputs: [:],
             arguments: ["compare", "OUT/minimal.png", "OUT/right-icon.png", "--diff", "OUT/diff.png"],
             before: [["render", "ROOT/Layouts/minimal.json", "ROOT/Layouts/right-icon.json", "-o", "OUT", "--scale", "1"]],
             printed: [("OUT/", "")]),
        goldensRun,
        // The same run against goldens recorded with another pango and another Noto Sans CJK.
        {
            var c = goldensRun
            c.output = "likely cause:"
            c.changes += [("Goldens/render-environment.json", #""pango" : "1.50.12""#, #""pango" : "1.52.1""#),
                          ("Goldens/render-environment.json", "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
                           "0c1f4be2e9aa4e0b3d8f3c1a2b5e6d7f8091a2b3c4d5e6f708192a3b4c5d6e7f")]
            return c
        }(),
        Case(page: security, output: "is outside the document's folder", inputs: ["doc/ad.json": "../outside/secret.png"],
             arguments: ["render", "doc/ad.json", "-o", "OUT"]),
    ]

    @Test(arguments: cases)
    func thePagePrintsWhatTheCommandPrints(_ c: Case) throws {
        let blocks = CodeBlock.parse(try DocumentationFiles.text(c.page), file: c.page)
        let shown = try #require(blocks.first { $0.info.isEmpty && $0.text.contains(c.output) }, "no output block")
        let folder = try temporaryDirectory("printed-output")
        let files = FileManager.default
        for (name, marker) in c.inputs {
            var text = try #require(blocks.first { $0.info == "json" && $0.text.contains(marker) }, "no JSON block with \(marker)").text
            if let edit = c.edit { text = text.replacingOccurrences(of: edit.from, with: edit.to) }
            let file = folder.appendingPathComponent(name)
            try files.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        for (name, source) in c.copies {
            let file = folder.appendingPathComponent(name)
            try files.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.copyItem(at: Run.root.appendingPathComponent(source), to: file)
        }
        func resolved(_ arguments: [String]) -> [String] {
            arguments.map { argument in
                if argument.hasPrefix("ROOT/") { return Run.root.appendingPathComponent(String(argument.dropFirst(5))).path }
                if argument.hasPrefix("OUT/") { return folder.appendingPathComponent("OUT").appendingPathComponent(String(argument.dropFirst(4))).path }
                let local = argument == "OUT" || c.inputs[argument] != nil
                    || c.local.contains(String(argument.prefix { $0 != "/" }))
                return local ? folder.appendingPathComponent(argument).path : argument
            }
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("OUT"), withIntermediateDirectories: true)
        var output = ""
        for command in c.before {
            let run = Run(resolved(command))
            output += run.out + "\n" + run.err + "\n"
        }
        for change in c.changes {
            let file = folder.appendingPathComponent(change.file)
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(change.from), "\(change.file) has no \(change.from)")
            try Data(text.replacingOccurrences(of: change.from, with: change.to).utf8).write(to: file)
        }
        let run = Run(resolved(c.arguments))
        output += run.out + "\n" + run.err + "\n\(run.status)"
        var text = output.replacingOccurrences(of: folder.path + "/", with: "").replacingOccurrences(of: Run.root.path + "/", with: "")
        for (from, to) in c.printed { text = text.replacingOccurrences(of: from, with: to) }
        func counterless(_ line: String) -> String {
            guard c.unordered, line.hasPrefix("["), let end = line.firstIndex(of: "]") else { return line }
            return String(line[line.index(after: end)...].drop { $0 == " " })
        }
        let printed = text.components(separatedBy: "\n").map(counterless)
        // Commands (`$ …`, with their continuation lines after a `\`) are not output.
        var lines: [String] = [], continued = false
        for line in shown.text.components(separatedBy: "\n") {
            let command = line.hasPrefix("$ ") || continued
            continued = command && line.hasSuffix("\\")
            if !command && !line.isEmpty { lines.append(counterless(line)) }
        }
        lines = lines.filter { line in
            !printed.contains { $0 == line || (line.hasSuffix("…") && $0.hasPrefix(String(line.dropLast()))) }
        }
        #expect(lines.isEmpty, "lines the command no longer prints:\n\(lines.joined(separator: "\n"))\nit printed:\n\(printed.joined(separator: "\n"))")
    }
}

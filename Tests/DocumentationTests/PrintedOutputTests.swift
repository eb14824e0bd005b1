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

        var description: String { "\(page): \(output)" }
    }

    static let fitting = "Sources/AdLayoutSnapshot/AdLayoutSnapshot.docc/FittingAds.md"
    static let appViews = "Sources/AdLayoutCore/AdLayoutCore.docc/YourAppsOwnItemViews.md"
    static let swiftSetup = "Sources/AdLayoutSwiftSetup/AdLayoutSwiftSetup.docc/ReadingYourSwiftSetup.md"
    static let comparing = "Sources/AdLayoutSnapshot/AdLayoutSnapshot.docc/ComparingImages.md"

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
        // ROOT/ stands for the repository: the page's app folder is the repository's.
        Case(page: appViews, output: #""xib": "Layouts/GuideApp/custom/CustomItemView.xib""#, inputs: [:],
             arguments: ["import-swift", "ROOT/Layouts/GuideApp"]),
        Case(page: swiftSetup, output: "warning: Fixtures/Unsupported.swift:6:5", inputs: [:],
             arguments: ["render", "ROOT/Layouts/offerwall-default.json", "-o", "OUT", "--scale", "1",
                         "--swift-setup", "ROOT/Tests/AdLayoutSwiftSetupTests/Fixtures/Unsupported.swift"],
             printed: [("Tests/AdLayoutSwiftSetupTests/Fixtures/", "Fixtures/")]),
        Case(page: comparing, output: "mismatched pixels:", inputs: [:],
             arguments: ["compare", "OUT/minimal.png", "OUT/right-icon.png", "--diff", "OUT/diff.png"],
             before: [["render", "ROOT/Layouts/minimal.json", "ROOT/Layouts/right-icon.json", "-o", "OUT", "--scale", "1"]],
             printed: [("OUT/", "")]),
    ]

    @Test(arguments: cases)
    func thePagePrintsWhatTheCommandPrints(_ c: Case) throws {
        let blocks = CodeBlock.parse(try DocumentationFiles.text(c.page), file: c.page)
        let shown = try #require(blocks.first { $0.info.isEmpty && $0.text.contains(c.output) }, "no output block")
        let folder = try temporaryDirectory("printed-output")
        for (name, marker) in c.inputs {
            var text = try #require(blocks.first { $0.info == "json" && $0.text.contains(marker) }, "no JSON block with \(marker)").text
            if let edit = c.edit { text = text.replacingOccurrences(of: edit.from, with: edit.to) }
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        func resolved(_ arguments: [String]) -> [String] {
            arguments.map { argument in
                if argument.hasPrefix("ROOT/") { return Run.root.appendingPathComponent(String(argument.dropFirst(5))).path }
                if argument.hasPrefix("OUT/") { return folder.appendingPathComponent("OUT").appendingPathComponent(String(argument.dropFirst(4))).path }
                return argument == "OUT" || c.inputs[argument] != nil ? folder.appendingPathComponent(argument).path : argument
            }
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("OUT"), withIntermediateDirectories: true)
        var output = ""
        for command in c.before {
            let run = Run(resolved(command))
            output += run.out + "\n" + run.err + "\n"
        }
        let run = Run(resolved(c.arguments))
        output += run.out + "\n" + run.err + "\n\(run.status)"
        var text = output.replacingOccurrences(of: folder.path + "/", with: "").replacingOccurrences(of: Run.root.path + "/", with: "")
        for (from, to) in c.printed { text = text.replacingOccurrences(of: from, with: to) }
        let printed = text.components(separatedBy: "\n")
        var lines = shown.text.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("$ ") }
        lines = lines.filter { line in
            !printed.contains { $0 == line || (line.hasSuffix("…") && $0.hasPrefix(String(line.dropLast()))) }
        }
        #expect(lines.isEmpty, "lines the command no longer prints:\n\(lines.joined(separator: "\n"))\nit printed:\n\(printed.joined(separator: "\n"))")
    }
}

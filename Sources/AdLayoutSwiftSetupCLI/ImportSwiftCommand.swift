import AdLayoutCLI
import AdLayoutCore
import AdLayoutRender
import AdLayoutSwiftSetup
import ArgumentParser
import Foundation

/// `adlayout import-swift FILE.swift... [--into DOCUMENT.json] [-o OUT.json]`
struct ImportSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-swift",
        abstract: "Print the document JSON equivalent to Swift setup code (registrations, layout classes, item views, styles, settings).",
        discussion: """
        The Swift is parsed, not compiled. Code outside the supported subset is reported on standard error \
        with its file:line:column (warnings), app code without effect on the screen as notes. With --into, \
        prints that document with the setup merged under it (its own keys win). Exit status: 0 done, 2 invalid input.
        """)

    @Argument(help: "Swift setup files, .xib files or the app's folder (every .swift and .xib below it), read as one program in this order.")
    var files: [String]

    @Option(help: "A layout document to merge the setup into; the whole document is printed.")
    var into: String?

    @Option(name: .shortAndLong, help: "Write the JSON to this file instead of standard output (-: standard output).")
    var output: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one Swift file") }
        for file in files where !SwiftSetupOptions.isSetupPath(file) {
            throw ValidationError("\(file) is not a Swift file (.swift), a XIB (.xib) or a folder")
        }
    }

    func run() throws {
        let console = Console.current
        guard let loader = SwiftSetupOptions.loader(files: files, console, log: console.diagnosticLog()) else {
            throw ExitCode(ExitStatus.invalidInput)
        }
        let registry = CommandContext.current.registry
        var json: String
        if let into {
            let (merged, diagnostics) = loader.mergedJSON(URL(fileURLWithPath: into), displayPath: into, base: registry)
            for d in diagnostics { console.err(d.line) }
            guard let merged else { throw ExitCode(ExitStatus.invalidInput) }
            json = JSONWriter.write(merged)
        } else {
            guard let setup = loader.sharedSetup else { throw ExitCode(ExitStatus.invalidInput) }
            // Checked under an empty document, as a document would use it, so values the format rejects
            // point at the Swift code.
            let empty = Data(#"{"schemaVersion": 1, "sections": []}"#.utf8)
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let ((resolved, diagnostics), _) = loader.load(empty, file: files[0], baseDirectory: cwd, base: registry)
            for d in diagnostics { console.err(d.line) }
            guard resolved != nil else { throw ExitCode(ExitStatus.invalidInput) }
            json = setup.json
        }
        if !json.hasSuffix("\n") { json += "\n" }
        // The Swift sources are inputs; writing over the --into document (updating it in place) stays allowed.
        let writer = OutputWriter(console: console, inputs: files)
        let target = OutputWriter.file(output)
        try writer.check(target.map { [$0] } ?? [])
        try writer.write(json, to: target)
    }
}

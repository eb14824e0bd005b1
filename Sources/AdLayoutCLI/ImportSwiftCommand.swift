import AdLayoutCore
import AdLayoutRender
import AdLayoutSwiftSetup
import ArgumentParser
import Foundation

/// `adlayout import-swift FILE.swift... [--into DOCUMENT.json] [-o OUT.json]`
struct ImportSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-swift",
        abstract: "Print the document JSON equivalent to Swift setup code (registrations, layout classes, styles, settings).",
        discussion: """
        The Swift is parsed, not compiled. Code outside the supported subset is reported on standard error \
        with its file:line:column (warnings), app code without effect on the screen as notes. With --into, \
        prints that document with the setup merged under it (its own keys win). Exit status: 0 done, 2 invalid input.
        """)

    @Argument(help: "Swift setup files, read as one program in this order.")
    var files: [String]

    @Option(help: "A layout document to merge the setup into; the whole document is printed.")
    var into: String?

    @Option(name: .shortAndLong, help: "Write the JSON to this file instead of standard output.")
    var output: String?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one Swift file") }
        for file in files where !file.hasSuffix(".swift") { throw ValidationError("\(file) is not a Swift file (.swift)") }
    }

    func run() throws {
        let console = Console.current
        guard let loader = SwiftSetupOptions.loader(files: files, console) else { throw ExitCode(ExitStatus.invalidInput) }
        let registry = AdLayoutCommand.registry
        var json: String
        do throws(DocumentErrors) {
            if let into {
                let (root, setup) = try loader.merged(URL(fileURLWithPath: into), displayPath: into)
                try check(root, setup: setup, file: into, registry: registry)
                json = JSONWriter.write(root)
            } else {
                let setup = SwiftSetupReader.read(loader.sources)
                // Checked as a document would be, so values the format rejects point at the Swift code.
                let at = setup.root.location
                let probe = SetupMerger.merge(setup.root, under: JSONNode(value: .object(JSONObject(members: [
                    JSONObject.Member(key: "schemaVersion", keyLocation: at, value: JSONNode(value: .number(1), location: at)),
                    JSONObject.Member(key: "sections", keyLocation: at, value: JSONNode(value: .array([]), location: at)),
                ])), location: at))
                try check(probe, setup: setup, file: files[0], registry: registry)
                json = setup.json
            }
        } catch {
            for e in error.errors { console.err("error: \(e)") }
            throw ExitCode(ExitStatus.invalidInput)
        }
        if !json.hasSuffix("\n") { json += "\n" }
        if let output {
            do { try AtomicFile.write(Data(json.utf8), to: URL(fileURLWithPath: output)) } catch {
                console.err("error: cannot write \(output): \(error.localizedDescription)")
                throw ExitCode(ExitStatus.failure)
            }
            console.out("wrote \(output)")
        } else {
            console.out(String(json.dropLast()))
        }
    }

    private func check(_ root: JSONNode, setup: SetupDocument?, file: String, registry: TnkLayout) throws(DocumentErrors) {
        do throws(DocumentErrors) {
            _ = try DocumentResolver.resolve(try DocumentDecoder.decode(root: root, file: file), base: registry)
        } catch {
            throw DocumentErrors(error.errors.map { setup?.locate($0) ?? $0 })
        }
    }
}

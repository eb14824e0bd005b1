import AdLayoutCore
import AdLayoutSwiftSetup
import ArgumentParser
import Foundation

/// `--swift-setup FILE.swift...`: the app's Swift setup code, applied under every document.
struct SwiftSetupOptions: ParsableArguments {
    @Option(name: .customLong("swift-setup"), parsing: .upToNextOption,
            help: "Swift setup files (TnkLayout/TnkStyles calls, layout subclasses) applied before each document.")
    var files: [String] = []

    func validate() throws {
        for file in files where !file.hasSuffix(".swift") {
            throw ValidationError("--swift-setup takes Swift files, and \(file) is not one; give the documents before --swift-setup")
        }
    }

    /// The loader for the commands' pipelines, reporting the setup's diagnostics to the run's `log`
    /// (each once, and counted by `--strict`); nil after reporting why a setup file cannot be used.
    func loader(_ console: Console, log: DiagnosticLog) -> SwiftSetupLoader? { Self.loader(files: files, console, log: log) }

    /// A loader for `files` (none: documents' own `swiftSetup` files only).
    static func loader(files: [String], _ console: Console, log: DiagnosticLog) -> SwiftSetupLoader? {
        var sources: [SwiftSetupSource] = []
        var ok = true
        for file in files {
            do { sources.append(try SwiftSetupSource(contentsOf: URL(fileURLWithPath: file), name: file)) } catch {
                console.err("error: \(file): \(error)")
                ok = false
            }
        }
        guard ok else { return nil }
        let loader = SwiftSetupLoader(sources: sources) { log.report($0) }
        log.report(loader.sharedErrors)
        return loader.sharedErrors.isEmpty ? loader : nil
    }
}

import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// Loads documents for the commands and reports their diagnostics the same way everywhere: the
/// one place a command reads a document, a file or standard input (`-`).
struct Inputs {
    /// Reads documents, files and standard input alike, with the run's Swift setup (its ``RenderPipeline/loader``).
    let pipeline: RenderPipeline
    /// Theme, device and image rules for every document.
    var options = DocumentDecoder.Options()
    /// Where every diagnostic (errors and warnings) goes: the command's log.
    let log: DiagnosticLog

    /// The name standard input has in messages.
    static let standardInputName = "<stdin>"

    /// Decodes and resolves `path` (`-`: standard input, its relative paths from the current folder),
    /// reporting every diagnostic; nil if it is invalid.
    func load(_ path: String) -> ResolvedDocument? {
        let (document, diagnostics): (ResolvedDocument?, [Diagnostic])
        if path == "-" {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            (document, diagnostics) = pipeline.loader.load(CommandContext.current.standardInput(), file: Self.standardInputName, baseDirectory: cwd,
                                                         base: pipeline.registry, options: options)
        } else {
            (document, diagnostics) = pipeline.loadCollecting(URL(fileURLWithPath: path), displayPath: path, options: options)
        }
        log.report(diagnostics)
        return document
    }
}

extension Inputs {
    /// The inputs of a command reading documents with `setup` (its `--swift-setup`) and `options`, its
    /// diagnostics printed to the console (`strict`: `--strict`); throws invalid input after reporting
    /// why the setup files cannot be used.
    init(setup: SwiftSetupOptions, options: DocumentDecoder.Options, strict: Bool) throws {
        let log = Console.current.diagnosticLog(strict: strict)
        guard let loader = setup.loader(Console.current, log: log) else { throw ExitCode(ExitStatus.invalidInput) }
        self.init(pipeline: RenderPipeline(registry: CommandContext.current.registry, loader: loader), options: options, log: log)
    }
}

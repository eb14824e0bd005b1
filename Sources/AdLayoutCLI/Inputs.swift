import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
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

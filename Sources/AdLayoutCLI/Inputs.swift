import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import Foundation

/// Loads documents for the commands and reports their diagnostics the same way everywhere.
struct Inputs {
    let pipeline: RenderPipeline
    /// Theme, device and image rules for every document.
    var options = DocumentDecoder.Options()
    /// Where every diagnostic (errors and warnings) goes: the command's log.
    let log: DiagnosticLog

    /// Decodes and resolves `path`, reporting every diagnostic; nil if it is invalid.
    func load(_ path: String) -> ResolvedDocument? {
        let (document, diagnostics) = pipeline.loadCollecting(URL(fileURLWithPath: path), displayPath: path, options: options)
        log.report(diagnostics)
        return document
    }
}

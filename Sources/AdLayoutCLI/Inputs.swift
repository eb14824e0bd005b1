import AdLayoutCore
import AdLayoutRender
import Foundation

/// Loads documents for the commands and prints their errors the same way everywhere.
struct Inputs {
    let pipeline: RenderPipeline
    /// Theme, device and image rules for every document.
    var options = DocumentDecoder.Options()
    let console = Console.current

    /// Decodes and resolves `path`, printing every diagnostic (errors and warnings); nil if it is invalid.
    func load(_ path: String) -> ResolvedDocument? {
        let (document, diagnostics) = pipeline.loadCollecting(URL(fileURLWithPath: path), displayPath: path, options: options)
        for d in diagnostics { console.err(d.line) }
        return document
    }
}

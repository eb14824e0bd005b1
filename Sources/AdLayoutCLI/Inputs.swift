import AdLayoutCore
import AdLayoutRender
import Foundation

/// Loads documents for the commands and prints their errors the same way everywhere.
struct Inputs {
    let pipeline: RenderPipeline
    let console = Console.current

    /// Decodes and resolves `path`, printing every error; nil if it is invalid.
    func load(_ path: String) -> ResolvedDocument? {
        let url = URL(fileURLWithPath: path)
        do {
            return try pipeline.load(url, displayPath: path)
        } catch {
            for e in error.errors { console.err("error: \(e)") }
            return nil
        }
    }
}

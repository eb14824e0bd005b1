import AdLayoutCLI
import AdLayoutCore
import AdLayoutStudio
import Foundation

/// The studio's server-side work, timed by the built-in suite.
enum StudioBenchmarks {
    /// The studio's edit → PNG path on the server (decode the page's message, the document, resolve,
    /// lay out, draw, encode, add the frames and their source lines, frame the binary reply), p50
    /// and p95; every run is a different edit, as when typing.
    static func run(_ document: URL, into report: inout BenchReport) throws {
        guard report.wants("serve.edit-to-png") else { return }
        let workspace = try Workspace(root: document.deletingLastPathComponent(), maxDocumentBytes: 1 << 20)
        let text = try String(contentsOf: document, encoding: .utf8)
        let handler = RenderRequestHandler(workspace: workspace, registry: CommandContext.current.registry)
        var edit = 0
        let samples = report.timer.samples {
            edit += 1
            let edited = text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"\(edit) ")
            let message = StudioProtocol.ClientMessage.render(.init(seq: edit, file: document.lastPathComponent,
                                                                    text: edited, options: RenderOptions(scale: 3)))
            let json = String(decoding: try! JSONEncoder().encode(message), as: UTF8.self)
            guard case .render(let request)? = try? RenderRequestHandler.decode(json), let response = try? handler.respond(to: request),
                  response.count > 10_000 else { fatalError("serve.edit-to-png: the render failed") }
        }
        report.record("serve.edit-to-png", BenchTimer.percentile(samples, 0.5))
        report.record("serve.edit-to-png.p95", BenchTimer.percentile(samples, 0.95))
        // write-options with 2,000 sections on a 0.8 MB document: one parse whatever the entries.
        let section = #"{"type": "normal", "items": ["# + (0..<10).map { #"{"appName": "App \#($0)", "pointValue": 100}"# }
            .joined(separator: ",") + "]}"
        let large = Data((#"{"schemaVersion": 1, "sections": ["# + Array(repeating: section, count: 2000).joined(separator: ",\n") + "]}").utf8)
        let options = RenderOptions(theme: .dark, sections: (0..<2000).map { .init(index: $0, page: 1) })
        report.time("serve.write-options-2000") { _ = try? options.written(into: large) }
    }
}

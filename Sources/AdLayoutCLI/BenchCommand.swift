import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// `adlayout bench`: medians of repeated, warm runs, in milliseconds, as one JSON object.
/// Meaningful only from a release build (`swift run -c release adlayout bench`).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark layout and rendering; prints medians in ms as JSON.")

    @Option(help: "Folder with offerwall-default.json.")
    var layouts: String = "Layouts"

    @Option(help: "Timed runs per benchmark (after warm-up runs).")
    var iterations: Int = 30

    func validate() throws {
        if iterations < 1 { throw ValidationError("--iterations must be at least 1") }
    }

    func run() throws {
        let console = Console.current
        let pipeline = RenderPipeline(registry: AdLayoutCommand.registry)
        guard let offerwall = Inputs(pipeline: pipeline).load(layouts + "/offerwall-default.json") else {
            throw ExitCode(ExitStatus.invalidInput)
        }
        var results: [(String, Double)] = []

        results.append(("layout.offerwall-default", median { _ = pipeline.layout(offerwall) }))
        results.append(("layout.offerwall-default.cold-text", median {
            _ = LayoutEngine(measurer: PangoTextMeasurer()).layout(offerwall)
        }))
        let big = Self.normalSection(items: 10_000, like: offerwall)
        results.append(("layout.normal-10000", median { _ = pipeline.layout(big) }))

        let tree = pipeline.layout(offerwall, scale: 3)
        results.append(("raster.offerwall-default@3x", median { _ = pipeline.renderer.render(tree) }))
        let pixels = pipeline.renderer.render(tree).pixels
        results.append(("encode.offerwall-default@3x", median { _ = PNGCodec.encode(pixels) }))
        results.append(("render.offerwall-default@3x", median {
            let t = pipeline.layout(offerwall, scale: 3)
            _ = pipeline.png(t)
        }))

        let body = results.map { "  \"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ",\n")
        console.out("{\n" + body + "\n}")
    }

    /// Median wall time of `iterations` runs after three warm-up runs, in ms.
    private func median(_ body: () -> Void) -> Double {
        for _ in 0..<3 { body() }
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        samples.sort()
        let n = samples.count
        return n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2
    }

    /// `document` with its sections replaced by one normal section of `items` ads.
    static func normalSection(items: Int, like document: ResolvedDocument) -> ResolvedDocument {
        var doc = document
        let template = document.sections.first { $0.type == .normal } ?? document.sections[0]
        var section = template
        section.header = nil
        section.items = (0..<items).map { i in
            var item = template.items[i % max(1, template.items.count)]
            item.appName = "Ad \(i) " + item.appName
            item.pointValue = 100 + i
            return item
        }
        doc.sections = [section]
        return doc
    }
}

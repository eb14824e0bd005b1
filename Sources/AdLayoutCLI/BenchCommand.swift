import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import AdLayoutStudio
import ArgumentParser
import Foundation

/// `adlayout bench`: medians of repeated, warm runs, in milliseconds, as one JSON object.
/// Budgets: `layout.normal-10000` ≤ 5, `render.offerwall-default@3x` ≤ 30, `compare.identical` ≤ 5,
/// `compare.1pct` ≤ 30, `verify.offerwall-default@3x` ≤ 45, `serve.edit-to-png` (p50) ≤ 25.
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

        results += try snapshotBenchmarks(pixels: pixels, tree: tree, pipeline: pipeline)
        results += try studioBenchmarks()

        let body = results.map { "  \"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ",\n")
        console.out("{\n" + body + "\n}")
    }

    /// Comparison and verification of 1170×2532 frames.
    private func snapshotBenchmarks(pixels: PixelBuffer, tree: LayoutTree, pipeline: RenderPipeline) throws -> [(String, Double)] {
        var results: [(String, Double)] = []
        // A second buffer with the same pixels (a real copy: arrays share storage until written).
        var bytes = pixels.bytes
        bytes.withUnsafeMutableBytes { _ in }
        let copy = PixelBuffer(width: pixels.width, height: pixels.height, stride: pixels.stride, bytes: bytes)
        results.append(("compare.identical", median { _ = PixelMatch.compare(pixels, copy) }))

        // 1 % of the pixels, spread pseudo-randomly, changed to their inverse colour.
        let changed = Self.changing(pixels, share: 0.01)
        var diff = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
        results.append(("compare.1pct", median { _ = PixelMatch.compare(pixels, changed, diff: &diff) }))
        results.append(("compare.1pct.count-only", median { _ = PixelMatch.compare(pixels, changed) }))

        // A golden written as `adlayout record` writes it, then: render + read + decode + compare.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = GoldenName(layout: "offerwall-default", scale: 3)
        try AtomicFile.write(PNGCodec.encode(pixels), to: folder.appendingPathComponent(name.fileName))
        let golden = folder.appendingPathComponent(name.fileName)
        results.append(("verify.offerwall-default@3x", median {
            let actual = pipeline.renderer.render(tree).pixels
            guard let data = try? Data(contentsOf: golden), let expected = try? PNGCodec.decode(data) else { return }
            _ = PixelMatch.compare(expected, actual)
        }))
        // What `verify` does when the rendering encodes to the golden's very bytes: no decode.
        let verifier = SnapshotVerifier(mode: .never)
        let encoder = PNGEncoder()
        results.append(("verify.offerwall-default@3x.same-bytes", median {
            let actual = pipeline.renderer.render(tree).pixels
            let png = actual.bytes.withUnsafeBytes { encoder.encode($0, width: actual.width, height: actual.height, stride: actual.stride) }
            _ = verifier.verify(actual, png: png, name: name, in: folder)
        }))
        return results
    }

    /// The studio's edit → PNG path on the server, for offerwall-default at @3x: the page's render
    /// message decoded, the document decoded, resolved, laid out, drawn and encoded, the frames and
    /// their source lines added, and the binary message framed as it is handed to the WebSocket.
    /// Every run is a different edit (the title changes), as when typing.
    private func studioBenchmarks() throws -> [(String, Double)] {
        let workspace: Workspace
        do { workspace = try Workspace(root: URL(fileURLWithPath: layouts), maxDocumentBytes: 1 << 20) } catch {
            Console.current.err("error: \(error.message)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        let text = try String(contentsOf: URL(fileURLWithPath: layouts + "/offerwall-default.json"), encoding: .utf8)
        let handler = RenderRequestHandler(workspace: workspace, registry: AdLayoutCommand.registry)
        var edit = 0
        let samples = timings {
            edit += 1
            let edited = text.replacingOccurrences(of: "\"TEST Offerwall\"", with: "\"TEST Offerwall \(edit)\"")
            let message = StudioProtocol.ClientMessage(type: "render", seq: edit, file: "offerwall-default.json",
                                                       text: edited, options: RenderOptions(scale: 3))
            let json = String(decoding: try! JSONEncoder().encode(message), as: UTF8.self)
            guard let request = try? RenderRequestHandler.decode(json), let response = try? handler.respond(to: request),
                  response.count > 100_000 else { fatalError("serve.edit-to-png: the render failed") }
        }
        return [("serve.edit-to-png", percentile(samples, 0.5)), ("serve.edit-to-png.p95", percentile(samples, 0.95))]
    }

    /// `image` with `share` of its pixels (pseudo-random, fixed seed) replaced by their inverse.
    static func changing(_ image: PixelBuffer, share: Double) -> PixelBuffer {
        var result = image
        let count = Int(Double(image.width * image.height) * share)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var done = Set<Int>()
        while done.count < count {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((seed >> 33) % UInt64(image.width * image.height))
            guard done.insert(index).inserted else { continue }
            let o = (index / image.width) * image.stride + (index % image.width) * 4
            for c in 0..<3 { result.bytes[o + c] = result.bytes[o + 3] &- result.bytes[o + c] }
        }
        return result
    }

    /// Median wall time of `iterations` runs after three warm-up runs, in ms.
    private func median(_ body: () -> Void) -> Double {
        percentile(timings(body), 0.5)
    }

    /// Sorted wall times of `iterations` runs after three warm-up runs, in ms.
    private func timings(_ body: () -> Void) -> [Double] {
        for _ in 0..<3 { body() }
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return samples.sorted()
    }

    /// The `p` quantile of sorted `samples` (0.5: the median, the mean of the middle two for an even count;
    /// otherwise the nearest rank).
    private func percentile(_ samples: [Double], _ p: Double) -> Double {
        let n = samples.count
        if p == 0.5 { return n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2 }
        return samples[min(n - 1, max(0, Int((p * Double(n)).rounded(.up)) - 1))]
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

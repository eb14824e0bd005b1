import AdLayoutPipeline
import AdLayoutCore
@testable import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Synchronization
import Testing

/// What the renderer keeps between frames (font sessions, text layouts, the surface, images) and
/// the codec's fast paths must never change a pixel.
@Suite struct RenderReuseTests {
    static func load(_ name: String, _ pipeline: RenderPipeline = RenderPipeline()) throws -> ResolvedDocument {
        try pipeline.load(Repository.layouts.appendingPathComponent(name))
    }

    /// A fresh pipeline's PNG of `name` at `scale`.
    static func fresh(_ name: String, scale: Int) throws -> Data {
        let pipeline = RenderPipeline()
        return pipeline.png(pipeline.layout(try load(name, pipeline), scale: scale)).png
    }

    @Test func aReusedRendererDrawsWhatAFreshOneDraws() throws {
        // Different documents, sizes, scales and back: kept layouts, surface and images must not leak.
        let pipeline = RenderPipeline()
        let frames = [("offerwall-default.json", 1), ("dark.json", 3), ("native-medium.json", 2),
                      ("offerwall-default.json", 3), ("dark.json", 1), ("offerwall-default.json", 1)]
        for (name, scale) in frames {
            let png = pipeline.png(pipeline.layout(try Self.load(name, pipeline), scale: scale)).png
            #expect(png == (try Self.fresh(name, scale: scale)), "\(name)@\(scale)x")
        }
    }

    @Test func pixelsLentFromTheSurfaceAreTheRenderedPixels() throws {
        let pipeline = RenderPipeline()
        let tree = pipeline.layout(try Self.load("states.json", pipeline), scale: 2)
        let copy = pipeline.renderer.render(tree).pixels
        let (lent, encoded) = pipeline.renderer.withPixels(of: tree) { view, _ in (view, PNGEncoder().encode(view)) }
        #expect(lent == copy)
        #expect(encoded == PNGCodec.encode(copy))
        // A lent frame kept past the call keeps its pixels: the next frames (smaller, so drawn into
        // the same canvas) draw into storage of their own.
        let other = pipeline.layout(try Self.load("dark.json", pipeline), scale: 1)
        let next = pipeline.renderer.render(other).pixels
        _ = pipeline.renderer.withPixels(of: other) { view, _ in view }
        #expect(lent == copy)
        #expect(next != copy && PNGCodec.encode(lent) == encoded)
    }

    @Test func onlyAnOpaqueFullCanvasRootSkipsTheClear() throws {
        let pipeline = RenderPipeline()
        let offerwall = pipeline.layout(try Self.load("offerwall-default.json", pipeline), scale: 1)
        #expect(Renderer.coversCanvasOpaquely(offerwall))
        var tree = offerwall
        tree.root.box.backgroundColor = tree.root.box.backgroundColor.withAlphaComponent(0.5)
        #expect(!Renderer.coversCanvasOpaquely(tree))
        tree = offerwall
        tree.root.frame.size.height -= 1
        #expect(!Renderer.coversCanvasOpaquely(tree))
    }

    @Test func pipelinesOnSeveralThreadsDrawTheSameBytes() throws {
        // Each pipeline has its own font session: they share no lock and no Pango object.
        let names = ["offerwall-default.json", "curations.json", "shopping.json", "native-feed.json"]
        let expected = try names.map { try Self.fresh($0, scale: 2) }
        let results = RenderResults(count: names.count * 2)
        DispatchQueue.concurrentPerform(iterations: names.count * 2) { i in
            let pipeline = RenderPipeline()
            let name = names[i % names.count]
            if let doc = try? Self.load(name, pipeline) {
                results.set(i, pipeline.png(pipeline.layout(doc, scale: 2)).png)
            }
        }
        for i in 0..<names.count * 2 { #expect(results.get(i) == expected[i % names.count], "\(names[i % names.count])") }
    }

    @Test func sessionsMeasureAlike() {
        let a = PangoTextMeasurer(session: FontSession()), b = PangoTextMeasurer(session: FontSession())
        let font = Font(size: 15, weight: .bold)
        let text = "행성탐험대 (최초실행, 쿠키오븐) Offerwall"
        let ma = a.measure(text, font: font, maxWidth: 180, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        let mb = b.measure(text, font: font, maxWidth: 180, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(ma.width == mb.width && ma.height == mb.height && ma.lineCount == mb.lineCount && ma.baseline == mb.baseline)
    }
}

/// Results written from several threads.
final class RenderResults: Sendable {
    private let values: Mutex<[Data?]>
    init(count: Int) { values = Mutex(Array(repeating: nil, count: count)) }
    func set(_ i: Int, _ value: Data) { values.withLock { $0[i] = value } }
    func get(_ i: Int) -> Data? { values.withLock { $0[i] } }
}

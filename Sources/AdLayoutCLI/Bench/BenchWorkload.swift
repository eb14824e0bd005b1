import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation

/// The operations `adlayout bench FILE…` times on one document, prepared once: its decoded
/// document, its frame tree, its pixels and a golden of its own rendering. The project's suite
/// (`Benchmarks/`) times them too, with workloads of its own around them.
///
/// Safe to share (its reused buffers are under locks), but its pipeline serialises frames: one workload per thread to measure them.
public final class BenchWorkload: Sendable {
    /// The document's file name without extension.
    public let name: String
    /// The scale the frame benchmarks render at.
    public let scale: Int
    /// The pipeline the document was loaded and rendered with; the timed methods reuse it and its caches.
    public let pipeline: RenderPipeline
    /// The decoded and resolved document.
    public let document: ResolvedDocument
    /// The document's frame tree at ``scale``.
    public let tree: LayoutTree
    /// The rendered frame.
    public let pixels: PixelBuffer
    /// The golden of the rendered frame: its name, and the folder ``verify()`` reads it from.
    public let golden: GoldenName
    /// The folder holding ``golden``.
    public let goldens: URL
    /// The scratch folder the workload writes into.
    public let scratch: URL
    private let url: URL
    private let workspace = SnapshotWorkspace()
    private let encoder = PNGEncoder()
    private let verifier = SnapshotVerifier(mode: .never)

    /// Loads `url` with `registry`, lays it out at `scale` (default: its device's) and renders it
    /// once; writes its golden into `scratch`. Throws the document's errors.
    public init(document url: URL, scale: Int? = nil, registry: TnkLayout = TnkLayout(), scratch: URL) throws(DocumentErrors) {
        self.url = url
        name = url.deletingPathExtension().lastPathComponent
        pipeline = RenderPipeline(registry: registry)
        document = try pipeline.load(url)
        tree = pipeline.layout(document, scale: scale)
        self.scale = tree.scale
        pixels = pipeline.renderer.render(tree).pixels
        golden = GoldenName(layout: name, scale: tree.scale)
        self.scratch = scratch
        goldens = scratch.appendingPathComponent("goldens")
        do {
            try AtomicFile.write(PNGCodec.encode(pixels), to: goldens.appendingPathComponent(golden.fileName))
        } catch {
            preconditionFailure("cannot write benchmark goldens into \(scratch.path): \(error)")
        }
    }

    /// Reads, decodes and resolves the document file.
    public func decode() {
        _ = try? pipeline.load(url)
    }

    /// Lays the document out (text measurements cached after the first run).
    public func layout() {
        _ = pipeline.layout(document, scale: scale)
    }

    /// Lays `other` out with this workload's pipeline.
    public func layout(_ other: ResolvedDocument) {
        _ = pipeline.layout(other)
    }

    /// Draws the frame tree (no PNG).
    public func raster() {
        pipeline.renderer.withPixels(of: tree) { _, _ in }
    }

    /// Encodes the rendered frame as PNG.
    public func encode() {
        _ = encoder.encode(pixels)
    }

    /// Layout, raster and PNG in memory: `adlayout render` without the file write.
    public func render() {
        _ = pipeline.png(pipeline.layout(document, scale: scale))
    }

    /// What `verify` does per document: lay out, draw, read the golden and compare its rows.
    public func verify() {
        verify(goldens: goldens)
    }

    /// The assertion's way: encode the frame, and pass at once when the golden has the same bytes.
    public func verifySameBytes() {
        let tree = pipeline.layout(document, scale: scale)
        pipeline.renderer.withPixels(of: tree) { view, _ in
            _ = verifier.verify(view, png: encoder.encode(view), name: golden, in: goldens, workspace: workspace, keepImages: false)
        }
    }

    /// ``verify()`` against the golden of the same name in `folder`.
    public func verify(goldens folder: URL) {
        let tree = pipeline.layout(document, scale: scale)
        pipeline.renderer.withPixels(of: tree) { view, _ in
            _ = verifier.verify(view, name: golden, in: folder, workspace: workspace, keepImages: false)
        }
    }
}

import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation

/// The operations the benchmarks time, on one document, prepared once: its decoded document, its
/// frame tree, its pixels, goldens of its own rendering (one from the project's encoder, one from
/// libpng's) and a copy with 1 % of the pixels changed. `adlayout bench` and the package
/// benchmarks (`Benchmarks/`) time the same methods.
///
/// Not thread-safe (it owns a pipeline and reused buffers): one workload per thread.
public final class BenchWorkload {
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
    private let url: URL
    private let copy: PixelBuffer
    private let changed: PixelBuffer
    private var diff = PixelBuffer(width: 0, height: 0, stride: 0, bytes: [])
    private let goldens: URL
    /// A golden of the same pixels written by libpng (made on first use: libpng takes a while).
    private lazy var libpngGoldens: URL = {
        let folder = scratch.appendingPathComponent("goldens-libpng")
        do {
            try AtomicFile.write(PNGCodec.encodeCompact(pixels), to: folder.appendingPathComponent(golden.fileName))
        } catch {
            preconditionFailure("cannot write a benchmark golden into \(folder.path): \(error)")
        }
        return folder
    }()
    private let scratch: URL
    private let golden: GoldenName
    private let goldenBytes: Data
    private let workspace = SnapshotWorkspace()
    private let encoder = PNGEncoder()
    private let verifier = SnapshotVerifier(mode: .never)

    /// Loads `url` and renders it once at `scale` (default: its device's); goldens of that
    /// rendering go into `scratch`.
    public init(document url: URL, scale: Int? = nil, registry: TnkLayout = TnkLayout(), scratch: URL) throws(DocumentErrors) {
        self.url = url
        name = url.deletingPathExtension().lastPathComponent
        pipeline = RenderPipeline(registry: registry)
        document = try pipeline.load(url)
        tree = pipeline.layout(document, scale: scale)
        self.scale = tree.scale
        pixels = pipeline.renderer.render(tree).pixels
        // A second buffer with the same pixels (a real copy: arrays share storage until written).
        var bytes = pixels.bytes
        bytes.withUnsafeMutableBytes { _ in }
        copy = PixelBuffer(width: pixels.width, height: pixels.height, stride: pixels.stride, bytes: bytes)
        changed = Self.changing(pixels, share: 0.01)

        golden = GoldenName(layout: name, scale: tree.scale)
        self.scratch = scratch
        goldens = scratch.appendingPathComponent("goldens")
        goldenBytes = PNGCodec.encode(pixels)
        do {
            try AtomicFile.write(goldenBytes, to: goldens.appendingPathComponent(golden.fileName))
        } catch {
            preconditionFailure("cannot write benchmark goldens into \(scratch.path): \(error)")
        }
    }

    /// Reads, decodes and resolves the document.
    public func decode() {
        _ = try? pipeline.load(url)
    }

    /// Lays the document out (text measurements cached from earlier runs).
    public func layout() {
        _ = pipeline.layout(document, scale: scale)
    }

    /// Lays the document out with a new text measurer (every text measured by Pango; fonts loaded).
    public func layoutColdText() {
        _ = LayoutEngine(measurer: PangoTextMeasurer(session: pipeline.session)).layout(document, scale: scale)
    }

    /// Lays out `document` (e.g. a large variant of this one) with this workload's measurer.
    public func layout(_ other: ResolvedDocument) {
        _ = pipeline.layout(other)
    }

    /// Draws the frame tree into the renderer's surface.
    public func raster() {
        pipeline.renderer.withPixels(of: tree) { _, _ in }
    }

    /// Encodes the rendered frame as PNG.
    public func encode() {
        _ = pixels.withView { encoder.encode($0) }
    }

    /// Decodes the golden the project's encoder wrote (ISA-L).
    public func decodeGolden() {
        _ = try? PNGCodec.decode(goldenBytes)
    }

    /// Lays out, draws and encodes to PNG in memory: `adlayout render` without the file write.
    public func render() {
        _ = pipeline.png(pipeline.layout(document, scale: scale))
    }

    /// What `adlayout verify` does per document with a golden from the project's encoder: lay
    /// out, draw, read the golden and check it against the surface.
    public func verify() {
        let tree = pipeline.layout(document, scale: scale)
        pipeline.renderer.withPixels(of: tree) { view, _ in
            _ = verifier.verify(view, name: golden, in: goldens, workspace: workspace, keepImages: false)
        }
    }

    /// ``verify()`` against a golden written by libpng (decoded by libpng and compared pixel by pixel).
    public func verifyLibPNGGolden() {
        let tree = pipeline.layout(document, scale: scale)
        let folder = libpngGoldens
        pipeline.renderer.withPixels(of: tree) { view, _ in
            _ = verifier.verify(view, name: golden, in: folder, workspace: workspace, keepImages: false)
        }
    }

    /// The Swift assertion's way: lay out, draw, encode, and find the golden has the same bytes.
    public func verifySameBytes() {
        let tree = pipeline.layout(document, scale: scale)
        pipeline.renderer.withPixels(of: tree) { view, _ in
            let png = encoder.encode(view)
            _ = verifier.verify(view, png: png, name: golden, in: goldens, workspace: workspace, keepImages: false)
        }
    }

    /// Compares two buffers with the same pixels.
    public func compareIdentical() {
        _ = PixelMatch.compare(pixels, copy)
    }

    /// Compares with the copy that has 1 % of its pixels changed, drawing the diff image.
    public func compareOnePercent() {
        _ = PixelMatch.compare(pixels, changed, diff: &diff)
    }

    /// ``compareOnePercent()`` counting only (no diff image).
    public func compareOnePercentCountOnly() {
        _ = PixelMatch.compare(pixels, changed)
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

    /// `document` with its sections replaced by one normal section of `items` ads.
    public static func normalSection(items: Int, like document: ResolvedDocument) -> ResolvedDocument {
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

    /// A document with one section of `type` (a scrolling curation) of `items` ads.
    public static func scrollingSection(_ type: LayoutType, items: Int, registry: TnkLayout) -> ResolvedDocument? {
        let ads = (0..<6).map { #"{"appName": "앱 \#($0) App", "cmpnDesc": "설치하면", "pointValue": \#(100 + $0), "pointUnit": "P"}"# }
        let json = #"{"schemaVersion": 1, "device": "iPhone15", "sections": [{"type": "\#(type.name)", "items": [\#(ads.joined(separator: ","))]}]}"#
        guard var document = DocumentLoader.load(Data(json.utf8), base: registry).0 else { return nil }
        let template = document.sections[0].items
        document.sections[0].items = (0..<items).map { i in
            var item = template[i % template.count]
            item.pointValue = 100 + i
            return item
        }
        return document
    }

    /// Writes a document of `items` ads (as a publisher's feed would be, one ad per line) to `url`;
    /// returns its size in bytes.
    public static func writeLargeDocument(items: Int, to url: URL) throws -> Int {
        var text = #"{"schemaVersion": 1, "device": "iPhone15", "title": "Large", "sections": [{"type": "normal", "items": ["# + "\n"
        for i in 0..<items {
            text += #"  {"appName": "꿀벌농장 \#(i) (설치형) 미션", "cmpnDesc": "설치하고 실행하면", "pointValue": \#(10 + i % 50_000), "#
                + #""pointUnit": "골드", "iconUrl": "images/icon-\#(String(format: "%02d", i % 8 + 1)).png", "state": "normal"}"#
                + (i == items - 1 ? "\n" : ",\n")
        }
        text += "]}]}\n"
        let data = Data(text.utf8)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return data.count
    }
}

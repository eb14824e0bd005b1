import AdLayoutCLI
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import Synchronization

/// The project's own operations around a ``/AdLayoutCLI/BenchWorkload``, prepared once: a golden
/// written by libpng, a copy of the frame and one with 1 % of its pixels changed, and the generated
/// documents of the scale benchmarks. The built-in suite and the package benchmarks time them.
///
/// Safe to share (its reused buffers are under locks), but its pipeline serialises frames: one workload per thread to measure them.
public final class SuiteWorkload: Sendable {
    /// The document's own operations (decode, layout, raster, encode, render, verify).
    public let base: BenchWorkload
    private let copy: PixelBuffer
    private let changed: PixelBuffer
    private let diff = Mutex(PixelBuffer(width: 0, height: 0, stride: 0, bytes: []))
    private let goldenBytes: Data
    private let libpngGoldens: URL

    /// Prepares ``base`` for `url` and this suite's copies and goldens in `scratch`.
    public init(document url: URL, scale: Int? = nil, registry: TnkLayout = TnkLayout(), scratch: URL) throws(DocumentErrors) {
        base = try BenchWorkload(document: url, scale: scale, registry: registry, scratch: scratch)
        let pixels = base.pixels
        // A second buffer with the same pixels (a real copy: arrays share storage until written).
        var bytes = pixels.bytes
        bytes.withUnsafeMutableBytes { _ in }
        copy = PixelBuffer(width: pixels.width, height: pixels.height, stride: pixels.stride, bytes: bytes)
        changed = Self.changing(pixels, share: 0.01)
        goldenBytes = PNGCodec.encode(pixels)
        libpngGoldens = scratch.appendingPathComponent("goldens-libpng")
        do {
            try AtomicFile.write(PNGCodec.encodeCompact(pixels), to: libpngGoldens.appendingPathComponent(base.golden.fileName))
        } catch {
            preconditionFailure("cannot write a benchmark golden into \(libpngGoldens.path): \(error)")
        }
    }

    /// Lays the document out with a new measurer (no cached text measurements).
    public func layoutColdText() {
        _ = LayoutEngine(measurer: PangoTextMeasurer(session: base.pipeline.session)).layout(base.document, scale: base.scale)
    }

    /// Decodes the project's golden of the frame (ISA-L inflate).
    public func decodeGolden() {
        _ = try? PNGCodec.decode(goldenBytes)
    }

    /// ``/AdLayoutCLI/BenchWorkload/verify()`` against a golden written by libpng (decoded, compared pixel by pixel).
    public func verifyLibPNGGolden() {
        base.verify(goldens: libpngGoldens)
    }

    /// Pixelmatch of the frame and its copy (the identical fast path).
    public func compareIdentical() {
        _ = PixelMatch.compare(base.pixels, copy)
    }

    /// Pixelmatch of the frame and the 1 %-changed copy, drawing the diff image.
    public func compareOnePercent() {
        _ = diff.withLock { PixelMatch.compare(base.pixels, changed, diff: &$0) }
    }

    /// ``compareOnePercent()`` counting only (no diff image).
    public func compareOnePercentCountOnly() {
        _ = PixelMatch.compare(base.pixels, changed)
    }

    /// `image` with `share` of its pixels inverted, chosen by a fixed pseudo-random sequence.
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
        let template = document.sections.first { $0.type == .normal } ?? document.sections[0]
        var section = template
        section.header = nil
        section.items = (0..<items).map { i in
            var item = template.items[i % max(1, template.items.count)]
            item.appName = "Ad \(i) " + item.appName
            item.pointValue = 100 + i
            return item
        }
        return document.replacing(sections: [section])
    }

    /// A document with one section of `type` (a scrolling curation) of `items` ads.
    public static func scrollingSection(_ type: LayoutType, items: Int, registry: TnkLayout) -> ResolvedDocument? {
        let ads = (0..<6).map { #"{"appName": "앱 \#($0) App", "cmpnDesc": "설치하면", "pointValue": \#(100 + $0), "pointUnit": "P"}"# }
        let json = #"{"schemaVersion": 1, "device": "iPhone15", "sections": [{"type": "\#(type.name)", "items": [\#(ads.joined(separator: ","))]}]}"#
        guard let document = DocumentLoader.load(Data(json.utf8), base: registry).0 else { return nil }
        var section = document.sections[0]
        let template = section.items
        section.items = (0..<items).map { i in
            var item = template[i % template.count]
            item.pointValue = 100 + i
            return item
        }
        return document.replacing(sections: [section])
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

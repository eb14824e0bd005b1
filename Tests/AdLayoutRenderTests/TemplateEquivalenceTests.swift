import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import CustomItemViewExample
import AdLayoutTestSupport
import Foundation
import Testing

/// The guide's custom view from Swift (custom-swift.json with the example registered) and from
/// the JSON template (custom-template.json) render the same: same frame tree within 0.5 pt,
/// same pixels within a small per-channel tolerance and differing-pixel budget.
@Suite(.serialized) struct TemplateEquivalenceTests {
    static let layouts = Repository.layouts

    /// Both documents, optionally on another device (`device` replaces theirs).
    static func trees(device: String? = nil, scale: Int) throws -> (swift: LayoutTree, template: LayoutTree, pipeline: RenderPipeline) {
        func load(_ url: URL, registry: TnkLayout) throws -> LayoutTree {
            let name = url.lastPathComponent
            var data = try Data(contentsOf: url)
            if let device {
                var text = String(decoding: data, as: UTF8.self)
                let start = try #require(text.range(of: #""device": {"#))
                let end = try #require(text.range(of: "},", range: start.upperBound..<text.endIndex))
                text.replaceSubrange(start.lowerBound..<end.upperBound, with: #""device": "# + device + ",")
                data = Data(text.utf8)
            }
            let pipeline = RenderPipeline(registry: registry)
            let doc = try DocumentResolver.resolve(try DocumentDecoder.decode(data, file: name, baseDirectory: url.deletingLastPathComponent()),
                                                   base: registry)
            return pipeline.layout(doc, scale: scale)
        }
        return (try load(Repository.customSwiftDocument, registry: customExampleRegistry()),
                try load(layouts.appendingPathComponent("custom-template.json"), registry: TnkLayout()), RenderPipeline())
    }

    /// Kinds in the same order and every frame within `tolerance` points; nil when they match.
    static func frameDifference(_ a: LayoutNode, _ b: LayoutNode, tolerance: CGFloat = 0.5, path: String = "root") -> String? {
        guard a.kind == b.kind else { return "\(path): \(a.kind) vs \(b.kind)" }
        let edges = [(a.frame.minX, b.frame.minX), (a.frame.minY, b.frame.minY),
                     (a.frame.width, b.frame.width), (a.frame.height, b.frame.height)]
        if edges.contains(where: { abs($0.0 - $0.1) > tolerance }) { return "\(path) (\(a.kind)): \(a.frame) vs \(b.frame)" }
        guard a.text == b.text else { return "\(path) (\(a.kind)): text \(a.text ?? "nil") vs \(b.text ?? "nil")" }
        guard a.children.count == b.children.count else { return "\(path) (\(a.kind)): \(a.children.count) vs \(b.children.count) children" }
        for (i, (x, y)) in zip(a.children, b.children).enumerated() {
            if let d = frameDifference(x, y, tolerance: tolerance, path: "\(path)/\(i)") { return d }
        }
        return nil
    }

    /// Pixels differing by more than `channelTolerance` in any channel, and their share.
    static func pixelDifference(_ a: PixelBuffer, _ b: PixelBuffer, channelTolerance: Int) -> (count: Int, ratio: Double) {
        precondition(a.width == b.width && a.height == b.height)
        let difference = PixelDifference(a, b, channelTolerance: channelTolerance)
        return (difference.count, difference.ratio)
    }

    @Test(arguments: [(nil as String?, 1), (nil, 3), (#"{"width": 430, "height": 1600, "scale": 2}"#, 2)])
    func swiftAndTemplateRenderTheSame(device: String?, scale: Int) throws {
        let (swift, template, pipeline) = try Self.trees(device: device, scale: scale)
        // The same screen: five items of the guide's view, each with its six elements (no unit in 3 states).
        #expect(swift.root.all(.item).count == 5)
        #expect(swift.root.all(.feedImage).count == 5 && swift.root.all(.pointUnitLabel).count == 2)
        #expect(Self.frameDifference(swift.root, template.root) == nil, "\(Self.frameDifference(swift.root, template.root) ?? "")")

        let a = pipeline.renderer.render(swift), b = pipeline.renderer.render(template)
        #expect(a.warnings.isEmpty && b.warnings.isEmpty)
        #expect(a.pixels.width == b.pixels.width && a.pixels.height == b.pixels.height)
        // Real images, text and strokes: something is drawn, and a shifted element would fail.
        let diff = Self.pixelDifference(a.pixels, b.pixels, channelTolerance: 2)
        #expect(diff.ratio <= 0.001, "\(diff.count) pixels differ (\(diff.ratio * 100) %)")
    }

    @Test func theComparisonNoticesAOnePointShift() throws {
        let (swift, template, pipeline) = try Self.trees(scale: 1)
        // Move the first item's feed image (list → section → item → feedImage) by one point.
        var moved = template
        let list = moved.root.children.count - 1
        #expect(moved.root.children[list].children[0].children[0].children[0].kind == .feedImage)
        moved.root.children[list].children[0].children[0].children[0].frame.origin.x += 1
        #expect(Self.frameDifference(swift.root, moved.root, tolerance: 0.5) != nil)
        let a = pipeline.renderer.render(swift).pixels, b = pipeline.renderer.render(moved).pixels
        #expect(Self.pixelDifference(a, b, channelTolerance: 2).ratio > 0.001)
    }
}

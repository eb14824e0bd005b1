import AdLayoutPipeline
import AdLayoutTestSupport
import AdLayoutCore
import AdLayoutRender
import Foundation
import Testing

/// Every fidelity document (`Layouts/fidelity`, one per screenshot of the SDK) lays out and draws
/// where the screenshot shows the same things: frames of cards, images, sections, dividers and
/// chips, and the ink of texts measured the same way on both sides (`Fidelity/device-measurements.json`,
/// measured on the screenshots in document points). Tolerances: ±0.75 pt on default_offerwall
/// (0.96 px per point), ±0.9 on offerwall_ui_test2 (0.85), ±1.3 on the three-panel images (0.79).
/// `Scripts/fidelity/check.py` prints the same rows for looking at them.
@Suite struct FidelityGeometryTests {
    /// One measured element of a screenshot.
    struct Measurement: Decodable, Sendable {
        let document: String
        let id: String
        let text: String?
        let kind: String
        let source: String
        /// `ink`: the text's drawn pixels; `frame`: the node's frame.
        let measure: String
        /// x, y, width, height on the device, in document points.
        let device: [Double]
        let tolerance: Double
        /// The components checked: x, y, w (width), h (height), r (right edge); empty: not checked.
        let compare: String
        /// 1: only the first of the label's two lines.
        let lines: Int?
        /// Why a measurement is not checked.
        let reason: String?
    }

    static let measurements: [Measurement] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fidelity/device-measurements.json")
        guard let data = try? Data(contentsOf: url),
              let list = try? JSONDecoder().decode([Measurement].self, from: data) else { return [] }
        return list
    }()

    static let documents = Array(Set(measurements.map(\.document))).sorted()

    @Test func everyScreenshotHasADocumentAndMeasurements() {
        #expect(Self.documents == ["default_offerwall", "offerwall_ui_app2-1", "offerwall_ui_app2-2", "offerwall_ui_app2-3",
                                   "offerwall_ui_cps2-1", "offerwall_ui_cps2-2", "offerwall_ui_cps2-3", "offerwall_ui_test2"])
        for document in Self.documents {
            let url = Repository.layouts.appendingPathComponent("fidelity/\(document).json")
            #expect(FileManager.default.fileExists(atPath: url.path), "\(url.path)")
            let checked = Self.measurements.filter { $0.document == document && !$0.compare.isEmpty }
            #expect(checked.count >= 10, "\(document): \(checked.count) checked measurements")
        }
        // Every measurement left out says why.
        #expect(Self.measurements.filter { $0.compare.isEmpty && ($0.reason ?? "").isEmpty }.isEmpty)
    }

    @Test(arguments: documents)
    func matchesTheScreenshot(_ document: String) throws {
        let pipeline = RenderPipeline()
        let url = Repository.layouts.appendingPathComponent("fidelity/\(document).json")
        let tree = pipeline.layout(try pipeline.load(url))
        #expect(tree.scale == 3)
        pipeline.renderer.withPixels(of: tree) { view, warnings in
            #expect(warnings.isEmpty, "\(warnings)")
            for m in Self.measurements where m.document == document && !m.compare.isEmpty {
                guard let node = tree.root.first(kind: m.kind, source: m.source) else {
                    Issue.record("\(document): \(m.id): no \(m.kind) node for \(m.source)")
                    continue
                }
                let ours: CGRect?
                if m.measure == "ink" {
                    ours = InkBox.measure(view, in: Self.textRegion(node, firstLineOnly: m.lines == 1), scale: tree.scale)
                } else {
                    ours = node.frame
                }
                guard let ours else {
                    Issue.record("\(document): \(m.id): no ink drawn in \(node.frame)")
                    continue
                }
                let d = m.device
                let values: [Character: (ours: Double, device: Double)] = [
                    "x": (ours.minX, d[0]), "y": (ours.minY, d[1]), "w": (ours.width, d[2]), "h": (ours.height, d[3]),
                    "r": (ours.maxX, d[0] + d[2]),
                ]
                for component in m.compare {
                    guard let (o, v) = values[component] else { continue }
                    #expect(abs(o - v) <= m.tolerance,
                            "\(document): \(m.id) \(m.text ?? "") \(component): ours \(o), device \(v) (±\(m.tolerance))")
                }
            }
        }
    }

    /// Where a text node's ink is looked for: its frame (a pill's inside, leaving out its stroke and
    /// rounded ends), or its first line.
    static func textRegion(_ node: LayoutNode, firstLineOnly: Bool) -> CGRect {
        let f = node.frame
        if node.kind == .filterItem { return f.insetBy(dx: 11, dy: 4) }
        if firstLineOnly { return CGRect(x: f.minX - 1, y: f.minY, width: f.width + 2, height: f.height / 2) }
        return f.insetBy(dx: -1, dy: -1)
    }
}

/// The ink box of a region of a rendered frame, measured as on the screenshots: pixels whose colour
/// differs from the region's most frequent colour by more than 30 (RGB distance), the first and
/// last rows and columns counted by how much they are covered.
enum InkBox {
    static func measure(_ view: PixelBuffer, in region: CGRect, scale: Int) -> CGRect? {
        let s = Double(scale)
        let x0 = max(0, Int((Double(region.minX) * s).rounded())), y0 = max(0, Int((Double(region.minY) * s).rounded()))
        let x1 = min(view.width, Int((Double(region.maxX) * s).rounded()))
        let y1 = min(view.height, Int((Double(region.maxY) * s).rounded()))
        guard x1 > x0, y1 > y0 else { return nil }
        func pixel(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let o = y * view.stride + x * 4
            return (Double(view.bytes[o + 2]), Double(view.bytes[o + 1]), Double(view.bytes[o]))   // Cairo's BGRA
        }
        // The background: the most frequent colour, quantised to 4 levels.
        var counts: [Int: (count: Int, sum: (Double, Double, Double))] = [:]
        for y in y0..<y1 {
            for x in x0..<x1 {
                let (r, g, b) = pixel(x, y)
                let key = (Int(r) / 4) << 16 | (Int(g) / 4) << 8 | Int(b) / 4
                let e = counts[key] ?? (0, (0, 0, 0))
                counts[key] = (e.count + 1, (e.sum.0 + r, e.sum.1 + g, e.sum.2 + b))
            }
        }
        guard let mode = counts.max(by: { $0.value.count < $1.value.count })?.value else { return nil }
        let bg = (mode.sum.0 / Double(mode.count), mode.sum.1 / Double(mode.count), mode.sum.2 / Double(mode.count))
        var distance = [Double](repeating: 0, count: (x1 - x0) * (y1 - y0))
        var maxDistance = 0.0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let (r, g, b) = pixel(x, y)
                let d = ((r - bg.0) * (r - bg.0) + (g - bg.1) * (g - bg.1) + (b - bg.2) * (b - bg.2)).squareRoot()
                distance[(y - y0) * (x1 - x0) + (x - x0)] = d
                maxDistance = max(maxDistance, d)
            }
        }
        guard maxDistance >= 30 else { return nil }
        var columns = [Double](repeating: 0, count: x1 - x0), rows = [Double](repeating: 0, count: y1 - y0)
        for y in 0..<(y1 - y0) {
            for x in 0..<(x1 - x0) {
                let c = min(1, distance[y * (x1 - x0) + x] / maxDistance)
                columns[x] = max(columns[x], c)
                rows[y] = max(rows[y], c)
            }
        }
        guard let first = columns.firstIndex(where: { $0 > 0.12 }), let last = columns.lastIndex(where: { $0 > 0.12 }),
              let top = rows.firstIndex(where: { $0 > 0.12 }), let bottom = rows.lastIndex(where: { $0 > 0.12 }) else { return nil }
        let left = Double(first) + 1 - columns[first], right = Double(last) + columns[last]
        let upper = Double(top) + 1 - rows[top], lower = Double(bottom) + rows[bottom]
        return CGRect(x: (Double(x0) + left) / s, y: (Double(y0) + upper) / s, width: (right - left) / s, height: (lower - upper) / s)
    }
}

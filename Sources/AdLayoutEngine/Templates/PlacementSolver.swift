import Foundation
import AdLayoutModel

/// Solves a template's frames in order: each element's rules refer only to the item and to
/// earlier elements, so one pass places everything (decoding has checked that every frame
/// resolves).
struct PlacementSolver {
    let elements: [TemplateElement]
    let factory: ElementFactory

    /// A placed element.
    struct Solved {
        var frame: CGRect
        /// Absolute y of the first text baseline (text and button elements; else the frame's top).
        var baseline: CGFloat
        /// The text measured at the frame's width (text and button elements).
        var metrics: TextMetrics?
    }

    /// Frames of the first `count` elements (all by default) inside `bounds`; `texts[i]` is what
    /// element `i` shows (nil for images and boxes).
    func solve(in bounds: CGRect, texts: [String?], count: Int? = nil) -> [Solved] {
        var solved: [Solved] = []
        solved.reserveCapacity(elements.count)
        for (i, element) in elements.prefix(count ?? elements.count).enumerated() {
            solved.append(place(element, text: texts[i] ?? "", in: bounds, after: solved))
        }
        return solved
    }

    private func value(_ anchor: Anchor, bounds: CGRect, _ solved: [Solved]) -> CGFloat {
        let base: CGFloat
        switch anchor.target {
        case .element(let i) where solved.indices.contains(i):
            base = edge(anchor.edge, of: solved[i].frame, baseline: solved[i].baseline)
        default:
            // The item (or, for a rule built in code that names no earlier element, the item too).
            base = edge(anchor.edge, of: bounds, baseline: bounds.minY)
        }
        return base + anchor.offset
    }

    private func edge(_ edge: Anchor.Edge, of r: CGRect, baseline: CGFloat) -> CGFloat {
        switch edge {
        case .minX: r.minX
        case .midX: r.minX + r.width / 2
        case .maxX: r.maxX
        case .minY: r.minY
        case .midY: r.minY + r.height / 2
        case .maxY: r.maxY
        case .baseline: baseline
        }
    }

    private func place(_ e: TemplateElement, text: String, in bounds: CGRect, after solved: [Solved]) -> Solved {
        let r = e.frame
        let v = { (a: Anchor?) in a.map { value($0, bounds: bounds, solved) } }
        let x1 = v(r.left), x2 = v(r.right), cx = v(r.centerX)
        let y1 = v(r.top), y2 = v(r.bottom), cy = v(r.centerY), bl = v(r.baseline)

        var width = r.width ?? ((x1 != nil && x2 != nil) ? max(0, x2! - x1!) : nil)
        var height = r.height ?? ((y1 != nil && y2 != nil) ? max(0, y2! - y1!) : nil)
        if width == nil, let ratio = r.aspectRatio, let h = height { width = h * ratio.width / ratio.height }
        var measured: (size: CGSize, metrics: TextMetrics)?
        if width == nil {
            // Fits its text, up to the item's edge on the side it grows towards.
            let limit: CGFloat
            if let x1 { limit = bounds.maxX - x1 } else if let x2 { limit = x2 - bounds.minX }
            else { limit = 2 * min((cx ?? bounds.midX) - bounds.minX, bounds.maxX - (cx ?? bounds.midX)) }
            measured = measure(e, text, width: nil, limit: limit)
            width = measured!.size.width
        }
        let w = max(0, width ?? 0)
        if height == nil, let ratio = r.aspectRatio { height = w * ratio.height / ratio.width }
        if e.hasText && (measured == nil || measured!.size.width != w) {
            measured = measure(e, text, width: w, limit: w)
        }
        let h = max(0, height ?? measured?.size.height ?? 0)

        // Where the first baseline sits inside the frame: labels centre their text vertically.
        var baselineOffset: CGFloat = 0
        if e.hasText, let m = measured, !text.isEmpty {
            let inset = e.kind == .button ? e.style.inset : .zero
            let inner = h - inset.vertical
            baselineOffset = inset.top + (inner - m.metrics.height) / 2 + m.metrics.baseline
        }
        let x = x1 ?? x2.map { $0 - w } ?? (cx ?? bounds.midX) - w / 2
        let y = y1 ?? y2.map { $0 - h } ?? cy.map { $0 - h / 2 } ?? (bl ?? bounds.minY) - baselineOffset
        return Solved(frame: CGRect(x: x, y: y, width: w, height: h), baseline: y + baselineOffset, metrics: measured?.metrics)
    }

    /// A text's or button's size: `width` fixed, or fitted up to `limit`. Empty text has no
    /// size of its own, as a `UILabel`'s intrinsic size.
    private func measure(_ e: TemplateElement, _ text: String, width: CGFloat?, limit: CGFloat)
        -> (size: CGSize, metrics: TextMetrics)
    {
        let inset = e.kind == .button ? e.style.inset : .zero
        if text.isEmpty {
            return (CGSize(width: width ?? inset.horizontal, height: inset.vertical),
                    TextMetrics(width: 0, height: 0, baseline: 0, lineCount: 0, isTruncated: false))
        }
        var a = LabelAttribute(width: width.map { max(0, $0 - inset.horizontal) } ?? CGFloat.wrapContent, height: 0,
                               font: e.style.font, numberOfLines: e.style.numberOfLines)
        a.lineBreakMode = e.style.lineBreakMode
        let (size, metrics) = factory.labelSize(a, text: text, maxWidth: limit - inset.horizontal)
        return (CGSize(width: size.width + inset.horizontal, height: size.height + inset.vertical), metrics)
    }
}

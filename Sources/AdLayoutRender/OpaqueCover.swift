import AdLayoutEngine
import AdLayoutModel
import Foundation

/// The parts of a node's background that no later, opaque fill paints over (occlusion culling).
///
/// A full-screen offerwall paints its canvas-sized background and then, over most of it, the
/// opaque backgrounds of its bars and items: the canvas was written twice. Leaving out of a fill the
/// rectangles that a descendant's opaque, square-cornered background covers changes no pixel, since
/// that fill replaces whatever lies beneath it, provided every pixel of the hole is covered whole:
/// all rects sit on the device-pixel grid (``PixelGrid/snap(_:scale:)``), and no rounded clip
/// (whose antialiased edge would blend the two layers) lies between the two fills. The painter asks
/// only for square backgrounds drawn under no rounded clip; this type checks the path down to
/// each covering descendant.
struct OpaqueCover {
    /// A rectangle in device pixels, half-open: `x0..<x1`, `y0..<y1`.
    struct PixelRect: Equatable {
        var x0, y0, x1, y1: Int

        var isEmpty: Bool { x0 >= x1 || y0 >= y1 }

        func intersection(_ other: PixelRect) -> PixelRect {
            PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        }
    }

    /// More covering descendants than this, or more pieces left, and the node is filled whole:
    /// the bookkeeping would cost more than the pixels it saves.
    static let holeLimit = 64
    static let pieceLimit = 512

    /// Device-pixel coordinates are kept within ±this: far past any canvas, and `Int` never traps.
    static let coordinateLimit = CGFloat(1 << 30)

    /// `rect` (already snapped to the device-pixel grid) in device pixels; empty when a coordinate
    /// is not finite (such a rect covers nothing).
    static func pixels(_ rect: CGRect, scale: Int) -> PixelRect {
        let s = CGFloat(scale)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        func pixel(_ v: CGFloat) -> Int { Int(min(coordinateLimit, max(-coordinateLimit, (v * s).rounded()))) }
        return PixelRect(x0: pixel(rect.minX), y0: pixel(rect.minY), x1: pixel(rect.maxX), y1: pixel(rect.maxY))
    }

    /// The parts of `node`'s background (`rect`, its snapped frame) left to paint, in points; nil
    /// when no descendant covers any of it (fill it whole).
    static func uncoveredParts(of node: LayoutNode, rect: CGRect, scale: Int) -> [CGRect]? {
        let area = pixels(rect, scale: scale)
        var holes: [PixelRect] = []
        guard collectHoles(under: node, clip: area, scale: scale, into: &holes), !holes.isEmpty else { return nil }
        guard let pieces = subtract(holes, from: area) else { return nil }
        let s = CGFloat(scale)
        return pieces.map {
            CGRect(x: CGFloat($0.x0) / s, y: CGFloat($0.y0) / s, width: CGFloat($0.x1 - $0.x0) / s, height: CGFloat($0.y1 - $0.y0) / s)
        }
    }

    /// Adds the covered rects among `node`'s descendants, each cut to `clip` (the square clips
    /// on the way down); false past ``holeLimit``. A descendant under a rounded clip covers nothing.
    private static func collectHoles(under node: LayoutNode, clip: PixelRect, scale: Int, into holes: inout [PixelRect]) -> Bool {
        for child in node.children where !child.isHidden && child.alpha >= 1 {
            let frame = pixels(PixelGrid.snap(child.frame, scale: scale), scale: scale)
            let box = child.box
            if box.backgroundColor.alpha >= 1 && box.cornerRadius <= 0 {
                let hole = frame.intersection(clip)
                if !hole.isEmpty {
                    guard holes.count < holeLimit else { return false }
                    holes.append(hole)
                }
                // Its own descendants paint over its fill, not this node's.
                continue
            }
            var inner = clip
            if box.clipsToBounds {
                if box.cornerRadius > 0 { continue }
                inner = inner.intersection(frame)
            }
            if inner.isEmpty { continue }
            guard collectHoles(under: child, clip: inner, scale: scale, into: &holes) else { return false }
        }
        return true
    }

    /// `area` minus every hole, as disjoint rects; nil past ``pieceLimit``.
    static func subtract(_ holes: [PixelRect], from area: PixelRect) -> [PixelRect]? {
        var pieces = [area]
        for hole in holes {
            var next: [PixelRect] = []
            next.reserveCapacity(pieces.count + 3)
            for p in pieces {
                let i = p.intersection(hole)
                if i.isEmpty { next.append(p); continue }
                // The bands above and below the hole, then the parts beside it.
                if i.y0 > p.y0 { next.append(PixelRect(x0: p.x0, y0: p.y0, x1: p.x1, y1: i.y0)) }
                if i.y1 < p.y1 { next.append(PixelRect(x0: p.x0, y0: i.y1, x1: p.x1, y1: p.y1)) }
                if i.x0 > p.x0 { next.append(PixelRect(x0: p.x0, y0: i.y0, x1: i.x0, y1: i.y1)) }
                if i.x1 < p.x1 { next.append(PixelRect(x0: i.x1, y0: i.y0, x1: p.x1, y1: i.y1)) }
            }
            guard next.count <= pieceLimit else { return nil }
            pieces = next
        }
        return pieces
    }
}

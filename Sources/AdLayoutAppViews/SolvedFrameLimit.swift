import AdLayoutAutoLayout
import AdLayoutModel
import Foundation

/// How far a view Auto Layout solved may reach: no canvas is larger than
/// ``/AdLayoutSDK/FormatLimits/autoCanvasHeight`` (20,000 pt) a side, so a solved frame beyond
/// ±20,000 pt of its root, or not finite (constraints of 1e30, multipliers that compound), is
/// drawn clipped to that square and named in a warning. What is drawn, written to `--frames` and
/// measured downstream (corner radii, image scaling, outlines) is then bounded by the canvas, not
/// by what the constraints asked for.
enum SolvedFrameLimit {
    /// The farthest a frame's edges may lie from the root's origin, in points.
    static let reach = Double(FormatLimits.autoCanvasHeight)

    /// ``reach`` as messages write it: `20,000`.
    static let reachText = "\(Int(reach) / 1000),\(String(Int(reach) % 1000 + 1000).dropFirst())"

    /// Whether every number of `frame` is finite and its edges lie within ±``reach``.
    static func contains(_ frame: LayoutRect) -> Bool {
        let edges = [frame.x, frame.y, frame.x + frame.width, frame.y + frame.height]
        return edges.allSatisfy { $0.isFinite && abs($0) <= reach } && frame.width.isFinite && frame.height.isFinite
    }

    /// `frame` itself when ``contains(_:)``, else its part within ±``reach`` (a number that is not
    /// finite counts as the limit it runs to; NaN as 0).
    static func clamped(_ frame: LayoutRect) -> LayoutRect {
        guard !contains(frame) else { return frame }
        func bounded(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -reach), reach) }
        let x = bounded(frame.x), y = bounded(frame.y)
        let right = bounded(frame.x + frame.width), bottom = bounded(frame.y + frame.height)
        return LayoutRect(x: x, y: y, width: max(0, right - x), height: max(0, bottom - y))
    }

    /// A warning at each view's element whose solved frame (in the root's space) is beyond the limit.
    static func diagnostics(_ result: LayoutResult, tree: XIBViewTree, file: String) -> [Diagnostic] {
        result.itemIDs.compactMap { id -> Diagnostic? in
            guard let view = tree.views[id], let frame = result.frameInRoot(of: id), !contains(frame) else { return nil }
            func n(_ v: Double) -> String { v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }
            return Diagnostic(.warning, code: .constraints, file: file, path: "",
                              location: SourceLocation(line: view.source.line, column: view.source.column, offset: 0),
                              message: "the constraints make \(view.kind.nodeName) \(id) \(n(frame.width)) × \(n(frame.height)) pt "
                                + "at (\(n(frame.x)), \(n(frame.y))), beyond the \(reachText)-pt "
                                + "reach of a canvas (or not finite): it is drawn clipped to it")
        }
    }
}

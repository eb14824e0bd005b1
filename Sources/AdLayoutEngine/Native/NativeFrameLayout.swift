import Foundation
import AdLayoutModel

/// A native frame: the ads stacked top to bottom on a plain canvas, `spacing` apart and from the
/// top, each centred in the canvas less 16 pt margins (its default width).
struct NativeFrameLayout {
    let measurer: any TextMeasuring
    static let margin: CGFloat = 16

    /// The screen's node and where its content ends (the last ad's bottom plus the spacing).
    func layout(_ screen: ResolvedNativeScreen, canvas: CGSize) -> (LayoutNode, CGFloat) {
        var root = LayoutNode(kind: .screen, frame: CGRect(origin: .zero, size: canvas),
                              box: BoxStyle(backgroundColor: screen.background, clipsToBounds: true))
        let container = CGRect(x: Self.margin, y: 0, width: max(0, canvas.width - 2 * Self.margin), height: canvas.height)
        var y = screen.spacing
        for (index, placement) in screen.ads.enumerated() {
            var nodes = placement.layout(in: container, y: y, measurer: measurer)
            for i in nodes.indices {
                if nodes[i].kind == .adLabel { nodes[i].source = .jsonPath("ads[\(index)].adLabel"); continue }
                nodes[i].source = .jsonPath("ads[\(index)]")
                SourcePaths.stampNativeAd(&nodes[i], path: "ads[\(index)].ad")
            }
            root.children += nodes
            y = (nodes.last?.frame.maxY ?? y) + screen.spacing
        }
        return (root, y)
    }
}

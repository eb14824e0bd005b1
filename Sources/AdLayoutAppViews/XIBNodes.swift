import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutModel
import Foundation

/// Solved XIB views as the engine's nodes: each view at its frame in the canvas, painted as the XIB
/// says, named by its outlet (or its element), with its IB id, where it is written and its constraints.
struct XIBNodes {
    let tree: XIBViewTree
    let result: LayoutResult
    /// Outlet names by view id (the root's and File's Owner's outlets).
    let outlets: [String: String]
    /// Texts that replace the XIB's, by view id.
    var texts: [String: String] = [:]
    /// Images that replace the XIB's placeholders, by view id.
    var images: [String: ImageSource] = [:]
    /// Views hidden or shown against the XIB, by view id.
    var hidden: [String: Bool] = [:]
    /// Boxes set in code, by view id.
    var boxes: [String: BoxStyle] = [:]
    /// Text colours set in code, by view id.
    var colors: [String: Color] = [:]
    /// Alphas set in code, by view id.
    var alphas: [String: CGFloat] = [:]
    /// Ranges of texts drawn otherwise (an `attributedText`), by view id.
    var runs: [String: [TextRun]] = [:]

    /// The root view's node at `origin` in the canvas.
    func node(at origin: CGPoint) -> LayoutNode { viewNode(tree.root, origin: origin) }

    private func viewNode(_ view: AppView, origin: CGPoint) -> LayoutNode {
        let f = SolvedFrameLimit.clamped(result.frameInRoot(of: view.id) ?? .zero)
        // The frame is the alignment rectangle Auto Layout placed, with the view's alignment insets around it.
        let insets = tree.alignmentInsets[view.id] ?? .zero
        let frame = CGRect(x: origin.x + CGFloat(f.x - insets.left), y: origin.y + CGFloat(f.y - insets.top),
                           width: CGFloat(f.width + insets.left + insets.right), height: CGFloat(f.height + insets.top + insets.bottom))
        var content = NodeContent.none
        var box = view.button != nil ? ButtonLook.box(view, height: frame.height) : view.box
        var parts: [LayoutNode] = []
        if let style = view.textStyle {
            var text = texts[view.id] ?? view.text ?? ""
            var color = colors[view.id] ?? style.color
            var field = EdgeInsets.zero
            var bordered = false
            switch view.textKind {
            case .textField(let placeholder, let borderStyle)?:
                if text.isEmpty, let placeholder {
                    text = placeholder
                    color = UIKitDefaults.placeholderTextColor
                }
                field = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
                bordered = borderStyle == "roundedRect"
            case .textView?: field = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
            case .label?, nil: break
            }
            var shown = TextContent(string: text, font: style.font, color: color, numberOfLines: style.numberOfLines,
                                    lineBreakMode: style.lineBreakMode, alignment: style.alignment, padding: field)
            shown.runs = runs[view.id] ?? []
            content = .text(shown)
            if bordered, box.strokeWidth == 0 {
                box.strokeColor = UIKitDefaults.textFieldBorderColor
                box.strokeWidth = 0.5
                box.cornerRadius = max(box.cornerRadius, 5)
            }
        } else if view.kind == .imageView {
            content = .image(ImageContent(source: images[view.id]))
        } else if let drawn = ControlDrawing.parts(view, frame: frame) {
            box = drawn.box
            parts = drawn.children
        }
        var node = LayoutNode(kind: NodeKind(rawValue: outlets[view.id] ?? view.kind.nodeName), frame: frame,
                              box: boxes[view.id] ?? box, content: content,
                              children: parts + view.subviews.map { viewNode($0, origin: origin) })
        node.source = .position(view.source)
        node.viewID = view.isIDWritten ? view.id : nil
        node.constraints = tree.constraintsByView[view.id] ?? []
        node.isHidden = hidden[view.id] ?? view.isHidden
        node.alpha = min(1, max(0, alphas[view.id] ?? CGFloat(view.alpha)))
        return node
    }
}

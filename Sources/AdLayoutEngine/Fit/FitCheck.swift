import Foundation
import AdLayoutModel

/// Finds what does not fit in a laid-out tree: labels whose text is cut (by their line count or
/// width) and elements cut by a box that clips them (their item, their section, the list, the
/// canvas). It marks them (``TextContent/isTruncated``, ``LayoutNode/isClipped``) and reports each
/// as a ``FitFinding``.
///
/// What the SDK cuts by design is not clipping: the list scrolls vertically (items below the
/// screen, the note `clipped` says how many), sideways-scrolling sections and the menu and filter
/// rows scroll horizontally (items past the screen edge, pages off the page). Only the topmost cut
/// node of a branch is reported (an item cut by the canvas, not each of its labels), and a cut
/// label is reported as clipped, not also as truncated.
///
/// Labels placed with their ``TextMetrics`` already know whether they are cut; others are
/// measured at their frame, as the renderer lays them out.
public struct FitCheck: Sendable {
    /// Measures the texts whose fit layout did not record.
    public let measurer: any TextMeasuring

    /// A check measuring with `measurer` (the layout's).
    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// How far past a clipping box an element may reach before it counts as cut, in points
    /// (rounding of frames, never a visible pixel).
    public static let tolerance: CGFloat = 0.01

    /// Marks and reports every cut text and clipped element of `tree`.
    public func check(_ tree: inout LayoutTree) -> [FitFinding] {
        var findings: [FitFinding] = []
        let canvas = CGRect(origin: .zero, size: tree.canvasSize)
        // The screen clips to the canvas; its own frame is the canvas.
        var clips = ClipStack()
        clips.push(.screen, canvas, scrollsX: false, scrollsY: false)
        for i in tree.root.children.indices {
            visit(&tree.root.children[i], clips: clips, ancestorCut: false) { findings.append($0) }
        }
        return findings
    }

    /// Marks and reports the cut texts and clipped elements among `nodes`, the elements of one
    /// item laid out at `item` (whose box clips them), in the item's order: for runs that lay
    /// items out alone (`adlayout fit`). `visible` is the part of the list the item may use
    /// besides its own box (nil: the item's box is all that clips).
    public func check(elements nodes: inout [LayoutNode], item: CGRect, visible: CGRect? = nil,
                      found: (FitFinding) -> Void) {
        check(elements: &nodes, clips: Self.clips(item: item, visible: visible), found: found)
    }

    /// What clips an item's elements: its box, and `visible`.
    static func clips(item: CGRect, visible: CGRect?) -> ClipStack {
        var clips = ClipStack()
        if let visible { clips.push(.listView, visible, scrollsX: false, scrollsY: false) }
        clips.push(.item, item, scrollsX: false, scrollsY: false)
        return clips
    }

    /// ``check(elements:item:visible:found:)`` with the clipping boxes made once (``clips(item:visible:)``).
    func check(elements nodes: inout [LayoutNode], clips: ClipStack, found: (FitFinding) -> Void) {
        for i in nodes.indices { visit(&nodes[i], clips: clips, ancestorCut: false, found: found) }
    }

    /// Checks `node` (and its children) against the boxes that clip it.
    private func visit(_ node: inout LayoutNode, clips: ClipStack, ancestorCut: Bool, found: (FitFinding) -> Void) {
        // A hidden view (and what it holds) is never drawn: nothing of it can be cut (a hidden 0 × 0 label included).
        guard !node.isHidden else { return }
        let cut = Self.drawsSomething(node) ? clips.cutter(of: node.frame) : nil
        if let cut {
            node.isClipped = true
            if !ancestorCut {
                found(FitFinding(kind: node.kind, path: node.source?.description ?? "", frame: node.frame, text: node.text,
                                 problem: .clipped(by: cut.kind, bounds: cut.bounds)))
            }
        }
        if case .text(var content) = node.content, !content.string.isEmpty {
            if content.isTruncated == nil {
                let inner = node.frame.inset(by: content.padding)
                content.record(measurer.measure(content.string, font: content.font, maxWidth: max(0, inner.width),
                                                numberOfLines: content.numberOfLines, lineBreakMode: content.lineBreakMode,
                                                lineBreakStrategy: content.lineBreakStrategy))
                node.content = .text(content)
            }
            if content.isTruncated == true && cut == nil && !ancestorCut {
                found(FitFinding(kind: node.kind, path: node.source?.description ?? "", frame: node.frame, text: content.string,
                                 problem: .truncated(shown: content.shownText)))
            } else if cut == nil && !ancestorCut, let ink = inkOutsideRoundedBox(node, content) {
                found(FitFinding(kind: node.kind, path: node.source?.description ?? "", frame: node.frame, text: content.string,
                                 problem: .inkOutsideBox(ink: ink)))
            }
        }
        guard !node.children.isEmpty else { return }
        var inner = clips
        if node.box.clipsToBounds {
            // The list scrolls vertically; sideways sections and the menu rows scroll horizontally.
            let sideways = node.kind == .section || node.kind == .menuView || node.kind == .filterView
            inner.push(node.kind, node.frame, scrollsX: sideways, scrollsY: node.kind == .listView)
        } else if node.kind == .menuView || node.kind == .filterView {
            inner.allowHorizontalScrolling()
        }
        let childrenCut = ancestorCut || cut != nil
        for i in node.children.indices { visit(&node.children[i], clips: inner, ancestorCut: childrenCut, found: found) }
    }

    /// Where a label's glyphs are drawn when they reach past the rounded corners of its own
    /// painted box (a badge, a round button), which cut them; nil when they fit, or the box is
    /// square or unpainted.
    private func inkOutsideRoundedBox(_ node: LayoutNode, _ content: TextContent) -> CGRect? {
        let r = min(node.box.cornerRadius, node.frame.width / 2, node.frame.height / 2)
        guard r > 0, !node.box.isInvisible,
              let local = measurer.inkBounds(of: content, in: node.frame.size) else { return nil }
        let ink = local.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
        let corners = [CGPoint(x: ink.minX, y: ink.minY), CGPoint(x: ink.maxX, y: ink.minY),
                       CGPoint(x: ink.minX, y: ink.maxY), CGPoint(x: ink.maxX, y: ink.maxY)]
        return corners.allSatisfy { Self.roundedRect(node.frame, radius: r, contains: $0) } ? nil : ink
    }

    /// How far ink may reach past a box's edge before it counts as cut, in points (anti-aliasing).
    static let inkTolerance: CGFloat = 0.25

    /// Whether `p` is inside `rect` with corners of radius `r` (within ``inkTolerance``).
    static func roundedRect(_ rect: CGRect, radius r: CGFloat, contains p: CGPoint) -> Bool {
        let t = inkTolerance
        guard p.x >= rect.minX - t, p.x <= rect.maxX + t, p.y >= rect.minY - t, p.y <= rect.maxY + t else { return false }
        // In a corner square, the point must be within the corner's circle.
        let cx = p.x < rect.minX + r ? rect.minX + r : p.x > rect.maxX - r ? rect.maxX - r : p.x
        let cy = p.y < rect.minY + r ? rect.minY + r : p.y > rect.maxY - r ? rect.maxY - r : p.y
        let dx = p.x - cx, dy = p.y - cy
        return (dx * dx + dy * dy).squareRoot() <= r + t
    }

    /// Whether a node paints anything (an empty, boxless node cut by its parent is no loss).
    private static func drawsSomething(_ node: LayoutNode) -> Bool {
        switch node.content {
        case .text(let t): if !t.string.isEmpty { return true }
        case .image: return true
        case .none: break
        }
        return !node.box.isInvisible || !node.children.isEmpty
    }
}

/// The boxes that clip a node, innermost last, each with the directions it scrolls (content past
/// it that way is cut by design).
struct ClipStack {
    struct Box {
        var kind: NodeKind
        var bounds: CGRect
        var scrollsX: Bool
        var scrollsY: Bool
    }

    private var boxes: [Box] = []
    /// Content scrolls horizontally past every box so far (a scrolling row without a clip of its own).
    private var scrollsX = false

    mutating func push(_ kind: NodeKind, _ bounds: CGRect, scrollsX: Bool, scrollsY: Bool) {
        // A box that scrolls one way lets everything inside it past the outer boxes that way too.
        if scrollsX { for i in boxes.indices { boxes[i].scrollsX = true } }
        if scrollsY { for i in boxes.indices { boxes[i].scrollsY = true } }
        boxes.append(Box(kind: kind, bounds: bounds, scrollsX: scrollsX || self.scrollsX, scrollsY: scrollsY))
    }

    mutating func allowHorizontalScrolling() {
        scrollsX = true
        for i in boxes.indices { boxes[i].scrollsX = true }
    }

    /// The innermost box that cuts `frame` in a direction it does not scroll; nil when none does.
    func cutter(of frame: CGRect) -> Box? {
        let t = FitCheck.tolerance
        for box in boxes.reversed() {
            let b = box.bounds
            let cutX = !box.scrollsX && (frame.minX < b.minX - t || frame.maxX > b.maxX + t)
            let cutY = !box.scrollsY && (frame.minY < b.minY - t || frame.maxY > b.maxY + t)
            if cutX || cutY { return box }
        }
        return nil
    }
}

import Foundation
import AdLayoutModel
import AdLayoutEngine

/// The title + desc/point block shared by the icon and feed item views: a title of up to
/// `titleLabel.numberOfLines` lines, then one line with desc, original point, point icon, amount
/// and unit on a common baseline.
///
/// Horizontal rule: the block spans `minX…maxX`; the first element of each line starts its own
/// `leadingSpace` after `minX`, later elements `leadingSpace` after the element before them.
/// Vertical rule: the desc label's top is `descLabel.interSpace` below the title (the point line's
/// larger amount may rise above it: the pieces share the desc's baseline); a point line of its
/// own starts `pointAmountLabel.interSpace` below the desc.
public struct AdTextBlock: Sendable {
    /// The section's layout values.
    public let layout: ItemLayoutProperties
    /// Makes the label and image nodes.
    public let elements: ElementFactory

    /// A block styled by `layout`.
    public init(layout: ItemLayoutProperties, measurer: any TextMeasuring) {
        self.layout = layout
        self.elements = ElementFactory(measurer: measurer)
    }

    /// Height of the block when the title takes all its allowed lines (uniform item sizes).
    public func maximumHeight() -> CGFloat {
        place(item: UniformHeightProbe.adItem, minX: 0, maxX: 10_000, y: 0, reserveTitleLines: true).height
    }

    /// The block's nodes with its top at `y`, and its height.
    ///
    /// Lines: the title (unless `titleVisible` is false), then — unless `showOnlyTitle` — the desc
    /// and point on one line (`singleLineInformation`), or the desc on its own line above the point line.
    /// `reserveTitleLines` sizes the title for all its lines (used for uniform item heights).
    public func place(item: AdListItem, minX: CGFloat, maxX: CGFloat, y: CGFloat, reserveTitleLines: Bool = false)
        -> (nodes: [LayoutNode], height: CGFloat)
    {
        var nodes: [LayoutNode] = []
        var cy = y
        if layout.titleVisible {
            let t = layout.titleLabel
            let titleX = minX + t.leadingSpace
            let (titleSize, titleMetrics) = elements.labelSize(t, text: item.appName, maxWidth: maxX - titleX)
            nodes.append(elements.label(.titleLabel, t, text: item.appName,
                                        frame: CGRect(x: titleX, y: cy, width: titleSize.width, height: titleSize.height),
                                        metrics: titleMetrics))
            var h = titleSize.height
            if reserveTitleLines {
                h = max(h, t.height, elements.lineHeight(t.font, lines: max(1, t.numberOfLines)))
            }
            cy += h
        }
        guard !layout.showOnlyTitle else { return (nodes, cy - y) }
        if layout.titleVisible { cy += layout.descLabel.interSpace }
        let info = placeInformation(item: item, minX: minX, maxX: maxX, y: cy, reserveEmptyDesc: true)
        return (nodes + info.nodes, cy + info.height - y)
    }

    /// The desc and point with their top at `y`: one line (`singleLineInformation`), or the desc on
    /// its own line above the point line. `reserveEmptyDesc` keeps the desc line's height when a
    /// state message leaves the desc empty, so rows stay aligned.
    public func placeInformation(item: AdListItem, minX: CGFloat, maxX: CGFloat, y: CGFloat, reserveEmptyDesc: Bool)
        -> (nodes: [LayoutNode], height: CGFloat)
    {
        var nodes: [LayoutNode] = []
        var cy = y
        var content = PointLineContent(item: item, layout: layout)
        if !layout.singleLineInformation && (reserveEmptyDesc || !content.desc.isEmpty) {
            let d = layout.descLabel
            let dx = minX + d.leadingSpace
            let text = content.desc.isEmpty ? " " : content.desc
            let (ds, dm) = elements.labelSize(d, text: text, maxWidth: maxX - dx)
            if !content.desc.isEmpty {
                nodes.append(elements.label(.descLabel, d, text: content.desc,
                                            frame: CGRect(x: dx, y: cy, width: ds.width, height: ds.height), metrics: dm))
            }
            cy += ds.height + layout.pointAmountLabel.interSpace
            content.desc = ""
        }
        let line = placePointLine(content, minX: minX, maxX: maxX, y: cy, descSlot: layout.singleLineInformation)
        nodes += line.nodes
        cy += line.height
        return (nodes, cy - y)
    }

    /// Places the desc/point line with the desc's top at `y` (the line's top when it has no desc, or
    /// with `descSlot`, where an empty desc's top would be); the height runs from `y` to the line's bottom.
    public func placePointLine(_ content: PointLineContent, minX: CGFloat, maxX: CGFloat, y: CGFloat, descSlot: Bool = false)
        -> (nodes: [LayoutNode], height: CGFloat)
    {
        enum Piece { case label(NodeKind, LabelAttribute, String, Color?, Bool), icon }
        var pieces: [Piece] = []
        if !content.desc.isEmpty { pieces.append(.label(.descLabel, layout.descLabel, content.desc, nil, false)) }
        if let p = content.descPoint { pieces.append(.label(.descPointLabel, layout.descPointLabel, p, nil, true)) }
        if content.showsPointIcon && layout.pointIconImage.width > 0 { pieces.append(.icon) }
        var amountAttr = layout.pointAmountLabel
        if content.amountIsMessage {
            amountAttr.font.size = layout.descLabel.font.size
            amountAttr.leadingSpace = 0
        }
        pieces.append(.label(.pointAmountLabel, amountAttr, content.amount, content.amountColor, false))
        if let unit = content.unit { pieces.append(.label(.pointUnitLabel, layout.pointUnitLabel, unit, nil, false)) }

        // Measure and place along x; the desc slot's leadingSpace starts the line even when empty.
        struct Placed { var kind: NodeKind; var x: CGFloat; var size: CGSize; var metrics: TextMetrics?; var piece: Piece }
        var placed: [Placed] = []
        var x = minX + layout.descLabel.leadingSpace
        for (i, piece) in pieces.enumerated() {
            switch piece {
            case .icon:
                let a = layout.pointIconImage
                if i > 0 { x += a.leadingSpace }
                placed.append(Placed(kind: .pointIconImage, x: x, size: CGSize(width: a.width, height: a.height),
                                     metrics: nil, piece: piece))
                x += a.width
            case .label(let kind, let attr, let text, _, _):
                if i > 0 { x += attr.leadingSpace }
                let (size, metrics) = elements.labelSize(attr, text: text, maxWidth: maxX - x)
                placed.append(Placed(kind: kind, x: x, size: size, metrics: metrics, piece: piece))
                x += size.width
            }
        }
        // Common baseline: the largest ascent among labels; the icon centres on the amount's x-height.
        let baseline = placed.map { $0.metrics?.baseline ?? 0 }.max() ?? 0
        let amountSize = amountAttr.font.size
        let iconCentre = baseline - amountSize * 0.36
        var top = CGFloat.greatestFiniteMagnitude, bottom = -CGFloat.greatestFiniteMagnitude
        var frames: [CGRect] = []
        for p in placed {
            var py: CGFloat = p.kind == .pointIconImage ? iconCentre - p.size.height / 2 : baseline - (p.metrics?.baseline ?? 0)
            if case .label(.pointUnitLabel, let attr, _, _, _) = p.piece { py -= TnkDefaults.pointUnitRise * attr.font.size }
            let f = CGRect(x: p.x, y: py, width: p.size.width, height: p.size.height)
            frames.append(f)
            top = min(top, f.minY); bottom = max(bottom, f.maxY)
        }
        if placed.isEmpty { return ([], 0) }
        // The desc's top anchors the line; without a desc, where its top would be, so a card without
        // one keeps its point line where its neighbours have theirs (and inside the uniform height).
        let descTop = zip(placed, frames).first { $0.0.kind == .descLabel }?.1.minY
            ?? (descSlot ? emptyDescTop(baseline: baseline) : nil)
        let anchor = descTop ?? top
        var nodes: [LayoutNode] = []
        for (p, f) in zip(placed, frames) {
            let frame = f.offsetBy(dx: 0, dy: y - anchor)
            switch p.piece {
            case .icon:
                nodes.append(elements.image(.pointIconImage, layout.pointIconImage, source: nil, frame: frame,
                                            tint: layout.pointAmountLabel.color))
            case .label(let kind, let attr, let text, let color, let strike):
                nodes.append(elements.label(kind, attr, text: text, frame: frame, color: color, strikethrough: strike,
                                            metrics: p.metrics))
            }
        }
        return (nodes, bottom - anchor)
    }

    /// Where the desc label's top would be on a line whose common baseline is at `baseline`.
    private func emptyDescTop(baseline: CGFloat) -> CGFloat {
        baseline - elements.labelSize(layout.descLabel, text: " ", maxWidth: .greatestFiniteMagnitude).metrics.baseline
    }
}

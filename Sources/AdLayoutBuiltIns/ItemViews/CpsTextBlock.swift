import Foundation
import AdLayoutModel
import AdLayoutEngine

/// The text of shopping (CPS) item views, top to bottom: title (`titleLabel.numberOfLines`),
/// price line (`productPriceLabel` "20,000원" + `discountRateLabel` "22%", one baseline), then
/// either one line "구매하면 Ⓟ 600 골드" (`singleLineInformation`) or the desc on its own line and
/// the point line under it, the desc `descLabel.interSpace` below the price. Every line starts at
/// `minX`; later elements follow their `leadingSpace`.
public struct CpsTextBlock: Sendable {
    /// The section's layout values.
    public let layout: ItemLayoutProperties
    let block: AdTextBlock
    let elements: ElementFactory

    /// A block styled by `layout`.
    public init(layout: ItemLayoutProperties, measurer: any TextMeasuring) {
        self.layout = layout
        self.block = AdTextBlock(layout: layout, measurer: measurer)
        self.elements = ElementFactory(measurer: measurer)
    }

    /// The block's height when the title takes all its lines.
    public func maximumHeight() -> CGFloat {
        place(item: UniformHeightProbe.adItem, minX: 0, maxX: 1_000, y: 0, fullTitle: true).height
    }

    /// "22%" from the ad's discount ("22" or "22%"); nil when there is none.
    static func rateText(_ item: AdListItem) -> String? {
        guard let d = item.discountPercent?.trimmingCharacters(in: .whitespaces), !d.isEmpty, d != "0" else { return nil }
        return d.hasSuffix("%") ? d : d + "%"
    }

    /// The block's nodes with its top at `y` between `minX` and `maxX`,
    /// and its height; `fullTitle` keeps room for all the title's lines.
    public func place(item: AdListItem, minX: CGFloat, maxX: CGFloat, y: CGFloat, fullTitle: Bool = false)
        -> (nodes: [LayoutNode], height: CGFloat)
    {
        var nodes: [LayoutNode] = []
        var cy = y
        if layout.titleVisible {
            var t = layout.titleLabel
            t.leadingSpace = 0
            // Uniform heights: the title keeps room for all its lines.
            let lines = max(1, t.numberOfLines)
            let lineHeight = elements.lineHeight(t.font, lines: lines)
            let (size, metrics) = elements.labelSize(t, text: item.appName, maxWidth: maxX - minX)
            let h = fullTitle ? max(size.height, lineHeight) : size.height
            nodes.append(elements.label(.titleLabel, t, text: item.appName,
                                        frame: CGRect(x: minX, y: cy, width: size.width, height: size.height), metrics: metrics))
            cy += max(h, t.numberOfLines > 1 ? lineHeight : h)
        }
        if !layout.showOnlyTitle {
            // Price line.
            let p = layout.productPriceLabel, r = layout.discountRateLabel
            cy += p.interSpace
            let (ps, pm) = elements.labelSize(p, text: item.displayPriceText, maxWidth: maxX - minX)
            var lineNodes = [(NodeKind.productPriceLabel, p, item.displayPriceText, ps, pm)]
            if let rate = Self.rateText(item) {
                let (rs, rm) = elements.labelSize(r, text: rate, maxWidth: max(0, maxX - minX - ps.width - r.leadingSpace))
                lineNodes.append((.discountRateLabel, r, rate, rs, rm))
            }
            let baseline = lineNodes.map(\.4.baseline).max() ?? 0
            var x = minX
            var bottom = cy
            for (i, n) in lineNodes.enumerated() {
                if i > 0 { x += n.1.leadingSpace }
                let frame = CGRect(x: x, y: cy + baseline - n.4.baseline, width: n.3.width, height: n.3.height)
                nodes.append(elements.label(n.0, n.1, text: n.2, frame: frame, metrics: n.4))
                x += n.3.width
                bottom = max(bottom, frame.maxY)
            }
            cy = bottom
            // Desc and point: the same lines as the ad views (no line kept for an empty desc).
            if !PointLineContent(item: item, layout: layout).desc.isEmpty {
                cy += layout.descLabel.interSpace
            }
            let info = block.placeInformation(item: item, minX: minX, maxX: maxX, y: cy, reserveEmptyDesc: false)
            nodes += info.nodes
            cy += info.height
        }
        return (nodes, cy - y)
    }
}

import Foundation
import AdLayoutModel

/// A placement view (`AdPlacementView`) at the canvas's width: the header, then the placement's
/// ads as one section. Where it ends is the height `showAdList()` returns, which the canvas takes
/// unless the document fixes it.
///
/// The header (`placementHeader`), inside the layout's `headerInset`: the title at the left in
/// `headerTitleLabel`'s style and, on the title's line at the right, the more link in
/// `headerDescLabel`'s style followed by a chevron (``/AdLayoutSDK/PresetMetrics/placementChevronSize``);
/// the subtitle, if any, under the title in `headerDescLabel`'s style, `headerDescLabel.interSpace` below it.
/// The title gets the width the link leaves. Every ad of a sideways row gets a frame, those past
/// the right edge too (the row clips them; a placement has at most
/// ``/AdLayoutSDK/FormatLimits/placementItems`` ads).
struct PlacementFrameLayout {
    let measurer: any TextMeasuring

    /// The screen's node and where the placement ends.
    func layout(_ placement: ResolvedPlacement, of document: ResolvedDocument, canvas: CGSize) -> (LayoutNode, CGFloat) {
        var root = LayoutNode(kind: .screen, frame: CGRect(origin: .zero, size: canvas),
                              box: BoxStyle(backgroundColor: document.palette.mainBackground, clipsToBounds: true))
        let header = self.header(placement, width: canvas.width)
        root.children.append(header)
        let visible = CGRect(origin: .zero, size: canvas)
        var (section, _) = SectionLayout(measurer: measurer, pageButtonBackground: document.palette.mainBackground)
            .layout(placement.section, index: 0, x: 0, y: header.frame.maxY, width: canvas.width,
                    viewportHeight: document.device.height, visible: visible, path: "", allAcross: true)
        section.source = "items"
        root.children.append(section)
        return (root, section.frame.maxY)
    }

    /// The header's node at the top of a `width` wide placement.
    func header(_ placement: ResolvedPlacement, width: CGFloat) -> LayoutNode {
        let l = placement.section.layout
        let factory = ElementFactory(measurer: measurer)
        let inner = CGRect(x: l.headerInset.left, y: l.headerInset.top, width: max(0, width - l.headerInset.horizontal), height: 0)
        var children: [LayoutNode] = []
        let titleLine = factory.lineHeight(l.headerTitleLabel.font)
        var linkWidth: CGFloat = 0
        if let more = placement.moreLabel, !more.isEmpty {
            let chevron = PresetMetrics.placementChevronSize
            let (size, metrics) = factory.labelSize(l.headerDescLabel, text: more, maxWidth: inner.width / 2)
            linkWidth = size.width + PresetMetrics.placementChevronSpacing + chevron.width
            let x = inner.maxX - linkWidth
            var link = factory.label(.moreLink, l.headerDescLabel, text: more,
                                     frame: CGRect(x: x, y: inner.minY + (titleLine - size.height) / 2,
                                                   width: size.width, height: size.height), metrics: metrics)
            link.source = .jsonPath(placement.moreLabelPath)
            children.append(link)
            var arrow = LayoutNode(kind: .moreChevron,
                                   frame: CGRect(x: inner.maxX - chevron.width, y: inner.minY + (titleLine - chevron.height) / 2,
                                                 width: chevron.width, height: chevron.height),
                                   content: .image(ImageContent(source: ImageSource(.nextArrow), tint: l.headerDescLabel.color)))
            arrow.source = .jsonPath(placement.moreLabelPath)
            children.append(arrow)
        }
        let gap: CGFloat = linkWidth > 0 ? 8 : 0
        let (ts, tm) = factory.labelSize(l.headerTitleLabel, text: placement.title, maxWidth: inner.width - linkWidth - gap)
        var title = factory.label(.headerTitleLabel, l.headerTitleLabel, text: placement.title,
                                  frame: CGRect(x: inner.minX, y: inner.minY, width: ts.width, height: max(ts.height, titleLine)),
                                  metrics: tm)
        title.source = "placement.title"
        children.insert(title, at: 0)
        var y = title.frame.maxY
        if let subtitle = placement.subtitle, !subtitle.isEmpty {
            y += l.headerDescLabel.interSpace
            let (ss, sm) = factory.labelSize(l.headerDescLabel, text: subtitle, maxWidth: inner.width)
            var node = factory.label(.headerDescLabel, l.headerDescLabel, text: subtitle,
                                     frame: CGRect(x: inner.minX, y: y, width: ss.width, height: ss.height), metrics: sm)
            node.source = "placement.subtitle"
            children.append(node)
            y += ss.height
        }
        var node = LayoutNode(kind: .placementHeader, frame: CGRect(x: 0, y: 0, width: width, height: y + l.headerInset.bottom),
                              children: children)
        node.source = "placement"
        return node
    }
}

import Foundation
import AdLayoutModel
import AdLayoutEngine

/// A banner image filling the item, with an "n / N" page label at its trailing-bottom corner.
///
/// The image is styled by `feedImage` (corners, stroke) and shows the ad's `imageUrl`; the label
/// is styled by ``/AdLayoutSDK/ItemLayoutProperties/pageLabelButton`` and hidden by `hidePageView` or when the
/// section has one banner.
public struct BannerItemView: ConstructibleItemView, InsetItemView {
    /// The view.
    public init() {}

    /// The banner image's height at the content width (`feedImage`, `feedImageRatio`).
    public func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        FeedAdListItemView.feedSize(layout, contentWidth: contentWidth).height
    }

    /// The banner image over the whole content, and the "n / N" page
    /// label at its trailing-bottom corner unless hidden or alone.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let f = ElementFactory(measurer: c.measurer)
        var nodes = [f.image(.bannerImage, c.layout.feedImage, source: c.item.imageUrl.map(ImageSource.init), frame: c.contentRect)]
        guard c.numberOfItems > 1, !c.layout.hidePageView else { return nodes }
        let b = c.layout.pageLabelButton
        let text = SectionFooterLayout.pageText(c.itemIndex, of: c.numberOfItems)
        let textWidth = c.measurer.measure(text, font: b.font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping)
            .width.rounded(.up)
        let w = b.width >= 0 ? b.width : textWidth + b.inset.horizontal
        let trailing = c.layout.pageLabelTrailingSpace, bottom = c.layout.pageLabelBottomSpace
        var box = BoxStyle(cornerRadius: b.cornerRadius, strokeColor: b.strokeColor, strokeWidth: b.strokeWidth)
        if case .color(let color)? = b.backgroundNormal { box.backgroundColor = color }
        nodes.append(LayoutNode(kind: .pageLabelButton,
                                frame: CGRect(x: c.contentRect.maxX - trailing - w, y: c.contentRect.maxY - bottom - b.height,
                                              width: w, height: b.height),
                                box: box,
                                content: .text(TextContent(string: text, font: b.font, color: b.colorNormal,
                                                           alignment: .center, padding: b.inset))))
        return nodes
    }
}

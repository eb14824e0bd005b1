import Foundation
import AdLayoutModel
import AdLayoutEngine

/// A feed image across the top (rounded), then the title and the desc/point line
/// (docs/fidelity/sdk-sources.md, the screenshots).
///
/// The feed image is `feedImage.width` wide (negative: the content width) and `feedImage.height`
/// high (negative: width × `feedImageRatio`); the title starts `titleLabel.interSpace` below it.
public struct FeedAdListItemView: ConstructibleItemView, InsetItemView {
    /// The view.
    public init() {}

    /// Feed image size for a content width.
    public static func feedSize(_ layout: ItemLayoutProperties, contentWidth: CGFloat) -> CGSize {
        let a = layout.feedImage
        let w = a.width < 0 ? contentWidth : min(a.width, contentWidth)
        let h = a.height < 0 ? (w * layout.feedImageRatio).rounded() : a.height
        return CGSize(width: w, height: h)
    }

    /// The feed image, `titleLabel.interSpace`, then the text block at its tallest.
    public func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let feed = Self.feedSize(layout, contentWidth: contentWidth).height
        let text = AdTextBlock(layout: layout, measurer: measurer).maximumHeight()
        return feed + layout.titleLabel.interSpace + text
    }

    /// The feed image at the top of the content, then the title and the desc/point lines under it.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let layout = c.layout
        let factory = ElementFactory(measurer: c.measurer)
        let content = c.contentRect
        let size = Self.feedSize(layout, contentWidth: content.width)
        let feedFrame = CGRect(x: content.minX, y: content.minY, width: size.width, height: size.height)
        var nodes = [factory.image(.feedImage, layout.feedImage, source: c.item.imageUrl.map(ImageSource.init),
                                   frame: feedFrame)]
        let block = AdTextBlock(layout: layout, measurer: c.measurer)
        nodes += block.place(item: c.item, minX: content.minX, maxX: content.maxX,
                             y: feedFrame.maxY + layout.titleLabel.interSpace).nodes
        return nodes
    }
}

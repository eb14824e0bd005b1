import Foundation
import AdLayoutModel
import AdLayoutEngine

/// A large product image across the content (`iconImage`: negative width fills it, negative
/// height uses `feedImageRatio`), the heart on it, then ``CpsTextBlock``.
public struct CpsFeedItemView: ConstructibleItemView, InsetItemView {
    /// The view.
    public init() {}

    static func imageFrame(_ l: ItemLayoutProperties, in content: CGRect) -> CGRect {
        let w = l.iconImage.width < 0 ? content.width : min(l.iconImage.width, content.width)
        let h = l.iconImage.height < 0 ? (w * l.feedImageRatio).rounded() : l.iconImage.height
        return CGRect(x: content.minX, y: content.minY, width: w, height: h)
    }

    /// The image at `feedImageRatio`, `iconImage.interSpace`,
    /// then ``CpsTextBlock`` at its tallest.
    public func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        Self.imageFrame(layout, in: CGRect(x: 0, y: 0, width: contentWidth, height: 0)).height + layout.iconImage.interSpace
            + CpsTextBlock(layout: layout, measurer: measurer).maximumHeight()
    }

    /// The wide product image with its heart, and the shopping text under it.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        CpsBoxItemView.imageAboveText(c, image: Self.imageFrame(c.layout, in: c.contentRect))
    }
}

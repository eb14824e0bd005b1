import Foundation
import AdLayoutModel
import AdLayoutEngine

/// A shopping box (docs/fidelity/sdk-sources.md, the screenshots): a square product image (`iconImage`; a
/// negative width fills the content, a negative height makes it square) with the heart
/// `favoriteButton` at its bottom-right (`favoriteButtonLayoutInset`), then ``CpsTextBlock``
/// (`iconImage.interSpace` below the image).
public struct CpsBoxItemView: ConstructibleItemView, InsetItemView {
    /// The view.
    public init() {}

    static func imageFrame(_ layout: ItemLayoutProperties, in content: CGRect) -> CGRect {
        IconOnlyAdListItemView.iconFrame(layout, in: content)
    }

    /// The image (square unless `iconImage` sets a height), `iconImage.interSpace`,
    /// then ``CpsTextBlock`` at its tallest.
    public func contentHeight(layout: ItemLayoutProperties, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let image = Self.imageFrame(layout, in: CGRect(x: 0, y: 0, width: contentWidth, height: 0)).height
        return image + layout.iconImage.interSpace + CpsTextBlock(layout: layout, measurer: measurer).maximumHeight()
    }

    /// The product image with its heart, and the shopping text under it.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        Self.imageAboveText(c, image: Self.imageFrame(c.layout, in: c.contentRect))
    }

    /// The product image at `image` with its heart, then ``CpsTextBlock`` `iconImage.interSpace` below it,
    /// its lines starting `titleLabel.leadingSpace` in from the image.
    static func imageAboveText(_ c: ItemViewContext, image: CGRect) -> [LayoutNode] {
        let f = ElementFactory(measurer: c.measurer)
        var nodes = [f.image(.iconImage, c.layout.iconImage, source: c.item.iconUrl.map(ImageSource.init), frame: image)]
        if let heart = FavoriteButton.node(c, in: image) { nodes.append(heart) }
        nodes += CpsTextBlock(layout: c.layout, measurer: c.measurer)
            .place(item: c.item, minX: c.contentRect.minX + c.layout.titleLabel.leadingSpace, maxX: c.contentRect.maxX,
                   y: image.maxY + c.layout.iconImage.interSpace).nodes
        return nodes
    }
}

/// The heart button on product images: `heart_on` when the ad is a favourite, else `heart_off`.
enum FavoriteButton {
    static func node(_ c: ItemViewContext, in image: CGRect) -> LayoutNode? {
        let l = c.layout
        guard l.useFavoriteBtn, l.favoriteButton.width > 0, l.favoriteButton.height > 0 else { return nil }
        let b = l.favoriteButton
        let frame = CGRect(x: image.maxX - l.favoriteButtonLayoutInset.right - b.width,
                           y: image.maxY - l.favoriteButtonLayoutInset.bottom - b.height, width: b.width, height: b.height)
        var node = LayoutNode(kind: .favoriteButton, frame: frame, box: BoxStyle(cornerRadius: b.cornerRadius))
        let icon = b.iconImage ?? ImageSource(c.item.favorite ? BuiltInAsset.heartOn : .heartOff)
        node.content = .image(ImageContent(source: icon))
        return node
    }
}

import Foundation
import AdLayoutModel
import AdLayoutEngine

/// A shopping row: optional rank number (`orderNumberVisible`: 1, 2, 3… across pages), the
/// product image (`iconImage`) vertically centred, then ``CpsTextBlock`` to its right.
public struct CpsListItemView: ConstructibleItemView {
    /// The view.
    public init() {}

    /// The taller of the product image and ``CpsTextBlock`` at its tallest, inside `itemInset`.
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        CpsRowPlacement(imageOnRight: false).itemHeight(layout: layout, measurer: measurer)
    }

    /// The rank number (when `orderNumberVisible`), the product image
    /// with its heart, then the shopping text, all vertically centred.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        CpsRowPlacement(imageOnRight: false).place(c)
    }
}

/// The shopping row mirrored: text on the left, product image on the right.
public struct CpsRightIconListItemView: ConstructibleItemView {
    /// The view.
    public init() {}

    /// The same height as ``CpsListItemView``.
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        CpsRowPlacement(imageOnRight: true).itemHeight(layout: layout, measurer: measurer)
    }

    /// The shopping text, then the product image at the right, vertically centred; no rank number or heart.
    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        CpsRowPlacement(imageOnRight: true).place(c)
    }
}

/// The shopping row both views are, the product image on one side: its height and its elements.
struct CpsRowPlacement {
    var imageOnRight: Bool

    /// The taller of the product image and ``CpsTextBlock`` at its tallest, inside `itemInset`.
    func itemHeight(layout: ItemLayoutProperties, measurer: any TextMeasuring) -> CGFloat {
        layout.wrappingHeight(content: max(layout.iconImage.height, CpsTextBlock(layout: layout, measurer: measurer).maximumHeight()))
    }

    func place(_ c: ItemViewContext) -> [LayoutNode] {
        let l = c.layout, f = ElementFactory(measurer: c.measurer), content = c.contentRect
        var nodes: [LayoutNode] = []
        var x = content.minX, maxX = content.maxX
        if l.orderNumberVisible && !imageOnRight {
            let a = l.orderNumberLabel
            let text = "\(c.itemIndex + 1)"
            let width = max(a.width, 0) > 0 ? a.width : a.font.size
            let (size, metrics) = f.labelSize(a, text: text, maxWidth: width)
            nodes.append(f.label(.orderNumberLabel, a, text: text,
                                 frame: CGRect(x: x, y: content.midY - size.height / 2, width: size.width, height: size.height),
                                 metrics: metrics))
            x += width + a.leadingSpace
        }
        let a = l.iconImage
        let imageX = imageOnRight ? content.maxX - a.width : x + a.leadingSpace
        let image = CGRect(x: imageX, y: content.midY - a.height / 2, width: a.width, height: a.height)
        nodes.append(f.image(.iconImage, a, source: c.item.iconUrl.map(ImageSource.init), frame: image))
        if imageOnRight {
            maxX = image.minX - l.titleLabel.leadingSpace
        } else {
            x = image.maxX + l.titleLabel.leadingSpace
            if let heart = FavoriteButton.node(c, in: image) { nodes.append(heart) }
        }
        let block = CpsTextBlock(layout: l, measurer: c.measurer)
        let measured = block.place(item: c.item, minX: x, maxX: maxX, y: 0)
        let top = content.midY - measured.height / 2
        nodes += measured.nodes.map { var n = $0; n.frame = n.frame.offsetBy(dx: 0, dy: top); return n }
        return nodes
    }
}

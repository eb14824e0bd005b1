import Foundation

/// A shopping box (screens/cps_adlistitemview.png): a square product image (`iconImage`; a
/// negative width fills the content, a negative height makes it square) with the heart
/// `favoriteButton` at its bottom-right (`favoriteButtonLayoutInset`), then ``CpsTextBlock``
/// (`iconImage.interSpace` below the image).
public struct CpsBoxItemView: AdListItemView {
    public init() {}

    static func imageFrame(_ layout: AdListItemViewLayout, in content: CGRect) -> CGRect {
        IconOnlyAdListItemView.iconFrame(layout, in: content)
    }

    public func contentHeight(layout: AdListItemViewLayout, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let image = Self.imageFrame(layout, in: CGRect(x: 0, y: 0, width: contentWidth, height: 0)).height
        return image + layout.iconImage.interSpace + CpsTextBlock(layout: layout, measurer: measurer).maximumHeight()
    }

    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let f = ElementFactory(measurer: c.measurer)
        let image = Self.imageFrame(c.layout, in: c.contentRect)
        var nodes = [f.image(.iconImage, c.layout.iconImage, source: c.item.iconUrl.map(ImageSource.init), frame: image)]
        if let heart = FavoriteButton.node(c, in: image) { nodes.append(heart) }
        nodes += CpsTextBlock(layout: c.layout, measurer: c.measurer)
            .place(item: c.item, minX: c.contentRect.minX, maxX: c.contentRect.maxX,
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
        let icon = b.iconImage ?? ImageSource(c.item.favorite ? "asset:heart_on" : "asset:heart_off")
        node.content = .image(ImageContent(source: icon))
        return node
    }
}

/// A shopping row: optional rank number (`orderNumberVisible`: 1, 2, 3… across pages), the
/// product image (`iconImage`) vertically centred, then ``CpsTextBlock`` to its right.
public struct CpsListItemView: AdListItemView {
    public init() {}

    public func contentHeight(layout: AdListItemViewLayout, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        max(layout.iconImage.height, CpsTextBlock(layout: layout, measurer: measurer).maximumHeight())
    }

    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        CpsRowPlacement(imageOnRight: false).place(c)
    }
}

/// The shopping row mirrored: text on the left, product image on the right.
public struct CpsRightIconListItemView: AdListItemView {
    public init() {}

    public func contentHeight(layout: AdListItemViewLayout, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        CpsListItemView().contentHeight(layout: layout, contentWidth: contentWidth, measurer: measurer)
    }

    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        CpsRowPlacement(imageOnRight: true).place(c)
    }
}

/// Shared placement of the shopping rows.
struct CpsRowPlacement {
    var imageOnRight: Bool

    func place(_ c: ItemViewContext) -> [LayoutNode] {
        let l = c.layout, f = ElementFactory(measurer: c.measurer), content = c.contentRect
        var nodes: [LayoutNode] = []
        var x = content.minX, maxX = content.maxX
        if l.orderNumberVisible && !imageOnRight {
            let a = l.orderNumberLabel
            let text = "\(c.itemIndex + 1)"
            let width = max(a.width, 0) > 0 ? a.width : a.font.size
            let (size, _) = f.labelSize(a, text: text, maxWidth: width)
            nodes.append(f.label(.orderNumberLabel, a, text: text,
                                 frame: CGRect(x: x, y: content.midY - size.height / 2, width: size.width, height: size.height)))
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

/// A large product image across the content (`iconImage`: negative width fills it, negative
/// height uses `feedImageRatio`), the heart on it, then ``CpsTextBlock``.
public struct CpsFeedItemView: AdListItemView {
    public init() {}

    static func imageFrame(_ l: AdListItemViewLayout, in content: CGRect) -> CGRect {
        let w = l.iconImage.width < 0 ? content.width : min(l.iconImage.width, content.width)
        let h = l.iconImage.height < 0 ? (w * l.feedImageRatio).rounded() : l.iconImage.height
        return CGRect(x: content.minX, y: content.minY, width: w, height: h)
    }

    public func contentHeight(layout: AdListItemViewLayout, contentWidth: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        Self.imageFrame(layout, in: CGRect(x: 0, y: 0, width: contentWidth, height: 0)).height + layout.iconImage.interSpace
            + CpsTextBlock(layout: layout, measurer: measurer).maximumHeight()
    }

    public func layoutElements(_ c: ItemViewContext) -> [LayoutNode] {
        let f = ElementFactory(measurer: c.measurer)
        let image = Self.imageFrame(c.layout, in: c.contentRect)
        var nodes = [f.image(.iconImage, c.layout.iconImage, source: c.item.iconUrl.map(ImageSource.init), frame: image)]
        if let heart = FavoriteButton.node(c, in: image) { nodes.append(heart) }
        nodes += CpsTextBlock(layout: c.layout, measurer: c.measurer)
            .place(item: c.item, minX: c.contentRect.minX, maxX: c.contentRect.maxX,
                   y: image.maxY + c.layout.iconImage.interSpace).nodes
        return nodes
    }
}

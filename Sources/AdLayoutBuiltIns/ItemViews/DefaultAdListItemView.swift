import Foundation
import AdLayoutModel
import AdLayoutEngine

/// Icon on the left, vertically centred; title and the desc/point line to its right, centred as a
/// block (docs/fidelity/sdk-sources.md, the screenshots).
public struct DefaultAdListItemView: ConstructibleItemView {
    /// The view; everything it draws is styled by the section's layout.
    public init() {}

    /// The taller of the icon and the text block (title at all its lines, desc/point line), inside `itemInset`.
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        IconRowPlacement(iconOnRight: false).itemHeight(layout: layout, measurer: measurer)
    }

    /// The icon at the left, vertically centred, and the text block after it, centred as a block.
    public func layoutElements(_ context: ItemViewContext) -> [LayoutNode] {
        IconRowPlacement(iconOnRight: false).place(context)
    }
}

/// The same text block with the icon on the right (the guide's RightIconAdListItemView).
/// The first element of each line starts its `leadingSpace` after the content's left edge; the
/// text ends `titleLabel.leadingSpace` before the icon.
public struct RightIconAdListItemView: ConstructibleItemView {
    /// The view.
    public init() {}

    /// The same height as ``DefaultAdListItemView``: the taller of the icon and the text block, inside `itemInset`.
    public func itemHeight(layout: ItemLayoutProperties, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        IconRowPlacement(iconOnRight: true).itemHeight(layout: layout, measurer: measurer)
    }

    /// The icon at the right, vertically centred, and the text block before it, centred as a block.
    public func layoutElements(_ context: ItemViewContext) -> [LayoutNode] {
        IconRowPlacement(iconOnRight: true).place(context)
    }
}

/// The icon-and-text row both views are, the icon on one side: its height and its elements.
struct IconRowPlacement {
    var iconOnRight: Bool

    /// The taller of the icon (when shown) and the text block at its tallest, inside `itemInset`.
    func itemHeight(layout: ItemLayoutProperties, measurer: any TextMeasuring) -> CGFloat {
        let text = AdTextBlock(layout: layout, measurer: measurer).maximumHeight()
        return layout.wrappingHeight(content: max(layout.useIconImage ? layout.iconImage.height : 0, text))
    }

    func place(_ c: ItemViewContext) -> [LayoutNode] {
        let layout = c.layout
        let factory = ElementFactory(measurer: c.measurer)
        let block = AdTextBlock(layout: layout, measurer: c.measurer)
        let content = c.contentRect
        var nodes: [LayoutNode] = []
        var textMinX = content.minX, textMaxX = content.maxX
        if layout.useIconImage {
            let a = layout.iconImage
            let x = iconOnRight ? content.maxX - a.width : content.minX + a.leadingSpace
            let frame = CGRect(x: x, y: content.midY - a.height / 2, width: a.width, height: a.height)
            nodes.append(factory.image(.iconImage, a, source: c.item.iconUrl.map(ImageSource.init), frame: frame))
            if iconOnRight {
                textMaxX = frame.minX - layout.titleLabel.leadingSpace
            } else {
                textMinX = frame.maxX
            }
        }
        // Lay out once at y 0 to learn the height, then shift the block to the vertical centre.
        var measured = block.place(item: c.item, minX: textMinX, maxX: textMaxX, y: 0)
        let top = content.midY - measured.height / 2
        for i in measured.nodes.indices { measured.nodes[i].frame = measured.nodes[i].frame.offsetBy(dx: 0, dy: top) }
        nodes += measured.nodes
        return nodes
    }
}

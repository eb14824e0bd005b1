import Foundation

/// One vertical section: optional decoration and header, then rows of items.
///
/// Geometry (points, `parent` = the list's width × the canvas height):
/// - item size = `layout.viewSize(parent)`; a negative height means wrap content:
///   `itemInset.top + view.contentHeight + itemInset.bottom`;
/// - columns = `itemColumns(parent, n)[0]`; with several columns an item is never wider than
///   `(parent.width − sectionInset.left − sectionInset.right − (columns − 1) · itemSpace) / columns`;
/// - items start at `sectionInset.left` and `sectionInset.top` below the header; rows are
///   `lineSpace` apart, columns `itemSpace` apart;
/// - the divider sits inside the item at its bottom edge, from `dividerLeadingSpace` after the
///   item's left edge to `dividerTrailingSpace` before its right edge, hidden on the last item
///   when `dividerHiddenAtLastItem`.
/// Only rows that intersect `visible` get nodes.
struct SectionLayout {
    let measurer: any TextMeasuring

    /// Size every item of the section shares.
    static func itemSize(_ section: ResolvedSection, parent: CGSize, columns: Int, measurer: any TextMeasuring) -> CGSize {
        let l = section.layout
        var size = l.viewSize(parent)
        if columns > 1 {
            let available = parent.width - l.sectionInset.horizontal - CGFloat(columns - 1) * l.itemSpace
            size.width = min(size.width, (available / CGFloat(columns)).rounded(.down))
        }
        size.width = max(0, size.width)
        if size.height < 0 {
            let content = section.view.contentHeight(layout: l, contentWidth: max(0, size.width - l.itemInset.horizontal),
                                                     measurer: measurer)
            size.height = (l.itemInset.vertical + content).rounded(.up)
        }
        return size
    }

    func layout(_ section: ResolvedSection, index: Int, x: CGFloat, y: CGFloat, width: CGFloat,
                viewportHeight: CGFloat, visible: CGRect) -> LayoutNode {
        let l = section.layout
        let parent = CGSize(width: width, height: viewportHeight)
        var node = LayoutNode(kind: .section, frame: .zero)
        var cursorY = y

        if let header = section.header, l.sectionHeaderViewClass != nil {
            let h = SectionHeaderLayout(measurer: measurer).layout(header, layout: l, x: x, y: cursorY, width: width)
            node.children.append(h)
            cursorY = h.frame.maxY
        }

        let count = section.items.count
        let columns = max(1, l.itemColumns(parent, numberOfItems: count).first ?? 1)
        let size = Self.itemSize(section, parent: parent, columns: columns, measurer: measurer)
        let rows = (count + columns - 1) / columns
        let itemsTop = cursorY + l.sectionInset.top
        let pitch = size.height + l.lineSpace
        let itemsHeight = rows == 0 ? 0 : CGFloat(rows) * size.height + CGFloat(rows - 1) * l.lineSpace
        let bottom = itemsTop + itemsHeight + l.sectionInset.bottom

        if rows > 0 && pitch > 0 {
            let firstRow = max(0, Int(((visible.minY - itemsTop) / pitch).rounded(.down)))
            let lastRow = min(rows - 1, Int(((visible.maxY - itemsTop) / pitch).rounded(.down)))
            if firstRow <= lastRow {
                for row in firstRow...lastRow {
                    for column in 0..<columns {
                        let i = row * columns + column
                        guard i < count else { break }
                        let frame = CGRect(x: x + l.sectionInset.left + CGFloat(column) * (size.width + l.itemSpace),
                                           y: itemsTop + CGFloat(row) * pitch, width: size.width, height: size.height)
                        node.children.append(item(section, index: i, row: row, frame: frame))
                    }
                }
            }
        }

        node.frame = CGRect(x: x, y: y, width: width, height: bottom - y)
        if l.sectionDecorationViewClass == "AdSectionGrayBackgroundView" {
            node.box.backgroundColor = TnkDefaults.listViewBackgroundGray
        }
        return node
    }

    private func item(_ section: ResolvedSection, index: Int, row: Int, frame: CGRect) -> LayoutNode {
        let l = section.layout
        let context = ItemViewContext(item: section.items[index], layout: l, bounds: frame, row: row, itemIndex: index,
                                      itemsPerPage: 0, numberOfItems: section.items.count, measurer: measurer)
        var node = LayoutNode(kind: .item, frame: frame,
                              box: BoxStyle(backgroundColor: l.itemBackgroundColor, cornerRadius: l.itemCornerRadius,
                                            strokeColor: l.itemStrokeColor, strokeWidth: l.itemStrokeWidth,
                                            clipsToBounds: true),
                              children: section.view.layoutElements(context))
        let isLast = index == section.items.count - 1
        if l.dividerHeight > 0 && !(isLast && l.dividerHiddenAtLastItem) {
            let minX = frame.minX + l.dividerLeadingSpace
            let maxX = frame.maxX - l.dividerTrailingSpace
            if maxX > minX {
                node.children.append(LayoutNode(kind: .divider,
                                                frame: CGRect(x: minX, y: frame.maxY - l.dividerHeight,
                                                              width: maxX - minX, height: l.dividerHeight),
                                                box: BoxStyle(backgroundColor: l.dividerColor)))
            }
        }
        return node
    }
}

/// The section header (`AdSectionHeaderView`): title, then an optional desc, inside `headerInset`.
struct SectionHeaderLayout {
    let measurer: any TextMeasuring

    func layout(_ header: SectionHeaderSpec, layout l: AdListItemViewLayout, x: CGFloat, y: CGFloat, width: CGFloat) -> LayoutNode {
        let factory = ElementFactory(measurer: measurer)
        let inner = width - l.headerInset.horizontal
        var children: [LayoutNode] = []
        var cy = y + l.headerInset.top
        let (ts, _) = factory.labelSize(l.headerTitleLabel, text: header.title, maxWidth: inner)
        children.append(factory.label(.headerTitleLabel, l.headerTitleLabel, text: header.title,
                                      frame: CGRect(x: x + l.headerInset.left, y: cy, width: ts.width, height: ts.height)))
        cy += ts.height
        if let desc = header.desc, !desc.isEmpty {
            cy += l.headerDescLabel.interSpace
            let (ds, _) = factory.labelSize(l.headerDescLabel, text: desc, maxWidth: inner)
            children.append(factory.label(.headerDescLabel, l.headerDescLabel, text: desc,
                                          frame: CGRect(x: x + l.headerInset.left, y: cy, width: ds.width, height: ds.height)))
            cy += ds.height
        }
        return LayoutNode(kind: .sectionHeader,
                          frame: CGRect(x: x, y: y, width: width, height: cy + l.headerInset.bottom - y),
                          children: children)
    }
}

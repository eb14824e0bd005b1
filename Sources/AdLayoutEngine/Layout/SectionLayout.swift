import Foundation
import AdLayoutModel

/// One section: optional decoration, header, items placed by ``SectionGeometry``, footer.
///
/// Item size (points, `parent` = the list's width × the canvas height):
/// - `layout.viewSize(parent)`; a negative height means wrap content: the view's own
///   `itemHeight` if it has one, else `itemInset.top + view.contentHeight + itemInset.bottom`;
/// - when several columns share the width (`none` with `itemColumns()[0] > 1`, or a page with
///   several columns) an item is never wider than its share:
///   `(parent.width − sectionInset.left − sectionInset.right − (columns − 1) · itemSpace) / columns`.
/// The divider sits at the item's bottom edge, from `dividerLeadingSpace` after the item's left
/// edge to `dividerTrailingSpace` before the right edge of its row (the item's right edge plus
/// `sectionInset.right`), but never past the item, whose box clips it; hidden on the last item
/// when `dividerHiddenAtLastItem`. Only items that intersect the canvas get nodes; orthogonally
/// scrolling sections are clipped at the list's edges, so the next item peeks as on the device.
struct SectionLayout {
    let measurer: any TextMeasuring
    /// Background of sections decorated with `AdSectionGrayBackgroundView`.
    var grayBackground = Color(argb: 0xFFF5_F5F5)
    /// Background of the page footer's prev/next buttons (the theme's main background).
    var pageButtonBackground = Color.white

    /// Size every item of the section shares, for `columns` items side by side.
    static func itemSize(_ section: ResolvedSection, parent: CGSize, columns: Int, measurer: any TextMeasuring) -> CGSize {
        let l = section.layout
        var size = section.viewSize
        if columns > 1 {
            let available = parent.width - l.sectionInset.horizontal - CGFloat(columns - 1) * l.itemSpace
            size.width = min(size.width, (available / CGFloat(columns)).rounded(.down))
        }
        size.width = max(0, size.width)
        if size.height < 0 {
            size.height = max(0, section.view.itemHeight(layout: l, width: size.width, measurer: measurer))
        }
        return size
    }

    /// The section's geometry at `width` × `viewportHeight`.
    static func geometry(_ section: ResolvedSection, width: CGFloat, viewportHeight: CGFloat,
                         measurer: any TextMeasuring) -> SectionGeometry {
        let l = section.layout
        let parent = CGSize(width: width, height: viewportHeight)
        let count = section.items.count
        let columns = section.itemColumns
        let sideBySide = SectionGeometry.itemsSideBySide(mode: l.orthogonalScrolling, columns: columns)
        return SectionGeometry(mode: l.orthogonalScrolling, direction: l.itemDirection, count: count, columns: columns,
                               itemSize: itemSize(section, parent: parent, columns: sideBySide, measurer: measurer),
                               containerWidth: width, inset: l.sectionInset, lineSpace: l.lineSpace,
                               itemSpace: l.itemSpace, scroll: section.scroll)
    }

    /// The section's node, and how many of its items run past `visible`'s bottom. Its nodes'
    /// sources are under `sections[index]`, or under `path` when given ("" for a placement's `items`).
    /// `allAcross` lays out every item of a sideways-scrolling section, off-screen ones too (a
    /// placement's few ads, so its frames list them all; the section still clips them).
    func layout(_ section: ResolvedSection, index: Int, x: CGFloat, y: CGFloat, width: CGFloat,
                viewportHeight: CGFloat, visible: CGRect, path: String? = nil, allAcross: Bool = false) -> (LayoutNode, cut: Int) {
        let l = section.layout
        let path = path ?? "sections[\(index)]"
        var node = LayoutNode(kind: .section, frame: .zero)
        node.source = .jsonPath(path)
        var cursorY = y

        if let header = section.header, l.sectionHeaderViewClass != nil {
            var h = SectionHeaderLayout(measurer: measurer).layout(header, layout: l, x: x, y: cursorY, width: width)
            h.source = .jsonPath(path + ".header")
            for i in h.children.indices {
                h.children[i].source = .jsonPath(path + (h.children[i].kind == .headerDescLabel ? ".header.desc" : ".header.title"))
            }
            node.children.append(h)
            cursorY = h.frame.maxY
        }

        let g = Self.geometry(section, width: width, viewportHeight: viewportHeight, measurer: measurer)
        let itemsTop = cursorY + l.sectionInset.top
        let origin = CGPoint(x: x, y: itemsTop)
        let visibleList = CGRect(x: x, y: visible.minY, width: width, height: visible.height)
        if g.mode == .none {
            let pitch = g.itemSize.height + g.lineSpace
            if g.rows > 0 && pitch > 0 {
                let firstRow = max(0, Int(saturating: ((visible.minY - itemsTop) / pitch).rounded(.down)))
                let lastRow = min(g.rows - 1, Int(saturating: ((visible.maxY - itemsTop) / pitch).rounded(.down)))
                if firstRow <= lastRow {
                    for i in (firstRow * g.lines)..<min(g.count, (lastRow + 1) * g.lines) {
                        node.children += item(section, index: i, geometry: g, origin: origin, path: path)
                    }
                }
            }
        } else if itemsTop < visible.maxY && allAcross {
            for i in 0..<g.count { node.children += item(section, index: i, geometry: g, origin: origin, path: path) }
        } else if itemsTop < visible.maxY {
            for i in g.items(overlappingX: visibleList.minX - x, visibleList.maxX - x) {
                let frame = g.frame(i).offsetBy(dx: origin.x, dy: origin.y)
                if frame.intersects(visibleList) { node.children += item(section, index: i, geometry: g, origin: origin, path: path) }
            }
        }
        cursorY = itemsTop + g.height + l.sectionInset.bottom

        if let footerClass = l.sectionFooterViewClass, g.count > 0 {
            let footer = SectionFooterLayout(measurer: measurer, buttonBackground: pageButtonBackground)
                .layout(footerClass, section: section, geometry: g, x: x, y: cursorY, width: width)
            if var footer {
                footer.source = .jsonPath(path + ".footer")
                for i in footer.children.indices where footer.children[i].kind == .footerButton {
                    footer.children[i].source = .jsonPath(path + ".footer.title")
                }
                node.children.append(footer)
                cursorY = footer.frame.maxY
            }
        }

        node.frame = CGRect(x: x, y: y, width: width, height: cursorY - y)
        let cut = Self.itemsCut(g, itemsTop: itemsTop, below: visible.maxY)
        node.box.clipsToBounds = g.mode != .none
        if l.sectionDecorationViewClass == "AdSectionGrayBackgroundView" {
            node.box.backgroundColor = grayBackground
        }
        SourcePaths.fill(&node, with: .jsonPath(path))
        return (node, cut)
    }

    /// Items of `g` whose rows end below `bottom` (partly or wholly hidden there).
    static func itemsCut(_ g: SectionGeometry, itemsTop: CGFloat, below bottom: CGFloat) -> Int {
        guard g.count > 0, itemsTop + g.height > bottom else { return 0 }
        let pitch = g.itemSize.height + g.lineSpace
        // The first row whose bottom is below the canvas.
        var firstCut = 0
        if pitch > 0 {
            firstCut = max(0, Int(saturating: ((bottom - itemsTop - g.itemSize.height) / pitch).rounded(.up)))
            while firstCut > 0 && itemsTop + CGFloat(firstCut - 1) * pitch + g.itemSize.height > bottom { firstCut -= 1 }
        }
        guard firstCut < g.rows else { return 0 }
        if g.mode == .none { return g.count - min(g.count, firstCut * g.lines) }
        var cut = 0
        for i in 0..<g.count where g.cell(i).row >= firstCut { cut += 1 }
        return cut
    }

    /// Item `index` of the section at `path` (`sections[0]`), stamped `sections[0].items[index]`.
    /// Item `index` and, when the layout draws one, its divider (a node of the section beside it: the
    /// item clips its content, the divider is the list's and may run past the item, as on a device).
    private func item(_ section: ResolvedSection, index: Int, geometry g: SectionGeometry, origin: CGPoint,
                      path: String) -> [LayoutNode] {
        let l = section.layout
        let frame = g.frame(index).offsetBy(dx: origin.x, dy: origin.y)
        let context = ItemViewContext(item: section.items[index], layout: l, bounds: frame, row: g.cell(index).row,
                                      itemIndex: index, itemsPerPage: g.itemsPerPage, numberOfItems: g.count,
                                      measurer: measurer)
        var node = LayoutNode(kind: .item, frame: frame,
                              box: BoxStyle(backgroundColor: l.itemBackgroundColor, cornerRadius: l.itemCornerRadius,
                                            strokeColor: l.itemStrokeColor, strokeWidth: l.itemStrokeWidth,
                                            clipsToBounds: true),
                              children: section.view.layoutElements(context))
        let itemPath = path.isEmpty ? "items[\(index)]" : "\(path).items[\(index)]"
        SourcePaths.stampItem(&node, path: itemPath, item: section.items[index])
        let isLast = index == section.items.count - 1
        guard section.view.usesDividerLine && l.dividerHeight > 0 && !(isLast && l.dividerHiddenAtLastItem) else { return [node] }
        // The SDK's divider spans the list, not the item: from the item's left + dividerLeadingSpace to the
        // list's right edge (the item's right + sectionInset.right) − dividerTrailingSpace, past the item
        // when the spaces are smaller than the section's insets (measured on a device).
        let minX = frame.minX + l.dividerLeadingSpace
        let maxX = frame.maxX + l.sectionInset.right - l.dividerTrailingSpace
        guard maxX > minX else { return [node] }
        var divider = LayoutNode(kind: .divider, frame: CGRect(x: minX, y: frame.maxY - l.dividerHeight, width: maxX - minX,
                                                              height: l.dividerHeight),
                                 box: BoxStyle(backgroundColor: l.dividerColor))
        divider.source = .jsonPath(itemPath)
        return [node, divider]
    }
}

/// The section header (`AdSectionHeaderView`): title, then an optional desc, inside `headerInset`.
struct SectionHeaderLayout {
    let measurer: any TextMeasuring

    func layout(_ header: SectionHeaderSpec, layout l: ItemLayoutProperties, x: CGFloat, y: CGFloat, width: CGFloat) -> LayoutNode {
        let factory = ElementFactory(measurer: measurer)
        let inner = width - l.headerInset.horizontal
        var children: [LayoutNode] = []
        var cy = y + l.headerInset.top
        let (ts, tm) = factory.labelSize(l.headerTitleLabel, text: header.title, maxWidth: inner)
        children.append(factory.label(.headerTitleLabel, l.headerTitleLabel, text: header.title,
                                      frame: CGRect(x: x + l.headerInset.left, y: cy, width: ts.width, height: ts.height),
                                      metrics: tm))
        cy += ts.height
        if let desc = header.desc, !desc.isEmpty {
            cy += l.headerDescLabel.interSpace
            let (ds, dm) = factory.labelSize(l.headerDescLabel, text: desc, maxWidth: inner)
            children.append(factory.label(.headerDescLabel, l.headerDescLabel, text: desc,
                                          frame: CGRect(x: x + l.headerInset.left, y: cy, width: ds.width, height: ds.height),
                                          metrics: dm))
            cy += ds.height
        }
        return LayoutNode(kind: .sectionHeader,
                          frame: CGRect(x: x, y: y, width: width, height: cy + l.headerInset.bottom - y),
                          children: children)
    }
}

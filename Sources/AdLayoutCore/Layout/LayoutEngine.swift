import Foundation

/// Lays out a resolved document into a ``FrameTree``: a pure function of the document, the
/// registry it carries and the text measurer. No drawing, no I/O.
///
/// The screen is a column: navigation bar, menu row, filter row, then the list (top margin,
/// sections, bottom margin), clipped at the canvas's bottom edge. The list is at most
/// `listViewMaxWidth` wide and centred. Only what intersects the canvas is laid out, so the cost
/// does not grow with off-screen items.
public struct LayoutEngine: Sendable {
    public let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Lays `document` out at its device size; `scale` overrides the device's pixel density.
    public func layout(_ document: ResolvedDocument, scale: Int? = nil) -> FrameTree {
        TnkStyles.withScoped(document.styles) { layoutScoped(document, scale: scale) }
    }

    private func layoutScoped(_ document: ResolvedDocument, scale: Int?) -> FrameTree {
        let canvas = CGSize(width: document.device.width, height: document.device.height)
        if document.frame == .native {
            return FrameTree(canvasSize: canvas, scale: scale ?? document.device.scale, baseDirectory: document.baseDirectory,
                             root: NativeFrameLayout(measurer: measurer).layout(document, canvas: canvas))
        }
        let settings = document.settings
        var children: [LayoutNode] = []
        var y: CGFloat = 0

        if !settings.navigationBarHidden {
            var bar = NavigationBarLayout(measurer: measurer)
                .layout(settings: settings, title: settings.navigationBarTitle ?? document.title,
                        frame: CGRect(x: 0, y: y, width: canvas.width, height: TnkDefaults.navigationBarHeight))
            SourcePaths.stampNavigationBar(&bar, settings: settings)
            children.append(bar)
            y = bar.frame.maxY
        }
        let rows = MenuRowLayout(measurer: measurer)
        if let menu = document.menu {
            var node = rows.layout(menu, kind: .menuView, itemKind: .menuItem, y: y, width: canvas.width)
            SourcePaths.stampMenuRow(&node, path: "menu", itemKind: .menuItem)
            children.append(node)
            y = node.frame.maxY
        }
        if let filter = document.filter {
            var node = rows.layout(filter, kind: .filterView, itemKind: .filterItem, y: y, width: canvas.width)
            SourcePaths.stampMenuRow(&node, path: "filter", itemKind: .filterItem)
            children.append(node)
            y = node.frame.maxY
        }

        let listWidth = min(canvas.width, settings.listViewMaxWidth)
        let listX = ((canvas.width - listWidth) / 2).rounded(.down)
        let visible = CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        var list = LayoutNode(kind: .listView, frame: .zero, box: BoxStyle(clipsToBounds: true))
        var sectionY = y + settings.listViewTopMargin
        let sectionLayout = SectionLayout(measurer: measurer, grayBackground: settings.listViewBackgroundGray)
        for (index, section) in document.sections.enumerated() {
            let node = sectionLayout.layout(section, index: index, x: listX, y: sectionY, width: listWidth,
                                            viewportHeight: canvas.height, visible: visible)
            sectionY = node.frame.maxY
            if node.frame.minY < visible.maxY { list.children.append(node) }
        }
        let contentBottom = sectionY + settings.listViewBottomMargin
        list.frame = CGRect(x: listX, y: y, width: listWidth, height: max(0, min(contentBottom, canvas.height) - y))
        children.append(list)

        let root = LayoutNode(kind: .screen, frame: CGRect(origin: .zero, size: canvas),
                              box: BoxStyle(backgroundColor: settings.listViewBackgroundColor, clipsToBounds: true),
                              children: children)
        return FrameTree(canvasSize: canvas, scale: scale ?? document.device.scale,
                         baseDirectory: document.baseDirectory, root: root)
    }
}

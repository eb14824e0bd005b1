import Foundation
import AdLayoutModel

/// Lays out a resolved document into a ``LayoutTree``: a pure function of the document, the
/// registry it carries and the text measurer. No drawing, no I/O.
///
/// The screen is a column: navigation bar, menu row, filter row, then the list (top margin,
/// sections, bottom margin), clipped at the canvas's bottom edge — each section cut there gets a
/// warning saying how many of its items are — unless the device's height is `"auto"`, where the
/// canvas grows to the content (up to ``/AdLayoutSDK/FormatLimits/autoCanvasHeight`` and the canvas pixel
/// limit). The list is at most `listViewMaxWidth` wide and centred. Only what intersects the
/// canvas is laid out, so the cost does not grow with off-screen items. Texts cut and elements
/// clipped are marked on the tree and reported as warnings (``FitCheck``).
public struct LayoutEngine: Sendable {
    /// Measures every text.
    public let measurer: any TextMeasuring

    /// An engine measuring text with `measurer`.
    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    /// Lays `document` out at its device size; `scale` overrides the device's pixel density.
    public func layout(_ document: ResolvedDocument, scale: Int? = nil) -> LayoutTree {
        let scale = scale ?? document.device.scale
        var canvas = CGSize(width: document.device.width, height: document.device.height)
        if document.device.autoHeight { canvas.height = Self.maximumAutoHeight(width: canvas.width, scale: scale) }
        // With the device's chrome, the screen is the part below the status bar (the home indicator is drawn over it).
        let statusBar = document.chrome?.statusBarHeight ?? 0
        canvas.height = max(1, canvas.height - statusBar)
        var (tree, contentBottom, cuts): (LayoutTree, CGFloat, [Int: Int])
        switch document.screen {
        case .native(let native):
            let (root, bottom) = NativeFrameLayout(measurer: measurer).layout(native, canvas: canvas)
            (tree, contentBottom, cuts) = (LayoutTree(canvasSize: canvas, scale: scale, root: root), bottom, [:])
        case .placement(let placement):
            let (root, bottom) = PlacementFrameLayout(measurer: measurer).layout(placement, of: document, canvas: canvas)
            (tree, contentBottom, cuts) = (LayoutTree(canvasSize: canvas, scale: scale, root: root), bottom, [:])
        case .offerwall(let offerwall):
            (tree, contentBottom, cuts) = layoutOfferwall(offerwall, of: document, canvas: canvas, scale: scale)
        }
        if document.device.autoHeight {
            tree.canvasSize.height = min(canvas.height, max(1, contentBottom.rounded(.up)))
            tree.root.frame.size.height = tree.canvasSize.height
        }
        if let chrome = document.chrome { DeviceChromeLayout().wrap(&tree, chrome: chrome) }
        tree.file = document.file
        tree.positions = document.positions
        // What does not fit, marked on the tree (after the canvas has its final height).
        let findings = FitCheck(measurer: measurer).check(&tree)
        let diagnostics = clippedSections(document, cuts: cuts, canvasHeight: tree.canvasSize.height)
            + findings.map { $0.diagnostic(file: document.file) }
        tree.diagnostics = (document.positions?.locate(diagnostics) ?? diagnostics) + Self.laidOutWarnings(tree.root)
        tree.images = document.images
        tree.imagePlaceholderColor = document.palette.imagePlaceholder
        return tree
    }

    /// Distinct warnings gathered from the nodes laid out (``LayoutNode/warnings``), at most: an app view whose
    /// constraints conflict differently for each of a thousand ads says the first this many.
    public static let laidOutWarningLimit = 64

    /// The nodes' own warnings (per ad), each once, in the order laid out, at most ``laidOutWarningLimit``.
    static func laidOutWarnings(_ root: LayoutNode) -> [Diagnostic] {
        var out: [Diagnostic] = []
        root.visit { node in
            for warning in node.warnings where out.count < laidOutWarningLimit && !out.contains(warning) { out.append(warning) }
        }
        return out
    }

    /// The tallest canvas a `"height": "auto"` device grows to at `width` and `scale`.
    static func maximumAutoHeight(width: CGFloat, scale: Int) -> CGFloat {
        let s = CGFloat(max(1, scale))
        let byPixels = (CGFloat(FormatLimits.canvasPixels) / max(1, width * s * s)).rounded(.down)
        let bySide = (CGFloat(FormatLimits.canvasSidePixels) / s).rounded(.down)
        return min(FormatLimits.autoCanvasHeight, byPixels, bySide)
    }

    /// A note for each section whose items run past the canvas bottom: the SDK's list scrolls, so
    /// this is not clipping (it fails no `--strict` run), only what the still image leaves out.
    private func clippedSections(_ document: ResolvedDocument, cuts: [Int: Int], canvasHeight bottom: CGFloat) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (i, section) in document.sections.enumerated() {
            guard let cut = cuts[i], cut > 0 else { continue }
            let n = section.items.count
            let advice = document.device.autoHeight
                ? "the canvas stops at \(ExpressionFormatting.number(Double(bottom))) points, its largest"
                : "use a taller device, \"height\": \"auto\" in \"device\", or adlayout render --full-page"
            out.append(Diagnostic(.note, code: .clipped, file: document.file, path: section.path, location: section.location,
                                  message: "\(cut) of \(n) item\(n == 1 ? " is" : "s are") cut at the canvas bottom "
                                    + "(\(ExpressionFormatting.number(Double(bottom))) pt); \(advice)"))
        }
        return out
    }

    /// The offerwall screen, where its content ends, and how many items each section has cut at the canvas bottom.
    private func layoutOfferwall(_ offerwall: ResolvedOfferwall, of document: ResolvedDocument, canvas: CGSize,
                                 scale: Int) -> (LayoutTree, CGFloat, [Int: Int]) {
        let settings = document.settings
        var children: [LayoutNode] = []
        var y: CGFloat = 0

        if !settings.navigationBarHidden {
            var bar = NavigationBarLayout(measurer: measurer)
                .layout(settings: settings, title: offerwall.title,
                        frame: CGRect(x: 0, y: y, width: canvas.width, height: TnkDefaults.navigationBarHeight))
            SourcePaths.stampNavigationBar(&bar, settings: settings)
            children.append(bar)
            y = bar.frame.maxY
        }
        // The menu and filter rows head the scrolling list: scrolled by `listScrollOffset`, the
        // rows `menuPinToVisibleBounds` pins stay (below the bar and the pinned rows above them),
        // the others move up with the sections and pass under the bar.
        let offset = settings.listScrollOffset
        let rows = MenuRowLayout(measurer: measurer, palette: document.palette)
        var pinnedBottom = y
        var scrolledRows: [LayoutNode] = [], pinnedRows: [LayoutNode] = []
        func place(_ node: inout LayoutNode, pinned: Bool) {
            let natural = node.frame.minY
            let top = pinned ? max(pinnedBottom, natural - offset) : natural - offset
            node.translate(dy: top - natural)
            if pinned { pinnedBottom = node.frame.maxY }
            if node.frame.maxY > 0 || pinned {
                if pinned { pinnedRows.append(node) } else { scrolledRows.append(node) }
            }
        }
        if let menu = offerwall.menu {
            var node = rows.layout(menu, kind: .menuView, itemKind: .menuItem, y: y, width: canvas.width)
            SourcePaths.stampMenuRow(&node, path: "menu", itemKind: .menuItem)
            y = node.frame.maxY
            place(&node, pinned: settings.menuPinToVisibleBounds == .menu || settings.menuPinToVisibleBounds == .all)
        }
        if let filter = offerwall.filter {
            var node = rows.layout(filter, kind: .filterView, itemKind: .filterItem, y: y, width: canvas.width)
            SourcePaths.stampMenuRow(&node, path: "filter", itemKind: .filterItem)
            y = node.frame.maxY
            place(&node, pinned: settings.menuPinToVisibleBounds == .filter || settings.menuPinToVisibleBounds == .all)
        }
        // Where the list shows: below the bar and the pinned rows, and below the rows that scroll.
        let listTop = max(pinnedBottom, y - offset)

        let listFrame = ListFrame(canvasWidth: canvas.width, settings: settings)
        let (listX, listWidth) = (listFrame.x, listFrame.width)
        let visible = CGRect(x: 0, y: listTop, width: canvas.width, height: max(0, canvas.height - listTop))
        var list = LayoutNode(kind: .listView, frame: .zero, box: BoxStyle(clipsToBounds: true))
        var sectionY = y + settings.listViewTopMargin - offset
        let sectionLayout = SectionLayout(measurer: measurer, grayBackground: settings.listViewBackgroundGray,
                                          pageButtonBackground: document.palette.mainBackground)
        var cuts: [Int: Int] = [:]
        for (index, section) in offerwall.sections.enumerated() {
            let (node, cut) = sectionLayout.layout(section, index: index, x: listX, y: sectionY, width: listWidth,
                                                   viewportHeight: document.device.height, visible: visible)
            sectionY = node.frame.maxY
            if node.frame.minY < visible.maxY && node.frame.maxY > visible.minY { list.children.append(node) }
            if cut > 0 { cuts[index] = cut }
        }
        let contentBottom = sectionY + settings.listViewBottomMargin
        list.frame = CGRect(x: listX, y: listTop, width: listWidth, height: max(0, min(contentBottom, canvas.height) - listTop))
        // Drawn in this order, the bar and the pinned rows cover the rows that scroll under them.
        if scrolledRows.isEmpty {
            children += pinnedRows + [list]
        } else {
            let bar = children
            children = [list] + scrolledRows + pinnedRows + bar
        }

        let root = LayoutNode(kind: .screen, frame: CGRect(origin: .zero, size: canvas),
                              box: BoxStyle(backgroundColor: settings.listViewBackgroundColor, clipsToBounds: true),
                              children: children)
        return (LayoutTree(canvasSize: canvas, scale: scale, root: root), contentBottom, cuts)
    }
}

import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutModel
import Foundation

/// An app view's tree (``AppViewTree``, from a XIB or from code) as Auto Layout's input: a ``LayoutItem`` per
/// view and layout guide, and the views' active constraints, each named by its IB id (or Swift position) and `FILE:LINE`.
struct XIBViewTree {
    /// The view laid out (its frame is fixed at its design size).
    let root: AppView
    /// Auto Layout's items, the root's first.
    let item: LayoutItem
    /// The XIB's active constraints, and the safe areas' (pinned to their views' bounds).
    let constraints: [LayoutConstraint]
    /// Every view by id.
    let views: [String: AppView]
    /// The root's design size.
    let size: LayoutSize
    /// Where each constraint is written (line:column of its element), by IB id.
    let constraintPositions: [String: SourcePosition]
    /// The XIB's constraints on each view (as first or second item), by view id, for its node.
    let constraintsByView: [String: [NodeConstraint]]
    /// The sizes of buttons' images (from the XIB's resources), by button id.
    let buttonImages: [String: LayoutSize]
    /// How far each view's frame reaches beyond the rectangle Auto Layout places (a slider's), by view id.
    let alignmentInsets: [String: LayoutEdgeInsets]
    /// The design device's pixels per point.
    let scale: Double
    /// The Xcode that saved the file (``ControlMetrics/toolsVersion(_:)``): which UIKit's control sizes IB drew.
    let toolsVersion: Int

    /// Auto Layout's input for `tree`; `onCanvas` lays it out as IB's canvas shows it (a view on the design
    /// device's screen under its status bar, a view controller's root view with the system margins) rather
    /// than as a view placed inside a list, whose safe area is its bounds.
    init(_ tree: AppViewTree, onCanvas: Bool = false) {
        let root = tree.root, file = tree.file
        self.root = root
        let size = LayoutSize(width: root.frame?.width ?? UIKitDefaults.designSize.width,
                              height: root.frame?.height ?? UIKitDefaults.designSize.height)
        self.size = size
        var views: [String: AppView] = [:]
        var constraints: [LayoutConstraint] = []
        var positions: [String: SourcePosition] = [:]
        // Where each of the view's own constraints is written, by index in `constraints`.
        var written: [Int: SourcePosition] = [:]
        var buttonImages: [String: LayoutSize] = [:]
        var alignmentInsets: [String: LayoutEdgeInsets] = [:]
        var scrollContents: [String: (content: String, inside: Set<String>)] = [:]
        let marginRules = XIBLayoutMargins(toolsVersion: tree.toolsVersion, viewControllerRootID: tree.viewControllerRootID,
                                           viewControllers: onCanvas)
        let safeArea = onCanvas ? Self.safeArea(in: tree) : .zero
        // A collection cell on the canvas takes the design device's notch and home indicator into its margins
        // (``collectionCellSafeArea(in:)``), though its safe-area guide stays its bounds.
        let marginSafeArea = onCanvas && root.kind == .collectionViewCell ? Self.collectionCellSafeArea(in: tree) : safeArea
        let toolsVersion = tree.toolsVersion
        self.toolsVersion = toolsVersion
        func source(_ id: String, _ line: Int) -> ConstraintSource { ConstraintSource(id, file: file, line: line) }

        func item(_ view: AppView, isRoot: Bool, arranged: Bool,
                  parent: (size: LayoutSize, margins: LayoutEdgeInsets)?) -> LayoutItem {
            views[view.id] = view
            let ownSize = isRoot ? size : view.frame?.size ?? .zero
            var margins = marginRules.margins(of: view, size: ownSize, parent: parent)
            if isRoot, view.insetsLayoutMarginsFromSafeArea {
                margins = LayoutEdgeInsets(top: margins.top + marginSafeArea.top, left: margins.left + marginSafeArea.left,
                                           bottom: margins.bottom + marginSafeArea.bottom, right: margins.right + marginSafeArea.right)
            }
            var children = view.subviews.map {
                item($0, isRoot: false, arranged: view.kind == .stackView, parent: (ownSize, margins))
            }
            // A scroll view's content area starts at its origin (offset 0) and takes the size its content's
            // constraints give it: its `contentLayoutGuide`, or one stood in for it.
            if view.kind == .scrollView {
                let content = view.layoutGuides.first(where: \.isContentLayoutGuide)?.id ?? "\(view.id)~content"
                scrollContents[view.id] = (content, Set(Self.descendantIDs(view)))
                if !view.layoutGuides.contains(where: { $0.id == content }) {
                    children.append(LayoutItem(id: content, kind: .guide))
                    for attribute in [LayoutAttribute.left, .top] {
                        constraints.append(LayoutConstraint(item: content, attribute: attribute, toItem: view.id, attribute: attribute,
                                                            source: source("\(content).\(attribute)", view.source.line)))
                    }
                }
            }
            for guide in view.layoutGuides {
                children.append(LayoutItem(id: guide.id, kind: .guide))
                // The safe area of a cell is its bounds; a view on the design device's screen keeps clear
                // of its status bar (and home indicator), a freeform view of the notch and home indicator.
                let insets = isRoot && guide.isSafeArea ? safeArea : .zero
                let pinned: [(LayoutAttribute, Double)] = guide.isContentLayoutGuide
                    ? [(.left, 0), (.top, 0)]
                    : [(.left, insets.left), (.top, insets.top), (.width, -insets.left - insets.right), (.height, -insets.top - insets.bottom)]
                for (attribute, constant) in pinned {
                    constraints.append(LayoutConstraint(item: guide.id, attribute: attribute, toItem: view.id, attribute: attribute,
                                                        constant: constant,
                                                        source: source("\(guide.id).\(attribute)", guide.line)))
                }
            }
            for c in view.constraints {
                positions[c.source.id] = c.source
                written[constraints.count] = c.source
                constraints.append(c.constraint)
            }
            // Auto Layout places a view's alignment rectangle: its frame less its alignment insets.
            let insets = ControlMetrics.alignmentInsets(view)
            if insets != .zero { alignmentInsets[view.id] = insets }
            let frame = view.frame.map {
                LayoutRect(x: $0.x + insets.left, y: $0.y + insets.top, width: $0.width - insets.left - insets.right,
                           height: $0.height - insets.top - insets.bottom)
            } ?? .zero
            // A configured button shows its configuration's image, never the state's IB keeps beside it (Prebid's
            // InstreamBaseViewController: a plain configuration titled "▶" over a state image 128 wide is 84.3 wide).
            if let name = view.button?.image, let image = tree.imageSizes[name] {
                buttonImages[view.id] = image
            }
            // A view without constraints of its own keeps the frame IB saved (autoresizing), as does a cell's
            // content view; a stack view's arranged subviews are placed by their stack (UIStackView turns
            // their autoresizing constraints off).
            let fixed = !isRoot && !arranged && (view.translatesAutoresizingMaskIntoConstraints || view.isCellContentView)
            return LayoutItem(id: view.id, kind: Self.kind(view), children: children, isHidden: view.isHidden,
                              text: view.text, intrinsicContentSize: Self.intrinsicSize(view, tree, toolsVersion: toolsVersion, onCanvas: onCanvas),
                              contentHuggingPriority: view.hugging, compressionResistancePriority: view.compressionResistance,
                              layoutMargins: margins, translatesAutoresizingMaskIntoConstraints: fixed, frame: frame,
                              textBaseline: Self.textBaseline(view), isMultilineText: Self.isMultilineLabel(view))
        }
        self.item = item(root, isRoot: true, arranged: false, parent: nil)
        // Auto Layout's guide to scroll views: constraints between a scroll view's edges and its content attach
        // to its content area; its width, height and centres stay its frame's.
        for (index, c) in constraints.enumerated() where positions[c.source.identifier] != nil {
            if let (content, inside) = scrollContents[c.firstItem], Self.isContentEdge(c.firstAttribute),
               let other = c.secondItem, inside.contains(other) {
                constraints[index].firstItem = content
            } else if let second = c.secondItem, let (content, inside) = scrollContents[second],
                      Self.isContentEdge(c.secondAttribute), inside.contains(c.firstItem) {
                constraints[index].secondItem = content
            }
        }
        self.buttonImages = buttonImages
        self.scale = tree.scale
        self.alignmentInsets = alignmentInsets
        var byView: [String: [NodeConstraint]] = [:]
        for (index, c) in constraints.enumerated() {
            guard let at = written[index] else { continue }
            let constraint = NodeConstraint(
                firstItem: c.firstItem, firstAttribute: c.firstAttribute, relation: c.relation,
                secondItem: c.secondItem, secondAttribute: c.secondItem == nil ? nil : c.secondAttribute,
                multiplier: c.multiplier, constant: c.constant, priority: c.priority.rawValue, source: at)
            byView[c.firstItem, default: []].append(constraint)
            if let other = c.secondItem, other != c.firstItem { byView[other, default: []].append(constraint) }
        }
        self.constraintsByView = byView
        self.constraints = constraints
        self.views = views
        self.constraintPositions = positions
    }

    /// The safe-area insets of the tree's root laid out alone: none for a cell, the design device's status bar
    /// (and home indicator) for a view IB shows on the device's screen. A freeform view has no status bar
    /// but keeps the notched screens' insets (Wikipedia's DiffToolbarView, 83 tall on a 6.1-inch design:
    /// its toolbar pinned to the safe area's bottom ends 34 above the view's), as does a collection view's
    /// header or footer (Wikipedia's PageHistoryCountsView, 802 wide on a landscape 5.9-inch design: views
    /// pinned to its safe area's sides at x 50, 702 wide).
    static func safeArea(in tree: AppViewTree) -> LayoutEdgeInsets {
        guard !tree.root.kind.isCell else { return .zero }
        let freeform = tree.isFreeform || tree.root.kind == .collectionReusableView
        return deviceSafeArea(tree, statusBar: !tree.hidesStatusBar && !freeform)
    }

    /// The safe-area insets IB's canvas gives a top-level collection cell's layout margins: a freeform view's, the
    /// notch and home indicator of a notched design and none on other screens (Vocable's EditCategoriesDefault-
    /// CollectionViewCell, Xcode 11 on a 6.1-inch design: content-view margins 44 above and 34 below; its
    /// DwellTimeCollectionViewCell on a 12.9-inch iPad: 8, the content view's own).
    static func collectionCellSafeArea(in tree: AppViewTree) -> LayoutEdgeInsets {
        deviceSafeArea(tree, statusBar: false)
    }

    /// The design device's safe-area insets; without its status bar a screen without a notch has no inset at
    /// the top. Before Xcode 12 the 6.1-inch design is the iPhone XR/11 and the 5.9-inch one the iPhone X/XS/11 Pro,
    /// whose status bars are 44 tall. In landscape a phone shows no status bar (UIKit hides it in a vertically
    /// compact environment); a notched one keeps the notch's depth at both sides and a shorter home indicator band.
    static func deviceSafeArea(_ tree: AppViewTree, statusBar: Bool) -> LayoutEdgeInsets {
        guard let device = tree.deviceID, var insets = UIKitDefaults.safeAreaInsets[device] else { return .zero }
        if ["retina6_1", "retina5_9"].contains(device), tree.toolsVersion < UIKitDefaults.toolsVersions.xcode12 {
            insets.top = UIKitDefaults.notchedStatusBarBeforeXcode12
        }
        switch tree.orientation ?? "portrait" {
        case "portrait":
            let top = !statusBar && insets.bottom == 0 ? 0 : insets.top
            return LayoutEdgeInsets(top: top, left: 0, bottom: insets.bottom, right: 0)
        case "landscape" where insets.bottom > 0:
            return LayoutEdgeInsets(top: 0, left: insets.top, bottom: UIKitDefaults.landscapeHomeIndicatorInset, right: insets.top)
        default:
            return .zero
        }
    }

    /// The ids of the views and layout guides inside `view` (at any depth).
    static func descendantIDs(_ view: AppView) -> [String] {
        view.layoutGuides.map(\.id) + view.subviews.flatMap { [$0.id] + descendantIDs($0) }
    }

    /// Whether a constraint on `attribute` of a scroll view names its content area's edge (not its frame's
    /// width, height or centre).
    static func isContentEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    /// Whether `view` is a label of more than one line (or of any number, 0).
    static func isMultilineLabel(_ view: AppView) -> Bool {
        guard case .label? = view.textKind else { return false }
        return view.textStyle?.numberOfLines != 1
    }

    /// A label's baselines from its font's ascender and descender (SF's metrics, as the measurers'
    /// line heights); a text field's and a titled button's from one line of their font centred in the view, as
    /// UIKit centres a field's text in its text rect (the border style's insets are the same above and below)
    /// and a button's title in its content rect (FirebaseUI's FUIAuthTableViewCell, Xcode 8: a 36-tall field at
    /// 14 pt baseline-aligned to a 17-pt label at y 11.5 sits at y 5). Other views' baselines are their bottoms.
    static func textBaseline(_ view: AppView) -> TextBaseline? {
        guard let size = view.textStyle?.font.size else { return nil }
        let ascender = Double(SystemFontMetrics.ascender(size)), descender = Double(SystemFontMetrics.descender(size))
        let field: Bool
        switch view.textKind {
        case .label?: return TextBaseline(ascender: ascender, descender: descender)
        case .textField?: field = true
        case .textView?, nil: field = false
        }
        guard field || (view.button.map(centresTitle) ?? false) else { return nil }
        return TextBaseline(ascender: ascender, descender: descender, lineHeight: Double(SystemFontMetrics.lineHeight(size)))
    }

    /// Whether a button shows a title centred in its bounds (content insets as deep above as below).
    static func centresTitle(_ button: AppButton) -> Bool {
        let insets = button.configuration.map { $0.contentInsets.map { ($0.top, $0.bottom) } ?? (0, 0) }
            ?? button.contentEdgeInsets.map { ($0.top, $0.bottom) } ?? (0, 0)
        return !button.title.isEmpty && insets.0 == insets.1
    }

    static func kind(_ view: AppView) -> LayoutItemKind {
        switch view.kind {
        case .label, .button: return .label
        case .imageView: return .imageView
        case .stackView: return view.stack.map { .stackView($0) } ?? .view
        default: return .view
        }
    }

    /// A label's, a button's, a text field's and a segmented control's size come from their text (on IB's
    /// canvas, its placeholder size when IB gives one: IB lays out with it at design time, UIKit ignores it at
    /// run time — Kickstarter's BackerDashboardEmptyStateCell, a multi-line " " of placeholder width 200 that
    /// IB saved 200 wide); a fixed-size control's is UIKit's; an image view's from its image resource's
    /// size, else its placeholder size; other views have none unless IB gives a placeholder. An image view
    /// without an image has none (`UIImageView.intrinsicContentSize` is `noIntrinsicMetric` on both axes), on
    /// the canvas too: IB keeps such a view at the size it was drawn (ThunderCloud's and Wikipedia's, saved
    /// 50 x 50 and 1 x 44 in centred stacks that collapse them), a size only the saved frame holds.
    static func intrinsicSize(_ view: AppView, _ tree: AppViewTree, toolsVersion: Int, onCanvas: Bool = false) -> IntrinsicContentSize {
        let placeholder = (view.placeholderWidth, view.placeholderHeight)
        if ControlMetrics.isMeasured(view), !onCanvas || (placeholder.0 == nil && placeholder.1 == nil) { return .measured }
        if placeholder.0 != nil || placeholder.1 != nil {
            return .fixed(LayoutSize(width: placeholder.0 ?? LayoutSize.noIntrinsicMetric,
                                     height: placeholder.1 ?? LayoutSize.noIntrinsicMetric))
        }
        if let size = ControlMetrics.fixedSize(view, toolsVersion: toolsVersion) { return .fixed(size) }
        if let image = view.image, let size = tree.imageSizes[image] { return .fixed(size) }
        if let designable = tree.designableIntrinsicSizes[view.id] { return .fixed(designable) }
        return .none
    }
}

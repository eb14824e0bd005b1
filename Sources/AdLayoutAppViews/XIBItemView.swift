import AdLayoutAutoLayout
import AdLayoutEngine
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// An app's XIB as the content of an offerwall item: the view loaded from the nib and pinned to the
/// item's edges (the guide's `init(frame:)`), laid out by Auto Layout at each item's size with each
/// ad's texts, images and hidden views (the guide's `setData`).
///
/// The constraint system is built once per item size and kept: for each ad only the texts' intrinsic
/// sizes change, and they are edit variables of the solver, so an ad costs a re-solve, not a build.
/// A Swift plugin uses it as the guide's `AdListItemView` subclass uses its nib:
///
/// ```swift
/// let nib = try XIBItemView(contentsOf: URL(fileURLWithPath: "custom/CustomItemView.xib"))
/// // in layoutElements(_:), the guide's setData:
/// var content = XIBItemView.Content()
/// content.texts["titleLabel"] = context.item.appName
/// return nib.layout(content, in: context.bounds, measurer: context.measurer).nodes
/// ```
public struct XIBItemView: Sendable {
    /// What one ad shows in the XIB's views, by outlet name (`titleLabel`, `feedImageView`, …).
    public struct Content: Sendable {
        /// Texts of labels and buttons; views not named keep the XIB's placeholder text.
        public var texts: [String: String] = [:]
        /// Images of image views; views not named draw the placeholder.
        public var images: [String: ImageSource] = [:]
        /// `isHidden` set per ad; views not named keep the XIB's.
        public var hidden: [String: Bool] = [:]
        /// Text colours of labels and buttons (`textColor`); views not named keep the XIB's.
        public var colors: [String: Color] = [:]
        /// `alpha` set per ad; views not named keep the XIB's.
        public var alphas: [String: CGFloat] = [:]
        /// `backgroundColor` set per ad, over the view's layer paint; views not named keep theirs.
        public var backgroundColors: [String: Color] = [:]
        /// Ranges of labels' texts drawn otherwise (an `attributedText`'s colours, strikethrough, underline).
        public var runs: [String: [TextRun]] = [:]
        /// Nothing set: the XIB as designed.
        public init() {}
    }

    /// The XIB's name in messages and in the nodes' `source`.
    public let file: String
    let tree: XIBViewTree
    /// View ids by outlet name, and outlet names by view id.
    let ids: [String: String]
    let outlets: [String: String]
    let pool = SystemPool()
    /// Layer styles set in code after the nib loads (the guide's `init(frame:)`: corner radius,
    /// border), by outlet; they replace what the XIB's runtime attributes set.
    public var layers: [String: BoxStyle] = [:]
    /// The images the app names for its image views (a XIB's `image="…"`, `UIImage(named:)` in code),
    /// by view id; an ad's image for the view takes its place.
    public var namedImages: [String: ImageSource] = [:]

    /// Loads the XIB at `url` (its first top-level view); `displayPath` names it in messages.
    public init(contentsOf url: URL, displayPath: String? = nil) throws(XIBError) {
        try self.init(document: XIBDocument(contentsOf: url), file: displayPath ?? url.lastPathComponent)
    }

    /// The view of `document`'s first top-level view.
    public init(document: XIBDocument, file: String) throws(XIBError) {
        guard let root = document.views.first else {
            throw XIBError(kind: .notADocument, fileName: file, position: XIBSourcePosition(line: 1, column: 1),
                           message: "the XIB has no top-level view")
        }
        self.init(tree: AppViewTree(root, in: document, file: file))
    }

    /// The view of an app-view tree (a XIB's or views made in code).
    init(tree appTree: AppViewTree) {
        file = appTree.file
        tree = XIBViewTree(appTree)
        outlets = appTree.outletNames
        ids = appTree.outletIDs
    }

    /// The image each image view names, by view id (`image="Logo"`; a view made in code, its `image`).
    public var imageNames: [String: String] {
        Dictionary(tree.root.allViews.compactMap { view in view.image.map { (view.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The views laid out for each ad (the root and every view inside it, hidden ones included).
    public var viewCount: Int { tree.views.count }

    /// The XIB and the line:column of its root view (`Cell.xib:3:9`).
    public var rootSource: String { tree.root.source.description }

    /// The file and line:column of the root's first subview (``rootSource`` when it has none): for views made in
    /// code, whose root (the item view itself) is written nowhere, the first view its `init(frame:)` adds.
    public var firstSubviewSource: String {
        guard let first = tree.root.subviews.first else { return rootSource }
        return first.source.description
    }

    /// The outlets the XIB connects, by name.
    public var outletNames: [String] { ids.keys.sorted() }

    /// The XIB's design size (the frame IB saved for its view).
    public var designSize: CGSize { CGSize(width: CGFloat(tree.size.width), height: CGFloat(tree.size.height)) }

    /// The layer paint the XIB gives the view of `outlet` (nil when there is no such outlet).
    public func box(ofOutlet outlet: String) -> BoxStyle? {
        ids[outlet].flatMap { tree.views[$0] }.map(\.box)
    }

    /// Whether the view of `outlet` is a label, button or text view (has a text to set).
    public func hasText(outlet: String) -> Bool {
        ids[outlet].flatMap { tree.views[$0] }.map { $0.textStyle != nil } ?? false
    }

    /// Whether the view of `outlet` is an image view.
    public func isImageView(outlet: String) -> Bool {
        ids[outlet].flatMap { tree.views[$0] }?.kind == .imageView
    }

    /// Constraints UIKit would break or leave ambiguous, as warnings at their XIB lines: found at the
    /// XIB's design size with its placeholder texts (a conflict or an ambiguity is in the constraints,
    /// not in the texts' widths, for which fixed advances stand in), as designed and with each of
    /// `hidden`'s sets of views hidden or shown (by outlet: the states of `setData`), each once. A view
    /// that cannot be laid out at all (a constraint UIKit refuses, too many items) is an error at its
    /// line, as `adlayout render` of the XIB alone says: otherwise every item would be drawn empty.
    public func constraintProblems(hidden variants: [[String: Bool]] = []) -> [Diagnostic] {
        let sizing = TextIntrinsicSize(views: tree.views, measurer: ApproximateTextMeasurer(), texts: [:],
                                       images: tree.buttonImages, scale: tree.scale, toolsVersion: tree.toolsVersion)
        let size = tree.size
        var problems: [Diagnostic] = []
        for variant in [[:]] + variants {
            let hidden = Dictionary(variant.compactMap { outlet, value in ids[outlet].map { ($0, value) } },
                                    uniquingKeysWith: { first, _ in first }).filter { tree.views[$0.key] != nil }
            let result: LayoutResult
            switch pool.solve(tree, size: size, hidden: hidden, measuring: sizing) {
            case .success(let solved): result = solved
            case .failure(let error): return [AppViewDiagnostics.failure(error, file: file, tree: tree)]
            }
            for warning in result.warnings {
                if case .measurementDidNotConverge = warning { continue }
                let diagnostic = AppViewDiagnostics.diagnostic(warning, file: file, views: tree.views, positions: tree.constraintPositions)
                if !problems.contains(diagnostic) { problems.append(diagnostic) }
            }
            for diagnostic in SolvedFrameLimit.diagnostics(result, tree: tree, file: file) where !problems.contains(diagnostic) {
                problems.append(diagnostic)
            }
        }
        return problems
    }

    /// The XIB laid out in `bounds` (absolute points) showing `content`: its views as nodes, and
    /// Auto Layout's warnings for this size (conflicts, ambiguity), at their constraints' lines.
    public func layout(_ content: Content, in bounds: CGRect, measurer: any TextMeasuring) -> (nodes: [LayoutNode], warnings: [Diagnostic]) {
        switch solve(content, in: bounds, measurer: measurer) {
        case .failure(let error):
            return ([], [Diagnostic(.warning, code: .constraints, file: file, path: "", location: nil,
                                    message: "cannot lay the XIB out at \(bounds.width) × \(bounds.height): \(error)")])
        case .success(let (node, result)):
            let warnings = result.warnings.map {
                AppViewDiagnostics.diagnostic($0, file: file, views: tree.views, positions: tree.constraintPositions)
            } + SolvedFrameLimit.diagnostics(result, tree: tree, file: file)
            return ([node], warnings)
        }
    }

    /// ``layout(_:in:measurer:)`` for an item of a list: its nodes, and the warnings of this ad that are not among
    /// `reported` (those found when the view was registered, ``constraintProblems(hidden:)``), on its root node.
    /// An ad without warnings words none.
    func nodes(_ content: Content, in bounds: CGRect, measurer: any TextMeasuring, reported: [Diagnostic]) -> [LayoutNode] {
        guard case .success(let (node, result)) = solve(content, in: bounds, measurer: measurer) else { return [] }
        guard !result.warnings.isEmpty else { return [node] }
        var laidOut = node
        for warning in result.warnings {
            let diagnostic = AppViewDiagnostics.diagnostic(warning, file: file, views: tree.views, positions: tree.constraintPositions)
            if !reported.contains(diagnostic) && !laidOut.warnings.contains(diagnostic) { laidOut.warnings.append(diagnostic) }
        }
        return [laidOut]
    }

    private func solve(_ content: Content, in bounds: CGRect, measurer: any TextMeasuring) -> Result<(LayoutNode, LayoutResult), AutoLayoutError> {
        func byID<T>(_ values: [String: T]) -> [String: T] {
            Dictionary(values.compactMap { key, value in ids[key].map { ($0, value) } }, uniquingKeysWith: { a, _ in a })
        }
        let texts = byID(content.texts)
        // A hidden view keeps its place and size, as in UIKit, unless it is arranged in a stack view, whose
        // arrangement collapses it and the gap next to it.
        let hidden = byID(content.hidden).filter { tree.views[$0.key] != nil }
        let size = LayoutSize(width: Double(bounds.width), height: Double(bounds.height))
        var sizing = TextIntrinsicSize(views: tree.views, measurer: measurer, texts: texts, images: tree.buttonImages, scale: tree.scale, toolsVersion: tree.toolsVersion)
        let runs = byID(content.runs)
        sizing.runs = runs.filter { $0.value.contains { $0.font != nil } }
        return pool.solve(tree, size: size, hidden: hidden, measuring: sizing).map { result in
            var nodes = XIBNodes(tree: tree, result: result, outlets: outlets)
            nodes.texts = texts
            nodes.images = namedImages.merging(byID(content.images)) { _, ad in ad }
            nodes.hidden = hidden
            nodes.colors = byID(content.colors)
            nodes.alphas = byID(content.alphas)
            nodes.runs = runs
            var boxes = byID(layers)
            for (id, color) in byID(content.backgroundColors) {
                guard let view = tree.views[id] else { continue }
                var box = boxes[id] ?? view.box
                box.backgroundColor = color
                boxes[id] = box
            }
            nodes.boxes = boxes
            return (nodes.node(at: bounds.origin), result)
        }
    }
}

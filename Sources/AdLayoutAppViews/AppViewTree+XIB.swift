import AdLayoutAutoLayout
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

extension AppViewTree {
    /// The XIB front end: `root` (a top-level view of `document`) and what the document says about it, its
    /// constraints named by their IB ids at their elements in `file`.
    init(_ root: XIBView, in document: XIBDocument, file: String) {
        self.file = file
        self.root = Self.view(root, file: file)
        var names: [String: String] = [:], ids: [String: String] = [:]
        for c in (document.filesOwner?.connections ?? []) + root.connections where c.kind == .outlet {
            names[c.destination] = c.name
            ids[c.name] = c.destination
        }
        outletNames = names
        outletIDs = ids
        imageSizes = document.resources.images.compactMapValues(\.size)
        designableIntrinsicSizes = document.designableIntrinsicSizes
        device = document.device
        toolsVersion = ControlMetrics.toolsVersion(document)
        // A file without a design device or tools version is drawn at the current phones' 3×.
        scale = document.device == nil && document.toolsVersion == nil
            ? UIKitDefaults.screenScale : UIKitDefaults.screenScale(deviceID: document.device?.id)
        viewControllerRootID = document.filesOwner?.connections.first { $0.kind == .outlet && $0.name == "view" }?.destination
    }

    /// `view` and its installed subviews as the tree's views.
    static func view(_ view: XIBView, file: String) -> AppView {
        func at(_ p: XIBSourcePosition, id: String = "") -> SourcePosition {
            SourcePosition(file: file, line: p.line, column: p.column, id: id)
        }
        let constraints = view.constraints.filter(\.isActive).compactMap { c -> AppConstraint? in
            guard let first = UIKitVocabulary.attribute(c.firstAttribute) else { return nil }
            return AppConstraint(c.firstItemID, first, c.relation, c.secondItemID,
                                 c.secondAttribute.flatMap(UIKitVocabulary.attribute), multiplier: c.multiplier, constant: c.constant,
                                 priority: c.priority, source: at(c.position, id: c.id))
        }
        let stack = view.stackView.map {
            StackViewConfiguration(axis: $0.axis, distribution: $0.distribution, alignment: $0.alignment,
                                   spacing: $0.spacing, isLayoutMarginsRelativeArrangement: $0.isLayoutMarginsRelativeArrangement,
                                   isBaselineRelativeArrangement: $0.isBaselineRelativeArrangement)
        }
        return AppView(
            id: view.id, kind: view.kind, source: at(view.position),
            frame: view.frame,
            isHidden: view.isHidden, translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
            hugging: AxisPriorities(view.horizontalHuggingPriority, view.verticalHuggingPriority, else: .defaultHugging),
            compressionResistance: AxisPriorities(view.horizontalCompressionResistancePriority, view.verticalCompressionResistancePriority,
                                                  else: .defaultCompressionResistance),
            image: view.imageView?.image, stack: view.kind == .stackView ? stack : nil, constraints: constraints,
            subviews: view.subviews.filter(\.isInstalled).map { Self.view($0, file: file) }, element: view)
    }
}

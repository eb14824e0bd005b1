import AdLayoutAutoLayout
import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

extension AppViewTree {
    /// The code front end: views made in code (the Swift setup reader's ``/AdLayoutModel/AppCodeView``s) with
    /// the item view's `contentView` as the root, each view a subview of the one it names (its name its id and its
    /// outlet), every constraint held by the root. A view without constraints of its own keeps its frame, zero;
    /// an arranged subview is placed by its stack. `file` is what sources and messages name: the Swift file of the
    /// first source written, else `fallback`; `imageSizes` are the sizes in points of the images the views name
    /// (an image view's intrinsic size, as UIKit's `UIImageView(image:)` gives it).
    init(code views: [AppCodeView], constraints: [AppCodeConstraint], imageSizes: [String: LayoutSize] = [:], fallback: String) {
        let file = (views.compactMap(\.source) + constraints.compactMap(\.source)).lazy
            .compactMap { SourcePosition(parsing: $0)?.file }.first ?? fallback
        func position(_ source: String?, _ location: SourceLocation?, id: String = "") -> SourcePosition {
            if let source, let p = SourcePosition(parsing: source), p.file == file { return SourcePosition(file: file, line: p.line, column: p.column, id: id) }
            return SourcePosition(file: file, line: location?.line ?? 1, column: location?.column ?? 1, id: id)
        }
        let rootID = AppCodeView.contentView
        // A constraint on a view the document could not read was reported with that view.
        let known = Set([rootID] + views.map(\.name))
        let held = constraints.enumerated().filter { _, c in
            known.contains(c.firstItem) && c.secondItem.map(known.contains) != false
        }.compactMap { index, c -> AppConstraint? in
            guard let first = UIKitVocabulary.attribute(c.firstAttribute) else { return nil }
            return AppConstraint(c.firstItem, first, c.relation, c.secondItem,
                                 c.secondAttribute.flatMap(UIKitVocabulary.attribute), multiplier: c.multiplier, constant: c.constant,
                                 priority: c.priority, source: position(c.source, c.location, id: c.source ?? "constraints[\(index)]"))
        }
        // Children before parents: a view's subviews are those that name it, in the order added.
        func subtree(_ name: String) -> [AppView] {
            views.filter { $0.superview == name }.map { Self.view($0, at: position($0.source, $0.location), subviews: subtree($0.name)) }
        }
        let size = UIKitDefaults.codeViewSize
        let at = position(nil, nil)
        let frame = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
        self.file = file
        root = AppView(
            id: rootID, kind: .view, source: at, frame: frame, isHidden: false,
            translatesAutoresizingMaskIntoConstraints: true, hugging: .defaultHugging,
            compressionResistance: .defaultCompressionResistance, image: nil, stack: nil, constraints: held,
            subviews: subtree(rootID),
            element: XIBView(madeInCode: .view, id: rootID, frame: frame,
                             position: XIBSourcePosition(line: at.line, column: at.column)))
        outletNames = Dictionary(views.map { ($0.name, $0.name) }, uniquingKeysWith: { _, last in last })
        outletIDs = outletNames
        self.imageSizes = imageSizes
        designableIntrinsicSizes = [:]
        device = nil
        toolsVersion = Int.max
        // Without a design device a view is drawn at the current phones' 3×.
        scale = UIKitDefaults.screenScale
        viewControllerRootID = nil
    }

    /// A view made in code, with UIKit's defaults for what the code does not set.
    private static func view(_ v: AppCodeView, at source: SourcePosition, subviews: [AppView]) -> AppView {
        let kind: XIBViewKind
        var properties = XIBViewProperties.none
        var stack: StackViewConfiguration?
        switch v.kind {
        case .label:
            kind = .label
            properties = .label(XIBLabelProperties(
                text: v.text, numberOfLines: v.numberOfLines ?? 1, lineBreakMode: v.lineBreakMode ?? .byTruncatingTail,
                textAlignment: UIKitVocabulary.textAlignment(v.textAlignment), font: v.font.map(UIKitVocabulary.font), textColor: nil,
                highlightedColor: nil, adjustsFontSizeToFit: false, minimumScaleFactor: 0, minimumFontSize: nil, preferredMaxLayoutWidth: nil,
                baselineAdjustment: nil))
        case .button:
            kind = .button
            properties = .button(XIBButtonProperties(
                buttonType: "system", font: v.font.map(UIKitVocabulary.font),
                states: [.init(state: "normal", title: v.text, titleColor: nil, titleShadowColor: nil, image: nil, backgroundImage: nil)],
                configurationStyle: nil, configurationTitle: nil, lineBreakMode: nil, contentHorizontalAlignment: nil,
                contentVerticalAlignment: nil))
        case .imageView:
            kind = .imageView
            properties = .imageView(XIBImageViewProperties(image: v.image, imageCatalog: nil, highlightedImage: nil))
        case .stackView:
            kind = .stackView
            let configuration = StackViewConfiguration(
                axis: v.axis ?? .horizontal, distribution: v.distribution ?? .fill, alignment: v.alignment ?? .fill,
                spacing: Double(v.spacing ?? 0),
                isLayoutMarginsRelativeArrangement: false, isBaselineRelativeArrangement: false)
            stack = configuration
        case .view:
            kind = .view
        }
        let element = XIBView(madeInCode: kind, id: v.name, properties: properties, isHidden: v.isHidden, clipsSubviews: v.clipsToBounds,
                              contentMode: v.contentMode ?? .scaleToFill,
                              translatesAutoresizingMaskIntoConstraints: v.translatesAutoresizingMaskIntoConstraints,
                              position: XIBSourcePosition(line: source.line, column: source.column))
        return AppView(
            id: v.name, kind: kind, source: source, frame: nil, isHidden: v.isHidden,
            translatesAutoresizingMaskIntoConstraints: v.translatesAutoresizingMaskIntoConstraints,
            hugging: AxisPriorities(v.horizontalHugging, v.verticalHugging, else: .defaultHugging),
            compressionResistance: AxisPriorities(v.horizontalCompressionResistance, v.verticalCompressionResistance,
                                                  else: .defaultCompressionResistance),
            image: v.kind == .imageView ? v.image : nil, stack: stack, constraints: [], subviews: subviews, element: element)
    }
}

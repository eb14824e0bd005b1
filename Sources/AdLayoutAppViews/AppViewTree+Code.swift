import AdLayoutAutoLayout
import AdLayoutEngine
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
            id: rootID, isIDWritten: true, kind: .view, source: at, frame: frame, isHidden: false, alpha: 1,
            translatesAutoresizingMaskIntoConstraints: true, isCellContentView: false, hugging: .defaultHugging,
            compressionResistance: .defaultCompressionResistance, placeholderWidth: nil, placeholderHeight: nil, layoutMargins: nil,
            preservesSuperviewLayoutMargins: false, insetsLayoutMarginsFromSafeArea: true, layoutGuides: [],
            box: BoxStyle(backgroundColor: .clear), tint: nil, image: nil, stack: nil, content: .none, constraints: held,
            subviews: subtree(rootID))
        outletNames = Dictionary(views.map { ($0.name, $0.name) }, uniquingKeysWith: { _, last in last })
        outletIDs = outletNames
        self.imageSizes = imageSizes
        designableIntrinsicSizes = [:]
        deviceID = nil
        orientation = nil
        isFreeform = false
        hidesStatusBar = false
        toolsVersion = Int.max
        // Without a design device a view is drawn at the current phones' 3×.
        scale = UIKitDefaults.screenScale
        viewControllerRootID = nil
    }

    /// A view made in code, with UIKit's defaults for what the code does not set (hugging 250 and compression
    /// resistance 750 on both axes — a label or image view made in code has them too; IB writes 251 for those it
    /// makes —, alpha 1, no margins written, the system tint, a system button).
    private static func view(_ v: AppCodeView, at source: SourcePosition, subviews: [AppView]) -> AppView {
        let kind: ViewKind
        var content = AppViewContent.none
        var stack: StackViewConfiguration?
        switch v.kind {
        case .label:
            kind = .label
            content = .text(AppText(kind: .label, text: v.text ?? "", style: TextStyle(
                font: v.font.map(UIKitVocabulary.font) ?? UIKitDefaults.labelFont, color: UIKitDefaults.labelTextColor,
                numberOfLines: v.numberOfLines ?? 1, lineBreakMode: v.lineBreakMode ?? .byTruncatingTail,
                alignment: v.textAlignment ?? .natural)))
        case .button:
            kind = .button
            content = .button(AppButton(
                title: v.text ?? "",
                style: TextStyle(font: v.font.map(UIKitVocabulary.font) ?? UIKitDefaults.buttonFont,
                                 color: ButtonLook.titleColor(written: nil, configuration: nil, tint: nil), numberOfLines: 1,
                                 lineBreakMode: .byTruncatingMiddle, alignment: .center),
                image: nil, configuration: nil, contentEdgeInsets: nil, customTypeFont: nil))
        case .imageView:
            kind = .imageView
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
        return AppView(
            id: v.name, isIDWritten: true, kind: kind, source: source, frame: nil, isHidden: v.isHidden, alpha: 1,
            translatesAutoresizingMaskIntoConstraints: v.translatesAutoresizingMaskIntoConstraints, isCellContentView: false,
            hugging: AxisPriorities(v.horizontalHugging, v.verticalHugging, else: .defaultHugging),
            compressionResistance: AxisPriorities(v.horizontalCompressionResistance, v.verticalCompressionResistance,
                                                  else: .defaultCompressionResistance),
            placeholderWidth: nil, placeholderHeight: nil, layoutMargins: nil, preservesSuperviewLayoutMargins: false,
            insetsLayoutMarginsFromSafeArea: true, layoutGuides: [],
            box: BoxStyle(backgroundColor: .clear, clipsToBounds: v.clipsToBounds), tint: nil,
            image: v.kind == .imageView ? v.image : nil, stack: stack, content: content, constraints: [], subviews: subviews)
    }
}

import AdLayoutAutoLayout
import AdLayoutEngine
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
        deviceID = document.device?.id
        orientation = document.device?.orientation
        isFreeform = root.simulatedMetrics.isFreeform
        hidesStatusBar = root.simulatedMetrics.hidesStatusBar
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
        func dimension(_ d: XIBIntrinsicDimension?) -> Double? {
            switch d {
            case .points(let v): v
            case .noIntrinsicMetric: LayoutSize.noIntrinsicMetric
            case nil: nil
            }
        }
        let tint = XIBStyle.color(view.tintColor)
        return AppView(
            id: view.id, isIDWritten: !view.hasSyntheticID, kind: view.kind, source: at(view.position),
            frame: view.frame,
            isHidden: view.isHidden, alpha: view.alpha,
            translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
            isCellContentView: view.key == "contentView",
            hugging: AxisPriorities(view.horizontalHuggingPriority, view.verticalHuggingPriority, else: .defaultHugging),
            compressionResistance: AxisPriorities(view.horizontalCompressionResistancePriority, view.verticalCompressionResistancePriority,
                                                  else: .defaultCompressionResistance),
            placeholderWidth: dimension(view.placeholderIntrinsicWidth), placeholderHeight: dimension(view.placeholderIntrinsicHeight),
            layoutMargins: view.layoutMargins.map(insets), preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins,
            insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
            layoutGuides: view.layoutGuides.map {
                AppLayoutGuide(id: $0.id, isSafeArea: $0.isSafeArea, isContentLayoutGuide: $0.key == "contentLayoutGuide", line: $0.position.line)
            },
            box: XIBStyle.box(of: view), tint: tint,
            image: view.imageView?.image, stack: view.kind == .stackView ? stack : nil, content: content(of: view, tint: tint),
            constraints: constraints,
            subviews: view.subviews.filter(\.isInstalled).map { Self.view($0, file: file) })
    }

    /// IB's insets with leading as left and trailing as right.
    private static func insets(_ e: XIBEdgeInsets) -> LayoutEdgeInsets {
        LayoutEdgeInsets(top: e.top, left: e.leading, bottom: e.bottom, right: e.trailing)
    }

    /// What `view` shows, its fonts and colours resolved with UIKit's defaults (`tint`: its own tint colour).
    private static func content(of view: XIBView, tint: Color?) -> AppViewContent {
        switch view.properties {
        case .label(let label):
            return .text(AppText(kind: .label, text: label.text ?? "", style: TextStyle(
                font: XIBStyle.font(label.font, fallback: UIKitDefaults.labelFont),
                color: XIBStyle.color(label.textColor) ?? UIKitDefaults.labelTextColor,
                numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode, alignment: XIBStyle.alignment(label.textAlignment))))
        case .textField(let field):
            return .text(AppText(kind: .textField(placeholder: field.placeholder, borderStyle: field.borderStyle), text: field.text ?? "",
                                 style: TextStyle(font: XIBStyle.font(field.font, fallback: UIKitDefaults.textFieldFont),
                                                  color: XIBStyle.color(field.textColor) ?? UIKitDefaults.labelTextColor,
                                                  numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                                  alignment: XIBStyle.alignment(field.textAlignment))))
        case .textView(let text):
            return .text(AppText(kind: .textView(isScrollEnabled: text.isScrollEnabled), text: text.text ?? "",
                                 style: TextStyle(font: XIBStyle.font(text.font, fallback: UIKitDefaults.textFieldFont),
                                                  color: XIBStyle.color(text.textColor) ?? UIKitDefaults.labelTextColor,
                                                  numberOfLines: 0, lineBreakMode: .byWordWrapping,
                                                  alignment: XIBStyle.alignment(text.textAlignment))))
        case .button(let button):
            return .button(Self.button(button, tint: tint))
        case .control(let c):
            return .control(AppControl(style: c.style, segmentTitles: c.segmentTitles, isOn: c.isOn, fraction: c.fraction,
                                       numberOfPages: c.numberOfPages, currentPage: c.currentPage))
        case .none, .imageView, .stackView, .cell:
            return .none
        }
    }

    /// A XIB's button: its configuration's title, font, colour and image where it has one (IB keeps the states'
    /// beside it), else its normal state's.
    private static func button(_ button: XIBButtonProperties, tint: Color?) -> AppButton {
        let normal = button.state("normal")
        let configuration = button.configuration.map {
            AppButtonConfiguration(style: $0.style, cornerStyle: $0.cornerStyle, baseBackgroundColor: XIBStyle.color($0.baseBackgroundColor),
                                   contentInsets: $0.contentInsets.map(insets), imagePadding: $0.imagePadding, imagePlacement: $0.imagePlacement)
        }
        let font = button.configuration.map { XIBStyle.font($0.titleFont, fallback: UIKitDefaults.configurationTitleFont) }
            ?? XIBStyle.font(button.font, fallback: UIKitDefaults.buttonFont)
        let written = button.configuration.map { XIBStyle.color($0.baseForegroundColor) } ?? XIBStyle.color(normal?.titleColor)
        let style = TextStyle(font: font, color: ButtonLook.titleColor(written: written, configuration: configuration, tint: tint),
                              numberOfLines: 1, lineBreakMode: button.lineBreakMode ?? .byTruncatingMiddle, alignment: .center)
        let custom = button.buttonType == nil || button.buttonType == "custom"
        return AppButton(
            title: button.configuration.map { $0.title ?? "" } ?? normal?.title ?? "", style: style,
            image: button.configuration.map { $0.image } ?? normal?.image, configuration: configuration,
            contentEdgeInsets: button.contentEdgeInsets.map(insets),
            customTypeFont: custom ? XIBStyle.font(button.font, fallback: UIKitDefaults.customButtonFont) : nil)
    }
}

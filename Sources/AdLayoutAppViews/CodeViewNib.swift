import AdLayoutInterfaceBuilder
import AdLayoutModel
import Foundation

/// Views made in code as the nib model Auto Layout and the node bridge read for a XIB: the item
/// view's `contentView` as the root, each ``/AdLayoutModel/AppCodeView`` a subview of its
/// superview (its name its id and its outlet), every constraint held by the root. So a view written
/// in Swift takes the path a XIB takes, with the same UIKit defaults (a view without constraints of
/// its own keeps its frame, zero; an arranged subview is placed by its stack).
enum CodeViewNib {
    /// The nib of `views` and `constraints`; `file` is what sources and messages name: the Swift
    /// file of the first source written (`FILE.swift:LINE:COLUMN`), else `fallback`. `imageSizes`
    /// are the sizes in points of the images the views name (an image view's intrinsic size, as
    /// IB's `<resources>` gives a XIB's).
    static func document(views: [AppCodeView], constraints: [AppCodeConstraint], imageSizes: [String: XIBSize] = [:],
                         fallback: String) -> (document: XIBDocument, file: String) {
        let file = (views.compactMap(\.source) + constraints.compactMap(\.source)).lazy.compactMap { parse($0)?.file }.first ?? fallback
        func position(_ source: String?, _ location: SourceLocation?) -> XIBSourcePosition {
            if let source, let p = parse(source), p.file == file { return XIBSourcePosition(line: p.line, column: p.column) }
            return XIBSourcePosition(line: location?.line ?? 1, column: location?.column ?? 1)
        }
        let root = AppCodeView.contentView
        func make(_ v: AppCodeView?, children: [XIBView], constraints: [XIBConstraint], connections: [XIBConnection]) -> XIBView {
            let kind: XIBViewKind
            var properties = XIBViewProperties.none
            switch v?.kind {
            case .label?:
                kind = .label
                properties = .label(XIBLabelProperties(
                    text: v?.text, numberOfLines: v?.numberOfLines ?? 1, lineBreakMode: lineBreakMode(v?.lineBreakMode),
                    textAlignment: alignment(v?.textAlignment), font: v?.font.map(font), textColor: nil, highlightedColor: nil,
                    adjustsFontSizeToFit: false, minimumScaleFactor: 0, minimumFontSize: nil, preferredMaxLayoutWidth: nil,
                    baselineAdjustment: nil))
            case .button?:
                kind = .button
                properties = .button(XIBButtonProperties(
                    buttonType: "system", font: v?.font.map(font),
                    states: [.init(state: "normal", title: v?.text, titleColor: nil, titleShadowColor: nil, image: nil, backgroundImage: nil)],
                    configurationStyle: nil, configurationTitle: nil, lineBreakMode: nil, contentHorizontalAlignment: nil,
                    contentVerticalAlignment: nil))
            case .imageView?:
                kind = .imageView
                properties = .imageView(XIBImageViewProperties(image: v?.image, imageCatalog: nil, highlightedImage: nil))
            case .stackView?:
                kind = .stackView
                properties = .stackView(XIBStackViewProperties(
                    axis: v?.axis == .vertical ? .vertical : .horizontal,
                    distribution: XIBStackViewProperties.Distribution(rawValue: v?.distribution?.name ?? "") ?? .fill,
                    alignment: XIBStackViewProperties.Alignment(rawValue: v?.alignment?.name ?? "") ?? .fill,
                    spacing: Double(v?.spacing ?? 0), isBaselineRelativeArrangement: false, isLayoutMarginsRelativeArrangement: false))
            case .view?, nil:
                kind = .view
            }
            // UIKit's defaults for a view made in code: hugging 250 and compression resistance 750 on both axes
            // (a label or image view made in code has them too; IB writes 251 for those it makes).
            return XIBView(
                kind: kind, id: v?.name ?? root, hasSyntheticID: false, key: nil, customClass: nil, customModule: nil,
                customModuleProvider: nil, userLabel: nil, tag: 0,
                frame: v == nil ? XIBRect(x: 0, y: 0, width: UIKitDefaults.codeViewSize.width, height: UIKitDefaults.codeViewSize.height) : nil,
                autoresizingMask: nil, isHidden: v?.isHidden ?? false, clipsSubviews: v?.clipsToBounds ?? false, alpha: 1,
                contentMode: XIBContentMode(rawValue: v?.contentMode?.name ?? "") ?? .scaleToFill,
                translatesAutoresizingMaskIntoConstraints: v?.translatesAutoresizingMaskIntoConstraints ?? true,
                isMisplaced: false, isAmbiguous: false, backgroundColor: nil, tintColor: nil,
                horizontalHuggingPriority: v?.horizontalHugging ?? 250, verticalHuggingPriority: v?.verticalHugging ?? 250,
                horizontalCompressionResistancePriority: v?.horizontalCompressionResistance ?? 750,
                verticalCompressionResistancePriority: v?.verticalCompressionResistance ?? 750,
                placeholderIntrinsicWidth: nil, placeholderIntrinsicHeight: nil, layoutMargins: nil,
                preservesSuperviewLayoutMargins: false, insetsLayoutMarginsFromSafeArea: true, runtimeAttributes: [],
                connections: connections, subviews: children, constraints: constraints, layoutGuides: [],
                properties: properties, isInstalled: true, position: position(v?.source, v?.location))
        }
        // Children before parents: a view's subviews are those that name it, in the order added.
        func subtree(_ name: String) -> [XIBView] {
            views.filter { $0.superview == name }.map { make($0, children: subtree($0.name), constraints: [], connections: []) }
        }
        // A constraint on a view the document could not read was reported with that view.
        let known = Set([root] + views.map(\.name))
        let xibConstraints = constraints.enumerated().filter { _, c in
            known.contains(c.firstItem) && c.secondItem.map(known.contains) != false
        }.map { index, c in
            let at = position(c.source, c.location)
            return XIBConstraint(
                id: c.source ?? "constraints[\(index)]", firstItem: c.firstItem, firstAttribute: attribute(c.firstAttribute),
                relation: relation(c.relation), secondItem: c.secondItem, secondAttribute: c.secondAttribute.map(attribute),
                multiplier: c.multiplier, multiplierText: nil, constant: c.constant, priority: c.priority, isSymbolic: false,
                identifier: nil, isRemovedAtBuildTime: false, isActive: true, holderID: root, firstItemID: c.firstItem,
                secondItemID: c.secondItem, position: at)
        }
        let outlets = views.map {
            XIBConnection(kind: .outlet, name: $0.name, destination: $0.name, detail: nil, id: nil, sourceID: root,
                          position: position($0.source, $0.location))
        }
        let top = make(nil, children: subtree(root), constraints: xibConstraints, connections: outlets)
        let document = XIBDocument(
            fileName: file, documentType: nil, toolsVersion: nil, targetRuntime: nil, usesAutolayout: true, usesSafeAreas: false,
            usesTraitCollections: false, device: nil, placeholders: [], views: [top],
            resources: XIBResources(systemColors: [:], namedColors: [:],
                                    images: imageSizes.reduce(into: [:]) { $0[$1.key] = XIBImageResource(name: $1.key, size: $1.value, catalog: nil) }),
            designableIntrinsicSizes: [:], notes: [])
        return (document, file)
    }

    /// `FILE.swift:LINE[:COLUMN]`.
    static func parse(_ source: String) -> (file: String, line: Int, column: Int)? {
        let parts = source.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        let numbers = parts.suffix(parts.count >= 3 && Int(parts[parts.count - 2]) != nil ? 2 : 1).compactMap { Int($0) }
        guard let line = numbers.first, line > 0 else { return nil }
        let file = parts.dropLast(numbers.count).joined(separator: ":")
        return file.isEmpty ? nil : (file, line, numbers.count == 2 ? max(1, numbers[1]) : 1)
    }

    static func font(_ f: Font) -> XIBFont {
        if f.italic { return XIBFont(descriptor: .italicSystem, pointSize: Double(f.size)) }
        return XIBFont(descriptor: .system(weight: XIBFont.Weight(rawValue: f.weight.name) ?? .regular), pointSize: Double(f.size))
    }

    static func lineBreakMode(_ m: LineBreakMode?) -> XIBLineBreakMode {
        switch m {
        case .byWordWrapping?: .wordWrap
        case .byCharWrapping?: .characterWrap
        case .byClipping?: .clip
        case .byTruncatingHead?: .headTruncation
        case .byTruncatingMiddle?: .middleTruncation
        case .byTruncatingTail?, nil: .tailTruncation
        }
    }

    static func alignment(_ a: TextAlignment?) -> XIBTextAlignment {
        switch a {
        case .left?: .left
        case .center?: .center
        case .right?: .right
        case .natural?, nil: .natural
        }
    }

    static func attribute(_ a: AppCodeConstraint.Attribute) -> XIBLayoutAttribute {
        XIBLayoutAttribute(rawValue: a.name) ?? .notAnAttribute
    }

    static func relation(_ r: AppCodeConstraint.Relation) -> XIBLayoutRelation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

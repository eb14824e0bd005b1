/// Reading each kind's own properties (label text and font, button states, stack axis, …).
extension XIBDecoder {
    /// The properties for a view kind.
    mutating func decodeProperties(_ element: XMLElementNode, kind: ViewKind) throws(XIBError) -> XIBViewProperties {
        switch kind {
        case .label: return .label(try decodeLabel(element))
        case .imageView: return .imageView(decodeImageView(element))
        case .button: return .button(try decodeButton(element))
        case .stackView: return .stackView(try decodeStackView(element))
        case .textView: return .textView(try decodeTextView(element))
        case .textField: return .textField(try decodeTextField(element))
        case .tableViewCell, .collectionViewCell, .collectionReusableView:
            return .cell(try decodeCell(element, kind: kind))
        case .other(let name) where XIBControlProperties.elements.contains(name): return .control(try decodeControl(element))
        default: return .none
        }
    }

    /// A keyed `<color>` child, `nil` for `<nil key=…>` or absence.
    mutating func keyedColor(_ element: XMLElementNode, _ key: String) throws(XIBError) -> XIBColor? {
        guard let colorElement = element.child("color", key: key) else { return nil }
        return try decodeColor(colorElement)
    }

    /// The `<fontDescription key="fontDescription">` child, if any.
    mutating func keyedFont(_ element: XMLElementNode) throws(XIBError) -> XIBFont? {
        guard let fontElement = element.child("fontDescription", key: "fontDescription") else { return nil }
        return try decodeFont(fontElement)
    }

    /// Text from the `text` attribute, a `<string key="text">` / `<mutableString key="text">`
    /// child, or the fragments of `<attributedString key="attributedText">`.
    mutating func text(_ element: XMLElementNode) -> String? {
        if let text = element["text"] { return text }
        if let child = element.child("string", key: "text") ?? element.child("mutableString", key: "text") {
            return child.text
        }
        if let attributed = element.child("attributedString", key: "attributedText") {
            note(attributed.position, "attributed text read as plain text (its attributes are not read)")
            return attributed.children("fragment").map { fragment in
                fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            }.joined()
        }
        return nil
    }

    /// An image name from an attribute or an `<imageReference key=…>` child, with its catalog.
    func imageName(_ element: XMLElementNode, attribute: String) -> (name: String?, catalog: String?) {
        if let name = element[attribute] { return (name, nil) }
        if let reference = element.child("imageReference", key: attribute) {
            return (reference["image"], reference["catalog"])
        }
        return (nil, nil)
    }

    mutating func decodeLabel(_ element: XMLElementNode) throws(XIBError) -> XIBLabelProperties {
        XIBLabelProperties(
            text: text(element), numberOfLines: try integer(element, "numberOfLines", XIBValueRanges.numberOfLines) ?? 1,
            lineBreakMode: word(element, "lineBreakMode", default: .byTruncatingTail, LineBreakMode.init(xibWord:)),
            textAlignment: word(element, "textAlignment", default: .left), font: try keyedFont(element),
            textColor: try keyedColor(element, "textColor"),
            highlightedColor: try keyedColor(element, "highlightedColor"),
            adjustsFontSizeToFit: bool(element, "adjustsFontSizeToFit", default: true),
            minimumScaleFactor: try number(element, "minimumScaleFactor", XIBValueRanges.unitInterval) ?? 0,
            minimumFontSize: try number(element, "minimumFontSize", XIBValueRanges.minimumFontSize),
            preferredMaxLayoutWidth: try number(element, "preferredMaxLayoutWidth", XIBValueRanges.length),
            baselineAdjustment: element["baselineAdjustment"])
    }

    mutating func decodeImageView(_ element: XMLElementNode) -> XIBImageViewProperties {
        let image = imageName(element, attribute: "image")
        return XIBImageViewProperties(image: image.name, imageCatalog: image.catalog,
                                      highlightedImage: imageName(element, attribute: "highlightedImage").name)
    }

    mutating func decodeButton(_ element: XMLElementNode) throws(XIBError) -> XIBButtonProperties {
        var states: [XIBButtonProperties.State] = []
        for stateElement in element.children("state") {
            noteUnknownAttributes(stateElement, known: ["key", "title", "image", "backgroundImage"])
            guard let name = stateElement["key"] else {
                note(stateElement.position, "skipped a button <state> without a key")
                continue
            }
            let title = stateElement["title"] ?? stateElement.child("string", key: "title")?.text
            states.append(XIBButtonProperties.State(
                state: name, title: title, titleColor: try keyedColor(stateElement, "titleColor"),
                titleShadowColor: try keyedColor(stateElement, "titleShadowColor"),
                image: imageName(stateElement, attribute: "image").name,
                backgroundImage: imageName(stateElement, attribute: "backgroundImage").name))
        }
        let configuration = element.child("buttonConfiguration", key: "configuration")
        return XIBButtonProperties(
            buttonType: element["buttonType"], font: try keyedFont(element), states: states,
            configurationStyle: configuration?["style"], configurationTitle: configuration?["title"],
            lineBreakMode: optionalWord(element, "lineBreakMode", LineBreakMode.init(xibWord:)),
            contentHorizontalAlignment: element["contentHorizontalAlignment"],
            contentVerticalAlignment: element["contentVerticalAlignment"],
            contentEdgeInsets: try buttonInsets(element, "contentEdgeInsets"),
            titleEdgeInsets: try buttonInsets(element, "titleEdgeInsets"),
            imageEdgeInsets: try buttonInsets(element, "imageEdgeInsets"),
            configuration: try configuration.map { e throws(XIBError) in try decodeButtonConfiguration(e) })
    }

    mutating func decodeStackView(_ element: XMLElementNode) throws(XIBError) -> XIBStackViewProperties {
        XIBStackViewProperties(
            axis: word(element, "axis", default: .horizontal),
            distribution: word(element, "distribution", default: .fill),
            alignment: word(element, "alignment", default: .fill),
            spacing: try number(element, "spacing", XIBValueRanges.coordinate) ?? 0,
            isBaselineRelativeArrangement: bool(element, "baselineRelativeArrangement", default: false),
            isLayoutMarginsRelativeArrangement: bool(element, "layoutMarginsRelativeArrangement", default: false))
    }

    mutating func decodeTextView(_ element: XMLElementNode) throws(XIBError) -> XIBTextViewProperties {
        XIBTextViewProperties(
            text: text(element), font: try keyedFont(element), textColor: try keyedColor(element, "textColor"),
            textAlignment: word(element, "textAlignment", default: .left),
            isEditable: bool(element, "editable", default: true), isSelectable: bool(element, "selectable", default: true),
            isScrollEnabled: bool(element, "scrollEnabled", default: true))
    }

    mutating func decodeTextField(_ element: XMLElementNode) throws(XIBError) -> XIBTextFieldProperties {
        XIBTextFieldProperties(
            text: text(element), placeholder: element["placeholder"], font: try keyedFont(element),
            textColor: try keyedColor(element, "textColor"), textAlignment: word(element, "textAlignment", default: .left),
            borderStyle: element["borderStyle"],
            minimumFontSize: try number(element, "minimumFontSize", XIBValueRanges.minimumFontSize))
    }

    mutating func decodeCell(_ element: XMLElementNode, kind: ViewKind) throws(XIBError) -> XIBCellProperties {
        let isTableCell = kind == .tableViewCell
        var customSize: LayoutSize?
        if let sizeElement = element.child("size", key: "customSize") { customSize = try decodeSize(sizeElement) }
        return XIBCellProperties(
            reuseIdentifier: element["reuseIdentifier"], customSize: customSize,
            rowHeight: try number(element, "rowHeight", XIBValueRanges.optionalLength),
            selectionStyle: isTableCell ? word(element, "selectionStyle", default: .default) : nil,
            accessoryType: element["accessoryType"])
    }
}

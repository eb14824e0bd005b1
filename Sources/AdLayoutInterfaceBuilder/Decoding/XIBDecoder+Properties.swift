/// Reading each kind's own properties (label text and font, button states, stack axis, …).
extension XIBDecoder {
    /// The properties for a view kind.
    mutating func decodeProperties(_ element: XMLElementNode, kind: XIBViewKind) -> XIBViewProperties {
        switch kind {
        case .label: return .label(decodeLabel(element))
        case .imageView: return .imageView(decodeImageView(element))
        case .button: return .button(decodeButton(element))
        case .stackView: return .stackView(decodeStackView(element))
        case .textView: return .textView(decodeTextView(element))
        case .textField: return .textField(decodeTextField(element))
        case .tableViewCell, .collectionViewCell, .collectionReusableView: return .cell(decodeCell(element, kind: kind))
        case .other(let name) where XIBControlProperties.elements.contains(name): return .control(decodeControl(element))
        default: return .none
        }
    }

    /// A keyed `<color>` child, `nil` for `<nil key=…>` or absence.
    mutating func keyedColor(_ element: XMLElementNode, _ key: String) -> XIBColor? {
        guard let colorElement = element.child("color", key: key) else { return nil }
        return decodeColor(colorElement)
    }

    /// The `<fontDescription key="fontDescription">` child, if any.
    mutating func keyedFont(_ element: XMLElementNode) -> XIBFont? {
        element.child("fontDescription", key: "fontDescription").map { decodeFont($0) }
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

    mutating func decodeLabel(_ element: XMLElementNode) -> XIBLabelProperties {
        XIBLabelProperties(
            text: text(element), numberOfLines: integer(element, "numberOfLines") ?? 1,
            lineBreakMode: word(element, "lineBreakMode", default: .tailTruncation),
            textAlignment: word(element, "textAlignment", default: .left), font: keyedFont(element),
            textColor: keyedColor(element, "textColor"), highlightedColor: keyedColor(element, "highlightedColor"),
            adjustsFontSizeToFit: bool(element, "adjustsFontSizeToFit", default: true),
            minimumScaleFactor: number(element, "minimumScaleFactor") ?? 0,
            minimumFontSize: number(element, "minimumFontSize"),
            preferredMaxLayoutWidth: number(element, "preferredMaxLayoutWidth"),
            baselineAdjustment: element["baselineAdjustment"])
    }

    mutating func decodeImageView(_ element: XMLElementNode) -> XIBImageViewProperties {
        let image = imageName(element, attribute: "image")
        return XIBImageViewProperties(image: image.name, imageCatalog: image.catalog,
                                      highlightedImage: imageName(element, attribute: "highlightedImage").name)
    }

    mutating func decodeButton(_ element: XMLElementNode) -> XIBButtonProperties {
        var states: [XIBButtonProperties.State] = []
        for stateElement in element.children("state") {
            noteUnknownAttributes(stateElement, known: ["key", "title", "image", "backgroundImage"])
            guard let name = stateElement["key"] else {
                note(stateElement.position, "skipped a button <state> without a key")
                continue
            }
            let title = stateElement["title"] ?? stateElement.child("string", key: "title")?.text
            states.append(XIBButtonProperties.State(
                state: name, title: title, titleColor: keyedColor(stateElement, "titleColor"),
                titleShadowColor: keyedColor(stateElement, "titleShadowColor"),
                image: imageName(stateElement, attribute: "image").name,
                backgroundImage: imageName(stateElement, attribute: "backgroundImage").name))
        }
        let configuration = element.child("buttonConfiguration", key: "configuration")
        return XIBButtonProperties(
            buttonType: element["buttonType"], font: keyedFont(element), states: states,
            configurationStyle: configuration?["style"], configurationTitle: configuration?["title"],
            lineBreakMode: optionalWord(element, "lineBreakMode"),
            contentHorizontalAlignment: element["contentHorizontalAlignment"],
            contentVerticalAlignment: element["contentVerticalAlignment"],
            contentEdgeInsets: buttonInsets(element, "contentEdgeInsets"),
            titleEdgeInsets: buttonInsets(element, "titleEdgeInsets"),
            imageEdgeInsets: buttonInsets(element, "imageEdgeInsets"),
            configuration: configuration.map { decodeButtonConfiguration($0) })
    }

    mutating func decodeStackView(_ element: XMLElementNode) -> XIBStackViewProperties {
        XIBStackViewProperties(
            axis: word(element, "axis", default: .horizontal),
            distribution: word(element, "distribution", default: .fill),
            alignment: word(element, "alignment", default: .fill), spacing: number(element, "spacing") ?? 0,
            isBaselineRelativeArrangement: bool(element, "baselineRelativeArrangement", default: false),
            isLayoutMarginsRelativeArrangement: bool(element, "layoutMarginsRelativeArrangement", default: false))
    }

    mutating func decodeTextView(_ element: XMLElementNode) -> XIBTextViewProperties {
        XIBTextViewProperties(
            text: text(element), font: keyedFont(element), textColor: keyedColor(element, "textColor"),
            textAlignment: word(element, "textAlignment", default: .left),
            isEditable: bool(element, "editable", default: true), isSelectable: bool(element, "selectable", default: true),
            isScrollEnabled: bool(element, "scrollEnabled", default: true))
    }

    mutating func decodeTextField(_ element: XMLElementNode) -> XIBTextFieldProperties {
        XIBTextFieldProperties(
            text: text(element), placeholder: element["placeholder"], font: keyedFont(element),
            textColor: keyedColor(element, "textColor"), textAlignment: word(element, "textAlignment", default: .left),
            borderStyle: element["borderStyle"], minimumFontSize: number(element, "minimumFontSize"))
    }

    mutating func decodeCell(_ element: XMLElementNode, kind: XIBViewKind) -> XIBCellProperties {
        let isTableCell = kind == .tableViewCell
        return XIBCellProperties(
            reuseIdentifier: element["reuseIdentifier"],
            customSize: element.child("size", key: "customSize").map { decodeSize($0) },
            rowHeight: number(element, "rowHeight"),
            selectionStyle: isTableCell ? word(element, "selectionStyle", default: .default) : nil,
            accessoryType: element["accessoryType"])
    }
}

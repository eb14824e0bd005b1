import Foundation

/// Reads the document's `templates` object: one ``TemplateDefinition`` per name, every problem
/// reported with its JSON path and line:column, and messages that name the template and element.
enum TemplateDecoder {
    static let templateKeys = ["height", "paddingBottom", "divider", "elements"]

    static let commonKeys = ["id", "type", "left", "right", "centerX", "width", "top", "bottom", "centerY", "height",
                             "aspectRatio", "hiddenIn", "visibleIn", "backgroundColor", "cornerRadius", "strokeColor",
                             "strokeWidth"]
    /// Keys each element type adds to ``commonKeys``.
    static let typeKeys: [TemplateElement.Kind: [String]] = [
        .text: ["text", "font", "color", "numberOfLines", "lineBreakMode", "textAlignment", "baseline", "states"],
        .button: ["title", "font", "color", "inset", "baseline", "states"],
        .image: ["source"],
        .box: [],
    ]

    /// Ids the engine's own nodes use; an element named so would confuse frame-tree queries.
    static let reservedIds: Set<String> = ["screen", "listView", "section", "sectionHeader", "sectionFooter",
                                           "sectionDecoration", "item", "divider"]

    static func decode(_ c: Cursor) -> [TemplateDefinition] {
        c.definitionsByName("an object of templates by name", what: "template") { template($0, name: $1, nameLocation: $2) }
    }

    static func isIdentifier(_ s: String, allowingDash: Bool = false) -> Bool {
        guard let first = s.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                                                           || $0 == "_" || (allowingDash && $0 == "-")) }
    }

    private static func template(_ c: Cursor, name: String, nameLocation: SourceLocation) -> TemplateDefinition? {
        guard let o = c.object(allowing: templateKeys) else { return nil }
        var t = TemplateDefinition(name: name, elements: [], path: c.path, location: nameLocation)
        guard let ec = o.required("elements", "an array of image, text, box and button elements"), let list = ec.array else {
            return nil
        }
        if list.isEmpty { ec.fail(.invalidValue, "template \"\(name)\" has no elements; give at least one") }

        // Ids first, so a rule naming a later (or misspelt) element gets a precise message.
        let ids: [String?] = list.map { ec in
            guard ec.kind == .object, let v = ObjectCursor(cursor: ec)["id"], case .string(let s) = v.json else { return nil }
            return s
        }
        // An element that fails keeps its id (and index) so rules naming it are not reported again.
        var decoded: [TemplateElement?] = []
        for (i, ec) in list.enumerated() {
            decoded.append(ElementDecoder(cursor: ec, template: name, index: i, ids: ids, earlier: decoded).decode())
        }
        t.elements = decoded.enumerated().map { i, e in e ?? TemplateElement(id: ids[i] ?? "", kind: .box, frame: PlacementRule()) }
        if let v = o["divider"], let b = v.bool { t.divider = b }
        t.height = height(o, template: name, ids: ids)
        checkHeightDependencies(t, cursor: c, elementCursors: list)
        return t
    }

    private static func height(_ o: ObjectCursor, template name: String, ids: [String?]) -> TemplateHeight {
        let padding = o["paddingBottom"]
        guard let c = o["height"] else { return .content(padding: padding?.nonNegative ?? 0) }
        switch c.json {
        case .number:
            if padding != nil { padding!.fail(.invalidValue, "paddingBottom applies to \"height\": \"content\" only") }
            return .fixed(c.nonNegative ?? 0)
        case .string(let s) where s == "content":
            return .content(padding: padding?.nonNegative ?? 0)
        case .object:
            if padding != nil { padding!.fail(.invalidValue, "paddingBottom applies to \"height\": \"content\" only") }
            guard let ho = c.object(allowing: ["below", "offset"]), let bc = ho.required("below", "the id of an element"),
                  let id = bc.string else { return .content(padding: 0) }
            let offset = ho["offset"]?.finite ?? 0
            guard let index = ids.firstIndex(of: id) else {
                bc.fail(.unknownName, "template \"\(name)\": no element \"\(id)\"\(NameSuggestions.hint(for: id, in: ids.compactMap { $0 }))")
                return .content(padding: 0)
            }
            return .below(element: index, offset: offset)
        default:
            c.fail(.typeMismatch, "expected a height in points, \"content\" or {\"below\": id, \"offset\": points}, found \(c.found)")
            return .content(padding: 0)
        }
    }

    /// The height rule reads element frames, so those elements cannot depend on the height.
    private static func checkHeightDependencies(_ t: TemplateDefinition, cursor: Cursor, elementCursors: [Cursor]) {
        let limit: Int
        switch t.height {
        case .fixed: return
        case .content: limit = t.elements.count - 1
        case .below(let index, _): limit = index
        }
        guard limit >= 0 else { return }
        for (i, e) in t.elements.enumerated() where i <= limit && e.frame.dependsOnItemHeight {
            elementCursors[i].fail(.invalidValue,
                "template \"\(t.name)\", element \"\(e.id)\": its vertical rule uses the item's bottom or centre, but the "
                + "item's height is computed from the elements (\"height\" is not a number); anchor it to the top or to "
                + "another element, or give the template a fixed height")
        }
    }
}

extension Cursor {
    /// A text with `{field}` bindings (templates' and app views'); `prefix` starts each message.
    func templateText(prefix: String) -> TemplateText? {
        guard let source = text else { return nil }
        switch TemplateText.parse(source) {
        case .success(let t):
            return t
        case .failure(.unknownField(let name)):
            fail(.unknownName, prefix + "unknown field \"{\(name)}\"\(NameSuggestions.hint(for: name, in: TemplateField.allNames)); "
                 + "fields: " + TemplateField.allNames.joined(separator: ", "))
        case .failure(.unclosedBrace):
            fail(.invalidValue, prefix + "\"{\" without a closing \"}\" in \(found) (write \"{{\" for a literal brace)")
        case .failure(.strayClosingBrace):
            fail(.invalidValue, prefix + "\"}\" without an opening \"{\" in \(found) (write \"}}\" for a literal brace)")
        }
        return nil
    }

    /// An array of ad state names (`["paid", "ended"]`).
    var adStates: Set<AdState> { Set((array ?? []).compactMap { $0.named(AdState.self, what: "ad state") }) }

    /// Text and colour per ad state: `{"paid": {"text": "…", "color": "gray"}}` (`textKey` names the text).
    func stateOverrides(textKey: String, prefix: String, takesAlpha: Bool = false) -> [AdState: StateOverride] {
        guard kind == .object else {
            typeMismatch("an object of ad states, e.g. {\"paid\": {\"\(textKey)\": \"…\"}}"); return [:]
        }
        var out: [AdState: StateOverride] = [:]
        for member in ObjectCursor(cursor: self).members {
            let sc = member.value
            guard let state = AdState.named(member.key) else {
                diagnostics.error(.unknownKey, "\(path).\(member.key)", tape.location(member.keyIndex), prefix + "unknown ad state \"\(member.key)\""
                    + NameSuggestions.hint(for: member.key, in: AdState.allNames) + "; valid states: " + AdState.allNames.joined(separator: ", "))
                continue
            }
            guard let so = sc.object(allowing: [textKey, "color"] + (takesAlpha ? ["alpha"] : [])) else { continue }
            var override = StateOverride()
            if let tc = so[textKey] { override.text = tc.templateText(prefix: prefix) }
            if let cc = so["color"] { override.color = cc.color }
            if let ac = so["alpha"] { override.alpha = ac.number(in: FormatLimits.unitInterval) }
            out[state] = override
        }
        return out
    }
}

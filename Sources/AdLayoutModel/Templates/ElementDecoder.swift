import Foundation

/// Reads one template element: type, frame rules, style, bindings and state rules. Every
/// message names the template and the element; a rule that fails to read still counts as
/// given, so one mistake is reported once.
struct ElementDecoder {
    let cursor: Cursor
    let template: String
    let index: Int
    /// Ids of all the template's elements, in order (nil where an element has none).
    let ids: [String?]
    /// The elements decoded before this one (nil where one failed).
    let earlier: [TemplateElement?]

    /// `template "T", element "id": ` (or `elements[i]` before the id is known).
    private var prefix: String {
        let name = ids[index].map { "element \"\($0)\"" } ?? "elements[\(index)]"
        return "template \"\(template)\", \(name): "
    }

    func decode() -> TemplateElement? {
        guard cursor.kind == .object else {
            cursor.typeMismatch("an element object with \"id\", \"type\" and frame rules"); return nil
        }
        let o = ObjectCursor(cursor: cursor)
        let id = decodeId(o)
        guard let tc = o.required("type", "image, text, box or button"), let typeName = tc.string else { return nil }
        guard let kind = TemplateElement.Kind(rawValue: typeName) else {
            let names = TemplateElement.Kind.allCases.map(\.rawValue)
            tc.fail(.invalidValue, prefix + "unknown element type \"\(typeName)\"\(NameSuggestions.hint(for: typeName, in: names)); "
                    + "valid types: " + names.joined(separator: ", "))
            return nil
        }
        checkKeys(o, kind: kind)
        guard let id else { return nil }

        var element = TemplateElement(id: id, kind: kind, frame: placementRule(o, kind: kind))
        let sources = element.frame.sizeSources(intrinsic: element.hasText)
        for problem in sources.problems { cursor.fail(.invalidValue, prefix + problem) }

        element.style = style(o, kind: kind)
        let contentKey = kind == .text ? "text" : kind == .button ? "title" : kind == .image ? "source" : nil
        if let contentKey {
            let c = kind == .image ? o[contentKey] : o.required(contentKey, kind == .text ? "the text" : "the title")
            if let c { element.content = text(c) }
        }
        if element.hasText, let sc = o["states"] { element.states = states(sc, textKey: contentKey ?? "text") }
        element.hiddenIn = visibility(o)
        return element
    }

    // MARK: Identity and keys

    private func decodeId(_ o: ObjectCursor) -> String? {
        guard let c = o.required("id", "the element's id, unique in the template"), let s = c.string else { return nil }
        if !TemplateDecoder.isIdentifier(s, allowingDash: true) {
            c.fail(.invalidValue, "template \"\(template)\": element id \"\(s)\" must start with a letter and use letters, "
                   + "digits, _ and - only")
            return nil
        }
        if TemplateDecoder.reservedIds.contains(s) {
            c.fail(.invalidValue, prefix + "the id \"\(s)\" is reserved for the engine's own nodes; choose another")
            return nil
        }
        if let first = ids.prefix(index).firstIndex(of: s) {
            c.fail(.invalidValue, prefix + "duplicate id (elements[\(first)] has it too)")
            return nil
        }
        return s
    }

    private func checkKeys(_ object: ObjectCursor, kind: TemplateElement.Kind) {
        let allowed = TemplateDecoder.commonKeys + (TemplateDecoder.typeKeys[kind] ?? [])
        for member in object.members where !allowed.contains(member.key) {
            // Made only when the error is kept (past the most errors shown they are only counted).
            func message() -> String {
                let others = TemplateElement.Kind.allCases.filter { TemplateDecoder.typeKeys[$0]?.contains(member.key) ?? false }
                return others.isEmpty
                    ? "unknown key \"\(member.key)\"\(NameSuggestions.hint(for: member.key, in: allowed))"
                    : "\"\(member.key)\" does not apply to \(kind.rawValue) elements (\(others.map(\.rawValue).joined(separator: " and ")) elements take it)"
            }
            cursor.diagnostics.error(.unknownKey, "\(cursor.path).\(member.key)", cursor.tape.location(member.keyIndex), prefix + message())
        }
    }

    // MARK: Frame

    /// How one rule key reads: the item edge a number measures from (and the sign of that
    /// number), and the relations to another element it takes.
    struct Side {
        var name: String
        var itemEdge: Anchor.Edge?
        var sign: CGFloat
        var relations: [String: Anchor.Edge]
        /// Whether a bare id string means `{"alignedWith": id}`.
        var takesId: Bool
    }

    static let sides: [Side] = [
        Side(name: "left", itemEdge: .minX, sign: 1, relations: ["after": .maxX, "alignedWith": .minX], takesId: false),
        Side(name: "right", itemEdge: .maxX, sign: -1, relations: ["before": .minX, "alignedWith": .maxX], takesId: false),
        Side(name: "centerX", itemEdge: .midX, sign: 1, relations: ["alignedWith": .midX], takesId: true),
        Side(name: "top", itemEdge: .minY, sign: 1, relations: ["below": .maxY, "alignedWith": .minY], takesId: false),
        Side(name: "bottom", itemEdge: .maxY, sign: -1, relations: ["above": .minY, "alignedWith": .maxY], takesId: false),
        Side(name: "centerY", itemEdge: .midY, sign: 1, relations: ["alignedWith": .midY], takesId: true),
        Side(name: "baseline", itemEdge: nil, sign: 1, relations: ["alignedWith": .baseline], takesId: true),
    ]

    private func placementRule(_ o: ObjectCursor, kind: TemplateElement.Kind) -> PlacementRule {
        var r = PlacementRule()
        var anchors: [String: Anchor] = [:]
        for side in Self.sides {
            guard let c = o[side.name], side.name != "baseline" || kind == .text || kind == .button else { continue }
            // A rule that fails to read still counts as given (placeholder), so it is reported once.
            anchors[side.name] = anchor(c, side) ?? Anchor(.item, side.itemEdge ?? .minY)
        }
        r.left = anchors["left"]; r.right = anchors["right"]; r.centerX = anchors["centerX"]
        r.top = anchors["top"]; r.bottom = anchors["bottom"]; r.centerY = anchors["centerY"]; r.baseline = anchors["baseline"]
        if let c = o["width"] { r.width = c.nonNegative ?? 0 }
        if let c = o["height"] { r.height = c.nonNegative ?? 0 }
        if let c = o["aspectRatio"] { r.aspectRatio = aspectRatio(c) ?? AspectRatio(width: 1, height: 1) }
        return r
    }

    private func anchor(_ c: Cursor, _ side: Side) -> Anchor? {
        let relations = side.relations.keys.sorted()
        let forms = (side.itemEdge != nil ? ["points from the item's \(itemEdgeName(side))"] : [])
            + (side.takesId ? ["an element id"] : [])
            + ["{" + relations.map { "\"\($0)\"" }.joined(separator: " or ") + ": id, \"offset\": points}"]
        switch c.json {
        case .number:
            guard let edge = side.itemEdge else { break }
            guard let n = c.finite else { return nil }
            return Anchor(.item, edge, offset: side.sign * n)
        case .string(let id) where side.takesId:
            guard let target = reference(c, id: id, baseline: side.name == "baseline") else { return nil }
            return Anchor(.element(target), side.relations["alignedWith"]!)
        case .object:
            let object = ObjectCursor(cursor: c)
            for member in object.members where !relations.contains(member.key) && member.key != "offset" {
                let misplaced = Self.sides.contains { $0.relations[member.key] != nil }
                c.diagnostics.error(.unknownKey, "\(c.path).\(member.key)", c.tape.location(member.keyIndex), prefix + (misplaced
                    ? "\"\(member.key)\" does not apply to \(side.name); \(side.name) takes "
                        + relations.map { "\"\($0)\"" }.joined(separator: " or ") + " with an \"offset\""
                    : "unknown key \"\(member.key)\"\(NameSuggestions.hint(for: member.key, in: relations + ["offset"]))"))
            }
            let given = relations.filter { object[$0] != nil }
            guard given.count == 1, let key = given.first, let rc = object[key] else {
                if given.count > 1 || object.members.allSatisfy({ relations.contains($0.key) || $0.key == "offset" }) {
                    c.fail(.invalidValue, prefix + "\(side.name) needs exactly one of " + relations.map { "\"\($0)\"" }.joined(separator: ", "))
                }
                return nil
            }
            var offset: CGFloat = 0
            if let oc = object["offset"] {
                guard let n = oc.finite else { return nil }
                offset = side.sign * n
            }
            guard let id = rc.string, let target = reference(rc, id: id, baseline: side.name == "baseline") else { return nil }
            return Anchor(.element(target), side.relations[key]!, offset: offset)
        default:
            break
        }
        c.fail(.typeMismatch, prefix + "\(side.name) expects " + forms.joined(separator: ", or ") + "; found \(c.found)")
        return nil
    }

    private func itemEdgeName(_ side: Side) -> String {
        switch side.itemEdge {
        case .minX: "left edge"
        case .maxX: "right edge"
        case .minY: "top edge"
        case .maxY: "bottom edge"
        case .midX: "horizontal centre"
        case .midY: "vertical centre"
        default: "edge"
        }
    }

    /// The index of the earlier element `id` names, or nil after reporting why there is none.
    private func reference(_ c: Cursor, id: String, baseline: Bool) -> Int? {
        if let j = ids.prefix(index).firstIndex(of: id) {
            if baseline, j < earlier.count, let target = earlier[j], !target.hasText {
                c.fail(.invalidValue, prefix + "\"\(id)\" is \(target.kind == .image ? "an" : "a") \(target.kind.rawValue) "
                       + "element; a baseline aligns with a text or button element")
                return nil
            }
            return j
        }
        if id == ids[index] {
            c.fail(.invalidValue, prefix + "an element cannot refer to itself")
        } else if let later = ids.firstIndex(of: id) {
            c.fail(.invalidValue, prefix + "\"\(id)\" is defined after this element (elements[\(later)]); "
                   + "rules may only refer to earlier elements")
        } else {
            let known = ids.prefix(index).compactMap { $0 }
            c.fail(.unknownName, prefix + "no element \"\(id)\"\(NameSuggestions.hint(for: id, in: ids.compactMap { $0 }))"
                   + (known.isEmpty ? "; there are no earlier elements" : "; earlier elements: " + known.joined(separator: ", ")))
        }
        return nil
    }

    private func aspectRatio(_ c: Cursor) -> AspectRatio? {
        if case .string(let s) = c.json {
            let parts = s.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count == 2, let w = Double(parts[0].trimmingCharacters(in: .whitespaces)),
               let h = Double(parts[1].trimmingCharacters(in: .whitespaces)), w > 0, h > 0, w <= 10_000, h <= 10_000 {
                return AspectRatio(width: CGFloat(w), height: CGFloat(h))
            }
        } else if case .number(let n) = c.json, n > 0, n <= 100, n.isFinite {
            return AspectRatio(width: CGFloat(n), height: 1)
        }
        c.fail(.invalidValue, prefix + "expected an aspect ratio \"width:height\" (e.g. \"320:167\") or a number > 0 "
               + "(width / height) up to 100, found \(c.found)")
        return nil
    }

    // MARK: Style and content

    private func style(_ o: ObjectCursor, kind: TemplateElement.Kind) -> ElementStyle {
        var s = ElementStyle()
        if kind == .button { s.textAlignment = .center }
        if let c = o["backgroundColor"], let v = c.color { s.backgroundColor = v }
        if let c = o["cornerRadius"], let v = c.nonNegative { s.cornerRadius = v }
        if let c = o["strokeColor"], let v = c.color { s.strokeColor = v }
        if let c = o["strokeWidth"], let v = c.nonNegative { s.strokeWidth = v }
        guard kind == .text || kind == .button else { return s }
        if let c = o["font"], let v = c.font(base: s.font) { s.font = v }
        if let c = o["color"], let v = c.color { s.color = v }
        if let c = o["numberOfLines"], let v = c.integer(in: FormatLimits.numberOfLines) { s.numberOfLines = v }
        if let c = o["lineBreakMode"], let v = c.named(LineBreakMode.self, what: "line break mode") { s.lineBreakMode = v }
        if let c = o["textAlignment"], let v = c.named(TextAlignment.self, what: "text alignment") { s.textAlignment = v }
        if let c = o["inset"], let v = c.insets(base: .zero) { s.inset = v }
        return s
    }

    /// A text with `{field}` bindings.
    private func text(_ c: Cursor) -> TemplateText? { c.templateText(prefix: prefix) }

    private func states(_ c: Cursor, textKey: String) -> [AdState: StateOverride] { c.stateOverrides(textKey: textKey, prefix: prefix) }

    private func visibility(_ o: ObjectCursor) -> Set<AdState> {
        func list(_ c: Cursor) -> Set<AdState> { c.adStates }
        let hidden = o["hiddenIn"], visible = o["visibleIn"]
        if let hidden, visible != nil {
            hidden.fail(.invalidValue, prefix + "give hiddenIn or visibleIn, not both")
            return []
        }
        if let hidden { return list(hidden) }
        if let visible { return Set(AdState.allCases).subtracting(list(visible)) }
        return []
    }
}

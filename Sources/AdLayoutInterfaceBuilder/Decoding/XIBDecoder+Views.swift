/// Reading view elements: the common properties, children, layout guides, connections and
/// runtime attributes.
extension XIBDecoder {
    /// Decodes a view element and everything under it.
    ///
    /// - Parameters:
    ///   - element: The view element.
    ///   - parentID: The superview's id, `nil` at top level.
    ///   - parentIsCell: Whether the superview is a cell (for the content-view rule).
    ///   - alias: Inside an id-less view: a reference to `from` (its superview) in constraints held
    ///     here or below means `to` (the id-less view).
    ///   - installed: Whether the superview is installed (the applied variations' masks).
    mutating func decodeView(_ element: XMLElementNode, parentID: String?, parentIsCell: Bool,
                             alias: (from: String, to: String)?, installed: Bool) throws(XIBError) -> XIBView {
        let kind = ViewKind(elementName: element.name)
        let key = element["key"]

        var id: String
        var synthetic = false
        var alias = alias
        if let written = element["id"] {
            id = written
        } else {
            synthetic = true
            id = makeSyntheticID(element, parentID: parentID, key: key)
            if let parentID {
                alias = (from: parentID, to: id)
            }
            if !(parentIsCell && key == "contentView") {
                note(element.position, "<\(element.name)> has no id; it is called '\(id)' in the model")
            }
        }
        let isInstalled = installed && !excludedViewIDs.contains(id)

        if let kindAttributes = XIBVocabulary.kindAttributes[element.name] {
            noteUnknownAttributes(element, known: XIBVocabulary.modeledViewAttributes
                                  .union(XIBVocabulary.ignoredViewAttributes).union(kindAttributes))
        }

        var frame: LayoutRect?
        var autoresizingMask: XIBAutoresizingMask?
        var subviews: [XIBView] = []
        var constraints: [XIBConstraint] = []
        var layoutGuides: [XIBLayoutGuide] = []
        var connections: [XIBConnection] = []
        var runtimeAttributes: [XIBRuntimeAttribute] = []
        var backgroundColor: XIBColor?
        var tintColor: XIBColor?
        var layoutMargins: XIBEdgeInsets?
        var simulatedMetrics = XIBView.SimulatedMetrics()

        for child in element.children {
            switch child.name {
            case "rect" where child["key"] == "frame":
                frame = try decodeRect(child)
            case "autoresizingMask":
                autoresizingMask = decodeAutoresizingMask(child)
            case "subviews":
                for subviewElement in child.children {
                    if !XIBVocabulary.viewElements.contains(subviewElement.name) {
                        note(subviewElement.position,
                             "unknown view element <\(subviewElement.name)>; read as a generic view")
                    }
                    subviews.append(try decodeView(subviewElement, parentID: id, parentIsCell: kind.isCell,
                                                   alias: alias, installed: isInstalled))
                }
            case "constraints":
                for constraintElement in child.children {
                    guard constraintElement.name == "constraint" else {
                        note(constraintElement.position, "skipped <\(constraintElement.name)> in <constraints>")
                        continue
                    }
                    if let constraint = try decodeConstraint(constraintElement, holderID: id, alias: alias) {
                        constraints.append(constraint)
                    }
                }
            case "viewLayoutGuide":
                noteUnknownAttributes(child, known: ["key", "id"])
                if let guideID = child["id"] {
                    layoutGuides.append(XIBLayoutGuide(id: guideID, key: child["key"], ownerID: id,
                                                       position: child.position))
                } else {
                    note(child.position, "skipped <viewLayoutGuide> without an id")
                }
            case "connections":
                connections += decodeConnections(child, sourceID: id)
            case "userDefinedRuntimeAttributes":
                runtimeAttributes += try decodeRuntimeAttributes(child)
            case "color" where child["key"] == "backgroundColor":
                backgroundColor = try decodeColor(child)
            case "color" where child["key"] == "tintColor":
                tintColor = try decodeColor(child)
            case "edgeInsets" where child["key"] == "layoutMargins",
                 "directionalEdgeInsets" where child["key"] == "directionalLayoutMargins":
                layoutMargins = try decodeInsets(child)
            case "freeformSimulatedSizeMetrics":
                simulatedMetrics.isFreeform = true
            case "nil" where child["key"] == "simulatedStatusBarMetrics":
                simulatedMetrics.hidesStatusBar = true
            case "variation":
                break // read by collectVariations
            case "prototypes", "cells":
                note(child.position, "skipped <\(child.name)> of <\(element.name)>: prototype cells are not read")
            case "layoutGuides":
                note(child.position, "skipped <layoutGuides> (view-controller layout guides are not read)")
            default:
                if child["key"] != nil, XIBVocabulary.viewElements.contains(child.name) {
                    subviews.append(try decodeView(child, parentID: id, parentIsCell: kind.isCell, alias: alias,
                                                   installed: isInstalled))
                } else if XIBVocabulary.viewElements.contains(child.name) {
                    note(child.position, "skipped <\(child.name)> directly inside <\(element.name)>: subviews belong "
                         + "in <subviews>")
                } else if !XIBVocabulary.modeledViewChildren.contains(child.name),
                          !XIBVocabulary.ignoredViewChildren.contains(child.name) {
                    note(child.position, "skipped unknown element <\(child.name)> in <\(element.name)>")
                }
            }
        }

        let properties = try decodeProperties(element, kind: kind)
        let priority = XIBValueRanges.priority
        return XIBView(
            kind: kind, id: id, hasSyntheticID: synthetic, key: key, customClass: element["customClass"],
            customModule: element["customModule"], customModuleProvider: element["customModuleProvider"],
            userLabel: element["userLabel"], tag: try integer(element, "tag", XIBValueRanges.tag) ?? 0, frame: frame,
            autoresizingMask: autoresizingMask, isHidden: bool(element, "hidden", default: false),
            clipsSubviews: bool(element, "clipsSubviews", default: false),
            alpha: try number(element, "alpha", XIBValueRanges.unitInterval) ?? 1,
            contentMode: word(element, "contentMode", default: .scaleToFill),
            // `fixedFrame="YES"`: a view IB keeps at its frame (its autoresizing mask), whatever Xcode writes
            // for `translatesAutoresizingMaskIntoConstraints`.
            translatesAutoresizingMaskIntoConstraints: bool(element, "fixedFrame", default: false)
                || bool(element, "translatesAutoresizingMaskIntoConstraints", default: true),
            isMisplaced: bool(element, "misplaced", default: false),
            isAmbiguous: bool(element, "ambiguous", default: false),
            backgroundColor: backgroundColor, tintColor: tintColor,
            horizontalHuggingPriority: try number(element, "horizontalHuggingPriority", priority) ?? 250,
            verticalHuggingPriority: try number(element, "verticalHuggingPriority", priority) ?? 250,
            horizontalCompressionResistancePriority: try number(element, "horizontalCompressionResistancePriority",
                                                                priority) ?? 750,
            verticalCompressionResistancePriority: try number(element, "verticalCompressionResistancePriority",
                                                              priority) ?? 750,
            placeholderIntrinsicWidth: try intrinsicDimension(element, "placeholderIntrinsicWidth"),
            placeholderIntrinsicHeight: try intrinsicDimension(element, "placeholderIntrinsicHeight"),
            layoutMargins: layoutMargins,
            preservesSuperviewLayoutMargins: bool(element, "preservesSuperviewLayoutMargins", default: false),
            insetsLayoutMarginsFromSafeArea: bool(element, "insetsLayoutMarginsFromSafeArea", default: true),
            runtimeAttributes: runtimeAttributes, connections: connections, subviews: subviews,
            constraints: constraints, layoutGuides: layoutGuides, properties: properties, isInstalled: isInstalled,
            position: element.position, simulatedMetrics: simulatedMetrics)
    }

    /// A unique id for a view written without one: `<superview id>.<key>` (or `.<element name>`),
    /// or `<element name>@LINE:COLUMN` at top level.
    mutating func makeSyntheticID(_ element: XMLElementNode, parentID: String?, key: String?) -> String {
        let base = parentID.map { "\($0).\(key ?? element.name)" } ?? "\(element.name)@\(element.position)"
        var candidate = base
        var counter = 2
        while elementsByID[candidate] != nil || syntheticIDs.contains(candidate) {
            candidate = "\(base)#\(counter)"
            counter += 1
        }
        syntheticIDs.insert(candidate)
        return candidate
    }

    /// `<connections>`: outlets, outlet collections and actions.
    mutating func decodeConnections(_ element: XMLElementNode, sourceID: String) -> [XIBConnection] {
        var connections: [XIBConnection] = []
        for child in element.children {
            let kind: XIBConnection.Kind
            let nameAttribute: String
            let detailAttribute: String?
            switch child.name {
            case "outlet":
                (kind, nameAttribute, detailAttribute) = (.outlet, "property", nil)
            case "outletCollection":
                (kind, nameAttribute, detailAttribute) = (.outletCollection, "property", "collectionClass")
            case "action":
                (kind, nameAttribute, detailAttribute) = (.action, "selector", "eventType")
            default:
                note(child.position, "skipped <\(child.name)> in <connections>")
                continue
            }
            noteUnknownAttributes(child, known: ["property", "selector", "destination", "id", "eventType",
                                                 "collectionClass", "appends"])
            guard let name = child[nameAttribute], let destination = child["destination"] else {
                note(child.position, "skipped <\(child.name)> without \(nameAttribute) or destination")
                continue
            }
            connections.append(XIBConnection(kind: kind, name: name, destination: destination,
                                             detail: detailAttribute.flatMap { child[$0] }, id: child["id"],
                                             sourceID: sourceID, position: child.position))
        }
        return connections
    }

    /// `<userDefinedRuntimeAttributes>`.
    mutating func decodeRuntimeAttributes(_ element: XMLElementNode) throws(XIBError) -> [XIBRuntimeAttribute] {
        var attributes: [XIBRuntimeAttribute] = []
        for child in element.children {
            guard child.name == "userDefinedRuntimeAttribute" else {
                note(child.position, "skipped <\(child.name)> in <userDefinedRuntimeAttributes>")
                continue
            }
            noteUnknownAttributes(child, known: ["type", "keyPath", "value"])
            guard let keyPath = child["keyPath"] else {
                note(child.position, "skipped a runtime attribute without a keyPath")
                continue
            }
            let type = child["type"] ?? "nil"
            if let value = try runtimeValue(child, type: type, keyPath: keyPath) {
                attributes.append(XIBRuntimeAttribute(keyPath: keyPath, type: type, value: value,
                                                      position: child.position))
            } else {
                note(child.position, "skipped the runtime attribute '\(keyPath)': its \(type) value is missing or invalid")
            }
        }
        return attributes
    }

    /// The value of one runtime attribute, by its type; a number's range is
    /// ``XIBValueRanges/length`` for the layer's lengths (``XIBValueRanges/lengthKeyPaths``),
    /// ``XIBValueRanges/runtimeNumber`` for any other key path.
    mutating func runtimeValue(_ element: XMLElementNode, type: String, keyPath: String) throws(XIBError)
        -> XIBRuntimeAttribute.Value? {
        let valueChild = element.children.first { $0["key"] == "value" }
        switch type {
        case "number":
            let range = XIBValueRanges.lengthKeyPaths.contains(keyPath) ? XIBValueRanges.length
                : XIBValueRanges.runtimeNumber
            return try number(valueChild ?? element, "value", range,
                              subject: "the value of the runtime attribute '\(Self.shown(keyPath))'").map { .number($0) }
        case "boolean":
            guard let text = element["value"] ?? valueChild?["value"], text == "YES" || text == "NO" else { return nil }
            return .boolean(text == "YES")
        case "string":
            return (element["value"] ?? valueChild?.text).map { .string($0) }
        case "localizedString":
            return (element["value"] ?? valueChild?.text).map { .localizedString($0) }
        case "image":
            return (element["value"] ?? valueChild?["value"]).map { .image($0) }
        case "color":
            guard let valueChild else { return nil }
            return try decodeColor(valueChild).map { .color($0) }
        case "size":
            guard let valueChild else { return nil }
            return .size(try decodeSize(valueChild))
        case "rect":
            guard let valueChild else { return nil }
            return .rect(try decodeRect(valueChild))
        case "point":
            guard let valueChild else { return nil }
            return .point(try decodePoint(valueChild))
        case "range":
            guard let valueChild, let location = try integer(valueChild, "location", XIBValueRanges.runtimeNumber),
                  let length = try integer(valueChild, "length", XIBValueRanges.runtimeNumber) else { return nil }
            return .range(location: location, length: length)
        case "nil":
            return XIBRuntimeAttribute.Value.none
        default:
            note(element.position, "the runtime attribute type '\(type)' is unknown")
            return nil
        }
    }
}

/// Reading `<constraint>` elements and the variations' masks.
extension XIBDecoder {
    /// Decodes one constraint held by `holderID`; `nil` (with a note) when it cannot be used.
    mutating func decodeConstraint(_ element: XMLElementNode, holderID: String,
                                   alias: (from: String, to: String)?) throws(XIBError) -> XIBConstraint? {
        noteUnknownAttributes(element, known: XIBVocabulary.constraintAttributes)
        let id = element["id"] ?? "constraint@\(element.position)"
        guard let firstWord = element["firstAttribute"] else {
            note(element.position, "skipped constraint '\(id)': it has no firstAttribute")
            return nil
        }
        guard let firstAttribute = LayoutAttribute(xibWord: firstWord) else {
            note(element.position, "skipped constraint '\(id)': the attribute '\(firstWord)' is unknown")
            return nil
        }
        let secondItem = element["secondItem"]
        var secondAttribute: LayoutAttribute?
        if let secondWord = element["secondAttribute"] {
            guard let attribute = LayoutAttribute(xibWord: secondWord) else {
                note(element.position, "skipped constraint '\(id)': the attribute '\(secondWord)' is unknown")
                return nil
            }
            secondAttribute = attribute
        }
        if secondItem != nil, secondAttribute == nil {
            note(element.position, "skipped constraint '\(id)': it has a secondItem but no secondAttribute")
            return nil
        }
        if secondItem == nil, secondAttribute == .notAnAttribute {
            secondAttribute = nil
        }

        var multiplier = 1.0
        let multiplierText = element["multiplier"]
        if let multiplierText {
            let range = XIBValueRanges.multiplier
            if multiplierText.split(separator: ":").contains(where: { Self.isNonFiniteNumeral(String($0)) })
                || multiplierText.split(separator: "/").contains(where: { Self.isNonFiniteNumeral(String($0)) }) {
                throw outOfRange(element.position(of: "multiplier"), Self.subject(element, "multiplier"),
                                 multiplierText, range)
            }
            guard let value = Self.parseMultiplier(multiplierText) else {
                note(element.position(of: "multiplier"),
                     "skipped constraint '\(id)': the multiplier '\(multiplierText)' is not a number or a ratio a:b")
                return nil
            }
            multiplier = try checked(value, text: multiplierText, at: element.position(of: "multiplier"),
                                     Self.subject(element, "multiplier"), range)
        }
        let priority = try number(element, "priority", XIBValueRanges.priority) ?? 1000
        let constant = try number(element, "constant", XIBValueRanges.coordinate) ?? 0

        let firstItem = element["firstItem"]
        func resolve(_ item: String?) -> String? {
            guard let item else { return nil }
            if let alias, item == alias.from { return alias.to }
            return item
        }
        let firstItemID = resolve(firstItem) ?? holderID
        let secondItemID = resolve(secondItem)
        let removed = bool(element, "placeholder", default: false)
        let active = !removed && !excludedConstraintIDs.contains(id) && !uninstalledIDs.contains(firstItemID)
            && !(secondItemID.map { uninstalledIDs.contains($0) } ?? false) && !uninstalledIDs.contains(holderID)

        return XIBConstraint(
            id: id, firstItem: firstItem, firstAttribute: firstAttribute,
            relation: word(element, "relation", default: .equal), secondItem: secondItem,
            secondAttribute: secondAttribute, multiplier: multiplier, multiplierText: multiplierText,
            constant: constant, priority: priority,
            isSymbolic: bool(element, "symbolic", default: false), identifier: element["identifier"],
            isRemovedAtBuildTime: removed, isActive: active, holderID: holderID, firstItemID: firstItemID,
            secondItemID: secondItemID, position: element.position)
    }

    /// A multiplier: a number, `a:b` or `a/b` (a ÷ b); `nil` if it does not parse or divides by 0.
    static func parseMultiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = parseNumber(String(parts[0])),
                  let denominator = parseNumber(String(parts[1])), denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        return parseNumber(text)
    }

    /// Collects which constraints and subviews the variations leave out, over the whole tree: each
    /// `<variation key="default">`'s excludes and includes in order (after ``XIBVariations``, this
    /// holds every applied variation's masks). Other variations are not applied, with a note.
    mutating func collectVariations(_ element: XMLElementNode) {
        for child in element.children {
            if child.name == "variation" {
                let isDefault = child["key"] == "default"
                if !isDefault {
                    note(child.position, "size-class variation '\(child["key"] ?? "?")' is not applied "
                         + unappliedVariationReason)
                }
                for mask in child.children {
                    guard mask.name == "mask", mask["key"] == "constraints" || mask["key"] == "subviews" else {
                        note(mask.position, "skipped <\(mask.name)\(mask["key"].map { " key=\"\($0)\"" } ?? "")> "
                             + "in <variation>")
                        continue
                    }
                    for reference in mask.children {
                        guard let id = reference["reference"], reference.name == "exclude" || reference.name == "include"
                        else {
                            note(reference.position, "skipped <\(reference.name)> in <mask>")
                            continue
                        }
                        maskReferences.append((id, reference.position))
                        guard isDefault else { continue }
                        let isExcluded = reference.name == "exclude"
                        if mask["key"] == "constraints" {
                            if isExcluded { excludedConstraintIDs.insert(id) } else { excludedConstraintIDs.remove(id) }
                        } else {
                            if isExcluded { excludedViewIDs.insert(id) } else { excludedViewIDs.remove(id) }
                        }
                    }
                }
            } else {
                collectVariations(child)
            }
        }
    }

    /// Why a variation other than the default is not applied, in parentheses.
    var unappliedVariationReason: String {
        if traits != nil {
            return "(its key names no size classes: IB writes widthClass=X, heightClass=Y or "
                + "heightClass=Y-widthClass=X)"
        }
        if let deviceID {
            return "(the size classes of the design device '\(deviceID)' are not known; the model describes the "
                + "default trait collection)"
        }
        return "(the model describes the default trait collection)"
    }

    /// Collects the ids of views the applied variations exclude and everything inside them.
    mutating func markUninstalled(_ element: XMLElementNode, inherited: Bool) {
        let excluded = inherited || (element["id"].map { excludedViewIDs.contains($0) } ?? false)
        if excluded, let id = element["id"] { uninstalledIDs.insert(id) }
        for child in element.children {
            markUninstalled(child, inherited: excluded)
        }
    }
}

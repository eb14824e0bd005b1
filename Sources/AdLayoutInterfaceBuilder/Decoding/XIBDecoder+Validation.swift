/// Checks over ids: duplicates (before decoding), and after decoding, that constraints name views
/// or layout guides that exist, that outlets and variation masks name existing objects.
extension XIBDecoder {
    /// Records every `id` in the tree (except under `<device>` and `<dependencies>`, whose ids name
    /// devices and adaptations, not objects); throws at the second use of one.
    mutating func collectIDs(_ element: XMLElementNode) throws(XIBError) {
        if element.name == "device" || element.name == "dependencies" { return }
        if let id = element["id"] {
            if let first = elementsByID[id] {
                throw error(.duplicateID, element.position,
                            "the id '\(id)' of <\(element.name)> is already used by <\(first.name)> at \(first.position)")
            }
            elementsByID[id] = (element.name, element.position)
        }
        for child in element.children {
            try collectIDs(child)
        }
    }

    /// Checks references against the decoded model.
    mutating func validate(placeholders: [XIBPlaceholder], views: [XIBView]) throws(XIBError) {
        var viewIDs: Set<String> = []
        var guideIDs: Set<String> = []
        var allViews: [XIBView] = []
        for view in views { allViews += view.allViews }
        for view in allViews {
            viewIDs.insert(view.id)
            for guide in view.layoutGuides { guideIDs.insert(guide.id) }
        }
        for view in allViews {
            for constraint in view.constraints {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                    if viewIDs.contains(item) || guideIDs.contains(item) { continue }
                    if let other = elementsByID[item] {
                        throw error(.unknownReference, constraint.position,
                                    "constraint '\(constraint.id)' names '\(item)', which is a <\(other.name)>, not a "
                                        + "view or layout guide")
                    }
                    throw error(.unknownReference, constraint.position,
                                "constraint '\(constraint.id)' names '\(item)', which no object in the document has")
                }
            }
        }
        let connections = placeholders.flatMap(\.connections) + allViews.flatMap(\.connections)
        for connection in connections where elementsByID[connection.destination] == nil {
            note(connection.position, "\(connection.kind.rawValue) '\(connection.name)' points to "
                 + "'\(connection.destination)', which no object in the document has")
        }
        for reference in maskReferences where elementsByID[reference.id] == nil {
            note(reference.position, "the variation names '\(reference.id)', which no object in the document has")
        }
    }
}

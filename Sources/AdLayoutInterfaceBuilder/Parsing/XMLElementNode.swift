/// One XML element as the first stage reads it: name, attributes, children and (for the few
/// elements whose text matters) text, with the position of its start tag.
///
/// The decoder turns a tree of these into the public model; nothing outside the module sees it.
struct XMLElementNode: Sendable {
    /// The element name.
    let name: String
    /// The attributes, by name.
    let attributes: [String: String]
    /// Where the start tag's `<` is.
    let position: XIBSourcePosition
    /// The child elements in document order.
    var children: [XMLElementNode]
    /// The character data, kept only for elements listed in ``XMLTreeBuilder/textElements``.
    var text: String
    /// Where attributes a size-class variation gave this element were written (the `<variation>`
    /// element's position), by name; the others are at ``position``.
    var attributePositions: [String: XIBSourcePosition] = [:]

    /// An attribute's value.
    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Where an attribute was written, for diagnostics about its value: the start tag, or the
    /// `<variation>` that gave it (``attributePositions``).
    func position(of attribute: String) -> XIBSourcePosition {
        attributePositions[attribute] ?? position
    }

    /// The first child with a name and, if given, a `key` attribute.
    func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children with a name.
    func children(_ name: String) -> [XMLElementNode] {
        children.filter { $0.name == name }
    }
}

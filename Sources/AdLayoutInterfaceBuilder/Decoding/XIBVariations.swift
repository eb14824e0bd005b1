/// Size-class variations resolved for the design device's trait collection: a pass over the element
/// tree before the decoder reads it, so the decoder sees each element as IB saved it for that device.
///
/// A `<variation key=…>` inside an element changes that element for the size classes its key names:
/// `default` (every trait collection), `widthClass=X`, `heightClass=Y` or `heightClass=Y-widthClass=X`
/// (X, Y: `compact` or `regular`). Every variation whose classes all match applies, `default` first,
/// then the one-class keys, then the two-class keys (the more specific wins; keys of one rank in
/// document order). What an applied variation holds:
///
/// - attributes besides `key` (`<variation key="widthClass=compact" constant="16"/>` in a
///   `<constraint>`, `axis="vertical"` in a `<stackView>`) replace the element's own;
/// - keyed children (`<fontDescription key="fontDescription" …/>`, `<edgeInsets key="layoutMargins" …/>`)
///   replace the element's child with the same `key`, or are added;
/// - `<mask key="constraints|subviews">` includes and excludes, and anything else, are gathered in
///   order into one `<variation key="default">` that the decoder applies in order (installed = the
///   default's minus its excludes, then each matching variation's includes and excludes).
///
/// Variations whose classes do not match are dropped: they describe other devices. A key in none of
/// these forms is left in place for the decoder to note. Moved children keep their own positions, and
/// a replaced attribute is placed at its `<variation>` (``XMLElementNode/attributePositions``), so
/// diagnostics still point at the line that wrote the value.
enum XIBVariations {
    /// The size classes a variation key names (`nil`: any), or `nil` when the key is not one of IB's
    /// forms (a class named twice, a word other than `compact` or `regular`).
    static func sizeClasses(ofKey key: String) -> (width: XIBSizeClass?, height: XIBSizeClass?)? {
        if key == "default" { return (nil, nil) }
        var width: XIBSizeClass?
        var height: XIBSizeClass?
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, let sizeClass = XIBSizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass" where width == nil: width = sizeClass
            case "heightClass" where height == nil: height = sizeClass
            default: return nil
            }
        }
        return (width, height)
    }

    /// The tree with every element's variations resolved for `traits`.
    static func resolve(_ element: XMLElementNode, for traits: XIBTraitCollection) -> XMLElementNode {
        var applied: [(rank: Int, variation: XMLElementNode)] = []
        var children: [XMLElementNode] = []
        // Where the gathered `<variation key="default">` goes: where the first applied variation was.
        var gatheredIndex: Int?
        for child in element.children {
            guard child.name == "variation", let key = child["key"], let classes = sizeClasses(ofKey: key) else {
                children.append(child)
                continue
            }
            let matches = (classes.width.map { $0 == traits.horizontalSizeClass } ?? true)
                && (classes.height.map { $0 == traits.verticalSizeClass } ?? true)
            guard matches else { continue }
            applied.append(((classes.width == nil ? 0 : 1) + (classes.height == nil ? 0 : 1), child))
            gatheredIndex = gatheredIndex ?? children.count
        }

        var attributes = element.attributes
        var attributePositions = element.attributePositions
        var gathered: [XMLElementNode] = []
        // The kept children by key (the first with each), so replacing stays linear in the children.
        var keyedIndices: [String: Int] = [:]
        for (index, child) in children.enumerated() where child.name != "variation" {
            if let key = child["key"], keyedIndices[key] == nil { keyedIndices[key] = index }
        }
        // A stable sort: keys of one rank keep their document order.
        let ordered = applied.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .map(\.element.variation)
        for variation in ordered {
            for (name, value) in variation.attributes where name != "key" {
                attributes[name] = value
                attributePositions[name] = variation.position
            }
            for child in variation.children {
                guard child.name != "mask", let key = child["key"] else {
                    gathered.append(child)
                    continue
                }
                if let index = keyedIndices[key] {
                    children[index] = child
                } else {
                    keyedIndices[key] = children.count
                    children.append(child)
                }
            }
        }

        var resolved = children.map { resolve($0, for: traits) }
        if let gatheredIndex, !gathered.isEmpty {
            let first = applied.map(\.variation.position).min() ?? element.position
            resolved.insert(XMLElementNode(name: "variation", attributes: ["key": "default"], position: first,
                                           children: gathered, text: ""),
                            at: min(gatheredIndex, resolved.count))
        }
        return XMLElementNode(name: element.name, attributes: attributes, position: element.position,
                              children: resolved, text: element.text, attributePositions: attributePositions)
    }
}

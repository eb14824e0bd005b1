/// Finds where a JSON path such as `sections[0].items[2].appName` is in a parsed document, for
/// tools that go from a laid-out node's `LayoutNode.source` back to the text.
package enum JSONPathLocator {
    /// Where a path (or the deepest part of it the document has) is.
    package struct Match: Sendable, Equatable {
        /// The part of the requested path that exists in the document: the whole path, or an
        /// ancestor when the rest is absent (a default the document does not spell out).
        package var path: String
        /// A member's key (its opening quote), or an array element's first character.
        package var location: SourceLocation
        /// True when the whole requested path exists.
        package var isExact: Bool
        /// The file ``location`` is in when it is not the parsed text's: the Swift file of a value a
        /// Swift setup gave (``JSONNode/file``).
        package var file: String? = nil
    }

    /// Locates `path` in `root`: members by key (`.key`), array elements by index (`[n]`). An
    /// empty path is the root. Returns the deepest existing prefix when the rest is absent, and nil
    /// only when the path cannot be read.
    package static func locate(_ path: String, in root: JSONNode) -> Match? {
        guard let components = components(of: path) else { return nil }
        var node = root
        var location = root.location
        var matched = ""
        var file = root.file
        for component in components {
            switch (component, node.value) {
            case (.key(let key), .object(let object)):
                guard let member = object.member(key) else {
                    return Match(path: matched, location: location, isExact: false, file: file)
                }
                matched = matched.isEmpty ? key : matched + "." + key
                location = member.keyLocation
                node = member.value
                file = node.file
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return Match(path: matched, location: location, isExact: false, file: file) }
                matched += "[\(index)]"
                node = elements[index]
                location = node.location
                file = node.file
            default:
                return Match(path: matched, location: location, isExact: false, file: file)
            }
        }
        return Match(path: matched, location: location, isExact: true, file: file)
    }

    /// One step of a path.
    enum Component: Equatable {
        case key(String)
        case index(Int)
    }

    /// `a.b[2].c` → key a, key b, index 2, key c; nil for a malformed path (`a..b`, `a[x]`).
    static func components(of path: String) -> [Component]? {
        var result: [Component] = []
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                      index >= 0 else { return nil }
                result.append(.index(index))
                rest = rest[rest.index(after: close)...]
                if let next = rest.first, next != ".", next != "[" { return nil }
                if rest.first == "." {
                    rest = rest.dropFirst()
                    if rest.isEmpty || rest.first == "[" { return nil }
                }
            } else {
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                guard end > rest.startIndex else { return nil }
                result.append(.key(String(rest[..<end])))
                rest = rest[end...]
                if rest.first == "." {
                    rest = rest.dropFirst()
                    if rest.isEmpty || rest.first == "[" { return nil }
                }
            }
        }
        return result
    }
}

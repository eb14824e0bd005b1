import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation

/// The files a setup's values name where the reader found them: put on the nodes of the reader's
/// tree (``/AdLayoutModel/JSONNode/found``), so the decoder of the document the tree is merged under
/// takes each from its value, and a printed document names each relative to its own folder.
enum SetupFoundFiles {
    /// `root` (the reader's tree) with each `appViews.*.xib` node given its XIB (and the reader's one
    /// read and parse of it, `xibs`, by name), and each `appViews.*.images` value and image property's (`imageNormal`,
    /// `closeBarButtonImage`, …) at any depth given the image file the asset catalogs have.
    static func marked(_ root: JSONNode, xibFiles: [String: URL], xibs: [String: XIBFile], images: [String: URL]) -> JSONNode {
        func image(_ node: JSONNode) -> JSONNode {
            guard case .string(let name) = node.value, let url = images[name] else { return node }
            var out = node
            out.found = FoundFile(url: url)
            return out
        }
        func view(_ node: JSONNode) -> JSONNode {
            mapMembers(node) { key, value in
                switch key {
                case "xib":
                    guard case .string(let name) = value.value, let url = xibFiles[name] else { return value }
                    var out = value
                    out.found = FoundFile(url: url, parsed: xibs[name])
                    return out
                case "images": return mapMembers(value) { _, path in image(path) }
                default: return value
                }
            }
        }
        // An image property's file, at any depth of the setup's parts (the reader's trees are of bounded depth).
        func properties(_ node: JSONNode) -> JSONNode {
            switch node.value {
            case .object: return mapMembers(node) { key, value in SetupSchema.imageProperties.contains(key) ? image(value) : properties(value) }
            case .array(let items):
                var out = node
                out.value = .array(items.map(properties))
                return out
            default: return node
            }
        }
        return mapMembers(root) { key, value in
            key == "appViews" ? mapMembers(value) { _, v in view(v) } : properties(value)
        }
    }

    /// `root` with each value that has a found file naming it relative to `folder` (where the printed
    /// document will be read from), so the printed document renders as the setup did.
    static func rebased(_ root: JSONNode, to folder: URL) -> JSONNode {
        var out = root
        if let found = root.found {
            let from = folder.standardizedFileURL.pathComponents, to = found.url.standardizedFileURL.pathComponents
            let common = zip(from, to).prefix { $0 == $1 }.count
            out.value = .string((Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/"))
            return out
        }
        switch root.value {
        case .object: return mapMembers(root) { _, value in rebased(value, to: folder) }
        case .array(let items): out.value = .array(items.map { rebased($0, to: folder) })
        default: break
        }
        return out
    }

    /// An object node with each member's value changed by `change` (anything else unchanged).
    private static func mapMembers(_ node: JSONNode, _ change: (String, JSONNode) -> JSONNode) -> JSONNode {
        guard case .object(let object) = node.value else { return node }
        var out = node
        out.value = .object(JSONObject(members: object.members.map { member in
            var m = member
            m.value = change(member.key, member.value)
            return m
        }))
        return out
    }
}

import Foundation

/// A `--frames` file's nodes, for queries by kind.
struct FrameTree {
    struct Node {
        let object: [String: Any]
        var kind: String? { object["kind"] as? String }
        /// x, y, width, height.
        var frame: [Double] { ["x", "y", "width", "height"].map { (object[$0] as? NSNumber)?.doubleValue ?? .nan } }
        var children: [Node] { (object["children"] as? [[String: Any]] ?? []).map(Node.init) }
        func string(_ key: String) -> String? { object[key] as? String }
        func bool(_ key: String) -> Bool? { (object[key] as? NSNumber)?.boolValue }
        /// The first node below this one of `kind`.
        func child(_ kind: String) -> Node? {
            for c in children {
                if c.kind == kind { return c }
                if let hit = c.child(kind) { return hit }
            }
            return nil
        }
    }

    let root: Node

    init(contentsOf url: URL) throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        root = Node(object: json?["root"] as? [String: Any] ?? [:])
    }

    /// Every node of `kind`, depth first.
    func nodes(kind: String) -> [Node] {
        var out: [Node] = []
        func walk(_ n: Node) { if n.kind == kind { out.append(n) }; n.children.forEach(walk) }
        walk(root)
        return out
    }
}

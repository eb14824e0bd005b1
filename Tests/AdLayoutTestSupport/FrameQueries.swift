import AdLayoutEngine

extension LayoutNode {
    /// The first node, depth first from this one, of `kind` (and made from JSON `source` when given).
    public func first(kind: String, source: String? = nil) -> LayoutNode? {
        var hit: LayoutNode?
        visit { node in
            if hit == nil && node.kind.rawValue == kind && (source == nil || node.source?.jsonPath == source) { hit = node }
        }
        return hit
    }

    /// Every node, depth first from this one, of `kind`.
    public func all(kind: String) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        visit { node in if node.kind.rawValue == kind { nodes.append(node) } }
        return nodes
    }
}

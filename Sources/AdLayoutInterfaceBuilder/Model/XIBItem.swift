/// What an id in the document names: a view, a layout guide or a placeholder.
/// ``XIBDocument/item(withID:)`` resolves ids, including a constraint's
/// ``XIBConstraint/firstItemID`` and ``XIBConstraint/secondItemID``.
public enum XIBItem: Sendable, Hashable {
    /// A view (including a content view with a synthetic id).
    case view(XIBView)
    /// A layout guide; its owner is ``XIBLayoutGuide/ownerID``.
    case layoutGuide(XIBLayoutGuide)
    /// A placeholder (File's Owner, First Responder).
    case placeholder(XIBPlaceholder)

    /// The item's id.
    public var id: String {
        switch self {
        case .view(let view): return view.id
        case .layoutGuide(let guide): return guide.id
        case .placeholder(let placeholder): return placeholder.id
        }
    }
}

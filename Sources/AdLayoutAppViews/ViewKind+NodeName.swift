import AdLayoutAutoLayout

extension ViewKind {
    /// The name a view's node and messages take when no outlet names it: the element's name as the XIB writes it
    /// (`label`, `imageView`, `view`, …), both cells' content views `contentView`.
    var nodeName: String {
        switch self {
        case .tableViewCellContentView, .collectionViewCellContentView: "contentView"
        default: elementName
        }
    }
}

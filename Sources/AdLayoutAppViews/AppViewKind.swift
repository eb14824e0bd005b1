import AdLayoutInterfaceBuilder

/// Which UIKit view a view of the app-view tree is, named as IB writes its element (`label`, `imageView`, …; a
/// cell's content view `contentView`): the name its node and messages take when no outlet names it.
enum AppViewKind: Hashable, Sendable {
    case view, imageView, label, button, stackView, textView, textField, scrollView
    case tableViewCell, collectionViewCell, collectionReusableView
    case tableViewCellContentView, collectionViewCellContentView
    /// Any other element (a control: `switch`, `slider`, …; a `mapView`, …), by its element name.
    case other(String)

    /// A XIB element's kind.
    init(_ kind: XIBViewKind) {
        switch kind {
        case .view: self = .view
        case .imageView: self = .imageView
        case .label: self = .label
        case .button: self = .button
        case .stackView: self = .stackView
        case .textView: self = .textView
        case .textField: self = .textField
        case .scrollView: self = .scrollView
        case .tableViewCell: self = .tableViewCell
        case .collectionViewCell: self = .collectionViewCell
        case .collectionReusableView: self = .collectionReusableView
        case .tableViewCellContentView: self = .tableViewCellContentView
        case .collectionViewCellContentView: self = .collectionViewCellContentView
        case .other(let name): self = .other(name)
        }
    }

    /// The element's name as the XIB writes it (`label`, `imageView`, `view`, …; both cells' content views `contentView`).
    var name: String {
        switch self {
        case .view: "view"
        case .imageView: "imageView"
        case .label: "label"
        case .button: "button"
        case .stackView: "stackView"
        case .textView: "textView"
        case .textField: "textField"
        case .scrollView: "scrollView"
        case .tableViewCell: "tableViewCell"
        case .collectionViewCell: "collectionViewCell"
        case .collectionReusableView: "collectionReusableView"
        case .tableViewCellContentView, .collectionViewCellContentView: "contentView"
        case .other(let name): name
        }
    }

    /// Whether it is a table or collection view cell.
    var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }
}

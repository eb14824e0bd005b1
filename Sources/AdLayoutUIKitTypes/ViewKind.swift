/// Which UIKit view a view is, by the name Interface Builder gives its element (`<label>` → ``label``, a `UILabel`):
/// a XIB's views and the views an item view makes in code alike.
///
/// Element names the XIB reader has no dedicated model for read as ``other(_:)`` with the name, and keep
/// every common view property (frame, constraints, subviews, colours, connections).
public enum ViewKind: Sendable, Hashable, CustomStringConvertible {
    /// `<view>`: a plain `UIView` (or a custom class).
    case view
    /// `<imageView>`: a `UIImageView`.
    case imageView
    /// `<label>`: a `UILabel`.
    case label
    /// `<button>`: a `UIButton`.
    case button
    /// `<stackView>`: a `UIStackView`.
    case stackView
    /// `<textView>`: a `UITextView`.
    case textView
    /// `<textField>`: a `UITextField`.
    case textField
    /// `<tableViewCell>`: a `UITableViewCell`.
    case tableViewCell
    /// `<collectionViewCell>`: a `UICollectionViewCell`.
    case collectionViewCell
    /// `<tableViewCellContentView key="contentView">`: a table cell's content view.
    case tableViewCellContentView
    /// `<collectionViewCellContentView key="contentView">`: a collection cell's content view as
    /// Xcode 11 and later write it (older files use `<view key="contentView">` with no id).
    case collectionViewCellContentView
    /// `<collectionReusableView>`: a supplementary view (section header or footer).
    case collectionReusableView
    /// `<scrollView>`: a `UIScrollView`.
    case scrollView
    /// Any other element name, kept as written (`tableView`, `switch`, `activityIndicatorView`, …).
    case other(String)

    /// The kind for an element name.
    public init(elementName: String) {
        self = Self.byElementName[elementName] ?? .other(elementName)
    }

    /// Every kind but ``other(_:)`` by its element name: the reverse of ``elementName``, so each name is written once.
    private static let byElementName = Dictionary(uniqueKeysWithValues: [
        ViewKind.view, .imageView, .label, .button, .stackView, .textView, .textField, .tableViewCell, .collectionViewCell,
        .tableViewCellContentView, .collectionViewCellContentView, .collectionReusableView, .scrollView,
    ].map { ($0.elementName, $0) })

    /// The element name Xcode writes for this kind.
    public var elementName: String {
        switch self {
        case .view: return "view"
        case .imageView: return "imageView"
        case .label: return "label"
        case .button: return "button"
        case .stackView: return "stackView"
        case .textView: return "textView"
        case .textField: return "textField"
        case .tableViewCell: return "tableViewCell"
        case .collectionViewCell: return "collectionViewCell"
        case .tableViewCellContentView: return "tableViewCellContentView"
        case .collectionViewCellContentView: return "collectionViewCellContentView"
        case .collectionReusableView: return "collectionReusableView"
        case .scrollView: return "scrollView"
        case .other(let name): return name
        }
    }

    /// `true` for table and collection view cells.
    public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

    /// The element name.
    public var description: String { elementName }
}

/// What a table or collection view cell (or a `<collectionReusableView>`) adds to a view. Its
/// content view is its subview with ``XIBView/key`` `contentView` (``XIBView/contentView``).
public struct XIBCellProperties: Sendable, Hashable {
    /// A table cell's selection style (`selectionStyle="…"`).
    public enum SelectionStyle: String, Sendable, Hashable, CaseIterable {
        /// `none`.
        case none
        /// `blue`.
        case blue
        /// `gray`.
        case gray
        /// `default` (the meaning of an absent attribute).
        case `default`
    }

    /// `reuseIdentifier`, if set.
    public let reuseIdentifier: String?
    /// A collection cell's `<size key="customSize">` (the size in the collection view's flow
    /// layout; it may disagree with the frame, and subview frames follow the frame).
    public let customSize: LayoutSize?
    /// A table cell's `rowHeight`, if written.
    public let rowHeight: Double?
    /// A table cell's selection style (`default` when absent; `nil` for collection cells).
    public let selectionStyle: SelectionStyle?
    /// `accessoryType` as written (`disclosureIndicator`, …), if written.
    public let accessoryType: String?

    /// Creates cell properties.
    public init(reuseIdentifier: String?, customSize: LayoutSize?, rowHeight: Double?, selectionStyle: SelectionStyle?,
                accessoryType: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.customSize = customSize
        self.rowHeight = rowHeight
        self.selectionStyle = selectionStyle
        self.accessoryType = accessoryType
    }
}

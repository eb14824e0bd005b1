import Foundation

/// The SDK's `AdListItemViewLayout`: the sizes, colours, fonts and spacing of one item view, plus
/// how its section arranges items (columns, scrolling, dividers, header and footer).
///
/// Configure one as the guide does (`layout.iconImage.width = 80`), or subclass it and override
/// ``viewSize(_:)`` or ``itemColumns(_:numberOfItems:)``. Element attributes start from the styles
/// given to ``init(styles:)`` (``init()`` gives it ``TnkStyles/shared``, as the SDK does). Every
/// property is stored in ``properties``; when a document is resolved, each section gets a copy of
/// those values and the results of the two overrides, so renders never share or read this object.
///
/// A subclass that sets its own defaults overrides ``init(styles:)``, the initializer documents
/// and registrations make layouts with:
///
/// ```swift
/// final class CompactLayout: AdListItemViewLayout {
///     required init(styles: TnkStyles) {
///         super.init(styles: styles)
///         iconImage.width = 48
///     }
/// }
/// ```
open class AdListItemViewLayout {
    /// Every value of the layout; the properties below read and write it.
    public var properties: ItemLayoutProperties

    /// Creates a layout whose element attributes start from `styles`: the initializer a
    /// document's resolution calls, with the document's styles.
    public required init(styles: TnkStyles) {
        properties = ItemLayoutProperties(styles: styles)
    }

    /// Creates a layout whose element attributes start from ``TnkStyles/shared`` (the SDK's
    /// `AdListItemViewLayout()`, for an app's own Swift).
    public convenience init() {
        self.init(styles: .shared)
    }

    /// The item view's size for a container of `parentSize`.
    ///
    /// The default width is `parentSize.width − sectionInset.left − sectionInset.right`; the
    /// default height is `TnkLayout.wrapContent`, which asks the item view for its height.
    /// Override to return a fixed size.
    open func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: CGFloat.wrapContent)
    }

    /// `[columns, itemsPerPage]`: `[0]` is the number of columns, or of rows when the section
    /// scrolls orthogonally; `[1]` is the number of items per page, 0 when the section does not page.
    open func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
        [1, 0]
    }

    /// The layout class name used in documents and messages.
    open class var layoutClassName: String { _typeName(self, qualified: false) }  // not String(describing:): its casts cost ~0.4M instructions per type at start

    // Forwarding properties, named as the SDK names them.

    // MARK: Section
    /// ``ItemLayoutProperties/orthogonalScrolling``.
    public var orthogonalScrolling: ScrollType { get { properties.orthogonalScrolling } set { properties.orthogonalScrolling = newValue } }
    /// ``ItemLayoutProperties/itemDirection``.
    public var itemDirection: Int { get { properties.itemDirection } set { properties.itemDirection = newValue } }
    /// ``ItemLayoutProperties/sectionInset``.
    public var sectionInset: EdgeInsets { get { properties.sectionInset } set { properties.sectionInset = newValue } }
    /// ``ItemLayoutProperties/lineSpace``.
    public var lineSpace: CGFloat { get { properties.lineSpace } set { properties.lineSpace = newValue } }
    /// ``ItemLayoutProperties/itemSpace``.
    public var itemSpace: CGFloat { get { properties.itemSpace } set { properties.itemSpace = newValue } }

    // MARK: Item
    /// ``ItemLayoutProperties/useIconImage``.
    public var useIconImage: Bool { get { properties.useIconImage } set { properties.useIconImage = newValue } }
    /// ``ItemLayoutProperties/useFeedImage``.
    public var useFeedImage: Bool { get { properties.useFeedImage } set { properties.useFeedImage = newValue } }
    /// ``ItemLayoutProperties/itemCornerRadius``.
    public var itemCornerRadius: CGFloat { get { properties.itemCornerRadius } set { properties.itemCornerRadius = newValue } }
    /// ``ItemLayoutProperties/itemStrokeColor``.
    public var itemStrokeColor: Color { get { properties.itemStrokeColor } set { properties.itemStrokeColor = newValue } }
    /// ``ItemLayoutProperties/itemStrokeWidth``.
    public var itemStrokeWidth: CGFloat { get { properties.itemStrokeWidth } set { properties.itemStrokeWidth = newValue } }
    /// ``ItemLayoutProperties/itemBackgroundColor``.
    public var itemBackgroundColor: Color { get { properties.itemBackgroundColor } set { properties.itemBackgroundColor = newValue } }
    /// ``ItemLayoutProperties/itemHighlightedColor``.
    public var itemHighlightedColor: Color { get { properties.itemHighlightedColor } set { properties.itemHighlightedColor = newValue } }
    /// ``ItemLayoutProperties/itemInset``.
    public var itemInset: EdgeInsets { get { properties.itemInset } set { properties.itemInset = newValue } }

    // MARK: Elements
    /// ``ItemLayoutProperties/iconImage``.
    public var iconImage: ImageAttribute { get { properties.iconImage } set { properties.iconImage = newValue } }
    /// ``ItemLayoutProperties/feedImage``.
    public var feedImage: ImageAttribute { get { properties.feedImage } set { properties.feedImage = newValue } }
    /// ``ItemLayoutProperties/feedImageRatio``.
    public var feedImageRatio: CGFloat { get { properties.feedImageRatio } set { properties.feedImageRatio = newValue } }
    /// ``ItemLayoutProperties/titleLabel``.
    public var titleLabel: LabelAttribute { get { properties.titleLabel } set { properties.titleLabel = newValue } }
    /// ``ItemLayoutProperties/descLabel``.
    public var descLabel: LabelAttribute { get { properties.descLabel } set { properties.descLabel = newValue } }
    /// ``ItemLayoutProperties/descPointLabel``.
    public var descPointLabel: LabelAttribute { get { properties.descPointLabel } set { properties.descPointLabel = newValue } }
    /// ``ItemLayoutProperties/pointIconImage``.
    public var pointIconImage: ImageAttribute { get { properties.pointIconImage } set { properties.pointIconImage = newValue } }
    /// ``ItemLayoutProperties/pointAmountLabel``.
    public var pointAmountLabel: LabelAttribute { get { properties.pointAmountLabel } set { properties.pointAmountLabel = newValue } }
    /// ``ItemLayoutProperties/pointUnitLabel``.
    public var pointUnitLabel: LabelAttribute { get { properties.pointUnitLabel } set { properties.pointUnitLabel = newValue } }
    /// ``ItemLayoutProperties/pointAmountFormat``.
    public var pointAmountFormat: String { get { properties.pointAmountFormat } set { properties.pointAmountFormat = newValue } }
    /// ``ItemLayoutProperties/pointUnitVisible``.
    public var pointUnitVisible: Bool { get { properties.pointUnitVisible } set { properties.pointUnitVisible = newValue } }
    /// ``ItemLayoutProperties/pointAmountDisabledColor``.
    public var pointAmountDisabledColor: Color { get { properties.pointAmountDisabledColor } set { properties.pointAmountDisabledColor = newValue } }
    /// ``ItemLayoutProperties/pointAmountConfirmColor``.
    public var pointAmountConfirmColor: Color { get { properties.pointAmountConfirmColor } set { properties.pointAmountConfirmColor = newValue } }
    /// ``ItemLayoutProperties/descShowOption``.
    public var descShowOption: DescLabelShowOption { get { properties.descShowOption } set { properties.descShowOption = newValue } }
    /// ``ItemLayoutProperties/singleLineInformation``.
    public var singleLineInformation: Bool { get { properties.singleLineInformation } set { properties.singleLineInformation = newValue } }
    /// ``ItemLayoutProperties/iconCaptionVisible``.
    public var iconCaptionVisible: Bool { get { properties.iconCaptionVisible } set { properties.iconCaptionVisible = newValue } }
    /// ``ItemLayoutProperties/titleVisible``.
    public var titleVisible: Bool { get { properties.titleVisible } set { properties.titleVisible = newValue } }
    /// ``ItemLayoutProperties/pointNumberStyle``.
    public var pointNumberStyle: PointNumberStyle { get { properties.pointNumberStyle } set { properties.pointNumberStyle = newValue } }
    /// ``ItemLayoutProperties/progressLabel``.
    public var progressLabel: LabelAttribute { get { properties.progressLabel } set { properties.progressLabel = newValue } }
    /// ``ItemLayoutProperties/dateLabel``.
    public var dateLabel: LabelAttribute { get { properties.dateLabel } set { properties.dateLabel = newValue } }
    /// ``ItemLayoutProperties/statusLabel``.
    public var statusLabel: LabelAttribute { get { properties.statusLabel } set { properties.statusLabel = newValue } }
    /// ``ItemLayoutProperties/pointAmountTrailImage``.
    public var pointAmountTrailImage: ImageAttribute { get { properties.pointAmountTrailImage } set { properties.pointAmountTrailImage = newValue } }
    /// ``ItemLayoutProperties/adItemTrailImage``.
    public var adItemTrailImage: ImageAttribute { get { properties.adItemTrailImage } set { properties.adItemTrailImage = newValue } }
    /// ``ItemLayoutProperties/adItemTrailTagLabel``.
    public var adItemTrailTagLabel: LabelAttribute { get { properties.adItemTrailTagLabel } set { properties.adItemTrailTagLabel = newValue } }

    // MARK: CPS elements
    /// ``ItemLayoutProperties/productPriceLabel``.
    public var productPriceLabel: LabelAttribute { get { properties.productPriceLabel } set { properties.productPriceLabel = newValue } }
    /// ``ItemLayoutProperties/discountRateLabel``.
    public var discountRateLabel: LabelAttribute { get { properties.discountRateLabel } set { properties.discountRateLabel = newValue } }
    /// ``ItemLayoutProperties/favoriteButton``.
    public var favoriteButton: ButtonAttribute { get { properties.favoriteButton } set { properties.favoriteButton = newValue } }
    /// ``ItemLayoutProperties/favoriteButtonLayoutInset``.
    public var favoriteButtonLayoutInset: EdgeInsets { get { properties.favoriteButtonLayoutInset } set { properties.favoriteButtonLayoutInset = newValue } }
    /// ``ItemLayoutProperties/orderNumberLabel``.
    public var orderNumberLabel: LabelAttribute { get { properties.orderNumberLabel } set { properties.orderNumberLabel = newValue } }
    /// ``ItemLayoutProperties/orderNumberVisible``.
    public var orderNumberVisible: Bool { get { properties.orderNumberVisible } set { properties.orderNumberVisible = newValue } }
    /// ``ItemLayoutProperties/useFavoriteBtn``.
    public var useFavoriteBtn: Bool { get { properties.useFavoriteBtn } set { properties.useFavoriteBtn = newValue } }
    /// ``ItemLayoutProperties/showOnlyTitle``.
    public var showOnlyTitle: Bool { get { properties.showOnlyTitle } set { properties.showOnlyTitle = newValue } }

    // MARK: Divider
    /// ``ItemLayoutProperties/dividerHeight``.
    public var dividerHeight: CGFloat { get { properties.dividerHeight } set { properties.dividerHeight = newValue } }
    /// ``ItemLayoutProperties/dividerColor``.
    public var dividerColor: Color { get { properties.dividerColor } set { properties.dividerColor = newValue } }
    /// ``ItemLayoutProperties/dividerLeadingSpace``.
    public var dividerLeadingSpace: CGFloat { get { properties.dividerLeadingSpace } set { properties.dividerLeadingSpace = newValue } }
    /// ``ItemLayoutProperties/dividerTrailingSpace``.
    public var dividerTrailingSpace: CGFloat { get { properties.dividerTrailingSpace } set { properties.dividerTrailingSpace = newValue } }
    /// ``ItemLayoutProperties/dividerHiddenAtLastItem``.
    public var dividerHiddenAtLastItem: Bool { get { properties.dividerHiddenAtLastItem } set { properties.dividerHiddenAtLastItem = newValue } }

    // MARK: Header, footer, decoration
    /// ``ItemLayoutProperties/sectionHeaderViewClass``.
    public var sectionHeaderViewClass: String? { get { properties.sectionHeaderViewClass } set { properties.sectionHeaderViewClass = newValue } }
    /// ``ItemLayoutProperties/sectionFooterViewClass``.
    public var sectionFooterViewClass: String? { get { properties.sectionFooterViewClass } set { properties.sectionFooterViewClass = newValue } }
    /// ``ItemLayoutProperties/sectionDecorationViewClass``.
    public var sectionDecorationViewClass: String? { get { properties.sectionDecorationViewClass } set { properties.sectionDecorationViewClass = newValue } }
    /// ``ItemLayoutProperties/headerInset``.
    public var headerInset: EdgeInsets { get { properties.headerInset } set { properties.headerInset = newValue } }
    /// ``ItemLayoutProperties/headerTitleLabel``.
    public var headerTitleLabel: LabelAttribute { get { properties.headerTitleLabel } set { properties.headerTitleLabel = newValue } }
    /// ``ItemLayoutProperties/headerDescLabel``.
    public var headerDescLabel: LabelAttribute { get { properties.headerDescLabel } set { properties.headerDescLabel = newValue } }
    /// ``ItemLayoutProperties/footerInset``.
    public var footerInset: EdgeInsets { get { properties.footerInset } set { properties.footerInset = newValue } }
    /// ``ItemLayoutProperties/footerDividerHeight``.
    public var footerDividerHeight: CGFloat { get { properties.footerDividerHeight } set { properties.footerDividerHeight = newValue } }
    /// ``ItemLayoutProperties/footerDividerColor``.
    public var footerDividerColor: Color { get { properties.footerDividerColor } set { properties.footerDividerColor = newValue } }
    /// ``ItemLayoutProperties/footerButton``.
    public var footerButton: ButtonAttribute { get { properties.footerButton } set { properties.footerButton = newValue } }
    /// ``ItemLayoutProperties/sectionFooterMinHeight``.
    public var sectionFooterMinHeight: CGFloat { get { properties.sectionFooterMinHeight } set { properties.sectionFooterMinHeight = newValue } }
}

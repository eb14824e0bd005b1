import Foundation

/// Sizes, colours, fonts and spacing of one item view, plus how its section arranges items:
/// columns, scrolling, dividers, header and footer. The SDK's `AdListItemViewLayout`.
///
/// Subclass it and override ``viewSize(_:)`` or ``itemColumns(_:numberOfItems:)`` as the guide
/// does. Element attributes start from ``TnkStyles/current`` when the layout is created.
///
/// A layout is mutable while you configure it; once registered, the engine only reads it, which
/// is why it may be shared between concurrent renders.
open class AdListItemViewLayout: @unchecked Sendable {
    // MARK: Section

    /// How the section scrolls across the list (still images show scroll offset 0 or a given page).
    public var orthogonalScrolling: ScrollType = .none
    /// 1 fills an orthogonally scrolling section top to bottom, then left to right; 0 row by row.
    public var itemDirection: Int = 0
    /// Insets of the section's item area.
    public var sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    /// Vertical gap between rows.
    public var lineSpace: CGFloat = 0
    /// Horizontal gap between columns.
    public var itemSpace: CGFloat = 0

    // MARK: Item

    public var useIconImage = true
    public var useFeedImage = false
    public var itemCornerRadius: CGFloat = 0
    public var itemStrokeColor: Color = .clear
    public var itemStrokeWidth: CGFloat = 0
    public var itemBackgroundColor: Color = .white
    public var itemHighlightedColor = Color(argb: 0xA0F8_F8F8)
    /// Insets of the content inside each item view.
    public var itemInset = EdgeInsets(top: 6, left: 10, bottom: 7, right: 10)

    // MARK: Elements

    public var iconImage: ImageAttribute
    public var feedImage: ImageAttribute
    /// Height/width of the feed image when `feedImage.height` is negative (AdLayout extension).
    public var feedImageRatio: CGFloat = TnkDefaults.feedImageRatio
    public var titleLabel: LabelAttribute
    public var descLabel: LabelAttribute
    public var descPointLabel: LabelAttribute
    public var pointIconImage: ImageAttribute
    public var pointAmountLabel: LabelAttribute
    public var pointUnitLabel: LabelAttribute
    /// Format of the amount text; `{point}` and `{unit}` are replaced.
    public var pointAmountFormat: String
    public var pointUnitVisible: Bool
    public var pointAmountDisabledColor: Color
    public var pointAmountConfirmColor: Color
    public var descShowOption: DescLabelShowOption = .always
    /// Desc and point on one line (true) or two lines.
    public var singleLineInformation = true
    /// Whether the title is shown (AdLayout extension; curations such as promotion show none).
    public var titleVisible = true
    /// How point amounts are written: "49,000" or "4만 9,000" (AdLayout extension; CPS layouts use the latter).
    public var pointNumberStyle: PointNumberStyle = .grouped
    /// Progress line of MultiRewardAdListItemView ("n / N 개의 미션완료").
    public var progressLabel: LabelAttribute = LabelAttribute(font: TnkFonts.getFont(ofSize: 11),
                                                             color: TnkDefaults.primaryColor, interSpace: 4)
    public var dateLabel: LabelAttribute
    public var statusLabel: LabelAttribute
    public var pointAmountTrailImage = ImageAttribute()
    public var adItemTrailImage = ImageAttribute()
    public var adItemTrailTagLabel = LabelAttribute()

    // MARK: CPS elements

    public var productPriceLabel: LabelAttribute
    public var discountRateLabel: LabelAttribute
    public var favoriteButton: ButtonAttribute
    public var favoriteButtonLayoutInset = EdgeInsets(top: 0, left: 0, bottom: 6, right: 6)
    public var orderNumberLabel: LabelAttribute
    public var orderNumberVisible = false
    public var useFavoriteBtn = true
    public var showOnlyTitle = false

    // MARK: Divider

    public var dividerHeight: CGFloat = 1
    public var dividerColor = Color(argb: 0xFFF2_F2F2)
    /// Gap from the item's left edge to the divider (D23: 20 + 72 + 12).
    public var dividerLeadingSpace: CGFloat = 20 + 72 + 12
    /// Gap from the divider's end to the item's right edge.
    public var dividerTrailingSpace: CGFloat = 20
    public var dividerHiddenAtLastItem = true

    // MARK: Header, footer, decoration

    /// Header view; nil hides the header. `AdSectionHeaderView` shows the section's title and desc.
    public var sectionHeaderViewClass: String? = "AdSectionHeaderView"
    /// Footer view; nil hides the footer.
    public var sectionFooterViewClass: String? = nil
    /// Section background; `AdSectionGrayBackgroundView` paints the section gray.
    public var sectionDecorationViewClass: String? = nil
    public var headerInset: EdgeInsets
    public var headerTitleLabel: LabelAttribute
    public var headerDescLabel: LabelAttribute
    public var footerInset = EdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
    public var footerDividerHeight: CGFloat = 1
    public var footerDividerColor = Color(argb: 0xFFF2_F2F2)
    public var footerButton = ButtonAttribute()
    public var sectionFooterMinHeight: CGFloat = 0

    /// Creates a layout whose element attributes start from ``TnkStyles/current``.
    public required init() {
        let styles = TnkStyles.current
        let style = styles.adListItem
        itemBackgroundColor = styles.palette.mainBackground
        itemHighlightedColor = styles.palette.itemHighlighted
        dividerColor = styles.palette.divider
        iconImage = style.iconImage
        feedImage = style.feedImage
        titleLabel = style.titleLabel
        descLabel = style.descLabel
        descPointLabel = style.descPointLabel
        pointIconImage = style.pointIconImage
        pointAmountLabel = style.pointAmountLabel
        pointUnitLabel = style.pointUnitLabel
        pointAmountFormat = style.pointAmountFormat
        pointUnitVisible = style.pointUnitVisible
        pointAmountDisabledColor = style.pointAmountDisabledColor
        pointAmountConfirmColor = style.pointAmountConfirmColor
        dateLabel = style.dateLabel
        statusLabel = style.statusLabel
        productPriceLabel = style.productPriceLabel
        discountRateLabel = style.discountRateLabel
        favoriteButton = style.favoriteButton
        orderNumberLabel = style.orderNumberLabel
        headerInset = TnkDefaults.headerInset
        headerTitleLabel = style.headerTitleLabel
        headerDescLabel = style.headerDescLabel
        footerButton.width = TnkLayout.wrapContent
        footerButton.height = 44
        footerButton.font = TnkFonts.getFont(ofSize: 14)
        footerButton.colorNormal = style.headerDescLabel.color
        footerDividerColor = styles.palette.divider
    }

    /// The item view's size for a container of `parentSize`.
    ///
    /// The default width is `parentSize.width − sectionInset.left − sectionInset.right`; the
    /// default height is ``TnkLayout/wrapContent``, which asks the item view for its content
    /// height and adds `itemInset.top + itemInset.bottom`. Override to return a fixed size.
    open func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: TnkLayout.wrapContent)
    }

    /// `[columns, itemsPerPage]`: `[0]` is the number of columns, or of rows when the section
    /// scrolls orthogonally; `[1]` is the number of items per page, 0 when the section does not page.
    open func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
        [1, 0]
    }

    /// The layout class name used in documents and messages.
    open class var layoutClassName: String { _typeName(self, qualified: false) }  // not String(describing:): its casts cost ~0.4M instructions per type at start
}

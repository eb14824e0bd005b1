import Foundation

/// The values of an ``AdListItemViewLayout``: sizes, colours, fonts and spacing of one item view,
/// plus how its section arranges items (columns, scrolling, dividers, header and footer).
///
/// A plain value: the resolver copies each section's configured layout into one, so layout and
/// drawing read immutable, `Sendable` data and never a shared class instance. The property names
/// and meanings are the SDK's; ``AdListItemViewLayout`` exposes the same names for configuration.
public struct ItemLayoutProperties: Sendable, Hashable {
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
    /// Gap from the divider's end to the right edge of the item's row — the item's right edge plus
    /// `sectionInset.right`, the screen's edge in a list — (D95's 10: the device's dividers end at
    /// 365.6 pt on a 375 pt screen; D23's 20 would end them at 355). The guide's first example sets it
    /// to 0, and notes that only the left keeps a margin (the section inset): its dividers run to the
    /// screen's edge.
    public var dividerTrailingSpace: CGFloat = 10
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

    // MARK: Banner (BannerItemViewLayout)

    /// The "n / N" page label of banners: 11 pt white on 40 % black.
    public var pageLabelButton = ItemLayoutProperties.defaultPageLabelButton
    /// Gap between the page label and the banner's trailing edge.
    public var pageLabelTrailingSpace: CGFloat = 8
    /// Gap between the page label and the banner's bottom edge.
    public var pageLabelBottomSpace: CGFloat = 8
    /// Hides the banner page label (I73).
    public var hidePageView = false

    // MARK: Search row (CpsSearchItemViewLayout; AdLayout extension)

    /// Height of the search row's pill field.
    public var searchFieldHeight = PresetMetrics.searchFieldHeight
    /// Side of the search row's "my" button.
    public var searchMyButtonWidth = PresetMetrics.searchMyButton
    /// Stroke of the search field.
    public var searchFieldStrokeColor = Color(argb: 0xFFDD_DDDD)
    /// Colour of the search field's placeholder.
    public var searchPlaceholderColor = TnkDefaults.searchPlaceholderColor

    // MARK: Document layout classes

    /// `viewSize`/`itemColumns` expressions of a document layout class (`layoutClasses`); nil for
    /// Swift classes. Kept with the values so a registered document class keeps them.
    public internal(set) var expressionSizing: LayoutSizing? = nil

    /// The banner page label's default pill.
    public static var defaultPageLabelButton: ButtonAttribute {
        var b = ButtonAttribute()
        b.width = TnkLayout.wrapContent
        b.height = 20
        b.font = TnkFonts.getFont(ofSize: 11)
        b.colorNormal = .white
        b.backgroundNormal = .color(Color(argb: 0x6600_0000))
        b.cornerRadius = 10
        b.inset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        return b
    }

    /// The SDK's defaults, with element styles and colours from `styles`.
    public init(styles: TnkStyles = TnkStyles()) {
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
}

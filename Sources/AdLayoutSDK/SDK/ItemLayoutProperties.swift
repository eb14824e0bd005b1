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

    /// Whether the item view shows the icon (`iconImage`); default true.
    public var useIconImage = true
    /// Whether the item view shows the feed image (`feedImage`); default false.
    public var useFeedImage = false
    /// Corner radius of each item's box in points; 0 by default.
    public var itemCornerRadius: CGFloat = 0
    /// Border colour of each item's box.
    public var itemStrokeColor: Color = .clear
    /// Border width of each item's box in points; 0 draws none.
    public var itemStrokeWidth: CGFloat = 0
    /// Background of each item; the theme's main background (white / #151515).
    public var itemBackgroundColor: Color = .white
    /// Background of a pressed item (#A0F8F8F8 / #252525); a still render never shows it.
    public var itemHighlightedColor = Color(argb: 0xA0F8_F8F8)
    /// Insets of the content inside each item view.
    public var itemInset = EdgeInsets(top: 6, left: 10, bottom: 7, right: 10)

    // MARK: Elements

    /// The ad's icon (`iconUrl`): 72 × 72 pt, corner 8, in the default rows; the product image in the shopping views.
    public var iconImage: ImageAttribute
    /// The ad's feed image (`imageUrl`): by default as wide as the content, `feedImageRatio` tall, corner 8.
    public var feedImage: ImageAttribute
    /// Height/width of the feed image when `feedImage.height` is negative (AdLayout extension).
    public var feedImageRatio: CGFloat = TnkDefaults.feedImageRatio
    /// The ad's title (`appName`); default 14 pt regular #505050, two lines, 12 pt after the icon.
    public var titleLabel: LabelAttribute
    /// How to take part (`cmpnDesc`, "참여하면"); default 14 pt medium, primary at 60 %, 6 pt below the title.
    public var descLabel: LabelAttribute
    /// Original point of a 2× event (`originalPointAmount`), struck through after the desc; default 14 pt #A6ABB5.
    public var descPointLabel: LabelAttribute
    /// The circled-P point icon before the amount; default 16 × 16 pt, 4 pt after the desc.
    public var pointIconImage: ImageAttribute
    /// The point amount; state messages ("이미 지급된 광고입니다.") use it at the desc's size. Default 15 pt semibold, primary.
    public var pointAmountLabel: LabelAttribute
    /// The point unit ("골드") after the amount, on its baseline; default 10 pt medium, primary at 70 %.
    public var pointUnitLabel: LabelAttribute
    /// Format of the amount text; `{point}` and `{unit}` are replaced.
    public var pointAmountFormat: String
    /// Whether the point unit shows after the amount; default true.
    public var pointUnitVisible: Bool
    /// Colour of the paid, ended, disabled and tomorrow messages: `.gray` (the guide's generation) / #969696.
    public var pointAmountDisabledColor: Color
    /// Colour of the install-confirmation message: `.blue` (the guide's generation) / primary in dark.
    public var pointAmountConfirmColor: Color
    /// When the desc shows (SDK name, meaning inferred); kept for the API, the built-in views always show it.
    public var descShowOption: DescLabelShowOption = .always
    /// Desc and point on one line (true) or two lines.
    public var singleLineInformation = true
    /// Whether the title is shown (AdLayout extension; curations such as promotion show none).
    public var titleVisible = true
    /// IconOnlyAdListItemView: the desc and point amount as a caption under the icon ("최대 0.6%";
    /// AdLayout extension, PlacementIconViewLayout sets it).
    public var iconCaptionVisible = false
    /// How point amounts are written: "49,000" or "4만 9,000" (AdLayout extension; CPS layouts use the latter).
    public var pointNumberStyle: PointNumberStyle = .grouped
    /// Progress line of MultiRewardAdListItemView ("n / N 개의 미션완료").
    public var progressLabel: LabelAttribute = LabelAttribute(font: TnkFonts.getFont(ofSize: 11),
                                                             color: TnkDefaults.primaryColor, interSpace: 4)
    /// A date line (the SDK's v5.73 interface; 11 pt #999999); kept for the API and expressions, no built-in view draws it.
    public var dateLabel: LabelAttribute
    /// A status line (the SDK's v5.73 interface; 11 pt #999999); kept for the API and expressions, no built-in view draws it.
    public var statusLabel: LabelAttribute
    /// Image after the point amount (SDK property); its image is checked, no built-in view draws it.
    public var pointAmountTrailImage = ImageAttribute()
    /// Image at the item's trailing edge (SDK property); its image is checked, no built-in view draws it.
    public var adItemTrailImage = ImageAttribute()
    /// Tag at the item's trailing edge (SDK property); no built-in view draws it.
    public var adItemTrailTagLabel = LabelAttribute()

    // MARK: CPS elements

    /// Shopping: the price ("19,900원", `productPriceText` or `productPrice`); default 16 pt semibold #2E2E2E.
    public var productPriceLabel: LabelAttribute
    /// Shopping: the discount ("27%") on the price's baseline;
    /// default 16 pt semibold primary, 6.8 pt after the price.
    public var discountRateLabel: LabelAttribute
    /// Shopping: the heart on the product image (`heart_on` for a favourite, else `heart_off`); default 32 × 32 pt.
    public var favoriteButton: ButtonAttribute
    /// Gap between the heart and the product image's bottom-right
    /// corner (`right` and `bottom` are used); default 6 pt.
    public var favoriteButtonLayoutInset = EdgeInsets(top: 0, left: 0, bottom: 6, right: 6)
    /// Shopping: the rank number (1, 2, 3…) of ranked rows; default 19 pt italic #222222.
    public var orderNumberLabel: LabelAttribute
    /// Whether shopping rows start with their rank number; true in CpsListItemPageViewLayout.
    public var orderNumberVisible = false
    /// Whether the product image carries the heart button (the SDK's v5.73 interface); default true.
    public var useFavoriteBtn = true
    /// Shows the title alone, without the desc/point (and price) lines (the SDK's v5.73 interface); true for quiz_feed.
    public var showOnlyTitle = false

    // MARK: Divider

    /// Height of the divider under each item in points; 0 hides it. Default 1.
    public var dividerHeight: CGFloat = 1
    /// Colour of the divider: #F2F2F2 / #353535 (the SDK's).
    public var dividerColor = Color(argb: 0xFFF2_F2F2)
    /// Gap from the item's left edge to the divider (SDK docs v5.91: 20 + 72 + 12).
    public var dividerLeadingSpace: CGFloat = 20 + 72 + 12
    /// Gap from the divider's end to the right edge of the item's row — the item's right edge plus
    /// `sectionInset.right`, the screen's edge in a list — (SDK docs v5.95's 10: the device's dividers end at
    /// 365.6 pt on a 375 pt screen; v5.91's 20 would end them at 355; docs/fidelity/presets.md). The guide's first example sets it
    /// to 0, and notes that only the left keeps a margin (the section inset): its dividers run to the
    /// screen's edge.
    public var dividerTrailingSpace: CGFloat = 10
    /// Hides the divider under the section's last item; default true.
    public var dividerHiddenAtLastItem = true

    // MARK: Header, footer, decoration

    /// Header view; nil hides the header. `AdSectionHeaderView` shows the section's title and desc.
    public var sectionHeaderViewClass: String? = "AdSectionHeaderView"
    /// Footer view; nil hides the footer.
    public var sectionFooterViewClass: String? = nil
    /// Section background; `AdSectionGrayBackgroundView` paints the section gray.
    public var sectionDecorationViewClass: String? = nil
    /// Insets around the header's title and desc; `bottom` is the gap to the
    /// first item. Default (20, 20, 17.5, 20), measured on default_offerwall.png.
    public var headerInset: EdgeInsets
    /// The header title (the section's `header.title`); default 16 pt regular, black.
    public var headerTitleLabel: LabelAttribute
    /// The line under the header title (`header.desc`); default 13 pt #909090, up to 2 lines.
    public var headerDescLabel: LabelAttribute
    /// Insets of the section footer's contents; default (8, 16, 16, 16).
    public var footerInset = EdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
    /// Height of the divider across the top of `AdSectionFooterView` in points; default 1.
    public var footerDividerHeight: CGFloat = 1
    /// Colour of the footer's divider; the theme's divider colour.
    public var footerDividerColor = Color(argb: 0xFFF2_F2F2)
    /// The "더보기" button of `AdSectionFooterView`; default full width, 44 pt, 14 pt in the header desc's colour.
    public var footerButton = ButtonAttribute()
    /// Minimum height of the section footer in points; 0 lets its content decide.
    public var sectionFooterMinHeight: CGFloat = 0

    // MARK: Banner (BannerItemViewLayout)

    /// The "n / N" page label of banners: 11 pt white on 40 % black.
    public var pageLabelButton = ItemLayoutProperties.defaultPageLabelButton
    /// Gap between the page label and the banner's trailing edge.
    public var pageLabelTrailingSpace: CGFloat = 8
    /// Gap between the page label and the banner's bottom edge.
    public var pageLabelBottomSpace: CGFloat = 8
    /// Hides the banner page label (the SDK's v5.73 interface).
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
    public var expressionSizing: LayoutSizing? = nil

    /// The banner page label's default pill.
    public static var defaultPageLabelButton: ButtonAttribute {
        var b = ButtonAttribute()
        b.width = CGFloat.wrapContent
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
        footerButton.width = CGFloat.wrapContent
        footerButton.height = 44
        footerButton.font = TnkFonts.getFont(ofSize: 14)
        footerButton.colorNormal = style.headerDescLabel.color
        footerDividerColor = styles.palette.divider
    }
}

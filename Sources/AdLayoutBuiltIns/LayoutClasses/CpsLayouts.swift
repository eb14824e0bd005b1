import Foundation
import AdLayoutModel
import AdLayoutEngine

/// Base of the shopping layouts: product rows with price and discount, points as "4만 9,000"
/// (offerwall_ui_cps2.png, middle: the rows under the gray boxes; ``/AdLayoutSDK/PresetMetrics``).
open class CpsItemViewLayout: AdListItemViewLayout {
    /// Shopping defaults (``/AdLayoutSDK/PresetMetrics``): 88 pt product images with corner 8, two-line 14 pt titles, 16 pt price
    /// and rate, 15 pt points as "4만 9,000", a 28 pt heart, and a 1 pt divider under every row, the last one too.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        sectionInset = PresetMetrics.curationInset
        sectionInset.bottom = 0
        headerInset = PresetMetrics.cpsHeaderInset
        itemInset = PresetMetrics.listRowInset
        pointNumberStyle = .koreanUnits
        iconImage.width = PresetMetrics.listImageSide
        iconImage.height = PresetMetrics.listImageSide
        iconImage.cornerRadius = PresetMetrics.cpsImageCorner
        titleLabel.font.size = PresetMetrics.cpsTitleSize
        titleLabel.leadingSpace = 12
        titleLabel.lines = PresetMetrics.cpsTitleLines
        productPriceLabel.font.size = PresetMetrics.cpsPriceSize
        productPriceLabel.interSpace = PresetMetrics.listPriceSpacing
        discountRateLabel.font.size = PresetMetrics.cpsPriceSize
        discountRateLabel.leadingSpace = TnkDefaults.discountRateLabel.leadingSpace
        descLabel.leadingSpace = 0
        descLabel.interSpace = PresetMetrics.listDescSpacing
        pointAmountLabel.font.size = PresetMetrics.cpsPointSize
        favoriteButton.width = 28
        favoriteButton.height = 28
        favoriteButtonLayoutInset = EdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
        useFavoriteBtn = true
        dividerHeight = 1
        dividerLeadingSpace = 0
        dividerTrailingSpace = PresetMetrics.curationInset.right
        dividerHiddenAtLastItem = false
    }
}

/// Shopping rows, image left (CpsListItemView): title, price line, "구매하면 Ⓟ 600 골드".
open class CpsListItemViewLayout: CpsItemViewLayout {
    /// Rows with no gap between them; the dividers separate them.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        lineSpace = 0
    }
}

/// top_recommend_cps: shopping rows in the top area.
open class CpsTopRecommendItemListLayout: CpsListItemViewLayout {}

/// cpslist: a grid of boxes, two columns (CpsBoxItemView); the text 2 pt in from the image.
open class CpsBoxItemViewLayout: CpsListItemViewLayout {
    /// Boxes: square images as wide as the column, the text 2 pt in from the image with the desc
    /// and the point on lines of their own, 11 pt between columns, 20 pt between rows, no divider.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        itemInset = .zero
        iconImage.width = CGFloat.wrapContent
        iconImage.height = CGFloat.wrapContent
        iconImage.interSpace = PresetMetrics.boxPageImageSpacing
        titleLabel.lines = PresetMetrics.cpsTitleLines
        titleLabel.leadingSpace = PresetMetrics.cpsTextInset
        productPriceLabel.interSpace = PresetMetrics.boxPagePriceSpacing
        singleLineInformation = false
        descLabel.interSpace = PresetMetrics.boxPageDescSpacing
        pointAmountLabel.interSpace = PresetMetrics.boxPagePointSpacing
        useFavoriteBtn = true
        dividerHeight = 0
        itemSpace = PresetMetrics.boxItemSpace
        lineSpace = PresetMetrics.boxLineSpace
    }

    /// Two columns (``/AdLayoutSDK/PresetMetrics/boxColumns``).
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [PresetMetrics.boxColumns, 0] }
}

/// favorite / recommend: a horizontal strip of small boxes (≈2.7 visible).
open class CpsBoxItemScrollViewLayout: CpsBoxItemViewLayout {
    /// A continuous strip of boxes 10 pt apart with smaller text:
    /// 12 pt titles, 14 pt prices, 13 pt descs, a 14.5 pt Ⓟ.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        orthogonalScrolling = .continuous
        itemDirection = 1
        sectionInset = PresetMetrics.boxStripInset
        itemSpace = PresetMetrics.boxStripSpace
        iconImage.interSpace = PresetMetrics.boxStripImageSpacing
        titleLabel.font.size = PresetMetrics.boxStripTitleSize
        productPriceLabel.font.size = PresetMetrics.boxStripPriceSize
        productPriceLabel.interSpace = PresetMetrics.boxStripPriceSpacing
        discountRateLabel.font.size = PresetMetrics.boxStripPriceSize
        discountRateLabel.leadingSpace = 4.5
        descLabel.font.size = PresetMetrics.boxStripDescSize
        descLabel.interSpace = PresetMetrics.boxStripDescSpacing
        pointAmountLabel.interSpace = PresetMetrics.boxStripPointSpacing
        pointIconImage.width = PresetMetrics.boxStripPointIconSide
        pointIconImage.height = PresetMetrics.boxStripPointIconSide
    }

    /// 112 pt wide (``/AdLayoutSDK/PresetMetrics/boxStripWidth``); the height wraps the box.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: PresetMetrics.boxStripWidth, height: CGFloat.wrapContent)
    }

    /// One row.
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

/// nocps: the SDK's product recommendation when there is none (header "대신 이 상품은 어떠세요?").
open class NoCpsItemViewLayout: CpsBoxItemViewLayout {}

/// Paged shopping rows: three rows per page.
open class CpsItemPageViewLayout: CpsItemViewLayout {
    /// Pages of rows, filled top to bottom.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        orthogonalScrolling = .paging
        itemDirection = 1
    }

    /// The list's width less the section insets; the height wraps the row.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: CGFloat.wrapContent)
    }

    /// Three rows, three per page (``/AdLayoutSDK/PresetMetrics/listRowsPerPage``).
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
        [PresetMetrics.listRowsPerPage, PresetMetrics.listRowsPerPage]
    }
}

/// popular / reward: paged ranked rows (italic numbers 1, 2, 3…).
open class CpsListItemPageViewLayout: CpsItemPageViewLayout {
    /// Ranked rows: the italic rank number in a 22 pt column, 70 pt images,
    /// one-line titles, 15 pt price, 13 pt desc, no heart or divider.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        headerInset = PresetMetrics.rankedHeaderInset
        itemInset = PresetMetrics.rankedRowInset
        iconImage.width = PresetMetrics.rankedImageSide
        iconImage.height = PresetMetrics.rankedImageSide
        titleLabel.lines = PresetMetrics.rankedTitleLines
        productPriceLabel.font.size = PresetMetrics.cpsPointSize
        discountRateLabel.font.size = PresetMetrics.cpsPointSize
        productPriceLabel.interSpace = 3.4
        descLabel.font.size = PresetMetrics.listDescSize
        descLabel.interSpace = 4
        pointIconImage.width = PresetMetrics.rankedPointIconSide
        pointIconImage.height = PresetMetrics.rankedPointIconSide
        useFavoriteBtn = false
        dividerHeight = 0
        orderNumberVisible = true
        orderNumberLabel.width = 22
        orderNumberLabel.leadingSpace = 4
    }
}

/// Paged boxes: two per page.
open class CpsBoxItemPageViewLayout: CpsBoxItemViewLayout {
    /// Pages of boxes filled row by row, with the "‹ 1 / 3 ›" footer (`AdSectionPrevNextFooterView`).
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        orthogonalScrolling = .paging
        itemDirection = 0
        sectionFooterViewClass = "AdSectionPrevNextFooterView"
        footerInset = PresetMetrics.boxPageFooterInset
    }

    /// Half the list's width less the section insets and `itemSpace`; the height wraps the box.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = (parentSize.width - sectionInset.left - sectionInset.right - itemSpace) / 2
        return CGSize(width: width, height: CGFloat.wrapContent)
    }

    /// One row, two boxes per page (``/AdLayoutSDK/PresetMetrics/boxesPerPage``).
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, PresetMetrics.boxesPerPage] }
}

/// newitem (≤5.2x): paged boxes on a gray section with "‹ 1 / 3 ›" under them.
open class CpsBoxItemPageGrayLayout: CpsBoxItemPageViewLayout {
    /// The boxes on the gray section background, without a background of their own.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        sectionDecorationViewClass = "AdSectionGrayBackgroundView"
        sectionInset = PresetMetrics.boxPageInset
        itemBackgroundColor = .clear
    }
}

/// newitem / cps_newitem_B (SDK docs v5.95): paged rows in white rounded cards, image right, on a gray section.
open class CpsGrayRoundListItemPageViewLayout: CpsItemPageViewLayout {
    /// White cards with corner 10 on the gray section, 8 pt apart,
    /// 64 pt images, no heart or divider, with the "‹ 1 / 3 ›" footer.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        sectionDecorationViewClass = "AdSectionGrayBackgroundView"
        sectionInset = EdgeInsets(top: 16, left: 20, bottom: 8, right: 20)
        itemCornerRadius = PresetMetrics.roundCardCorner
        itemInset = EdgeInsets(top: 12, left: 14, bottom: 12, right: 14)
        lineSpace = 8
        // Not in the screenshots: the smaller image of the guide's generation, no dividers.
        iconImage.width = 64
        iconImage.height = 64
        useFavoriteBtn = false
        dividerHeight = 0
        sectionFooterViewClass = "AdSectionPrevNextFooterView"
        footerInset = EdgeInsets(top: 4, left: 16, bottom: 16, right: 16)
    }
}

/// A large product image per row (CpsFeedItemView).
open class CpsFeedItemViewLayout: CpsItemViewLayout {
    /// Product images across the content at 0.56 of their width, text
    /// 2 pt in, one-line titles, feeds 8.5 pt apart, no divider.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        sectionInset = PresetMetrics.cpsFeedInset
        itemInset = EdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
        iconImage.width = CGFloat.wrapContent
        iconImage.height = CGFloat.wrapContent
        iconImage.interSpace = PresetMetrics.cpsFeedImageSpacing
        feedImageRatio = PresetMetrics.cpsFeedRatio
        titleLabel.leadingSpace = PresetMetrics.cpsTextInset
        titleLabel.lines = PresetMetrics.cpsFeedTitleLines
        productPriceLabel.interSpace = PresetMetrics.cpsFeedPriceSpacing
        descLabel.interSpace = PresetMetrics.cpsFeedDescSpacing
        useFavoriteBtn = true
        dividerHeight = 0
        lineSpace = 8.5
    }
}

/// search: one full-width row with the search field and the "my" button.
open class CpsSearchItemViewLayout: AdListItemViewLayout {
    /// ``/AdLayoutSDK/ItemLayoutProperties/searchFieldHeight``.
    public var fieldHeight: CGFloat { get { properties.searchFieldHeight } set { properties.searchFieldHeight = newValue } }
    /// ``/AdLayoutSDK/ItemLayoutProperties/searchMyButtonWidth``.
    public var myButtonWidth: CGFloat { get { properties.searchMyButtonWidth } set { properties.searchMyButtonWidth = newValue } }
    /// ``/AdLayoutSDK/ItemLayoutProperties/searchFieldStrokeColor``.
    public var fieldStrokeColor: Color { get { properties.searchFieldStrokeColor } set { properties.searchFieldStrokeColor = newValue } }
    /// ``/AdLayoutSDK/ItemLayoutProperties/searchPlaceholderColor``.
    public var placeholderColor: Color { get { properties.searchPlaceholderColor } set { properties.searchPlaceholderColor = newValue } }

    /// The search row: no icon, header or divider, a 14 pt placeholder; dark
    /// themes take the field's border and placeholder from the palette.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        sectionInset = PresetMetrics.searchInset
        itemInset = .zero
        useIconImage = false
        titleLabel.font.size = 14
        sectionHeaderViewClass = nil
        dividerHeight = 0
        if styles.offerwallTheme == .dark {
            fieldStrokeColor = styles.palette.divider
            placeholderColor = styles.palette.secondaryText
        }
    }

    /// The list's width less the section insets, ``fieldHeight`` tall (40 pt).
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: fieldHeight)
    }

    /// One column.
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

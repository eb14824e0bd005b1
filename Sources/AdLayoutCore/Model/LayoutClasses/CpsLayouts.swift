import Foundation

/// Base of the shopping layouts: product rows with price and discount, points as "4만 9,000".
open class CpsItemViewLayout: AdListItemViewLayout {
    public required init() {
        super.init()
        sectionInset = PresetMetrics.curationInset
        itemInset = PresetMetrics.listRowInset
        pointNumberStyle = .koreanUnits
        iconImage.width = PresetMetrics.listImageSide
        iconImage.height = PresetMetrics.listImageSide
        iconImage.cornerRadius = PresetMetrics.cpsImageCorner
        titleLabel.font.size = PresetMetrics.cpsTitleSize
        titleLabel.leadingSpace = 12
        titleLabel.numberOfLines = 1
        productPriceLabel.font.size = PresetMetrics.cpsPriceSize
        productPriceLabel.interSpace = 2
        discountRateLabel.font.size = PresetMetrics.cpsPriceSize
        discountRateLabel.leadingSpace = 6
        descLabel.font.size = 12
        descLabel.leadingSpace = 0
        pointAmountLabel.font.size = PresetMetrics.cpsPointSize
        pointIconImage.width = 14
        pointIconImage.height = 14
        favoriteButton.width = 28
        favoriteButton.height = 28
        favoriteButtonLayoutInset = EdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
        useFavoriteBtn = false
        dividerHeight = 0
    }
}

/// Shopping rows, image left (CpsListItemView): title, price line, "구매하면 Ⓟ 600 골드".
open class CpsListItemViewLayout: CpsItemViewLayout {
    public required init() {
        super.init()
        lineSpace = 4
    }
}

/// top_recommend_cps: shopping rows in the top area.
open class CpsTopRecommendItemListLayout: CpsListItemViewLayout {}

/// cpslist: a grid of boxes, two columns (CpsBoxItemView).
open class CpsBoxItemViewLayout: CpsListItemViewLayout {
    public required init() {
        super.init()
        itemInset = .zero
        iconImage.width = TnkLayout.wrapContent
        iconImage.height = TnkLayout.wrapContent
        iconImage.interSpace = 8
        titleLabel.numberOfLines = 2
        titleLabel.leadingSpace = 0
        singleLineInformation = false
        descLabel.interSpace = 2
        useFavoriteBtn = true
        itemSpace = PresetMetrics.boxItemSpace
        lineSpace = PresetMetrics.boxLineSpace
    }

    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [PresetMetrics.boxColumns, 0] }
}

/// favorite / recommend: a horizontal strip of small boxes (≈2.7 visible).
open class CpsBoxItemScrollViewLayout: CpsBoxItemViewLayout {
    public required init() {
        super.init()
        orthogonalScrolling = .continuous
        itemDirection = 1
        itemSpace = PresetMetrics.boxStripSpace
        titleLabel.font.size = 12
        productPriceLabel.font.size = 14
        discountRateLabel.font.size = 14
        pointAmountLabel.font.size = 13
    }

    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: PresetMetrics.boxStripWidth, height: TnkLayout.wrapContent)
    }

    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

/// nocps: the SDK's product recommendation when there is none (header "대신 이 상품은 어떠세요?").
open class NoCpsItemViewLayout: CpsBoxItemViewLayout {}

/// Paged shopping rows: three rows per page.
open class CpsItemPageViewLayout: CpsItemViewLayout {
    public required init() {
        super.init()
        orthogonalScrolling = .paging
        itemDirection = 1
    }

    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: TnkLayout.wrapContent)
    }

    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
        [PresetMetrics.listRowsPerPage, PresetMetrics.listRowsPerPage]
    }
}

/// popular / reward: paged ranked rows (italic numbers 1, 2, 3…).
open class CpsListItemPageViewLayout: CpsItemPageViewLayout {
    public required init() {
        super.init()
        orderNumberVisible = true
        orderNumberLabel.width = 22
        orderNumberLabel.leadingSpace = 4
    }
}

/// Paged boxes: two per page.
open class CpsBoxItemPageViewLayout: CpsBoxItemViewLayout {
    public required init() {
        super.init()
        orthogonalScrolling = .paging
        itemDirection = 0
        sectionFooterViewClass = "AdSectionPrevNextFooterView"
        footerInset = EdgeInsets(top: 4, left: 16, bottom: 16, right: 16)
    }

    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = (parentSize.width - sectionInset.left - sectionInset.right - itemSpace) / 2
        return CGSize(width: width.rounded(.down), height: TnkLayout.wrapContent)
    }

    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, PresetMetrics.boxesPerPage] }
}

/// newitem (≤5.2x): paged boxes on a gray section with "‹ 1 / 3 ›" under them.
open class CpsBoxItemPageGrayLayout: CpsBoxItemPageViewLayout {
    public required init() {
        super.init()
        sectionDecorationViewClass = "AdSectionGrayBackgroundView"
        sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        itemBackgroundColor = .clear
    }
}

/// newitem / cps_newitem_B (D95): paged rows in white rounded cards, image right, on a gray section.
open class CpsGrayRoundListItemPageViewLayout: CpsItemPageViewLayout {
    public required init() {
        super.init()
        sectionDecorationViewClass = "AdSectionGrayBackgroundView"
        sectionInset = EdgeInsets(top: 16, left: 16, bottom: 8, right: 16)
        itemCornerRadius = PresetMetrics.roundCardCorner
        itemInset = EdgeInsets(top: 12, left: 14, bottom: 12, right: 14)
        lineSpace = 8
        titleLabel.numberOfLines = 2
        sectionFooterViewClass = "AdSectionPrevNextFooterView"
        footerInset = EdgeInsets(top: 4, left: 16, bottom: 16, right: 16)
    }
}

/// A large product image per row (CpsFeedItemView).
open class CpsFeedItemViewLayout: CpsItemViewLayout {
    public required init() {
        super.init()
        itemInset = EdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
        iconImage.width = TnkLayout.wrapContent
        iconImage.height = TnkLayout.wrapContent
        iconImage.interSpace = 8
        feedImageRatio = PresetMetrics.cpsFeedRatio
        titleLabel.leadingSpace = 0
        useFavoriteBtn = true
        lineSpace = 8
    }
}

/// search: one full-width row with the search field and the "my" button.
open class CpsSearchItemViewLayout: AdListItemViewLayout {
    /// ``ItemLayoutProperties/searchFieldHeight``.
    public var fieldHeight: CGFloat { get { properties.searchFieldHeight } set { properties.searchFieldHeight = newValue } }
    /// ``ItemLayoutProperties/searchMyButtonWidth``.
    public var myButtonWidth: CGFloat { get { properties.searchMyButtonWidth } set { properties.searchMyButtonWidth = newValue } }
    /// ``ItemLayoutProperties/searchFieldStrokeColor``.
    public var fieldStrokeColor: Color { get { properties.searchFieldStrokeColor } set { properties.searchFieldStrokeColor = newValue } }
    /// ``ItemLayoutProperties/searchPlaceholderColor``.
    public var placeholderColor: Color { get { properties.searchPlaceholderColor } set { properties.searchPlaceholderColor = newValue } }

    public required init() {
        super.init()
        sectionInset = PresetMetrics.searchInset
        itemInset = .zero
        useIconImage = false
        titleLabel.font.size = 14
        sectionHeaderViewClass = nil
        dividerHeight = 0
        if TnkStyles.current.offerwallTheme == .dark {
            fieldStrokeColor = TnkStyles.current.palette.divider
            placeholderColor = TnkStyles.current.palette.secondaryText
        }
    }

    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: fieldHeight)
    }

    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

import Foundation
import AdLayoutModel
import AdLayoutEngine

/// White rounded cards on a gray section (`AdSectionGrayBackgroundView`), no dividers.
open class RoundAdListItemViewLayout: AdListItemViewLayout {
    /// Cards with corner 10, 10 pt apart, 68 pt icons with corner 14, the
    /// title, a 13 pt desc and a 14 pt point line on three lines; no divider.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        sectionInset = PresetMetrics.curationInset
        sectionDecorationViewClass = "AdSectionGrayBackgroundView"
        itemCornerRadius = PresetMetrics.roundCardCorner
        itemInset = PresetMetrics.roundCardInset
        lineSpace = PresetMetrics.roundCardSpacing
        iconImage.width = PresetMetrics.roundIconSide
        iconImage.height = PresetMetrics.roundIconSide
        iconImage.cornerRadius = PresetMetrics.roundIconCorner
        titleLabel.leadingSpace = 0
        titleLabel.lines = PresetMetrics.roundCardTitleLines
        descLabel.leadingSpace = 0
        singleLineInformation = false
        descLabel.interSpace = PresetMetrics.roundDescSpacing
        descLabel.font.size = PresetMetrics.roundDescSize
        pointAmountLabel.interSpace = PresetMetrics.roundPointSpacing
        pointAmountLabel.font.size = PresetMetrics.roundPointSize
        pointIconImage.width = PresetMetrics.roundPointIconSide
        pointIconImage.height = PresetMetrics.roundPointIconSide
        dividerHeight = 0
    }

    /// The list's width less the section insets; the height wraps the card.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: CGFloat.wrapContent)
    }
}

/// newapps: round cards, paged, one column of two cards per page.
open class RoundAdItemPageViewLayout: RoundAdListItemViewLayout {
    /// Pages filled top to bottom.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        orthogonalScrolling = .paging
        itemDirection = 1
    }

    /// One column, two cards per page (``/AdLayoutSDK/PresetMetrics/roundCardsPerPage``).
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
        [PresetMetrics.roundCardsPerPage, PresetMetrics.roundCardsPerPage]
    }
}

/// top_recommend_ad: the default rows as rounded cards.
open class ADTopRecommendItemListLayout: RoundAdListItemViewLayout {
    /// Cards with a 1 pt border in the divider colour on the
    /// list's background, with the default rows' desc/point line.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        sectionDecorationViewClass = nil
        itemStrokeColor = styles.palette.divider
        itemStrokeWidth = 1
        // The default rows' text and point line, not the newapps card's three lines.
        let rows = ItemLayoutProperties(styles: styles)
        titleLabel.leadingSpace = 12
        descLabel = rows.descLabel
        pointAmountLabel = rows.pointAmountLabel
        pointIconImage = rows.pointIconImage
        singleLineInformation = true
    }
}

/// noapps: the SDK's recommendation list (header "대신 이 미션은 어떠세요?").
open class NoAdListItemViewLayout: AdListItemViewLayout {}

/// empty: no ad data; the section shows its header only.
open class EmptyListItemLayout: AdListItemViewLayout {
    /// 24 pt of section above and below (it has no items), the header title centred.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        sectionInset = EdgeInsets(top: 24, left: 10, bottom: 24, right: 10)
        headerTitleLabel.textAlignment = .center
    }
}

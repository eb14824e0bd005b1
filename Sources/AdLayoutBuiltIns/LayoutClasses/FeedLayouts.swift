import Foundation
import AdLayoutModel
import AdLayoutEngine

/// suggest (the guide's horizontal-scroll example): a continuous strip of feed cards, filled top
/// to bottom; two rows when there are more than three ads, else one.
open class FeedAdItemScrollViewLayout: AdListItemViewLayout {
    /// A continuous strip filled top to bottom: feed cards 11 pt apart across
    /// and 15 pt down, desc and point on lines of their own, no icon or divider.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        arrangeStrip(.continuous, direction: 1, inset: PresetMetrics.suggestInset, itemSpace: PresetMetrics.suggestItemSpace)
        showFeedCards()
        lineSpace = PresetMetrics.suggestLineSpace
        titleLabel.interSpace = PresetMetrics.suggestTitleSpacing
        titleLabel.lines = PresetMetrics.feedTitleLines
        singleLineInformation = false
        pointAmountLabel.interSpace = PresetMetrics.suggestPointSpacing
    }

    /// 0.5775 of the list's width less its left inset (205 pt
    /// on a 375 pt screen), rounded; the height wraps the card.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: ((parentSize.width - sectionInset.left) * PresetMetrics.suggestWidthFraction).rounded(),
               height: CGFloat.wrapContent)
    }

    /// Two rows when there are more than three ads, else one (the guide's example).
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
        numberOfItems > 3 ? [2, 0] : [1, 0]
    }
}

/// promotion: 2 × 2 small feeds per page, desc and point on separate lines, no title.
open class FeedAdItemPageViewLayout: AdListItemViewLayout {
    /// Pages filled row by row with small feeds 10 pt apart across and 15 pt
    /// down: no title, a 13 pt desc and the point line below it, a 15 pt Ⓟ.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        arrangeStrip(.paging, direction: 0, inset: PresetMetrics.promotionInset, itemSpace: PresetMetrics.promotionItemSpace)
        useIconImage = false
        useFeedImage = true
        lineSpace = PresetMetrics.promotionLineSpace
        titleVisible = false
        titleLabel.interSpace = PresetMetrics.promotionDescSpacing
        singleLineInformation = false
        descLabel.leadingSpace = PresetMetrics.feedTextInset
        descLabel.font.size = PresetMetrics.promotionDescSize
        pointAmountLabel.interSpace = PresetMetrics.promotionPointSpacing
        pointIconImage.width = PresetMetrics.promotionPointIconSide
        pointIconImage.height = PresetMetrics.promotionPointIconSide
        dividerHeight = 0
    }

    /// Half the list's width less the section insets and `itemSpace`; the height wraps the card.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        let width = (parentSize.width - sectionInset.left - sectionInset.right - itemSpace) / 2
        return CGSize(width: width, height: CGFloat.wrapContent)
    }

    /// Two rows, four feeds per page.
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] {
        [PresetMetrics.promotionRows, PresetMetrics.promotionPerPage]
    }
}

/// quiz_feed: large feeds with the title only.
open class SingleTitleFeedAdItemLargeViewLayout: FeedAdItemLargeViewLayout {
    /// Shows the title alone (`showOnlyTitle`).
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        showOnlyTitle = true
    }
}

/// Image-only large feeds (with FeedOnlyAdListItemView).
open class FeedOnlyAdItemLargeViewLayout: FeedAdItemLargeViewLayout {
    /// 6 pt above and below each image.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        itemInset = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    }
}

/// multi: a continuous strip of rounded icons.
open class IconOnlyAdItemScrollViewLayout: AdListItemViewLayout {
    /// A continuous strip of icons 9 pt apart, with corner 14 and as wide as the item; no divider.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        arrangeStrip(.continuous, direction: 1, inset: PresetMetrics.iconStripInset, itemSpace: PresetMetrics.iconStripSpace)
        iconImage.width = CGFloat.wrapContent
        iconImage.height = CGFloat.wrapContent
        iconImage.cornerRadius = PresetMetrics.iconStripCorner
        dividerHeight = 0
    }

    /// 83 pt wide (``/AdLayoutSDK/PresetMetrics/iconStripSide``); the square icon sets the height.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: PresetMetrics.iconStripSide, height: CGFloat.wrapContent)
    }

    /// One row.
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

import Foundation

/// Full-width feed cards, one per row (newslist; the guide's FeedAdListItemView example).
///
/// Feed image across the content width at 320:167 with corner 8, no icon, title and point line
/// flush with the image, no divider (screens/offerwall_ui_app2.png, right).
open class FeedAdItemLargeViewLayout: AdListItemViewLayout {
    public required init() {
        super.init()
        useIconImage = false
        useFeedImage = true
        sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        itemInset = EdgeInsets(top: 6, left: 8, bottom: 14, right: 8)
        titleLabel.leadingSpace = 0
        titleLabel.interSpace = 10
        descLabel.leadingSpace = 0
        dividerHeight = 0
    }

    /// Full width; height from the feed image and the text block (wrap content). Capped at the
    /// list's width so wide canvases keep the card's proportions.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: TnkLayout.wrapContent)
    }
}

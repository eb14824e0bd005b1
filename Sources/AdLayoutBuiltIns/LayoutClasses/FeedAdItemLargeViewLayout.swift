import Foundation
import AdLayoutModel
import AdLayoutEngine

/// Full-width feed cards, one per row (newslist; the guide's FeedAdListItemView example).
///
/// Feed image across the content width at 320:167 with corner 8, no icon, title and point line
/// 2.5 pt in from the image, no divider (docs/fidelity/presets.md, newslist; ``/AdLayoutSDK/PresetMetrics``).
open class FeedAdItemLargeViewLayout: AdListItemViewLayout {
    /// The feed image on top and no icon; 20 pt side insets; the title
    /// 11.4 pt and the desc/point line 6.6 pt below, 2.5 pt in; no divider.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        showFeedCards()
        sectionInset = PresetMetrics.curationInset
        sectionInset.bottom = 0
        itemInset = PresetMetrics.largeFeedInset
        titleLabel.interSpace = PresetMetrics.largeFeedTitleSpacing
        titleLabel.lines = PresetMetrics.feedTitleLines
        descLabel.interSpace = PresetMetrics.largeFeedDescSpacing
    }

    /// Full width; height from the feed image and the text block (wrap content). Capped at the
    /// list's width so wide canvases keep the card's proportions.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right, height: CGFloat.wrapContent)
    }
}

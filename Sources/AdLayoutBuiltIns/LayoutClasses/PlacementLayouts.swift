import Foundation
import AdLayoutModel
import AdLayoutEngine

/// The base of the placement views' layouts (`AdPlacementView`): the header — a 16 pt semibold title
/// at the left, the "더 보기" link with its chevron at the right, an optional gray subtitle, styled
/// by `headerTitleLabel`, `headerDescLabel` and `headerInset` — the coin point icon, and the
/// default list's rows. Sizes are ``/AdLayoutSDK/PresetMetrics``' `placement…` values.
open class PlacementBaseViewLayout: AdListItemViewLayout {
    /// The placement header and the coin icon over the default list row.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        let palette = styles.palette
        headerInset = PresetMetrics.placementHeaderInset
        headerTitleLabel.font = TnkFonts.getFont(ofSize: PresetMetrics.placementTitleSize, weight: .semibold)
        headerTitleLabel.color = palette.headerTitle
        headerTitleLabel.numberOfLines = 1
        headerDescLabel.font = TnkFonts.getFont(ofSize: PresetMetrics.placementSubtitleSize)
        headerDescLabel.color = palette.secondaryText
        headerDescLabel.interSpace = PresetMetrics.placementSubtitleSpacing
        headerDescLabel.numberOfLines = 1
        pointIconImage.imageNormal = ImageSource(.pointCoin)
        sectionInset = PresetMetrics.placementListInset
    }
}

/// A placement's list: the default list's rows (DefaultAdListItemView) with dividers.
open class PlacementListViewLayout: PlacementBaseViewLayout {
    /// The default rows, 5 pt under the header, 8 pt of placement under the last.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
    }
}

/// A placement's horizontal feed (FeedAdListItemView): one row of cards 0.855 of the width wide,
/// so the next card peeks past the right edge; the title, then desc, coin and amount on one line.
open class PlacementFeedViewLayout: PlacementBaseViewLayout {
    /// A continuous row of feed cards 8 pt apart, images 0.55 of their width tall, one-line titles; no divider.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        arrangeStrip(.continuous, direction: 1, inset: PresetMetrics.placementStripInset, itemSpace: PresetMetrics.placementFeedItemSpace)
        showFeedCards()
        feedImageRatio = PresetMetrics.placementFeedImageRatio
        titleLabel.lines = PresetMetrics.feedTitleLines
        titleLabel.interSpace = PresetMetrics.placementFeedTitleSpacing
        descLabel.interSpace = PresetMetrics.placementFeedDescSpacing
    }

    /// 0.855 of the list's width less its left inset (303 pt on a 375 pt screen), rounded; the height wraps the card.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: ((parentSize.width - sectionInset.left) * PresetMetrics.placementFeedWidthFraction).rounded(),
               height: CGFloat.wrapContent)
    }

    /// One row.
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

/// The image-only placement feed (the guide's "피드 (이미지만 표시)", with FeedOnlyAdListItemView):
/// the feed's cards without texts. The SDK's class name is not public; this is AdLayout's.
open class PlacementFeedOnlyViewLayout: PlacementFeedViewLayout {
    /// The feed's row of images.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
    }
}

/// A placement's icon row (IconOnlyAdListItemView): circular 83 pt icons 9 pt apart (the multi
/// strip's), each with a caption under it — the desc in gray and the amount ("최대 0.6%").
open class PlacementIconViewLayout: PlacementBaseViewLayout {
    /// A continuous row of circles with a light ring and an 11 pt caption 6 pt under each.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        let palette = styles.palette
        arrangeStrip(.continuous, direction: 1, inset: PresetMetrics.placementStripInset, itemSpace: PresetMetrics.iconStripSpace)
        iconImage.width = CGFloat.wrapContent
        iconImage.height = CGFloat.wrapContent
        iconImage.cornerRadius = PresetMetrics.iconStripSide / 2
        iconImage.strokeColor = PresetMetrics.placementIconStroke
        iconImage.strokeWidth = 1
        iconCaptionVisible = true
        descLabel.font = TnkFonts.getFont(ofSize: PresetMetrics.placementCaptionSize)
        descLabel.color = palette.secondaryText
        descLabel.interSpace = PresetMetrics.placementCaptionSpacing
        pointAmountLabel.font = TnkFonts.getFont(ofSize: PresetMetrics.placementCaptionSize, weight: .medium)
        pointAmountLabel.color = palette.title
        pointAmountLabel.leadingSpace = 3
        dividerHeight = 0
    }

    /// 83 pt wide (``/AdLayoutSDK/PresetMetrics/iconStripSide``); the circle and caption set the height.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: PresetMetrics.iconStripSide, height: CGFloat.wrapContent)
    }

    /// One row.
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

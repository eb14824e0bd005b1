import Foundation

/// Banners: the image (styled by `feedImage`, sized by `feedImageRatio`) fills the item; the
/// "n / N" page label sits at its trailing-bottom corner.
open class BannerItemViewLayout: AdListItemViewLayout, @unchecked Sendable {
    /// The page label's pill: 11 pt white on 40 % black.
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

    public var pageLabelButton = BannerItemViewLayout.defaultPageLabelButton
    public var pageLabelTrailingSpace: CGFloat = 8
    public var pageLabelBottomSpace: CGFloat = 8
    /// Hides the page label (I73).
    public var hidePageView = false

    public required init() {
        super.init()
        useIconImage = false
        useFeedImage = true
        sectionInset = PresetMetrics.bannerInset
        itemInset = .zero
        itemBackgroundColor = .clear
        feedImageRatio = PresetMetrics.bannerRatio
        feedImage.cornerRadius = PresetMetrics.bannerCorner
        feedImage.strokeWidth = 0
        dividerHeight = 0
        sectionHeaderViewClass = nil
    }
}

/// topbanner / bottombanner: one full-width banner per page.
open class BannerItemLargeViewLayout: BannerItemViewLayout, @unchecked Sendable {
    public required init() {
        super.init()
        orthogonalScrolling = .paging
    }

    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 1] }
}

/// listbanner: a lower banner inside the list, one per row.
open class BannerItemListViewLayout: BannerItemViewLayout, @unchecked Sendable {
    public required init() {
        super.init()
        feedImageRatio = PresetMetrics.listBannerRatio
        lineSpace = 8
    }
}

/// topbanner (D95): a carousel; each banner is one group and the next one peeks.
open class BannerItemCarouselLayout: BannerItemViewLayout, @unchecked Sendable {
    public required init() {
        super.init()
        orthogonalScrolling = .groupPaging
        itemSpace = PresetMetrics.carouselSpace
    }

    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right - PresetMetrics.carouselPeek,
               height: TnkLayout.wrapContent)
    }

    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

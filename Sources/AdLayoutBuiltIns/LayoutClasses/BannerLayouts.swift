import Foundation
import AdLayoutModel
import AdLayoutEngine

/// Banners: the image (styled by `feedImage`, sized by `feedImageRatio`) fills the item; the
/// "n / N" page label sits at its trailing-bottom corner.
open class BannerItemViewLayout: AdListItemViewLayout {
    /// ``/AdLayoutSDK/ItemLayoutProperties/pageLabelButton``.
    public var pageLabelButton: ButtonAttribute { get { properties.pageLabelButton } set { properties.pageLabelButton = newValue } }
    /// ``/AdLayoutSDK/ItemLayoutProperties/pageLabelTrailingSpace``.
    public var pageLabelTrailingSpace: CGFloat {
        get { properties.pageLabelTrailingSpace } set { properties.pageLabelTrailingSpace = newValue }
    }
    /// ``/AdLayoutSDK/ItemLayoutProperties/pageLabelBottomSpace``.
    public var pageLabelBottomSpace: CGFloat { get { properties.pageLabelBottomSpace } set { properties.pageLabelBottomSpace = newValue } }
    /// ``/AdLayoutSDK/ItemLayoutProperties/hidePageView``.
    public var hidePageView: Bool { get { properties.hidePageView } set { properties.hidePageView = newValue } }

    /// Banner defaults: the feed image alone at 1029:360 with corner 8 and no border,
    /// filling the item; 16 pt side insets; no item background, divider or header.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
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
open class BannerItemLargeViewLayout: BannerItemViewLayout {
    /// Pages through the banners.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        orthogonalScrolling = .paging
    }

    /// One row, one banner per page.
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 1] }
}

/// listbanner: a lower banner inside the list, one per row.
open class BannerItemListViewLayout: BannerItemViewLayout {
    /// Banners at 4:1 (``/AdLayoutSDK/PresetMetrics/listBannerRatio``), one per row, 8 pt apart.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        feedImageRatio = PresetMetrics.listBannerRatio
        lineSpace = 8
    }
}

/// topbanner (SDK docs v5.95): a carousel; each banner is one group and the next one peeks.
open class BannerItemCarouselLayout: BannerItemViewLayout {
    /// Group paging, banners 8 pt apart.
    public required init(styles: TnkStyles) {
        super.init(styles: styles)
        orthogonalScrolling = .groupPaging
        itemSpace = PresetMetrics.carouselSpace
    }

    /// The list's width less the section insets and the 32 pt peek
    /// (``/AdLayoutSDK/PresetMetrics/carouselPeek``); the height follows the image.
    open override func viewSize(_ parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - sectionInset.left - sectionInset.right - PresetMetrics.carouselPeek,
               height: CGFloat.wrapContent)
    }

    /// One row; each banner is its own group.
    open override func itemColumns(_ parentSize: CGSize, numberOfItems: Int) -> [Int] { [1, 0] }
}

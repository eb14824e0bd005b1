import Foundation

/// Sizes, ratios and columns of the built-in layout classes, in one place.
///
/// The reference gives no numbers for these classes (tnk-sdk-reference.md §3); every value was
/// read off screens/offerwall_ui_app2.png and offerwall_ui_cps2.png (≈0.85 px per point in the
/// three-panel images) and rounded to the 2–4 pt grid the SDK's own defaults use.
public enum PresetMetrics {
    /// Section insets of the curations: 16 pt from the screen edges, 16 pt below the items.
    public static let curationInset = EdgeInsets(top: 0, left: 16, bottom: 16, right: 16)

    // Round cards (newapps): white rounded cards on a gray section.
    public static let roundCardCorner: CGFloat = 10
    public static let roundCardInset = EdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    public static let roundCardSpacing: CGFloat = 8
    public static let roundIconSide: CGFloat = 60
    /// Cards per page of RoundAdItemPageViewLayout (one column).
    public static let roundCardsPerPage = 2

    // Feeds.
    /// Promotion: 2 × 2 small feeds per page.
    public static let promotionRows = 2
    public static let promotionPerPage = 4
    public static let promotionItemSpace: CGFloat = 10
    public static let promotionLineSpace: CGFloat = 16
    /// Small feeds are a little wider than the large ones (127 × 65 px in the screenshot).
    public static let promotionFeedRatio: CGFloat = 0.52
    /// Suggest: a strip of feeds 70 % of the list wide, 2 rows when there are more than 3.
    public static let suggestWidthFraction: CGFloat = 0.7
    public static let suggestItemSpace: CGFloat = 10
    public static let suggestLineSpace: CGFloat = 16

    // Multi: a strip of 76 pt icons, 8 pt apart.
    public static let iconStripSide: CGFloat = 76
    public static let iconStripCorner: CGFloat = 12
    public static let iconStripSpace: CGFloat = 8

    // Banners: 1029 × 360 creatives.
    public static let bannerRatio: CGFloat = 360.0 / 1029.0
    public static let listBannerRatio: CGFloat = 0.25
    public static let bannerCorner: CGFloat = 8
    public static let bannerInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// Carousel: the next banner peeks by 32 pt.
    public static let carouselPeek: CGFloat = 32
    public static let carouselSpace: CGFloat = 8

    // Shopping.
    public static let cpsTitleSize: CGFloat = 13
    public static let cpsPriceSize: CGFloat = 15
    public static let cpsPointSize: CGFloat = 14
    public static let cpsImageCorner: CGFloat = 8
    /// Box grid (cpslist): 2 columns.
    public static let boxColumns = 2
    public static let boxItemSpace: CGFloat = 12
    public static let boxLineSpace: CGFloat = 20
    /// Box strip (favorite, recommend): 112 pt boxes, ≈2.7 visible on a phone.
    public static let boxStripWidth: CGFloat = 112
    public static let boxStripSpace: CGFloat = 10
    /// Box pages (newitem): 2 boxes per page on a gray section.
    public static let boxesPerPage = 2
    /// List rows (popular, reward): 64 pt images, 3 rows per page, rank numbers.
    public static let listImageSide: CGFloat = 64
    public static let listRowsPerPage = 3
    public static let listRowInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Product feed: image at 0.56 of its width.
    public static let cpsFeedRatio: CGFloat = 0.56
    /// Search row: a 40 pt pill and a 36 pt "my" button.
    public static let searchFieldHeight: CGFloat = 40
    public static let searchMyButton: CGFloat = 36
    public static let searchInset = EdgeInsets(top: 8, left: 16, bottom: 12, right: 16)
}

import Foundation

/// Sizes, ratios and columns of the built-in layout classes, in one place.
///
/// The SDK's documents give no numbers for these classes; every value was measured on the SDK's
/// screenshots (docs/fidelity/sdk-sources.md; default_offerwall.png at 0.96 px per point, the guide's
/// offerwall_ui_test2.png at 0.85, each panel of offerwall_ui_app2.png and offerwall_ui_cps2.png at
/// 0.79) — edges of cards, images and sections, ink of texts — and each says what it matches
/// (docs/fidelity/presets.md has them side by side).
/// `Layouts/fidelity/` reproduces every screenshot and its tests check these within ±0.75 pt
/// (±1.3 pt on the three-panel images).
public enum PresetMetrics {
    // MARK: Text lines

    // Lines and cutting of every preset's labels, in one place (each class's init applies its row;
    // all cut the last line with "…", UILabel's default). Checked on the SDK's screenshots
    // (docs/fidelity/sdk-sources.md): the default list wraps long titles ("현대아울렛 SPACE1 H-Point" / "(최초 회원가입)" at 14 pt);
    // the shopping rows and boxes show two-line titles (rows' lines 16.7 pt apart, the favourite
    // strip's 14.5, newitem's "델리 뉴욕 커피콩빵 2" / "봉지세트 빵 커피빵…"); the ranked rows and the
    // product feed one line ending in "…" ("(도시락…", "프로바이오틱…"); the round cards (newapps,
    // top_recommend_ad) and the feeds (suggest, promotion, newslist, quiz_feed) one line — their
    // measured heights leave room for no second line. Header titles one line, header descs two.

    /// Titles of the default list (`normal`, noapps, empty, right-icon rows): two lines.
    public static let listTitleLines = TextLines(2)
    /// Titles of the round cards (newapps, top_recommend_ad): one line.
    public static let roundCardTitleLines = TextLines(1)
    /// Titles of the app feeds (suggest, newslist, quiz_feed) and the placement feed (the sample's
    /// "'박시 끝판왕!' 신형 싼타페, …" ends in an ellipsis on one line): one line.
    public static let feedTitleLines = TextLines(1)
    /// Titles of the shopping rows (CpsListItemView, cps_newitem_B) and boxes (cpslist, newitem,
    /// favourite strip): two lines.
    public static let cpsTitleLines = TextLines(2)
    /// Titles of the ranked rows (popular, reward): one line.
    public static let rankedTitleLines = TextLines(1)
    /// Titles of the product feed (CpsFeedItemView): one line.
    public static let cpsFeedTitleLines = TextLines(1)
    /// Section header titles: one line.
    public static let headerTitleLines = TextLines(1)
    /// Section header descs: up to two lines.
    public static let headerDescLines = TextLines(2)

    /// Section insets of the curations: items 20 pt from the screen edges (first card, feed, icon
    /// and box at x 20.0–20.6 in every curation), 17 pt of section below them (the newapps gray ends
    /// 17.0 pt under its last card).
    public static let curationInset = EdgeInsets(top: 0, left: 20, bottom: 17, right: 20)

    // Round cards (newapps): white rounded cards on a gray section.
    /// Corner radius of the round cards (newapps, and cps_newitem_B's cards).
    public static let roundCardCorner: CGFloat = 10
    /// Inside a card (87.7 pt tall around a 68 pt icon, text ink from 16.7 pt after the card's left
    /// edge, the icon 9.7 pt from its right edge).
    public static let roundCardInset = EdgeInsets(top: 10, left: 16, bottom: 10, right: 10)
    /// Gap between cards (pitch 97.6 pt for 87.3 pt cards).
    public static let roundCardSpacing: CGFloat = 10
    /// The card's icon: 68.5 pt (app2: 68.51 × 68.53), vertically centred.
    public static let roundIconSide: CGFloat = 68
    /// Its corner radius.
    public static let roundIconCorner: CGFloat = 14
    /// Title / desc / point on three lines: the desc 9.4 pt below the title, the point line 2.4 pt
    /// below the desc (title ink +15.0, desc ink +41.0, Ⓟ top +58.1 from the card's top).
    public static let roundDescSpacing: CGFloat = 9.4
    /// Gap between the card's desc and its point line.
    public static let roundPointSpacing: CGFloat = 2.4
    /// The card's desc is 13 pt ("팔로우하면": ink 53.9 × 11.1 pt), its point 14 pt (digits 9.9 pt
    /// tall) after a 15 pt Ⓟ (15.0 × 14.5).
    public static let roundDescSize: CGFloat = 13
    /// The card's point amount size.
    public static let roundPointSize: CGFloat = 14
    /// The card's Ⓟ side.
    public static let roundPointIconSide: CGFloat = 15
    /// Cards per page of RoundAdItemPageViewLayout (one column).
    public static let roundCardsPerPage = 2

    // Feeds.
    /// Text under a feed image starts 2.5 pt in from the image's left edge (title or desc ink
    /// 2.5–3.2 pt right of the image in the suggest, promotion and newslist feeds).
    public static let feedTextInset: CGFloat = 2.5
    /// Promotion: 2 × 2 small feeds per page (app2: 163 × 84.9 pt images at x 20.0 and 193.1, the
    /// feed ratio 167:320; rows 143.5 pt apart).
    public static let promotionRows = 2
    /// Feeds per promotion page: two rows of two.
    public static let promotionPerPage = 4
    /// Gap between the promotion's two columns (163 pt images at x 20.0 and 193.1).
    public static let promotionItemSpace: CGFloat = 10
    /// Gap between the promotion's two rows.
    public static let promotionLineSpace: CGFloat = 15
    /// The feeds start 6 pt below the header (63 pt below the section's top, 57 elsewhere) and the
    /// section ends 19.5 pt below them (the next section's gray starts 20.0 pt under the last amount's
    /// line box).
    public static let promotionInset = EdgeInsets(top: 6, left: 20, bottom: 19.5, right: 20)
    /// The desc (13 pt: "참여하면" ink 42.9 pt wide) starts 8.4 pt below the image; the Ⓟ (15 pt) and
    /// 15 pt amount 1.9 pt below the desc.
    public static let promotionDescSpacing: CGFloat = 8.4
    /// The promotion feed's desc size.
    public static let promotionDescSize: CGFloat = 13
    /// Gap between the promotion desc and its point line.
    public static let promotionPointSpacing: CGFloat = 1.9
    /// The promotion feed's Ⓟ side.
    public static let promotionPointIconSide: CGFloat = 15
    /// Suggest (the guide's FeedAdItemScrollViewLayout example, offerwall_ui_test2): feed cards
    /// 205 pt wide on a 375 pt screen — 0.5775 of the list less its left inset — (images 204.7 ×
    /// 106.8 at x 20.6), 2 rows when there are more than 3; columns 215.9 pt apart, rows 193.2.
    public static let suggestWidthFraction: CGFloat = 0.5775
    /// Gap between suggest cards across (columns 215.9 pt apart for 205 pt cards).
    public static let suggestItemSpace: CGFloat = 11
    /// Gap between the suggest strip's two rows.
    public static let suggestLineSpace: CGFloat = 15
    /// The strip starts 7.7 pt below the list's top (no header in the example).
    public static let suggestInset = EdgeInsets(top: 8, left: 20, bottom: 17, right: 20)
    /// Title 11.1 pt (ink) below the image, desc and point each on a line of its own, all 2 pt in
    /// from the image's left edge (title ink x = image + 2.5, Ⓟ + 1.5).
    public static let suggestTitleSpacing: CGFloat = 9
    /// Gap between the suggest card's desc and its point line.
    public static let suggestPointSpacing: CGFloat = 3.6

    /// Newslist (FeedAdItemLargeViewLayout, app2 right): 335 × 174 pt feeds at x 20 (the feed ratio),
    /// 4.5 pt below the list's top, 242.9 pt apart; the title 11.4 pt below the image, desc and point
    /// on one line 6.6 pt below the title.
    public static let largeFeedInset = EdgeInsets(top: 4.5, left: 0, bottom: 11.8, right: 0)
    /// Gap between the newslist image and its title.
    public static let largeFeedTitleSpacing: CGFloat = 11.4
    /// Gap between the newslist title and its desc.
    public static let largeFeedDescSpacing: CGFloat = 6.6

    // Multi: a strip of 83 pt icons (app2 middle: 83.5 / 82.2 / 83.5 pt at x 19.6, 112.0, 203.7; top
    // 202.5, 57.4 pt below the section's top), 9 pt apart; the next header's ink 40.6 pt below them.
    /// Side of the multi strip's icons.
    public static let iconStripSide: CGFloat = 83
    /// Corner radius of the multi strip's icons.
    public static let iconStripCorner: CGFloat = 14
    /// Gap between the multi strip's icons.
    public static let iconStripSpace: CGFloat = 9
    /// The icon strip's section inset.
    public static let iconStripInset = EdgeInsets(top: 0, left: 20, bottom: 19, right: 20)

    // Banners: 1029 × 360 creatives.
    /// Height/width of top and bottom banners: the 1029 × 360 creatives'.
    public static let bannerRatio: CGFloat = 360.0 / 1029.0
    /// Height/width of list banners (listbanner), 1:4.
    public static let listBannerRatio: CGFloat = 0.25
    /// Corner radius of banner images.
    public static let bannerCorner: CGFloat = 8
    /// Section inset of banners: 16 pt at the sides, 8 pt above and below.
    public static let bannerInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// Carousel: the next banner peeks by 32 pt.
    public static let carouselPeek: CGFloat = 32
    /// Gap between carousel banners.
    public static let carouselSpace: CGFloat = 8

    // Shopping (offerwall_ui_cps2.png).
    /// Titles 14 pt (two-line titles 16.7 pt apart), prices and rates 16 pt semibold ("10,900원":
    /// Hangul top to digits' baseline 12.8 pt), descs 14 pt, points 15 pt after a 16 pt Ⓟ; the
    /// favourite strip and the ranked list are smaller (``boxStripTitleSize``, ``listDescSize``).
    public static let cpsTitleSize: CGFloat = 14
    /// Size of shopping prices and discount rates (semibold).
    public static let cpsPriceSize: CGFloat = 16
    /// Size of shopping point amounts, and of the ranked rows' prices.
    public static let cpsPointSize: CGFloat = 15
    /// Corner radius of product images.
    public static let cpsImageCorner: CGFloat = 8
    /// Text under a product image starts 2 pt in from its left edge (title ink 2.1–2.7 pt right of it).
    public static let cpsTextInset: CGFloat = 2
    /// Headers of the shopping sections sit closer to their items: the favourite strip's images
    /// start 29.3 pt below the header's ink (34.3 in the curations).
    public static let cpsHeaderInset = EdgeInsets(top: 20, left: 20, bottom: 12.5, right: 20)
    /// Box grid (cpslist): 2 columns.
    public static let boxColumns = 2
    /// Gap between the box grid's two columns.
    public static let boxItemSpace: CGFloat = 11
    /// Gap between the box grid's rows.
    public static let boxLineSpace: CGFloat = 20
    /// Box strip (favorite, recommend): 112 pt square images 122 pt apart (x 20.2, 142.1, 265.3),
    /// a 12 pt two-line title 10 pt below the image (lines 14.5 pt apart), a 14 pt price 8.2 pt below
    /// the title, a 13 pt desc 4.3 pt below the price and the point line 2.8 pt below the desc (Ⓟ
    /// 14.5); the next section's header ink is 48 pt below the last point line (23.2 pt of section).
    public static let boxStripWidth: CGFloat = 112
    /// Gap between the favourite strip's boxes (112 pt images 122 pt apart).
    public static let boxStripSpace: CGFloat = 10
    /// The favourite box's title size (two lines).
    public static let boxStripTitleSize: CGFloat = 12
    /// The favourite box's price and rate size.
    public static let boxStripPriceSize: CGFloat = 14
    /// The favourite box's desc size.
    public static let boxStripDescSize: CGFloat = 13
    /// The favourite box's Ⓟ side.
    public static let boxStripPointIconSide: CGFloat = 14.5
    /// Gap between the favourite box's image and its title.
    public static let boxStripImageSpacing: CGFloat = 10
    /// Gap between the favourite box's title and its price.
    public static let boxStripPriceSpacing: CGFloat = 8.2
    /// Gap between the favourite box's price and its desc.
    public static let boxStripDescSpacing: CGFloat = 4.3
    /// Gap between the favourite box's desc and its point line.
    public static let boxStripPointSpacing: CGFloat = 2.8
    /// The favourite strip's section inset.
    public static let boxStripInset = EdgeInsets(top: 0, left: 20, bottom: 23.2, right: 20)
    /// Box pages (newitem): 2 boxes per page on a gray section (161.5 pt square images at x 20.6 and
    /// 193.0, 14.6 pt below the gray's top); the title 14.3 pt below the image, the price 4 pt below
    /// the title, the desc 7 pt below the price, the point line 2.6 pt below the desc; "‹ 1 / 3 ›"
    /// 15.9 pt below the boxes and 19.4 pt above the gray's end.
    public static let boxesPerPage = 2
    /// The newitem section's inset (boxes from the gray's top).
    public static let boxPageInset = EdgeInsets(top: 14.6, left: 20, bottom: 0, right: 20)
    /// Gap between a newitem box's image and its title.
    public static let boxPageImageSpacing: CGFloat = 14.3
    /// Gap between a newitem box's title and its price.
    public static let boxPagePriceSpacing: CGFloat = 4
    /// Gap between a newitem box's price and its desc.
    public static let boxPageDescSpacing: CGFloat = 7
    /// Gap between a newitem box's desc and its point line.
    public static let boxPagePointSpacing: CGFloat = 2.6
    /// The newitem page footer's inset.
    public static let boxPageFooterInset = EdgeInsets(top: 15.9, left: 20, bottom: 19.4, right: 20)
    /// Product rows (CpsListItemView): 88 pt images (87.6) at x 20, rows 112.9 pt apart with the image
    /// centred, a two-line 14 pt title 12 pt after the image, price 2.7 pt below it, desc and point on
    /// one line 4.8 pt below the price, a 1 pt divider across the row (x 20.2 → 353.9).
    public static let listImageSide: CGFloat = 88
    /// A product row's inset: 12.4 pt above and below the 88 pt image (rows 112.9 pt apart).
    public static let listRowInset = EdgeInsets(top: 12.4, left: 0, bottom: 12.4, right: 0)
    /// Gap between a product row's title and its price.
    public static let listPriceSpacing: CGFloat = 2.7
    /// Gap between a product row's price and its desc/point line.
    public static let listDescSpacing: CGFloat = 4.8
    /// Ranked rows (popular, reward): 70 pt images (71.1 × 69.9) at x 45.8, 80 pt apart (rank digits
    /// 79.7–79.9 apart), 3 per page;
    /// italic rank numbers 19 pt regular (digits 13.3 pt tall) at x 20 in a 22 pt column; a one-line
    /// 14 pt title, 15 pt price, 13 pt desc and the point line with a 15 pt Ⓟ; the rows start 27.7 pt
    /// below the header's ink.
    public static let rankedImageSide: CGFloat = 70
    /// Rows per page of the paged shopping lists (popular, reward, cps_newitem_B).
    public static let listRowsPerPage = 3
    /// A ranked row's inset (the image fills its top; 10 below).
    public static let rankedRowInset = EdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
    /// The ranked list's header inset.
    public static let rankedHeaderInset = EdgeInsets(top: 20, left: 20, bottom: 11, right: 20)
    /// The ranked row's desc size.
    public static let listDescSize: CGFloat = 13
    /// The ranked row's Ⓟ side.
    public static let rankedPointIconSide: CGFloat = 15
    /// Product feed (CpsFeedItemView): images 333.6 pt wide at x 20.6, 0.566 of their width tall
    /// (188.8 pt; the two feeds of offerwall_ui_cps2's right panel measure 188.8 and 189.5 with their
    /// edge rows' coverage, where 0.56 drew 186.8), the title 12.7 pt below, price 4.6 pt below the
    /// title, desc and point 4.5 pt below the price.
    public static let cpsFeedRatio: CGFloat = 0.566
    /// The product feed's section inset.
    public static let cpsFeedInset = EdgeInsets(top: 0, left: 20.7, bottom: 0, right: 20.7)
    /// Gap between a product feed's image and its title: 10.7 pt (the titles' ink stays where the
    /// screenshot has it, 12.7 pt below the 0.56 image AdLayout drew before).
    public static let cpsFeedImageSpacing: CGFloat = 10.7
    /// Gap between a product feed's title and its price.
    public static let cpsFeedPriceSpacing: CGFloat = 4.6
    /// Gap between a product feed's price and its desc/point line.
    public static let cpsFeedDescSpacing: CGFloat = 4.5
    /// Search row: a 40 pt pill (x 20.3, 293 wide) 6 pt before a 36 pt "my" button at the right inset.
    public static let searchFieldHeight: CGFloat = 40
    /// Side of the search row's "my" button.
    public static let searchMyButton: CGFloat = 36
    /// The search row's section inset: 6 pt above, 8 pt below, 20 pt at the sides.
    public static let searchInset = EdgeInsets(top: 6, left: 20, bottom: 8, right: 20)

    // Placement views (AdPlacementView), measured on adplacementview_sample.png (≈ 0.59 px per point,
    // so ±2 pt): a 375 pt screen, items 20 pt from its edges as in the curations; rows, icons and feed
    // cards are the offerwall's (the default list row, the multi strip's 83 pt icons 9 pt apart).
    /// The header: the title's ink 19 pt below the placement's top (16 pt inset, then a 16 pt title
    /// whose ink starts 3 pt down); the feed image 36 pt below the title's ink (ink 375 → image 396 px).
    public static let placementHeaderInset = EdgeInsets(top: 16, left: 20, bottom: 17, right: 20)
    /// The header's title: 16 pt semibold (ink 9 px ≈ 15 pt tall, "인기 캠페인"; bold looked heavier than the sample side by side).
    public static let placementTitleSize: CGFloat = 16
    /// The subtitle and the "더 보기" link: 12 pt, gray (ink 6 px ≈ 10 pt tall).
    public static let placementSubtitleSize: CGFloat = 12
    /// The subtitle's ink 24 pt below the title's (264 → 279 px).
    public static let placementSubtitleSpacing: CGFloat = 3
    /// The link's chevron: 5 × 9 pt (ink 3.8 × 7.7 pt, as the sample's 3 × 6 px at 0.59 px/pt), 4 pt after the link's text.
    public static let placementChevronSize = CGSize(width: 5, height: 9)
    /// Gap between the link's text and its chevron.
    public static let placementChevronSpacing: CGFloat = 4
    /// List rows start 5 pt below the header (the title's ink 47 pt above the first icon, 356 → 384 px);
    /// the placement ends 8 pt below the last row; 10 pt at the sides as the default list (icons at 20).
    public static let placementListInset = EdgeInsets(top: 5, left: 10, bottom: 8, right: 10)
    /// Feed cards: 303 pt wide on a 375 pt screen (179 px), 0.855 of the width less the left inset,
    /// so the next card peeks past the right edge; images 0.55 of their width tall (99 px); cards 8 pt apart.
    public static let placementFeedWidthFraction: CGFloat = 0.855
    /// Height/width of the placement feed's images.
    public static let placementFeedImageRatio: CGFloat = 0.55
    /// Gap between placement feed cards.
    public static let placementFeedItemSpace: CGFloat = 8
    /// The feed and icon rows' section inset: 20 pt at the sides, 16 pt below the last line.
    public static let placementStripInset = EdgeInsets(top: 2, left: 20, bottom: 16, right: 20)
    /// The feed card's title 9 pt below the image, desc and point on one line 4 pt below the title
    /// (ink 506 and 518 px).
    public static let placementFeedTitleSpacing: CGFloat = 9
    /// Gap between the placement feed card's title and its desc/point line.
    public static let placementFeedDescSpacing: CGFloat = 4
    /// The icon row's caption ("최대 0.6%"): 11 pt, 6 pt under the circle (ink 363–369 px).
    public static let placementCaptionSize: CGFloat = 11
    /// Gap between an icon and its caption.
    public static let placementCaptionSpacing: CGFloat = 6
    /// Light ring around the icon row's circles (the sample's faint outline).
    public static let placementIconStroke = Color(argb: 0xFFEE_EEEE)
}

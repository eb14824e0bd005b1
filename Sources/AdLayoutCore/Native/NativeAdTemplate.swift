import Foundation

/// A native-ad template plugin: how tall it wants to be at a width, and where its assets go.
///
/// Built-in templates (`native-small`, `native-medium`, `native-feed`, `native-banner`) use this
/// protocol; register your own with ``TnkLayout/registerNativeTemplate(_:)``. Every template is
/// also usable as an item view (`viewClass`) inside offerwall sections.
public protocol NativeAdTemplate: Sendable {
    /// Name used in documents (`"template": "native-medium"`).
    var name: String { get }

    /// Height the template takes at `width` for `ad` (before any size clamping).
    func preferredHeight(width: CGFloat, ad: NativeAd, style: NativeAdStyle, measurer: any TextMeasuring) -> CGFloat

    /// The asset nodes for `context.ad`, placed inside `context.bounds` (absolute points).
    /// The caller wraps them in the `nativeAdView` node.
    func layout(_ context: NativeAdContext) -> [LayoutNode]
}

/// What a template lays out.
public struct NativeAdContext: Sendable {
    /// The ad to lay out.
    public var ad: NativeAd
    /// The ad view's frame, absolute, in points.
    public var bounds: CGRect
    /// Colours, fonts and attribution of the template.
    public var style: NativeAdStyle
    /// Measures the template's text.
    public var measurer: any TextMeasuring

    /// A context for `ad` in `bounds`.
    public init(ad: NativeAd, bounds: CGRect, style: NativeAdStyle, measurer: any TextMeasuring) {
        self.ad = ad; self.bounds = bounds; self.style = style; self.measurer = measurer
    }
}

/// Colours, fonts and attribution of native templates. Defaults follow the AdChain design
/// (badge "광고" 30×16, 10 pt medium, white on 50 % black, radius 3; privacy button 20×20 on 30 %
/// black; CTA 16 pt semibold, radius 8, white on systemBlue) and Google's templates (card with a
/// 1 pt #E0E0E0 stroke, secondary text #808080).
public struct NativeAdStyle: Sendable, Hashable {
    /// Card background: white.
    public var backgroundColor: Color = .white
    /// Card corner radius in points; the assets are clipped to it. Default 8.
    public var cornerRadius: CGFloat = 8
    /// Card border colour; #E0E0E0 (Google's templates).
    public var strokeColor = Color(argb: 0xFFE0_E0E0)
    /// Card border width in points; default 1.
    public var strokeWidth: CGFloat = 1
    /// Headline: 16 pt semibold #222222, two lines (one in the small and banner templates, at 15 pt).
    public var titleLabel = LabelAttribute(font: Font(size: 16, weight: .semibold), color: Color(argb: 0xFF22_2222), numberOfLines: 2)
    /// Body text: 14 pt #555555, two lines (one 13 pt line in the banner template).
    public var bodyLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 14), color: Color(argb: 0xFF55_5555), numberOfLines: 2)
    /// Advertiser: 12 pt #808080; its colour also draws the struck-through price before a sale price.
    public var advertiserLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 12), color: Color(argb: 0xFF80_8080))
    /// Price, or the sale price when there is one: 14 pt bold #222222
    /// (the struck-through price takes its size at regular weight).
    public var priceLabel = LabelAttribute(font: Font(size: 14, weight: .bold), color: Color(argb: 0xFF22_2222))
    /// The call-to-action button: 44 pt tall, 16 pt semibold white on systemBlue #007AFF, corner 8,
    /// 12 pt side insets (32 pt tall with a 14 pt title in the small and banner templates).
    public var ctaButton: ButtonAttribute = {
        var b = ButtonAttribute()
        b.width = TnkLayout.wrapContent
        b.height = 44
        b.font = Font(size: 16, weight: .semibold)
        b.colorNormal = .white
        b.backgroundNormal = .color(Color(argb: 0xFF00_7AFF))
        b.cornerRadius = 8
        b.inset = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        return b
    }()
    /// The "광고" badge; `showsAttribution` false leaves it (and the privacy button) out.
    public var badgeText = "광고"
    /// Size of the "광고" badge: 30 × 16 pt (AdChain).
    public var badgeSize = CGSize(width: 30, height: 16)
    /// Badge text: 10 pt medium.
    public var badgeFont = Font(size: 10, weight: .medium)
    /// Badge text colour: white.
    public var badgeTextColor = Color.white
    /// Badge fill: black at 50 %.
    public var badgeBackground = Color(argb: 0x8000_0000)
    /// Side of the round privacy ("i") button, in points.
    public var privacyButtonSize: CGFloat = 20
    /// Colour of the rating stars: #FFB400.
    public var ratingColor = Color(argb: 0xFFFF_B400)
    /// Draws the "광고" badge and the privacy button; false leaves both out.
    public var showsAttribution = true
    /// Padding inside the card.
    public var padding: CGFloat = 12

    /// The default style: AdChain's attribution and CTA on Google's card.
    public init() {}
}

/// Node kinds of native ads.
extension NodeKind {
    /// A native ad's card, holding its assets.
    public static let nativeAdView: NodeKind = "nativeAdView"
    /// A native ad's media (image, or a video's poster frame).
    public static let mediaView: NodeKind = "mediaView"
    /// A native ad's body text.
    public static let bodyLabel: NodeKind = "bodyLabel"
    /// A native ad's call-to-action button.
    public static let ctaButton: NodeKind = "ctaButton"
    /// A native ad's advertiser.
    public static let advertiserLabel: NodeKind = "advertiserLabel"
    /// A native ad's five rating stars.
    public static let ratingView: NodeKind = "ratingView"
    /// A native ad's price (struck through when there is a sale price).
    public static let priceLabel: NodeKind = "priceLabel"
    /// A native ad's sale price.
    public static let salePriceLabel: NodeKind = "salePriceLabel"
    /// The "광고" attribution badge.
    public static let adBadge: NodeKind = "adBadge"
    /// The privacy ("i") button.
    public static let privacyButton: NodeKind = "privacyButton"
    /// The web-ad label above the creative ("annonce").
    public static let adLabel: NodeKind = "adLabel"
    /// The play icon over a video's media.
    public static let playIcon: NodeKind = "playIcon"
}

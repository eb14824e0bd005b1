import Foundation

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
        b.width = CGFloat.wrapContent
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

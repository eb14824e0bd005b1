import Foundation
import AdLayoutModel
import AdLayoutEngine

/// `native-feed`: AdChain's media card — full-bleed 1.91:1 media at the top with the "광고" badge
/// at (8, 8) and the privacy button at the top-right over it; then icon, two-line title and
/// advertiser; two lines of body; stars and price; a full-width CTA.
public struct NativeFeedTemplate: NativeAdTemplate {
    /// Its name in documents: `"template": "native-feed"`, or a registration's `viewClass`.
    public let name = "native-feed"
    /// The template; all its styling comes from ``/AdLayoutSDK/NativeAdStyle``.
    public init() {}

    static let mediaRatio: CGFloat = 1 / 1.91, iconSide: CGFloat = 40, gap: CGFloat = 10

    /// The 1.91:1 media at the full width, the icon/title/advertiser header, the body,
    /// a stars and price line when either is given, and the CTA, with gaps and padding.
    public func preferredHeight(width: CGFloat, ad: NativeAd, style: NativeAdStyle, measurer: any TextMeasuring) -> CGFloat {
        let e = NativeElements(style: style, measurer: measurer)
        var h = (width * Self.mediaRatio).rounded() + style.padding
        h += max(Self.iconSide, e.height(style.titleLabel) + 2 + e.height(style.advertiserLabel, lines: 1))
        h += Self.gap + e.height(style.bodyLabel)
        if ad.rating != nil || ad.price != nil { h += 8 + max(14, e.height(style.priceLabel, lines: 1)) }
        return h + 12 + style.ctaButton.height + style.padding
    }

    /// The media with the badge and privacy button over it, then the header, body, stars and price, and the CTA.
    public func layout(_ c: NativeAdContext) -> [LayoutNode] {
        let s = c.style, e = NativeElements(style: s, measurer: c.measurer), b = c.bounds
        let media = CGRect(x: b.minX, y: b.minY, width: b.width, height: (b.width * Self.mediaRatio).rounded())
        var nodes = [e.media(c.ad, frame: media, cornerRadius: 0)]
        if s.showsAttribution {
            nodes.append(e.badge(at: CGPoint(x: media.minX + 8, y: media.minY + 8)))
            nodes.append(e.privacyButton(in: media))
        }
        let left = b.minX + s.padding, right = b.maxX - s.padding
        var y = media.maxY + s.padding
        var textX = left
        if c.ad.iconUrl != nil {
            nodes.append(e.icon(c.ad.iconUrl, side: Self.iconSide, at: CGPoint(x: left, y: y), cornerRadius: 8))
            textX += Self.iconSide + Self.gap
        }
        let titleNode = e.label(.titleLabel, s.titleLabel, c.ad.title, origin: CGPoint(x: textX, y: y), maxWidth: right - textX)
        if let titleNode { nodes.append(titleNode) }
        if let adv = e.label(.advertiserLabel, s.advertiserLabel, c.ad.advertiserName,
                             origin: CGPoint(x: textX, y: (titleNode?.frame.maxY ?? y) + 2), maxWidth: right - textX) {
            nodes.append(adv)
        }
        y += max(Self.iconSide, e.height(s.titleLabel) + 2 + e.height(s.advertiserLabel, lines: 1)) + Self.gap
        if let body = e.label(.bodyLabel, s.bodyLabel, c.ad.description, origin: CGPoint(x: left, y: y), maxWidth: right - left) {
            nodes.append(body)
        }
        y += e.height(s.bodyLabel)
        if c.ad.rating != nil || c.ad.price != nil {
            y += 8
            var x = left
            if let stars = e.rating(c.ad.rating, origin: CGPoint(x: x, y: y + 1), height: 14) {
                nodes.append(stars)
                x = stars.frame.maxX + 10
            }
            nodes += e.priceLine(c.ad, origin: CGPoint(x: x, y: y), maxWidth: right - x)
            y += max(14, e.height(s.priceLabel, lines: 1))
        }
        y += 12
        nodes.append(e.cta(c.ad.ctaText, frame: CGRect(x: left, y: y, width: right - left, height: s.ctaButton.height)))
        return nodes
    }
}

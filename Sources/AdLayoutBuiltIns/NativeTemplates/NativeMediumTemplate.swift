import Foundation
import AdLayoutModel
import AdLayoutEngine

/// `native-medium`: header (icon, title, "광고" badge + advertiser + stars), 16:9 media across the
/// card, two lines of body, the price line, then a full-width CTA — Google's medium template in
/// AdChain's style. The privacy button sits at the card's top-right.
public struct NativeMediumTemplate: NativeAdTemplate {
    /// Its name in documents: `"template": "native-medium"`, or a registration's `viewClass`.
    public let name = "native-medium"
    /// The template; all its styling comes from ``/AdLayoutSDK/NativeAdStyle``.
    public init() {}

    static let iconSide: CGFloat = 44, gap: CGFloat = 10, mediaRatio: CGFloat = 9.0 / 16.0

    /// The 44 pt header, 16:9 media at the inner width, the body's lines, the
    /// price line when there is a price, and the CTA, with gaps and padding.
    public func preferredHeight(width: CGFloat, ad: NativeAd, style: NativeAdStyle, measurer: any TextMeasuring) -> CGFloat {
        let e = NativeElements(style: style, measurer: measurer)
        let inner = width - 2 * style.padding
        var h = style.padding + Self.iconSide + Self.gap + (inner * Self.mediaRatio).rounded() + Self.gap
        h += e.height(style.bodyLabel)
        if ad.price != nil { h += 8 + e.height(style.priceLabel, lines: 1) }
        return h + 12 + style.ctaButton.height + style.padding
    }

    /// Header, media, body, price line and CTA from top to bottom; the privacy button at the card's top-right.
    public func layout(_ c: NativeAdContext) -> [LayoutNode] {
        let s = c.style, e = NativeElements(style: s, measurer: c.measurer), b = c.bounds
        let left = b.minX + s.padding, right = b.maxX - s.padding
        var nodes: [LayoutNode] = []
        var y = b.minY + s.padding
        // Header.
        var textX = left
        if c.ad.iconUrl != nil {
            nodes.append(e.icon(c.ad.iconUrl, side: Self.iconSide, at: CGPoint(x: left, y: y), cornerRadius: 8))
            textX = left + Self.iconSide + Self.gap
        }
        let textMax = right - (s.showsAttribution ? s.privacyButtonSize + 4 : 0)
        var title = s.titleLabel
        title.numberOfLines = 1
        let titleNode = e.label(.titleLabel, title, c.ad.title, origin: CGPoint(x: textX, y: y), maxWidth: textMax - textX)
        if let titleNode { nodes.append(titleNode) }
        let rowY = (titleNode?.frame.maxY ?? y) + 4
        var rowX = textX
        if s.showsAttribution {
            let badge = e.badge(at: CGPoint(x: rowX, y: rowY))
            nodes.append(badge)
            rowX = badge.frame.maxX + 6
        }
        if let adv = e.label(.advertiserLabel, s.advertiserLabel, c.ad.advertiserName, origin: CGPoint(x: rowX, y: rowY),
                             maxWidth: max(0, textMax - rowX)) {
            var n = adv
            n.frame.origin.y = rowY + (s.badgeSize.height - n.frame.height) / 2
            nodes.append(n)
            rowX = n.frame.maxX + 6
        }
        if let stars = e.rating(c.ad.rating, origin: CGPoint(x: rowX, y: rowY + 2), height: 12), stars.frame.maxX <= textMax {
            nodes.append(stars)
        }
        if s.showsAttribution { nodes.append(e.privacyButton(in: b)) }
        y += Self.iconSide + Self.gap
        // Media.
        let inner = right - left
        let media = CGRect(x: left, y: y, width: inner, height: (inner * Self.mediaRatio).rounded())
        nodes.append(e.media(c.ad, frame: media, cornerRadius: 6))
        y = media.maxY + Self.gap
        // Body and price.
        if let body = e.label(.bodyLabel, s.bodyLabel, c.ad.description, origin: CGPoint(x: left, y: y), maxWidth: inner) {
            nodes.append(body)
        }
        y += e.height(s.bodyLabel)
        let price = e.priceLine(c.ad, origin: CGPoint(x: left, y: y + 8), maxWidth: inner)
        if !price.isEmpty { nodes += price; y += 8 + e.height(s.priceLabel, lines: 1) }
        // CTA.
        y += 12
        nodes.append(e.cta(c.ad.ctaText, frame: CGRect(x: left, y: y, width: inner, height: s.ctaButton.height)))
        return nodes
    }
}

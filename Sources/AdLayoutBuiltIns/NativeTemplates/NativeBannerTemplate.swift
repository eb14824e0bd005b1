import Foundation
import AdLayoutModel
import AdLayoutEngine

/// `native-banner`: a one-row native banner (Meta's native banner 100) — icon at the left, title,
/// one line of body and the "광고" badge with the advertiser, and a compact CTA at the right.
public struct NativeBannerTemplate: NativeAdTemplate {
    /// Its name in documents: `"template": "native-banner"`, or a registration's `viewClass`.
    public let name = "native-banner"
    /// The template; all its styling comes from ``/AdLayoutSDK/NativeAdStyle``.
    public init() {}

    static let iconSide: CGFloat = 60, gap: CGFloat = 10, ctaHeight: CGFloat = 32

    func textHeight(_ s: NativeAdStyle, _ e: NativeElements) -> CGFloat {
        e.height(s.titleLabel, lines: 1) + e.height(s.bodyLabel, lines: 1) + 4 + s.badgeSize.height
    }

    /// The taller of the 60 pt icon and the text (one line each of title and body, the badge row), plus the padding.
    public func preferredHeight(width: CGFloat, ad: NativeAd, style: NativeAdStyle, measurer: any TextMeasuring) -> CGFloat {
        2 * style.padding + max(Self.iconSide, textHeight(style, NativeElements(style: style, measurer: measurer)))
    }

    /// The icon (or the media) at the left, the title, body and badge row in the middle, and the CTA at the right.
    public func layout(_ c: NativeAdContext) -> [LayoutNode] {
        let s = c.style, e = NativeElements(style: s, measurer: c.measurer), b = c.bounds
        let inner = b.insetBy(dx: s.padding, dy: s.padding)
        var nodes: [LayoutNode] = []
        var x = inner.minX
        if c.ad.iconUrl != nil || c.ad.mediaUrl != nil {
            let icon = CGRect(x: x, y: inner.midY - Self.iconSide / 2, width: Self.iconSide, height: Self.iconSide)
            nodes.append(e.icon(c.ad.iconUrl ?? c.ad.mediaUrl, side: Self.iconSide, at: icon.origin, cornerRadius: 10))
            x = icon.maxX + Self.gap
        }
        var ctaStyle = s
        ctaStyle.ctaButton.font.size = 14
        let ce = NativeElements(style: ctaStyle, measurer: c.measurer)
        let ctaWidth = min(ce.ctaWidth(c.ad.ctaText), inner.width * 0.35)
        let cta = CGRect(x: inner.maxX - ctaWidth, y: inner.midY - Self.ctaHeight / 2, width: ctaWidth, height: Self.ctaHeight)
        let textMax = cta.minX - Self.gap
        var y = inner.midY - textHeight(s, e) / 2
        var title = s.titleLabel
        title.numberOfLines = 1
        title.font.size = 15
        if let t = e.label(.titleLabel, title, c.ad.title, origin: CGPoint(x: x, y: y), maxWidth: textMax - x) { nodes.append(t) }
        y += e.height(title)
        var body = s.bodyLabel
        body.numberOfLines = 1
        body.font.size = 13
        if let d = e.label(.bodyLabel, body, c.ad.description, origin: CGPoint(x: x, y: y), maxWidth: textMax - x) { nodes.append(d) }
        y += e.height(body) + 4
        var rowX = x
        if s.showsAttribution {
            nodes.append(e.badge(at: CGPoint(x: rowX, y: y)))
            rowX += s.badgeSize.width + 6
        }
        if var adv = e.label(.advertiserLabel, s.advertiserLabel, c.ad.advertiserName, origin: CGPoint(x: rowX, y: y),
                             maxWidth: max(0, textMax - rowX)) {
            adv.frame.origin.y = y + (s.badgeSize.height - adv.frame.height) / 2
            nodes.append(adv)
        }
        nodes.append(ce.cta(c.ad.ctaText, frame: cta))
        if s.showsAttribution { nodes.append(e.privacyButton(in: b, inset: 4)) }
        return nodes
    }
}

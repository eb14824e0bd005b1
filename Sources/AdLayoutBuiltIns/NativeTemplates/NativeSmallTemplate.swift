import Foundation
import AdLayoutModel
import AdLayoutEngine

/// `native-small`: a square media view at the left (at most a quarter of the width, vertically
/// centred), and to its right the title, a row with the "광고" badge and the advertiser (or the
/// stars), and a 32 pt CTA — Google's small template. Its media is small: fine for images, too
/// small for video (lint says so).
public struct NativeSmallTemplate: NativeAdTemplate {
    /// Its name in documents: `"template": "native-small"`, or a registration's `viewClass`.
    public let name = "native-small"
    /// The template; all its styling comes from ``/AdLayoutSDK/NativeAdStyle``.
    public init() {}

    static let gap: CGFloat = 10, ctaHeight: CGFloat = 32, maxMedia: CGFloat = 96

    func textHeight(_ s: NativeAdStyle, _ e: NativeElements) -> CGFloat {
        e.height(s.titleLabel, lines: 1) + 5 + s.badgeSize.height + Self.gap + Self.ctaHeight
    }

    func mediaSide(width: CGFloat) -> CGFloat { min(Self.maxMedia, (width * 0.25).rounded(.down)) }

    /// The taller of the media square (a quarter of the width, at most 96 pt)
    /// and the text column (title, badge row, 32 pt CTA), plus the padding.
    public func preferredHeight(width: CGFloat, ad: NativeAd, style: NativeAdStyle, measurer: any TextMeasuring) -> CGFloat {
        let e = NativeElements(style: style, measurer: measurer)
        return 2 * style.padding + max(mediaSide(width: width), textHeight(style, e))
    }

    /// The media square at the left, vertically centred, and the
    /// title, badge with advertiser or stars, and CTA to its right.
    public func layout(_ c: NativeAdContext) -> [LayoutNode] {
        let s = c.style, e = NativeElements(style: s, measurer: c.measurer), b = c.bounds
        let inner = b.insetBy(dx: s.padding, dy: s.padding)
        let side = min(mediaSide(width: b.width), inner.height)
        var nodes = [e.media(c.ad, frame: CGRect(x: inner.minX, y: inner.midY - side / 2, width: side, height: side), cornerRadius: 6)]
        let x = inner.minX + side + Self.gap
        let textMax = inner.maxX - (s.showsAttribution ? s.privacyButtonSize + 4 : 0)
        let top = inner.midY - textHeight(s, e) / 2
        var title = s.titleLabel
        title.numberOfLines = 1
        title.font.size = 15
        let titleNode = e.label(.titleLabel, title, c.ad.title, origin: CGPoint(x: x, y: top), maxWidth: textMax - x)
        if let titleNode { nodes.append(titleNode) }
        let rowY = top + e.height(title) + 5
        var rowX = x
        if s.showsAttribution {
            nodes.append(e.badge(at: CGPoint(x: rowX, y: rowY)))
            rowX += s.badgeSize.width + 6
            nodes.append(e.privacyButton(in: b))
        }
        if let stars = e.rating(c.ad.rating, origin: CGPoint(x: rowX, y: rowY + 2), height: 12) {
            nodes.append(stars)
        } else if var adv = e.label(.advertiserLabel, s.advertiserLabel, c.ad.advertiserName, origin: CGPoint(x: rowX, y: rowY),
                                    maxWidth: max(0, inner.maxX - rowX)) {
            adv.frame.origin.y = rowY + (s.badgeSize.height - adv.frame.height) / 2
            nodes.append(adv)
        }
        let ctaY = rowY + s.badgeSize.height + Self.gap
        var cta = e.cta(c.ad.ctaText, frame: CGRect(x: x, y: ctaY, width: inner.maxX - x, height: Self.ctaHeight))
        if case .text(var t) = cta.content { t.font.size = 14; cta.content = .text(t) }
        nodes.append(cta)
        return nodes
    }
}

import Foundation
import AdLayoutModel

/// Building blocks shared by the native templates: the attribution badge and privacy button,
/// the CTA button, the star rating, the price line and the media view.
public struct NativeElements: Sendable {
    /// Colours, fonts and attribution of the elements.
    public let style: NativeAdStyle
    /// Makes the label and image nodes.
    public let factory: ElementFactory
    let measurer: any TextMeasuring

    /// Elements styled by `style`, measuring with `measurer`.
    public init(style: NativeAdStyle, measurer: any TextMeasuring) {
        self.style = style; self.measurer = measurer; self.factory = ElementFactory(measurer: measurer)
    }

    /// The "광고" badge with its top-left at `origin`, its text centred (a clipped line would be
    /// drawn from the badge's left edge: the renderer aligns only lines laid out to a width).
    public func badge(at origin: CGPoint) -> LayoutNode {
        LayoutNode(kind: .adBadge, frame: CGRect(origin: origin, size: style.badgeSize),
                   box: BoxStyle(backgroundColor: style.badgeBackground, cornerRadius: 3),
                   content: .text(TextContent(string: style.badgeText, font: style.badgeFont, color: style.badgeTextColor,
                                              alignment: .center)))
    }

    /// The privacy ("i") button with its top-right corner `inset` inside `rect`'s top-right, the "i"
    /// centred in its circle (it was a clipped line, drawn at the circle's left edge, which cut it).
    public func privacyButton(in rect: CGRect, inset: CGFloat = 8) -> LayoutNode {
        let s = style.privacyButtonSize
        return LayoutNode(kind: .privacyButton, frame: CGRect(x: rect.maxX - inset - s, y: rect.minY + inset, width: s, height: s),
                          box: BoxStyle(backgroundColor: Color(argb: 0x4D00_0000), cornerRadius: s / 2),
                          content: .text(TextContent(string: "i", font: Font(size: 12, weight: .bold), color: .white,
                                                     alignment: .center)))
    }

    /// The media view (aspect-fill, rounded), with a play icon for videos; `nil` URL draws the placeholder.
    public func media(_ ad: NativeAd, frame: CGRect, cornerRadius: CGFloat) -> LayoutNode {
        var node = factory.image(.mediaView, ImageAttribute(width: frame.width, height: frame.height, cornerRadius: cornerRadius),
                                 source: ad.mediaUrl.map(ImageSource.init), frame: frame)
        if ad.mediaType == .video {
            let side = min(44, frame.height * 0.4)
            node.children.append(LayoutNode(kind: .playIcon,
                                            frame: CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                                            content: .image(ImageContent(source: ImageSource(.play), tint: .white))))
        }
        return node
    }

    /// The CTA button spanning `frame`.
    public func cta(_ text: String, frame: CGRect) -> LayoutNode {
        let b = style.ctaButton
        var box = BoxStyle(cornerRadius: b.cornerRadius, strokeColor: b.strokeColor, strokeWidth: b.strokeWidth)
        if case .color(let c)? = b.backgroundNormal { box.backgroundColor = c }
        return LayoutNode(kind: .ctaButton, frame: frame, box: box,
                          content: .text(TextContent(string: text, font: b.font, color: b.colorNormal, numberOfLines: 1,
                                                     alignment: .center, padding: b.inset)))
    }

    /// Width the CTA's text needs (plus its inset).
    public func ctaWidth(_ text: String) -> CGFloat {
        let b = style.ctaButton
        return measurer.measure(text, font: b.font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping).width
            .rounded(.up) + b.inset.horizontal
    }

    /// Five stars filled to `rating` (0–5), `height` tall, starting at `origin`; nil when there is no rating.
    public func rating(_ rating: Double?, origin: CGPoint, height: CGFloat) -> LayoutNode? {
        guard let rating else { return nil }
        let clamped = min(5, max(0, rating))
        return LayoutNode(kind: .ratingView, frame: CGRect(x: origin.x, y: origin.y, width: height * 5, height: height),
                          content: .image(ImageContent(source: ImageSource(.stars(clamped)), tint: style.ratingColor)))
    }

    /// A label of `attribute` with `text` at `origin`, at most `maxWidth` wide; nil for empty text.
    public func label(_ kind: NodeKind, _ attribute: LabelAttribute, _ text: String, origin: CGPoint, maxWidth: CGFloat,
                      strikethrough: Bool = false) -> LayoutNode? {
        guard !text.isEmpty else { return nil }
        let (size, metrics) = factory.labelSize(attribute, text: text, maxWidth: maxWidth)
        return factory.label(kind, attribute, text: text, frame: CGRect(origin: origin, size: size), strikethrough: strikethrough,
                             metrics: metrics)
    }

    /// Height of `lines` lines of `attribute`'s font.
    public func height(_ attribute: LabelAttribute, lines: Int? = nil) -> CGFloat {
        factory.lineHeight(attribute.font, lines: lines ?? max(1, attribute.numberOfLines))
    }

    /// The price line: the price struck through before the sale price when there is one.
    public func priceLine(_ ad: NativeAd, origin: CGPoint, maxWidth: CGFloat) -> [LayoutNode] {
        guard let price = ad.price, !price.isEmpty else { return [] }
        guard let sale = ad.salePrice, !sale.isEmpty else {
            return label(.priceLabel, style.priceLabel, price, origin: origin, maxWidth: maxWidth).map { [$0] } ?? []
        }
        var old = style.priceLabel
        old.font.weight = .regular
        old.color = style.advertiserLabel.color
        var nodes: [LayoutNode] = []
        let saleNode = label(.salePriceLabel, style.priceLabel, sale, origin: origin, maxWidth: maxWidth)
        if let saleNode { nodes.append(saleNode) }
        let x = (saleNode?.frame.maxX ?? origin.x) + 6
        if var oldNode = label(.priceLabel, old, price, origin: CGPoint(x: x, y: origin.y), maxWidth: max(0, maxWidth - (x - origin.x)),
                               strikethrough: true) {
            // Same baseline as the sale price: bottoms align for one-line labels of similar size.
            if let saleNode { oldNode.frame.origin.y = saleNode.frame.maxY - oldNode.frame.height }
            nodes.append(oldNode)
        }
        return nodes
    }
}

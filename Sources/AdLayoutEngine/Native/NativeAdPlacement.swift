import Foundation
import AdLayoutModel

/// One native ad placed in a frame: its size rule, template and web-ad label.
public struct NativeAdPlacement: Sendable {
    /// The template that draws the ad.
    public var template: any NativeAdTemplate
    /// The ad's assets.
    public var ad: NativeAd
    /// The template's colours, fonts and attribution.
    public var style: NativeAdStyle
    /// Delivered width; nil = the container's width.
    public var width: CGFloat?
    /// Delivered height; nil = the template's preferred height at the final width.
    public var height: CGFloat?
    /// Minimum and maximum width and height, applied after `width` and `height`.
    public var limits: SizeLimits
    /// The web-ad label above the creative ("annonce" by default); nil hides it.
    public var adLabel: String?
    /// Colour of the web-ad label (the theme's secondary text).
    public var adLabelColor: Color

    /// A placement of `ad` drawn by `template`.
    public init(template: any NativeAdTemplate, ad: NativeAd, style: NativeAdStyle = NativeAdStyle(), width: CGFloat? = nil,
                height: CGFloat? = nil, limits: SizeLimits = SizeLimits(), adLabel: String? = nil,
                adLabelColor: Color = Palette.light.secondaryText) {
        self.template = template; self.ad = ad; self.style = style; self.width = width; self.height = height
        self.limits = limits; self.adLabel = adLabel; self.adLabelColor = adLabelColor
    }

    /// The web-ad label's default text.
    public static let defaultAdLabel = NativeAdSpec.defaultAdLabel
    /// The web-ad label: 10 pt bold, secondary colour, centred, 5 pt above the creative.
    public static let adLabelFont = Font(size: 10, weight: .bold)
    /// Gap between the web-ad label and the creative, in points.
    public static let adLabelGap: CGFloat = 5

    /// The ad view's size in a container `containerWidth` wide: the delivered (or preferred) size,
    /// clamped by ``limits`` per axis with the maximum winning. The height is computed at the
    /// clamped width, so text wraps for the width the ad really gets.
    public func size(containerWidth: CGFloat, measurer: any TextMeasuring) -> CGSize {
        let w = SizeLimits.clamp(width ?? containerWidth, min: limits.minWidth, max: limits.maxWidth)
        let preferred = height ?? template.preferredHeight(width: w, ad: ad, style: style, measurer: measurer)
        return CGSize(width: w, height: SizeLimits.clamp(preferred, min: limits.minHeight, max: limits.maxHeight))
    }

    /// The label (if any) and the ad view, the label's top at `y`, centred in `container`.
    public func layout(in container: CGRect, y: CGFloat, measurer: any TextMeasuring) -> [LayoutNode] {
        let size = size(containerWidth: container.width, measurer: measurer)
        let x = (container.midX - size.width / 2).rounded()
        var top = y
        var nodes: [LayoutNode] = []
        if let adLabel {
            let attr = LabelAttribute(font: Self.adLabelFont, color: adLabelColor)
            let h = ElementFactory(measurer: measurer).lineHeight(attr.font)
            nodes.append(LayoutNode(kind: .adLabel, frame: CGRect(x: x, y: top, width: size.width, height: h),
                                    content: .text(TextContent(string: adLabel, font: attr.font, color: attr.color,
                                                               alignment: .center))))
            top += h + Self.adLabelGap
        }
        let frame = CGRect(x: x, y: top, width: size.width, height: size.height)
        nodes.append(Self.adView(template: template, ad: ad, style: style, frame: frame, measurer: measurer))
        return nodes
    }

    /// The `nativeAdView` node: the card box (clipping its assets) with the template's nodes.
    public static func adView(template: any NativeAdTemplate, ad: NativeAd, style: NativeAdStyle, frame: CGRect,
                              measurer: any TextMeasuring) -> LayoutNode {
        let context = NativeAdContext(ad: ad, bounds: frame, style: style, measurer: measurer)
        return LayoutNode(kind: .nativeAdView, frame: frame,
                          box: BoxStyle(backgroundColor: style.backgroundColor, cornerRadius: style.cornerRadius,
                                        strokeColor: style.strokeColor, strokeWidth: style.strokeWidth, clipsToBounds: true),
                          children: template.layout(context))
    }
}

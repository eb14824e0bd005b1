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
    public var ad: NativeAd
    /// The ad view's frame, absolute, in points.
    public var bounds: CGRect
    public var style: NativeAdStyle
    public var measurer: any TextMeasuring

    public init(ad: NativeAd, bounds: CGRect, style: NativeAdStyle, measurer: any TextMeasuring) {
        self.ad = ad; self.bounds = bounds; self.style = style; self.measurer = measurer
    }
}

/// Colours, fonts and attribution of native templates. Defaults follow the AdChain design
/// (badge "광고" 30×16, 10 pt medium, white on 50 % black, radius 3; privacy button 20×20 on 30 %
/// black; CTA 16 pt semibold, radius 8, white on systemBlue) and Google's templates (card with a
/// 1 pt #E0E0E0 stroke, secondary text #808080).
public struct NativeAdStyle: Sendable, Hashable {
    public var backgroundColor: Color = .white
    public var cornerRadius: CGFloat = 8
    public var strokeColor = Color(argb: 0xFFE0_E0E0)
    public var strokeWidth: CGFloat = 1
    public var titleLabel = LabelAttribute(font: Font(size: 16, weight: .semibold), color: Color(argb: 0xFF22_2222), numberOfLines: 2)
    public var bodyLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 14), color: Color(argb: 0xFF55_5555), numberOfLines: 2)
    public var advertiserLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 12), color: Color(argb: 0xFF80_8080))
    public var priceLabel = LabelAttribute(font: Font(size: 14, weight: .bold), color: Color(argb: 0xFF22_2222))
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
    public var badgeSize = CGSize(width: 30, height: 16)
    public var badgeFont = Font(size: 10, weight: .medium)
    public var badgeTextColor = Color.white
    public var badgeBackground = Color(argb: 0x8000_0000)
    public var privacyButtonSize: CGFloat = 20
    public var ratingColor = Color(argb: 0xFFFF_B400)
    public var showsAttribution = true
    /// Padding inside the card.
    public var padding: CGFloat = 12

    public init() {}
}

/// Node kinds of native ads.
extension NodeKind {
    public static let nativeAdView: NodeKind = "nativeAdView"
    public static let mediaView: NodeKind = "mediaView"
    public static let bodyLabel: NodeKind = "bodyLabel"
    public static let ctaButton: NodeKind = "ctaButton"
    public static let advertiserLabel: NodeKind = "advertiserLabel"
    public static let ratingView: NodeKind = "ratingView"
    public static let priceLabel: NodeKind = "priceLabel"
    public static let salePriceLabel: NodeKind = "salePriceLabel"
    public static let adBadge: NodeKind = "adBadge"
    public static let privacyButton: NodeKind = "privacyButton"
    public static let adLabel: NodeKind = "adLabel"
    public static let playIcon: NodeKind = "playIcon"
}

import Foundation
import AdLayoutModel

/// A native-ad template plugin: how tall it wants to be at a width, and where its assets go.
///
/// Built-in templates (`native-small`, `native-medium`, `native-feed`, `native-banner`) use this
/// protocol; register your own with `TnkLayout.registerNativeTemplate(_:)`. Every template is
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

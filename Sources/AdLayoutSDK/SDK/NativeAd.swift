import Foundation

/// A native ad's assets (the AdChain design; docs/fidelity/sdk-sources.md, "Screen parts"): what a native template shows.
public struct NativeAd: Sendable, Hashable {
    /// Whether the media is a still image or a video (videos need a larger media view).
    public enum MediaType: Int, Sendable, Hashable, CaseIterable, NamedCase {
        /// `image`: a still picture; `video`: its poster frame (`mediaUrl`) with a play icon over it.
        case image = 0, video = 1
    }

    /// Headline, styled by ``NativeAdStyle/titleLabel``.
    public var title: String = ""
    /// The body text.
    public var description: String = ""
    /// Icon image path, relative to the document; nil leaves the icon out (native-banner shows the media).
    public var iconUrl: String? = nil
    /// Media image path (a video's poster frame), relative to the document; nil draws the placeholder.
    public var mediaUrl: String? = nil
    /// Whether the media is a still or a video; videos get a play icon.
    public var mediaType: MediaType = .image
    /// Call-to-action text of the button, e.g. "지금 설치".
    public var ctaText: String = ""
    /// Advertiser, shown next to the "광고" badge.
    public var advertiserName: String = ""
    /// Star rating 0–5; nil hides the rating view.
    public var rating: Double? = nil
    /// Price with its currency, e.g. "12,000원".
    public var price: String? = nil
    /// Sale price; when present the price is shown struck through before it.
    public var salePrice: String? = nil

    /// An ad with no assets.
    public init() {}

    /// An ad with the given assets.
    public init(title: String, description: String = "", iconUrl: String? = nil, mediaUrl: String? = nil,
                mediaType: MediaType = .image, ctaText: String = "", advertiserName: String = "",
                rating: Double? = nil, price: String? = nil, salePrice: String? = nil) {
        self.title = title; self.description = description; self.iconUrl = iconUrl; self.mediaUrl = mediaUrl
        self.mediaType = mediaType; self.ctaText = ctaText; self.advertiserName = advertiserName
        self.rating = rating; self.price = price; self.salePrice = salePrice
    }
}

/// Optional size limits of an ad (the web-ad rule): per axis the minimum is applied, then the
/// maximum, so a maximum wins over a minimum. The design writes this as
/// `min(max(v, min ?? v), max ?? v)`; read literally, that drops a minimum when no maximum is
/// set, so each bound that is given is applied on its own.
public struct SizeLimits: Sendable, Hashable {
    /// Smallest width in points; nil sets none.
    public var minWidth: CGFloat?
    /// Largest width in points; nil sets none. Wins over ``minWidth``.
    public var maxWidth: CGFloat?
    /// Smallest height in points; nil sets none.
    public var minHeight: CGFloat?
    /// Largest height in points; nil sets none. Wins over ``minHeight``.
    public var maxHeight: CGFloat?

    /// Limits with the given bounds; none by default.
    public init(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil) {
        self.minWidth = minWidth; self.maxWidth = maxWidth; self.minHeight = minHeight; self.maxHeight = maxHeight
    }

    /// `value` clamped between `minimum` and `maximum`, the maximum winning.
    public static func clamp(_ value: CGFloat, min minimum: CGFloat?, max maximum: CGFloat?) -> CGFloat {
        var v = value
        if let minimum { v = Swift.max(v, minimum) }
        if let maximum { v = Swift.min(v, maximum) }
        return v
    }

    /// `size` clamped on both axes.
    public func clamp(_ size: CGSize) -> CGSize {
        CGSize(width: Self.clamp(size.width, min: minWidth, max: maxWidth),
               height: Self.clamp(size.height, min: minHeight, max: maxHeight))
    }
}

import Foundation

// Reading native ads: the `ads` of a native frame and the `native` object of offerwall items.

extension DocumentDecoder {
    static let nativeAdKeys = ["title", "description", "iconUrl", "mediaUrl", "mediaType", "ctaText", "advertiserName",
                               "rating", "price", "salePrice"]

    /// A ``NativeAd`` object.
    static func nativeAd(_ c: Cursor) -> NativeAd? {
        guard let o = c.object(allowing: nativeAdKeys) else { return nil }
        var ad = NativeAd()
        if let v = o["title"], let s = v.string { ad.title = s }
        if let v = o["description"], let s = v.string { ad.description = s }
        if let v = o["iconUrl"], let s = v.string { ad.iconUrl = s }
        if let v = o["mediaUrl"], let s = v.string { ad.mediaUrl = s }
        if let v = o["mediaType"], let t = v.named(NativeAd.MediaType.self, what: "media type") { ad.mediaType = t }
        if let v = o["ctaText"], let s = v.string { ad.ctaText = s }
        if let v = o["advertiserName"], let s = v.string { ad.advertiserName = s }
        if let v = o["rating"], let n = v.number {
            if n.isFinite && n >= 0 && n <= 5 { ad.rating = n } else { v.fail(.invalidValue, "expected a rating of 0…5, found \(v.found)") }
        }
        if let v = o["price"], let s = v.string { ad.price = s }
        if let v = o["salePrice"], let s = v.string { ad.salePrice = s }
        return ad
    }

    static let nativeStyleKeys = ["backgroundColor", "cornerRadius", "strokeColor", "strokeWidth", "titleLabel", "bodyLabel",
                                  "advertiserLabel", "priceLabel", "ctaButton", "badgeText", "ratingColor", "padding"]

    /// A ``NativeAdStyle`` patch.
    static func nativeStyle(_ c: Cursor, base: NativeAdStyle) -> NativeAdStyle {
        guard let o = c.object(allowing: nativeStyleKeys) else { return base }
        var s = base
        if let v = o["backgroundColor"], let x = v.color { s.backgroundColor = x }
        if let v = o["cornerRadius"], let x = v.nonNegative { s.cornerRadius = x }
        if let v = o["strokeColor"], let x = v.color { s.strokeColor = x }
        if let v = o["strokeWidth"], let x = v.nonNegative { s.strokeWidth = x }
        if let v = o["titleLabel"], let x = v.label(base: s.titleLabel) { s.titleLabel = x }
        if let v = o["bodyLabel"], let x = v.label(base: s.bodyLabel) { s.bodyLabel = x }
        if let v = o["advertiserLabel"], let x = v.label(base: s.advertiserLabel) { s.advertiserLabel = x }
        if let v = o["priceLabel"], let x = v.label(base: s.priceLabel) { s.priceLabel = x }
        if let v = o["ctaButton"], let x = v.button(base: s.ctaButton) { s.ctaButton = x }
        if let v = o["badgeText"], let x = v.string { s.badgeText = x }
        if let v = o["ratingColor"], let x = v.color { s.ratingColor = x }
        if let v = o["padding"], let x = v.nonNegative { s.padding = x }
        return s
    }

    static let nativePlacementKeys = ["template", "ad", "style", "attribution", "adLabel", "width", "height",
                                      "minWidth", "maxWidth", "minHeight", "maxHeight"]

    /// One entry of a native frame's `ads`.
    static func nativePlacement(_ c: Cursor) -> NativeAdSpec? {
        guard let o = c.object(allowing: nativePlacementKeys) else { return nil }
        guard let tc = o.required("template", "a native template name"), let template = tc.string,
              let ac = o.required("ad", "the ad's assets"), let ad = nativeAd(ac) else { return nil }
        var spec = NativeAdSpec(template: template, ad: ad, style: NativeAdStyle(), width: nil, height: nil,
                                limits: SizeLimits(), adLabel: nil, path: c.path, location: c.location)
        if let v = o["style"] { spec.style = nativeStyle(v, base: spec.style) }
        if let v = o["attribution"], let b = v.bool { spec.style.showsAttribution = b }
        if let v = o["adLabel"] {
            switch v.node.value {
            case .bool(let b): spec.adLabel = b ? NativeAdPlacement.defaultAdLabel : nil
            case .string(let s): spec.adLabel = s
            default: v.typeMismatch("true, false or the label text")
            }
        }
        func size(_ key: String) -> CGFloat? {
            guard let v = o[key], let n = v.nonNegative else { return nil }
            guard n >= 1, n <= 4000 else { v.fail(.invalidValue, "expected a size of 1…4000 points, found \(v.found)"); return nil }
            return n
        }
        spec.width = size("width")
        spec.height = size("height")
        spec.limits = SizeLimits(minWidth: size("minWidth"), maxWidth: size("maxWidth"),
                                 minHeight: size("minHeight"), maxHeight: size("maxHeight"))
        return spec
    }
}

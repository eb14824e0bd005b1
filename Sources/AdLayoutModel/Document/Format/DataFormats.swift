import Foundation

/// Formats of a document's data: ads, native ads and their placement, sections, menus, devices.
extension Formats {
    /// An ad of a section (`AdListItem`). Read straight into the value, key by key.
    static let adItem = ObjectFormat<AdListItem>("AdListItem", "One ad (the SDK's AdItem / AdListItem fields).",
                                                 defaults: AdListItem(), fields: [
        .value("appId", \.appId, .integer(FormatLimits.adNumber), "The ad's id."),
        .value("actionId", \.actionId, .integer(FormatLimits.adNumber), "0 CPI, 1 CPE, 2 CPA, 3 CPV, 4 CPC, 5 CPS."),
        .value("appName", \.appName, .text, "The title."),
        .optional("iconUrl", \.iconUrl, .imagePath, "Icon image, relative to the document."),
        .optional("imageUrl", \.imageUrl, .imagePath, "Feed image, relative to the document."),
        .value("pointUnit", \.pointUnit, .text, "Point unit, e.g. \"골드\"."),
        .optional("corpDesc", \.corpDesc, .text, "The advertiser."),
        .value("cmpnDesc", \.cmpnDesc, .text, "How to take part, e.g. \"참여하면\"."),
        .value("pointValue", \.pointValue, .integer(FormatLimits.adNumber), "Points."),
        .optional("pointText", \.pointText, .text, "Formatted points; derived from pointValue when absent."),
        .value("multiReward", \.multiReward, .bool, "A multi-reward campaign."),
        .value("favorite", \.favorite, .bool, "Marked as a favourite (filled heart)."),
        .value("state", \.state, .named("ad state"), "The ad's state; non-normal states show the SDK's messages."),
        .value("adType", \.adType, .integer(FormatLimits.adNumber), "The SDK's ad type."),
        .value("filterId", \.filterId, .integer(FormatLimits.adNumber), "The filter the ad belongs to."),
        .value("originalPointAmount", \.originalPointAmount, .integer(FormatLimits.adNumber),
               "Original points during a 2× event (0: no event)."),
        .value("multiJoin", \.multiJoin, .bool, "Joined several times."),
        .value("productPrice", \.productPrice, .integer(FormatLimits.adNumber), "Shopping: the price in won."),
        .value("originalProductPrice", \.originalProductPrice, .integer(FormatLimits.adNumber), "Shopping: the price before discount."),
        .optional("productPriceText", \.productPriceText, .text, "Shopping: the price as shown; derived when absent."),
        .optional("discountPercent", \.discountPercent, .text, "Shopping: the discount, \"22\" or \"22%\"."),
        .value("missionsDone", \.missionsDone, .integer(FormatLimits.adNumber), "Multi-reward progress: missions done."),
        .value("missionCount", \.missionCount, .integer(FormatLimits.adNumber), "Multi-reward progress: missions in all."),
        .optional("native", \.native, .nativeAd, "A native ad, for sections whose view is a native template."),
    ], fastApply: readAdField)

    /// The hot keys of ads, read without the generic closures (positions as in the list above).
    private static func readAdField(_ i: Int, _ c: Cursor, _ ad: inout AdListItem) -> Bool {
        switch i {
        case 2: if let s = c.text { ad.appName = s }
        case 3: if c.isNull { ad.iconUrl = nil } else if let s = c.imageSource { ad.iconUrl = s.path }
        case 4: if c.isNull { ad.imageUrl = nil } else if let s = c.imageSource { ad.imageUrl = s.path }
        case 5: if let s = c.text { ad.pointUnit = s }
        case 7: if let s = c.text { ad.cmpnDesc = s }
        case 8: if let n = c.integer(in: FormatLimits.adNumber) { ad.pointValue = n }
        case 12:
            // A state by name; numbers and unknown names take the generic reader (and its messages).
            guard c.kind == .string, let state = adState(named: c) else { return false }
            ad.state = state
        default: return false
        }
        return true
    }

    /// The state the string at `c` names, found without making a string or a list of the cases
    /// (as `NamedCase.named` does).
    private static func adState(named c: Cursor) -> AdState? {
        for (state, name) in adStateNames where c.tape.stringEquals(c.index, name) { return state }
        return nil
    }

    /// Each state's name, looked up once: this runs for every ad (`NamedCase.name` goes through a
    /// locked table, 25 % of decoding 200,000 ads when called here, measured).
    private static let adStateNames = AdState.allCases.map { ($0, $0.name) }

    /// A native ad's assets.
    static let nativeAd = ObjectFormat<NativeAd>("NativeAd", "A native ad's assets.", defaults: NativeAd(), fields: [
        .value("title", \.title, .text, "Headline."),
        .value("description", \.description, .text, "Body text."),
        .optional("iconUrl", \.iconUrl, .imagePath, "Icon image."),
        .optional("mediaUrl", \.mediaUrl, .imagePath, "Media image (a video's poster frame)."),
        .value("mediaType", \.mediaType, .named("media type"), "Image or video media."),
        .value("ctaText", \.ctaText, .text, "Call to action."),
        .value("advertiserName", \.advertiserName, .text, "Advertiser."),
        .optional("rating", \.rating, .rating, "Star rating 0…5."),
        .optional("price", \.price, .text, "Price with its currency."),
        .optional("salePrice", \.salePrice, .text, "Sale price; the price is struck through before it."),
    ])

    /// A native template's style.
    static let nativeStyle = ObjectFormat<NativeAdStyle>("NativeAdStyle", "Colours and fonts of a native template.",
                                                         defaults: NativeAdStyle(), fields: [
        .value("backgroundColor", \.backgroundColor, .color, "Card background."),
        .value("cornerRadius", \.cornerRadius, .length, "Card corner radius."),
        .value("strokeColor", \.strokeColor, .color, "Card border colour."),
        .value("strokeWidth", \.strokeWidth, .length, "Card border width."),
        .object("titleLabel", \.titleLabel, label, "Headline."),
        .object("bodyLabel", \.bodyLabel, label, "Body text."),
        .object("advertiserLabel", \.advertiserLabel, label, "Advertiser."),
        .object("priceLabel", \.priceLabel, label, "Price."),
        .object("ctaButton", \.ctaButton, button, "Call-to-action button."),
        .value("badgeText", \.badgeText, .text, "Text of the attribution badge."),
        .value("ratingColor", \.ratingColor, .color, "Colour of the stars."),
        .value("padding", \.padding, .length, "Padding inside the card."),
    ])

    /// A section header's texts.
    static let header = ObjectFormat<SectionHeaderSpec>("SectionHeader", "The section header's texts.",
                                                        defaults: nil, required: ["title"], fields: [
        .value("title", \.title, .text, "The header title."),
        .optional("desc", \.desc, .text, "The line under the title."),
    ])

    /// A section footer's button.
    static let footer = ObjectFormat<SectionFooterSpec>("SectionFooter", "The section footer (AdSectionFooterView).",
                                                        defaults: nil, required: ["title"], fields: [
        .value("title", \.title, .text, "The footer button's title, e.g. \"더보기\"."),
    ])
}

extension ValueReader where Value == String {
    /// An image path (relative to the document, or `asset:<name>`).
    static let imagePath = ValueReader(.imagePath, json: { JSONText.string($0) }) { c in c.imageSource?.path }
}

extension ValueReader where Value == Double {
    /// A star rating 0…5.
    static let rating = ValueReader(.number(FormatLimits.rating), json: { ExpressionFormatting.number($0) }) { c in
        c.number(in: FormatLimits.rating).map(Double.init)
    }
}

extension ValueReader where Value == NativeAd {
    /// A native ad object.
    static let nativeAd = ValueReader(.reference("NativeAd")) { c in Formats.nativeAd.decode(c, base: NativeAd()) }
}

extension Cursor {
    /// A text of at most ``/AdLayoutSDK/FormatLimits/textLength`` characters (``ValueReader/text``).
    var text: String? {
        guard let s = string else { return nil }
        // UTF-8 bytes bound the characters from above: count them only when it can matter.
        guard s.utf8.count <= FormatLimits.textLength || s.unicodeScalars.count <= FormatLimits.textLength else {
            fail(.invalidValue, "expected a text of at most \(FormatLimits.textLength) characters, found \(s.unicodeScalars.count)")
            return nil
        }
        return s
    }

}

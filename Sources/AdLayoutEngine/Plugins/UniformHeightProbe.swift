import Foundation
import AdLayoutModel

/// The stand-in content that fixes a section's uniform item height.
///
/// Items of a section share one size, so a view's height must not depend on the ad it shows:
/// views measure this content instead, which fills every line a label may show and has every
/// optional part (original point, price, discount, native assets).
public enum UniformHeightProbe {
    /// `lines` lines of text with the tallest Hangul and Latin extents ("가Ag" per line).
    public static func text(lines: Int) -> String {
        Array(repeating: "가Ag", count: max(1, lines)).joined(separator: "\n")
    }

    /// An ad whose title fills any number of lines, with a desc, points, price and discount.
    public static let adItem: AdListItem = {
        var item = AdListItem(appName: String(repeating: "가나다라마바사 ", count: 40), pointValue: 10_000, pointUnit: "골드",
                              cmpnDesc: "구매하면")
        item.originalPointAmount = 0
        item.productPrice = 10_000
        item.discountPercent = "10"
        return item
    }()

    /// A native ad with every asset.
    public static let nativeAd = NativeAd(title: "가", description: "가", iconUrl: "i", mediaUrl: "m", ctaText: "가",
                                          advertiserName: "가", rating: 5, price: "1", salePrice: nil)
}

import Foundation

/// One ad as the list shows it: the SDK's `AdItem` / `AdInfoItem` / `AdListItem` fields in one value.
public struct AdListItem: Sendable, Hashable {
    // BaseAdItem
    /// The ad's id (BaseAdItem); kept for the API, nothing is drawn from it.
    public var appId: Int = 0
    /// 0 CPI, 1 CPE, 2 CPA, 3 CPV, 4 CPC, 5 CPS.
    public var actionId: Int = 0
    // AdItem
    /// The title the item views show: the app's or the product's name.
    public var appName: String = ""
    /// Icon image path (relative to the document) or nil.
    public var iconUrl: String? = nil
    /// Feed image path (relative to the document) or nil.
    public var imageUrl: String? = nil
    // AdInfoItem
    /// Point unit, e.g. "골드".
    public var pointUnit: String = ""
    /// The advertiser (AdInfoItem); templates can show it (`corpDesc`), the built-in views do not.
    public var corpDesc: String? = nil
    /// How to take part, e.g. "참여하면".
    public var cmpnDesc: String = ""
    /// Points the ad pays; shown in the layout's `pointNumberStyle` unless ``pointText`` is given.
    public var pointValue: Int = 0
    /// Formatted point; derived from ``pointValue`` when nil.
    public var pointText: String? = nil
    /// A multi-reward campaign: its amount is its best total, prefixed "최대 ".
    public var multiReward: Bool = false
    /// Marked as a favourite: the shopping views' heart shows `heart_on` instead of `heart_off`.
    public var favorite: Bool = false
    /// Participation state; anything but `normal` replaces the desc and point with the SDK's message.
    public var state: AdState = .normal
    // AdListItem
    /// The SDK's ad type (AdListItem); kept for the API, nothing is drawn from it.
    public var adType: Int = 0
    /// The filter tab the ad belongs to; kept for the API, nothing is drawn from it.
    public var filterId: Int = 0
    /// Original point during a 2× event (0 = no event).
    public var originalPointAmount: Int = 0
    /// The user has joined this multi-reward campaign; kept for the API, nothing is drawn from it.
    public var multiJoin: Bool = false
    // CPS
    /// Shopping: the price in won, shown as "20,000원" unless ``productPriceText`` is given.
    public var productPrice: Int = 0
    /// Shopping: the price before the discount; kept for the API, nothing is drawn from it.
    public var originalProductPrice: Int = 0
    /// Shopping: the price as shown ("19,900원"); derived from ``productPrice`` when nil.
    public var productPriceText: String? = nil
    /// Shopping: the discount, "22" or "22%", drawn as "22%" after the price; nil, empty or "0" hides it.
    public var discountPercent: String? = nil
    /// The keys the ad was written with (paths in diagnostics and frames name its fields so).
    public var keyStyle: AdItemKeyStyle = .document

    /// An empty ad: no texts or images, 0 points, `normal` state.
    public init() {}

    /// An ad with the fields the list rows show; every other field keeps its default.
    public init(appName: String, pointValue: Int, pointUnit: String = "", cmpnDesc: String = "",
                iconUrl: String? = nil, imageUrl: String? = nil, state: AdState = .normal) {
        self.appName = appName; self.pointValue = pointValue; self.pointUnit = pointUnit
        self.cmpnDesc = cmpnDesc; self.iconUrl = iconUrl; self.imageUrl = imageUrl; self.state = state
    }

    /// Multi-reward progress: missions done (MultiRewardAdListItemView).
    public var missionsDone: Int = 0
    /// Multi-reward progress: missions in all.
    public var missionCount: Int = 0
    /// A native ad shown by a native template registered as the section's view (AdLayout extension).
    public var native: NativeAd? {
        get { nativeStorage?.ad }
        set { nativeStorage = newValue.map(NativeAdBox.init) }
    }
    // Boxed: few ads have one, and inline it would double the size of every ad.
    private var nativeStorage: NativeAdBox? = nil

    /// The point text shown: ``pointText`` if given, else ``pointValue`` with comma grouping.
    public var displayPointText: String { pointText ?? PointFormatter.grouped(pointValue) }

    /// The point text in `style`: ``pointText`` if given, else ``pointValue`` formatted.
    public func pointText(_ style: PointNumberStyle) -> String {
        pointText ?? PointFormatter.format(pointValue, style: style)
    }

    /// "20,000원": ``productPriceText`` if given, else ``productPrice`` grouped with the won sign.
    public var displayPriceText: String { productPriceText ?? PointFormatter.grouped(productPrice) + "원" }
}

/// The SDK's `AdItem`: this project keeps one ad value type.
public typealias AdItem = AdListItem

/// How point numbers are written.
public enum PointNumberStyle: Int, Sendable, Hashable, CaseIterable, NamedCase {
    /// 49000 → "49,000".
    case grouped = 0
    /// 49000 → "4만 9,000", 10000 → "1만" (the shopping screens' style).
    case koreanUnits = 1
}

/// Point number formatting.
public enum PointFormatter {
    /// 1000 → "1,000".
    public static func grouped(_ value: Int) -> String {
        let digits = Array(String(value.magnitude).utf8)
        guard digits.count > 3 else { return value < 0 ? "-" + String(value.magnitude) : String(value.magnitude) }
        var out: [UInt8] = value < 0 ? [0x2D] : []
        out.reserveCapacity(digits.count + digits.count / 3 + 1)
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(0x2C) }
            out.append(d)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// 10000 → "1만", 49000 → "4만 9,000", 123456789 → "1억 2,345만 6,789"; below 10,000 as ``grouped(_:)``.
    public static func koreanUnits(_ value: Int) -> String {
        guard value.magnitude >= 10_000 else { return grouped(value) }
        var rest = Int(value.magnitude)
        var parts: [String] = []
        let eok = rest / 100_000_000
        rest %= 100_000_000
        let man = rest / 10_000
        rest %= 10_000
        if eok > 0 { parts.append(grouped(eok) + "억") }
        if man > 0 { parts.append(grouped(man) + "만") }
        if rest > 0 { parts.append(grouped(rest)) }
        return (value < 0 ? "-" : "") + parts.joined(separator: " ")
    }

    /// `value` in `style`.
    public static func format(_ value: Int, style: PointNumberStyle) -> String {
        style == .grouped ? grouped(value) : koreanUnits(value)
    }
}

/// An immutable box holding a ``NativeAd`` out of line.
final class NativeAdBox: Sendable, Hashable {
    let ad: NativeAd
    init(_ ad: NativeAd) { self.ad = ad }
    static func == (a: NativeAdBox, b: NativeAdBox) -> Bool { a.ad == b.ad }
    func hash(into hasher: inout Hasher) { hasher.combine(ad) }
}

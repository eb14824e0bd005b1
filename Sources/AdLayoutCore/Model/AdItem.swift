import Foundation

/// One ad as the list shows it: the SDK's `AdItem` / `AdInfoItem` / `AdListItem` fields in one value.
public struct AdListItem: Sendable, Hashable {
    // BaseAdItem
    public var appId: Int = 0
    /// 0 CPI, 1 CPE, 2 CPA, 3 CPV, 4 CPC, 5 CPS.
    public var actionId: Int = 0
    // AdItem
    public var appName: String = ""
    /// Icon image path (relative to the document) or nil.
    public var iconUrl: String? = nil
    /// Feed image path (relative to the document) or nil.
    public var imageUrl: String? = nil
    // AdInfoItem
    /// Point unit, e.g. "골드".
    public var pointUnit: String = ""
    public var corpDesc: String? = nil
    /// How to take part, e.g. "참여하면".
    public var cmpnDesc: String = ""
    public var pointValue: Int = 0
    /// Formatted point; derived from ``pointValue`` when nil.
    public var pointText: String? = nil
    public var multiReward: Bool = false
    public var favorite: Bool = false
    public var state: AdState = .normal
    // AdListItem
    public var adType: Int = 0
    public var filterId: Int = 0
    /// Original point during a 2× event (0 = no event).
    public var originalPointAmount: Int = 0
    public var multiJoin: Bool = false
    // CPS
    public var productPrice: Int = 0
    public var originalProductPrice: Int = 0
    public var productPriceText: String? = nil
    public var discountPercent: String? = nil

    public init() {}

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
    public var name: String { self == .grouped ? "grouped" : "koreanUnits" }
}

/// Point number formatting.
public enum PointFormatter {
    /// 1000 → "1,000".
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return value < 0 ? "-" + out : out
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

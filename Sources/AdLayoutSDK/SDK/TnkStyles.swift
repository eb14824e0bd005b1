import Foundation
import Synchronization

/// The theme and element styles a layout starts from.
///
/// A document's styles are a value passed to each layout it makes
/// (``AdListItemViewLayout/init(styles:)``), so concurrent renders of different documents never
/// see each other's styles. ``shared`` is the SDK's familiar global, read only by the SDK's
/// conveniences for an app's own Swift (``AdListItemViewLayout/init()``), never while a document resolves.
public struct TnkStyles: Sendable, Hashable {
    /// Element styles every new layout starts from (the SDK's `TnkStyles.shared.adListItem`).
    public var adListItem: AdListItemStyle
    /// `offerwallTheme` (v5.95): light or dark colours. Set it through ``init(theme:)`` so the
    /// element styles start from the theme's palette.
    public private(set) var offerwallTheme: OfferwallTheme

    /// Styles with the defaults of `theme`.
    public init(theme: OfferwallTheme = .light) {
        offerwallTheme = theme
        adListItem = AdListItemStyle(palette: .of(theme))
    }

    /// The semantic colours of ``offerwallTheme``.
    public var palette: Palette { .of(offerwallTheme) }

    private static let storage = Mutex(TnkStyles())

    /// The process-wide styles (the SDK's `TnkStyles.shared`): what ``AdListItemViewLayout/init()``
    /// and `TnkLayout()` start from.
    public static var shared: TnkStyles {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

/// Light or dark appearance of the offerwall.
public enum OfferwallTheme: Int, Sendable, Hashable, CaseIterable, NamedCase {
    /// `system` and `unspecified` render as `light`, as a device in light mode would.
    case light = 0, dark = 1, system = 2, unspecified = 3
}

/// The element styles of `TnkStyles.adListItem`; same names and meaning as on ``AdListItemViewLayout``.
public struct AdListItemStyle: Sendable, Hashable {
    /// Defaults of the light palette.
    public init() { self.init(palette: .light) }

    /// Defaults with `palette`'s colours.
    public init(palette p: Palette) {
        titleLabel.color = p.title
        descLabel.color = p.primary.withAlphaComponent(0.6)
        pointAmountLabel.color = p.primary
        pointUnitLabel.color = p.primary.withAlphaComponent(0.7)
        headerTitleLabel.color = p.headerTitle
        headerDescLabel.color = p.secondaryText
        discountRateLabel.color = p.primary
        productPriceLabel.color = p == .dark ? p.title : productPriceLabel.color
        orderNumberLabel.color = p == .dark ? p.title : orderNumberLabel.color
        if p == .dark {
            pointAmountDisabledColor = p.pointDisabled
            pointAmountConfirmColor = p.primary
            iconImage.strokeColor = Color(argb: 0x26FF_FFFF)
            feedImage.strokeColor = Color(argb: 0x26FF_FFFF)
        }
    }

    /// The icon: ``TnkDefaults/iconImage`` (72 × 72 pt, corner 8).
    public var iconImage = TnkDefaults.iconImage
    /// The feed image: ``TnkDefaults/feedImage`` (content width, corner 8).
    public var feedImage = TnkDefaults.feedImage
    /// The title: ``TnkDefaults/titleLabel`` (14 pt, the palette's title colour).
    public var titleLabel = TnkDefaults.titleLabel
    /// The desc: ``TnkDefaults/descLabel`` (14 pt medium, primary at 60 %).
    public var descLabel = TnkDefaults.descLabel
    /// The struck-through original point of a 2× event: ``TnkDefaults/descPointLabel``.
    public var descPointLabel = TnkDefaults.descPointLabel
    /// The point amount: ``TnkDefaults/pointAmountLabel`` (15 pt semibold, primary).
    public var pointAmountLabel = TnkDefaults.pointAmountLabel
    /// The point unit: ``TnkDefaults/pointUnitLabel`` (10 pt medium, primary at 70 %).
    public var pointUnitLabel = TnkDefaults.pointUnitLabel
    /// The circled-P point icon: ``TnkDefaults/pointIconImage`` (16 × 16 pt).
    public var pointIconImage = TnkDefaults.pointIconImage
    /// Format of the amount text; `{point}` and `{unit}` are replaced.
    /// Default `"{point}"`, the unit drawn by its own label.
    public var pointAmountFormat = "{point}"
    /// Whether the point unit shows after the amount.
    public var pointUnitVisible = true
    /// `.gray` in the guide's generation.
    public var pointAmountDisabledColor = Color.gray
    /// `.blue` in the guide's generation.
    public var pointAmountConfirmColor = Color.blue
    /// A date line (the SDK's v5.73 interface): 11 pt #999999; no built-in view draws it.
    public var dateLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 11), color: Color(argb: 0xFF99_9999))
    /// A status line (the SDK's v5.73 interface): 11 pt #999999; no built-in view draws it.
    public var statusLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 11), color: Color(argb: 0xFF99_9999))
    /// Shopping price: ``TnkDefaults/productPriceLabel`` (16 pt semibold #2E2E2E).
    public var productPriceLabel = TnkDefaults.productPriceLabel
    /// Shopping discount rate: ``TnkDefaults/discountRateLabel`` (16 pt semibold, primary).
    public var discountRateLabel = TnkDefaults.discountRateLabel
    /// The heart on product images: 32 × 32 pt (the Android sample's size).
    public var favoriteButton: ButtonAttribute = {
        var b = ButtonAttribute()
        b.width = 32; b.height = 32
        return b
    }()
    /// Rank numbers of ranked rows: ``TnkDefaults/orderNumberLabel`` (19 pt italic).
    public var orderNumberLabel = TnkDefaults.orderNumberLabel
    /// Section header title: ``TnkDefaults/headerTitleLabel`` (16 pt regular).
    public var headerTitleLabel = TnkDefaults.headerTitleLabel
    /// Section header desc: ``TnkDefaults/headerDescLabel`` (13 pt, secondary text).
    public var headerDescLabel = TnkDefaults.headerDescLabel
}

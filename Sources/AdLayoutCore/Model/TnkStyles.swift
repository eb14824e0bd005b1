import Foundation
import Synchronization

/// Global element styles, applied to every ``AdListItemViewLayout`` created after they are set.
///
/// `TnkStyles.shared` is the SDK's familiar facade. Renders never read it directly: a document's
/// styles are installed for the duration of its resolution with ``withScoped(_:_:)``, so
/// concurrent renders of different documents do not see each other's styles.
public struct TnkStyles: Sendable, Hashable {
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
    @TaskLocal private static var scoped: TnkStyles?

    /// The process-wide styles (the SDK's `TnkStyles.shared`).
    public static var shared: TnkStyles {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// The styles new layouts start from: the scoped ones if any, else ``shared``.
    public static var current: TnkStyles { scoped ?? shared }

    /// Runs `body` with `styles` as ``current`` for this task only.
    public static func withScoped<R>(_ styles: TnkStyles, _ body: () throws -> R) rethrows -> R {
        try $scoped.withValue(styles, operation: body)
    }
}

/// Light or dark appearance of the offerwall.
public enum OfferwallTheme: Int, Sendable, Hashable, CaseIterable, NamedCase {
    case light = 0, dark = 1, system = 2, unspecified = 3
    public var name: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .system: "system"
        case .unspecified: "unspecified"
        }
    }
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

    public var iconImage = TnkDefaults.iconImage
    public var feedImage = TnkDefaults.feedImage
    public var titleLabel = TnkDefaults.titleLabel
    public var descLabel = TnkDefaults.descLabel
    public var descPointLabel = TnkDefaults.descPointLabel
    public var pointAmountLabel = TnkDefaults.pointAmountLabel
    public var pointUnitLabel = TnkDefaults.pointUnitLabel
    public var pointIconImage = TnkDefaults.pointIconImage
    public var pointAmountFormat = "{point}"
    public var pointUnitVisible = true
    /// `.gray` in the guide's generation.
    public var pointAmountDisabledColor = Color.gray
    /// `.blue` in the guide's generation.
    public var pointAmountConfirmColor = Color.blue
    public var dateLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 11), color: Color(argb: 0xFF99_9999))
    public var statusLabel = LabelAttribute(font: TnkFonts.getFont(ofSize: 11), color: Color(argb: 0xFF99_9999))
    public var productPriceLabel = TnkDefaults.productPriceLabel
    public var discountRateLabel = TnkDefaults.discountRateLabel
    public var favoriteButton: ButtonAttribute = {
        var b = ButtonAttribute()
        b.width = 32; b.height = 32
        return b
    }()
    public var orderNumberLabel = TnkDefaults.orderNumberLabel
    public var headerTitleLabel = TnkDefaults.headerTitleLabel
    public var headerDescLabel = TnkDefaults.headerDescLabel
}

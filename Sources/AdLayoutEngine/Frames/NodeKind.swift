import AdLayoutModel
/// What a laid-out node is, named after the API's elements (`titleLabel`, `divider`…).
///
/// An open set: plugins may introduce their own kinds.
public struct NodeKind: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The kind's name, as `--frames` writes it.
    public var rawValue: String
    /// A kind named `rawValue` (plugins name their own elements).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A kind named by a literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The kind's name.
    public var description: String { rawValue }

    /// The whole canvas.
    public static let screen: NodeKind = "screen"
    /// The navigation bar.
    public static let navigationBar: NodeKind = "navigationBar"
    /// The bar button at the left ("닫기").
    public static let leftBarButton: NodeKind = "leftBarButton"
    /// The bar button at the right.
    public static let rightBarButton: NodeKind = "rightBarButton"
    /// The navigation bar's title.
    public static let navigationTitle: NodeKind = "navigationTitle"
    /// The category tab row.
    public static let menuView: NodeKind = "menuView"
    /// One tab of the menu row.
    public static let menuItem: NodeKind = "menuItem"
    /// The filter chip row.
    public static let filterView: NodeKind = "filterView"
    /// One chip of the filter row.
    public static let filterItem: NodeKind = "filterItem"
    /// The list of sections, clipped at the canvas bottom.
    public static let listView: NodeKind = "listView"
    /// One section (curation).
    public static let section: NodeKind = "section"
    /// A section's header.
    public static let sectionHeader: NodeKind = "sectionHeader"
    /// A section's footer.
    public static let sectionFooter: NodeKind = "sectionFooter"
    /// A section's background decoration.
    public static let sectionDecoration: NodeKind = "sectionDecoration"
    /// A header's title.
    public static let headerTitleLabel: NodeKind = "headerTitleLabel"
    /// A header's desc line.
    public static let headerDescLabel: NodeKind = "headerDescLabel"
    /// One ad's item view.
    public static let item: NodeKind = "item"
    /// An ad's icon.
    public static let iconImage: NodeKind = "iconImage"
    /// An ad's feed image.
    public static let feedImage: NodeKind = "feedImage"
    /// An ad's title.
    public static let titleLabel: NodeKind = "titleLabel"
    /// An ad's desc.
    public static let descLabel: NodeKind = "descLabel"
    /// The original point of a 2× event, struck through.
    public static let descPointLabel: NodeKind = "descPointLabel"
    /// The point icon.
    public static let pointIconImage: NodeKind = "pointIconImage"
    /// The point amount.
    public static let pointAmountLabel: NodeKind = "pointAmountLabel"
    /// The point unit ("골드").
    public static let pointUnitLabel: NodeKind = "pointUnitLabel"
    /// A divider line.
    public static let divider: NodeKind = "divider"
    /// The line across the top of a footer.
    public static let footerDivider: NodeKind = "footerDivider"
    /// A footer's button ("더보기").
    public static let footerButton: NodeKind = "footerButton"
    /// The page footer's ‹ button.
    public static let footerPrevButton: NodeKind = "footerPrevButton"
    /// The page footer's › button.
    public static let footerNextButton: NodeKind = "footerNextButton"
    /// A page label ("1 / 3").
    public static let pageLabel: NodeKind = "pageLabel"
    /// A banner's page label pill.
    public static let pageLabelButton: NodeKind = "pageLabelButton"
    /// A banner's image.
    public static let bannerImage: NodeKind = "bannerImage"
    /// A multi-reward ad's progress line.
    public static let progressLabel: NodeKind = "progressLabel"
    /// A product's price.
    public static let productPriceLabel: NodeKind = "productPriceLabel"
    /// A product's discount rate.
    public static let discountRateLabel: NodeKind = "discountRateLabel"
    /// The heart button on a product image.
    public static let favoriteButton: NodeKind = "favoriteButton"
    /// A ranked list's number.
    public static let orderNumberLabel: NodeKind = "orderNumberLabel"
    /// The shopping search row's field.
    public static let searchField: NodeKind = "searchField"
    /// The search field's magnifier.
    public static let searchIcon: NodeKind = "searchIcon"
    /// The search field's placeholder.
    public static let searchPlaceholder: NodeKind = "searchPlaceholder"
    /// The search row's "my" button.
    public static let myButton: NodeKind = "myButton"
    /// The my-menu icon in the menu row.
    public static let myMenuButton: NodeKind = "myMenuButton"
    /// The my-menu icon's number badge.
    public static let badge: NodeKind = "badge"
    /// A placement view's header (title, subtitle, more link).
    public static let placementHeader: NodeKind = "placementHeader"
    /// A placement header's "더 보기" link.
    public static let moreLink: NodeKind = "moreLink"
    /// The chevron after the "더 보기" link.
    public static let moreChevron: NodeKind = "moreChevron"
    /// The whole device screen when the document asks for its chrome (`"chrome": true`): the ``screen``
    /// below the ``statusBar``, and the ``homeIndicator`` over it.
    public static let device: NodeKind = "device"
    /// The device's status bar (its height is the screen's top safe-area inset).
    public static let statusBar: NodeKind = "statusBar"
    /// The status bar's time ("9:41").
    public static let statusBarTime: NodeKind = "statusBarTime"
    /// The status bar's cellular signal bars.
    public static let statusBarSignal: NodeKind = "statusBarSignal"
    /// The status bar's Wi-Fi fan.
    public static let statusBarWifi: NodeKind = "statusBarWifi"
    /// The status bar's battery.
    public static let statusBarBattery: NodeKind = "statusBarBattery"
    /// The home indicator at the device screen's bottom.
    public static let homeIndicator: NodeKind = "homeIndicator"
}

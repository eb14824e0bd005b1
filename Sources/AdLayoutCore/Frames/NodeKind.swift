/// What a laid-out node is, named after the API's elements (`titleLabel`, `divider`…).
///
/// An open set: plugins may introduce their own kinds.
public struct NodeKind: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    public static let screen: NodeKind = "screen"
    public static let navigationBar: NodeKind = "navigationBar"
    public static let leftBarButton: NodeKind = "leftBarButton"
    public static let rightBarButton: NodeKind = "rightBarButton"
    public static let navigationTitle: NodeKind = "navigationTitle"
    public static let menuView: NodeKind = "menuView"
    public static let menuItem: NodeKind = "menuItem"
    public static let filterView: NodeKind = "filterView"
    public static let filterItem: NodeKind = "filterItem"
    public static let listView: NodeKind = "listView"
    public static let section: NodeKind = "section"
    public static let sectionHeader: NodeKind = "sectionHeader"
    public static let sectionFooter: NodeKind = "sectionFooter"
    public static let sectionDecoration: NodeKind = "sectionDecoration"
    public static let headerTitleLabel: NodeKind = "headerTitleLabel"
    public static let headerDescLabel: NodeKind = "headerDescLabel"
    public static let item: NodeKind = "item"
    public static let iconImage: NodeKind = "iconImage"
    public static let feedImage: NodeKind = "feedImage"
    public static let titleLabel: NodeKind = "titleLabel"
    public static let descLabel: NodeKind = "descLabel"
    public static let descPointLabel: NodeKind = "descPointLabel"
    public static let pointIconImage: NodeKind = "pointIconImage"
    public static let pointAmountLabel: NodeKind = "pointAmountLabel"
    public static let pointUnitLabel: NodeKind = "pointUnitLabel"
    public static let divider: NodeKind = "divider"
    public static let footerDivider: NodeKind = "footerDivider"
    public static let footerButton: NodeKind = "footerButton"
    public static let footerPrevButton: NodeKind = "footerPrevButton"
    public static let footerNextButton: NodeKind = "footerNextButton"
    public static let pageLabel: NodeKind = "pageLabel"
    public static let pageLabelButton: NodeKind = "pageLabelButton"
    public static let bannerImage: NodeKind = "bannerImage"
    public static let progressLabel: NodeKind = "progressLabel"
    public static let productPriceLabel: NodeKind = "productPriceLabel"
    public static let discountRateLabel: NodeKind = "discountRateLabel"
    public static let favoriteButton: NodeKind = "favoriteButton"
    public static let orderNumberLabel: NodeKind = "orderNumberLabel"
    public static let searchField: NodeKind = "searchField"
    public static let searchIcon: NodeKind = "searchIcon"
    public static let searchPlaceholder: NodeKind = "searchPlaceholder"
    public static let myButton: NodeKind = "myButton"
    public static let myMenuButton: NodeKind = "myMenuButton"
    public static let badge: NodeKind = "badge"
}

import AdLayoutCore
import Foundation

/// The type of a property the setup reader can assign, as the SDK declares it.
indirect enum SetupType: Equatable, CustomStringConvertible {
    /// `CGFloat`.
    case number
    /// `Int`.
    case integer
    case bool
    case string
    /// `UIColor`.
    case color
    /// `UIFont`.
    case font
    /// `UIEdgeInsets`.
    case insets
    /// `CGSize`.
    case size
    /// An enumeration of the SDK, by type name and case names.
    case enumeration(String, [String])
    /// `AnyClass?` of a section header, footer or decoration view: `X.self` or `nil`.
    case viewClass([String])
    /// `UIImage?`.
    case image
    /// `Any?` of a button background: a `UIColor` (or an image).
    case buttonBackground
    /// Reference-typed objects of the SDK.
    case object(ObjectKind)

    var description: String {
        switch self {
        case .number: "CGFloat"
        case .integer: "Int"
        case .bool: "Bool"
        case .string: "String"
        case .color: "UIColor"
        case .font: "UIFont"
        case .insets: "UIEdgeInsets"
        case .size: "CGSize"
        case .enumeration(let name, _): name
        case .viewClass: "AnyClass?"
        case .image: "UIImage?"
        case .buttonBackground: "Any? (a UIColor)"
        case .object(let kind): kind.typeName
        }
    }

    /// The Swift type whose static properties `.name` means where a value of this type is wanted.
    var swiftTypeName: String {
        switch self {
        case .buttonBackground: "UIColor"
        case .image: "UIImage"
        default: description
        }
    }

    /// A whole number or a `CGFloat`.
    var isNumeric: Bool { self == .number || self == .integer }
}

/// The SDK's reference types the reader models.
enum ObjectKind: Equatable {
    case layout, menuLayout, label, image, button, styles, itemStyle, settings

    var typeName: String {
        switch self {
        case .layout: "AdListItemViewLayout"
        case .menuLayout: "AdListMenuViewLayout"
        case .label: "LabelAttribute"
        case .image: "ImageAttribute"
        case .button: "ButtonAttribute"
        case .styles: "TnkStyles"
        case .itemStyle: "AdListItemStyle"
        case .settings: "TnkLayout"
        }
    }

    /// Properties and their types, named exactly as the API and the document format name them.
    var properties: [(String, SetupType)] {
        switch self {
        case .layout: SetupSchema.layout
        case .menuLayout: SetupSchema.menuLayout
        case .label: SetupSchema.label
        case .image: SetupSchema.image
        case .button: SetupSchema.button
        case .styles: [("adListItem", .object(.itemStyle)), ("offerwallTheme", SetupSchema.enumeration(OfferwallTheme.self, "OfferwallTheme"))]
        case .itemStyle: SetupSchema.itemStyle
        case .settings: SetupSchema.settings
        }
    }

    func type(of property: String) -> SetupType? { properties.first { $0.0 == property }?.1 }

    /// Attributes: a Swift initialiser (`LabelAttribute(…)`) replaces the whole value.
    var isAttribute: Bool { self == .label || self == .image || self == .button }
}

/// Property tables of the SDK types (the SDK's guide and documents; docs/fidelity/sdk-sources.md), with the
/// AdLayout extensions the document format has.
enum SetupSchema {
    static func enumeration<E: NamedCase>(_ type: E.Type, _ name: String) -> SetupType { .enumeration(name, E.allNames) }

    static let scrollType = enumeration(ScrollType.self, "ScrollType")
    /// `UILabel.lineBreakStrategy`, one strategy (`.standard`, `.pushOut`, `.hangulWordPriority`).
    static let lineBreakStrategy = enumeration(LineBreakStrategy.self, "NSParagraphStyle.LineBreakStrategy")

    static let label: [(String, SetupType)] = [
        ("width", .number), ("height", .number), ("font", .font), ("color", .color), ("backgroundColor", .color),
        ("cornerRadius", .number), ("strokeColor", .color), ("strokeWidth", .number), ("interSpace", .number),
        ("leadingSpace", .number), ("numberOfLines", .integer),
        ("lineBreakMode", enumeration(LineBreakMode.self, "NSLineBreakMode")),
        ("lineBreakStrategy", lineBreakStrategy), ("text", .string),
        ("textAlignment", enumeration(TextAlignment.self, "NSTextAlignment")),
    ]

    static let image: [(String, SetupType)] = [
        ("width", .number), ("height", .number), ("backgroundColor", .color), ("cornerRadius", .number),
        ("strokeColor", .color), ("strokeWidth", .number), ("interSpace", .number), ("leadingSpace", .number),
        ("imageNormal", .image), ("imageHighlighted", .image), ("imageDisabled", .image),
    ]

    static let button: [(String, SetupType)] = [
        ("width", .number), ("height", .number), ("font", .font), ("colorNormal", .color), ("colorHighlighted", .color),
        ("colorSelected", .color), ("cornerRadius", .number), ("strokeColor", .color), ("strokeWidth", .number),
        ("interSpace", .number), ("leadingSpace", .number), ("backgroundNormal", .buttonBackground),
        ("backgroundHighlighted", .buttonBackground), ("backgroundSelected", .buttonBackground),
        ("backgroundDisable", .buttonBackground), ("inset", .insets), ("iconImage", .image),
        ("strokeColorSelected", .color), ("strokeWidthSelected", .number), ("fontSelected", .font),
    ]

    static let layoutLabels = ["titleLabel", "descLabel", "descPointLabel", "pointAmountLabel", "pointUnitLabel",
                               "progressLabel", "dateLabel", "statusLabel", "adItemTrailTagLabel", "productPriceLabel",
                               "discountRateLabel", "orderNumberLabel", "headerTitleLabel", "headerDescLabel"]

    static let layout: [(String, SetupType)] = [
        ("orthogonalScrolling", scrollType), ("itemDirection", .integer), ("sectionInset", .insets),
        ("lineSpace", .number), ("itemSpace", .number), ("useIconImage", .bool), ("useFeedImage", .bool),
        ("itemCornerRadius", .number), ("itemStrokeColor", .color), ("itemStrokeWidth", .number),
        ("itemBackgroundColor", .color), ("itemHighlightedColor", .color), ("itemInset", .insets),
        ("iconImage", .object(.image)), ("feedImage", .object(.image)), ("feedImageRatio", .number),
        ("pointIconImage", .object(.image)), ("pointAmountFormat", .string), ("pointUnitVisible", .bool),
        ("pointAmountDisabledColor", .color), ("pointAmountConfirmColor", .color),
        ("descShowOption", enumeration(DescLabelShowOption.self, "DescLabelShowOption")),
        ("singleLineInformation", .bool), ("titleVisible", .bool), ("iconCaptionVisible", .bool),
        ("pointNumberStyle", enumeration(PointNumberStyle.self, "PointNumberStyle")),
        ("pointAmountTrailImage", .object(.image)), ("adItemTrailImage", .object(.image)),
        ("favoriteButton", .object(.button)), ("favoriteButtonLayoutInset", .insets), ("orderNumberVisible", .bool),
        ("useFavoriteBtn", .bool), ("showOnlyTitle", .bool), ("dividerHeight", .number), ("dividerColor", .color),
        ("dividerLeadingSpace", .number), ("dividerTrailingSpace", .number), ("dividerHiddenAtLastItem", .bool),
        ("sectionHeaderViewClass", .viewClass(["AdSectionHeaderView"])),
        ("sectionFooterViewClass", .viewClass(["AdSectionFooterView", "AdSectionPageFooterView", "AdSectionPrevNextFooterView"])),
        ("sectionDecorationViewClass", .viewClass(["AdSectionGrayBackgroundView"])),
        ("headerInset", .insets), ("footerInset", .insets), ("footerDividerHeight", .number),
        ("footerDividerColor", .color), ("footerButton", .object(.button)), ("sectionFooterMinHeight", .number),
        ("pageLabelButton", .object(.button)), ("pageLabelTrailingSpace", .number), ("pageLabelBottomSpace", .number),
        ("hidePageView", .bool), ("searchFieldHeight", .number), ("searchMyButtonWidth", .number),
        ("searchFieldStrokeColor", .color), ("searchPlaceholderColor", .color),
    ] + layoutLabels.map { ($0, .object(.label)) }

    static let menuLayout: [(String, SetupType)] = [
        ("menuBackgroundColor", .color), ("menuInset", .insets), ("itemButton", .object(.button)),
        ("itemSpace", .number), ("dividerHeight", .number), ("dividerColor", .color),
    ]

    static let itemStyle: [(String, SetupType)] = [
        ("titleLabel", .object(.label)), ("descLabel", .object(.label)), ("descPointLabel", .object(.label)),
        ("pointAmountLabel", .object(.label)), ("pointUnitLabel", .object(.label)), ("dateLabel", .object(.label)),
        ("statusLabel", .object(.label)), ("productPriceLabel", .object(.label)), ("discountRateLabel", .object(.label)),
        ("orderNumberLabel", .object(.label)), ("headerTitleLabel", .object(.label)), ("headerDescLabel", .object(.label)),
        ("iconImage", .object(.image)), ("feedImage", .object(.image)), ("pointIconImage", .object(.image)),
        ("favoriteButton", .object(.button)), ("pointAmountFormat", .string), ("pointUnitVisible", .bool),
        ("pointAmountDisabledColor", .color), ("pointAmountConfirmColor", .color),
    ]

    static let settings: [(String, SetupType)] = [
        ("leftBarButtonItem", enumeration(BarButtonItem.self, "BarButtonItem")),
        ("rightBarButtonItem", enumeration(BarButtonItem.self, "BarButtonItem")),
        ("closeBarButtonImage", .image), ("closeBarButtonTitle", .string), ("helpBarButtonNormalImage", .image),
        ("helpBarButtonBadgeImage", .image), ("helpBarButtonTitle", .string), ("navigationBarTitle", .string),
        ("navigationBarItemTintColor", .color), ("navigationBarHidden", .bool),
        ("menuPinToVisibleBounds", enumeration(MenuBound.self, "MenuPinToVisibleBounds")),
        ("menuMenuHidden", .bool), ("menuFilterHidden", .bool), ("listViewTopMargin", .number), ("listScrollOffset", .number),
        ("listViewBottomMargin", .number), ("listViewMaxWidth", .number), ("listViewBackgroundColor", .color),
        ("listViewBackgroundGray", .color), ("navigationBarTitleColor", .color), ("listViewTopButtonImage", .image),
        ("listViewTopButtonSize", .size),
    ]

    /// The names of the properties whose values are images (`imageNormal`, `closeBarButtonImage`, …),
    /// in every type the reader models.
    static let imageProperties: Set<String> = {
        let kinds: [ObjectKind] = [.layout, .menuLayout, .label, .image, .button, .styles, .itemStyle, .settings]
        return Set(kinds.flatMap { $0.properties.filter { $0.1 == .image }.map(\.0) })
    }()

    /// TnkLayout properties with no effect on a still image (noted, not warned).
    static let settingsWithoutEffect = ["alertControl", "loadingIndicatorFactory"]

    /// Built-in layout classes (their instances start from these classes' defaults).
    static let builtInLayoutClasses = Set(ItemViewCatalog.builtIn.layoutClassNames)
    /// Built-in item views.
    static let builtInViews = Set(ItemViewCatalog.builtIn.viewClassNames)
    /// Menu views (the document format does not distinguish them; no visual difference in AdLayout).
    static let menuViews = ["DefaultAdListMenuView", "ScrollAdListMenuView"]
    static let menuLayoutClasses = ["AdListMenuViewLayout", "AdListFilterViewLayout"]
    /// UIKit classes whose subclasses are views, not setup code.
    static let viewBaseClasses: Set<String> = ["UIView", "UICollectionViewCell", "UITableViewCell", "UIControl", "UILabel",
                                               "UIImageView", "UIButton", "UICollectionReusableView", "AdListItemView"]
}

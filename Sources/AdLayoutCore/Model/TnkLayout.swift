import Foundation

/// Which item view and layout a ``LayoutType`` uses.
public struct ItemViewRegistration: Sendable {
    /// Name of the item view in the registry's ``ItemViewCatalog``.
    public var viewClass: String
    /// Name of the layout class (for messages and for creating ``viewLayout`` when it is nil).
    public var layoutClass: String
    /// The configured layout; nil means "a new `layoutClass` under the document's styles".
    public var viewLayout: AdListItemViewLayout?

    public init(viewClass: String, layoutClass: String, viewLayout: AdListItemViewLayout?) {
        self.viewClass = viewClass; self.layoutClass = layoutClass; self.viewLayout = viewLayout
    }
}

/// Which view and layout a menu row uses.
public struct MenuViewRegistration: Sendable {
    /// `DefaultAdListMenuView` (fixed tabs) or `ScrollAdListMenuView` (scrolling chips).
    public var viewClass: String
    public var viewLayout: AdListMenuViewLayout
    /// True for the registrations ``TnkLayout`` starts with (documents recreate them under their theme).
    public var isDefault = false
}

/// The offerwall's registry of item views per ``LayoutType`` plus its global settings
/// (the SDK's `TnkLayout`).
///
/// A value: the engine takes one explicitly, so tests and concurrent renders share nothing.
/// ``shared`` is the familiar facade for app-style code.
public struct TnkLayout: Sendable {
    /// A negative size meaning "fit the content" (labels fit their text).
    public static let wrapContent: CGFloat = -2

    /// The process-wide registry, as in the SDK (`TnkLayout.shared.registerItemViewLayout…`).
    @MainActor public static var shared = TnkLayout()

    // MARK: Navigation bar

    public var leftBarButtonItem: BarButtonItem = .close
    public var rightBarButtonItem: BarButtonItem = .none
    public var closeBarButtonImage: ImageSource? = nil
    public var closeBarButtonTitle = "닫기"
    public var helpBarButtonNormalImage: ImageSource? = nil
    public var helpBarButtonBadgeImage: ImageSource? = nil
    public var helpBarButtonTitle = "문의하기"
    /// Overrides the document's `title` in the navigation bar.
    public var navigationBarTitle: String? = nil
    public var navigationBarItemTintColor: Color = TnkDefaults.barButtonColor
    /// Hides the navigation bar (when the host app shows its own).
    public var navigationBarHidden = false

    // MARK: Menu area

    /// Which rows stay pinned while scrolling (no visible effect at scroll offset 0).
    public var menuPinToVisibleBounds: MenuBound = .all
    public var menuMenuHidden = false
    public var menuFilterHidden = false

    // MARK: List

    public var listViewTopMargin: CGFloat = 8
    public var listViewBottomMargin: CGFloat = 16
    /// The list never gets wider than this; it is centred on wider canvases.
    public var listViewMaxWidth: CGFloat = 440
    public var listViewBackgroundColor: Color = .white
    /// Background of gray sections (`AdSectionGrayBackgroundView`; screenshots ≈ #F5F5F5).
    public var listViewBackgroundGray = Palette.light.listViewBackgroundGray
    /// Colour of the navigation bar title.
    public var navigationBarTitleColor: Color = TnkDefaults.navigationTitleColor
    /// The scroll-to-top button; nil hides it (it only appears once the list is scrolled).
    public var listViewTopButtonImage: ImageSource? = nil
    public var listViewTopButtonSize = CGSize(width: 50, height: 50)

    // MARK: Registry

    /// Item view registrations per layout type; starts with the SDK's defaults (reference §5, D23).
    public private(set) var itemViewRegistrations: [LayoutType: ItemViewRegistration]
    /// Menu row registrations.
    public private(set) var menuViewRegistrations: [MenuType: MenuViewRegistration]
    /// Views and layout classes that registrations may name.
    public var catalog: ItemViewCatalog
    /// Native-ad templates by name; each is also registered as an item view of the same name.
    public private(set) var nativeTemplates: [String: any NativeAdTemplate] = [:]

    /// A registry with the SDK's default registrations and settings.
    public init() {
        let p = TnkStyles.current.palette
        listViewBackgroundColor = p.mainBackground
        listViewBackgroundGray = p.listViewBackgroundGray
        navigationBarTitleColor = p.navigationTitle
        navigationBarItemTintColor = p.barButton
        itemViewRegistrations = DefaultRegistrations.itemViews
        menuViewRegistrations = [
            .menu: MenuViewRegistration(viewClass: "DefaultAdListMenuView", viewLayout: AdListMenuViewLayout(), isDefault: true),
            .filter: MenuViewRegistration(viewClass: "ScrollAdListMenuView", viewLayout: AdListFilterViewLayout(), isDefault: true),
        ]
        catalog = .builtIn
        for template in [NativeSmallTemplate(), NativeMediumTemplate(), NativeFeedTemplate(), NativeBannerTemplate()] as [any NativeAdTemplate] {
            registerNativeTemplate(template)
        }
    }

    /// Adds (or replaces) a native template, and registers it as an item view under its name.
    public mutating func registerNativeTemplate(_ template: any NativeAdTemplate) {
        nativeTemplates[template.name] = template
        catalog.register(view: NativeTemplateItemView(template: template), named: template.name)
    }

    /// Uses `viewClass` with `viewLayout` for sections of `type`, replacing any earlier registration.
    /// Both classes join the catalog, so documents can name them (`viewClass`, `viewLayout`).
    public mutating func registerItemViewLayout(type: LayoutType, viewClass: any AdListItemView.Type,
                                                viewLayout: AdListItemViewLayout) {
        catalog.register(view: viewClass)
        catalog.register(layoutClass: Swift.type(of: viewLayout))
        itemViewRegistrations[type] = ItemViewRegistration(
            viewClass: viewClass.viewClassName, layoutClass: Swift.type(of: viewLayout).layoutClassName, viewLayout: viewLayout)
    }

    /// Uses the catalog's view named `viewClass` with `viewLayout` for sections of `type`.
    public mutating func registerItemViewLayout(type: LayoutType, viewClassName: String,
                                                viewLayout: AdListItemViewLayout) {
        itemViewRegistrations[type] = ItemViewRegistration(
            viewClass: viewClassName, layoutClass: Swift.type(of: viewLayout).layoutClassName, viewLayout: viewLayout)
    }

    /// Uses `viewLayout` for the menu row of `type`.
    public mutating func registerMenuViewLayout(type: MenuType, viewClass: String = "DefaultAdListMenuView",
                                                viewLayout: AdListMenuViewLayout) {
        registerMenuViewLayout(type: type, viewClass: viewClass, viewLayout: viewLayout, isDefault: false)
    }

    mutating func registerMenuViewLayout(type: MenuType, viewClass: String, viewLayout: AdListMenuViewLayout, isDefault: Bool) {
        menuViewRegistrations[type] = MenuViewRegistration(viewClass: viewClass, viewLayout: viewLayout, isDefault: isDefault)
    }

    /// The menu layout for `type` (a default one if none is registered).
    public func menuLayout(_ type: MenuType) -> AdListMenuViewLayout {
        menuViewRegistrations[type]?.viewLayout ?? (type == .filter ? AdListFilterViewLayout() : AdListMenuViewLayout())
    }
}

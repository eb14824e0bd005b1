import Foundation
import AdLayoutModel
import AdLayoutEngine
import AdLayoutBuiltIns

/// Which item view and layout a ``/AdLayoutSDK/LayoutType`` uses.
public struct ItemViewRegistration: Sendable {
    /// Name of the item view in the registry's ``/AdLayoutEngine/ItemViewCatalog``.
    public var viewClass: String
    /// Name of the layout class (for messages, and to make the layout when ``prototype`` is nil).
    public var layoutClass: String
    /// The configured layout, as registered; nil means "a new `layoutClass` made with the document's styles".
    public var prototype: LayoutPrototype<AdListItemViewLayout>?

    /// A registration of `viewClass` with a configured layout, or with a fresh `layoutClass` when `prototype` is nil.
    public init(viewClass: String, layoutClass: String, prototype: LayoutPrototype<AdListItemViewLayout>?) {
        self.viewClass = viewClass; self.layoutClass = layoutClass; self.prototype = prototype
    }
}

/// Which view and layout a menu row uses.
public struct MenuViewRegistration: Sendable {
    /// `DefaultAdListMenuView` (fixed tabs) or `ScrollAdListMenuView` (scrolling chips).
    public var viewClass: String
    /// The configured layout; nil means the row's default layout made with the document's styles.
    public var prototype: LayoutPrototype<AdListMenuViewLayout>?
}

/// The offerwall's registry of item views per ``/AdLayoutSDK/LayoutType`` plus its global settings
/// (the SDK's `TnkLayout`).
///
/// A value: the engine takes one explicitly, so tests and concurrent renders share nothing.
/// ``shared`` is the familiar facade for app-style code. The settings are in ``settings`` and
/// readable and writable under their SDK names (`registry.leftBarButtonItem = .help`).
@dynamicMemberLookup
public struct TnkLayout: Sendable {
    /// A negative size meaning "fit the content" (labels fit their text).
    public static let wrapContent: CGFloat = CGFloat.wrapContent

    /// The process-wide registry, as in the SDK (`TnkLayout.shared.registerItemViewLayout…`).
    @MainActor public static var shared = TnkLayout()

    /// Navigation bar, menu and list settings.
    public var settings: OfferwallSettings

    /// Item view registrations per layout type; starts with the SDK's defaults (SDK docs v5.91; docs/fidelity/sdk-sources.md).
    public private(set) var itemViewRegistrations: [LayoutType: ItemViewRegistration]
    /// Item view registrations per placement id (`registerPlacementViewLayout`); a placement without
    /// one uses ``defaultPlacementRegistration``.
    public private(set) var placementRegistrations: [String: ItemViewRegistration] = [:]
    /// What a placement without a registration uses: the default rows under the placement header.
    public static let defaultPlacementRegistration = ItemViewRegistration(viewClass: "DefaultAdListItemView",
                                                                          layoutClass: "PlacementListViewLayout", prototype: nil)
    /// Menu row registrations (rows without one use their default layout).
    public private(set) var menuViewRegistrations: [MenuType: MenuViewRegistration] = [:]
    /// Views and layout classes that registrations may name.
    public var catalog: ItemViewCatalog
    /// Native-ad templates by name; each is also registered as an item view of the same name.
    public private(set) var nativeTemplates: [String: any NativeAdTemplate] = [:]

    /// A registry with the SDK's default registrations and settings in the colours of ``/AdLayoutSDK/TnkStyles/shared``
    /// (the SDK's `TnkLayout()`, for an app's own Swift).
    public init() {
        self.init(styles: .shared)
    }

    /// A registry with the SDK's default registrations and settings in the colours of `styles`.
    public init(styles: TnkStyles) {
        settings = OfferwallSettings(palette: styles.palette)
        itemViewRegistrations = DefaultRegistrations.itemViews
        catalog = .builtIn
        for template in [NativeSmallTemplate(), NativeMediumTemplate(), NativeFeedTemplate(), NativeBannerTemplate()] as [any NativeAdTemplate] {
            registerNativeTemplate(template)
        }
    }

    /// A setting by its SDK name (`registry.listViewTopMargin = 12`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<OfferwallSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// Adds (or replaces) a native template, and registers it as an item view under its name.
    public mutating func registerNativeTemplate(_ template: any NativeAdTemplate) {
        nativeTemplates[template.name] = template
        catalog.register(view: NativeTemplateItemView(template: template), named: template.name)
    }

    /// Makes `viewClass` a view documents can name (`"viewClass": "MyView"`) without changing which
    /// view any layout type uses; ``registerItemViewLayout(type:viewClass:viewLayout:)``, by contrast,
    /// makes it the default of a type, as the SDK's call does.
    public mutating func registerItemViewClass<View: ConstructibleItemView>(_ viewClass: View.Type) {
        catalog.register(view: View(), named: _typeName(View.self, qualified: false))
    }

    /// Makes `view` nameable in documents as `name`, changing no layout type's default.
    public mutating func registerItemViewClass(_ view: any AdListItemView, named name: String) {
        catalog.register(view: view, named: name)
    }

    /// Makes `layoutClass` a layout documents can name (`"viewLayout": "MyLayout"`, `"base": "MyLayout"`),
    /// changing no layout type's default. Documents make it with ``/AdLayoutSDK/AdListItemViewLayout/init(styles:)``.
    public mutating func registerLayoutClass(_ layoutClass: AdListItemViewLayout.Type) {
        catalog.register(layoutClass: layoutClass)
    }

    /// Uses `viewClass` with `viewLayout` for every section of `type` that registers no view of its own,
    /// replacing the type's default (and any earlier registration): the guide's call, with the SDK's
    /// meaning. Both classes join the catalog, so documents can name them too. To make a view
    /// nameable without replacing a default, use `registerItemViewClass(_:)` and ``registerLayoutClass(_:)``.
    ///
    /// The layout's ``/AdLayoutSDK/AdListItemViewLayout/properties`` are copied now; later changes to the
    /// object do not reach renders.
    public mutating func registerItemViewLayout<View: ConstructibleItemView>(type: LayoutType, viewClass: View.Type,
                                                                           viewLayout: AdListItemViewLayout) {
        registerItemViewLayout(type: type, view: View(), named: _typeName(View.self, qualified: false), viewLayout: viewLayout)
    }

    /// Uses the view `view`, named `name` in documents and messages, with `viewLayout` for sections of `type`.
    public mutating func registerItemViewLayout(type: LayoutType, view: any AdListItemView, named name: String,
                                                viewLayout: AdListItemViewLayout) {
        catalog.register(view: view, named: name)
        registerItemViewLayout(type: type, viewClassName: name, viewLayout: viewLayout)
    }

    /// Uses the catalog's view named `viewClassName` with `viewLayout` for sections of `type`.
    public mutating func registerItemViewLayout(type: LayoutType, viewClassName: String,
                                                viewLayout: AdListItemViewLayout) {
        let layoutClass = Swift.type(of: viewLayout)
        catalog.register(layoutClass: layoutClass)
        itemViewRegistrations[type] = ItemViewRegistration(viewClass: viewClassName, layoutClass: layoutClass.layoutClassName,
                                                           prototype: LayoutPrototype(viewLayout))
    }

    /// Uses `viewClass` with `viewLayout` for the placement `placementId` (`AdPlacementView`),
    /// replacing any earlier registration: the SDK's call. Both classes join the catalog.
    public mutating func registerPlacementViewLayout<View: ConstructibleItemView>(placementId: String, viewClass: View.Type,
                                                                                viewLayout: AdListItemViewLayout) {
        let name = _typeName(View.self, qualified: false)
        catalog.register(view: View(), named: name)
        registerPlacementViewLayout(placementId: placementId, viewClassName: name, viewLayout: viewLayout)
    }

    /// Uses the catalog's view named `viewClassName` with `viewLayout` for the placement `placementId`.
    public mutating func registerPlacementViewLayout(placementId: String, viewClassName: String, viewLayout: AdListItemViewLayout) {
        let layoutClass = Swift.type(of: viewLayout)
        catalog.register(layoutClass: layoutClass)
        placementRegistrations[placementId] = ItemViewRegistration(viewClass: viewClassName, layoutClass: layoutClass.layoutClassName,
                                                                   prototype: LayoutPrototype(viewLayout))
    }

    /// Uses `viewLayout` for the menu row of `type`.
    public mutating func registerMenuViewLayout(type: MenuType, viewClass: String = "DefaultAdListMenuView",
                                                viewLayout: AdListMenuViewLayout) {
        menuViewRegistrations[type] = MenuViewRegistration(viewClass: viewClass, prototype: LayoutPrototype(viewLayout))
    }
}

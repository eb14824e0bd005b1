import Foundation

/// Turns a decoded document into a ``ResolvedDocument``: applies its registrations (view class,
/// layout class, overrides) on top of a base registry, creates layouts under the document's
/// ``TnkStyles``, and binds each section to its plugin.
///
/// Style precedence, lowest first: built-in defaults → document `styles` (``TnkStyles``) →
/// the layout class's own defaults → the registration's `overrides`.
public enum DocumentResolver {
    /// Resolves `document`; `base` supplies plugins and registrations made in Swift
    /// (the document's own registrations replace those of the same type).
    public static func resolve(_ document: LayoutDocument, base: TnkLayout = TnkLayout()) throws(DocumentErrors) -> ResolvedDocument {
        let diagnostics = Diagnostics(file: document.file)
        var registry = base
        copySettings(from: document.settings, into: &registry)

        // Templates first: registrations name them as view classes.
        TemplateItemView.register(document.templates, into: &registry, diagnostics: diagnostics)
        TnkStyles.withScoped(document.styles) {
            let layoutClasses = DocumentLayoutClasses(document.layoutClasses, catalog: registry.catalog, diagnostics: diagnostics)
            for spec in document.registrations {
                register(spec, into: &registry, layoutClasses: layoutClasses, diagnostics: diagnostics)
            }
        }

        var menu: ResolvedMenu?, filter: ResolvedMenu?
        TnkStyles.withScoped(document.styles) {
            // Default menu layouts are made anew under the document's styles (its theme).
            for type in [MenuType.menu, .filter] where registry.menuViewRegistrations[type]?.isDefault ?? true {
                registry.registerMenuViewLayout(type: type, viewClass: type == .filter ? "ScrollAdListMenuView" : "DefaultAdListMenuView",
                                                viewLayout: type == .filter ? AdListFilterViewLayout() : AdListMenuViewLayout(),
                                                isDefault: true)
            }
            for spec in document.menuLayouts {
                let layout = spec.type == .filter ? AdListFilterViewLayout() : AdListMenuViewLayout()
                MenuLayoutOverrides.apply(Cursor(node: spec.overrides, path: spec.path, diagnostics: diagnostics), to: layout)
                registry.registerMenuViewLayout(type: spec.type, viewLayout: layout)
            }
        }
        if let m = document.menu, !registry.menuMenuHidden {
            menu = ResolvedMenu(items: m.items, selected: m.selected, badge: m.badge, layout: registry.menuLayout(.menu))
        }
        if let f = document.filter, !registry.menuFilterHidden {
            filter = ResolvedMenu(items: f.items, selected: f.selected, layout: registry.menuLayout(.filter))
        }

        // One layout instance per type, shared by its sections; defaults created under the document's styles.
        var layouts: [LayoutType: AdListItemViewLayout] = [:]
        var sections: [ResolvedSection] = []
        TnkStyles.withScoped(document.styles) {
            for spec in document.sections {
                guard let reg = registry.itemViewRegistrations[spec.type] else {
                    diagnostics.error(.unknownName, "\(spec.path).type", spec.location,
                                      "no item view is registered for layout type \"\(spec.type.name)\"")
                    continue
                }
                guard let view = registry.catalog.view(named: reg.viewClass) else {
                    diagnostics.error(.unsupported, "\(spec.path).type", spec.location,
                                      "layout type \"\(spec.type.name)\" uses \(reg.viewClass), which is not registered; "
                                      + "register an implemented view for it (available: "
                                      + registry.catalog.viewClassNames.joined(separator: ", ") + ")")
                    continue
                }
                let layout: AdListItemViewLayout
                if let existing = layouts[spec.type] { layout = existing }
                else if let configured = reg.viewLayout { layout = configured }
                else if let made = registry.catalog.makeLayout(named: reg.layoutClass) { layout = made }
                else {
                    diagnostics.error(.unsupported, "\(spec.path).type", spec.location,
                                      "layout type \"\(spec.type.name)\" uses \(reg.layoutClass), which is not registered; "
                                      + "register an implemented layout for it (available: "
                                      + registry.catalog.layoutClassNames.joined(separator: ", ") + ")")
                    continue
                }
                layouts[spec.type] = layout
                sections.append(ResolvedSection(type: spec.type, view: view, layout: layout,
                                                header: spec.header ?? SectionHeaderSpec.sdkDefault(for: spec.type),
                                                footer: spec.footer, scroll: spec.scroll, items: spec.items))
            }
        }
        var natives: [NativeAdPlacement] = []
        for spec in document.nativeAds {
            guard let template = registry.nativeTemplates[spec.template] else {
                let known = registry.nativeTemplates.keys.sorted()
                diagnostics.error(.unknownName, "\(spec.path).template", spec.location,
                                  "unknown native template \"\(spec.template)\"\(NameSuggestions.hint(for: spec.template, in: known)); "
                                  + "registered: " + known.joined(separator: ", "))
                continue
            }
            natives.append(NativeAdPlacement(template: template, ad: spec.ad, style: spec.style, width: spec.width,
                                             height: spec.height, limits: spec.limits, adLabel: spec.adLabel))
        }
        try diagnostics.throwIfAny()
        var resolved = ResolvedDocument(file: document.file, baseDirectory: document.baseDirectory, device: document.device,
                                        title: document.title, settings: registry, menu: menu, filter: filter, sections: sections,
                                        styles: document.styles)
        resolved.frame = document.frame
        resolved.nativeAds = natives
        resolved.nativeBackground = document.nativeBackground
        resolved.nativeSpacing = document.nativeSpacing
        return resolved
    }

    private static func register(_ spec: RegistrationSpec, into registry: inout TnkLayout, layoutClasses: DocumentLayoutClasses,
                                 diagnostics: Diagnostics) {
        let existing = registry.itemViewRegistrations[spec.type]
        let viewClass = spec.viewClass ?? existing?.viewClass ?? "DefaultAdListItemView"
        guard registry.catalog.view(named: viewClass) != nil else {
            let known = registry.catalog.viewClassNames
            let message = "unknown view class \"\(viewClass)\"\(NameSuggestions.hint(for: viewClass, in: known)); registered: "
                + known.joined(separator: ", ") + Self.swiftViewHint
            diagnostics.error(spec.viewClass == nil ? .unsupported : .unknownName, "\(spec.path).viewClass", spec.location, message)
            return
        }
        let layout: AdListItemViewLayout
        if let name = spec.viewLayout {
            guard let made = layoutClasses.make(name) ?? registry.catalog.makeLayout(named: name) else {
                let known = Array(Set(registry.catalog.layoutClassNames + layoutClasses.names)).sorted()
                diagnostics.error(.unknownName, "\(spec.path).viewLayout", spec.location,
                                  "unknown layout class \"\(name)\"\(NameSuggestions.hint(for: name, in: known)); registered: "
                                  + known.joined(separator: ", "))
                return
            }
            layout = made
        } else if let existing, let made = registry.catalog.makeLayout(named: existing.layoutClass) {
            // A fresh instance of the type's current class (a Swift registration's too), so overrides
            // never touch a layout shared with the base registry.
            layout = made
        } else {
            layout = AdListItemViewLayout()
        }
        if let overrides = spec.overrides {
            LayoutOverrides.apply(Cursor(node: overrides, path: "\(spec.path).overrides", diagnostics: diagnostics), to: layout)
        }
        registry.registerItemViewLayout(type: spec.type, viewClassName: viewClass, viewLayout: layout)
    }

    /// Swift views exist only in the executable that registers them, so say where to look.
    static let swiftViewHint = ". A view written in Swift is registered by its own executable "
        + "(TnkLayout.registerItemViewLayout): render the document with that executable (e.g. custom-adlayout for "
        + "the package's example) instead of adlayout; a view without code is declared under \"templates\""

    private static func copySettings(from s: TnkLayout, into r: inout TnkLayout) {
        r.leftBarButtonItem = s.leftBarButtonItem
        r.rightBarButtonItem = s.rightBarButtonItem
        r.closeBarButtonImage = s.closeBarButtonImage
        r.closeBarButtonTitle = s.closeBarButtonTitle
        r.helpBarButtonNormalImage = s.helpBarButtonNormalImage
        r.helpBarButtonBadgeImage = s.helpBarButtonBadgeImage
        r.helpBarButtonTitle = s.helpBarButtonTitle
        r.navigationBarTitle = s.navigationBarTitle
        r.navigationBarItemTintColor = s.navigationBarItemTintColor
        r.navigationBarHidden = s.navigationBarHidden
        r.menuPinToVisibleBounds = s.menuPinToVisibleBounds
        r.menuMenuHidden = s.menuMenuHidden
        r.menuFilterHidden = s.menuFilterHidden
        r.listViewTopMargin = s.listViewTopMargin
        r.listViewBottomMargin = s.listViewBottomMargin
        r.listViewMaxWidth = s.listViewMaxWidth
        r.listViewBackgroundColor = s.listViewBackgroundColor
        r.listViewBackgroundGray = s.listViewBackgroundGray
        r.navigationBarTitleColor = s.navigationBarTitleColor
        r.listViewTopButtonImage = s.listViewTopButtonImage
        r.listViewTopButtonSize = s.listViewTopButtonSize
    }
}

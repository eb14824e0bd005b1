import AdLayoutAppViews
import Foundation
import AdLayoutModel
import AdLayoutEngine
import AdLayoutBuiltIns

/// Turns a decoded document into a ``/AdLayoutEngine/ResolvedDocument``: applies its registrations (view class,
/// layout class, overrides) on top of a base registry, makes each section's layout under the
/// document's ``/AdLayoutSDK/TnkStyles``, evaluates the layout classes' `viewSize` and `itemColumns` for the
/// document's device, and copies everything into the immutable result.
///
/// Style precedence, lowest first: built-in defaults → document `styles` (``/AdLayoutSDK/TnkStyles``) →
/// the layout class's own defaults → the registration's `overrides`.
///
/// Layout objects exist only here, each made with the document's styles
/// (``/AdLayoutSDK/AdListItemViewLayout/init(styles:)``): no global or task-local styles are read, and
/// nothing after resolution reads styles again.
public enum DocumentResolver {
    /// Resolves `document`; `base` supplies plugins and registrations made in Swift
    /// (the document's own registrations replace those of the same type). Its settings' colours
    /// still at a theme's defaults take the document's theme.
    public static func resolve(_ document: LayoutDocument, base: TnkLayout = TnkLayout(styles: TnkStyles())) throws(DocumentErrors) -> ResolvedDocument {
        let (resolved, diagnostics) = resolveCollecting(document, base: base)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw DocumentErrors(diagnostics) }
        return resolved
    }

    /// Resolves `document` as far as it goes, returning every diagnostic instead of throwing:
    /// lets `validate` report a document's decoding and resolving problems in one run. `options` ask
    /// for another shape than the document's screen (`fit`'s one section per layout type).
    public static func resolveCollecting(_ document: LayoutDocument, base: TnkLayout = TnkLayout(styles: TnkStyles()),
                                         imageAccess: ImageAccess = ImageAccess(),
                                         options: Options = Options()) -> (ResolvedDocument, [Diagnostic]) {
        let sink = DiagnosticSink(file: document.file)
        var images = ImageResolver(baseDirectory: document.baseDirectory, access: imageAccess, diagnostics: sink)
        images.setupFiles = document.setupImageFiles
        // The app's own images its views name, first (a view made in code takes an image's size as its
        // intrinsic size): as written, or where the setup reader found them in its catalogs.
        for view in document.appViews {
            for (name, path) in view.images.sorted(by: { $0.key < $1.key }) {
                if let file = view.imageFiles[name] { images.add(path, file: file, at: "\(view.path).images.\(name)") }
                else { images.add(path, at: "\(view.path).images.\(name)") }
            }
        }
        let sectioned = resolveSections(document, base: base, options: options, imageAccess: imageAccess, appImages: images.table,
                                        diagnostics: sink)
        let scaled = document.contentSize.map { sectioned.scaled(for: $0) } ?? sectioned
        collectImages(scaled, templates: document.templates, into: &images)
        let resolved = ResolvedDocument(file: scaled.file, positions: document.positions, baseDirectory: scaled.baseDirectory,
                                        device: scaled.device, settings: scaled.settings, palette: scaled.palette,
                                        screen: scaled.screen, images: images.table, chrome: scaled.chrome,
                                        declaredTheme: document.declaredTheme)
        return (options.shown(resolved), document.positions?.locate(sink.all) ?? sink.all)
    }

    /// Every image path the resolved document can draw, checked once each.
    private static func collectImages(_ d: ResolvedDocument, templates: [TemplateDefinition], into images: inout ImageResolver) {
        func attribute(_ a: ImageAttribute, _ path: @autoclosure () -> String) {
            for (key, source) in [("imageNormal", a.imageNormal), ("imageHighlighted", a.imageHighlighted),
                                  ("imageDisabled", a.imageDisabled)] {
                if let source { images.add(source.path, at: path() + "." + key) }
            }
        }
        func button(_ b: ButtonAttribute, _ path: @autoclosure () -> String) {
            if let icon = b.iconImage { images.add(icon.path, at: path() + ".iconImage") }
            for (key, background) in [("backgroundNormal", b.backgroundNormal), ("backgroundHighlighted", b.backgroundHighlighted),
                                      ("backgroundSelected", b.backgroundSelected), ("backgroundDisable", b.backgroundDisable)] {
                if case .image(let source)? = background { images.add(source.path, at: path() + "." + key + ".image") }
            }
        }
        let s = d.settings
        for (key, source) in [("closeBarButtonImage", s.closeBarButtonImage), ("helpBarButtonNormalImage", s.helpBarButtonNormalImage),
                              ("helpBarButtonBadgeImage", s.helpBarButtonBadgeImage), ("listViewTopButtonImage", s.listViewTopButtonImage)] {
            if let source { images.add(source.path, at: "tnkLayout." + key) }
        }
        for (name, menu) in [("menu", d.offerwall?.menu), ("filter", d.offerwall?.filter)] {
            if let menu { button(menu.layout.itemButton, "menuLayouts.\(name).itemButton") }
        }
        for t in templates {
            for (i, e) in t.elements.enumerated() where e.kind == .image {
                if let text = e.content, text.pieces.allSatisfy({ if case .literal = $0 { true } else { false } }) {
                    let path = text.pieces.map { if case .literal(let l) = $0 { l } else { "" } }.joined()
                    if !path.isEmpty { images.add(path, at: "\(t.path).elements[\(i)].source") }
                }
            }
        }
        for section in d.offerwall?.sections ?? [] {
            let l = section.layout
            for (key, a) in [("iconImage", l.iconImage), ("feedImage", l.feedImage), ("pointIconImage", l.pointIconImage),
                             ("pointAmountTrailImage", l.pointAmountTrailImage), ("adItemTrailImage", l.adItemTrailImage)] {
                attribute(a, "registrations.\(section.type.name).overrides.\(key)")
            }
            button(l.favoriteButton, "registrations.\(section.type.name).overrides.favoriteButton")
            // Through the buffer, so only the paths are read, not each ad copied out (and its strings retained).
            section.items.withUnsafeBufferPointer { items in
                for i in items.indices {
                    if let icon = items[i].iconUrl { images.add(icon, at: "\(section.path).items[\(i)].iconUrl") }
                    if let image = items[i].imageUrl { images.add(image, at: "\(section.path).items[\(i)].imageUrl") }
                    if let native = items[i].native {
                        if let icon = native.iconUrl { images.add(icon, at: "\(section.path).items[\(i)].native.iconUrl") }
                        if let media = native.mediaUrl { images.add(media, at: "\(section.path).items[\(i)].native.mediaUrl") }
                    }
                }
            }
        }
        if let placement = d.placement {
            let l = placement.section.layout
            for (key, a) in [("iconImage", l.iconImage), ("feedImage", l.feedImage), ("pointIconImage", l.pointIconImage)] {
                attribute(a, "placementRegistrations.\(placement.id).overrides.\(key)")
            }
            for (i, item) in placement.section.items.enumerated() {
                // Named by the file's own keys (`img_url` in the SDK's JSON).
                if let icon = item.iconUrl { images.add(icon, at: "items[\(i)].\(item.keyStyle.key(for: "iconUrl") ?? "iconUrl")") }
                if let image = item.imageUrl { images.add(image, at: "items[\(i)].\(item.keyStyle.key(for: "imageUrl") ?? "imageUrl")") }
            }
        }
        guard case .native(let native) = d.screen else { return }
        for (i, ad) in native.ads.enumerated() {
            if let icon = ad.ad.iconUrl { images.add(icon, at: "ads[\(i)].ad.iconUrl") }
            if let media = ad.ad.mediaUrl { images.add(media, at: "ads[\(i)].ad.mediaUrl") }
            button(ad.style.ctaButton, "ads[\(i)].style.ctaButton")
        }
    }

    private static func resolveSections(_ document: LayoutDocument, base: TnkLayout, options: Options, imageAccess: ImageAccess,
                                        appImages: ImageTable, diagnostics: DiagnosticSink) -> ResolvedDocument {
        // The document's two sets of edits, at this one stage: its styles (a setup's, then its own) on its
        // theme's defaults, and its settings (likewise) on the base registry's.
        let styles = document.styles
        var registry = base
        registry.settings = base.settings.rethemed(to: styles.palette)
        document.settings?.apply(to: &registry.settings)

        // Templates and layout classes first: registrations name them.
        TemplateItemView.register(document.templates, into: &registry.catalog, diagnostics: diagnostics)
        AppItemView.register(document.appViews, baseDirectory: document.baseDirectory, documentFile: document.file,
                             access: imageAccess, images: appImages, into: &registry.catalog, diagnostics: diagnostics)
        let layoutClasses = DocumentLayoutClasses(document.layoutClasses, catalog: registry.catalog, diagnostics: diagnostics)
        for spec in document.registrations {
            register(spec, into: &registry, layoutClasses: layoutClasses, styles: styles, diagnostics: diagnostics)
        }

        let settings = registry.settings
        let parent = CGSize(width: ListFrame(canvasWidth: document.device.width, settings: settings).width,
                            height: document.device.height)
        var menu: ResolvedMenu?, filter: ResolvedMenu?
        if let m = document.menu, !settings.menuMenuHidden {
            menu = resolveMenu(.menu, spec: m, registry: registry, document: document, styles: styles, parent: parent, diagnostics: diagnostics)
        }
        if let f = document.filter, !settings.menuFilterHidden {
            filter = resolveMenu(.filter, spec: f, registry: registry, document: document, styles: styles, parent: parent, diagnostics: diagnostics)
        }

        // One layout object per type, made with the document's styles; its overrides are asked per section.
        var layouts: [LayoutType: (layout: AdListItemViewLayout, view: any AdListItemView)] = [:]
        var sections: [ResolvedSection] = []
        for spec in options.sections(of: document) {
            let bound: (layout: AdListItemViewLayout, view: any AdListItemView)
            if let existing = layouts[spec.type] {
                bound = existing
            } else {
                guard let made = bind(spec, registry: registry, styles: styles, diagnostics: diagnostics) else { continue }
                bound = made
                layouts[spec.type] = made
            }
            let layout = bound.layout
            var properties = layout.properties
            if let footer = spec.footer {
                // A footer title asks for the footer that shows it; page footers show pages, not titles.
                switch properties.sectionFooterViewClass {
                case nil: properties.sectionFooterViewClass = SectionFooterSpec.titledFooterView
                case SectionFooterSpec.titledFooterView?: break
                case let other?:
                    diagnostics.error(.invalidValue, spec.path + ".footer", spec.footerLocation ?? spec.location,
                                      "the footer of layout type \"\(spec.type.name)\" is \(other), which shows the page, not a title "
                                      + "(\"\(footer.title)\"); remove \"footer\", or set \"sectionFooterViewClass\": "
                                      + "\"\(SectionFooterSpec.titledFooterView)\" in the registration's overrides")
                }
            }
            sections.append(ResolvedSection(type: spec.type, view: bound.view, layout: properties,
                                            viewSize: layout.effectiveViewSize(parent),
                                            itemColumns: layout.effectiveItemColumns(parent, numberOfItems: spec.items.count),
                                            header: spec.header ?? SectionHeaderSpec.sdkDefault(for: spec.type),
                                            footer: spec.footer, scroll: spec.scroll, items: spec.items, path: spec.path,
                                            location: spec.location))
        }

        let palette = styles.palette
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
                                             height: spec.height, limits: spec.limits, adLabel: spec.adLabel,
                                             adLabelColor: palette.secondaryText))
        }
        for spec in document.placementRegistrations {
            register(spec, into: &registry, layoutClasses: layoutClasses, styles: styles, diagnostics: diagnostics)
        }
        // A placement is as wide as the app's screen: no list width limit.
        let placementParent = CGSize(width: document.device.width, height: document.device.height)
        let placement = document.placement.flatMap { resolvePlacement($0, items: options.placementItems(of: document), registry: registry,
                                                                      styles: styles,
                                                                      parent: placementParent, diagnostics: diagnostics) }
        let screen: ResolvedScreen
        switch document.screen {
        case .native:
            screen = .native(ResolvedNativeScreen(ads: natives, background: document.nativeBackground, spacing: document.nativeSpacing))
        case .placement where placement != nil:
            screen = .placement(placement!)
        case .offerwall, .placement:
            // A placement that did not resolve has said why; an empty offerwall stands in for it.
            screen = .offerwall(ResolvedOfferwall(title: settings.navigationBarTitle ?? document.title, menu: menu, filter: filter,
                                                  sections: document.screen == .offerwall ? sections : []))
        }
        return ResolvedDocument(file: document.file, baseDirectory: document.baseDirectory, device: document.device,
                                settings: settings, palette: palette, screen: screen)
    }

    /// The item view and a new layout object for sections of `spec.type`.
    private static func bind(_ spec: SectionSpec, registry: TnkLayout, styles: TnkStyles, diagnostics: DiagnosticSink)
        -> (layout: AdListItemViewLayout, view: any AdListItemView)?
    {
        guard let reg = registry.itemViewRegistrations[spec.type] else {
            diagnostics.error(.unknownName, "\(spec.path).type", spec.location,
                              "no item view is registered for layout type \"\(spec.type.name)\"")
            return nil
        }
        guard let view = registry.catalog.view(named: reg.viewClass) else {
            diagnostics.error(.unsupported, "\(spec.path).type", spec.location,
                              "layout type \"\(spec.type.name)\" uses \(reg.viewClass), which is not registered; "
                              + "register an implemented view for it (available: "
                              + registry.catalog.viewClassNames.joined(separator: ", ") + ")")
            return nil
        }
        let layout: AdListItemViewLayout
        if let prototype = reg.prototype { layout = prototype.make(styles: styles) }
        else if let made = registry.catalog.layoutClass(named: reg.layoutClass)?.init(styles: styles) { layout = made }
        else {
            diagnostics.error(.unsupported, "\(spec.path).type", spec.location,
                              "layout type \"\(spec.type.name)\" uses \(reg.layoutClass), which is not registered; "
                              + "register an implemented layout for it (available: "
                              + registry.catalog.layoutClassNames.joined(separator: ", ") + ")")
            return nil
        }
        return (layout, view.configured(for: layout))
    }

    /// A menu row: the registered (or default) layout, the document's `menuLayouts` overrides, its height.
    private static func resolveMenu(_ type: MenuType, spec: MenuSpec, registry: TnkLayout, document: LayoutDocument,
                                    styles: TnkStyles, parent: CGSize, diagnostics: DiagnosticSink) -> ResolvedMenu {
        let layout = registry.menuViewRegistrations[type]?.prototype?.make(styles: styles)
            ?? (type == .filter ? AdListFilterViewLayout(styles: styles) : AdListMenuViewLayout(styles: styles))
        for spec in document.menuLayouts where spec.type == type {
            spec.overrides.apply(to: &layout.properties)
        }
        return ResolvedMenu(items: spec.items, selected: spec.selected, badge: type == .menu ? spec.badge : nil,
                            layout: layout.properties, height: layout.viewHeight(parent))
    }

    private static func register(_ spec: RegistrationSpec, into registry: inout TnkLayout, layoutClasses: DocumentLayoutClasses,
                                 styles: TnkStyles, diagnostics: DiagnosticSink) {
        guard let (viewClass, layout) = registration(viewClass: spec.viewClass, viewLayout: spec.viewLayout, overrides: spec.overrides,
                                                     existing: registry.itemViewRegistrations[spec.type], path: spec.path,
                                                     location: spec.location, registry: registry, layoutClasses: layoutClasses,
                                                     styles: styles, diagnostics: diagnostics) else { return }
        registry.registerItemViewLayout(type: spec.type, viewClassName: viewClass, viewLayout: layout)
    }

    /// A document's `placementRegistrations` entry, applied as a layout type's registration is.
    static func register(_ spec: PlacementRegistrationSpec, into registry: inout TnkLayout, layoutClasses: DocumentLayoutClasses,
                         styles: TnkStyles, diagnostics: DiagnosticSink) {
        let existing = registry.placementRegistrations[spec.placementId] ?? TnkLayout.defaultPlacementRegistration
        guard let (viewClass, layout) = registration(viewClass: spec.viewClass, viewLayout: spec.viewLayout, overrides: spec.overrides,
                                                     existing: existing, path: spec.path, location: spec.location,
                                                     registry: registry, layoutClasses: layoutClasses,
                                                     styles: styles, diagnostics: diagnostics) else { return }
        registry.registerPlacementViewLayout(placementId: spec.placementId, viewClassName: viewClass, viewLayout: layout)
    }

    /// The view name and a new layout (overrides applied) a registration asks for, or nil after reporting why not.
    private static func registration(viewClass named: String?, viewLayout: String?, overrides: PropertyEdits<ItemLayoutProperties>?,
                                     existing: ItemViewRegistration?, path: String, location: SourceLocation,
                                     registry: TnkLayout, layoutClasses: DocumentLayoutClasses,
                                     styles: TnkStyles, diagnostics: DiagnosticSink) -> (String, AdListItemViewLayout)? {
        let spec = (viewClass: named, viewLayout: viewLayout, overrides: overrides, path: path, location: location)
        let viewClass = spec.viewClass ?? existing?.viewClass ?? "DefaultAdListItemView"
        guard registry.catalog.view(named: viewClass) != nil else {
            let known = registry.catalog.viewClassNames
            let message = "unknown view class \"\(viewClass)\"\(NameSuggestions.hint(for: viewClass, in: known)); registered: "
                + known.joined(separator: ", ") + Self.swiftViewHint
            diagnostics.error(spec.viewClass == nil ? .unsupported : .unknownName, "\(spec.path).viewClass", spec.location, message)
            return nil
        }
        let layout: AdListItemViewLayout
        if let name = spec.viewLayout {
            guard let made = layoutClasses.make(name, styles: styles) ?? registry.catalog.layoutClass(named: name)?.init(styles: styles) else {
                // A declared class that failed has its own error; naming it again would call it unknown.
                if layoutClasses.failedNames.contains(name) { return nil }
                let known = Array(Set(registry.catalog.layoutClassNames + layoutClasses.names)).sorted()
                diagnostics.error(.unknownName, "\(spec.path).viewLayout", spec.location,
                                  "unknown layout class \"\(name)\"\(NameSuggestions.hint(for: name, in: known)); registered: "
                                  + known.joined(separator: ", "))
                return nil
            }
            layout = made
        } else if let existing,
                  let made = existing.prototype?.make(styles: styles) ?? registry.catalog.layoutClass(named: existing.layoutClass)?.init(styles: styles) {
            // The type's current layout (a Swift registration's too), made anew: overrides never touch the base registry.
            layout = made
        } else {
            layout = AdListItemViewLayout(styles: styles)
        }
        spec.overrides?.apply(to: &layout.properties)
        return (viewClass, layout)
    }

    /// Swift views exist only in the executable that registers them, so say where to look.
    static let swiftViewHint = ". A view written in Swift is registered by its own executable "
        + "(TnkLayout.registerItemViewClass or registerItemViewLayout): render the document with that executable (e.g. custom-adlayout for "
        + "the package's example) instead of adlayout; a view without code is declared under \"templates\"; an app's "
        + "own view (a XIB and the AdListItemView subclass that loads it) is read from the app's folder (--swift-setup MyApp/)"
}

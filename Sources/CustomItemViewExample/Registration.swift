import AdLayoutCore

/// Registers the guide's custom view for `.normal`, the way the guide's `viewDidLoad` does:
/// `TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: CustomAdListItemView.self,
/// viewLayout: CustomAdListItemViewLayout())`.
///
/// As in the SDK, every `normal` section that registers no view of its own then uses it; documents
/// can also name both classes (`"viewClass": "CustomAdListItemView"`, `"viewLayout": "CustomAdListItemViewLayout"`).
public func registerCustomAdListItemView(in registry: inout TnkLayout) {
    registry.registerItemViewLayout(type: .normal, viewClass: CustomAdListItemView.self,
                                    viewLayout: CustomAdListItemViewLayout())
}

/// Makes the guide's view and layout class nameable in documents without replacing any layout
/// type's default: what `custom-adlayout` registers, so documents that do not name them render
/// exactly as with `adlayout`.
public func registerCustomAdListItemViewClasses(in registry: inout TnkLayout) {
    registry.registerItemViewClass(CustomAdListItemView.self)
    registry.registerLayoutClass(CustomAdListItemViewLayout.self)
}

/// The registry `custom-adlayout` uses: the SDK's defaults, with the guide's classes nameable.
public func customExampleRegistry() -> TnkLayout {
    var registry = TnkLayout()
    registerCustomAdListItemViewClasses(in: &registry)
    return registry
}

/// A registry with the guide's call made: `normal` sections use the custom view unless they name another.
public func guideExampleRegistry() -> TnkLayout {
    var registry = TnkLayout()
    registerCustomAdListItemView(in: &registry)
    return registry
}

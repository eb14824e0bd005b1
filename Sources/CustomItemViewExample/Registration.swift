import AdLayoutCore

/// Registers the guide's custom view for `.normal`, the way the guide's `viewDidLoad` does:
/// `TnkLayout.shared.registerItemViewLayout(type: .normal, viewClass: CustomAdListItemView.self,
/// viewLayout: CustomAdListItemViewLayout())`.
///
/// Documents can then also name both classes (`"viewClass": "CustomAdListItemView"`,
/// `"viewLayout": "CustomAdListItemViewLayout"`).
public func registerCustomAdListItemView(in registry: inout TnkLayout) {
    registry.registerItemViewLayout(type: .normal, viewClass: CustomAdListItemView.self,
                                    viewLayout: CustomAdListItemViewLayout())
}

/// A registry with the SDK's defaults plus the guide's custom view (for tools and tests).
public func customExampleRegistry() -> TnkLayout {
    var registry = TnkLayout()
    registerCustomAdListItemView(in: &registry)
    return registry
}

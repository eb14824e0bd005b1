import Foundation
import AdLayoutModel

/// The item views and layout classes a registry can name: built-ins plus whatever the user adds.
public struct ItemViewCatalog: Sendable {
    private var views: [String: any AdListItemView]
    private var layoutClasses: [String: AdListItemViewLayout.Type]

    /// An empty catalog; `ItemViewCatalog.builtIn` (AdLayoutBuiltIns) has the built-in views and layout classes.
    public init() {
        views = [:]; layoutClasses = [:]
    }

    /// Adds (or replaces) an item view under `name`, the `viewClass` documents use for it.
    public mutating func register(view: any AdListItemView, named name: String) {
        views[name] = view
    }

    /// Adds (or replaces) a layout class under its `layoutClassName`, so documents can name it.
    public mutating func register(layoutClass: AdListItemViewLayout.Type) {
        layoutClasses[layoutClass.layoutClassName] = layoutClass
    }

    /// Names of the registered views, sorted.
    public var viewClassNames: [String] { views.keys.sorted() }
    /// Names of the registered layout classes, sorted.
    public var layoutClassNames: [String] { layoutClasses.keys.sorted() }

    /// The view registered under `name`.
    public func view(named name: String) -> (any AdListItemView)? { views[name] }

    /// The layout class registered under `name`.
    public func layoutClass(named name: String) -> AdListItemViewLayout.Type? { layoutClasses[name] }
}

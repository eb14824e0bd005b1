import Foundation

#if compiler(>=6.2)
/// Lets a layout class's metatype be kept in a `Sendable` registry (``LayoutPrototype``); Swift 6.2
/// checks metatypes' sendability, earlier compilers have nothing to conform to.
public protocol LayoutClassMetatype: SendableMetatype {}
#else
/// Lets a layout class's metatype be kept in a `Sendable` registry (``LayoutPrototype``).
public protocol LayoutClassMetatype {}
#endif

/// A layout class of the SDK's API (``AdListItemViewLayout``, ``AdListMenuViewLayout``): an object
/// users configure or subclass, whose values live in one `Sendable` value.
public protocol LayoutClass: AnyObject, LayoutClassMetatype {
    /// The value type holding every property of the layout.
    associatedtype Properties: Sendable
    /// Every value of the layout.
    var properties: Properties { get set }
    /// A layout with its class's defaults in the colours and element styles of `styles`.
    init(styles: TnkStyles)
}

extension AdListItemViewLayout: LayoutClass {}
extension AdListMenuViewLayout: LayoutClass {}

/// A registered layout, kept as its class and values so a registry stays a `Sendable` value:
/// each resolution makes its own object from it (running the class's `init(styles:)` with the
/// document's styles, then restoring the registered values), so no layout object is shared between renders.
///
/// State a layout subclass adds outside ``LayoutClass/properties`` is set again by its `init`;
/// values assigned to such state after creation are not carried.
public struct LayoutPrototype<Layout: LayoutClass>: Sendable {
    /// The layout's class (a subclass's, when one was registered).
    public let layoutClass: Layout.Type
    /// Its values when it was registered.
    public let properties: Layout.Properties

    /// Captures `layout`'s class and current values.
    public init(_ layout: Layout) {
        layoutClass = type(of: layout)
        properties = layout.properties
    }

    /// A new object of the class, made with `styles`, holding the captured values.
    public func make(styles: TnkStyles) -> Layout {
        let layout = layoutClass.init(styles: styles)
        layout.properties = properties
        return layout
    }
}

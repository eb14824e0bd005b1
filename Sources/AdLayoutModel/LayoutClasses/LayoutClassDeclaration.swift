import Foundation

/// `layoutClasses.<name>`: a layout class declared in the document, as a Swift subclass would be:
/// a base class, property values set by its `init` (`overrides`), and optionally `viewSize` and
/// `itemColumns` as expressions evaluated per section.
public struct LayoutClassDeclaration: Sendable {
    /// The class name registrations use in `viewLayout`.
    public var name: String
    /// A built-in or Swift layout class, or another `layoutClasses` entry.
    public var base: String
    /// `AdListItemViewLayout` properties set when an instance is created (same keys as a
    /// registration's `overrides`); checked when the document is resolved.
    public var overrides: PropertyEdits<ItemLayoutProperties>?
    /// The expressions; parts left out keep the base class's.
    public var sizing: LayoutSizing
    /// JSON path (`layoutClasses.MyLayout`) and where the declaration starts.
    public var path: String
    /// Where the declaration starts.
    public var location: SourceLocation
    /// Where `base` is written.
    public var baseLocation: SourceLocation

    /// A declaration of `name` derived from `base`.
    public init(name: String, base: String, overrides: PropertyEdits<ItemLayoutProperties>? = nil, sizing: LayoutSizing = LayoutSizing(),
                path: String, location: SourceLocation, baseLocation: SourceLocation) {
        self.name = name; self.base = base; self.overrides = overrides; self.sizing = sizing
        self.path = path; self.location = location; self.baseLocation = baseLocation
    }
}

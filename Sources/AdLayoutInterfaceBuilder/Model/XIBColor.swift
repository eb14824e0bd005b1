/// A colour as a XIB writes it: literal components, a system colour, an asset-catalog colour or a
/// catalog colour.
///
/// A `<nil key="textColor"/>` element (the default colour) is not a colour: the property holding it
/// is `nil`.
///
/// - `systemColor="systemTealColor"` reads as ``system(name:resolved:)``, resolved through the
///   document's `<resources><systemColor name=…>` (the values for the appearance the file was saved
///   in), or through components written on the element itself (Xcode 11 wrote both).
/// - `name="BrandColor"` reads as ``named(name:resolved:)``: an asset-catalog colour, resolved
///   through `<resources><namedColor name=…>` when the file carries it; otherwise `resolved` is
///   `nil` and the name is left for an asset catalog to resolve later.
/// - `cocoaTouchSystemColor="darkTextColor"` (older files) reads as a system colour too.
/// - `catalog="System" colorSpace="catalog" name="…"` reads as ``catalog(name:catalog:)``.
public enum XIBColor: Sendable, Hashable {
    /// A colour given by its components.
    case literal(XIBColorComponents)
    /// A UIKit system colour by name (`systemBackgroundColor`, `labelColor`, `darkTextColor`, …),
    /// with its components from the document if it has them.
    case system(name: String, resolved: XIBColorComponents?)
    /// An asset-catalog colour by name, with its components from the document's resources if they
    /// are there.
    case named(name: String, resolved: XIBColorComponents?)
    /// A colour from a named colour catalog (`catalog="System"`), by name.
    case catalog(name: String, catalog: String)

    /// The components, when the document gives them (literal, or resolved through resources).
    public var components: XIBColorComponents? {
        switch self {
        case .literal(let components): return components
        case .system(_, let resolved), .named(_, let resolved): return resolved
        case .catalog: return nil
        }
    }

    /// The system, named or catalog colour's name; `nil` for a literal colour.
    public var name: String? {
        switch self {
        case .literal: return nil
        case .system(let name, _), .named(let name, _), .catalog(let name, _): return name
        }
    }
}

import Foundation

/// What a document says of a value that exists only later, as data: a registration's `overrides`
/// apply on whatever its layout class made, `tnkLayout` on the base registry's settings,
/// `styles.adListItem` on the theme's defaults. One ``PropertyEdit`` per key given, in document
/// order, applied by ``apply(to:)``.
public struct PropertyEdits<Target>: Sendable {
    /// The edits, in the order the document gives them.
    public var edits: [PropertyEdit<Target>]

    /// The edits `edits`.
    public init(_ edits: [PropertyEdit<Target>] = []) {
        self.edits = edits
    }

    /// Applies every edit to `target`, in order: the one function decoded edits are applied by.
    public func apply(to target: inout Target) {
        for edit in edits { edit.change.apply(to: &target) }
    }

    /// ``apply(to:)``: edits read as the change they make (`overrides?(&layout.properties)`).
    public func callAsFunction(_ target: inout Target) {
        apply(to: &target)
    }
}

/// One key of a document's edits: the property it changes and the value it gives (``change``), and
/// where the document gives it.
public struct PropertyEdit<Target>: Sendable {
    /// The key's JSON path (`registrations.normal.overrides.titleLabel`).
    public let path: String
    /// Where its value is written (in a tree merged from a Swift setup: the Swift line:column it comes from).
    public let location: SourceLocation
    /// The property's key path and its value.
    public let change: any PropertyChange<Target>

    /// An edit making `change`, written at `path` and `location`.
    public init(path: String, location: SourceLocation, change: any PropertyChange<Target>) {
        self.path = path; self.location = location; self.change = change
    }
}

/// What an edit does to its target: a property (by key path) given a value, or edited key by key.
public protocol PropertyChange<Target>: Sendable {
    /// The type edited.
    associatedtype Target
    /// Makes the change on `target`.
    func apply(to target: inout Target)
}

/// The property at ``keyPath`` set to ``value`` (nil clears an optional; `\.self` starts from defaults).
public struct PropertyAssignment<Target, Value: Sendable>: PropertyChange {
    /// The property.
    public let keyPath: WritableKeyPath<Target, Value> & Sendable
    /// Its new value.
    public let value: Value

    /// Sets `keyPath` to `value`.
    public func apply(to target: inout Target) {
        target[keyPath: keyPath] = value
    }
}

/// The value at ``keyPath`` changed by edits of its own (a label's font, an inset's top): only the
/// keys given change.
public struct NestedPropertyEdits<Target, Value>: PropertyChange {
    /// The property.
    public let keyPath: WritableKeyPath<Target, Value> & Sendable
    /// Its edits.
    public let edits: PropertyEdits<Value>

    /// Applies ``edits`` to the property.
    public func apply(to target: inout Target) {
        edits.apply(to: &target[keyPath: keyPath])
    }
}

/// An optional value at ``keyPath`` changed by edits of its own, starting from ``start`` when it is
/// nil (a button's selected font starts as its font).
public struct OptionalPropertyEdits<Target, Value>: PropertyChange {
    /// The property.
    public let keyPath: WritableKeyPath<Target, Value?> & Sendable
    /// Where the value starts when the property is nil.
    public let start: KeyPath<Target, Value> & Sendable
    /// Its edits.
    public let edits: PropertyEdits<Value>

    /// Applies ``edits`` to the property, or to ``start``'s value when it is nil.
    public func apply(to target: inout Target) {
        var value = target[keyPath: keyPath] ?? target[keyPath: start]
        edits.apply(to: &value)
        target[keyPath: keyPath] = value
    }
}

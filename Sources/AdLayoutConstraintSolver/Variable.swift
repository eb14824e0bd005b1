/// An unknown of the linear system, identified by object identity.
///
/// A variable holds no value itself (so it is immutable and `Sendable`, and one variable may take part in several
/// solvers); ask the ``Solver`` that solved it with ``Solver/value(of:)``.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name used only in descriptions and diagnostics; several variables may share it.
    public let name: String

    /// Creates a new, distinct variable.
    /// - Parameter name: A debug name used in descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Variables are equal only when they are the same object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The debug name, or an address-based placeholder when it is empty.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
    }
}

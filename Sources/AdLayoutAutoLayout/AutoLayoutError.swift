/// Why a system could not be built or solved.
public enum AutoLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// More items than ``AutoLayoutLimits/maximumItemCount``; `count` is how many were seen before stopping.
    case tooManyItems(count: Int, limit: Int)
    /// More constraints than ``AutoLayoutLimits/maximumConstraintCount``.
    case tooManyConstraints(count: Int, limit: Int)
    /// An item deeper than ``AutoLayoutLimits/maximumNestingDepth`` (the root has depth 0).
    case nestingTooDeep(itemID: String, limit: Int)
    /// Two items share an id.
    case duplicateItemID(String)
    /// A constraint names an item that is not in the tree.
    case unknownItem(String, source: ConstraintSource)
    /// An id passed to an update is not in the tree.
    case unknownItemID(String)
    /// A constraint UIKit would refuse (mixed axes, location equal to a constant, priority out of 1…1000, …).
    case invalidConstraint(source: ConstraintSource, reason: String)
    /// An item UIKit could not have (a guide with children, a non-finite frame, a guide as root, …).
    case invalidItem(itemID: String, reason: String)
    /// The root size is negative or not finite.
    case invalidRootSize(LayoutSize)
    /// The solver exceeded its work limit; the system must be rebuilt.
    case solverWorkLimitExceeded(limit: Int)
    /// The solver failed an internal invariant; the system must be rebuilt.
    case solverFailure(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .tooManyItems(let count, let limit): "more than \(limit) layout items (\(count) seen)"
        case .tooManyConstraints(let count, let limit): "\(count) constraints exceed the limit of \(limit)"
        case .nestingTooDeep(let id, let limit): "item \(id) is nested deeper than \(limit) levels"
        case .duplicateItemID(let id): "duplicate item id \(id)"
        case .unknownItem(let id, let source): "constraint \(source) refers to unknown item \(id)"
        case .unknownItemID(let id): "unknown item id \(id)"
        case .invalidConstraint(let source, let reason): "invalid constraint \(source): \(reason)"
        case .invalidItem(let id, let reason): "invalid item \(id): \(reason)"
        case .invalidRootSize(let size): "invalid root size \(size)"
        case .solverWorkLimitExceeded(let limit): "constraint solver exceeded \(limit) pivots in one operation"
        case .solverFailure(let message): "constraint solver failure: \(message)"
        }
    }
}

/// Names one constraint of a built system in a warning: where it came from and its equation.
public struct ConstraintReference: Hashable, Sendable, CustomStringConvertible {
    /// Where a constraint came from.
    public enum Origin: Hashable, Sendable {
        /// The caller's constraint at `index` in the array given to ``AutoLayoutSystem``, with its source.
        case user(index: Int, source: ConstraintSource)
        /// The root item's fixed frame (one per edge or size).
        case rootFrame(itemID: String)
        /// An item whose autoresizing mask is translated into a fixed frame.
        case autoresizingMask(itemID: String)
        /// A stack view's arrangement; `rule` names it (`spacing`, `leading-edge`, `alignment`, `hiding`, …).
        case stackView(stackID: String, rule: String)
        /// Content hugging or compression resistance (`rule` is `hugging` or `compression`).
        case intrinsicContentSize(itemID: String, axis: LayoutAxis, rule: String)
    }

    /// Where it came from.
    public let origin: Origin
    /// The relation it expresses, for example `media.width == 0.521875 * media.height @1000`.
    public let equation: String

    /// Creates a reference.
    public init(origin: Origin, equation: String) {
        self.origin = origin
        self.equation = equation
    }

    /// The caller's source, for constraints the caller supplied.
    public var source: ConstraintSource? {
        if case .user(_, let source) = origin { return source }
        return nil
    }

    /// The equation and its origin.
    public var description: String {
        switch origin {
        case .user(_, let source): "\(equation) [\(source)]"
        case .rootFrame(let id): "\(equation) [root frame of \(id)]"
        case .autoresizingMask(let id): "\(equation) [autoresizing mask of \(id)]"
        case .stackView(let id, let rule): "\(equation) [stack view \(id): \(rule)]"
        case .intrinsicContentSize(let id, let axis, let rule): "\(equation) [\(rule) of \(id), \(axis)]"
        }
    }
}

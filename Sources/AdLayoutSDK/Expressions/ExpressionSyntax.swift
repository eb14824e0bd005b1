import Foundation

/// An expression as written, before names are resolved: the parser's output.
///
/// Offsets count Unicode scalars from the start of the expression string, so an error can point
/// at the character a person sees.
indirect enum ExpressionSyntax: Sendable {
    case number(Double, offset: Int)
    case bool(Bool, offset: Int)
    /// A name with dots, e.g. `sectionInset.left`.
    case name(String, offset: Int)
    case unary(UnaryOperator, ExpressionSyntax, offset: Int)
    case binary(BinaryOperator, ExpressionSyntax, ExpressionSyntax, offset: Int)
    case conditional(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax, offset: Int)
    case call(String, [ExpressionSyntax], offset: Int)

    /// The first node deeper than `limit` levels (the root is level 1), found without recursion:
    /// compiling and evaluating recurse once per level, so a tree too deep for them must be
    /// measured some other way.
    func node(deeperThan limit: Int) -> ExpressionSyntax? {
        var stack: [(node: ExpressionSyntax, level: Int)] = [(self, 1)]
        while let (node, level) = stack.popLast() {
            if level > limit { return node }
            switch node {
            case .number, .bool, .name: break
            case .unary(_, let x, _): stack.append((x, level + 1))
            case .binary(_, let a, let b, _): stack += [(b, level + 1), (a, level + 1)]
            case .conditional(let c, let a, let b, _): stack += [(b, level + 1), (a, level + 1), (c, level + 1)]
            case .call(_, let arguments, _): stack += arguments.reversed().map { ($0, level + 1) }
            }
        }
        return nil
    }

    /// Where the expression starts (an operator's position for unary, binary and conditional ones).
    var offset: Int {
        switch self {
        case .number(_, let o), .bool(_, let o), .name(_, let o), .unary(_, _, let o), .binary(_, _, _, let o),
             .conditional(_, _, _, let o), .call(_, _, let o): o
        }
    }
}

/// `-x`, `!b`.
public enum UnaryOperator: String, Sendable {
    case negate = "-", not = "!"
}

/// Binary operators, by the precedence levels the parser uses.
public enum BinaryOperator: String, Sendable, CaseIterable {
    case multiply = "*", divide = "/"
    case add = "+", subtract = "-"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&"
    case or = "||"

    /// Higher binds tighter: 5 `* /`, 4 `+ -`, 3 comparisons, 2 `&&`, 1 `||`.
    public var precedence: Int {
        switch self {
        case .multiply, .divide: 5
        case .add, .subtract: 4
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: 3
        case .and: 2
        case .or: 1
        }
    }

    /// `==`, `!=`, `<`, `<=`, `>`, `>=`.
    public var isComparison: Bool { precedence == 3 }
    /// `&&`, `||`.
    public var isLogical: Bool { self == .and || self == .or }

    /// `x op y`: a comparison or a logical operator gives 1 for true and 0 for false, and any operand but 0 is
    /// true. The one arithmetic of layout expressions and of the Swift setup reader's constants.
    package func apply(_ x: Double, _ y: Double) -> Double {
        switch self {
        case .multiply: x * y
        case .divide: x / y
        case .add: x + y
        case .subtract: x - y
        case .equal: x == y ? 1 : 0
        case .notEqual: x != y ? 1 : 0
        case .less: x < y ? 1 : 0
        case .lessOrEqual: x <= y ? 1 : 0
        case .greater: x > y ? 1 : 0
        case .greaterOrEqual: x >= y ? 1 : 0
        case .and: x != 0 && y != 0 ? 1 : 0
        case .or: x != 0 || y != 0 ? 1 : 0
        }
    }
}

/// A problem in an expression string: what is wrong and where (Unicode scalars from its start).
public struct ExpressionError: Error, Sendable, Equatable {
    /// What is wrong, e.g. `unknown name "sectionInsets.left"`.
    public var message: String
    /// Where, in Unicode scalars from the start of the expression.
    public var offset: Int
    /// An error at `offset`.
    public init(message: String, offset: Int) { self.message = message; self.offset = offset }
}

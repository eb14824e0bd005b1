import Foundation

/// A compiled number expression of a document layout class (`viewSize.width`, `itemColumns[0]`, …):
/// names resolved, types checked, ready to evaluate per section.
///
/// Evaluation is plain `Double` arithmetic in the written order (so it gives the same bits as the
/// same Swift `CGFloat` code) and never traps: division by zero gives ±∞ or NaN, which the
/// caller replaces (see ``LayoutSizing``).
public struct LayoutExpression: Sendable, CustomStringConvertible {
    /// The text as written, or the number.
    public let source: String
    let root: Node

    /// A constant.
    public init(constant: Double) {
        source = ExpressionFormatting.number(constant)
        root = .number(constant)
    }

    /// Parses and checks `source` for `scope`; the result must be a number.
    public init(_ source: String, scope: ExpressionScope) throws(ExpressionError) {
        let syntax = try ExpressionParser.parse(source)
        let (node, type) = try Self.compile(syntax, scope: scope)
        guard type == .number else {
            throw ExpressionError(message: "expected a number, found a true/false value; use c ? a : b", offset: 0)
        }
        self.source = source
        self.root = node
    }

    /// The expression as written.
    public var description: String { source }

    /// The value for `context`.
    public func evaluate(_ context: ExpressionContext) -> Double { root.evaluate(context) }

    /// The value is a constant (no names).
    public var constantValue: Double? {
        if case .number(let n) = root { return n }
        return nil
    }

    // MARK: Compiled tree

    enum ValueType { case number, bool }

    /// Functions of one or more numbers.
    enum Function: String, CaseIterable, Sendable {
        case min, max, int, floor, ceil, round, abs
    }

    indirect enum Node: Sendable {
        case number(Double)
        case variable(LayoutExpressionVariable)
        case unary(UnaryOperator, Node)
        case binary(BinaryOperator, Node, Node)
        case conditional(Node, Node, Node)
        case call(Function, [Node])

        func evaluate(_ c: ExpressionContext) -> Double {
            switch self {
            case .number(let n): return n
            case .variable(let v): return v.read(c)
            case .unary(.negate, let x): return -x.evaluate(c)
            case .unary(.not, let x): return x.evaluate(c) != 0 ? 0 : 1
            case .conditional(let test, let a, let b): return test.evaluate(c) != 0 ? a.evaluate(c) : b.evaluate(c)
            case .binary(let op, let a, let b):
                // `&&` and `||` evaluate their right side only when the left does not decide.
                switch op {
                case .and: return a.evaluate(c) != 0 && b.evaluate(c) != 0 ? 1 : 0
                case .or: return a.evaluate(c) != 0 || b.evaluate(c) != 0 ? 1 : 0
                default: return op.apply(a.evaluate(c), b.evaluate(c))
                }
            case .call(let function, let arguments):
                let values = arguments.map { $0.evaluate(c) }
                switch function {
                case .min: return values.dropFirst().reduce(values[0]) { Swift.min($0, $1) }
                case .max: return values.dropFirst().reduce(values[0]) { Swift.max($0, $1) }
                case .int: return values[0].rounded(.towardZero)
                case .floor: return values[0].rounded(.down)
                case .ceil: return values[0].rounded(.up)
                case .round: return values[0].rounded()
                case .abs: return Swift.abs(values[0])
                }
            }
        }
    }

    static func compile(_ s: ExpressionSyntax, scope: ExpressionScope) throws(ExpressionError) -> (Node, ValueType) {
        func number(_ e: ExpressionSyntax, _ what: String) throws(ExpressionError) -> Node {
            let (node, type) = try compile(e, scope: scope)
            guard type == .number else {
                throw ExpressionError(message: "\(what) needs a number, found a true/false value", offset: e.offset)
            }
            return node
        }
        func bool(_ e: ExpressionSyntax, _ what: String) throws(ExpressionError) -> Node {
            let (node, type) = try compile(e, scope: scope)
            guard type == .bool else {
                throw ExpressionError(message: "\(what) needs true/false (a comparison), found a number", offset: e.offset)
            }
            return node
        }
        switch s {
        case .number(let n, _):
            return (.number(n), .number)
        case .bool(let b, _):
            return (.number(b ? 1 : 0), .bool)
        case .name(let name, let offset):
            let v = try LayoutExpressionVariables.lookup(name, scope: scope, offset: offset)
            return (.variable(v), v.isBool ? .bool : .number)
        case .unary(.negate, let x, _):
            return (.unary(.negate, try number(x, "\"-\"")), .number)
        case .unary(.not, let x, _):
            return (.unary(.not, try bool(x, "\"!\"")), .bool)
        case .binary(let op, let a, let b, _):
            if op.isLogical {
                return (.binary(op, try bool(a, "\"\(op.rawValue)\""), try bool(b, "\"\(op.rawValue)\"")), .bool)
            }
            if op == .equal || op == .notEqual {
                let (x, tx) = try compile(a, scope: scope)
                let (y, ty) = try compile(b, scope: scope)
                guard tx == ty else {
                    throw ExpressionError(message: "\"\(op.rawValue)\" compares a number with a true/false value", offset: s.offset)
                }
                return (.binary(op, x, y), .bool)
            }
            let x = try number(a, "\"\(op.rawValue)\""), y = try number(b, "\"\(op.rawValue)\"")
            return (.binary(op, x, y), op.isComparison ? .bool : .number)
        case .conditional(let test, let a, let b, _):
            let t = try bool(test, "the condition of \"? :\"")
            let (x, tx) = try compile(a, scope: scope)
            let (y, ty) = try compile(b, scope: scope)
            guard tx == ty else {
                throw ExpressionError(message: "both branches of \"? :\" must be numbers, or both true/false", offset: s.offset)
            }
            return (.conditional(t, x, y), tx)
        case .call(let name, let arguments, let offset):
            guard let function = Function(rawValue: name) else {
                throw ExpressionError(message: "unknown function \"\(name)\"\(NameSuggestions.hint(for: name, in: Function.allCases.map(\.rawValue))); "
                                      + "functions: min, max, int, floor, ceil, round, abs", offset: offset)
            }
            switch function {
            case .min, .max:
                guard arguments.count >= 2 else {
                    throw ExpressionError(message: "\(name)(…) takes two or more numbers, found \(arguments.count)", offset: offset)
                }
            default:
                guard arguments.count == 1 else {
                    throw ExpressionError(message: "\(name)(…) takes one number, found \(arguments.count)", offset: offset)
                }
            }
            var nodes: [Node] = []
            for argument in arguments { nodes.append(try number(argument, "\(name)(…)")) }
            return (.call(function, nodes), .number)
        }
    }
}

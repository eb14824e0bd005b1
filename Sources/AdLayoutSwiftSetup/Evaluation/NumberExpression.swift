import AdLayoutCore
import Foundation

/// Swift's number types as far as the setup subset needs them.
enum NumberType: Equatable {
    /// `Int`.
    case int
    /// `CGFloat` (and `Double`).
    case float
    case bool
    /// An integer literal not yet given a type (`167`): it takes the type its context wants.
    case integerLiteral
    /// A floating-point literal not yet given a type (`0.5`): `CGFloat` unless the context says otherwise.
    case floatLiteral

    var isLiteral: Bool { self == .integerLiteral || self == .floatLiteral }

    /// The concrete type a literal takes without context (Swift's defaults: `Int`, `Double`).
    var concrete: NumberType {
        switch self {
        case .integerLiteral: .int
        case .floatLiteral: .float
        default: self
        }
    }

    var swiftName: String {
        switch self {
        case .int, .integerLiteral: "Int"
        case .float, .floatLiteral: "CGFloat"
        case .bool: "Bool"
        }
    }
}

/// A Swift number or bool expression read from a setup, kept as a tree so that it can be written
/// in the document's expression language (for `viewSize`/`itemColumns`) or computed when it
/// has no names (property values).
///
/// Swift's typing is followed where it changes results: a literal takes the type of what it is
/// combined with or assigned to (`width * 167 / 320` is `CGFloat` division), `Int` division
/// truncates (written `int(a / b)`), `let x = 7 / 2` is an `Int`.
struct NumberExpression {
    indirect enum Node {
        case literal(Double, integer: Bool)
        case bool(Bool)
        /// A name of the expression language (`parentSize.width`, `sectionInset.left`, `numberOfItems`).
        case variable(String, NumberType)
        case negate(NumberExpression)
        case not(NumberExpression)
        case binary(BinaryOperator, NumberExpression, NumberExpression)
        case conditional(NumberExpression, NumberExpression, NumberExpression)
        /// `min`, `max`, `floor`, `ceil`, `round`, `abs`.
        case call(String, [NumberExpression])
        /// The value given a type: `Int(x)`, `CGFloat(x)`, `let x: CGFloat = …`.
        case typed(NumberExpression, NumberType)
    }

    let node: Node
    /// How many parts (numbers, names, operations) the expression has written out: `let v2 = v1 + v1`
    /// shares `v1` but is written (and computed) with it twice, so the size is what writing and
    /// computing cost. Kept as it is built, so a value too large to use is refused before it is walked.
    let size: Int

    private init(_ node: Node, _ parts: [NumberExpression] = []) {
        self.node = node
        var size = 1
        for part in parts { size = size > Int.max - part.size ? Int.max : size + part.size }
        self.size = size
    }

    static func literal(_ value: Double, integer: Bool) -> Self { Self(.literal(value, integer: integer)) }
    static func bool(_ value: Bool) -> Self { Self(.bool(value)) }
    static func variable(_ name: String, _ type: NumberType) -> Self { Self(.variable(name, type)) }
    static func negate(_ x: Self) -> Self { Self(.negate(x), [x]) }
    static func not(_ x: Self) -> Self { Self(.not(x), [x]) }
    static func binary(_ op: BinaryOperator, _ a: Self, _ b: Self) -> Self { Self(.binary(op, a, b), [a, b]) }
    static func conditional(_ c: Self, _ a: Self, _ b: Self) -> Self { Self(.conditional(c, a, b), [c, a, b]) }
    static func call(_ name: String, _ arguments: [Self]) -> Self { Self(.call(name, arguments), arguments) }
    static func typed(_ x: Self, _ type: NumberType) -> Self { Self(.typed(x, type), [x]) }

    /// A type mismatch Swift would reject.
    struct TypeError: Error { var message: String }

    /// The type Swift gives the expression on its own.
    func naturalType() throws(TypeError) -> NumberType {
        switch node {
        case .literal(_, let integer): return integer ? .integerLiteral : .floatLiteral
        case .bool, .not: return .bool
        case .variable(_, let type): return type
        case .negate(let x): return try x.naturalType()
        case .binary(let op, let a, let b):
            if op.isLogical || op.isComparison {
                _ = try Self.unify(try a.naturalType(), try b.naturalType(), op.rawValue)
                return .bool
            }
            return try Self.unify(try a.naturalType(), try b.naturalType(), op.rawValue)
        case .conditional(_, let a, let b): return try Self.unify(try a.naturalType(), try b.naturalType(), "?:")
        case .call(let name, let arguments):
            var type = try arguments[0].naturalType()
            for argument in arguments.dropFirst() { type = try Self.unify(type, try argument.naturalType(), name) }
            return type
        case .typed(_, let type): return type
        }
    }

    static func unify(_ a: NumberType, _ b: NumberType, _ what: String) throws(TypeError) -> NumberType {
        if a == b { return a }
        if a == .bool || b == .bool {
            throw TypeError(message: "\"\(what)\" mixes \(a.swiftName) and \(b.swiftName)")
        }
        switch (a, b) {
        case (.float, .int), (.int, .float), (.int, .floatLiteral), (.floatLiteral, .int):
            throw TypeError(message: "\"\(what)\" mixes Int and CGFloat; Swift needs a conversion such as CGFloat(x)")
        case (.float, _), (_, .float): return .float
        case (.int, _), (_, .int): return .int
        default: return .floatLiteral   // an integer literal with a floating-point one
        }
    }

    /// The concrete type in `context` (the type the surrounding code wants, if any).
    func resolvedType(in context: NumberType?) throws(TypeError) -> NumberType {
        let natural = try naturalType()
        guard natural.isLiteral else { return natural }
        if let context, context == .float || (context == .int && natural == .integerLiteral) { return context }
        return natural.concrete
    }

    // MARK: Writing

    /// The expression in the document's expression language, typed for `context`.
    func text(in context: NumberType?) throws(TypeError) -> String {
        try write(type: try resolvedType(in: context)).text
    }

    /// Text and precedence (7 primary, 6 unary, 5 `* /`, 4 `+ -`, 3 comparisons, 2 `&&`, 1 `||`, 0 `?:`).
    private func write(type: NumberType) throws(TypeError) -> (text: String, precedence: Int) {
        switch node {
        case .literal(let value, _):
            let text = ExpressionFormatting.number(type == .int ? value.rounded(.towardZero) : value)
            return (text, value < 0 ? 6 : 7)
        case .bool(let b): return (b ? "true" : "false", 7)
        case .variable(let name, _): return (name, 7)
        case .negate(let x):
            let inner = try x.write(type: type)
            return ("-" + (inner.precedence < 6 ? "(\(inner.text))" : inner.text), 6)
        case .not(let x):
            let inner = try x.write(type: .bool)
            return ("!" + (inner.precedence < 6 ? "(\(inner.text))" : inner.text), 6)
        case .binary(let op, let a, let b):
            let operandType: NumberType
            if op.isLogical { operandType = .bool }
            else if op.isComparison {
                operandType = try Self.unify(try a.naturalType(), try b.naturalType(), op.rawValue).concrete
            } else { operandType = type }
            let left = try a.write(type: operandType), right = try b.write(type: operandType)
            let p = op.precedence
            let l = left.precedence < p || (op.isComparison && left.precedence == p) ? "(\(left.text))" : left.text
            let r = right.precedence <= p ? "(\(right.text))" : right.text
            let text = "\(l) \(op.rawValue) \(r)"
            if op == .divide && type == .int { return ("int(\(text))", 7) }
            return (text, p)
        case .conditional(let test, let a, let b):
            let t = try test.write(type: .bool), x = try a.write(type: type), y = try b.write(type: type)
            if x.text == y.text { return x }
            // A conditional in the middle is bracketed for the reader; `a ? 1 : b ? 2 : 3` reads as is.
            let middle = x.precedence == 0 ? "(\(x.text))" : x.text
            return ("\(t.precedence == 0 ? "(\(t.text))" : t.text) ? \(middle) : \(y.text)", 0)
        case .call(let name, let arguments):
            var texts: [String] = []
            for argument in arguments { texts.append(try argument.write(type: type).text) }
            return ("\(name)(\(texts.joined(separator: ", ")))", 7)
        case .typed(let inner, let target):
            let innerType = try inner.resolvedType(in: target == .bool ? nil : target)
            let written = try inner.write(type: innerType)
            if target == .int && innerType == .float { return ("int(\(written.text))", 7) }
            return written
        }
    }

    // MARK: Computing

    /// The value, when the expression has no names; nil otherwise.
    func constantValue(in context: NumberType?) throws(TypeError) -> Double? {
        try compute(type: try resolvedType(in: context))
    }

    private func compute(type: NumberType) throws(TypeError) -> Double? {
        switch node {
        case .literal(let value, _): return type == .int ? value.rounded(.towardZero) : value
        case .bool(let b): return b ? 1 : 0
        case .variable: return nil
        case .negate(let x): return try x.compute(type: type).map { -$0 }
        case .not(let x): return try x.compute(type: .bool).map { $0 != 0 ? 0 : 1 }
        case .binary(let op, let a, let b):
            let operandType: NumberType = op.isLogical ? .bool
                : op.isComparison ? try Self.unify(try a.naturalType(), try b.naturalType(), op.rawValue).concrete : type
            guard let x = try a.compute(type: operandType), let y = try b.compute(type: operandType) else { return nil }
            // Swift's integer division truncates.
            return op == .divide && type == .int ? (x / y).rounded(.towardZero) : op.apply(x, y)
        case .conditional(let test, let a, let b):
            guard let t = try test.compute(type: .bool) else {
                // Both branches give the same constant: the condition does not matter.
                let x = try a.compute(type: type), y = try b.compute(type: type)
                return x != nil && x == y ? x : nil
            }
            return try (t != 0 ? a : b).compute(type: type)
        case .call(let name, let arguments):
            var values: [Double] = []
            for argument in arguments {
                guard let v = try argument.compute(type: type) else { return nil }
                values.append(v)
            }
            switch name {
            case "min": return values.dropFirst().reduce(values[0]) { Swift.min($0, $1) }
            case "max": return values.dropFirst().reduce(values[0]) { Swift.max($0, $1) }
            case "floor": return values[0].rounded(.down)
            case "ceil": return values[0].rounded(.up)
            case "round": return values[0].rounded()
            case "abs": return Swift.abs(values[0])
            default: return values[0].rounded(.towardZero)   // int
            }
        case .typed(let inner, let target):
            let innerType = try inner.resolvedType(in: target == .bool ? nil : target)
            guard let v = try inner.compute(type: innerType) else { return nil }
            return target == .int ? v.rounded(.towardZero) : v
        }
    }
}

import Foundation

/// Parses the expression language of `layoutClasses` (numbers, `true`/`false`, dotted names,
/// `-` `!`, `* /`, `+ -`, comparisons, `&&`, `||`, `c ? a : b`, parentheses, calls) into
/// ``ExpressionSyntax``. Precedence, loosest first: `?:` (right-associative), `||`, `&&`,
/// comparisons (not chainable), `+ -`, `* /`, unary `-` `!`.
struct ExpressionParser {
    private enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(String)
        case end
    }

    private var tokens: [(token: Token, offset: Int)] = []
    private var position = 0
    /// How deeply the parse has nested (parentheses, arguments, branches, unary operators).
    private var depth = 0

    /// Parses `source` completely. Its length and nesting are limited
    /// (``FormatLimits/expressionLength``, ``FormatLimits/expressionDepth``): the parser and
    /// everything that walks the syntax recurse.
    static func parse(_ source: String) throws(ExpressionError) -> ExpressionSyntax {
        let scalars = Array(source.unicodeScalars)
        guard scalars.count <= FormatLimits.expressionLength else {
            throw ExpressionError(message: "an expression of \(scalars.count) characters; the limit is \(FormatLimits.expressionLength)",
                                  offset: FormatLimits.expressionLength)
        }
        var parser = ExpressionParser()
        try parser.tokenize(scalars)
        let expression = try parser.parseConditional()
        guard case .end = parser.current else {
            throw ExpressionError(message: "unexpected \(parser.describeCurrent) after the expression", offset: parser.currentOffset)
        }
        // `1 + 1 + …` is parsed in a loop but makes a tree one level deeper per operator.
        if let deep = expression.node(deeperThan: FormatLimits.expressionDepth) {
            throw Self.tooDeep(offset: deep.offset)
        }
        return expression
    }

    // MARK: Tokens

    private mutating func tokenize(_ s: [Unicode.Scalar]) throws(ExpressionError) {
        var i = 0
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && c.properties.isAlphabetic) }
        func isNameBody(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || ("0"..."9").contains(c) }
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1; continue }
            let start = i
            if ("0"..."9").contains(c) || (c == "." && i + 1 < s.count && ("0"..."9").contains(s[i + 1])) {
                while i < s.count && (("0"..."9").contains(s[i]) || s[i] == ".") { i += 1 }
                if i < s.count && (s[i] == "e" || s[i] == "E") {
                    var j = i + 1
                    if j < s.count && (s[j] == "+" || s[j] == "-") { j += 1 }
                    if j < s.count && ("0"..."9").contains(s[j]) {
                        i = j
                        while i < s.count && ("0"..."9").contains(s[i]) { i += 1 }
                    }
                }
                let text = String(String.UnicodeScalarView(s[start..<i]))
                guard let value = Double(text), value.isFinite else {
                    throw ExpressionError(message: "invalid number \"\(text)\"", offset: start)
                }
                tokens.append((.number(value), start))
                continue
            }
            if isNameStart(c) {
                while i < s.count {
                    if isNameBody(s[i]) { i += 1; continue }
                    // A dot continues the name only when a name part follows it.
                    if s[i] == ".", i + 1 < s.count, isNameStart(s[i + 1]) { i += 1; continue }
                    break
                }
                tokens.append((.name(String(String.UnicodeScalarView(s[start..<i]))), start))
                continue
            }
            let two = i + 1 < s.count ? String(String.UnicodeScalarView([c, s[i + 1]])) : ""
            if ["==", "!=", "<=", ">=", "&&", "||"].contains(two) {
                tokens.append((.symbol(two), start)); i += 2; continue
            }
            if "+-*/<>!?:(),".unicodeScalars.contains(c) {
                tokens.append((.symbol(String(c)), start)); i += 1; continue
            }
            if c == "=" { throw ExpressionError(message: "unexpected \"=\"; compare with \"==\"", offset: start) }
            if c == "&" || c == "|" {
                throw ExpressionError(message: "unexpected \"\(c)\"; use \"\(c)\(c)\"", offset: start)
            }
            throw ExpressionError(message: "unexpected character \"\(c)\"", offset: start)
        }
        tokens.append((.end, s.count))
    }

    private var current: Token { tokens[position].token }
    private var currentOffset: Int { tokens[position].offset }

    private var describeCurrent: String {
        switch current {
        case .number(let n): "number \(ExpressionFormatting.number(n))"
        case .name(let s): "name \"\(s)\""
        case .symbol(let s): "\"\(s)\""
        case .end: "end of the expression"
        }
    }

    private mutating func take(_ symbol: String) -> Bool {
        if current == .symbol(symbol) { position += 1; return true }
        return false
    }

    private mutating func expect(_ symbol: String, _ context: String) throws(ExpressionError) {
        guard take(symbol) else {
            throw ExpressionError(message: "expected \"\(symbol)\" \(context), found \(describeCurrent)", offset: currentOffset)
        }
    }

    // MARK: Grammar

    private static func tooDeep(offset: Int) -> ExpressionError {
        ExpressionError(message: "the expression nests more than \(FormatLimits.expressionDepth) levels deep; "
                        + "the limit is \(FormatLimits.expressionDepth)", offset: offset)
    }

    private mutating func nest() throws(ExpressionError) {
        depth += 1
        guard depth <= FormatLimits.expressionDepth else { throw Self.tooDeep(offset: currentOffset) }
    }

    private mutating func parseConditional() throws(ExpressionError) -> ExpressionSyntax {
        try nest()
        defer { depth -= 1 }
        let condition = try parseBinary(minimum: 1)
        let offset = currentOffset
        guard take("?") else { return condition }
        let whenTrue = try parseConditional()
        try expect(":", "in the conditional expression (c ? a : b)")
        let whenFalse = try parseConditional()
        return .conditional(condition, whenTrue, whenFalse, offset: offset)
    }

    private var currentBinaryOperator: BinaryOperator? {
        if case .symbol(let s) = current { return BinaryOperator(rawValue: s) }
        return nil
    }

    /// Precedence climbing over the left-associative levels.
    private mutating func parseBinary(minimum: Int) throws(ExpressionError) -> ExpressionSyntax {
        var left = try parseUnary()
        while let op = currentBinaryOperator, op.precedence >= minimum {
            let offset = currentOffset
            position += 1
            let right = try parseBinary(minimum: op.precedence + 1)
            if op.isComparison, let next = currentBinaryOperator, next.isComparison {
                throw ExpressionError(message: "comparisons cannot be chained; join them with \"&&\"", offset: currentOffset)
            }
            left = .binary(op, left, right, offset: offset)
        }
        return left
    }

    private mutating func parseUnary() throws(ExpressionError) -> ExpressionSyntax {
        let offset = currentOffset
        guard take("-") || take("!") else { return try parsePrimary() }
        let op: UnaryOperator = tokens[position - 1].token == .symbol("-") ? .negate : .not
        try nest()
        defer { depth -= 1 }
        return .unary(op, try parseUnary(), offset: offset)
    }

    private mutating func parsePrimary() throws(ExpressionError) -> ExpressionSyntax {
        let offset = currentOffset
        switch current {
        case .number(let n):
            position += 1
            return .number(n, offset: offset)
        case .name(let name):
            position += 1
            if name == "true" || name == "false" { return .bool(name == "true", offset: offset) }
            guard take("(") else { return .name(name, offset: offset) }
            var arguments: [ExpressionSyntax] = []
            if !take(")") {
                repeat { arguments.append(try parseConditional()) } while take(",")
                try expect(")", "after the arguments of \(name)(…)")
            }
            return .call(name, arguments, offset: offset)
        case .symbol("("):
            position += 1
            let inner = try parseConditional()
            try expect(")", "to close \"(\"")
            return inner
        default:
            throw ExpressionError(message: "expected a number, a name or \"(\", found \(describeCurrent)", offset: offset)
        }
    }
}

/// How numbers appear in messages and generated expressions: whole numbers without a fraction.
public enum ExpressionFormatting {
    /// `2`, `0.5`, `-16`.
    public static func number(_ n: Double) -> String {
        n.isFinite && n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }
}

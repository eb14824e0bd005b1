import AdLayoutCore
import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift setup file: its text, the parsed tree with operators folded, and positions.
///
/// A file past a nesting limit is not parsed further than it takes to say where (see
/// ``SwiftNestingScan`` and ``SetupLimits``): nothing recursive ever walks a tree deeper than
/// ``SetupLimits/syntaxDepth``.
struct SetupSourceFile {
    /// Index among the files read together (kept in positions).
    let index: Int
    /// The name messages use.
    let name: String
    let tree: SourceFileSyntax
    private let lines: LineTable
    /// Syntax errors, as the Swift compiler's parser reports them, and limits passed: nothing of the
    /// file is read when there are any.
    private(set) var problems: [(position: SetupPosition, code: Diagnostic.Code, message: String)] = []

    init(index: Int, name: String, source: String) {
        self.index = index
        self.name = name
        let bytes = Array(source.utf8)
        let lines = LineTable(bytes: bytes, index: index, name: name)
        self.lines = lines
        if let finding = SwiftNestingScan.firstProblem(in: bytes) {
            tree = Parser.parse(source: "")
            problems = [(lines.position(offset: finding.offset), .swiftLimit, finding.message)]
            return
        }
        let parsed = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: SetupLimits.nesting + 1) }
        if let (deepest, message) = Self.limitProblem(parsed) {
            // Its first token, found without recursion (the node's own start would be, through its first child).
            var first = deepest
            while let child = first.children(viewMode: .sourceAccurate).first { first = child }
            tree = Parser.parse(source: "")
            problems = [(lines.position(offset: first.positionAfterSkippingLeadingTrivia.utf8Offset), .swiftLimit, message)]
            return
        }
        // swift-syntax's diagnostics cost time quadratic in the tokens it did not expect in one
        // place (30,000 `async` in a row: minutes): past a bound, one error says where they start.
        if parsed.hasError, let (first, count) = Self.unexpectedTokens(parsed), count > SetupLimits.unexpectedTokens {
            tree = Parser.parse(source: "")
            problems = [(lines.position(offset: first.positionAfterSkippingLeadingTrivia.utf8Offset), .syntax,
                         "syntax error: more than \(SetupLimits.unexpectedTokens) tokens the parser does not expect, from "
                         + "'\(first.text.escapedForMessage)' here on; the limit is \(SetupLimits.unexpectedTokens)")]
            return
        }
        // The first ``SetupLimits/syntaxErrors`` errors with their messages; the rest only counted.
        var errors: [(SetupPosition, Diagnostic.Code, String)] = []
        var more = 0
        let unevenEquals = parsed.hasError ? Self.unevenlySpacedEquals(parsed) : []
        if !unevenEquals.isEmpty {
            // swift-syntax 603's generator traps on some of these (an `=` between a space and a form feed:
            // its Fix-It would change nothing, and FixIt refuses that), so they are said here, in its words,
            // and the rest of the file's errors once they are fixed.
            for token in unevenEquals {
                guard errors.count < SetupLimits.syntaxErrors else { more += 1; continue }
                errors.append((lines.position(offset: token.positionAfterSkippingLeadingTrivia.utf8Offset), .syntax,
                               "syntax error: '=' must have consistent whitespace on both sides"))
            }
        } else {
            for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: parsed) where diagnostic.diagMessage.severity == .error {
                guard errors.count < SetupLimits.syntaxErrors else { more += 1; continue }
                errors.append((lines.position(offset: diagnostic.position.utf8Offset), .syntax, "syntax error: \(diagnostic.message)"))
            }
        }
        if more > 0, let last = errors.last {
            errors.append((last.0, .syntax, "\(more) more syntax error\(more == 1 ? "" : "s") not shown"))
        }
        // `a + b * c` arrives as a flat sequence; folding gives it the standard operators' structure.
        let folded = errors.isEmpty ? OperatorTable.standardOperators.foldAll(parsed) { _ in } : Syntax(parsed)
        self.tree = folded.as(SourceFileSyntax.self) ?? parsed
        self.problems = errors
    }

    /// Line 1, column 1.
    var start: SetupPosition { lines.position(offset: 0) }

    /// Where `node` starts (after leading trivia).
    func position(of node: some SyntaxProtocol) -> SetupPosition {
        lines.position(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Lines and columns of a file's UTF-8 offsets.
    private struct LineTable {
        let bytes: [UInt8]
        let index: Int
        let name: String
        /// UTF-8 offset of each line's start (`\n`, `\r\n` and a lone `\r` end a line, as for the compiler).
        let starts: [Int]

        init(bytes: [UInt8], index: Int, name: String) {
            self.bytes = bytes; self.index = index; self.name = name
            var starts = [0]
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                i += 1
                if b == 0x0D, i < bytes.count, bytes[i] == 0x0A { i += 1 }
                if b == 0x0A || b == 0x0D { starts.append(i) }
            }
            self.starts = starts
        }

        /// The position of UTF-8 offset `offset`, its column in Unicode scalars as documents count them.
        func position(offset: Int) -> SetupPosition {
            let offset = min(max(0, offset), bytes.count)
            // The last line start at or before `offset`.
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            let column = String(decoding: bytes[starts[low]..<offset], as: UTF8.self).unicodeScalars.count + 1
            return SetupPosition(index: index, origin: SetupOrigin(file: name, location: SourceLocation(line: low + 1, column: column, offset: offset)))
        }
    }

    /// The first token the parser did not expect and how many such tokens the tree holds (nil when
    /// none), found without recursion and without descending into what is counted.
    private static func unexpectedTokens(_ tree: SourceFileSyntax) -> (TokenSyntax, Int)? {
        var stack: [Syntax] = [Syntax(tree)]
        var first: TokenSyntax?
        var count = 0
        while let node = stack.popLast() {
            if node.is(UnexpectedNodesSyntax.self) {
                for token in node.tokens(viewMode: .sourceAccurate) {
                    if first == nil { first = token }
                    count += 1
                    if count > SetupLimits.unexpectedTokens { break }
                }
                if count > SetupLimits.unexpectedTokens { break }
                continue
            }
            guard node.hasError else { continue }
            for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append(child) }
        }
        return first.map { ($0, count) }
    }

    /// The `=` tokens the lexer found with whitespace on one side only, in source order.
    private static func unevenlySpacedEquals(_ tree: SourceFileSyntax) -> [TokenSyntax] {
        tree.tokens(viewMode: .sourceAccurate).filter {
            $0.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides
        }
    }

    /// The first node past ``SetupLimits/syntaxDepth`` or with an operator sequence longer than
    /// ``SetupLimits/expressionDepth`` (folding nests it once per operator), found without recursion.
    private static func limitProblem(_ tree: SourceFileSyntax) -> (Syntax, String)? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            guard depth <= SetupLimits.syntaxDepth else {
                return (node, "code nested more than \(SetupLimits.syntaxDepth) levels deep (a chain such as a.b.c… or "
                        + "brackets inside brackets); the limit is \(SetupLimits.syntaxDepth)")
            }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > 2 * SetupLimits.expressionDepth + 1 {
                // At the operator past the limit (the elements alternate: operand, operator, operand, …).
                let past = sequence.elements.dropFirst(2 * SetupLimits.expressionDepth + 1).first!
                return (Syntax(past), "expression of more than \(SetupLimits.expressionDepth) operators (each operator is a "
                        + "level of nesting); the limit is \(SetupLimits.expressionDepth)")
            }
            // Last child first, so nodes are visited in source order.
            for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append((child, depth + 1)) }
        }
        return nil
    }
}

extension SwiftNestingScan.Finding {
    var offset: Int {
        switch self {
        case .brackets(let offset), .squareBrackets(let offset), .chain(let offset): offset
        }
    }

    var message: String {
        switch self {
        case .brackets:
            "brackets nested more than \(SetupLimits.nesting) levels deep; the limit is \(SetupLimits.nesting)"
        case .squareBrackets:
            "[ nested in [ more than \(SetupLimits.squareBracketNesting) levels deep; the limit is \(SetupLimits.squareBracketNesting)"
        case .chain:
            "a chain of more than \(SetupLimits.chain) else, try, await, ->, ? or : (each nests what follows it; prefix "
                + "words also across lines); the limit is \(SetupLimits.chain)"
        }
    }
}

extension SyntaxProtocol {
    /// The code as written on one line, cut to 60 characters, for messages. Only the tokens needed
    /// are read, so it costs the same for a large node.
    var shortText: String {
        var raw = "", visible = 0
        var previous: TokenSyntax?
        for token in tokens(viewMode: .sourceAccurate) {
            if let previous { raw += previous.trailingTrivia.description + token.leadingTrivia.description }
            raw += token.text
            visible += token.text.unicodeScalars.count { !$0.properties.isWhitespace }
            previous = token
            if visible > 60 { break }
        }
        let text = raw.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}

import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift setup file: its text, the parsed tree with operators folded, and positions.
struct SetupSourceFile {
    /// Index among the files read together (kept in positions).
    let index: Int
    /// The name messages use.
    let name: String
    let tree: SourceFileSyntax
    private let bytes: [UInt8]
    private let converter: SourceLocationConverter
    /// Syntax errors, as the Swift compiler's parser reports them.
    private(set) var syntaxErrors: [(position: SetupPosition, message: String)] = []

    init(index: Int, name: String, source: String) {
        self.index = index
        self.name = name
        self.bytes = Array(source.utf8)
        let parsed = Parser.parse(source: source)
        self.converter = SourceLocationConverter(fileName: name, tree: parsed)
        // `a + b * c` arrives as a flat sequence; folding gives it the standard operators' structure.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        self.tree = folded.as(SourceFileSyntax.self) ?? parsed
        var errors: [(SetupPosition, String)] = []
        for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: parsed) where diagnostic.diagMessage.severity == .error {
            errors.append((position(diagnostic.position), diagnostic.message))
        }
        self.syntaxErrors = errors
    }

    /// Where `node` starts (after leading trivia).
    func position(of node: some SyntaxProtocol) -> SetupPosition {
        position(node.positionAfterSkippingLeadingTrivia)
    }

    func position(_ absolute: AbsolutePosition) -> SetupPosition {
        let location = converter.location(for: absolute)
        // SwiftSyntax counts UTF-8 bytes; documents count Unicode scalars, as an editor shows them.
        let offset = min(absolute.utf8Offset, bytes.count)
        let lineStart = max(0, offset - (location.column - 1))
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return SetupPosition(file: index, line: location.line, column: prefix.unicodeScalars.count + 1, offset: offset)
    }
}

extension SyntaxProtocol {
    /// The code as written on one line, cut to 60 characters, for messages.
    var shortText: String {
        let text = trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}

import SwiftSyntax

/// Foundation's formatting as a binding of the item-view evaluator: `NumberFormatter`, `String(format:)`
/// (``ItemViewReader+Formatting.swift``), attributed strings (``ItemViewReader+AttributedText.swift``) and
/// the image loaders' calls that show the ad's image.
struct FoundationFormattingBinding: EvaluatorBinding {
    func value(of call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> ItemViewReader.ViewValue? {
        c.reader.formattingValue(call, c.reading, locals) ?? c.reader.attributedValue(call, c.reading, locals)
    }
    func statement(_ call: FunctionCallExprSyntax, in c: ItemViewStatements, _ locals: ItemViewLocals) -> Bool {
        c.reader.imageLoaderStatement(call, c.reading, locals) || c.reader.attributedStatement(call, c.reading, locals)
    }
}

import SwiftSyntax

/// What reading the app's item views keeps from one class to the next, held by the setup evaluator
/// (each class is read by an ``ItemViewReader`` of its own).
final class ItemViewReaderState {
    /// The functions of the app's `UIView` extensions and of its item views' extensions, by type then
    /// name: collected from the files once, when first asked for.
    var extensionFunctions: [String: [String: [FunctionDeclSyntax]]]?
    /// Statements of `setData` read so far, all item views' together (``SetupLimits/setDataStatements``).
    var setDataStatementsRead = 0
    /// Item views whose XIB is not among the setup's files (said where it is named; the class is not otherwise wrong).
    var viewsWithoutTheirNib: Set<String> = []
}

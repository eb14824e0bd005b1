import AdLayoutCore
import Foundation

extension JSONNode {
    /// Parses JSON text (as strictly as documents are parsed) into a tree that keeps key order and
    /// every value's location; `file` names it in the syntax error. The setup reader builds such
    /// trees (their locations are Swift positions, see `SetupPosition`) and `import-swift --into`
    /// reads a document file into one.
    public static func parse(_ data: Data, file: String? = nil) throws(DocumentErrors) -> JSONNode {
        do { return try JSONParser.parse(data) } catch {
            throw DocumentErrors([Diagnostic(code: .syntax, file: file, path: "", location: error.location,
                                             message: "invalid JSON: \(error.message)")])
        }
    }
}

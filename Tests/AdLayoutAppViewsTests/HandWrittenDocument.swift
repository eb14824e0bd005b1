import AdLayoutTestSupport
import Foundation

/// A document written by hand and validated in a temporary folder of its own, removed once validated: the
/// tests of a document's errors need only the path the errors name and what the run printed.
struct HandWrittenDocument {
    /// Where the document was written (`bad.json`); the errors name it.
    let path: String
    /// The `validate` run.
    let run: Run

    /// Writes `json` and validates it.
    init(validating json: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let doc = dir.appendingPathComponent("bad.json")
        try Data(json.utf8).write(to: doc)
        path = doc.path
        run = Run("validate", doc.path)
    }

    /// The run's `error:` lines, in order.
    var errors: [String] { run.err.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error:") } }
}

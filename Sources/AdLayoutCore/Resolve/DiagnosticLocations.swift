import Foundation
import AdLayoutModel

/// Gives line:column to diagnostics that name a JSON path but were made without the document's
/// text at hand (the resolver's warnings: a missing or unreadable image). The document is parsed
/// again only when there are such diagnostics, and only up to ``maximumBytes``: decoding keeps no
/// parse tree, so that large documents stay small in memory.
public enum DiagnosticLocations {
    /// Documents larger than this keep path-only diagnostics.
    public static let maximumBytes = 16 << 20

    /// `diagnostics` with the location of each path-only one about `file` (nil: any) at its value's
    /// key in `bytes`, the text of that file.
    public static func filled(_ diagnostics: [Diagnostic], file: String? = nil, from bytes: () -> Data?) -> [Diagnostic] {
        func needs(_ d: Diagnostic) -> Bool { d.location == nil && !d.path.isEmpty && (file == nil || d.file == file) }
        guard diagnostics.contains(where: needs),
              let data = bytes(), data.count <= maximumBytes, let root = try? JSONParser.parse(data) else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard needs(diagnostic),
                  let match = JSONPathLocator.locate(diagnostic.path, in: root), match.isExact else { return diagnostic }
            var located = diagnostic
            located.location = match.location
            return located
        }
    }
}

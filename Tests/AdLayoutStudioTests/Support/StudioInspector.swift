import Foundation

extension DevToolsPage {
    /// What the studio's inspector shows in its `field` (`#inspector-<field>`: kind, path, text, frame, line, style…).
    func inspector(_ field: String) async throws -> String {
        try await string("document.getElementById('inspector-\(field)').textContent")
    }
}

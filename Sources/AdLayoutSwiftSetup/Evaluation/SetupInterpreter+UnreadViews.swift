import AdLayoutCore
import Foundation
import SwiftSyntax

/// A view class of the app that the reader found but could not read: a registration naming it is an error that
/// says where the class is and points at the warnings its lines got. Without it the registration would reach the
/// document as an unknown view class, and the user who gave the app's folder would be told to give it.
extension SetupInterpreter {
    /// The view classes of the setup that were found but not read, by name: what to tell of each (where it is, the
    /// lines whose diagnostics say why). Not those whose XIB is missing (said where it is named) nor those with an
    /// error (which stops the reading and says why).
    func unreadViewClasses() -> [String: String] {
        var out: [String: String] = [:]
        let read = Set(itemViews.map(\.name))
        for (name, (decl, file)) in classDeclarations where classKind(name) == .view && !read.contains(name)
            && !itemViewState.viewsWithoutTheirNib.contains(name) {
            let start = file.position(of: decl.name), end = file.position(of: decl.memberBlock.rightBrace)
            let inside = reported.filter { $0.position.index == start.index && (start.line...end.line).contains($0.position.line) }
            if inside.contains(where: { $0.diagnostic.severity == .error }) { continue }
            let unique = Set(inside.map(\.position.line)).sorted().map(String.init)
            let kind = inside.contains { $0.diagnostic.severity == .warning } ? "warning" : "note"
            let place = "\(start.origin.file):\(start.line):\(start.column)"
            var message = "\(name) is a view class of the app (\(place)) that the reader found but could not read"
            if !unique.isEmpty {
                let more = unique.count > 8 ? " and \(unique.count - 8) more" : ""
                message += "; see the \(kind)\(unique.count == 1 ? "" : "s") above at line\(unique.count == 1 ? "" : "s") "
                message += unique.prefix(8).joined(separator: ", ") + more + " of \(start.origin.file)"
            }
            message += "; write what they name as the reader reads it (the article \"Reading your Swift setup\"), "
            message += "or register the view in your own executable"
            out[name] = message
        }
        return out
    }

    /// Run once every file is read, when the item views read are known: the setup's own registrations.
    func reportUnreadRegisteredViews() {
        let unread = unreadViewClasses()
        guard !unread.isEmpty else { return }
        for registration in registry.registrations + registry.placementRegistrations {
            if let message = unread[registration.viewClass] {
                report(.error, .invalidValue, registration.position, "viewClass: " + message)
            }
        }
    }
}

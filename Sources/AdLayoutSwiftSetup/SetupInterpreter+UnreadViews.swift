import AdLayoutCore
import Foundation
import SwiftSyntax

/// A registration naming a view class of the app that the reader found but could not read: an error at the
/// registration that says where the class is and points at the warnings its lines got. Without it the
/// registration would reach the document as an unknown view class, and the user who gave the app's folder
/// would be told to give it.
extension SetupInterpreter {
    /// Run once every file is read, when the item views read are known.
    func reportUnreadRegisteredViews() {
        for registration in tnkLayout.registrations + tnkLayout.placementRegistrations {
            let name = registration.viewClass
            guard let (decl, file) = classDeclarations[name], classKind(name) == .view,
                  !itemViews.contains(where: { $0.name == name }), !itemViewReader.viewsWithoutTheirNib.contains(name) else { continue }
            let start = file.position(of: decl.name), end = file.position(of: decl.memberBlock.rightBrace)
            let inside = reported.filter { $0.position.index == start.index && (start.line...end.line).contains($0.position.line) }
            // An error in the class stops the reading already, and says why.
            if inside.contains(where: { $0.diagnostic.severity == .error }) { continue }
            let lines = inside.map { (line: $0.position.line, severity: $0.diagnostic.severity) }
            let unique = Set(lines.map(\.line)).sorted().map(String.init)
            let kind = lines.contains { $0.severity == .warning } ? "warning" : "note"
            let place = "\(start.origin.file):\(start.line):\(start.column)"
            var message = "viewClass: \(name) is a view class of the app (\(place)) that the reader found but could not read"
            if !unique.isEmpty {
                let more = unique.count > 8 ? " and \(unique.count - 8) more" : ""
                message += "; see the \(kind)\(unique.count == 1 ? "" : "s") above at line\(unique.count == 1 ? "" : "s") "
                message += unique.prefix(8).joined(separator: ", ") + more + " of \(start.origin.file)"
            }
            message += "; write what they name as the reader reads it (the article \"Reading your Swift setup\"), "
            message += "or register the view in your own executable"
            report(.error, .invalidValue, registration.position, message)
        }
    }
}

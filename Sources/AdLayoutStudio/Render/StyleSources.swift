import AdLayoutCore
import Foundation

/// Where each element of each section gets its style: the entry of `overrides` (`titleLabel`,
/// `iconImage`, …) that sets it, in the section type's registration or in the layout class it
/// names (then that class's `base`, and so on), in the document or in the app's Swift setup under
/// it. The inspector shows it beside the element's content, with the Swift file:line:column when
/// the style comes from Swift.
enum StyleSources {
    /// Layout classes followed from a registration at most (a loop of `base` names ends there).
    static let maxClassChain = 32

    /// The entries for `sections` (each section's type name) in the document tree `merged` (the
    /// document with its setup under it), keyed `sections[i].<element>`.
    static func locate(_ sections: [String], in merged: JSONNode) -> [String: StudioRender.SourceReference] {
        guard case .object(let document) = merged.value else { return [:] }
        var out: [String: StudioRender.SourceReference] = [:]
        for (index, type) in sections.enumerated() {
            for (element, reference) in entries(of: type, in: document) where out["sections[\(index)].\(element)"] == nil {
                out["sections[\(index)].\(element)"] = reference
            }
        }
        return out
    }

    /// The `overrides` entries that apply to a section of `type`, the nearest first (the
    /// registration's own, then its class's, then the class's base's).
    private static func entries(of type: String, in document: JSONObject) -> [(String, StudioRender.SourceReference)] {
        guard let registrations = document["registrations"], case .object(let byType) = registrations.value,
              let registration = byType[type], case .object(let fields) = registration.value else { return [] }
        var found = overrides(fields, at: "registrations.\(type)")
        var className = fields["viewLayout"].flatMap(string)
        var seen: Set<String> = []
        let classes: JSONObject? = document["layoutClasses"].flatMap { node in
            if case .object(let o) = node.value { return o } else { return nil }
        }
        while let name = className, seen.count < maxClassChain, seen.insert(name).inserted,
              let declaration = classes?[name], case .object(let fields) = declaration.value {
            found += overrides(fields, at: "layoutClasses.\(name)")
            className = fields["base"].flatMap(string)
        }
        return found
    }

    /// The members of `fields`' `overrides` object, with where each is.
    private static func overrides(_ fields: JSONObject, at path: String) -> [(String, StudioRender.SourceReference)] {
        guard let overrides = fields["overrides"], case .object(let members) = overrides.value else { return [] }
        return members.members.map { member in
            (member.key, .init(path: "\(path).overrides.\(member.key)", line: member.keyLocation.line,
                               column: member.keyLocation.column, file: member.value.file))
        }
    }

    private static func string(_ node: JSONNode) -> String? {
        if case .string(let s) = node.value { return s } else { return nil }
    }
}

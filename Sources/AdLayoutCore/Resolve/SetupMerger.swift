import AdLayoutModel

/// Puts a setup's tree (a ``SetupSource``'s: the Swift setup reader's) under a layout document's parsed tree: the one
/// rule by which a document gets its setup. The merged tree is what the document is decoded from
/// (each node keeps where it comes from), what `import-swift --into` prints and what the studio maps
/// its frames to source with. The setup is applied first, the document's own settings override it.
///
/// - `registrations`, `placementRegistrations`, `menuLayouts`, `layoutClasses`, `appViews`: per layout type,
///   placement id, menu type, class or view name, the
///   document's entry replaces the setup's (as a later `registerItemViewLayout` replaces an earlier one).
/// - `styles`, `tnkLayout`: merged key by key, at every depth; the document's values win (so the
///   setup's `offerwallTheme` is the document's when it names none).
public enum SetupMerger {
    static let replacedPerKey: Set<String> = ["registrations", "placementRegistrations", "menuLayouts", "layoutClasses",
                                               "appViews"]
    static let mergedDeeply: Set<String> = ["styles", "tnkLayout"]

    /// The document with `setup` under it.
    public static func merge(_ setup: JSONNode, under document: JSONNode) -> JSONNode {
        guard case .object(let doc) = document.value, case .object(let s) = setup.value else { return document }
        var members = doc.members
        for member in s.members {
            if let i = members.firstIndex(where: { $0.key == member.key }) {
                if replacedPerKey.contains(member.key) {
                    members[i].value = union(member.value, members[i].value)
                } else if mergedDeeply.contains(member.key) {
                    members[i].value = deep(member.value, members[i].value)
                }
            } else {
                // Setup keys go before the screen's content, where a person would write them.
                let at = members.firstIndex { ["menu", "filter", "sections", "ads"].contains($0.key) } ?? members.count
                members.insert(member, at: at)
            }
        }
        return JSONNode(value: .object(JSONObject(members: members)), location: document.location)
    }

    /// Entries of both; the document's replace the setup's of the same key, in the setup's place.
    private static func union(_ setup: JSONNode, _ document: JSONNode) -> JSONNode {
        guard case .object(let s) = setup.value, case .object(let d) = document.value else { return document }
        var members = s.members
        for m in d.members {
            if let i = members.firstIndex(where: { $0.key == m.key }) { members[i] = m } else { members.append(m) }
        }
        return JSONNode(value: .object(JSONObject(members: members)), location: document.location)
    }

    /// Objects merged key by key at every depth; anything else: the document's.
    private static func deep(_ setup: JSONNode, _ document: JSONNode) -> JSONNode {
        guard case .object(let s) = setup.value, case .object(let d) = document.value else { return document }
        var members = s.members
        for m in d.members {
            if let i = members.firstIndex(where: { $0.key == m.key }) {
                members[i] = JSONObject.Member(key: m.key, keyLocation: m.keyLocation, value: deep(members[i].value, m.value))
            } else {
                members.append(m)
            }
        }
        return JSONNode(value: .object(JSONObject(members: members)), location: document.location)
    }
}

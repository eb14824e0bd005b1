import AdLayoutCore
import Foundation

/// An app's `AdListItemView` subclass as the reader understands it (the guide's section 4): the
/// nib its `init(frame:)` loads and pins to the content view, the layer paint it sets, the image
/// views the SDK fills, and what `setData` shows per ad state. It becomes the document's
/// `appViews` entry (``json()``).
final class SetupItemView {
    let name: String
    let position: SetupPosition
    /// The XIB the class loads (`UINib(nibName:)`), with where the name is and the file found for it.
    var nib: (name: String, file: SwiftSetupSource, position: SetupPosition)?
    /// `getFeedImageView()` / `getIconImageView()`, by outlet.
    var feedImage: (outlet: String, position: SetupPosition)?
    var iconImage: (outlet: String, position: SetupPosition)?
    /// `useImageFeed()` / `useImageIcon()` return true.
    var usesFeedImage = false
    var usesIconImage = false
    /// Layer paint set in `init(frame:)`, by outlet, in the order set.
    var paint: [(outlet: String, key: String, value: JSONNode)] = []
    /// What `setData` sets, per state, per outlet and property (`text`, `color`, `hidden`).
    var setData: [AdState: [String: [String: (value: JSONNode, position: SetupPosition)]]] = [:]
    /// Outlets in the order the code first names them.
    var outletOrder: [String] = []

    init(name: String, position: SetupPosition) { self.name = name; self.position = position }

    func noteOutlet(_ outlet: String) {
        if !outletOrder.contains(outlet) { outletOrder.append(outlet) }
    }

    /// The `appViews` entry: `xib`, `feedImage`, `iconImage` and the outlets' paint and per-state
    /// values (a state's value that differs from the normal state's goes under `states`).
    func json() -> JSONNode? {
        guard let nib else { return nil }
        var members: [(String, JSONNode)] = [("xib", .at(nib.position, .string(nib.file.name)))]
        if let feed = feedImage, usesFeedImage { members.append(("feedImage", .at(feed.position, .string(feed.outlet)))) }
        if let icon = iconImage, usesIconImage { members.append(("iconImage", .at(icon.position, .string(icon.outlet)))) }
        var outlets: [(String, JSONNode)] = []
        for outlet in outletOrder {
            var o: [(String, JSONNode)] = paint.filter { $0.outlet == outlet }.map { ($0.key, $0.value) }
            var states: [(state: AdState, members: [(String, JSONNode)], position: SetupPosition)] = []
            for key in ["text", "color", "alpha"] {
                let values = AdState.allCases.compactMap { state in setData[state]?[outlet]?[key].map { (state: state, set: $0) } }
                guard !values.isEmpty else { continue }
                // The normal state's value is the outlet's; a state that sets another goes under `states`. A
                // value set only in other states is theirs alone (the rest keep the XIB's).
                let base = values.first { $0.state == .normal }?.set
                if let base { o.append((key, base.value)) }
                for v in values where base.map({ JSONWriter.write(v.set.value) != JSONWriter.write($0.value) }) ?? true {
                    if let i = states.firstIndex(where: { $0.state == v.state }) {
                        states[i].members.append((key, v.set.value))
                    } else {
                        states.append((v.state, [(key, v.set.value)], v.set.position))
                    }
                }
            }
            if !states.isEmpty {
                o.append(("states", .object(states[0].position, states.map { ($0.state.name, .object($0.position, $0.members)) })))
            }
            var hidden: [JSONNode] = [], visible: [JSONNode] = []
            for state in AdState.allCases {
                guard let v = setData[state]?[outlet]?["hidden"], case .bool(let b) = v.value.value else { continue }
                if b { hidden.append(.at(v.position, .string(state.name))) } else { visible.append(.at(v.position, .string(state.name))) }
            }
            if !hidden.isEmpty { o.append(("hiddenIn", JSONNode(value: .array(hidden), location: hidden[0].location, file: hidden[0].file))) }
            if !visible.isEmpty { o.append(("visibleIn", JSONNode(value: .array(visible), location: visible[0].location, file: visible[0].file))) }
            if !o.isEmpty { outlets.append((outlet, .object(position, o))) }
        }
        if !outlets.isEmpty { members.append(("outlets", .object(position, outlets))) }
        return .object(position, members)
    }
}

import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation

/// An app's `AdListItemView` subclass as the reader understands it (the guide's section 4): the
/// nib its `init(frame:)` loads and pins to the content view (or the views it makes in code and
/// their constraints), the layer paint it sets, the image views the SDK fills, and what `setData`
/// shows per ad state. It becomes the document's
/// `appViews` entry (``json()``).
final class SetupItemView {
    let name: String
    let position: SetupPosition
    /// The XIB the class loads (`UINib(nibName:)`), with where the name is and the file found for it.
    var nib: (name: String, file: SwiftSetupSource, position: SetupPosition)?
    /// The nib's XIB as read where the code loads it: opened once, as a regular file, parsed once, and handed on.
    var nibFile: XIBFile?
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
    /// The paths `setData` takes through conditions on the ad's fields, per state, the last (every
    /// condition false) being ``setData``'s: the conditions and what the path sets (``casesJSON(outlet:)``).
    var setDataPaths: [AdState: [SetDataPath]] = [:]
    /// Outlets in the order the code first names them.
    var outletOrder: [String] = []
    /// Image names the views give (`UIImage(named:)`), where given.
    var imageNames: [(name: String, position: SetupPosition)] = []
    /// The app's images found for them: name, the file as read, where named.
    var images: [(name: String, path: String, position: SetupPosition)] = []
    /// Views made in code, in the order made.
    var codeViews: [CodeViewRecord] = []
    /// Constraints made in code, in the order made.
    var constraints: [CodeConstraintRecord] = []
    /// The constraints per ad when `setData` changes them (``ItemViewReader+SetDataConstraints.swift``); nil when it does not.
    var perAdConstraints: [PerAdConstraint]?
    /// `addSubview` calls read so far: a view added again goes last among its superview's `subviews`, as in UIKit.
    var additions = 0
    /// How many views made in code have each name, and the next number to try for a name taken.
    private var viewsNamed: [String: Int] = [:]
    private var nextNumber: [String: Int] = [:]

    init(name: String, position: SetupPosition) { self.name = name; self.position = position }

    func noteOutlet(_ outlet: String) {
        if !outletOrder.contains(outlet) { outletOrder.append(outlet) }
    }

    /// The name a document gives `item`.
    func name(of item: CodeViewItem) -> String {
        switch item {
        case .contentView: "contentView"
        case .view(let i): codeViews[i].name
        }
    }

    /// A view made in code, held in `holder` (a property when `property`): it takes the holder's
    /// name unless a property named it already (a local inside a property's closure gives way to
    /// the property); a name another view has gets a number (`label2`).
    func name(view i: Int, _ holder: String, property: Bool) {
        let view = codeViews[i]
        guard !view.namedByProperty else { return }
        viewsNamed[view.name, default: 1] -= 1
        var name = holder
        if holder == AppCodeView.contentView || viewsNamed[holder, default: 0] > 0 {
            // Counting on from the last number given: a thousand views of one name stay linear.
            var n = nextNumber[holder, default: 2]
            while viewsNamed["\(holder)\(n)", default: 0] > 0 { n += 1 }
            name = "\(holder)\(n)"
            nextNumber[holder] = n + 1
        }
        viewsNamed[name, default: 0] += 1
        let old = view.name
        view.name = name
        view.namedByProperty = property
        for k in paint.indices where paint[k].outlet == old { paint[k].outlet = name }
        if let k = outletOrder.firstIndex(of: old) { outletOrder[k] = name }
    }

    /// The `appViews` entry: `xib`, `feedImage`, `iconImage` and the outlets' paint and per-state
    /// values (a state's value that differs from the normal state's goes under `states`).
    func json() -> JSONNode? {
        var members: [(String, JSONNode)]
        if let nib {
            members = [("xib", .at(nib.position, .string(nib.file.name)))]
        } else if let code = codeJSON() {
            members = code
        } else {
            return nil
        }
        if !images.isEmpty {
            members.append(("images", .object(images[0].position, images.map { ($0.name, .at($0.position, .string($0.path))) })))
        }
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
            if let cases = casesJSON(outlet: outlet) { o.append(("cases", cases)) }
            if !o.isEmpty { outlets.append((outlet, .object(position, o))) }
        }
        if !outlets.isEmpty { members.append(("outlets", .object(position, outlets))) }
        return .object(position, members)
    }

    /// The views made in code that are added to the content view (directly or through others), a
    /// superview before its subviews, and the active constraints between them; nil when none is added.
    func codeJSON() -> [(String, JSONNode)]? {
        var order: [Int] = []
        func add(children of: CodeViewItem) {
            for (i, v) in codeViews.enumerated() where v.superview == of {
                order.append(i)
                add(children: .view(i))
            }
        }
        add(children: .contentView)
        guard !order.isEmpty else { return nil }
        let drawn = Set(order)
        let views: [(String, JSONNode)] = order.map { i in
            let v = codeViews[i]
            var members: [(String, JSONNode)] = [("kind", .at(v.position, .string(v.kind.name)))]
            if case .view? = v.superview { members.append(("in", .at(v.position, .string(name(of: v.superview!))))) }
            if v.arranged { members.append(("arranged", .at(v.position, .bool(true)))) }
            if v.translatesAutoresizingMask && !v.arranged {
                members.append(("translatesAutoresizingMaskIntoConstraints", .at(v.position, .bool(true))))
            }
            members += v.properties.map { ($0.key, $0.value) }
            for key in ["hugging", "compressionResistance"] {
                guard let set = v.priorities[key], !set.isEmpty else { continue }
                members.append((key, .object(v.position, set.map { ($0.axis, $0.value) })))
            }
            members.append(("source", .at(v.position, .string(v.position.origin.description))))
            return (v.name, .object(v.position, members))
        }
        func inTree(_ item: CodeViewItem) -> Bool { if case .view(let i) = item { drawn.contains(i) } else { true } }
        let perAd = perAdConstraints ?? self.constraints.filter(\.isActive).map { PerAdConstraint(record: $0) }
        let constraints: [JSONNode] = perAd.filter { p in
            inTree(p.record.first.item) && (p.record.second.map { inTree($0.item) } ?? true)
        }.map { p in
            let c = p.record, at = c.position
            var m: [(String, JSONNode)] = [("first", .at(at, .string("\(name(of: c.first.item)).\(c.first.attribute.name)")))]
            if c.relation != .equal { m.append(("relation", .at(at, .string(c.relation.symbol)))) }
            if let second = c.second { m.append(("second", .at(at, .string("\(name(of: second.item)).\(second.attribute.name)")))) }
            if c.multiplier != 1 { m.append(("multiplier", .at(at, .number(c.multiplier)))) }
            if c.constant != 0 { m.append(("constant", .at(at, .number(c.constant)))) }
            if c.priority != 1000 { m.append(("priority", .at(at, .number(c.priority)))) }
            if let condition = p.condition { m.append(("if", .at(at, .string(condition)))) }
            if !p.cases.isEmpty {
                let cases = p.cases.map { JSONNode.object(at, [("if", .at(at, .string($0.condition))), ("constant", .at(at, .number($0.constant)))]) }
                m.append(("cases", JSONNode(value: .array(cases), location: cases[0].location, file: cases[0].file)))
            }
            m.append(("source", .at(at, .string(at.origin.description))))
            return .object(at, m)
        }
        var out: [(String, JSONNode)] = [("views", .object(position, views))]
        if !constraints.isEmpty {
            out.append(("constraints", JSONNode(value: .array(constraints), location: constraints[0].location, file: constraints[0].file)))
        }
        return out
    }
}

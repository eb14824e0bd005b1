import AdLayoutCore
import Foundation
import SwiftSyntax

/// The `make` of a SnapKit closure being read: the view it constrains and how.
struct SnapMaker {
    enum Mode: String { case make = "makeConstraints", remake = "remakeConstraints", update = "updateConstraints" }
    /// The closure's parameter (`make`, `$0`).
    let name: String
    /// The view constrained, by its index in ``SetupItemView/codeViews``.
    let view: Int
    let mode: Mode
    /// For `updateConstraints`: whether the view had SnapKit constraints to update (else SnapKit makes them).
    let updating: Bool
}

/// SnapKit read as SnapKit builds constraints (its `Constraint.init`): `view.snp.makeConstraints { make in … }`
/// (`remakeConstraints`, `updateConstraints`, `removeConstraints`), `make.<attributes>` chains, the
/// target (`equalTo(view)`, `equalTo(view.snp.trailing)`, `equalToSuperview()`, a number, a `CGSize`,
/// `UIEdgeInsets`, a layout guide), `offset`, `inset` (its sign per edge as SnapKit gives it), `multipliedBy`,
/// `dividedBy` and `priority`. Each attribute makes one constraint at the chain's Swift line; the view is
/// no longer placed by its autoresizing mask. In `setData` the same blocks change the constraints per ad
/// (``ItemViewReader+SetDataConstraints.swift``): SnapKit's `ConstraintMaker.remakeConstraints` removes the
/// view's constraints and makes the new ones; `updateConstraints` makes them when the view has none, else
/// `Constraint.activateIfNeeded(updatingExisting: true)` sets the constant of the first existing one
/// `==` to each (`LayoutConstraint.swift`: the same first and second items and attributes, relation, priority
/// and multiplier) and stops the app when there is none.
extension ItemViewReader {
    /// SnapKit's attributes and groups (`ConstraintAttributes`), as the document's anchors.
    static let snapAttributes: [String: [AppCodeConstraint.Attribute]] = [
        "left": [.left], "top": [.top], "right": [.right], "bottom": [.bottom], "leading": [.leading], "trailing": [.trailing],
        "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "leftMargin": [.leftMargin], "rightMargin": [.rightMargin], "topMargin": [.topMargin], "bottomMargin": [.bottomMargin],
        "leadingMargin": [.leadingMargin], "trailingMargin": [.trailingMargin],
        "centerXWithinMargins": [.centerXWithinMargins], "centerYWithinMargins": [.centerYWithinMargins],
        "edges": [.left, .top, .right, .bottom], "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
        "directionalEdges": [.top, .bottom, .leading, .trailing], "directionalHorizontalEdges": [.leading, .trailing],
        "directionalVerticalEdges": [.top, .bottom], "size": [.width, .height], "center": [.centerX, .centerY],
        "margins": [.leftMargin, .rightMargin, .topMargin, .bottomMargin],
        "directionalMargins": [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    /// The order SnapKit makes a group's constraints in (`ConstraintAttributes.layoutAttributes`).
    static let snapOrder: [AppCodeConstraint.Attribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// An edge's attribute of a layout margins guide, as the view's margin attribute.
    static let marginOf: [AppCodeConstraint.Attribute: AppCodeConstraint.Attribute] = [
        .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin, .leading: .leadingMargin,
        .trailing: .trailingMargin, .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
    ]

    /// A constant SnapKit turns into each attribute's (`ConstraintConstantTarget`).
    enum SnapConstant {
        case number(Double)
        case size(width: Double, height: Double)
        case insets(top: Double, left: Double, bottom: Double, right: Double)

        /// The constant for the attribute the constraint relates to, as SnapKit computes it (left to right).
        func value(for a: AppCodeConstraint.Attribute) -> Double {
            switch self {
            case .number(let n): return n
            case .size(let w, let h): return a == .width ? w : a == .height ? h : 0
            case .insets(let top, let left, let bottom, let right):
                switch a {
                case .left, .leftMargin, .leading, .leadingMargin: return left
                case .top, .topMargin: return top
                case .right, .rightMargin, .trailing, .trailingMargin: return -right
                case .bottom, .bottomMargin: return -bottom
                case .centerX, .centerXWithinMargins: return (left - right) / 2
                case .centerY, .centerYWithinMargins: return (top - bottom) / 2
                case .width: return -(left + right)
                case .height: return -(top + bottom)
                case .firstBaseline, .lastBaseline, .notAnAttribute: return 0   // not anchors a document names
                }
            }
        }
    }

    /// What a chain relates to: a view or guide (with the attributes named, none for "the same"), or
    /// nothing (a constant, against the superview unless a size).
    struct SnapTarget {
        var item: CodeViewItem?
        var margins = false
        var attributes: [AppCodeConstraint.Attribute] = []
    }

    // MARK: Blocks

    /// `view.snp.makeConstraints { make in … }` and its `remake`/`update`/`removeConstraints` forms; false for other calls.
    func snapKitStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let snp = m.base,
              ["makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints"].contains(m.declName.baseName.text)
        else { return false }
        let viewValue: ViewValue
        if let s = snp.as(MemberAccessExprSyntax.self), s.declName.baseName.text == "snp", let base = s.base {
            viewValue = self.viewValue(base, r, locals)
        } else if let d = snp.as(DeclReferenceExprSyntax.self), d.baseName.text == "snp", let receiver {
            viewValue = receiver
        } else {
            return false
        }
        let name = m.declName.baseName.text
        guard case .codeView(let view) = viewValue else {
            skipped(call, "SnapKit's `\(name)` on \(snp.trimmedDescription.dropLast(4)) is not read: the views SnapKit constrains "
                    + "are views made in code (UILabel(), UIImageView(), UIView(), UIButton(), UIStackView()) added to contentView")
            return true
        }
        let previous = r.snapKitConstraints[view] ?? []
        if name == "removeConstraints" {
            for i in previous { r.view.constraints[i].isActive = false }
            r.snapKitConstraints[view] = []
            return true
        }
        guard let closure = closureArgument(call), call.arguments.count <= (call.trailingClosure == nil ? 1 : 0) else {
            skipped(call, "SnapKit's `\(name)` with a closure variable is not read: write the closure where it is called "
                    + "(`\(r.view.codeViews[view].name).snp.\(name) { make in … }`)")
            return true
        }
        let mode = SnapMaker.Mode(rawValue: name)!
        if mode == .remake {
            for i in previous { r.view.constraints[i].isActive = false }
            r.snapKitConstraints[view] = []
        }
        // SnapKit's `prepare()`: the view is placed by its constraints from now on.
        r.view.codeViews[view].translatesAutoresizingMask = false
        snapMakers.append(SnapMaker(name: closureParameter(closure), view: view, mode: mode,
                                    updating: mode == .update && !previous.isEmpty))
        defer { snapMakers.removeLast() }
        var l = locals
        l[closureParameter(closure)] = .other
        _ = run(closure.statements, r, &l)
        return true
    }

    // MARK: Chains

    /// A chain `make.top.leading.equalTo(x).offset(8).priority(.high)` of the SnapKit closure being read:
    /// its constraints made (`.other`); nil when `e` is not such a chain.
    func snapKitChain(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        guard let maker = snapMakers.last else { return nil }
        // The links from `make` out: a name, and its call when called.
        var links: [(name: String, call: FunctionCallExprSyntax?, node: ExprSyntax)] = []
        var current = e
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = m.base {
                links.insert((m.declName.baseName.text, call, current), at: 0)
                current = base
            } else if let m = current.as(MemberAccessExprSyntax.self), let base = m.base {
                links.insert((m.declName.baseName.text, nil, current), at: 0)
                current = base
            } else {
                break
            }
        }
        guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == maker.name, !links.isEmpty else { return nil }
        let codeView = r.view.codeViews[maker.view]
        let shown = e.shortText
        func notRead(_ node: some SyntaxProtocol, _ why: String) -> ViewValue {
            skipped(node, "SnapKit's \(shown) is not read: \(why)")
            return .other
        }
        var k = 0
        var attributes: [AppCodeConstraint.Attribute] = []
        while k < links.count, links[k].call == nil, let a = Self.snapAttributes[links[k].name] {
            for x in a where !attributes.contains(x) { attributes.append(x) }
            k += 1
        }
        if k < links.count, links[k].call == nil, ["firstBaseline", "lastBaseline"].contains(links[k].name) {
            return notRead(links[k].node, "the document's constraints have no baselines; align the view with `centerY` or `top`")
        }
        guard !attributes.isEmpty else {
            return notRead(links[0].node, "`make.\(links[0].name)` is not one of SnapKit's attributes read (leading, trailing, left, right, "
                           + "top, bottom, centerX, centerY, width, height, edges, size, center, horizontalEdges, verticalEdges, "
                           + "directionalEdges and the …Margin forms)")
        }
        attributes.sort { Self.snapOrder.firstIndex(of: $0)! < Self.snapOrder.firstIndex(of: $1)! }
        let relations: [String: AppCodeConstraint.Relation] = [
            "equalTo": .equal, "lessThanOrEqualTo": .lessThanOrEqual, "greaterThanOrEqualTo": .greaterThanOrEqual,
            "equalToSuperview": .equal, "lessThanOrEqualToSuperview": .lessThanOrEqual, "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
        ]
        guard k < links.count, let relationCall = links[k].call, let relation = relations[links[k].name] else {
            return notRead(k < links.count ? links[k].node : e, "a chain ends in equalTo, lessThanOrEqualTo or greaterThanOrEqualTo "
                           + "(or their …Superview() forms)")
        }
        var target = SnapTarget()
        var constant = SnapConstant.number(0)
        if links[k].name.hasSuffix("Superview") {
            guard relationCall.arguments.isEmpty, relationCall.trailingClosure == nil else {
                return notRead(relationCall, "`\(links[k].name)` with a closure; relate to the superview's attribute with "
                               + "`equalTo(superview.snp.bottom)`")
            }
            guard let up = codeView.superview else {
                return notRead(relationCall, "\(codeView.name) has no superview yet, and SnapKit stops the app (\"Expected superview but "
                               + "found nil\"); add it to its superview before making its constraints")
            }
            target.item = up
        } else {
            guard relationCall.arguments.count == 1, let arg = relationCall.arguments.first?.expression else {
                return notRead(relationCall, "\(links[k].name) takes one target")
            }
            if let t = snapTarget(arg, r, locals) {
                target = t
            } else if let c = snapConstant(arg, allowSize: true) {
                constant = c
            } else {
                return notRead(arg, "its target \(arg.shortText) is not a view made in code, contentView, a layout guide, "
                               + "`view.snp.<attribute>`, a number, a CGSize or UIEdgeInsets the reader reads")
            }
        }
        var multiplier = 1.0
        var priority = 1000.0
        for link in links[(k + 1)...] {
            guard let call = link.call else {
                if link.name == "constraint" { continue }   // `….constraint`: a handle on it, for later updates
                return notRead(link.node, "`.\(link.name)` after the relation (offset, inset, multipliedBy, dividedBy and priority are read)")
            }
            let arg = call.arguments.first?.expression
            switch link.name {
            case "offset", "inset":
                guard call.arguments.count == 1, let arg, let c = snapConstant(arg, allowSize: false) else {
                    return notRead(call, "`.\(link.name)(\(call.arguments.shortText))`: a number\(link.name == "inset" ? " or UIEdgeInsets" : "") is read")
                }
                if link.name == "inset", case .number(let n) = c { constant = .insets(top: n, left: n, bottom: n, right: n) } else { constant = c }
            case "multipliedBy", "dividedBy":
                guard call.arguments.count == 1, let arg, let n = constraintNumber(arg), n != 0 else {
                    return notRead(call, "`.\(link.name)(\(call.arguments.shortText))`: a number other than 0 is read")
                }
                multiplier = link.name == "multipliedBy" ? n : 1 / n
            case "priority":
                guard call.arguments.count == 1, let arg, let p = snapPriority(arg) else { return .other }
                priority = p
            case "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow":
                priority = ["priorityRequired": 1000, "priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250][link.name]!
            case "labeled":
                continue
            default:
                return notRead(call, "`.\(link.name)(…)` (offset, inset, multipliedBy, dividedBy and priority are read)")
            }
        }
        // One constraint per attribute, as SnapKit's `Constraint.init` makes them.
        var made: [CodeConstraintRecord] = []
        let at = position(e)
        for from in attributes {
            var to: AppCodeConstraint.Attribute
            if !target.attributes.isEmpty {
                to = Self.snapCounterpart(of: from, from: attributes, to: target.attributes)
            } else if target.item == nil && (from == .centerX || from == .centerY) {
                to = from == .centerX ? .left : .top
            } else {
                to = from
            }
            let value = constant.value(for: to)
            var second: (item: CodeViewItem, attribute: AppCodeConstraint.Attribute)?
            if let item = target.item {
                if target.margins {
                    guard let m = Self.marginOf[to] ?? (Self.marginOf.values.contains(to) ? to : nil) else {
                        return notRead(e, "a layout margins guide's \(to.name) is not one of the document's anchors; relate to the view's "
                                       + "width or height, or to its margin edges")
                    }
                    to = m
                }
                second = (item, to)
            } else if to != .width && to != .height {
                guard let up = codeView.superview else {
                    return notRead(e, "\(codeView.name) has no superview yet to relate \(to.name) to; add it before making its constraints")
                }
                second = (up, to)
            }
            guard value.isFinite, abs(value) <= 10_000, multiplier.isFinite, abs(multiplier) <= 10_000 else {
                return notRead(e, "a constant or multiplier beyond ±10,000")
            }
            made.append(CodeConstraintRecord(first: (.view(maker.view), from), relation: relation, second: second, multiplier: multiplier,
                                             constant: value, priority: priority, position: at, isActive: true))
        }
        for c in made { addSnapConstraint(c, maker, r, at: e) }
        return .other
    }

    /// Which of the target's attributes `from` relates to (`Constraint.init`'s rules: edges to margins
    /// and back, the same group, else the target's first).
    static func snapCounterpart(of from: AppCodeConstraint.Attribute, from attributes: [AppCodeConstraint.Attribute],
                                to targets: [AppCodeConstraint.Attribute]) -> AppCodeConstraint.Attribute {
        let a = Set(attributes), t = Set(targets)
        let edges: Set<AppCodeConstraint.Attribute> = [.left, .top, .right, .bottom]
        let margins: Set<AppCodeConstraint.Attribute> = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
        let directional: Set<AppCodeConstraint.Attribute> = [.leading, .top, .trailing, .bottom]
        let directionalMargins: Set<AppCodeConstraint.Attribute> = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
        if (a == edges && t == margins) || (a == directional && t == directionalMargins) { return marginOf[from]! }
        if (a == margins && t == edges) || (a == directionalMargins && t == directional) {
            return marginOf.first { $0.value == from }!.key
        }
        if a == t { return from }
        return targets[0]
    }

    /// Adds a chain's constraint: made, or for `updateConstraints` the matching one's constant changed.
    private func addSnapConstraint(_ c: CodeConstraintRecord, _ maker: SnapMaker, _ r: ItemViewReading, at node: ExprSyntax) {
        if maker.updating {
            let existing = (r.snapKitConstraints[maker.view] ?? []).first { i in
                let o = r.view.constraints[i]
                // SnapKit's `LayoutConstraint ==` (Sources/LayoutConstraint.swift): the items, attributes, relation, priority and multiplier.
                return o.isActive && o.first == c.first && o.relation == c.relation && o.multiplier == c.multiplier
                    && o.priority == c.priority && o.second?.item == c.second?.item && o.second?.attribute == c.second?.attribute
            }
            guard let existing else {
                skipped(node, "SnapKit's updateConstraints: \(node.shortText) matches no constraint made before for "
                        + "\(r.view.codeViews[maker.view].name), and SnapKit stops the app (\"Updated constraint could not find existing "
                        + "matching constraint to update\"); use remakeConstraints")
                return
            }
            r.view.constraints[existing].constant = c.constant
            return
        }
        guard r.view.constraints.count < FormatLimits.appCodeConstraints else {
            report(.warning, .swiftLimit, position(node), "skipped: \(node.shortText): more than \(FormatLimits.appCodeConstraints) constraints")
            return
        }
        r.view.constraints.append(c)
        r.snapKitConstraints[maker.view, default: []].append(r.view.constraints.count - 1)
    }

    // MARK: Targets and constants

    /// `view`, `contentView`, `superview`, a layout guide, or `x.snp.<attribute>`; nil for anything else.
    func snapTarget(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> SnapTarget? {
        var attributes: [AppCodeConstraint.Attribute] = []
        var base = e
        if let m = e.as(MemberAccessExprSyntax.self), let snp = m.base?.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp",
           let a = Self.snapAttributes[m.declName.baseName.text], let b = snp.base {
            attributes = a.sorted { Self.snapOrder.firstIndex(of: $0)! < Self.snapOrder.firstIndex(of: $1)! }
            base = b
        } else if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "snp", let b = m.base {
            base = b
        }
        switch viewValue(base, r, locals) {
        case .contentView: return SnapTarget(item: .contentView, attributes: attributes)
        case .codeView(let i): return SnapTarget(item: .view(i), attributes: attributes)
        case .guide(let item, let margins): return SnapTarget(item: item, margins: margins, attributes: attributes)
        default: return nil
        }
    }

    /// A number, `CGSize` (when `allowSize`) or `UIEdgeInsets` SnapKit takes as a constant; nil otherwise (nothing reported).
    func snapConstant(_ e: ExprSyntax, allowSize: Bool) -> SnapConstant? {
        var value: SetupValue?
        _ = setup.quietly { value = evaluate(e, expected: nil, scope: Scope(parent: globals), selfObject: nil); return value != nil }
        func field(_ node: JSONNode, _ key: String) -> Double? {
            if case .object(let o) = node.value, let f = o[key], case .number(let v) = f.value { return v }
            return nil
        }
        switch value {
        case .number?:
            return constraintNumber(e).map { .number($0) }
        case .size(let w, let h)? where allowSize:
            guard let w = try? w.constantValue(in: .float), let h = try? h.constantValue(in: .float) else { return nil }
            return .size(width: w, height: h)
        case .json(let node, .size)? where allowSize:
            guard let w = field(node, "width"), let h = field(node, "height") else { return nil }
            return .size(width: w, height: h)
        case .json(let node, .insets)?:
            guard let t = field(node, "top"), let l = field(node, "left"), let b = field(node, "bottom"), let r = field(node, "right") else { return nil }
            return .insets(top: t, left: l, bottom: b, right: r)
        default:
            return nil
        }
    }

    /// `.required`, `.high`, `.medium`, `.low` (SnapKit's `ConstraintPriority`: 1000, 750, 500, 250), a
    /// number, or a `UILayoutPriority`.
    func snapPriority(_ e: ExprSyntax) -> Double? {
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil || m.base!.trimmedDescription == "ConstraintPriority",
           let p = ["required": 1000.0, "high": 750, "medium": 500, "low": 250][m.declName.baseName.text] {
            return p
        }
        return priority(e)
    }
}

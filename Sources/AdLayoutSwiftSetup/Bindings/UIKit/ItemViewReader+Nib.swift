import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation
import SwiftSyntax

/// UIKit bindings of an item view that loads a XIB: `UINib(nibName:bundle:)` and its
/// `instantiate`, the nib's view pinned to the content view, assignments to its outlets — layer paint
/// in `init(frame:)`, texts, colours, alpha and visibility in `setData` — and the calls the reader
/// follows (`addSubview`, `NSLayoutConstraint.activate`, helpers).
extension ItemViewReader {
    /// `nib.instantiate(withOwner:options:)` of the nib named `name`: the XIB among the setup's files.
    func loadNib(_ name: String, at: SetupPosition, _ r: ItemViewReading) {
        let matches = others.filter { source in
            if case .xib = source.kind { return (source.name as NSString).lastPathComponent == name + ".xib" }
            return false
        }
        guard let file = matches.first else {
            let xibs = others.filter { if case .xib = $0.kind { true } else { false } }.map(\.name)
            report(.warning, .swiftSkipped, at, "skipped: UINib(nibName: \"\(name)\"): no \(name).xib among the setup's files"
                   + (xibs.isEmpty ? "; give the app's folder (--swift-setup MyApp/) so its XIBs are found"
                                   : " (\(xibs.prefix(5).joined(separator: ", ")))"))
            r.nibMissing = true
            return
        }
        if matches.count > 1 {
            report(.warning, .swiftSkipped, at, "UINib(nibName: \"\(name)\"): \(matches.count) files are named \(name).xib; "
                   + "\(file.name) is used")
        }
        guard r.view.nib == nil, case .xib(let url) = file.kind else { return }
        // Read here, once: a FIFO or device would block a reader that opened it to look.
        do throws(FileReadError) {
            r.view.nibFile = XIBFile(contents: try FileReading.contents(of: url, limit: XIBLimits.standard.maxFileSize),
                                     name: (file.name as NSString).lastPathComponent)
        } catch {
            report(.error, .invalidValue, at, "UINib(nibName: \"\(name)\"): cannot read \(file.name): \(error.reason)")
            r.nibMissing = true
            return
        }
        r.view.nib = (name, file, at)
    }

    // MARK: Assignments and calls

    func assign(_ lhs: ExprSyntax, _ rhs: ExprSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) {
        // `itemView = loadView()`: a stored property of the class.
        if let d = lhs.as(DeclReferenceExprSyntax.self) ?? lhs.as(MemberAccessExprSyntax.self).flatMap({
            $0.base.map(isSelf) == true ? DeclReferenceExprSyntax(baseName: $0.declName.baseName) : nil
        }) {
            let name = d.baseName.text
            // `translatesAutoresizingMaskIntoConstraints = false` in a `UIView` extension: the receiver's.
            if locals[name] == nil, case .codeView(let i)?? = receivers.last {
                codeViewAssignment(i, name, rhs, r, locals)
                return
            }
            let value = viewValue(rhs, r, locals)
            if locals[name] != nil {
                locals[name] = value
            } else {
                r.properties[name] = value
                if case .codeView(let i) = value { r.view.name(view: i, name, property: true) }
            }
            return
        }
        // `a.b.c = v`: the path of properties below a view.
        var path: [String] = []
        var e = lhs
        var target = ViewValue.other
        // Each base is evaluated once: evaluating `a.constraint(…)` makes a constraint.
        walk: while let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            path.insert(m.declName.baseName.text, at: 0)
            e = base.as(OptionalChainingExprSyntax.self)?.expression ?? base   // `button.titleLabel?.font`
            target = viewValue(e, r, locals)
            switch target {
            case .outlet, .nibView, .contentView, .codeView, .constraint, .formatter: break walk
            default: continue
            }
        }
        let property = path.joined(separator: ".")
        if case .formatter(let i) = target {
            formatterAssignment(i, property, rhs, r)
            return
        }
        if case .constraint(let i) = target {
            // In setData, per ad (each path's changes are the constraint's cases, ``readConstraintsPerAd(_:)``): its
            // constant and whether it is installed; its priority is one for every ad in the document.
            guard r.state == nil || property != "priority" else {
                skipped(lhs, "\(lhs.shortText) = \(rhs.shortText) in setData is not read: a constraint's priority is the same for every "
                        + "ad in the document (its constant and isActive are read per ad); set it once in init(frame:)")
                return
            }
            constraintAssignment(i, property, branch(rhs, r, locals), r)
            return
        }
        if case .nibView = target, nibViewAssignment(property, rhs, r, locals) { return }
        if case .codeView(let i) = target {
            if let state = r.state {
                setDataAssignment(r.view.codeViews[i].name, property, rhs, state: state, at: position(lhs), r, locals)
            } else {
                codeViewAssignment(i, property, rhs, r, locals)
            }
            return
        }
        if ["translatesAutoresizingMaskIntoConstraints", "isActive"].contains(property) || path.last == "isActive" {
            if path.last == "isActive" { constraintCall(e.as(FunctionCallExprSyntax.self), r, locals) }
            return
        }
        guard case .outlet(let outlet) = target else {
            skipped(lhs, "\(lhs.shortText) = \(rhs.shortText) (an item view's code sets properties of the XIB's outlets)")
            return
        }
        let at = position(lhs)
        if let state = r.state {
            setDataAssignment(outlet, property, rhs, state: state, at: at, r, locals)
        } else {
            paintAssignment(outlet, property, rhs, at: at, r)
        }
    }

    /// `view.feedImageView.layer.cornerRadius = 16` and the like in `init(frame:)`.
    func paintAssignment(_ outlet: String, _ property: String, _ rhs: ExprSyntax, at: SetupPosition, _ r: ItemViewReading) {
        let keys = ["layer.cornerRadius": ("cornerRadius", SetupType.number), "layer.borderWidth": ("strokeWidth", .number),
                    "layer.borderColor": ("strokeColor", .color), "backgroundColor": ("backgroundColor", .color),
                    "textColor": ("color", .color), "alpha": ("alpha", .number)]
        if ["clipsToBounds", "layer.masksToBounds", "contentMode"].contains(property) {
            ignored(rhs, "\(outlet).\(property) (image views clip to their corners, as the XIB's do)")
            return
        }
        guard let (key, type) = keys[property] else {
            skipped(rhs, "\(outlet).\(property) = \(rhs.shortText) in init(frame:) (layer.cornerRadius, layer.borderWidth, "
                    + "layer.borderColor, backgroundColor, textColor and alpha are read)")
            return
        }
        guard let value = evaluate(rhs, expected: type, scope: Scope(parent: globals), selfObject: nil),
              let json = jsonValue(value, type: type, node: rhs, property: property) else { return }
        r.view.noteOutlet(outlet)
        r.view.paint.append((outlet, key, json.moved(to: at)))
    }

    /// What `e` is on the path being read: the branch of a `?:` on the ad (`item.pointValue > 1000 ? 64 : 40`),
    /// inside parentheses too; `e` itself otherwise.
    func branch(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ExprSyntax {
        if let p = e.as(TupleExprSyntax.self), p.elements.count == 1, let only = p.elements.first, only.label == nil {
            return branch(only.expression, r, locals)
        }
        if let t = e.as(TernaryExprSyntax.self), let b = condition(t.condition, r, locals) {
            return branch(b ? t.thenExpression : t.elseExpression, r, locals)
        }
        return e
    }

    /// `itemView?.titleLabel.text = adItem.appName` and the like in `setData`, for `state`.
    func setDataAssignment(_ outlet: String, _ property: String, _ rhs: ExprSyntax, state: AdState, at: SetupPosition,
                                   _ r: ItemViewReading, _ locals: [String: ViewValue]) {
        // `(item.multiReward ? .orange : .gray)`, nested in another ?: as apps write it: what the parentheses hold.
        if let p = rhs.as(TupleExprSyntax.self), p.elements.count == 1, let only = p.elements.first, only.label == nil {
            setDataAssignment(outlet, property, only.expression, state: state, at: at, r, locals)
            return
        }
        // `item.multiReward ? .orange : .gray`: the branch this path takes.
        if let t = rhs.as(TernaryExprSyntax.self), let b = condition(t.condition, r, locals) {
            setDataAssignment(outlet, property, b ? t.thenExpression : t.elseExpression, state: state, at: at, r, locals)
            return
        }
        let value: JSONNode
        switch property {
        case "text":
            guard let text = templateText(rhs, r, locals) else {
                skipped(rhs, "\(outlet).text = \(rhs.shortText) (texts made of string literals and the ad's fields are read)")
                return
            }
            value = .at(at, .string(text))
        case "isHidden":
            guard let b = condition(rhs, r, locals) else {
                skipped(rhs, "\(outlet).isHidden = \(rhs.shortText) (true, false or a condition on the ad's state is read)")
                return
            }
            value = .at(at, .bool(b))
        case "textColor", "backgroundColor":
            guard let v = evaluate(rhs, expected: .color, scope: Scope(parent: globals), selfObject: nil),
                  let json = jsonValue(v, type: .color, node: rhs, property: property) else { return }
            value = json.moved(to: at)
        case "alpha":
            guard let n = constant(rhs, .float, scope: Scope(parent: globals), selfObject: nil), n.isFinite else {
                skipped(rhs, "\(outlet).alpha = \(rhs.shortText) (a constant number is read)")
                return
            }
            value = .at(at, .number(min(1, max(0, n))))
        case "attributedText":
            guard let (text, runs) = attributedText(rhs, r, locals) ?? templateText(rhs, r, locals).map({ ($0, []) }) else {
                skipped(rhs, "\(outlet).attributedText = \(rhs.shortText) (NSAttributedString(string:) and NSMutableAttributedString(string:) "
                        + "of string literals and the ad's fields are read)")
                return
            }
            value = .at(at, .string(text))
            // The runs, as an array of objects (none: an empty array, which clears another branch's).
            let nodes: [JSONNode] = runs.map { .object(at, $0) }
            r.view.noteOutlet(outlet)
            r.paths.values[outlet, default: [:]]["runs"] = (.at(at, .array(nodes)), at)
        case "image" where rhs.is(NilLiteralExprSyntax.self):
            // Cleared before a loader fills it (`kf.setImage`): an image view without an image draws its placeholder.
            ignored(rhs, "\(outlet).image = nil in setData (an image view without an image draws its placeholder)")
            return
        case "image":
            guard let name = imageName(rhs) else {
                skipped(rhs, "\(outlet).image = \(rhs.shortText) in setData (UIImage(named:) with a string literal is read; "
                        + "the ad's own images through getIconImageView() or an image loader)")
                return
            }
            r.view.imageNames.append((name, at))
            value = .at(at, .string(name))
        default:
            skipped(rhs, "\(outlet).\(property) = \(rhs.shortText) in setData (text, textColor, backgroundColor, alpha, image "
                    + "and isHidden are read)")
            return
        }
        let key = property == "textColor" ? "color" : property == "isHidden" ? "hidden" : property == "attributedText" ? "text" : property
        r.view.noteOutlet(outlet)
        r.paths.values[outlet, default: [:]][key] = (value, at)
    }

    func callStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) {
        if ItemViewStatements(reader: self, reading: r).bindingStatement(call, locals) { return }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), let f = r.functions[d.baseName.text] {
                _ = helper(f, r)
                return
            }
            // UIKit lays the item out again after setData anyway (``ItemViewReader+Frames.swift``).
            if ["setNeedsLayout", "layoutIfNeeded"].contains(call.calledExpression.trimmedDescription), call.arguments.isEmpty { return }
            skipped(call, "\(call.shortText) in an item view is not read: " + Self.itemViewSubset)
            return
        }
        let name = m.declName.baseName.text
        if m.base?.is(SuperExprSyntax.self) == true { return }   // super.init(frame:), super.setData(…)
        if codeCallStatement(call, m, r, locals) { return }
        if name == "activate", m.base?.trimmedDescription == "NSLayoutConstraint" {
            guard let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) else {
                skipped(call, "NSLayoutConstraint.activate(\(call.arguments.shortText)) (an array literal of anchors is read)")
                return
            }
            for element in array.elements {
                if case .constraint(let i) = viewValue(element.expression, r, locals) {
                    r.view.constraints[i].isActive = true
                } else {
                    constraintCall(element.expression.as(FunctionCallExprSyntax.self), r, locals)
                }
            }
            return
        }
        if name == "addSubview" {
            if let arg = call.arguments.first?.expression, case .nibView = viewValue(arg, r, locals) { return }
            skipped(call, "\(call.shortText) (adding the nib's view to contentView is read)")
            return
        }
        if name == "setNeedsLayout" || name == "layoutIfNeeded" { return }
        skipped(call, "\(call.shortText) in an item view is not read: " + Self.itemViewSubset)
    }

    /// `view.leftAnchor.constraint(equalTo: contentView.leftAnchor)`: an edge of the nib's view pinned
    /// to the same edge of the content view, with no constant.
    func constraintCall(_ call: FunctionCallExprSyntax?, _ r: ItemViewReading, _ locals: [String: ViewValue]) {
        guard let call, let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "constraint",
              let first = m.base?.as(MemberAccessExprSyntax.self), let firstBase = first.base,
              let arg = call.arguments.first, arg.label?.text == "equalTo",
              let second = arg.expression.as(MemberAccessExprSyntax.self), let secondBase = second.base else {
            // In code views' item view, a constraint call not read was said already, as anchors.
            guard let call, r.view.nib != nil || !skippedNodes.contains(where: { $0.id == call.id }) else { return }
            skipped(call, "constraint \(call.shortText) (the nib's view pinned to contentView's edges is read)")
            return
        }
        func edge(_ anchor: String) -> String? {
            ["leftAnchor": "left", "leadingAnchor": "left", "rightAnchor": "right", "trailingAnchor": "right",
             "topAnchor": "top", "bottomAnchor": "bottom"][anchor]
        }
        let a = viewValue(firstBase, r, locals), b = viewValue(secondBase, r, locals)
        let pair: Bool
        switch (a, b) {
        case (.nibView, .contentView), (.contentView, .nibView): pair = true
        default: pair = false
        }
        let constant = call.arguments.first { $0.label?.text == "constant" }
        let zero = constant.map { ["0", "0.0"].contains($0.expression.trimmedDescription) } ?? true
        guard pair, let e1 = edge(first.declName.baseName.text), e1 == edge(second.declName.baseName.text), zero,
              call.arguments.count <= 2 else {
            skipped(call, "constraint \(call.shortText) (the nib's view pinned to contentView's four edges is read; "
                    + "other constraints belong in the XIB)")
            return
        }
        r.pinned.insert(e1)
    }
}

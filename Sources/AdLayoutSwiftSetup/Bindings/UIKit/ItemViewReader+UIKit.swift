import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation
import SwiftSyntax

/// UIKit for views made in code, in an item view's `init(frame:)` and the helpers and property
/// initialisers it runs: `UILabel()`, `UIImageView()`, `UIView()`, `UIButton()`, `UIStackView()`,
/// their properties, `addSubview`/`addArrangedSubview`, anchors and their constraints
/// (`constraint(equalTo:constant:)`, `multiplier:`, `equalToConstant:`, `≥`/`≤`), `priority`,
/// `NSLayoutConstraint.activate` and `isActive`, hugging and compression resistance. The views
/// become the `appViews` entry's `views` and `constraints`.
extension ItemViewReader {
    /// The UIKit classes whose `init()` (or `init(frame:)`) makes a view the reader follows.
    static let codeViewClasses: [String: AppCodeView.Kind] = [
        "UIView": .view, "UILabel": .label, "UIImageView": .imageView, "UIButton": .button, "UIStackView": .stackView,
    ]

    /// The value of a call that makes something of views in code: a view, a constraint, or a
    /// closure called where it is written (`{ let l = UILabel(); …; return l }()`). Nil for any other call.
    func codeValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            var l = locals
            return run(closure.statements, r, &l) ?? .other
        }
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), let kind = Self.codeViewClasses[d.baseName.text] {
            return makeView(kind, call, r, locals)
        }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = m.base else { return nil }
        let name = m.declName.baseName.text
        // `UILabel.init()`, `UIStackView.init(arrangedSubviews:)`.
        if name == "init", let d = baseExpr.as(DeclReferenceExprSyntax.self), let kind = Self.codeViewClasses[d.baseName.text] {
            return makeView(kind, call, r, locals)
        }
        guard name == "constraint" else { return nil }
        guard case .anchor(let item, let attribute) = viewValue(baseExpr, r, locals) else { return nil }
        return makeConstraint(call, item, attribute, r, locals)
    }

    private func makeView(_ kind: AppCodeView.Kind, _ call: FunctionCallExprSyntax, _ r: ItemViewReading,
                          _ locals: [String: ViewValue]) -> ViewValue {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels.isEmpty || labels == ["frame"] || (kind == .button && labels == ["type"])
                || (kind == .stackView && labels == ["arrangedSubviews"]) || (kind == .imageView && labels == ["image"]) else {
            skipped(call, "\(call.shortText) (views made in code are read from their init() or init(frame:))")
            return .other
        }
        var image: String?
        if labels == ["image"], let e = call.arguments.first?.expression, !e.is(NilLiteralExprSyntax.self) {
            image = imageName(e)
            if image == nil { skipped(e, "the image of \(call.shortText) (UIImage(named:) with a string literal is read)") }
        }
        guard r.view.codeViews.count < FormatLimits.appCodeViews else {
            report(.warning, .swiftLimit, position(call), "skipped: \(call.shortText): more than \(FormatLimits.appCodeViews) views made in code")
            return .other
        }
        let index = r.view.codeViews.count
        let record = CodeViewRecord(name: "", kind: kind, position: position(call))
        r.view.codeViews.append(record)
        r.view.name(view: index, kind.name, property: false)
        if let image {
            record.set("image", .at(position(call), .string(image)))
            r.view.imageNames.append((image, position(call)))
        }
        if labels == ["arrangedSubviews"], let e = call.arguments.first?.expression {
            arrange(viewValue(e, r, locals), in: index, r, node: e)
        }
        return .codeView(index)
    }

    /// `x.leadingAnchor`, `x.layoutMarginsGuide.leadingAnchor`, `x.safeAreaLayoutGuide.topAnchor`
    /// of the content view or a view made in code; nil for anything else.
    func anchorValue(_ base: ViewValue, _ name: String) -> ViewValue? {
        let item: CodeViewItem
        var margins = false
        switch base {
        case .contentView: item = .contentView
        case .codeView(let i): item = .view(i)
        case .guide(let of, let m): item = of; margins = m
        default: return nil
        }
        if case .guide = base {} else {
            if name == "layoutMarginsGuide" { return .guide(item, margins: true) }
            // A cell's safe area is its bounds (no bars in a list row).
            if name == "safeAreaLayoutGuide" { return .guide(item, margins: false) }
        }
        guard name.hasSuffix("Anchor") else { return nil }
        let plain = String(name.dropLast("Anchor".count))
        let attribute: AppCodeConstraint.Attribute?
        if margins {
            attribute = ["left": .leftMargin, "right": .rightMargin, "top": .topMargin, "bottom": .bottomMargin,
                         "leading": .leadingMargin, "trailing": .trailingMargin, "centerX": .centerXWithinMargins,
                         "centerY": .centerYWithinMargins][plain]
        } else {
            attribute = AppCodeConstraint.Attribute.named(plain).flatMap { [.left, .right, .top, .bottom, .leading, .trailing, .width,
                                                                            .height, .centerX, .centerY].contains($0) ? $0 : nil }
        }
        return attribute.map { .anchor(item, $0) } ?? .other
    }

    /// A constraint's constant or multiplier (an anchor's, SnapKit's, one `setData` sets): a constant number within
    /// ±10,000; nil (said) otherwise.
    func constraintNumber(_ e: ExprSyntax) -> Double? {
        guard let n = constant(e, .float, scope: Scope(parent: globals), selfObject: nil) else { return nil }
        guard n.isFinite, abs(n) <= 10_000 else {
            skipped(e, "\(e.shortText) = \(n) (a constraint's constant and multiplier are within ±10,000)")
            return nil
        }
        return n
    }

    /// `first.constraint(equalTo: second, multiplier: m, constant: c)` and its `≥`/`≤` and
    /// `…ToConstant:` forms.
    private func makeConstraint(_ call: FunctionCallExprSyntax, _ item: CodeViewItem, _ attribute: AppCodeConstraint.Attribute,
                                _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue {
        let relations: [String: AppCodeConstraint.Relation] = [
            "equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual,
            "equalToConstant": .equal, "greaterThanOrEqualToConstant": .greaterThanOrEqual, "lessThanOrEqualToConstant": .lessThanOrEqual,
        ]
        let args = Array(call.arguments)
        guard let first = args.first, let label = first.label?.text, let relation = relations[label],
              args.dropFirst().allSatisfy({ ["constant", "multiplier"].contains($0.label?.text ?? "") }) else {
            skipped(call, "the anchor constraint \(call.shortText) is not read: constraint(equalTo:constant:), multiplier:, "
                    + "equalToConstant: and their ≥ and ≤ forms are; write it with one of those (a system spacing as its number, 8)")
            return .other
        }
        var record = CodeConstraintRecord(first: (item, attribute), relation: relation, second: nil, multiplier: 1, constant: 0,
                                          position: position(call))
        if label.hasSuffix("Constant") {
            guard [.width, .height].contains(attribute) else {
                skipped(call, "\(call.shortText) (a constant is a width's or a height's)")
                return .other
            }
            guard let c = constraintNumber(first.expression) else { return .other }
            record.constant = c
        } else {
            guard case .anchor(let other, let otherAttribute) = viewValue(first.expression, r, locals) else {
                skipped(first.expression, "\(first.expression.shortText) (an anchor of contentView or of a view made in code is read)")
                return .other
            }
            record.second = (other, otherAttribute)
        }
        for arg in args.dropFirst() {
            guard let v = constraintNumber(arg.expression) else { return .other }
            if arg.label?.text == "constant" { record.constant = v } else {
                guard v != 0 else { skipped(arg.expression, "a multiplier of 0 (UIKit refuses it)"); return .other }
                record.multiplier = v
            }
        }
        guard r.view.constraints.count < FormatLimits.appCodeConstraints else {
            report(.warning, .swiftLimit, position(call), "skipped: \(call.shortText): more than \(FormatLimits.appCodeConstraints) constraints")
            return .other
        }
        r.view.constraints.append(record)
        return .constraint(r.view.constraints.count - 1)
    }

    /// `c.isActive = true`, `c.priority = .defaultHigh` on a constraint made in code.
    func constraintAssignment(_ i: Int, _ property: String, _ rhs: ExprSyntax, _ r: ItemViewReading) {
        switch property {
        case "constant":
            if let c = constraintNumber(rhs) { r.view.constraints[i].constant = c }
        case "isActive":
            guard let b = rhs.as(BooleanLiteralExprSyntax.self) else {
                skipped(rhs, "isActive = \(rhs.shortText) (true or false is read)")
                return
            }
            r.view.constraints[i].isActive = b.literal.tokenKind == .keyword(.true)
        case "priority":
            if let p = priority(rhs) { r.view.constraints[i].priority = p }
        default:
            skipped(rhs, "a constraint's \(property) = \(rhs.shortText) (constant, isActive and priority are read)")
        }
    }

    /// A `UILayoutPriority`: `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`,
    /// `UILayoutPriority(999)`, `.init(rawValue: 999)`, a number, and those ± a number; 1…1000.
    func priority(_ e: ExprSyntax) -> Double? {
        func value(_ e: ExprSyntax) -> Double? {
            let named: [String: Double] = ["required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
                                           "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490]
            if let m = e.as(MemberAccessExprSyntax.self), m.base == nil || m.base!.trimmedDescription == "UILayoutPriority" {
                return named[m.declName.baseName.text]
            }
            if let call = e.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
               ["UILayoutPriority", ".init", "UILayoutPriority.init"].contains(call.calledExpression.trimmedDescription),
               [nil, "rawValue"].contains(call.arguments.first!.label?.text) {
                return constant(call.arguments.first!.expression, .float, scope: Scope(parent: globals), selfObject: nil)
            }
            if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
               op == "+" || op == "-", let a = value(infix.leftOperand),
               let b = constant(infix.rightOperand, .float, scope: Scope(parent: globals), selfObject: nil) {
                return op == "+" ? a + b : a - b
            }
            if e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) {
                return constant(e, .float, scope: Scope(parent: globals), selfObject: nil)
            }
            return nil
        }
        guard let p = value(e) else {
            skipped(e, "the priority \(e.shortText) (.required, .defaultHigh, .defaultLow, UILayoutPriority(n) and those ± n are read)")
            return nil
        }
        guard p.isFinite, p >= 1, p <= 1000 else {
            skipped(e, "the priority \(e.shortText) = \(p) (UIKit's priorities are 1…1000)")
            return nil
        }
        return p
    }

    /// `label.font = …`, `stack.axis = .vertical` and the like in `init(frame:)`; layer paint,
    /// background and text colours and alpha are the outlet's, as for a XIB's views.
    func codeViewAssignment(_ i: Int, _ property: String, _ rhs: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) {
        let view = r.view.codeViews[i]
        let at = position(rhs)
        let scope = Scope(parent: globals)
        func bool() -> Bool? {
            guard let b = rhs.as(BooleanLiteralExprSyntax.self) else {
                skipped(rhs, "\(view.name).\(property) = \(rhs.shortText) (true or false is read)")
                return nil
            }
            return b.literal.tokenKind == .keyword(.true)
        }
        func caseName<E: NamedCase>(_ type: E.Type, _ what: String) -> JSONNode? {
            let name = rhs.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            guard E.named(name) != nil else {
                skipped(rhs, "\(view.name).\(property) = \(rhs.shortText) (\(what): " + E.allNames.map { ".\($0)" }.joined(separator: ", ") + ")")
                return nil
            }
            return .at(at, .string(name))
        }
        let textual = view.kind == .label || view.kind == .button
        switch property {
        case "translatesAutoresizingMaskIntoConstraints":
            if let b = bool() { view.translatesAutoresizingMask = b }
        case "frame", "frame.origin", "frame.size", "frame.origin.x", "frame.origin.y", "frame.size.width", "frame.size.height",
             "center", "autoresizingMask":
            initFrameAssignment(i, property, rhs, r)   // ItemViewReader+Frames.swift
        case "isHidden":
            if let b = bool() { view.set("hidden", .at(at, .bool(b))) }
        case "clipsToBounds", "layer.masksToBounds":
            if let b = bool() { view.set("clipsToBounds", .at(at, .bool(b))) }
        case "text" where view.kind == .label:
            guard let v = evaluate(rhs, expected: .string, scope: scope, selfObject: nil),
                  let json = jsonValue(v, type: .string, node: rhs, property: property) else { return }
            view.set("text", json)
        case "font" where textual, "titleLabel.font" where view.kind == .button:
            guard let v = evaluate(rhs, expected: .font, scope: scope, selfObject: nil),
                  let json = jsonValue(v, type: .font, node: rhs, property: property) else { return }
            view.set("font", json)
        case "numberOfLines" where view.kind == .label:
            guard let n = constant(rhs, .int, scope: scope, selfObject: nil) else { return }
            let lines = FormatLimits.numberOfLines
            guard n.isFinite, n >= Double(lines.lowerBound), n <= Double(lines.upperBound) else {
                skipped(rhs, "\(view.name).numberOfLines = \(ExpressionFormatting.number(n)) (a label has \(lines.lowerBound)…\(lines.upperBound) lines; 0 is unlimited)")
                return
            }
            view.set("numberOfLines", .at(at, .number(n)))
        case "textAlignment" where view.kind == .label:
            if let v = caseName(TextAlignment.self, "NSTextAlignment") { view.set("textAlignment", v) }
        case "lineBreakMode" where view.kind == .label:
            if let v = caseName(LineBreakMode.self, "NSLineBreakMode") { view.set("lineBreakMode", v) }
        case "contentMode":
            if let v = caseName(AppCodeView.ContentMode.self, "UIView.ContentMode") { view.set("contentMode", v) }
        case "axis" where view.kind == .stackView:
            if let v = caseName(AppCodeView.Axis.self, "NSLayoutConstraint.Axis") { view.set("axis", v) }
        case "alignment" where view.kind == .stackView:
            if let v = caseName(AppCodeView.Alignment.self, "UIStackView.Alignment") { view.set("alignment", v) }
        case "distribution" where view.kind == .stackView:
            if let v = caseName(AppCodeView.Distribution.self, "UIStackView.Distribution") { view.set("distribution", v) }
        case "spacing" where view.kind == .stackView:
            guard let n = constant(rhs, .float, scope: scope, selfObject: nil) else { return }
            guard FormatLimits.signedLength.contains(Double(n)) else {
                skipped(rhs, "\(view.name).spacing = \(ExpressionFormatting.number(n)) (a stack view's spacing is within ±10,000 points)")
                return
            }
            view.set("spacing", .at(at, .number(n)))
        case "image" where view.kind == .imageView:
            guard let name = imageName(rhs) else {
                skipped(rhs, "\(view.name).image = \(rhs.shortText) (UIImage(named:) with a string literal is read)")
                return
            }
            view.set("image", .at(at, .string(name)))
            r.view.imageNames.append((name, at))
        default:
            // Layer paint, colours and alpha, as set on a XIB's outlets.
            paintAssignment(view.name, property, rhs, at: position(rhs), r)
        }
    }

    /// Calls on views made in code: `addSubview`, `addArrangedSubview`, `setContentHuggingPriority`,
    /// `setContentCompressionResistancePriority`, a button's `setTitle(_:for:)` and
    /// `setTitleColor(_:for:)`, and `[a, b].forEach { … }` over them. False for other calls.
    func codeCallStatement(_ call: FunctionCallExprSyntax, _ m: MemberAccessExprSyntax, _ r: ItemViewReading,
                           _ locals: [String: ViewValue]) -> Bool {
        codeCallStatement(call, m.declName.baseName.text, base: m.base.map { viewValue($0, r, locals) } ?? .contentView, r, locals)
    }

    /// A call of `name` on `base` (also `addSubview(v)` in a `UIView` extension, on its receiver).
    func codeCallStatement(_ call: FunctionCallExprSyntax, _ name: String, base: ViewValue, _ r: ItemViewReading,
                           _ locals: [String: ViewValue]) -> Bool {
        if name == "forEach", case .array(let elements) = base, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            let parameter = closureParameter(closure)
            for element in elements where !stopped {
                var l = locals
                l[parameter] = element
                _ = run(closure.statements, r, &l)
            }
            return true
        }
        switch (name, base) {
        case ("addSubview", .contentView), ("addSubview", .codeView), ("addArrangedSubview", .codeView):
            guard let arg = call.arguments.first?.expression else { return false }
            return add(viewValue(arg, r, locals), to: base, name, call, arg, r)
        case ("setContentHuggingPriority", .codeView(let i)), ("setContentCompressionResistancePriority", .codeView(let i)):
            let args = Array(call.arguments)
            guard args.count == 2, args[1].label?.text == "for",
                  let axis = args[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  axis == "horizontal" || axis == "vertical" else {
                skipped(call, "\(call.shortText) (a priority for .horizontal or .vertical is read)")
                return true
            }
            guard let p = priority(args[0].expression) else { return true }
            let key = name == "setContentHuggingPriority" ? "hugging" : "compressionResistance"
            r.view.codeViews[i].priorities[key, default: []].removeAll { $0.axis == axis }
            r.view.codeViews[i].priorities[key, default: []].append((axis, .at(position(args[0].expression), .number(p))))
            return true
        case ("setTitle", .codeView(let i)) where r.view.codeViews[i].kind == .button:
            guard r.state == nil, let arg = call.arguments.first?.expression else { return false }
            guard let v = evaluate(arg, expected: .string, scope: Scope(parent: globals), selfObject: nil),
                  let json = jsonValue(v, type: .string, node: arg, property: "title") else { return true }
            r.view.codeViews[i].set("text", json)
            return true
        case ("setTitleColor", .codeView(let i)) where r.view.codeViews[i].kind == .button:
            guard r.state == nil, let arg = call.arguments.first?.expression else { return false }
            paintAssignment(r.view.codeViews[i].name, "textColor", arg, at: position(arg), r)
            return true
        default:
            return false
        }
    }

    /// `base.addSubview(child)` or `addArrangedSubview(child)` (`call` and `arg` say where); false when
    /// `child` is the XIB's view (read by the nib bindings).
    func add(_ child: ViewValue, to base: ViewValue, _ name: String, _ call: FunctionCallExprSyntax, _ arg: ExprSyntax,
             _ r: ItemViewReading) -> Bool {
        guard case .codeView(let c) = child else {
            if case .nibView = child { return false }   // the XIB's view: read as before
            skipped(call, "\(call.shortText) (views made in code with UILabel(), UIImageView(), UIView(), UIButton() or UIStackView() are added)")
            return true
        }
        let parent: CodeViewItem = if case .codeView(let p) = base { .view(p) } else { .contentView }
        if name == "addArrangedSubview" {
            guard case .view(let p) = parent, r.view.codeViews[p].kind == .stackView else {
                skipped(call, "\(call.shortText) (arranged subviews belong to a stack view)")
                return true
            }
            arrange(child, in: p, r, node: arg)
            return true
        }
        guard parent != .view(c), !isInside(parent, c, r) else {
            skipped(call, "\(call.shortText) (a view cannot be added inside itself)")
            return true
        }
        r.view.codeViews[c].superview = parent
        r.view.codeViews[c].arranged = false
        r.view.additions += 1
        r.view.codeViews[c].added = r.view.additions
        return true
    }

    private func arrange(_ value: ViewValue, in stack: Int, _ r: ItemViewReading, node: ExprSyntax) {
        let children: [ViewValue] = if case .array(let a) = value { a } else { [value] }
        for child in children {
            guard case .codeView(let c) = child, c != stack, !isInside(.view(stack), c, r) else {
                skipped(node, "\(node.shortText) (views made in code are arranged in a stack view)")
                continue
            }
            r.view.codeViews[c].superview = .view(stack)
            r.view.codeViews[c].arranged = true
        }
    }

    /// Whether `item` is `view` or inside it (adding `view` to it would make a loop).
    private func isInside(_ item: CodeViewItem, _ view: Int, _ r: ItemViewReading) -> Bool {
        var current = item
        var steps = 0
        while case .view(let i) = current, steps <= r.view.codeViews.count {
            if i == view { return true }
            guard let up = r.view.codeViews[i].superview else { return false }
            current = up
            steps += 1
        }
        return false
    }

    /// Views made but never added to the content view (nor to a view in it) are not drawn: said once each.
    func noteUnaddedViews(_ view: SetupItemView) {
        var inTree = Set<Int>()
        var changed = true
        while changed {
            changed = false
            for (i, v) in view.codeViews.enumerated() where !inTree.contains(i) {
                switch v.superview {
                case .contentView?: inTree.insert(i); changed = true
                case .view(let p)? where inTree.contains(p): inTree.insert(i); changed = true
                default: break
                }
            }
        }
        for (i, v) in view.codeViews.enumerated() where !inTree.contains(i) {
            report(.note, .swiftIgnored, v.position, "\(v.name) (\(v.kind.name)) is not added to contentView, so it is not drawn")
        }
    }

    /// `UIImage(named: "Logo")` (also `!`, `?? …`, `.init(named:)`): the name.
    func imageName(_ e: ExprSyntax) -> String? {
        if let f = e.as(ForceUnwrapExprSyntax.self) { return imageName(f.expression) }
        if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return imageName(infix.leftOperand)
        }
        guard let call = e.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              ["UIImage", "UIImage.init", ".init"].contains(call.calledExpression.trimmedDescription),
              let arg = call.arguments.first, arg.label?.text == "named",
              let s = arg.expression.as(StringLiteralExprSyntax.self), let name = s.representedLiteralValue, !name.isEmpty else { return nil }
        return name
    }

    /// The app's images `view` names (its image views made in code, its XIB's image views), each
    /// found in the app's asset catalogs: name and the file as read; a name not found is a note. A XIB's
    /// names come from its one parse (``XIBFile``); a XIB that cannot be parsed names none here, and its
    /// error is the app view's when the document is resolved, from the same parse.
    func namedImages(_ view: SetupItemView) -> [(name: String, path: String, position: SetupPosition)] {
        var names = view.imageNames
        if let nib = view.nib, case .success(let document)? = view.nibFile?.document {
            func walk(_ v: XIBView) {
                if let image = v.imageView?.image { names.append((image, nib.position)) }
                v.subviews.forEach(walk)
            }
            document.views.forEach(walk)
        }
        var out: [(name: String, path: String, position: SetupPosition)] = []
        for (name, at) in names where !out.contains(where: { $0.name == name }) {
            guard let file = assetCatalog.images[name], let path = setup.catalogPath(of: file) else {
                report(.note, .swiftIgnored, at, "no image set \"\(name)\" in the app's asset catalogs; its image view draws a placeholder")
                continue
            }
            out.append((name, path, at))
        }
        return out
    }
}

import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation
import SwiftSyntax

/// Reads an app's item view classes (`class X: AdListItemView { … }`, the guide's section 4):
/// `init(frame:)` and the helpers it calls for the nib they load, how they pin it and the layer
/// paint they set — or the views they make in code (``ItemViewReader+UIKit.swift``, UIKit as the
/// reader's bindings); the image getters and `useImage…()` for the views the SDK fills; `setData`
/// once per ad state for what each outlet shows. Everything else in the class is reported as
/// skipped (a warning) at its line.
///
/// A small evaluator of its own over ``ViewValue`` — statements, `let`, assignments, `if`/`guard`/
/// `switch` decided per ad state, helper calls — beside the setup interpreter's; it reports through
/// the setup interpreter and asks it for constants (numbers, colours, fonts).
final class ItemViewReader {
    unowned let setup: SetupInterpreter

    init(setup: SetupInterpreter) { self.setup = setup }

    // The setup interpreter's services the item-view code needs.
    var stopped: Bool { setup.stopped }
    var globals: Scope { setup.globals }
    var others: [SwiftSetupSource] { setup.others }
    var assetCatalog: AssetCatalog { setup.assetCatalog }
    func count(_ statement: some SyntaxProtocol) -> Bool { setup.count(statement) }
    func position(_ node: some SyntaxProtocol) -> SetupPosition { setup.position(node) }
    func skipped(_ node: some SyntaxProtocol, _ message: String) { setup.skipped(node, message) }
    func ignored(_ node: some SyntaxProtocol, _ message: String) { setup.ignored(node, message) }
    func report(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ position: SetupPosition, _ message: String) {
        setup.report(severity, code, position, message)
    }
    func evaluate(_ expr: ExprSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        setup.evaluate(expr, expected: expected, scope: scope, selfObject: selfObject)
    }
    func constant(_ expr: ExprSyntax, _ type: NumberType, scope: Scope, selfObject: SetupObject?) -> Double? {
        setup.constant(expr, type, scope: scope, selfObject: selfObject)
    }
    func jsonValue(_ value: SetupValue, type: SetupType, node: ExprSyntax, property: String) -> JSONNode? {
        setup.jsonValue(value, type: type, node: node, property: property)
    }
}

extension ItemViewReader {
    /// What a name in an item view's code refers to.
    enum ViewValue {
        /// The item view's `contentView` (or the view itself).
        case contentView
        /// `UINib(nibName:bundle:)`.
        case nib(String, SetupPosition)
        /// The nib's top-level objects (`nib.instantiate(withOwner:options:)`).
        case nibObjects
        /// The nib's first view (`….first as! T`).
        case nibView
        /// One of the nib view's outlets.
        case outlet(String)
        /// The ad `setData` receives.
        case ad
        /// A text, as a template text source (`{appName}` for the ad's field).
        case text(String)
        /// A view made in code.
        case codeView(Int)
        /// An anchor of the content view or of a view made in code (`titleLabel.leadingAnchor`).
        case anchor(CodeViewItem, AppCodeConstraint.Attribute)
        /// A view's `layoutMarginsGuide` (margins) or `safeAreaLayoutGuide` (a cell's bounds).
        case guide(CodeViewItem, margins: Bool)
        /// A constraint made in code, by its index in ``SetupItemView/constraints``.
        case constraint(Int)
        /// An array literal of such values (`[a, b]`, for `forEach` and `arrangedSubviews:`).
        case array([ViewValue])
        /// Something the reader does not follow (a bundle).
        case other
    }

    /// A function of the class being read, and the values of its stored view properties.
    final class ItemViewReading {
        let view: SetupItemView
        let functions: [String: FunctionDeclSyntax]
        var properties: [String: ViewValue] = [:]
        /// The state `setData` is read for (nil outside `setData`).
        var state: AdState?
        /// Functions being read, against recursion (`loadView()` calling itself).
        var active: Set<String> = []
        /// Functions read as helpers of `init(frame:)` (`loadView()`): not reported as skipped.
        var helpersRead: Set<String> = []
        /// Set when the nib named is not among the setup's files (said once, where it is named).
        var nibMissing = false
        /// Edges of the nib's view pinned to the content view's (left/leading, right/trailing, top, bottom).
        var pinned: Set<String> = []
        init(view: SetupItemView, functions: [String: FunctionDeclSyntax]) { self.view = view; self.functions = functions }
    }

    /// A class that is a view: an `AdListItemView` subclass is read; other views (the nib's
    /// owner class with its `@IBOutlet`s) are the XIB's, and noted.
    func read(_ c: ClassDeclSyntax) {
        let name = c.name.text
        guard setup.superclass(of: c)?.name == "AdListItemView" else {
            if let base = setup.superclass(of: c)?.name, SetupSchema.builtInViews.contains(base) {
                skipped(c, "class \(name) subclasses \(base); only direct subclasses of AdListItemView that load a XIB are read")
            } else {
                ignored(c, "class \(name) is a view; a XIB's outlets are read from the XIB")
            }
            return
        }
        guard !setup.itemViews.contains(where: { $0.name == name }) else { return }   // Swift refuses a second declaration
        let view = SetupItemView(name: name, position: position(c.name))
        var functions: [String: FunctionDeclSyntax] = [:]
        var initializer: InitializerDeclSyntax?
        for member in c.memberBlock.members {
            if let f = member.decl.as(FunctionDeclSyntax.self) { functions[f.name.text] = f }
            if let i = member.decl.as(InitializerDeclSyntax.self) {
                let labels = i.signature.parameterClause.parameters.map(\.firstName.text)
                if labels == ["frame"] { initializer = i } else if labels != ["coder"] {
                    ignored(i, "init(\(labels.map { "\($0):" }.joined())) of \(name) (the SDK makes item views with init(frame:))")
                }
            }
        }
        let reading = ItemViewReading(view: view, functions: functions)
        for member in c.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                reading.properties[property] = .other
            }
        }
        // Stored properties' initial values (`let titleLabel = UILabel()`, `lazy var icon: UIImageView = { … }()`), in
        // order, before init(frame:) runs, as Swift initialises them.
        for member in c.memberBlock.members where !stopped {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value, binding.accessorBlock == nil else { continue }
                let initial = viewValue(value, reading, [:])
                if case .codeView(let i) = initial { view.name(view: i, property, property: true) }
                reading.properties[property] = initial
            }
        }
        guard let initializer, let body = initializer.body else {
            skipped(c.name, "class \(name) has no init(frame:); an item view's init(frame:) loads its XIB")
            return
        }
        _ = run(body, reading, locals: [:])
        if view.nib != nil, !view.codeViews.isEmpty {
            skipped(initializer, "init(frame:) of \(name) loads a XIB and makes views in code; the XIB's views are read, those made in code are not")
            view.codeViews.removeAll()
            view.constraints.removeAll()
        }
        guard view.nib != nil || view.codeJSON() != nil else {
            if reading.nibMissing { return }
            skipped(initializer, "init(frame:) of \(name) loads no XIB (UINib(nibName:bundle:).instantiate…) and adds no view made in code "
                    + "(UILabel(), UIImageView(), UIView(), UIButton(), UIStackView()) to contentView")
            return
        }
        noteUnaddedViews(view)
        view.images = namedImages(view)
        let edges: Set<String> = ["left", "right", "top", "bottom"]
        if view.nib != nil, reading.pinned != edges {
            let missing = edges.subtracting(reading.pinned).sorted()
            skipped(initializer, "init(frame:) of \(name) does not pin the nib's view to contentView's \(missing.joined(separator: ", ")) "
                    + "edge\(missing.count == 1 ? "" : "s"); it is drawn filling the item, as when pinned")
        }
        for (fname, f) in functions.sorted(by: { $0.key < $1.key }) {
            switch fname {
            case "getFeedImageView", "getIconImageView":
                let outlet: String
                switch returned(f, reading) {
                case .outlet(let o)?: outlet = o
                case .codeView(let i)?: outlet = view.codeViews[i].name
                default:
                    skipped(f.name, "\(fname)() of \(name) does not return an outlet of the XIB or an image view made in code")
                    continue
                }
                let at = position(f.name)
                if fname == "getFeedImageView" { view.feedImage = (outlet, at) } else { view.iconImage = (outlet, at) }
            case "useImageFeed", "useImageIcon":
                guard let body = f.body, body.statements.count == 1, let r = returnExpr(body.statements.first!),
                      let b = r.as(BooleanLiteralExprSyntax.self) else {
                    skipped(f.name, "\(fname)() of \(name): only `return true` or `return false` is read")
                    continue
                }
                if fname == "useImageFeed" { view.usesFeedImage = b.literal.tokenKind == .keyword(.true) }
                else { view.usesIconImage = b.literal.tokenKind == .keyword(.true) }
            case "setData":
                readSetData(f, reading)
            default:
                if !reading.helpersRead.contains(fname) {
                    skipped(f.name, "func \(fname) of \(name) (an item view's init(frame:), the functions it calls, the image "
                            + "getters, useImageFeed/useImageIcon and setData are read)")
                }
            }
        }
        if view.feedImage != nil && !view.usesFeedImage, let at = view.feedImage?.position {
            report(.note, .swiftIgnored, at, "getFeedImageView() of \(name) names a view, but useImageFeed() does not return true: "
                   + "the SDK does not fill it")
        }
        if view.iconImage != nil && !view.usesIconImage, let at = view.iconImage?.position {
            report(.note, .swiftIgnored, at, "getIconImageView() of \(name) names a view, but useImageIcon() does not return true: "
                   + "the SDK does not fill it")
        }
        setup.itemViews.append(view)
    }

    /// `self`.
    func isSelf(_ e: ExprSyntax) -> Bool { e.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }

    // MARK: Statements

    /// Runs a body; the value of its `return`, if it reached one.
    func run(_ body: CodeBlockSyntax, _ r: ItemViewReading, locals: [String: ViewValue]) -> ViewValue? {
        var locals = locals
        return run(body.statements, r, &locals)
    }

    func run(_ statements: CodeBlockItemListSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue? {
        for item in statements where !stopped {
            guard count(item) else { return nil }
            switch item.item {
            case .decl(let decl):
                guard let v = decl.as(VariableDeclSyntax.self) else {
                    skipped(decl, "\(setup.describeDecl(decl)) in an item view (not read)")
                    continue
                }
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    let bound = viewValue(value, r, locals)
                    if case .codeView(let i) = bound { r.view.name(view: i, name, property: false) }
                    locals[name] = bound
                }
            case .stmt(let stmt):
                if let ret = stmt.as(ReturnStmtSyntax.self) {
                    return ret.expression.map { viewValue($0, r, locals) } ?? .other
                }
                if let g = stmt.as(GuardStmtSyntax.self) {
                    guard bind(g.conditions, r, &locals) == true else { return nil }
                    continue
                }
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    if let value = expressionStatement(e.expression, r, &locals) { return value }
                    continue
                }
                skipped(stmt, "\(stmt.shortText) in an item view (not read)")
            case .expr(let expr):
                if let value = expressionStatement(expr, r, &locals) { return value }
            }
        }
        return nil
    }

    /// An expression used as a statement: assignments, calls, `if` and `switch`. A value when a
    /// branch returned.
    private func expressionStatement(_ expr: ExprSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue? {
        if let i = expr.as(IfExprSyntax.self) { return ifStatement(i, r, &locals) }
        if let s = expr.as(SwitchExprSyntax.self) { return switchStatement(s, r, &locals) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            assign(infix.leftOperand, infix.rightOperand, r, &locals)
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            callStatement(call, r, locals)
            return nil
        }
        skipped(expr, "\(expr.shortText) in an item view (not read)")
        return nil
    }

    private func ifStatement(_ i: IfExprSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue? {
        var branchLocals = locals
        switch bind(i.conditions, r, &branchLocals) {
        case true?:
            return run(i.body.statements, r, &branchLocals)
        case false?:
            break
        case nil:
            skipped(i.conditions, "the condition \(i.conditions.shortText) depends on more than the ad's state; its else branch is read")
        }
        switch i.elseBody {
        case .ifExpr(let next)?: return ifStatement(next, r, &locals)
        case .codeBlock(let block)?: var l = locals; return run(block.statements, r, &l)
        case nil: return nil
        }
    }

    private func switchStatement(_ s: SwitchExprSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue? {
        guard let state = r.state, isState(s.subject, r, locals) else {
            skipped(s.subject, "switch on \(s.subject.shortText) (a switch on the ad's state is read in setData)")
            return nil
        }
        for case .switchCase(let c) in s.cases {
            var matches = false
            switch c.label {
            case .default: matches = true
            case .case(let label):
                for item in label.caseItems {
                    guard let e = item.pattern.as(ExpressionPatternSyntax.self)?.expression, let named = stateName(e) else {
                        skipped(item, "case \(item.shortText) (cases of the ad's state, .paid, .confirm…, are read)")
                        continue
                    }
                    if named == state { matches = true }
                }
            }
            if matches { var l = locals; return run(c.statements, r, &l) }
        }
        return nil
    }

    /// The conditions of an `if` or `guard`: optional bindings (`if let view = itemView`,
    /// `if let adItem = adItem as? AdListItem`) and conditions on the ad's state. Nil when a
    /// condition cannot be decided.
    private func bind(_ conditions: ConditionElementListSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> Bool? {
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let value = b.initializer.map { viewValue($0.value, r, locals) } ?? locals[name] ?? r.properties[name] ?? .other
                locals[name] = value
            case .expression(let e):
                guard let b = condition(e, r, locals) else { return nil }
                if !b { return false }
            default:
                return nil
            }
        }
        return true
    }

    /// A condition on the ad's state, decided for the state being read; nil when it depends on anything else.
    private func condition(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool? {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return condition(t.elements.first!.expression, r, locals) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return condition(p.expression, r, locals).map { !$0 } }
        guard let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return nil
        }
        switch op {
        case "||":
            let a = condition(infix.leftOperand, r, locals), b = condition(infix.rightOperand, r, locals)
            if a == true || b == true { return true }
            return a == nil || b == nil ? nil : false
        case "&&":
            let a = condition(infix.leftOperand, r, locals), b = condition(infix.rightOperand, r, locals)
            if a == false || b == false { return false }
            return a == nil || b == nil ? nil : true
        case "==", "!=":
            guard let state = r.state else { return nil }
            var named: AdState?
            if isState(infix.leftOperand, r, locals) { named = stateName(infix.rightOperand) }
            else if isState(infix.rightOperand, r, locals) { named = stateName(infix.leftOperand) }
            guard let named else { return nil }
            return (named == state) == (op == "==")
        default:
            return nil
        }
    }

    /// Whether `e` is `adItem.state`.
    private func isState(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "state", let base = m.base,
              case .ad = viewValue(base, r, locals) else { return false }
        return true
    }

    /// `.paid`, `AdState.paid`.
    private func stateName(_ e: ExprSyntax) -> AdState? {
        guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = m.base, base.trimmedDescription != "AdState" { return nil }
        return AdState.named(m.declName.baseName.text)
    }

    // MARK: Values

    /// What `e` refers to among the views, the nib and the ad.
    func viewValue(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue {
        if let o = e.as(OptionalChainingExprSyntax.self) { return viewValue(o.expression, r, locals) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return viewValue(f.expression, r, locals) }
        if let a = e.as(AsExprSyntax.self) { return viewValue(a.expression, r, locals) }   // `as! T`, `as? AdListItem`
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return viewValue(t.elements.first!.expression, r, locals) }
        if let d = e.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            if let v = locals[name] { return v }
            if name == "contentView" || name == "self" { return .contentView }
            if let v = r.properties[name] { return v }
            return .other
        }
        if let m = e.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            guard let baseExpr = m.base else { return .other }
            if isSelf(baseExpr) {
                if name == "contentView" { return .contentView }
                return r.properties[name] ?? .other
            }
            let base = viewValue(baseExpr, r, locals)
            if let anchor = anchorValue(base, name) { return anchor }
            switch (base, name) {
            case (.nibObjects, "first"):
                return .nibView
            case (.nibView, _):
                r.view.noteOutlet(name)
                return .outlet(name)
            case (.ad, _):
                return TemplateField(rawValue: name) != nil ? .text("{\(name)}") : .other
            case (.text, _):
                return .other
            default:
                return .other
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return callValue(call, r, locals) }
        if let a = e.as(ArrayExprSyntax.self) { return .array(a.elements.map { viewValue($0.expression, r, locals) }) }
        return .other
    }

    /// The value of a call: `UINib(nibName:bundle:)`, `nib.instantiate(…).first`, a helper of the class.
    private func callValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue {
        if let made = codeValue(call, r, locals) { return made }
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            if name == "UINib" {
                guard let arg = call.arguments.first(where: { $0.label?.text == "nibName" }),
                      let s = arg.expression.as(StringLiteralExprSyntax.self), let text = s.representedLiteralValue else {
                    skipped(call, "UINib(\(call.arguments.shortText)): the nib's name must be a string literal")
                    return .other
                }
                return .nib(text, position(arg.expression))
            }
            if let f = r.functions[name], call.arguments.isEmpty { return helper(f, r) }
            return .other
        }
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let base = viewValue(baseExpr, r, locals)
            if m.declName.baseName.text == "instantiate", case .nib(let name, let at) = base {
                loadNib(name, at: at, r)
                return .nibObjects
            }
            if isSelf(baseExpr), let f = r.functions[m.declName.baseName.text], call.arguments.isEmpty {
                return helper(f, r)
            }
            // `field.trimmingCharacters(in:)`: the ad's texts are shown trimmed already.
            if m.declName.baseName.text == "trimmingCharacters", case .text = base { return base }
        }
        return .other
    }

    /// `nib.instantiate(withOwner:options:)` of the nib named `name`: the XIB among the setup's files.
    private func loadNib(_ name: String, at: SetupPosition, _ r: ItemViewReading) {
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
        if r.view.nib == nil { r.view.nib = (name, file, at) }
    }

    /// A function of the class called without arguments (`loadView()`), read once: its returned value.
    private func helper(_ f: FunctionDeclSyntax, _ r: ItemViewReading) -> ViewValue {
        let name = f.name.text
        guard !r.active.contains(name), let body = f.body else { return .other }
        r.active.insert(name)
        r.helpersRead.insert(name)
        defer { r.active.remove(name) }
        return run(body, r, locals: [:]) ?? .other
    }

    /// The value a one-statement getter returns (`return itemView?.feedImageView`).
    private func returned(_ f: FunctionDeclSyntax, _ r: ItemViewReading) -> ViewValue? {
        guard let body = f.body, body.statements.count == 1, let e = returnExpr(body.statements.first!) else { return nil }
        return viewValue(e, r, [:])
    }

    private func returnExpr(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        if case .stmt(let s) = item.item, let ret = s.as(ReturnStmtSyntax.self) { return ret.expression }
        if case .expr(let e) = item.item { return e }   // a single-expression body
        return nil
    }

    // MARK: Assignments and calls

    private func assign(_ lhs: ExprSyntax, _ rhs: ExprSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) {
        // `itemView = loadView()`: a stored property of the class.
        if let d = lhs.as(DeclReferenceExprSyntax.self) ?? lhs.as(MemberAccessExprSyntax.self).flatMap({
            $0.base.map(isSelf) == true ? DeclReferenceExprSyntax(baseName: $0.declName.baseName) : nil
        }) {
            let name = d.baseName.text
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
            e = base
            target = viewValue(e, r, locals)
            switch target {
            case .outlet, .nibView, .contentView, .codeView, .constraint: break walk
            default: continue
            }
        }
        let property = path.joined(separator: ".")
        if case .constraint(let i) = target {
            constraintAssignment(i, property, rhs, r)
            return
        }
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

    /// `itemView?.titleLabel.text = adItem.appName` and the like in `setData`, for `state`.
    func setDataAssignment(_ outlet: String, _ property: String, _ rhs: ExprSyntax, state: AdState, at: SetupPosition,
                                   _ r: ItemViewReading, _ locals: [String: ViewValue]) {
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
        case "textColor":
            guard let v = evaluate(rhs, expected: .color, scope: Scope(parent: globals), selfObject: nil),
                  let json = jsonValue(v, type: .color, node: rhs, property: property) else { return }
            value = json.moved(to: at)
        case "alpha":
            guard let n = constant(rhs, .float, scope: Scope(parent: globals), selfObject: nil), n.isFinite else {
                skipped(rhs, "\(outlet).alpha = \(rhs.shortText) (a constant number is read)")
                return
            }
            value = .at(at, .number(min(1, max(0, n))))
        default:
            skipped(rhs, "\(outlet).\(property) = \(rhs.shortText) in setData (text, textColor, alpha and isHidden are read)")
            return
        }
        let key = property == "textColor" ? "color" : property == "isHidden" ? "hidden" : property
        r.view.noteOutlet(outlet)
        r.view.setData[state, default: [:]][outlet, default: [:]][key] = (value, at)
    }

    /// A text as a template text: literals (braces doubled), the ad's fields as `{field}`,
    /// joined by `+` and interpolation; nil for anything else.
    private func templateText(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> String? {
        if e.is(NilLiteralExprSyntax.self) { return "" }
        if let s = e.as(StringLiteralExprSyntax.self) {
            var out = ""
            for segment in s.segments {
                switch segment {
                case .stringSegment(let text):
                    out += text.content.text.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
                case .expressionSegment(let interpolation):
                    guard interpolation.expressions.count == 1, let part = templateText(interpolation.expressions.first!.expression, r, locals)
                    else { return nil }
                    out += part
                }
            }
            return out
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "+" {
                guard let a = templateText(infix.leftOperand, r, locals), let b = templateText(infix.rightOperand, r, locals) else { return nil }
                return a + b
            }
            if op == "??" { return templateText(infix.leftOperand, r, locals) }
        }
        if case .text(let t) = viewValue(e, r, locals) { return t }
        return nil
    }

    private func callStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), let f = r.functions[d.baseName.text] {
                _ = helper(f, r)
                return
            }
            skipped(call, "\(call.shortText) in an item view (not read)")
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
        skipped(call, "\(call.shortText) in an item view (not read)")
    }

    /// `view.leftAnchor.constraint(equalTo: contentView.leftAnchor)`: an edge of the nib's view pinned
    /// to the same edge of the content view, with no constant.
    func constraintCall(_ call: FunctionCallExprSyntax?, _ r: ItemViewReading, _ locals: [String: ViewValue]) {
        guard let call, let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "constraint",
              let first = m.base?.as(MemberAccessExprSyntax.self), let firstBase = first.base,
              let arg = call.arguments.first, arg.label?.text == "equalTo",
              let second = arg.expression.as(MemberAccessExprSyntax.self), let secondBase = second.base else {
            if let call { skipped(call, "constraint \(call.shortText) (the nib's view pinned to contentView's edges is read)") }
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

    private func readSetData(_ f: FunctionDeclSyntax, _ r: ItemViewReading) {
        guard let body = f.body, let parameter = f.signature.parameterClause.parameters.first else { return }
        let adName = (parameter.secondName ?? parameter.firstName).text
        for state in AdState.allCases where !stopped {
            r.state = state
            _ = run(body, r, locals: [adName: .ad])
        }
        r.state = nil
    }
}

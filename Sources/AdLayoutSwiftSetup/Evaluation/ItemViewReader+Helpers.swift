import AdLayoutCore
import Foundation
import SwiftSyntax

/// The app's own functions, followed where an item view calls them: the class's methods (and its
/// extensions') with their arguments bound (`setupLayout()`, `self.configure(title: ad.appName)`),
/// functions of the app's `UIView` extensions in any of its files (`cardView.addSubviews(icon,
/// title)`, `icon.pin(to: contentView, insets: …)`) with `self` the view they are called on, and
/// `Then`'s `then`/`do`/`with` closures run on the view they are given. A helper's body is read only
/// when it is called, so its file is not setup code of its own.
extension ItemViewReader {
    /// How deeply the app's functions are followed, one calling another (a function calling itself
    /// included): the limit of ``ItemViewReader`` on helper calls.
    static let functionDepth = 8

    /// UIKit's view classes whose extensions' functions an item view may call.
    static let viewExtensionTypes: Set<String> = ["UIView", "UILabel", "UIImageView", "UIButton", "UIStackView", "UIControl"]

    /// A function's receiver while it is read: nil when `self` is the item view.
    var receiver: ViewValue? { receivers.last ?? nil }

    /// Whether `value` is a view the reader follows (what a helper's `self` or a view parameter can be).
    func isView(_ value: ViewValue) -> Bool {
        switch value {
        case .contentView, .codeView: true
        default: false
        }
    }

    /// Functions of the files' extensions of UIKit's views and of the item view classes, by type and name.
    func collectExtensionFunctions() -> [String: [String: [FunctionDeclSyntax]]] {
        var out: [String: [String: [FunctionDeclSyntax]]] = [:]
        for file in setup.files {
            for item in file.tree.statements {
                guard case .decl(let decl) = item.item, let e = decl.as(ExtensionDeclSyntax.self) else { continue }
                let type = e.extendedType.trimmedDescription
                let key = Self.viewExtensionTypes.contains(type) ? "UIView" : type
                for member in e.memberBlock.members {
                    guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
                    out[key, default: [:]][f.name.text, default: []].append(f)
                }
            }
        }
        return out
    }

    /// Whether a top-level extension is the app's helpers for views (of UIKit's views or of an item
    /// view): read where called, not as setup code.
    static func isViewHelperExtension(_ type: String, kind: SetupInterpreter.ClassKind) -> Bool {
        viewExtensionTypes.contains(type) || kind == .view
    }

    /// A name without `self.` inside a `UIView` extension's function: the receiver's anchors and
    /// guides (`topAnchor`), its `superview`; in the item view's own functions its anchors and guides; nil otherwise.
    func receiverName(_ name: String, _ r: ItemViewReading) -> ViewValue? {
        guard let receiver else {
            // The item view's own guides and anchors (`safeAreaLayoutGuide`, `topAnchor`): its content view's, which fills it.
            guard r.properties[name] == nil, name.hasSuffix("Anchor") || name.hasSuffix("Guide") else { return nil }
            return anchorValue(.contentView, name)
        }
        if name == "superview" {
            guard case .codeView(let i) = receiver, let up = r.view.codeViews[i].superview else { return .other }
            if case .view(let p) = up { return .codeView(p) }
            return .contentView
        }
        return anchorValue(receiver, name)
    }

    /// The name a closure gives its first parameter (`{ label in … }`, `{ (make) in … }`), else `$0`.
    func closureParameter(_ closure: ClosureExprSyntax) -> String {
        closure.signature?.parameterClause.flatMap { clause -> String? in
            if case .simpleInput(let names) = clause { return names.first?.name.text }
            if case .parameterClause(let p) = clause { return p.parameters.first.map { ($0.secondName ?? $0.firstName).text } }
            return nil
        } ?? "$0"
    }

    /// The closure a call passes last (`x.then { … }`, `x.snp.makeConstraints({ … })`).
    func closureArgument(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// `let padding: CGFloat = 16` in a function: a number (or insets, size, colour) its later lines
    /// use. Nothing when the value is none of these (a URL, a formatter): uses of it say so.
    func declareNumber(_ name: String, _ value: ExprSyntax, type: TypeSyntax?) {
        guard let scope = numbers.last else { return }
        let expected = type.flatMap { Self.parameterTypes[$0.trimmedDescription.replacingOccurrences(of: "?", with: "")] }
        var result: SetupValue?
        _ = setup.quietly {
            result = evaluate(value, expected: expected, scope: Scope(parent: globals), selfObject: nil)
            switch result {
            case .number?, .string?, .json?, .size?, .member?: return true
            default: result = nil; return false   // what it said about a URL or a formatter is not news
            }
        }
        if let result { scope.declare(name, result, type: expected) }
    }

    /// Types of a helper's parameters whose arguments are values the setup evaluator reads.
    static let parameterTypes: [String: SetupType] = [
        "CGFloat": .number, "Double": .number, "Float": .number, "Int": .integer, "Bool": .bool, "String": .string,
        "UIColor": .color, "UIFont": .font, "UIEdgeInsets": .insets, "CGSize": .size,
    ]

    // MARK: Calls

    /// A function of the app called with its arguments: of the item view's class (`setupUI()`,
    /// `self.setupUI()`), or of a `UIView` extension on a view (`card.addSubviews(a, b)`, or
    /// `addSubviews(a, b)` inside another). Its returned value (`.other` when none); nil when
    /// `call` calls no function of the app.
    func appFunctionCall(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        let name: String
        let target: ViewValue?
        var candidates: [FunctionDeclSyntax] = []
        let helpers = extensionFunctions["UIView"] ?? [:]
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = d.baseName.text
            guard locals[name] == nil else { return nil }
            if let receiver, let fs = helpers[name] { target = receiver; candidates = fs }
            else if receiver == nil, let f = r.functions[name] { target = nil; candidates = [f] }
            else { return nil }
        } else if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
            name = m.declName.baseName.text
            let keywordSelf = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            if keywordSelf, receiver == nil, let f = r.functions[name] {
                target = nil; candidates = [f]
            } else if let fs = helpers[name] {
                let value = viewValue(base, r, locals)
                guard isView(value) else { return nil }
                target = value; candidates = fs
            } else {
                return nil
            }
        } else {
            return nil
        }
        guard receivers.count < Self.functionDepth else {
            skipped(call, "\(call.shortText): the app's functions are followed \(Self.functionDepth) calls deep (a function "
                    + "that calls itself stops there); this call is not read")
            return .other
        }
        guard let (f, bound) = candidates.lazy.compactMap({ f in self.bind(f, call, r, locals).map { (f, $0) } }).first else {
            skipped(call, "\(call.shortText): its arguments do not match the parameters of the app's func \(name) "
                    + "(labels, defaults and a variadic parameter are read)")
            return .other
        }
        guard let body = f.body else { return .other }
        if target == nil { r.helpersRead.insert(name) }
        receivers.append(target)
        numbers.append(bound.scope)
        defer { receivers.removeLast(); numbers.removeLast() }
        var l = bound.locals
        if let target { l["self"] = target }
        return run(body.statements, r, &l) ?? .other
    }

    /// The call's arguments bound to `f`'s parameters, in order: by label, a variadic parameter taking
    /// the unlabelled arguments after its first, defaults for those not given. Views, texts and the ad
    /// become the function's locals; numbers, insets, sizes, colours and fonts its scope's names. Nil
    /// when the arguments do not fit the parameters.
    func bind(_ f: FunctionDeclSyntax, _ call: FunctionCallExprSyntax, _ r: ItemViewReading,
              _ locals: [String: ViewValue]) -> (locals: [String: ViewValue], scope: Scope)? {
        let args = Array(call.arguments)
        var i = 0
        var bound: [String: ViewValue] = [:]
        let scope = Scope(parent: setup.globals)
        let callerScope = Scope(parent: globals)
        func bindOne(_ name: String, _ e: ExprSyntax, _ type: TypeSyntax) {
            let value = viewValue(e, r, locals)
            bound[name] = value
            guard case .other = value else { return }
            let typeName = type.trimmedDescription.replacingOccurrences(of: "?", with: "")
            let expected = Self.parameterTypes[typeName]
            var result: SetupValue?
            if expected != nil {
                result = evaluate(e, expected: expected, scope: callerScope, selfObject: nil)
            } else {
                _ = setup.quietly { result = evaluate(e, expected: nil, scope: callerScope, selfObject: nil); return result != nil }
            }
            if let result { scope.declare(name, result, type: expected) }
        }
        for p in f.signature.parameterClause.parameters {
            let label: String? = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            let name = (p.secondName ?? p.firstName).text
            if p.ellipsis != nil {
                var items: [ViewValue] = []
                while i < args.count, items.isEmpty ? args[i].label?.text == label : args[i].label == nil {
                    items.append(viewValue(args[i].expression, r, locals))
                    i += 1
                }
                bound[name] = .array(items)
                continue
            }
            if i < args.count, args[i].label?.text == label {
                bindOne(name, args[i].expression, p.type)
                i += 1
            } else if let d = p.defaultValue {
                bindOne(name, d.value, p.type)
            } else {
                return nil
            }
        }
        guard i == args.count else { return nil }
        return (bound, scope)
    }

    /// `[a, b].forEach(contentView.addSubview)` (also `addArrangedSubview`, and `forEach(addSubview)` in a
    /// `UIView` extension): each view added; false for other calls.
    func forEachAdding(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "forEach", let list = m.base,
              call.trailingClosure == nil, call.arguments.count == 1, let arg = call.arguments.first?.expression else { return false }
        let method: String
        let target: ViewValue
        if let ref = arg.as(MemberAccessExprSyntax.self), let base = ref.base {
            method = ref.declName.baseName.text
            target = viewValue(base, r, locals)
        } else if let ref = arg.as(DeclReferenceExprSyntax.self), let receiver {
            method = ref.baseName.text
            target = receiver
        } else {
            return false
        }
        guard ["addSubview", "addArrangedSubview"].contains(method), isView(target), case .array(let views) = viewValue(list, r, locals) else {
            return false
        }
        for view in views { _ = add(view, to: target, method, call, arg, r) }
        return true
    }

    /// `for view in [a, b] { … }` over views (a helper's variadic `views` included), once per view. Nil
    /// for any other loop (reported by the caller); else the value of a `return` inside (`.some(nil)` when none).
    func forIn(_ f: ForStmtSyntax, _ r: ItemViewReading, _ locals: inout [String: ViewValue]) -> ViewValue?? {
        guard f.whereClause == nil, f.tryKeyword == nil, f.awaitKeyword == nil, f.caseKeyword == nil,
              let name = f.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              case .array(let elements) = viewValue(f.sequence, r, locals), elements.allSatisfy(isView) else { return nil }
        for element in elements where !stopped {
            var l = locals
            l[name] = element
            if let value = run(f.body.statements, r, &l) { return .some(value) }
        }
        return .some(nil)
    }

    // MARK: Views no code places

    /// A view in the content view that no read code places, said at its declaration with the lines naming it
    /// that were skipped: one that keeps `translatesAutoresizingMaskIntoConstraints = true` (not arranged by a
    /// stack view) has the frame it was made with, zero; one that sets it to false and has no constraint read
    /// has no frame at all (its layout is ambiguous).
    func warnUnplacedViews(_ view: SetupItemView) {
        var constrained = Set<Int>()
        for c in view.constraints where c.isActive {
            if case .view(let i) = c.first.item { constrained.insert(i) }
            if case .view(let i)? = c.second?.item { constrained.insert(i) }
        }
        // The skipped lines about placing views: a statement naming an anchor, a frame, SnapKit or constraints.
        // Each statement is looked at once, however many of its parts were skipped (a long `activate([…])`).
        var placing: [SyntaxIdentifier: Bool] = [:]
        let unread = skippedNodes.filter { !$0.is(ClassDeclSyntax.self) && !$0.is(InitializerDeclSyntax.self) && !$0.is(FunctionDeclSyntax.self) }
            .map { node in (node: node, statement: Self.statement(of: node)) }
            .filter { skip in
                if let known = placing[skip.statement.id] { return known }
                let about = skip.statement.tokens(viewMode: .sourceAccurate).contains { Self.isPlacementName($0.text) }
                placing[skip.statement.id] = about
                return about
            }
            .map { (node: $0.node, statement: $0.statement, names: Self.namesMentioned(by: $0.node)) }
        for (i, v) in view.codeViews.enumerated() where v.superview != nil && !v.arranged {
            let why: String
            if v.translatesAutoresizingMask {
                why = "it keeps translatesAutoresizingMaskIntoConstraints = true and a frame of zero, so it is drawn 0 × 0"
            } else if !constrained.contains(i) {
                why = "it sets translatesAutoresizingMaskIntoConstraints = false and no constraint read places it, so its frame is undetermined"
            } else {
                continue
            }
            var lines: [String] = [], seen = Set<String>()
            for skip in unread where skip.names.contains(v.name) {
                let at = position(skip.statement)
                let place = at.origin.file == v.position.origin.file ? "line \(at.line)" : "\(at.origin.file):\(at.line)"
                let line = "`\(skip.statement.shortText)` at \(place)"
                if seen.insert(line).inserted { lines.append(line) }
            }
            var named = ""
            if !lines.isEmpty {
                named = "; not read (see the warnings there): " + lines.prefix(3).joined(separator: ", ")
                    + (lines.count > 3 ? " and \(lines.count - 3) more" : "")
            }
            report(.warning, .swiftSkipped, v.position, "\(v.name) (\(v.kind.name)) is placed by no code the reader reads: \(why)\(named); "
                   + "constrain it with anchors or SnapKit, or set its frame in layoutSubviews()")
        }
    }

    /// The statement `node` is part of (the innermost: a line of a SnapKit closure), or `node` itself.
    static func statement(of node: Syntax) -> Syntax {
        var current: Syntax? = node
        while let c = current {
            if let item = c.as(CodeBlockItemSyntax.self) { return Syntax(item.item) }
            current = c.parent
        }
        return node
    }

    /// Whether a name in a statement is about where views go.
    static func isPlacementName(_ name: String) -> Bool {
        name.hasSuffix("Anchor") || name.hasSuffix("Constraints") || name.hasSuffix("Constraint") || [
            "snp", "frame", "center", "bounds", "origin", "constraint", "activate", "sizeToFit", "sizeThatFits",
            "autoresizingMask", "translatesAutoresizingMaskIntoConstraints",
        ].contains(name)
    }

    /// The names a skipped node uses, with those of the calls and assignments it is inside (the view of
    /// `icon.snp.makeConstraints { make in … }` for a line of its closure), up to the function it is in.
    static func namesMentioned(by node: Syntax) -> Set<String> {
        var names = Set<String>()
        func collect(_ n: some SyntaxProtocol) {
            for token in n.tokens(viewMode: .sourceAccurate) { if case .identifier(let s) = token.tokenKind { names.insert(s) } }
        }
        collect(node)
        var current = node.parent
        while let c = current, !c.is(FunctionDeclSyntax.self), !c.is(InitializerDeclSyntax.self), !c.is(MemberBlockSyntax.self) {
            if let call = c.as(FunctionCallExprSyntax.self) { collect(call.calledExpression) }
            if let infix = c.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) { collect(infix.leftOperand) }
            current = c.parent
        }
        return names
    }
}

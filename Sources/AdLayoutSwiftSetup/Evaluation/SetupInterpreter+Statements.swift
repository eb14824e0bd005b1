import AdLayoutCore
import Foundation
import SwiftSyntax

/// What the setup's statements outside `viewSize`/`itemColumns` do (walked by ``SetupStatements``):
/// declarations, assignments, registrations.
extension SetupInterpreter {
    /// Reads statements, each on its own or a body (``SetupStatements``). `selfObject` is the layout a
    /// class's `init` configures (names of its properties then mean `self.name`).
    func execute(_ items: some Sequence<CodeBlockItemSyntax>, scope: Scope, selfObject: SetupObject?) {
        var scope = scope
        _ = SetupStatements(setup: self, selfObject: selfObject).run(items, &scope)
    }

    func statementName(_ stmt: StmtSyntax) -> String {
        if stmt.is(ForStmtSyntax.self) { return "for loop" }
        if stmt.is(WhileStmtSyntax.self) || stmt.is(RepeatStmtSyntax.self) { return "loop" }
        if stmt.is(GuardStmtSyntax.self) { return "guard statement" }
        if stmt.is(ReturnStmtSyntax.self) { return "return statement" }
        if stmt.is(DoStmtSyntax.self) { return "do statement" }
        if stmt.is(DeferStmtSyntax.self) { return "defer statement" }
        return stmt.shortText
    }

    func declare(_ v: VariableDeclSyntax, scope: Scope, selfObject: SetupObject?) {
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                skipped(binding.pattern, "declaration of \(binding.pattern.shortText) (only simple names are read)")
                continue
            }
            let declared = binding.typeAnnotation.flatMap { swiftType($0.type) }
            guard let initializer = binding.initializer else {
                scope.declare(name, nil, type: declared)
                continue
            }
            guard let value = evaluate(initializer.value, expected: declared, scope: scope, selfObject: selfObject) else {
                scope.declare(name, .failed, type: declared)
                continue
            }
            if case .foreign = value {
                ignored(v, "\(v.bindingSpecifier.text) \(name) = \(initializer.value.shortText) (not part of the layout setup)")
            }
            scope.declare(name, fixNumberType(value, declared), type: declared)
        }
    }

    /// `let x = 7 / 2` is an `Int` in Swift: a literal-only number gets its type when it is bound.
    func fixNumberType(_ value: SetupValue, _ declared: SetupType?) -> SetupValue {
        guard case .number(let e) = value, let natural = try? e.naturalType(), natural.isLiteral else { return value }
        let type: NumberType = declared == .integer ? .int : declared == .number ? .float : natural.concrete
        return .number(.typed(e, type))
    }

    /// The SDK type an annotation names, when the reader models it.
    func swiftType(_ type: TypeSyntax) -> SetupType? {
        var t = type
        if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { t = o.wrappedType }
        let name = t.trimmedDescription
        switch name {
        case "CGFloat", "Double", "Float": return .number
        case "Int": return .integer
        case "Bool": return .bool
        case "String": return .string
        case "UIColor": return .color
        case "UIFont": return .font
        case "UIEdgeInsets": return .insets
        case "CGSize": return .size
        case "LabelAttribute": return .object(.label)
        case "ImageAttribute": return .object(.image)
        case "ButtonAttribute": return .object(.button)
        default:
            if SetupSchema.menuLayoutClasses.contains(name) { return .object(.menuLayout) }
            if classKind(name) == .layout { return .object(.layout) }
            return nil
        }
    }

    // MARK: Assignments

    /// `target = value` or `target op= value`.
    func assign(_ lhs: ExprSyntax, _ rhs: ExprSyntax, compound: BinaryOperator?, statement: ExprSyntax,
                        scope: Scope, selfObject: SetupObject?) {
        let target = resolveTarget(lhs, scope: scope, selfObject: selfObject)
        switch target {
        case .failed:
            return
        case .foreign(let what):
            ignored(statement, "\(statement.shortText) (\(what) is not part of the layout setup)")
        case .variable(let name):
            let declared = scope.declaredType(name)
            guard var value = evaluate(rhs, expected: declared, scope: scope, selfObject: selfObject) else { return }
            if let compound {
                guard case .number(let old)? = scope.lookup(name), case .number(let add) = value else {
                    skipped(statement, "\(statement.shortText) (\(compound.rawValue)= needs numbers)")
                    return
                }
                guard let sum = bounded(.number(.binary(compound, old, add)), at: statement) else { return }
                value = sum
            }
            _ = scope.assign(name, fixNumberType(value, declared))
        case .property(let object, let path, let type):
            if object.isStyle, let made = registry.firstLayoutMade, !registry.warnedLateStyles {
                registry.warnedLateStyles = true
                report(.warning, .swiftOrder, statement, "TnkStyles is changed after a layout was made (at \(made.line):\(made.column)): the SDK "
                       + "gives styles only to layouts made afterwards, AdLayout gives the document's styles to every layout; "
                       + "set TnkStyles first")
            }
            guard var value = evaluate(rhs, expected: type, scope: scope, selfObject: selfObject) else { return }
            if let compound {
                guard type.isNumeric, case .number(let add) = value else {
                    skipped(statement, "\(statement.shortText) (\(compound.rawValue)= needs a number property)")
                    return
                }
                guard let old = knownNumber(object, path) else {
                    skipped(statement, "\(statement.shortText): the current value of \(path.joined(separator: ".")) "
                           + "is not known to the setup reader (assign it first)")
                    return
                }
                value = .number(.binary(compound, .typed(.literal(old, integer: type == .integer), type == .integer ? .int : .float), add))
            }
            store(value, into: object, path: path, type: type, node: rhs, statement: statement)
        }
    }

    /// Where an assignment goes.
    enum Target {
        /// A property of an object; `path` has one name, or two for a field of a struct (`sectionInset.left`).
        case property(SetupObject, [String], SetupType)
        case variable(String)
        case foreign(String)
        /// Reported already.
        case failed
    }

    func resolveTarget(_ lhs: ExprSyntax, scope: Scope, selfObject: SetupObject?) -> Target {
        if let ref = lhs.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if scope.lookup(name) != nil { return .variable(name) }
            if let selfObject, let type = selfObject.kind.type(of: name) { return .property(selfObject, [name], type) }
            // A view controller's own property (`title = "리워드"` in viewDidLoad): the app's screen, not the offerwall.
            if Self.viewControllerNames.contains(name) { return .foreign("the view controller's \(name)") }
            skipped(lhs, "assignment to \(name), which is not declared in the setup files")
            return .failed
        }
        var chain = lhs
        if let force = chain.as(ForceUnwrapExprSyntax.self) { chain = force.expression }
        if let opt = chain.as(OptionalChainingExprSyntax.self) { chain = opt.expression }
        guard let member = chain.as(MemberAccessExprSyntax.self), let baseExpr = member.base else {
            skipped(lhs, "assignment to \(lhs.shortText) (not a property the setup reader knows)")
            return .failed
        }
        let name = member.declName.baseName.text
        // A field of a struct property: `viewLayout.sectionInset.left`, `TnkLayout.shared.listViewTopButtonSize.width`.
        if let inner = baseExpr.as(MemberAccessExprSyntax.self), inner.base != nil,
           case .property(let object, let path, let type) = resolveTarget(baseExpr, scope: scope, selfObject: selfObject, quiet: true),
           path.count == 1, type == .insets || type == .size || type == .font {
            return structField(object, path[0], type, name, member.declName)
        }
        if let ref = baseExpr.as(DeclReferenceExprSyntax.self), ref.baseName.text != "self",
           scope.lookup(ref.baseName.text) == nil, let selfObject,
           let type = selfObject.kind.type(of: ref.baseName.text), type == .insets || type == .size || type == .font {
            return structField(selfObject, ref.baseName.text, type, name, member.declName)
        }
        guard let base = evaluate(baseExpr, expected: nil, scope: scope, selfObject: selfObject) else { return .failed }
        switch base {
        case .object(let object):
            if let type = object.kind.type(of: name) { return .property(object, [name], type) }
            if object.kind == .settings && SetupSchema.settingsWithoutEffect.contains(name) {
                return .foreign("TnkLayout.\(name), which has no effect on a still image,")
            }
            if object.kind == .layout, let c = layoutClassByName[object.className ?? ""], c.customProperties[name] != nil {
                skipped(member.declName, "\(name) is a stored property of \(c.name); its value in the class "
                       + "is used in viewSize and itemColumns, per-instance values are not")
                return .failed
            }
            reportUnknownProperty(name, of: object.kind, at: member.declName)
            return .failed
        case .foreign(let what): return .foreign(what)
        case .instance(let className): return .foreign("an instance of \(className)")
        default:
            skipped(lhs, "assignment to \(lhs.shortText) (not a property the setup reader knows)")
            return .failed
        }
    }

    private func resolveTarget(_ lhs: ExprSyntax, scope: Scope, selfObject: SetupObject?, quiet: Bool) -> Target {
        guard quiet else { return resolveTarget(lhs, scope: scope, selfObject: selfObject) }
        var t = Target.failed
        _ = quietly {
            t = resolveTarget(lhs, scope: scope, selfObject: selfObject)
            if case .failed = t { return false }
            return true
        }
        return t
    }

    private func structField(_ object: SetupObject, _ property: String, _ type: SetupType, _ field: String,
                             _ node: DeclReferenceExprSyntax) -> Target {
        let fields = type == .insets ? ["top", "left", "bottom", "right"] : type == .size ? ["width", "height"] : []
        guard fields.contains(field) else {
            if type == .font {
                report(.error, .invalidValue, node, "\(property).\(field) cannot be assigned: UIFont is immutable; assign a new font "
                       + "(UIFont.systemFont(ofSize:))")
            } else {
                report(.error, .unknownName, node, "\(type) has no member \(field)\(NameSuggestions.hint(field, fields))")
            }
            return .failed
        }
        return .property(object, [property, field], .number)
    }

    func reportUnknownProperty(_ name: String, of kind: ObjectKind, at node: some SyntaxProtocol) {
        report(.error, .unknownName, node, "\(kind.typeName) has no property \(name)\(NameSuggestions.hint(name, kind.properties.map(\.0)))")
    }

    /// Stores `value` as property `path` of `object`, typed as `type`.
    func store(_ value: SetupValue, into object: SetupObject, path: [String], type: SetupType, node: ExprSyntax,
               statement: some SyntaxProtocol) {
        let at = position(statement)
        if path.count == 2 {
            guard let number = jsonValue(value, type: .number, node: node, property: path.joined(separator: ".")) else { return }
            var members: [JSONObject.Member] = []
            if case .value(let existing)? = object[path[0]], case .object(let o) = existing.value { members = o.members }
            members.removeAll { $0.key == path[1] }
            members.append(JSONObject.Member(key: path[1], keyLocation: at.origin.location, value: number))
            let previous: JSONNode? = if case .value(let n)? = object[path[0]] { n } else { nil }
            let node = JSONNode(value: .object(JSONObject(members: members)), location: previous?.location ?? at.origin.location,
                                file: previous?.file ?? at.origin.file)
            object.set(path[0], .value(node), at: at)
            return
        }
        let name = path[0]
        if case .object(let kind) = type {
            guard case .object(let o) = value, o.kind == kind else {
                report(.error, .typeMismatch, node, "cannot assign \(describe(value)) to \(name) (\(kind.typeName))")
                return
            }
            if !o.fromDefaults, !(object[name].map { if case .object(let same) = $0 { same === o } else { false } } ?? false) {
                skipped(statement, "\(statement.shortText): assigning another object's \(kind.typeName) is not "
                       + "supported (its values come from that object's class); assign a new \(kind.typeName)(…) instead")
                return
            }
            object.set(name, .object(o), at: at)
            return
        }
        if case .null = value, type == .image || type == .buttonBackground {
            if object.fromDefaults { object.remove(name); return }
            skipped(statement, "\(statement.shortText): the document format cannot remove \(name) "
                   + "(only a new \(object.kind.typeName)(…) starts without one)")
            return
        }
        guard let json = jsonValue(value, type: type, node: node, property: name) else { return }
        object.set(name, .value(json), at: at)
    }
}

extension NameSuggestions {
    /// " (did you mean …?)" for `name` among `candidates`.
    static func hint(_ name: String, _ candidates: [String]) -> String { hint(for: name, in: candidates) }
}

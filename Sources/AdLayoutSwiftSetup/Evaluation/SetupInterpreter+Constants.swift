import AdLayoutCore
import Foundation
import SwiftSyntax

/// A file-level `let`/`var`, or a static property of a type or an extension (`enum Brand { static
/// let orange = UIColor(…) }`, `extension UIColor { static var brand: UIColor { … } }`), as apps
/// declare their colours, fonts and sizes. Swift initialises globals and statics when first used,
/// whatever the order of the files and declarations, and so does the reader: each is read once, on
/// first use (or when the file's statements reach it), in the file it is declared in.
final class SetupConstant {
    enum State {
        case unread
        case reading
        case read(SetupValue)
    }

    /// `brandOrange`, `Brand.orange`, `UIColor.brand`.
    let name: String
    /// The type it is a static property of (what `Self` and its sibling names mean); nil at file level.
    let typeName: String?
    let binding: PatternBindingSyntax
    /// `let` or `var` (for messages).
    let specifier: String
    var state = State.unread

    init(name: String, typeName: String?, binding: PatternBindingSyntax, specifier: String) {
        self.name = name; self.typeName = typeName; self.binding = binding; self.specifier = specifier
    }
}

extension VariableDeclSyntax {
    /// `static let`, `static var`, `class var`.
    var isStatic: Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

extension SetupInterpreter {
    // MARK: Declarations

    /// Finds every file-level variable and every static property of the types and extensions the
    /// files declare, before anything is read.
    func collectDeclarations() {
        for f in files {
            for item in f.tree.statements {
                guard case .decl(let decl) = item.item else { continue }
                if let v = decl.as(VariableDeclSyntax.self) { declareConstants(v, typeName: nil) }
                else { collectTypes(decl, outer: nil) }
            }
        }
    }

    /// The static properties of type declaration `decl` (and of the types inside it).
    private func collectTypes(_ decl: DeclSyntax, outer: String?) {
        let name: String
        let members: MemberBlockSyntax
        if let t = decl.as(EnumDeclSyntax.self) { (name, members) = (t.name.text, t.memberBlock) }
        else if let t = decl.as(StructDeclSyntax.self) { (name, members) = (t.name.text, t.memberBlock) }
        else if let t = decl.as(ClassDeclSyntax.self) { (name, members) = (t.name.text, t.memberBlock) }
        else if let e = decl.as(ExtensionDeclSyntax.self) { (name, members) = (e.extendedType.trimmedDescription, e.memberBlock) }
        else { return }
        let qualified = outer.map { "\($0).\(name)" } ?? name
        declaredTypes.insert(qualified)
        for member in members.members {
            if let v = member.decl.as(VariableDeclSyntax.self) {
                if v.isStatic { declareConstants(v, typeName: qualified) }
            } else {
                collectTypes(member.decl, outer: qualified)
            }
        }
    }

    private func declareConstants(_ v: VariableDeclSyntax, typeName: String?) {
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  binding.initializer != nil || binding.accessorBlock != nil else { continue }
            let qualified = typeName.map { "\($0).\(name)" } ?? name
            // The first declaration wins, as the compiler would refuse a second one.
            if constants[qualified] == nil {
                constants[qualified] = SetupConstant(name: qualified, typeName: typeName, binding: binding,
                                                     specifier: v.bindingSpecifier.text)
            }
        }
    }

    // MARK: Reading them

    /// The constant `name` (`brandOrange`, `Brand.orange`), read now if it was not yet; nil when
    /// there is no such constant.
    func constant(named name: String) -> (value: SetupValue, type: SetupType?)? {
        guard let c = constants[name] else { return nil }
        let type = c.binding.typeAnnotation.flatMap { swiftType($0.type) }
        switch c.state {
        case .read(let value):
            return (value, type)
        case .reading:
            report(.error, .invalidValue, c.binding.pattern, "\(c.name) is defined in terms of itself")
            return (.failed, type)
        case .unread:
            c.state = .reading
            let value = read(c, type: type)
            c.state = .read(value)
            return (value, type)
        }
    }

    /// Reads a constant's value in its declaration's context: the files' names, and its type's
    /// other static properties by their short names.
    private func read(_ c: SetupConstant, type: SetupType?) -> SetupValue {
        let saved = (sizing, currentType)
        sizing = nil
        currentType = c.typeName
        defer { (sizing, currentType) = saved }
        let scope = c.typeName.map { typeName in
            Scope(parent: globals) { [unowned self] name in constant(named: "\(typeName).\(name)") }
        } ?? globals
        let what = "\(c.specifier) \(c.name)"
        var value: SetupValue?
        if let initializer = c.binding.initializer?.value {
            value = evaluate(initializer, expected: type, scope: scope, selfObject: nil)
            if case .foreign? = value {
                ignored(c.binding, "\(what) = \(initializer.shortText) (not part of the layout setup)")
            }
            guard let value else { return .failed }
            return fixNumberType(value, type)
        }
        guard let body = getterBody(c.binding) else {
            ignored(c.binding, "computed property \(c.name) (a getter that returns a value is read)")
            return .foreign(c.name)
        }
        value = bodyValue(body, expected: type, scope: scope, selfObject: nil, node: c.binding)
        guard let value else { return .failed }
        return fixNumberType(value, type)
    }

    /// The statements of a computed property's getter (`{ … }` or `{ get { … } }`).
    private func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: return statements
        case .accessors(let list)?:
            guard list.count == 1, let get = list.first, get.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            return get.body?.statements
        case nil: return nil
        }
    }

    /// A file-level `let`/`var` met by the statements of its file: read now unless a use read it already.
    func readFileLevel(_ v: VariableDeclSyntax) {
        for binding in v.bindings where !stopped {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                skipped(binding.pattern, "declaration of \(binding.pattern.shortText) (only simple names are read)")
                continue
            }
            if constants[name]?.binding.id == binding.id {
                _ = globals.lookup(name)
            } else if binding.initializer == nil && binding.accessorBlock == nil {
                globals.declare(name, nil, type: binding.typeAnnotation.flatMap { swiftType($0.type) })
            }
        }
    }

    /// A type's static property met in its declaration: read now unless a use read it already.
    func readStatic(_ v: VariableDeclSyntax, typeName: String) {
        for binding in v.bindings where !stopped {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                skipped(binding.pattern, "declaration of \(binding.pattern.shortText) (only simple names are read)")
                continue
            }
            _ = constant(named: "\(typeName).\(name)")
        }
    }

    /// An `enum` or `struct` declared to hold constants: its static properties are read in order
    /// (each once, as when used), its types inside it too; other members have no effect on the screen.
    func readTypeMembers(_ block: MemberBlockSyntax, typeName: String) {
        for member in block.members where !stopped {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self), v.isStatic {
                readStatic(v, typeName: typeName)
            } else if let t = decl.as(EnumDeclSyntax.self) {
                readTypeMembers(t.memberBlock, typeName: "\(typeName).\(t.name.text)")
            } else if let t = decl.as(StructDeclSyntax.self) {
                readTypeMembers(t.memberBlock, typeName: "\(typeName).\(t.name.text)")
            } else if decl.is(EnumCaseDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) {
                continue
            } else {
                ignored(decl, "\(describeDecl(decl)) of \(typeName) (a type's static properties are read)")
            }
        }
    }

    // MARK: Bodies

    /// The value a closure or getter body returns: its statements read in order up to `return`
    /// (a body of one expression returns it).
    func bodyValue(_ items: CodeBlockItemListSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?,
                   node: some SyntaxProtocol) -> SetupValue? {
        if items.count == 1, let only = items.first, case .expr(let e) = only.item {
            return evaluate(e, expected: expected, scope: scope, selfObject: selfObject)
        }
        var inner = Scope(parent: scope)
        if let value = SetupStatements(setup: self, selfObject: selfObject, expected: expected).run(items, &inner) { return value }
        if !stopped { skipped(node, "\(node.shortText): it does not return a value the setup reader can read") }
        return nil
    }

    /// The value of the static property `name` of `typeName` the files declare, or the type inside
    /// it of that name; nil when there is neither.
    func declaredStatic(_ typeName: String, _ name: String) -> SetupValue? {
        let qualified = "\(typeName).\(name)"
        if let c = constant(named: qualified) { return c.value }
        if declaredTypes.contains(qualified) { return .type(qualified) }
        return nil
    }
}

import AdLayoutCore
import Foundation
import SwiftSyntax

/// A layout class declared in the setup files: `class X: AdListItemViewLayout { … }`.
final class SetupLayoutClass {
    let name: String
    /// The class it derives from (built-in, declared in the setup, or the app's).
    let base: String
    let position: SetupPosition
    let basePosition: SetupPosition
    /// What its `init` assigns.
    let initObject: SetupObject
    /// Stored properties it adds (`var feedMargin: CGFloat = 16`): read as constants.
    var customProperties: [String: (value: Double, type: NumberType)] = [:]
    /// Translated overrides.
    var viewSize: (width: NumberExpression, height: NumberExpression, position: SetupPosition)?
    var itemColumns: (columns: NumberExpression, perPage: NumberExpression, position: SetupPosition)?

    init(name: String, base: String, position: SetupPosition, basePosition: SetupPosition) {
        self.name = name; self.base = base; self.position = position; self.basePosition = basePosition
        initObject = SetupObject(kind: .layout, className: name, position: position)
        initObject.declaringClass = self
    }
}

/// Names in scope while statements are read: a function's locals, a class's stored properties,
/// the files' top-level variables.
final class Scope {
    private(set) var values: [String: SetupValue] = [:]
    /// Declared types (from annotations), for later assignments.
    private(set) var types: [String: SetupType] = [:]
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    /// A scope with the same names, for one branch of an `if` (changes stay in the branch).
    func copy() -> Scope {
        let s = Scope(parent: parent)
        s.values = values; s.types = types
        return s
    }

    func lookup(_ name: String) -> SetupValue? { values[name] ?? parent?.lookup(name) }

    func declare(_ name: String, _ value: SetupValue?, type: SetupType? = nil) {
        values[name] = value ?? .foreign("\(name) (declared without a value)")
        if let type { types[name] = type }
    }

    /// Rebinds an existing name where it is declared; false when it is not declared.
    func assign(_ name: String, _ value: SetupValue) -> Bool {
        if values[name] != nil { values[name] = value; return true }
        return parent?.assign(name, value) ?? false
    }

    func declaredType(_ name: String) -> SetupType? {
        if values[name] != nil { return types[name] }
        return parent?.declaredType(name)
    }
}

/// What a registration names as its layout: an object the setup built, or a class of the app.
enum LayoutReference {
    case object(SetupObject)
    case className(String)
}

/// Reads Swift setup files statement by statement and builds the setup document (see
/// ``SwiftSetupReader``). Nothing is compiled or run: each construct of the supported subset is
/// translated, everything else is reported.
final class SetupInterpreter {
    let files: [SetupSourceFile]
    var diagnostics: [SetupDiagnostic] = []

    let styles: SetupObject
    let settings: SetupObject
    var layoutClasses: [SetupLayoutClass] = []
    var layoutClassByName: [String: SetupLayoutClass] = [:]
    var registrations: [(type: String, viewClass: String, layout: LayoutReference, position: SetupPosition)] = []
    var menuRegistrations: [(type: String, layout: SetupObject, position: SetupPosition)] = []
    let globals = Scope(parent: nil)
    /// Where the first layout was made (TnkStyles set later do not reach it in the SDK).
    var firstLayoutMade: SetupPosition?
    var warnedLateStyles = false
    /// The file being read (positions are taken in it).
    var file: SetupSourceFile
    /// Set while a `viewSize`/`itemColumns` body is translated: the layout's properties become names.
    var sizing: SizingContext?
    /// How deeply ``evaluate(_:expected:scope:selfObject:)`` has recursed into the expression being read.
    var evaluationDepth = 0
    /// The deepest expression read (`1 + 1 + …` nests once per operator): evaluation, and what is
    /// made of its value, recurse once per level.
    static let maximumExpressionDepth = 256

    /// Class declarations by name, with the file they are in.
    var classDeclarations: [String: (decl: ClassDeclSyntax, file: SetupSourceFile)] = [:]

    init(files: [SetupSourceFile]) {
        self.files = files
        let origin = SetupPosition(file: 0, line: 1, column: 1, offset: 0)
        styles = SetupObject(kind: .styles, position: origin)
        styles.isStyle = true
        settings = SetupObject(kind: .settings, position: origin)
        file = files[0]
    }

    // MARK: Diagnostics

    func report(_ severity: SetupDiagnostic.Severity, _ node: some SyntaxProtocol, _ message: String) {
        report(severity, file.position(of: node), message)
    }

    func report(_ severity: SetupDiagnostic.Severity, _ position: SetupPosition, _ message: String) {
        let diagnostic = SetupDiagnostic(severity: severity, file: files[position.file].name, position: position, message: message)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    func position(_ node: some SyntaxProtocol) -> SetupPosition { file.position(of: node) }

    // MARK: Reading

    /// Reads every file, in order; returns false when a file has syntax errors (nothing is read then).
    func run() {
        var syntaxOK = true
        for f in files {
            for e in f.syntaxErrors {
                report(.error, e.position, "syntax error: \(e.message)")
                syntaxOK = false
            }
        }
        guard syntaxOK else { return }
        collectClasses()
        for f in files {
            file = f
            for item in f.tree.statements { readTopLevel(item) }
        }
        diagnostics.sort { $0.position < $1.position }
    }

    private func readTopLevel(_ item: CodeBlockItemSyntax) {
        switch item.item {
        case .decl(let decl):
            if decl.is(ImportDeclSyntax.self) { return }
            if let c = decl.as(ClassDeclSyntax.self) { readClass(c); return }
            if let e = decl.as(ExtensionDeclSyntax.self) {
                let name = e.extendedType.trimmedDescription
                if layoutClassByName[name] != nil || SetupSchema.builtInLayoutClasses.contains(name) {
                    report(.warning, e, "skipped: extension of layout class \(name); only a class's own init, viewSize and itemColumns are read")
                    return
                }
                readMembers(e.memberBlock, scope: Scope(parent: globals))
                return
            }
            if let f = decl.as(FunctionDeclSyntax.self) {
                readFunctionBody(f.body, scope: Scope(parent: globals))
                return
            }
            if decl.is(VariableDeclSyntax.self) { execute(item, scope: globals, selfObject: nil); return }
            report(.warning, decl, "skipped: \(describeDecl(decl)) (not part of the supported setup subset)")
        default:
            execute(item, scope: globals, selfObject: nil)
        }
    }

    func describeDecl(_ decl: DeclSyntax) -> String {
        if let s = decl.as(StructDeclSyntax.self) { return "struct \(s.name.text)" }
        if let e = decl.as(EnumDeclSyntax.self) { return "enum \(e.name.text)" }
        if let p = decl.as(ProtocolDeclSyntax.self) { return "protocol \(p.name.text)" }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return "typealias \(t.name.text)" }
        if let f = decl.as(FunctionDeclSyntax.self) { return "func \(f.name.text)" }
        return decl.shortText
    }

    /// A class that is neither a layout class nor a view: its members are read in order
    /// (stored properties as variables, function bodies statement by statement).
    private func readClass(_ c: ClassDeclSyntax) {
        let name = c.name.text
        if layoutClassByName[name] != nil { return }   // read with the other layout classes
        switch classKind(name) {
        case .view:
            report(.note, c, "ignored: class \(name) is an item view; views are not read from Swift: register it in "
                   + "your executable (TnkLayout.registerItemViewLayout) or declare it as a template")
        case .menuLayout:
            report(.warning, c, "skipped: class \(name) subclasses a menu layout; the document format has no menu layout classes")
        case .layout:
            break
        case .other:
            readMembers(c.memberBlock, scope: Scope(parent: globals))
        }
    }

    func readMembers(_ block: MemberBlockSyntax, scope: Scope) {
        for member in block.members {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                if v.bindings.contains(where: { $0.accessorBlock != nil }) {
                    report(.note, v, "ignored: computed property \(v.bindings.first?.pattern.trimmedDescription ?? "")")
                    continue
                }
                execute(CodeBlockItemSyntax(item: .decl(DeclSyntax(v))), scope: scope, selfObject: nil)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                readFunctionBody(f.body, scope: Scope(parent: scope))
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                readFunctionBody(i.body, scope: Scope(parent: scope))
            } else if let c = decl.as(ClassDeclSyntax.self) {
                readClass(c)
            } else {
                report(.note, decl, "ignored: \(describeDecl(decl)) (not layout setup)")
            }
        }
    }

    func readFunctionBody(_ body: CodeBlockSyntax?, scope: Scope) {
        guard let body else { return }
        for item in body.statements { execute(item, scope: scope, selfObject: nil) }
    }

    // MARK: Classes

    enum ClassKind { case layout, menuLayout, view, other }

    private func collectClasses() {
        for f in files {
            for item in f.tree.statements {
                guard case .decl(let decl) = item.item else { continue }
                if let c = decl.as(ClassDeclSyntax.self) { collect(c, f) }
                if let e = decl.as(ExtensionDeclSyntax.self) {
                    for m in e.memberBlock.members { if let c = m.decl.as(ClassDeclSyntax.self) { collect(c, f) } }
                }
            }
        }
        func collect(_ c: ClassDeclSyntax, _ f: SetupSourceFile) {
            classDeclarations[c.name.text] = (c, f)
            for m in c.memberBlock.members { if let inner = m.decl.as(ClassDeclSyntax.self) { collect(inner, f) } }
        }
        // Layout classes are read before any statement: Swift declarations need no order.
        var visiting: Set<String> = []
        func declare(_ name: String) {
            guard layoutClassByName[name] == nil, !visiting.contains(name), let (decl, f) = classDeclarations[name],
                  classKind(name) == .layout, let base = superclass(of: decl) else { return }
            visiting.insert(name)
            if classDeclarations[base.name] != nil { declare(base.name) }
            let saved = file
            file = f
            let info = SetupLayoutClass(name: name, base: base.name, position: position(decl.name), basePosition: position(base.node))
            layoutClassByName[name] = info
            layoutClasses.append(info)
            readLayoutClass(decl, info)
            file = saved
        }
        for name in classDeclarations.keys.sorted(by: { classOrder($0) < classOrder($1) }) { declare(name) }
    }

    /// Source order of a class declaration (file, offset).
    private func classOrder(_ name: String) -> SetupPosition {
        guard let (decl, f) = classDeclarations[name] else { return SetupPosition(file: 0, line: 0, column: 0, offset: 0) }
        return f.position(of: decl)
    }

    func superclass(of decl: ClassDeclSyntax) -> (name: String, node: TypeSyntax)? {
        guard let first = decl.inheritanceClause?.inheritedTypes.first else { return nil }
        return (first.type.trimmedDescription, first.type)
    }

    func classKind(_ name: String, seen: Set<String> = []) -> ClassKind {
        if SetupSchema.builtInLayoutClasses.contains(name) && classDeclarations[name] == nil { return .layout }
        if SetupSchema.menuLayoutClasses.contains(name) && classDeclarations[name] == nil { return .menuLayout }
        if (SetupSchema.builtInViews.contains(name) || SetupSchema.viewBaseClasses.contains(name)) && classDeclarations[name] == nil {
            return .view
        }
        guard !seen.contains(name), let (decl, _) = classDeclarations[name], let base = superclass(of: decl) else { return .other }
        // A class named like a built-in derives from the built-in (Swift: the app's class shadows the SDK's).
        if base.name == name { return SetupSchema.builtInLayoutClasses.contains(name) ? .layout : .other }
        return classKind(base.name, seen: seen.union([name]))
    }

    // MARK: The document

    /// The setup document: `layoutClasses`, `tnkLayout`, `styles`, `registrations`, `menuLayouts`.
    func document() -> JSONNode {
        let origin = SetupPosition(file: 0, line: 1, column: 1, offset: 0)
        var root: [(String, JSONNode)] = []
        if !layoutClasses.isEmpty {
            root.append(("layoutClasses", .object(origin, layoutClasses.map { ($0.name, classJSON($0)) })))
        }
        if !settings.isEmpty { root.append(("tnkLayout", settings.json())) }
        if !styles.isEmpty { root.append(("styles", styles.json())) }
        if !registrations.isEmpty {
            root.append(("registrations", .object(origin, registrations.map { r in
                var members: [(String, JSONNode)] = [("viewClass", .at(r.position, .string(r.viewClass)))]
                switch r.layout {
                case .className(let name):
                    members.append(("viewLayout", .at(r.position, .string(name))))
                case .object(let o):
                    members.append(("viewLayout", .at(o.position, .string(o.className ?? "AdListItemViewLayout"))))
                    if !o.isEmpty { members.append(("overrides", o.json())) }
                }
                return (r.type, JSONNode.object(r.position, members))
            })))
        }
        if !menuRegistrations.isEmpty {
            root.append(("menuLayouts", .object(origin, menuRegistrations.map { ($0.type, $0.layout.json()) })))
        }
        return .object(origin, root)
    }

    private func classJSON(_ c: SetupLayoutClass) -> JSONNode {
        var members: [(String, JSONNode)] = [("base", .at(c.basePosition, .string(c.base)))]
        if !c.initObject.isEmpty { members.append(("overrides", c.initObject.json())) }
        func component(_ e: NumberExpression, _ type: NumberType, _ at: SetupPosition) -> JSONNode {
            if let v = try? e.constantValue(in: type) { return .at(at, .number(v)) }
            return .at(at, .string((try? e.text(in: type)) ?? ""))
        }
        if let ic = c.itemColumns {
            members.append(("itemColumns", .at(ic.position, .array([component(ic.columns, .int, ic.position),
                                                                     component(ic.perPage, .int, ic.position)]))))
        }
        if let vs = c.viewSize {
            members.append(("viewSize", .object(vs.position, [("width", component(vs.width, .float, vs.position)),
                                                              ("height", component(vs.height, .float, vs.position))])))
        }
        return .object(c.position, members)
    }
}

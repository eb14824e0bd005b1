import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation
import SwiftSyntax

/// Reads Swift setup files statement by statement and builds the setup document (see
/// ``SwiftSetupReader``). Nothing is compiled or run: each construct of the supported subset is
/// translated, everything else is reported.
///
/// The setup evaluator: names and scopes, expressions, calls; its statements are walked by the evaluator
/// core (``SwiftEvaluator``: ``SetupStatements``, and ``SizingStatements`` for `viewSize`/`itemColumns`).
/// What the SDK's names mean is its bindings', asked in order (``SetupBinding``, ``bindings``: the shared
/// `TnkLayout` and `TnkStyles` over the ``TnkRegistry`` kept here, the SDK's and UIKit's types) and
/// ``ItemViewReader``'s (the app's UIKit item views, one reader per class).
final class SetupInterpreter {
    let files: [SetupSourceFile]
    /// The file of each tree, by the tree's root.
    private let fileByRoot: [SyntaxIdentifier: Int]
    /// What the reader reports, with where (sorted in source order when reading ends).
    private(set) var reported: [(position: SetupPosition, diagnostic: Diagnostic)] = []
    private var reportedSet: Set<Diagnostic> = []

    /// What the setup assigns and registers through the SDK's shared objects, `TnkLayout.shared` and `TnkStyles.shared`.
    private(set) lazy var registry = TnkRegistry(at: files[0].start)
    var styles: SetupObject { registry.styles }
    var settings: SetupObject { registry.settings }
    /// The layout classes the setup declares, each after its base.
    var layoutClasses: [SetupLayoutClass] = []
    var layoutClassByName: [String: SetupLayoutClass] = [:]
    /// The files' variables; their constants are read on first use (see ``SetupConstant``).
    private(set) var globals = Scope(parent: nil)
    /// File-level `let`/`var`s and types' static properties, by qualified name (`brandOrange`, `Brand.orange`).
    var constants: [String: SetupConstant] = [:]
    /// Types the files declare (`Brand`, `Brand.Colors`), whose static properties are constants.
    var declaredTypes: Set<String> = []
    /// The type whose static property is being read (what `Self` and unqualified names mean).
    var currentType: String?
    /// Set while a `viewSize`/`itemColumns` body is translated: the layout's properties become names.
    var sizing: SizingContext?
    /// How deeply ``evaluate(_:expected:scope:selfObject:)`` has recursed into the expression being read.
    var evaluationDepth = 0
    /// Statements read so far (``SetupLimits/statements``); an override's branches count once per path.
    var statementsRead = 0
    /// Set when a limit was passed: nothing more is read.
    private(set) var stopped = false

    /// Class declarations by name, with the file they are in.
    var classDeclarations: [String: (decl: ClassDeclSyntax, file: SetupSourceFile)] = [:]
    /// What each class is (memoised: a class's kind is its base's).
    private var classKinds: [String: ClassKind] = [:]

    /// The setup's files that are not Swift (XIBs the code loads, storyboards).
    let others: [SwiftSetupSource]
    /// The app's item views (`AdListItemView` subclasses), in source order.
    var itemViews: [SetupItemView] = []
    /// What reading the app's item view classes keeps from one class to the next (each class is read by
    /// an ``ItemViewReader`` of its own).
    let itemViewState = ItemViewReaderState()
    /// Images `UIImage(named:)` names for the SDK's image properties, by the path as read.
    var propertyImages: [String: URL] = [:]
    /// The images the setup names — the item views' and the image properties' — by the path as
    /// read: where the asset catalogs have them.
    var imageFiles: [String: URL] {
        var out = propertyImages
        for view in itemViews { for image in view.images { out[image.path] = assetCatalog.images[image.name] } }
        return out
    }

    /// A file of the app's asset catalogs as the setup names files: the catalog's name, then the path inside it.
    func catalogPath(of file: URL) -> String? {
        let target = file.standardizedFileURL.path
        for source in others {
            guard case .assetCatalog(let url) = source.kind else { continue }
            let folder = url.standardizedFileURL.path
            if target.hasPrefix(folder + "/") { return source.name + target.dropFirst(folder.count) }
        }
        return nil
    }

    lazy var assetCatalog = AssetCatalog(folders: others.compactMap { if case .assetCatalog(let url) = $0.kind { url } else { nil } })

    init(files: [SetupSourceFile], others: [SwiftSetupSource] = []) {
        self.files = files
        self.others = others
        fileByRoot = Dictionary(files.enumerated().map { ($0.element.tree.id, $0.offset) }) { a, _ in a }
        globals = Scope(parent: nil) { [unowned self] name in constant(named: name) }
    }

    // MARK: Diagnostics

    /// The diagnostics in source order.
    var diagnostics: [Diagnostic] { reported.map(\.diagnostic) }

    func report(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ node: some SyntaxProtocol, _ message: String) {
        report(severity, code, position(node), message)
    }

    func report(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ position: SetupPosition, _ message: String) {
        // Past a limit, what the reader gives up on because of it is not news.
        guard !stopped else { return }
        let diagnostic = Diagnostic(severity, code: code, file: position.origin.file, path: "", location: position.origin.location,
                                    message: message)
        if reportedSet.insert(diagnostic).inserted { reported.append((position, diagnostic)) }
    }

    /// A warning: code outside the supported subset that may change the screen was skipped.
    func skipped(_ node: some SyntaxProtocol, _ message: String) {
        report(.warning, .swiftSkipped, node, "skipped: " + message)
    }

    /// A note: app code without effect on the screen was ignored.
    func ignored(_ node: some SyntaxProtocol, _ message: String) {
        report(.note, .swiftIgnored, node, "ignored: " + message)
    }

    /// An error for a limit passed at `node`; reading stops.
    func limitPassed(_ node: some SyntaxProtocol, _ message: String) {
        report(.error, .swiftLimit, node, message)
        stopped = true
    }

    /// Runs `body` and takes back what it reported when it returns false (a try that may fail quietly).
    func quietly(_ body: () -> Bool) -> Bool {
        let mark = reported.count
        guard !body() else { return true }
        for r in reported[mark...] { reportedSet.remove(r.diagnostic) }
        reported.removeSubrange(mark...)
        return false
    }

    /// Where `node` starts (after leading trivia), in the file it is in.
    func position(_ node: some SyntaxProtocol) -> SetupPosition {
        files[fileByRoot[node.root.id] ?? 0].position(of: node)
    }

    // MARK: Reading

    /// Reads every file, in order (nothing is read when a file has syntax errors or is past a limit).
    func run() {
        var syntaxOK = true
        for f in files {
            for e in f.problems {
                report(.error, e.code, e.position, e.message)
                syntaxOK = false
            }
        }
        if syntaxOK {
            collectDeclarations()
            if !stopped { collectClasses() }
            for f in files where !stopped {
                for item in f.tree.statements where !stopped { readTopLevel(item) }
            }
        }
        if syntaxOK && !stopped { reportUnreadRegisteredViews() }
        for other in others where other.kind == .storyboard {
            let at = SetupPosition(index: files.count, origin: SetupOrigin(file: other.name, location: SourceLocation(line: 1, column: 1, offset: 0)))
            report(.note, .swiftIgnored, at, "ignored: storyboards are not read; item views come from XIBs and Swift")
        }
        reported.sort { $0.position < $1.position }
    }

    /// Counts a statement against ``SetupLimits/statements``; false (after the error) past it.
    func count(_ statement: some SyntaxProtocol) -> Bool {
        guard !stopped else { return false }
        statementsRead += 1
        guard statementsRead <= SetupLimits.statements else {
            limitPassed(statement, "more than \(SetupLimits.statements) statements to read (an if in viewSize or itemColumns "
                        + "reads the rest of the body once per branch, layoutSubviews() is read once per path through its conditions "
                        + "on the bounds); the limit is \(SetupLimits.statements)")
            return false
        }
        return true
    }

    private func readTopLevel(_ item: CodeBlockItemSyntax) {
        switch item.item {
        case .decl(let decl):
            guard count(item) else { return }
            if decl.is(ImportDeclSyntax.self) { return }
            if let c = decl.as(ClassDeclSyntax.self) { readClass(c); return }
            if let e = decl.as(ExtensionDeclSyntax.self) {
                let name = e.extendedType.trimmedDescription
                if layoutClassByName[name] != nil || SetupSchema.builtInLayoutClasses.contains(name) {
                    skipped(e, "extension of layout class \(name); only a class's own init, viewSize and itemColumns are read")
                    return
                }
                if ItemViewReader.isViewHelperExtension(name, kind: classKind(name)) {
                    ignored(e.extendedType, "extension of \(name): its functions are read where an item view calls them")
                    return
                }
                readMembers(e.memberBlock, scope: Scope(parent: globals), typeName: name)
                return
            }
            if let t = decl.as(EnumDeclSyntax.self) { readTypeMembers(t.memberBlock, typeName: t.name.text); return }
            if let t = decl.as(StructDeclSyntax.self) { readTypeMembers(t.memberBlock, typeName: t.name.text); return }
            if let f = decl.as(FunctionDeclSyntax.self) {
                readFunctionBody(f.body, scope: Scope(parent: globals))
                return
            }
            if let v = decl.as(VariableDeclSyntax.self) { readFileLevel(v); return }
            skipped(decl, "\(describeDecl(decl)) (not part of the supported setup subset)")
        default:
            execute([item], scope: globals, selfObject: nil)
        }
    }

    func describeDecl(_ decl: DeclSyntax) -> String {
        if let s = decl.as(StructDeclSyntax.self) { return "struct \(s.name.text)" }
        if let e = decl.as(EnumDeclSyntax.self) { return "enum \(e.name.text)" }
        if let p = decl.as(ProtocolDeclSyntax.self) { return "protocol \(p.name.text)" }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return "typealias \(t.name.text)" }
        if let f = decl.as(FunctionDeclSyntax.self) { return "func \(f.name.text)" }
        if let i = decl.as(InitializerDeclSyntax.self) { return "init(\(i.signature.parameterClause.parameters.shortText))" }
        return decl.shortText
    }

    /// A class that is neither a layout class nor a view: its members are read in order
    /// (stored properties as variables, function bodies statement by statement).
    private func readClass(_ c: ClassDeclSyntax) {
        let name = c.name.text
        if layoutClassByName[name] != nil { return }   // read with the other layout classes
        switch classKind(name) {
        case .view:
            ItemViewReader(setup: self, state: itemViewState).read(c)
        case .menuLayout:
            skipped(c, "class \(name) subclasses a menu layout; the document format has no menu layout classes")
        case .layout:
            break
        case .other:
            readMembers(c.memberBlock, scope: Scope(parent: globals), typeName: name)
        }
    }

    /// Members of a class or extension named `typeName`, in order: stored properties as variables of
    /// `scope`, function bodies statement by statement; static properties are constants, read when used.
    func readMembers(_ block: MemberBlockSyntax, scope: Scope, typeName: String) {
        for member in block.members where !stopped {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                if v.isStatic { readStatic(v, typeName: typeName); continue }
                if v.bindings.contains(where: { $0.accessorBlock != nil }) {
                    ignored(v, "computed property \(v.bindings.first?.pattern.trimmedDescription ?? "")")
                    continue
                }
                // The declaration itself (a node wrapped anew would be a tree of its own, positioned from 1:1).
                if count(v) { declare(v, scope: scope, selfObject: nil) }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                readFunctionBody(f.body, scope: Scope(parent: scope))
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                readFunctionBody(i.body, scope: Scope(parent: scope))
            } else if let c = decl.as(ClassDeclSyntax.self) {
                readClass(c)
            } else if let t = decl.as(EnumDeclSyntax.self) {
                readTypeMembers(t.memberBlock, typeName: "\(typeName).\(t.name.text)")
            } else if let t = decl.as(StructDeclSyntax.self) {
                readTypeMembers(t.memberBlock, typeName: "\(typeName).\(t.name.text)")
            } else {
                ignored(decl, "\(describeDecl(decl)) (not layout setup)")
            }
        }
    }

    func readFunctionBody(_ body: CodeBlockSyntax?, scope: Scope) {
        guard let body else { return }
        execute(body.statements, scope: scope, selfObject: nil)
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
            guard !stopped else { return }
            guard classDeclarations.count < SetupLimits.classes else {
                limitPassed(c.name, "more than \(SetupLimits.classes) classes declared; the limit is \(SetupLimits.classes)")
                return
            }
            classDeclarations[c.name.text] = (c, f)
            for m in c.memberBlock.members { if let inner = m.decl.as(ClassDeclSyntax.self) { collect(inner, f) } }
        }
        guard !stopped else { return }
        reportCycles()
        // Layout classes are read before any statement (Swift declarations need no order), each after its base.
        for name in classDeclarations.keys.sorted(by: { classOrder($0) < classOrder($1) }) where !stopped {
            guard layoutClassByName[name] == nil, classKind(name) == .layout else { continue }
            // The chain of classes of the setup from `name` down to the first that is read or built in.
            // (A layout class's chain ends at a built-in class: no cycle; each class is read once, so this is linear.)
            var chain: [String] = []
            var next: String? = name
            while let current = next, layoutClassByName[current] == nil, let (decl, _) = classDeclarations[current],
                  let base = superclass(of: decl) {
                chain.append(current)
                next = base.name == current ? nil : base.name
            }
            for current in chain.reversed() where !stopped {
                let (decl, _) = classDeclarations[current]!
                let base = superclass(of: decl)!
                // As documents count `base` chains: a class deriving from a built-in one is the first.
                let depth = (base.name == current ? 0 : layoutClassByName[base.name]?.depth ?? 0) + 1
                guard depth <= FormatLimits.layoutClassChain else {
                    limitPassed(decl.name, "layout class \(current) is more than \(FormatLimits.layoutClassChain) classes down a chain "
                                + "of bases; the limit is \(FormatLimits.layoutClassChain)")
                    return
                }
                let info = SetupLayoutClass(name: current, base: base.name, position: position(decl.name),
                                            basePosition: position(base.node), depth: depth)
                layoutClassByName[current] = info
                layoutClasses.append(info)
                readLayoutClass(decl, info)
            }
        }
    }

    /// Classes whose bases lead back to themselves (`class A: B`, `class B: A`): Swift refuses them
    /// ("inherits from itself"), so the setup is not read. Each class is walked once.
    private func reportCycles() {
        var finished: Set<String> = []
        for name in classDeclarations.keys.sorted(by: { classOrder($0) < classOrder($1) }) where !finished.contains(name) {
            var chain: [String] = []
            var current = name
            while !finished.contains(current), let (decl, _) = classDeclarations[current], let base = superclass(of: decl),
                  base.name != current {
                if let start = chain.firstIndex(of: current) {
                    let cycle = chain[start...] + [current]
                    let (first, f) = classDeclarations[cycle.first!]!
                    report(.error, .invalidValue, f.position(of: first.name),
                           "class \(cycle.first!) inherits from itself (\(cycle.joined(separator: " → "))); Swift refuses such a cycle")
                    break
                }
                chain.append(current)
                current = base.name
            }
            finished.formUnion(chain)
            finished.insert(name)
        }
    }

    /// Source order of a class declaration (file, offset).
    private func classOrder(_ name: String) -> SetupPosition {
        let (decl, f) = classDeclarations[name]!
        return f.position(of: decl)
    }

    func superclass(of decl: ClassDeclSyntax) -> (name: String, node: TypeSyntax)? {
        guard let first = decl.inheritanceClause?.inheritedTypes.first else { return nil }
        return (first.type.trimmedDescription, first.type)
    }

    /// What class `name` is: an SDK class, or a class of the setup by what its chain of bases reaches.
    func classKind(_ name: String) -> ClassKind {
        if let known = classKinds[name] { return known }
        // Walk the chain of bases (at most every class once: a cycle is not a layout class).
        var chain: [String] = []
        var current = name
        var kind = ClassKind.other
        while true {
            if let known = classKinds[current] { kind = known; break }
            if let builtIn = Self.sdkKind(current), classDeclarations[current] == nil { kind = builtIn; break }
            guard !chain.contains(current), let (decl, _) = classDeclarations[current], let base = superclass(of: decl) else { break }
            chain.append(current)
            // A class named like a built-in derives from the built-in (Swift: the app's class shadows the SDK's).
            if base.name == current {
                kind = SetupSchema.builtInLayoutClasses.contains(current) ? .layout : .other
                break
            }
            current = base.name
        }
        for c in chain { classKinds[c] = kind }
        if chain.isEmpty { classKinds[name] = kind }
        return kind
    }

    /// The kind of a class of the SDK, nil for other names.
    private static func sdkKind(_ name: String) -> ClassKind? {
        if SetupSchema.builtInLayoutClasses.contains(name) { return .layout }
        if SetupSchema.menuLayoutClasses.contains(name) { return .menuLayout }
        if SetupSchema.builtInViews.contains(name) || SetupSchema.viewBaseClasses.contains(name) { return .view }
        return nil
    }

    // MARK: The document

    /// The setup document: `appViews`, `layoutClasses`, and what the registry holds (`tnkLayout`,
    /// `styles`, `registrations`, `placementRegistrations`, `menuLayouts`).
    func document() -> JSONNode {
        let origin = files[0].start
        var root: [(String, JSONNode)] = []
        let views = itemViews.compactMap { v in v.json().map { (v.name, $0) } }
        if !views.isEmpty { root.append(("appViews", .object(origin, views))) }
        if !layoutClasses.isEmpty {
            root.append(("layoutClasses", .object(origin, layoutClasses.map { ($0.name, classJSON($0)) })))
        }
        root += bindings.flatMap { $0.documentMembers(origin: origin) }
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

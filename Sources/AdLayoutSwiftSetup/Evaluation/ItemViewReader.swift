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
/// Its statements are walked by the evaluator core (``SwiftEvaluator``, as ``ItemViewStatements``: values
/// are ``ViewValue``s, `if`/`guard`/`switch` decided per ad), its calls asked of the bindings
/// (``EvaluatorBinding``). One reader is made per class, with the setup evaluator as its context — it
/// reports through it and asks it for constants (numbers, colours, fonts) — and what outlives the class
/// in ``ItemViewReaderState``.
final class ItemViewReader {
    /// The setup evaluator, for this class's reading (the evaluator keeps no reader: nothing points back).
    let setup: SetupInterpreter
    /// What reading item views keeps from one class to the next.
    let state: ItemViewReaderState

    init(setup: SetupInterpreter, state: ItemViewReaderState) {
        self.setup = setup
        self.state = state
    }

    /// What `self` is in the function being read: nil in the item view's own functions (the item
    /// view), a view in a `UIView` extension's function (``ItemViewReader+Helpers.swift``).
    var receivers: [ViewValue?] = []
    /// The numbers, insets and sizes of the functions being read (`let padding: CGFloat = 16`, a
    /// helper's `insets:`), innermost last.
    var numbers: [Scope] = []
    /// The SnapKit closures being read (`make` of `view.snp.makeConstraints { make in … }`), innermost last.
    var snapMakers: [SnapMaker] = []
    /// The functions of the app's `UIView` extensions and of its item views' extensions, by type then name.
    var extensionFunctions: [String: [String: [FunctionDeclSyntax]]] {
        if let known = state.extensionFunctions { return known }
        let found = collectExtensionFunctions()
        state.extensionFunctions = found
        return found
    }

    // The setup interpreter's services the item-view code needs.
    var stopped: Bool { setup.stopped }
    /// The files' names and the numbers of the functions being read.
    var globals: Scope { numbers.last ?? setup.globals }
    var others: [SwiftSetupSource] { setup.others }
    var assetCatalog: AssetCatalog { setup.assetCatalog }
    /// Whether `setData` is being read: its statements count against their own budget (``SetupLimits/setDataStatements``,
    /// all item views' together, ``ItemViewReader+Conditions.swift``), not the files'.
    var readingSetData = false
    var setDataStatementsRead: Int {
        get { state.setDataStatementsRead }
        set { state.setDataStatementsRead = newValue }
    }
    func count(_ statement: some SyntaxProtocol) -> Bool { readingSetData ? countInSetData(statement) : setup.count(statement) }
    func position(_ node: some SyntaxProtocol) -> SetupPosition { setup.position(node) }
    func skipped(_ node: some SyntaxProtocol, _ message: String) {
        skippedNodes.append(Syntax(node))
        setup.skipped(node, message)
    }
    /// What was skipped in the item view being read, for the views it leaves unplaced (``warnUnplacedViews(_:)``).
    var skippedNodes: [Syntax] = []
    /// Item views whose XIB is not among the setup's files (``ItemViewReaderState/viewsWithoutTheirNib``).
    var viewsWithoutTheirNib: Set<String> {
        get { state.viewsWithoutTheirNib }
        set { state.viewsWithoutTheirNib = newValue }
    }
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
        /// A `NumberFormatter` the code made, by its index in ``ItemViewReading/formatters`` (``ItemViewReader+Formatting.swift``).
        case formatter(Int)
        /// An attributed string `setData` builds, by its index in ``ItemViewReading/attributedTexts``.
        case attributed(Int)
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
        /// The constraints SnapKit made for each view made in code (what `remakeConstraints` removes), by index.
        var snapKitConstraints: [Int: [Int]] = [:]
        /// The `NumberFormatter`s the code made, as configured so far.
        var formatters: [NumberFormatting] = []
        /// The class's `@IBOutlet` properties: the nib's outlets when it is loaded with `owner: self` (File's Owner).
        var ibOutlets: Set<String> = []
        /// `view.frame = bounds` and the autoresizing mask's flexible width and height of the nib's view.
        var nibAutoresizing = NibAutoresizing()
        /// The frames of views made in code that `init(frame:)` and `layoutSubviews()` set (``ItemViewReader+Frames.swift``).
        let frames = FrameLayout()
        /// The class's stored `let`s with their values (`private let padding: CGFloat = 16`), read as numbers by the frames.
        var constants: [String: ExprSyntax] = [:]
        /// The paths `setData` takes through conditions on the ad's fields (``ItemViewReader+Conditions.swift``).
        let paths = SetDataPaths()
        /// The attributed strings `setData` builds (``ItemViewReader+AttributedText.swift``).
        var attributedTexts: [AttributedTemplate] = []
        init(view: SetupItemView, functions: [String: FunctionDeclSyntax]) { self.view = view; self.functions = functions }
    }

    /// A class that is a view: an `AdListItemView` subclass is read; other views (the nib's
    /// owner class with its `@IBOutlet`s) are the XIB's, and noted.
    func read(_ c: ClassDeclSyntax) {
        let name = c.name.text
        guard setup.superclass(of: c)?.name == "AdListItemView" else {
            if let base = setup.superclass(of: c)?.name, SetupSchema.builtInViews.contains(base) {
                skipped(c, "class \(name) subclasses \(base), whose views and drawing are the SDK's own code: only direct subclasses of "
                        + "AdListItemView (loading a XIB or making views in code) are read; subclass AdListItemView, or register the "
                        + "view in your own executable")
            } else {
                ignored(c, "class \(name) is a view; a XIB's outlets are read from the XIB")
            }
            return
        }
        guard !setup.itemViews.contains(where: { $0.name == name }) else { return }   // Swift refuses a second declaration
        // The class's static properties and nested types (`private enum Metric { static let iconSize = 72 }`) by short names.
        let outerType = setup.currentType
        setup.currentType = name
        defer { setup.currentType = outerType }
        let view = SetupItemView(name: name, position: position(c.name))
        skippedNodes.removeAll()
        // Functions of the class's extensions (`private extension MyItemView { func setupUI() … }`), then its own.
        var functions: [String: FunctionDeclSyntax] = (extensionFunctions[name] ?? [:]).compactMapValues(\.first)
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
                if v.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }) {
                    reading.ibOutlets.insert(property)
                }
                if v.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value { reading.constants[property] = value }
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
            if reading.nibMissing { viewsWithoutTheirNib.insert(name); return }
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
        // setData first: the functions it calls are read, not reported as skipped.
        if let f = functions["setData"] { readSetData(f, reading) }
        // Frames set in init(frame:) and layoutSubviews() (``ItemViewReader+Frames.swift``), which UIKit runs after setData (a
        // view's isHidden is setData's), before the views left unplaced are named.
        if view.nib == nil { readFrames(layoutSubviews: functions["layoutSubviews"], reading) }
        warnUnplacedViews(view)
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
                break
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

    /// `self` when it is the item view (not in a `UIView` extension's function, where it is a view of its own).
    func isSelf(_ e: ExprSyntax) -> Bool {
        receiver == nil && e.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `setData(_:row:…)`, run once per ad state and path through its conditions on the ad's fields,
    /// with its first parameter standing for the ad.
    func readSetData(_ f: FunctionDeclSyntax, _ r: ItemViewReading) {
        guard let body = f.body, let parameter = f.signature.parameterClause.parameters.first else { return }
        let adName = (parameter.secondName ?? parameter.firstName).text
        let base = (constraints: r.view.constraints, snapKit: r.snapKitConstraints)
        readingSetData = true
        for state in AdState.allCases where !stopped {
            r.state = state
            readPaths(body, r, ad: adName, state: state)
        }
        r.state = nil
        readingSetData = false
        (r.view.constraints, r.snapKitConstraints) = base
        if !stopped { readConstraintsPerAd(r.view); reportLongCases(r.view) }
    }
}

import AdLayoutCore
import Foundation
import SwiftSyntax

/// How the nib's view follows its superview when the code sizes it by frame: `view.frame = bounds` in
/// `init(frame:)` pins it whatever its `autoresizingMask` — the mask acts only when the superview's size
/// changes, and the collection view makes an item view at its item's frame, which it keeps (see
/// ``ItemViewReader/initFrameAssignment(_:_:_:_:)``).
struct NibAutoresizing {
    var frameIsBounds = false
    var flexibleWidth = false
    var flexibleHeight = false
}

/// Nib loading as apps write it: `Bundle.main.loadNibNamed("X", owner: self, options: nil)?.first as? UIView`
/// (also `Bundle(for: Self.self)`, `Bundle(for: type(of: self))`), `UINib(nibName:bundle:)` named by a
/// literal or by the class (`String(describing: Self.self)`), `instantiate(withOwner: self)` whose outlets
/// are the class's `@IBOutlet`s (connected to File's Owner in the XIB), `[0]` of the objects; the nib's view
/// added to the item view itself, pinned by `frame = bounds` with a flexible width and height, or by
/// SnapKit's `make.edges.equalToSuperview()`.
extension ItemViewReader {
    /// `loadNibNamed(_:owner:options:)`, `UINib(nibName:bundle:)` of a name made from the class, and its
    /// `instantiate(withOwner:options:)`; nil for other calls.
    func nibLoadingValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), d.baseName.text == "UINib",
           let arg = call.arguments.first(where: { $0.label?.text == "nibName" }), !arg.expression.is(StringLiteralExprSyntax.self),
           let name = className(arg.expression, r) {
            return .nib(name, position(arg.expression))
        }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
        switch m.declName.baseName.text {
        case "loadNibNamed" where isBundle(base):
            guard let arg = call.arguments.first, arg.label == nil else { return nil }
            let e = arg.expression
            guard let name = e.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? className(e, r) else {
                skipped(call, "\(call.shortText) is not read: the nib's name must be a string literal or String(describing: Self.self)")
                return .other
            }
            loadNib(name, at: position(e), r)
            ownedBySelf(call, "owner", r)
            return .nibObjects
        case "instantiate":
            guard case .nib(let name, let at) = viewValue(base, r, locals) else { return nil }
            loadNib(name, at: at, r)
            ownedBySelf(call, "withOwner", r)
            return .nibObjects
        default:
            return nil
        }
    }

    /// `objects[0]`: the nib's first view.
    func nibSubscript(_ s: SubscriptCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue {
        guard s.arguments.count == 1, s.arguments.first!.expression.trimmedDescription == "0",
              case .nibObjects = viewValue(s.calledExpression, r, locals) else { return .other }
        return .nibView
    }

    /// With `owner: self` the class's `@IBOutlet`s are the XIB's outlets on File's Owner.
    private func ownedBySelf(_ call: FunctionCallExprSyntax, _ label: String, _ r: ItemViewReading) {
        guard let owner = call.arguments.first(where: { $0.label?.text == label })?.expression,
              owner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return }
        for outlet in r.ibOutlets { r.properties[outlet] = .outlet(outlet) }
    }

    /// `Bundle.main`, `Bundle(for: Self.self)`, `Bundle(for: type(of: self))`, `Bundle(for: X.self)`.
    private func isBundle(_ e: ExprSyntax) -> Bool {
        let text = e.trimmedDescription
        return text == "Bundle.main" || text.hasPrefix("Bundle(for:") || text.hasPrefix("Bundle.init(for:")
    }

    /// The item view's class name where the code writes it as the nib's name: `String(describing: Self.self)`,
    /// `String(describing: type(of: self))`, `String(describing: MyItemView.self)`, `"\(Self.self)"`.
    private func className(_ e: ExprSyntax, _ r: ItemViewReading) -> String? {
        var inner: ExprSyntax?
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "String", call.arguments.count == 1,
           call.arguments.first!.label?.text == "describing" {
            inner = call.arguments.first!.expression
        } else if let s = e.as(StringLiteralExprSyntax.self), s.segments.count == 1,
                  case .expressionSegment(let i)? = s.segments.first, i.expressions.count == 1 {
            inner = i.expressions.first!.expression
        }
        guard let text = inner?.trimmedDescription else { return nil }
        return ["Self.self", "type(of: self)", "\(r.view.name).self", "self"].contains(text) ? r.view.name : nil
    }

    /// `view.frame = bounds` and `view.autoresizingMask = [.flexibleWidth, .flexibleHeight]` on the nib's view.
    /// False for other properties.
    func nibViewAssignment(_ property: String, _ rhs: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        switch property {
        case "frame":
            let text = rhs.trimmedDescription
            guard ["bounds", "self.bounds", "contentView.bounds", "self.contentView.bounds"].contains(text) else {
                skipped(rhs, "the nib's view's frame = \(text) is not read: `view.frame = bounds` with "
                        + "`autoresizingMask = [.flexibleWidth, .flexibleHeight]`, anchors or SnapKit pin it")
                return true
            }
            r.nibAutoresizing.frameIsBounds = true
        case "autoresizingMask":
            let names: [String]
            if let a = rhs.as(ArrayExprSyntax.self) {
                names = a.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
            } else {
                names = [rhs.as(MemberAccessExprSyntax.self)?.declName.baseName.text].compactMap { $0 }
            }
            r.nibAutoresizing.flexibleWidth = names.contains("flexibleWidth")
            r.nibAutoresizing.flexibleHeight = names.contains("flexibleHeight")
        default:
            return false
        }
        let a = r.nibAutoresizing
        if a.frameIsBounds { r.pinned.formUnion(["left", "right", "top", "bottom"]) }
        return true
    }

    /// `addSubview(view)` on the item view itself, and SnapKit's constraints of the nib's view to its superview
    /// (`view.snp.makeConstraints { $0.edges.equalToSuperview() }`). False for other calls.
    func nibLoadingStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), d.baseName.text == "addSubview", receiver == nil,
           let arg = call.arguments.first?.expression, case .nibView = viewValue(arg, r, locals) {
            return true
        }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["makeConstraints", "remakeConstraints"].contains(m.declName.baseName.text),
              let snp = m.base?.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp", let viewExpr = snp.base,
              case .nibView = viewValue(viewExpr, r, locals), let closure = closureArgument(call) else { return false }
        let make = closureParameter(closure)
        for item in closure.statements {
            guard case .expr(let e) = item.item, let edges = snapPinnedEdges(e, make) else {
                skipped(item, "SnapKit's \(item.shortText) on the nib's view is not read: pin the nib's view with "
                        + "`make.edges.equalToSuperview()` (its other constraints belong in the XIB)")
                continue
            }
            r.pinned.formUnion(edges)
        }
        return true
    }

    /// The superview's edges `make.top.leading.equalToSuperview()` (or `.equalTo(contentView)`, `.inset(0)`) pins.
    private func snapPinnedEdges(_ e: ExprSyntax, _ make: String) -> Set<String>? {
        guard var call = e.as(FunctionCallExprSyntax.self), var m = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if ["inset", "offset"].contains(m.declName.baseName.text) {
            guard call.arguments.count == 1, ["0", "0.0", ".zero", "UIEdgeInsets.zero"].contains(call.arguments.first!.expression.trimmedDescription),
                  let inner = m.base?.as(FunctionCallExprSyntax.self), let innerM = inner.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            call = inner
            m = innerM
        }
        switch m.declName.baseName.text {
        case "equalToSuperview" where call.arguments.isEmpty: break
        case "equalTo" where call.arguments.count == 1
            && ["contentView", "self", "self.contentView", "self.snp.edges", "contentView.snp.edges"].contains(call.arguments.first!.expression.trimmedDescription):
            break
        default: return nil
        }
        var edges: Set<String> = []
        var chain = m.base
        while let link = chain?.as(MemberAccessExprSyntax.self) {
            switch link.declName.baseName.text {
            case "edges", "directionalEdges": edges.formUnion(["left", "right", "top", "bottom"])
            case "horizontalEdges", "directionalHorizontalEdges": edges.formUnion(["left", "right"])
            case "verticalEdges", "directionalVerticalEdges": edges.formUnion(["top", "bottom"])
            case "leading", "left": edges.insert("left")
            case "trailing", "right": edges.insert("right")
            case "top": edges.insert("top")
            case "bottom": edges.insert("bottom")
            default: return nil
            }
            chain = link.base
        }
        guard chain?.as(DeclReferenceExprSyntax.self)?.baseName.text == make, !edges.isEmpty else { return nil }
        return edges
    }
}

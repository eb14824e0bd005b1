import AdLayoutCore
import Foundation
import SwiftSyntax

/// Frame layout as apps write it: `override func layoutSubviews()` placing views made in code by their
/// frames (`icon.frame = CGRect(x: 16, y: (bounds.height - 64) / 2, width: 64, height: 64)`,
/// `title.sizeToFit()`, `desc.frame.origin.y = title.frame.maxY + 4`).
///
/// UIKit runs `layoutSubviews()` for every bounds the item gets, after `setData` and after the Auto
/// Layout pass; the frames it sets are linear in the bounds, in other views' frames and in labels'
/// fitting sizes. So each frame is read once, symbolically (``FrameLinear``), and becomes required
/// constraints at its Swift line: the solver then gives, for each ad and each item size, the frames
/// UIKit's code computes (a label's size from its text, measured as for Auto Layout). A branch on the size
/// or on a view's `isHidden` is read once per path (``ItemViewReader+FrameBranches.swift``); what is not
/// linear (`max` of two frames) is reported where it is written.
extension ItemViewReader {
    /// A number of a frame: a constant plus multiples of frames' unknowns.
    struct FrameLinear {
        var constant: Double
        var terms: [FrameUnknown: Double] = [:]
        /// `max(atLeast, …)` / `min(atMost, …)` of the linear number (`max(0, bounds.width - 32)`): UIKit's number is
        /// the linear one held within these constants (``FrameClamp.swift``).
        var atLeast: Double?
        var atMost: Double?
        /// A `max` or `min` added to another frame's number: not linear, refused where it is computed.
        var mixed = false

        static func number(_ c: Double) -> FrameLinear { FrameLinear(constant: c) }
        static func unknown(_ u: FrameUnknown) -> FrameLinear { FrameLinear(constant: 0, terms: [u: 1]) }

        static func + (a: FrameLinear, b: FrameLinear) -> FrameLinear {
            var sum = FrameLinear(constant: a.constant + b.constant, terms: a.terms.merging(b.terms, uniquingKeysWith: +).filter { $0.value != 0 })
            // max(L, e) + c = max(L + c, e + c); a max plus another frame's number is no max of one linear number.
            if let (clamped, other) = a.isClamped ? (a, b) : b.isClamped ? (b, a) : nil {
                if other.isConstant && !other.isClamped {
                    sum.atLeast = clamped.atLeast.map { $0 + other.constant }
                    sum.atMost = clamped.atMost.map { $0 + other.constant }
                } else {
                    sum.mixed = true
                }
            }
            sum.mixed = sum.mixed || a.mixed || b.mixed
            return sum
        }
        static func * (a: FrameLinear, k: Double) -> FrameLinear {
            var product = FrameLinear(constant: a.constant * k, terms: k == 0 ? [:] : a.terms.mapValues { $0 * k })
            guard k != 0 else { return product }
            // max(L, e) · k is max(kL, ke) for k > 0, min(kL, ke) for k < 0.
            let (low, high) = (a.atLeast.map { $0 * k }, a.atMost.map { $0 * k })
            (product.atLeast, product.atMost) = k > 0 ? (low, high) : (high, low)
            product.mixed = a.mixed
            return product
        }
        static prefix func - (a: FrameLinear) -> FrameLinear { a * -1 }
        static func - (a: FrameLinear, b: FrameLinear) -> FrameLinear { a + -b }

        var isConstant: Bool { terms.isEmpty }
        var isFinite: Bool { constant.isFinite && terms.values.allSatisfy(\.isFinite) }
        var isClamped: Bool { atLeast != nil || atMost != nil }
        /// The linear number without its `max`/`min`.
        var unclamped: FrameLinear { FrameLinear(constant: constant, terms: terms) }
    }

    /// An unknown of a frame: a view's origin or size on an axis (the content view's origin is zero),
    /// or a label's fitting size (`sizeToFit()`, `sizeThatFits(_:)`, `intrinsicContentSize`).
    enum FrameUnknown: Hashable {
        case origin(Int, vertical: Bool)
        case size(CodeViewItem, vertical: Bool)
        case fitting(Int, vertical: Bool)

        var view: CodeViewItem {
            switch self {
            case .origin(let i, _), .fitting(let i, _): .view(i)
            case .size(let item, _): item
            }
        }
    }

    /// A value of `layoutSubviews()`.
    enum FrameValue {
        case number(FrameLinear)
        case point(FrameLinear, FrameLinear)
        case size(FrameLinear, FrameLinear)
        case rect(FrameLinear, FrameLinear, FrameLinear, FrameLinear)
        case insets(top: Double, left: Double, bottom: Double, right: Double)
        case view(CodeViewItem)
        /// A condition as the path being read decided it (`let isCompact = bounds.width < 360`).
        case flag(Bool)
    }

    /// Where a view's frame is on one axis: its origin and its size (nil: not set, zero in UIKit; a
    /// fitting size: the label's own).
    struct FrameAxis {
        var origin: FrameLinear?
        var size: FrameLinear?
        /// The widest a fitting size may be (a multi-line label's `sizeToFit()` after its width was set).
        var maxSize: FrameLinear?
        var position: SetupPosition?
    }

    /// The frames `layoutSubviews()` gives, by view.
    final class FrameLayout {
        var axes: [Int: [FrameAxis]] = [:]
        var order: [Int] = []
        var locals: [String: FrameValue] = [:]
        /// The views a `for` loop's variable names while its body is read (``frameLoop(_:_:_:)``).
        var views: [String: ViewValue] = [:]
        /// Passes through loop bodies so far (``SetupLimits/layoutLoopPasses``), and the loops refused for it.
        var loopPasses = 0
        var refusedLoops: Set<SyntaxIdentifier> = []
        /// `min(label.frame.width, W)` read last: the label's fitting size, at most W, when it is assigned to the label.
        var fittingAtMost: (unknown: FrameUnknown, bound: FrameLinear)?
        /// The width a wrapping label's `sizeThatFits(_:)` was given, by view: its fitting width is at most that.
        var fitsWithin: [Int: FrameLinear] = [:]
        /// The value each new condition on the bounds or a view's `isHidden` takes on the path being read, in the
        /// order met (``ItemViewReader+FrameBranches.swift``), and the conditions decided so far on it.
        var plan: [Bool] = []
        var decided: [(condition: String, value: Bool)] = []
        var decidedValues: [String: Bool] = [:]

        /// A layout that starts where this one is (the frames `init(frame:)` set, before a path of `layoutSubviews()`).
        func copy() -> FrameLayout {
            let c = FrameLayout()
            (c.axes, c.order, c.locals, c.views, c.loopPasses) = (axes, order, locals, views, loopPasses)
            (c.refusedLoops, c.fittingAtMost, c.fitsWithin, c.plan, c.decided) = (refusedLoops, fittingAtMost, fitsWithin, plan, decided)
            c.decidedValues = decidedValues
            return c
        }

        func axis(_ i: Int, vertical: Bool) -> FrameAxis { axes[i]?[vertical ? 1 : 0] ?? FrameAxis() }
        func set(_ i: Int, vertical: Bool, _ change: (inout FrameAxis) -> Void) {
            if axes[i] == nil { axes[i] = [FrameAxis(), FrameAxis()]; order.append(i) }
            change(&axes[i]![vertical ? 1 : 0])
        }
    }


    /// `view.frame = bounds` (or any frame of the bounds), `frame.origin`, `frame.size`, `center` and
    /// `autoresizingMask` of a view made in code, in `init(frame:)`. The SDK's item view is a
    /// `UICollectionViewCell`, which the collection view makes with `init(frame:)` at its item's frame, and an
    /// item keeps that size: UIKit's autoresizing mask moves a view only when its superview's size changes, so
    /// the frame set here is the frame drawn, whatever the mask (full or partial) — as layoutSubviews' frames,
    /// constraints of the bounds.
    func initFrameAssignment(_ i: Int, _ property: String, _ rhs: ExprSyntax, _ r: ItemViewReading) {
        if property == "autoresizingMask" {
            let names: [ExprSyntax] = rhs.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [rhs]
            let known: Set<String> = ["flexibleWidth", "flexibleHeight", "flexibleLeftMargin", "flexibleRightMargin",
                                      "flexibleTopMargin", "flexibleBottomMargin"]
            for n in names where !known.contains(n.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "") {
                skipped(n, "\(r.view.codeViews[i].name).autoresizingMask's \(n.shortText) (UIView.AutoresizingMask's .flexible… members are read)")
            }
            return
        }
        guard let value = boundedValue(rhs, r, r.frames) else { return }
        setFrame(i, property, value, at: rhs, r, r.frames)
    }

    // MARK: Statements

    func runFrames(_ statements: CodeBlockItemListSyntax, _ r: ItemViewReading, _ layout: FrameLayout) {
        var none: Void = ()
        _ = FrameStatements(reader: self, reading: r, layout: layout).run(statements, &none)
    }

    /// A `let` or `var` of `layoutSubviews()`: a frame value for later lines.
    func frameDeclaration(_ v: VariableDeclSyntax, _ r: ItemViewReading, _ layout: FrameLayout) {
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let e = binding.initializer?.value else {
                skipped(binding, "\(binding.shortText) in layoutSubviews() (a `let` or `var` with a value is read)")
                continue
            }
            if Self.isCondition(e) {
                // `let isCompact = bounds.width < 360`: decided on the path being read, as UIKit decides it for the item.
                if let flag = layoutCondition(e, r, layout) { layout.locals[name] = .flag(flag) } else { layout.locals.removeValue(forKey: name) }
            } else if let value = boundedValue(e, r, layout), layout.fittingAtMost == nil {
                layout.locals[name] = value
            } else {
                if layout.fittingAtMost != nil {
                    skipped(e, "\(e.shortText) in a `let` or `var` (min of a label's fitting size is read where it is assigned to its frame)")
                }
                layout.locals.removeValue(forKey: name)
            }
        }
    }

    /// `x = …`, and `x += …`/`x -= …` on numbers; false for other compound assignments.
    func frameAssignment(_ infix: InfixOperatorExprSyntax, compound: BinaryOperator?, _ r: ItemViewReading, _ layout: FrameLayout) -> Bool {
        guard let compound else {
            frameAssignment(infix.leftOperand, infix.rightOperand, r, layout)
            return true
        }
        guard compound == .add || compound == .subtract else { return false }
        guard let a = frameNumber(infix.leftOperand, r, layout), let b = frameNumber(infix.rightOperand, r, layout) else { return true }
        guard let sum = bounded(compound == .add ? a + b : a - b, infix) else { return true }
        frameAssignment(infix.leftOperand, .number(sum), at: ExprSyntax(infix), r, layout)
        return true
    }

    /// A call of `layoutSubviews()`: `sizeToFit()`, and the calls that change no frame; false for others.
    func frameCallStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> Bool {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return false }
        if base.is(SuperExprSyntax.self) { return true }   // super.layoutSubviews()
        let name = m.declName.baseName.text
        if ["setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay"].contains(name) { return true }
        guard name == "sizeToFit", call.arguments.isEmpty, case .codeView(let i) = viewValue(base, r, layout.views) else { return false }
        // A plain view's sizeThatFits(_:) returns its own size: its sizeToFit() changes nothing.
        if [.view, .stackView].contains(r.view.codeViews[i].kind) {
            ignored(call, "\(call.shortText): a \(r.view.codeViews[i].kind.name)'s sizeToFit() keeps its size")
        } else {
            sizeToFit(i, ExprSyntax(call), r, layout)
        }
        return true
    }

    /// A label's (or button's, image view's) `sizeToFit()`: its fitting size, at most its width when it wraps.
    private func sizeToFit(_ i: Int, _ node: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) {
        let at = position(node)
        let width = layout.axis(i, vertical: false).size
        let wraps = wraps(i, r)
        layout.set(i, vertical: false) {
            $0.maxSize = wraps ? width.flatMap { $0.isConstant && $0.constant == 0 ? nil : $0 } : nil
            $0.size = .unknown(.fitting(i, vertical: false))
            $0.position = at
        }
        layout.set(i, vertical: true) { $0.size = .unknown(.fitting(i, vertical: true)); $0.position = at }
    }

    /// Whether a label made in code wraps (`numberOfLines` other than 1): its fitting width is then bounded.
    private func wraps(_ i: Int, _ r: ItemViewReading) -> Bool {
        r.view.codeViews[i].properties.contains { $0.key == "numberOfLines" && JSONWriter.write($0.value) != "1" }
    }

    /// `v.frame = …`, `v.frame.origin.x = …`, `v.frame.size = …`, `v.center = …`, `local = …`.
    private func frameAssignment(_ lhs: ExprSyntax, _ rhs: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) {
        guard let value = boundedValue(rhs, r, layout) else { return }
        frameAssignment(lhs, value, at: rhs, r, layout)
    }

    private func frameAssignment(_ lhs: ExprSyntax, _ value: FrameValue, at node: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) {
        if let d = lhs.as(DeclReferenceExprSyntax.self), layout.locals[d.baseName.text] != nil {
            layout.locals[d.baseName.text] = value
            return
        }
        var path: [String] = []
        var e = lhs
        var target: ViewValue = .other
        while let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            path.insert(m.declName.baseName.text, at: 0)
            e = base
            target = viewValue(e, r, layout.views)
            if case .codeView = target { break }
        }
        guard case .codeView(let i) = target else {
            skipped(lhs, "\(lhs.shortText) = … in layoutSubviews() (the frames of views made in code and added to contentView are read)")
            return
        }
        setFrame(i, path.joined(separator: "."), value, at: node, r, layout)
    }

    /// `view.<property> = value` for a frame's `property` (`frame`, `frame.origin.x`, `center`, …).
    private func setFrame(_ i: Int, _ property: String, _ value: FrameValue, at node: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) {
        guard r.view.codeViews[i].superview == .contentView, !r.view.codeViews[i].arranged else {
            skipped(node, "the frame of \(r.view.codeViews[i].name) (the frames of views made in code and added to contentView are read)")
            return
        }
        let at = position(node)
        func set(_ vertical: Bool, origin: FrameLinear? = nil, size: FrameLinear? = nil, center: FrameLinear? = nil) {
            layout.set(i, vertical: vertical) { axis in
                if let size {
                    axis.size = size
                    let own = FrameUnknown.fitting(i, vertical: vertical)
                    let isOwn = size.terms == [own: 1] && size.constant == 0
                    // Its fitting size is at most the width sizeThatFits(_:) was given (or `min(…)` gives now).
                    axis.maxSize = layout.fittingAtMost.flatMap { $0.unknown == own && isOwn ? $0.bound : nil }
                        ?? (isOwn && !vertical ? layout.fitsWithin[i] : nil)
                }
                if let origin { axis.origin = origin }
                // UIKit keeps the centre and sets the origin from it: origin = centre − size / 2.
                if let center { axis.origin = center - (axis.size ?? .number(0)) * 0.5 }
                axis.position = at
            }
        }
        switch (property, value) {
        case ("frame", .rect(let x, let y, let w, let h)):
            set(false, origin: x, size: w); set(true, origin: y, size: h)
        case ("frame.origin", .point(let x, let y)): set(false, origin: x); set(true, origin: y)
        case ("frame.size", .size(let w, let h)): set(false, size: w); set(true, size: h)
        case ("frame.origin.x", .number(let x)): set(false, origin: x)
        case ("frame.origin.y", .number(let y)): set(true, origin: y)
        case ("frame.size.width", .number(let w)): set(false, size: w)
        case ("frame.size.height", .number(let h)): set(true, size: h)
        case ("center", .point(let x, let y)): set(false, center: x); set(true, center: y)
        case ("center.x", .number(let x)): set(false, center: x)
        case ("center.y", .number(let y)): set(true, center: y)
        default:
            skipped(node, "\(r.view.codeViews[i].name).\(property) = \(node.shortText) (frame, frame.origin, frame.size, their x, y, "
                    + "width and height, and center are read)")
        }
    }

    // MARK: Values

    /// The value of an expression of `layoutSubviews()`; nil (said where) when it is not read.
    func frameValue(_ e: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> FrameValue? {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return frameValue(t.elements.first!.expression, r, layout) }
        // `bounds.width < 360 ? 12 : 16`: the branch the path takes (``ItemViewReader+FrameBranches.swift``), else the else branch.
        if let t = e.as(TernaryExprSyntax.self) {
            return frameValue(layoutCondition(t.condition, r, layout) == true ? t.thenExpression : t.elseExpression, r, layout)
        }
        if let i = e.as(IntegerLiteralExprSyntax.self), let v = Double(i.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .number(.number(v))
        }
        if let f = e.as(FloatLiteralExprSyntax.self), let v = Double(f.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .number(.number(v))
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
            return frameNumber(p.expression, r, layout).map { .number(-$0) }
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return frameArithmetic(op, infix, r, layout)
        }
        if let d = e.as(DeclReferenceExprSyntax.self) {
            if let v = layout.locals[d.baseName.text] { return v }
            if let n = storedConstant(d.baseName.text, r) { return n }
            switch d.baseName.text {
            case "bounds": return contentBounds
            case "frame": return contentBounds   // the item's size; its origin is its own superview's business
            default: break
            }
        }
        if let m = e.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            if m.base == nil || ["CGRect", "CGSize", "CGPoint", "UIEdgeInsets"].contains(m.base!.trimmedDescription), name == "zero" {
                return zero(of: m.base?.trimmedDescription)
            }
            if ["greatestFiniteMagnitude", "infinity"].contains(name) {
                skipped(e, "\(e.shortText) in layoutSubviews() is read only as the height given to sizeThatFits(_:)")
                return nil
            }
            if let base = m.base {
                if isSelf(base), ["bounds", "frame"].contains(name) { return contentBounds }
                if isSelf(base), let n = storedConstant(name, r) { return n }
                if case .codeView(let i) = viewValue(base, r, layout.views), name == "intrinsicContentSize" {
                    return .size(.unknown(.fitting(i, vertical: false)), .unknown(.fitting(i, vertical: true)))
                }
                if ["bounds", "frame"].contains(name) {
                    switch viewValue(base, r, layout.views) {
                    case .contentView: return contentBounds
                    case .codeView(let i):
                        let w = sizeUnknown(i, vertical: false, layout), h = sizeUnknown(i, vertical: true, layout)
                        if name == "bounds" { return .rect(.number(0), .number(0), w, h) }
                        return .rect(.unknown(.origin(i, vertical: false)), .unknown(.origin(i, vertical: true)), w, h)
                    default: break
                    }
                }
                if name == "center", case .codeView(let i) = viewValue(base, r, layout.views) {
                    let x = FrameLinear.unknown(.origin(i, vertical: false)) + sizeUnknown(i, vertical: false, layout) * 0.5
                    let y = FrameLinear.unknown(.origin(i, vertical: true)) + sizeUnknown(i, vertical: true, layout) * 0.5
                    return .point(x, y)
                }
                switch viewValue(base, r, layout.views) {
                case .codeView, .contentView:
                    skipped(e, "\(e.shortText) in layoutSubviews() (a view's frame, bounds, center and intrinsicContentSize are read)")
                    return nil
                default: break
                }
                // The item's own frame is its place in the collection view (section insets, the rows above): only its size is the bounds'.
                if ["frame", "self.frame"].contains(base.trimmedDescription), !["width", "height", "size"].contains(name) {
                    skipped(e, "\(e.shortText) in layoutSubviews() is the item's place in the list, not in itself (not read): use bounds.\(name)")
                    return nil
                }
                // A chain from a view, a local or the bounds is a frame's (said where it stops); any other (`Metric.padding`) a constant's.
                var root = ExprSyntax(m)
                while let link = root.as(MemberAccessExprSyntax.self), let b = link.base { root = b }
                if let d = root.as(DeclReferenceExprSyntax.self) {
                    let rootName = d.baseName.text
                    if layout.locals[rootName] != nil || layout.views[rootName] != nil || r.properties[rootName] != nil
                        || ["bounds", "frame", "self", "contentView"].contains(rootName) || d.baseName.tokenKind == .keyword(.self) {
                        return frameMember(name, base, r, layout)
                    }
                }
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return frameCall(call, r, layout) }
        // A constant of the app (`Metric.padding`, `let inset: CGFloat = 16` at file level).
        if let n = constant(e, .float, scope: Scope(parent: globals), selfObject: nil) { return .number(.number(n)) }
        return nil
    }

    /// A view's width or height as read at this line: its fitting size after `sizeToFit()`, else its size.
    private func sizeUnknown(_ i: Int, vertical: Bool, _ layout: FrameLayout) -> FrameLinear {
        let fitting = FrameUnknown.fitting(i, vertical: vertical)
        if let size = layout.axis(i, vertical: vertical).size, size.terms == [fitting: 1], size.constant == 0 { return size }
        return .unknown(.size(.view(i), vertical: vertical))
    }

    /// A stored `let` of the item view whose value is a constant number (`private let padding: CGFloat = 16`); nil for any other.
    private func storedConstant(_ name: String, _ r: ItemViewReading) -> FrameValue? {
        guard let value = r.constants[name], case .other? = r.properties[name], value.is(IntegerLiteralExprSyntax.self)
                || value.is(FloatLiteralExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(InfixOperatorExprSyntax.self)
                || value.is(PrefixOperatorExprSyntax.self),
              let n = constant(value, .float, scope: Scope(parent: globals), selfObject: nil) else { return nil }
        return .number(.number(n))
    }

    private var contentBounds: FrameValue {
        .rect(.number(0), .number(0), .unknown(.size(.contentView, vertical: false)), .unknown(.size(.contentView, vertical: true)))
    }

    private func zero(of type: String?) -> FrameValue {
        switch type {
        case "CGSize": .size(.number(0), .number(0))
        case "CGPoint": .point(.number(0), .number(0))
        case "UIEdgeInsets": .insets(top: 0, left: 0, bottom: 0, right: 0)
        default: .rect(.number(0), .number(0), .number(0), .number(0))
        }
    }

    /// `.minX`, `.maxY`, `.width`, `.origin`, `.size`, `.x` … of a rect, point or size.
    private func frameMember(_ name: String, _ base: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> FrameValue? {
        guard let value = frameValue(base, r, layout) else { return nil }
        switch (value, name) {
        case (.rect(let x, _, _, _), "minX"), (.point(let x, _), "x"): return .number(x)
        case (.rect(_, let y, _, _), "minY"), (.point(_, let y), "y"): return .number(y)
        case (.rect(let x, _, let w, _), "maxX"): return .number(x + w)
        case (.rect(_, let y, _, let h), "maxY"): return .number(y + h)
        case (.rect(let x, _, let w, _), "midX"): return .number(x + w * 0.5)
        case (.rect(_, let y, _, let h), "midY"): return .number(y + h * 0.5)
        case (.rect(_, _, let w, _), "width"), (.size(let w, _), "width"): return .number(w)
        case (.rect(_, _, _, let h), "height"), (.size(_, let h), "height"): return .number(h)
        case (.rect(let x, let y, _, _), "origin"): return .point(x, y)
        case (.rect(_, _, let w, let h), "size"): return .size(w, h)
        case (.insets(let t, _, _, _), "top"): return .number(.number(t))
        case (.insets(_, let l, _, _), "left"): return .number(.number(l))
        case (.insets(_, _, let b, _), "bottom"): return .number(.number(b))
        case (.insets(_, _, _, let rr), "right"): return .number(.number(rr))
        default:
            skipped(base, "\(base.shortText).\(name) in layoutSubviews() (a rect's minX … maxY, width, height, origin and size are read)")
            return nil
        }
    }

    private func frameArithmetic(_ op: String, _ infix: InfixOperatorExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> FrameValue? {
        guard ["+", "-", "*", "/", "%"].contains(op) else {
            skipped(infix, "\(infix.shortText) in layoutSubviews() (+, -, *, / and % of numbers are read)")
            return nil
        }
        guard let a = frameNumber(infix.leftOperand, r, layout), let b = frameNumber(infix.rightOperand, r, layout) else { return nil }
        let result: FrameLinear
        switch op {
        case "%":
            // `index % columns` of a loop: a remainder of constants.
            guard a.isConstant, b.isConstant, b.constant != 0 else {
                skipped(infix, "\(infix.shortText) in layoutSubviews() (% of constants is read)")
                return nil
            }
            result = .number(a.constant.truncatingRemainder(dividingBy: b.constant))
        case "+": result = a + b
        case "-": result = a - b
        case "*":
            guard a.isConstant || b.isConstant else { return nonlinear(infix) }
            result = a.isConstant ? b * a.constant : a * b.constant
        default:
            guard b.isConstant else { return nonlinear(infix) }
            result = a * (1 / b.constant)
        }
        return bounded(result, infix).map { .number($0) }
    }

    /// `value` when it is finite and within ``SetupLimits/frameMagnitude``; else nil, said at `node`.
    private func bounded(_ value: FrameLinear, _ node: some SyntaxProtocol) -> FrameLinear? {
        let limit = SetupLimits.frameMagnitude
        if value.mixed {
            skipped(node, "\(node.shortText) in layoutSubviews() adds a max or min of a frame to another frame's number, which "
                    + "differs per ad (not read): give the max or min to the frame itself")
            return nil
        }
        guard value.isFinite, abs(value.constant) <= limit, value.terms.values.allSatisfy({ abs($0) <= limit }),
              [value.atLeast, value.atMost].allSatisfy({ $0 == nil || abs($0!) <= limit }) else {
            skipped(node, "\(node.shortText) in layoutSubviews() is not a finite frame within ±\(Self.frameMagnitudeText) points")
            return nil
        }
        return value
    }

    /// The value of `e` when each of its numbers is ``bounded(_:_:)``.
    private func boundedValue(_ e: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> FrameValue? {
        guard let value = frameValue(e, r, layout) else { return nil }
        let numbers: [FrameLinear]
        switch value {
        case .number(let a): numbers = [a]
        case .point(let a, let b), .size(let a, let b): numbers = [a, b]
        case .rect(let a, let b, let c, let d): numbers = [a, b, c, d]
        case .insets(let t, let l, let b, let rr): numbers = [t, l, b, rr].map { .number($0) }
        case .view, .flag: numbers = []
        }
        for n in numbers where bounded(n, e) == nil { return nil }
        return value
    }

    /// The number `e` is; nil (said there when it is another value) otherwise.
    func frameNumber(_ e: ExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> FrameLinear? {
        guard let value = frameValue(e, r, layout) else { return nil }
        guard case .number(let n) = value else {
            skipped(e, "\(e.shortText) in layoutSubviews() is a rect, size, point or insets where a number is read")
            return nil
        }
        return bounded(n, e)
    }

    /// ``SetupLimits/frameMagnitude`` as messages write it: `20,000`.
    /// The calls a frame's value is read through, for the call that is not one of them.
    static let frameCalls = "CGRect(x:y:width:height:), CGRect(origin:size:), CGSize, CGPoint, insetBy(dx:dy:), inset(by:), "
        + "sizeThatFits(_:), min, max, floor, ceil and round are read; compute the frame with those"
    static let frameMagnitudeText = "\(Int(SetupLimits.frameMagnitude) / 1000),\(String(Int(SetupLimits.frameMagnitude) % 1000 + 1000).dropFirst())"

    private func nonlinear(_ e: some SyntaxProtocol) -> FrameValue? {
        skipped(e, "\(e.shortText) in layoutSubviews() multiplies or divides by a frame's size, which differs per ad (not read)")
        return nil
    }

    /// `CGRect(x:y:width:height:)`, `CGRect(origin:size:)`, `CGSize`, `CGPoint`, `UIEdgeInsets`, `rect.insetBy(dx:dy:)`,
    /// `rect.inset(by:)`, `label.sizeThatFits(_:)`, `max`/`min` of constants, `floor`/`ceil`/`round`.
    private func frameCall(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ layout: FrameLayout) -> FrameValue? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        func numbers() -> [FrameLinear]? {
            var out: [FrameLinear] = []
            for a in call.arguments {
                guard let n = frameNumber(a.expression, r, layout) else { return nil }
                out.append(n)
            }
            return out
        }
        let callee = call.calledExpression.trimmedDescription
        switch (callee, labels) {
        case ("CGRect", ["x", "y", "width", "height"]), ("CGRect.init", ["x", "y", "width", "height"]):
            guard let n = numbers() else { return nil }
            return .rect(n[0], n[1], n[2], n[3])
        case ("CGRect", ["origin", "size"]):
            guard case .point(let x, let y)? = frameValue(call.arguments.first!.expression, r, layout),
                  case .size(let w, let h)? = frameValue(call.arguments.last!.expression, r, layout) else { return nil }
            return .rect(x, y, w, h)
        case ("CGSize", ["width", "height"]):
            guard let n = numbers() else { return nil }
            return .size(n[0], n[1])
        case ("CGPoint", ["x", "y"]):
            guard let n = numbers() else { return nil }
            return .point(n[0], n[1])
        case ("UIEdgeInsets", ["top", "left", "bottom", "right"]):
            guard let n = numbers(), n.allSatisfy(\.isConstant) else {
                skipped(call, "\(call.shortText) in layoutSubviews() (insets of constants are read)")
                return nil
            }
            return .insets(top: n[0].constant, left: n[1].constant, bottom: n[2].constant, right: n[3].constant)
        case ("CGFloat", ["_"]), ("Double", ["_"]), ("Float", ["_"]):
            return numbers().map { .number($0[0]) }
        case ("max", _), ("min", _):
            guard let n = numbers(), !n.isEmpty else { return nil }
            // `min(label.frame.width, maxWidth)` after sizeToFit(): the fitting size, bounded (as sizeThatFits(_:) bounds it).
            if callee == "min", n.count == 2, let k = n.firstIndex(where: { $0.constant == 0 && $0.terms.count == 1 && $0.terms.values.first == 1 }),
               case .fitting? = n[k].terms.keys.first, n[1 - k].terms.keys.allSatisfy({ if case .fitting = $0 { false } else { true } }) {
                layout.fittingAtMost = (n[k].terms.keys.first!, n[1 - k])
                return .number(n[k])
            }
            if let clamped = clamp(callee, n) { return .number(clamped) }
            guard n.allSatisfy(\.isConstant) else {
                skipped(call, "\(call.shortText) in layoutSubviews() depends on frames, which differ per ad (\(callee) of constants, "
                        + "or of a constant and one number of frames, is read)")
                return nil
            }
            let values = n.map(\.constant)
            return .number(.number(callee == "max" ? values.max()! : values.min()!))
        case ("floor", ["_"]), ("ceil", ["_"]), ("round", ["_"]):
            guard let n = numbers() else { return nil }
            if n[0].isConstant {
                let c = n[0].constant
                return .number(.number(callee == "floor" ? c.rounded(.down) : callee == "ceil" ? c.rounded(.up) : c.rounded()))
            }
            ignored(call, "\(callee) of a frame is read unrounded (it differs by less than 1 point)")
            return .number(n[0])
        default:
            break
        }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else {
            skipped(call, "\(call.shortText) in layoutSubviews() is not read: " + Self.frameCalls)
            return nil
        }
        switch (m.declName.baseName.text, labels) {
        case ("insetBy", ["dx", "dy"]):
            guard case .rect(let x, let y, let w, let h)? = frameValue(base, r, layout), let n = numbers() else { return nil }
            return .rect(x + n[0], y + n[1], w - n[0] * 2, h - n[1] * 2)
        case ("inset", ["by"]):
            guard case .rect(let x, let y, let w, let h)? = frameValue(base, r, layout),
                  case .insets(let t, let l, let b, let rr)? = frameValue(call.arguments.first!.expression, r, layout) else { return nil }
            return .rect(x + .number(l), y + .number(t), w - .number(l + rr), h - .number(t + b))
        case ("sizeThatFits", ["_"]):
            guard case .codeView(let i) = viewValue(base, r, layout.views) else { break }
            // The width given bounds a label that wraps; the height given is not read (UIKit's labels ignore it too).
            var maxWidth: FrameLinear?
            if let size = call.arguments.first!.expression.as(FunctionCallExprSyntax.self), size.calledExpression.trimmedDescription == "CGSize",
               let w = size.arguments.first?.expression, !["CGFloat.greatestFiniteMagnitude", ".greatestFiniteMagnitude"].contains(w.trimmedDescription) {
                guard let n = frameNumber(w, r, layout) else { return nil }
                maxWidth = n
            }
            if wraps(i, r) {
                layout.set(i, vertical: false) { $0.maxSize = maxWidth }
                layout.fitsWithin[i] = maxWidth
            }
            return .size(.unknown(.fitting(i, vertical: false)), .unknown(.fitting(i, vertical: true)))
        default:
            break
        }
        skipped(call, "\(call.shortText) in layoutSubviews() is not read: " + Self.frameCalls)
        return nil
    }

    // MARK: Constraints

    /// Each view's frame as required constraints at its line: two per axis (an edge or centre, and the size or
    /// another edge), or one when its size is its own fitting size. `autoresizing`: the views that kept
    /// `translatesAutoresizingMaskIntoConstraints` before layoutSubviews() ran; `placed` gets those given constraints.
    func emitFrames(_ layout: FrameLayout, _ r: ItemViewReading, autoresizing: Set<Int>, placed placedViews: inout Set<Int>) -> [CodeConstraintRecord] {
        var out: [CodeConstraintRecord] = []
        for i in layout.order {
            let view = r.view.codeViews[i]
            guard autoresizing.contains(i) else {
                if let at = layout.axis(i, vertical: false).position ?? layout.axis(i, vertical: true).position {
                    report(.warning, .swiftSkipped, at, "skipped: the frame of \(view.name) is not read: it has translatesAutoresizingMaskIntoConstraints "
                           + "= false, so its constraints place it; set a frame only on views that keep the default true")
                }
                continue
            }
            var placed = false
            for vertical in [false, true] {
                let axis = layout.axis(i, vertical: vertical)
                guard let at = axis.position else { continue }
                let names = vertical ? ["y", "height"] : ["x", "width"]
                guard let size = axis.size else {
                    report(.warning, .swiftSkipped, at, "\(view.name)'s \(names[1]) is set by no line of layoutSubviews(), so UIKit "
                           + "draws it 0 \(vertical ? "high" : "wide"); set its frame's size or call sizeToFit()")
                    continue
                }
                let origin = axis.origin ?? .number(0)
                let made = frameConstraints(i, vertical: vertical, origin: origin, size: size, maxSize: axis.maxSize, at: at, r, layout, &out)
                if !made {
                    report(.warning, .swiftSkipped, at, "skipped: \(view.name)'s \(names[0]) and \(names[1]) set in layoutSubviews() are not "
                           + "read: each edge and size must be a number plus the bounds or one other view's frame (not its own, nor two "
                           + "views' at once)")
                } else {
                    placed = true
                }
            }
            if placed { placedViews.insert(i) }
        }
        return out
    }

    /// The constraints of one axis; false when they cannot be written as constraints of two views.
    private func frameConstraints(_ i: Int, vertical: Bool, origin: FrameLinear, size: FrameLinear, maxSize: FrameLinear?,
                                  at: SetupPosition, _ r: ItemViewReading, _ layout: FrameLayout, _ out: inout [CodeConstraintRecord]) -> Bool {
        let attrs: (lead: AppCodeConstraint.Attribute, center: AppCodeConstraint.Attribute, trail: AppCodeConstraint.Attribute,
                    size: AppCodeConstraint.Attribute) = vertical ? (.top, .centerY, .bottom, .height) : (.left, .centerX, .right, .width)
        let ownSize = FrameUnknown.size(.view(i), vertical: vertical)
        let fitting = FrameUnknown.fitting(i, vertical: vertical)
        // origin = X + β·ownSize (e.g. `bounds.width - 16 - title.frame.width`).
        var x = origin
        let beta = (x.terms.removeValue(forKey: ownSize) ?? 0) + (x.terms.removeValue(forKey: fitting) ?? 0)
        let fits = size.terms == [fitting: 1] && size.constant == 0
        var made: [CodeConstraintRecord] = []
        func record(_ attribute: AppCodeConstraint.Attribute, _ value: FrameLinear, location: Bool) -> Bool {
            guard let c = constraint(.view(i), attribute, value, location: location, vertical: vertical, at: at, i, layout) else { return false }
            made.append(c)
            return true
        }
        guard !x.mixed, !size.mixed, maxSize.map({ $0.atLeast == nil && !$0.mixed }) ?? true else { return false }
        if fits {
            guard !x.isClamped, !size.isClamped else { return false }
            // Its own size: only the edge the origin names (β = 0: leading, −½: centre, −1: trailing).
            let attribute: AppCodeConstraint.Attribute
            switch beta {
            case 0: attribute = attrs.lead
            case -0.5: attribute = attrs.center
            case -1: attribute = attrs.trail
            default: return false
            }
            guard record(attribute, x, location: true) else { return false }
            // At most the width it was given (a `min(…, c)` of it: at most each).
            for limit in maxSize.map({ m in m.atMost.map { [m.unclamped, .number($0)] } ?? [m] }) ?? [] {
                // As a width, or as a trailing edge when the width spans two views.
                let bound = constraint(.view(i), attrs.size, limit, location: false, vertical: vertical, at: at, i, layout)
                    ?? (beta == 0 ? constraint(.view(i), attrs.trail, x + limit, location: true, vertical: vertical, at: at, i, layout) : nil)
                guard var c = bound else { return false }
                c.relation = .lessThanOrEqual
                made.append(c)
            }
        } else if x.isClamped || size.isClamped {
            guard beta == 0, size.terms[ownSize] == nil, size.terms[fitting] == nil, size.terms[.origin(i, vertical: vertical)] == nil,
                  let c = clampConstraints(i, vertical: vertical, origin: x, size: size, at: at, layout) else { return false }
            made = c
        } else {
            var size = size
            // `width: content.maxX - titleLabel.frame.minX` after the origin was set: the origin as set (X + β·size).
            if let c = size.terms.removeValue(forKey: .origin(i, vertical: vertical)) {
                guard c * beta != 1 else { return false }
                size = (size + x * c) * (1 / (1 - c * beta))
            }
            guard size.terms[ownSize] == nil, size.terms[fitting] == nil else { return false }
            // lead = X + β·size; lead + α·size = X + (α + β)·size for α = ½, 1; size = W.
            let candidates: [(AppCodeConstraint.Attribute, FrameLinear, Bool)] = [
                (attrs.lead, x + size * beta, true), (attrs.size, size, false),
                (attrs.trail, x + size * (1 + beta), true), (attrs.center, x + size * (0.5 + beta), true),
            ]
            var chosen = 0
            for (attribute, value, location) in candidates where chosen < 2 {
                if record(attribute, value, location: location) { chosen += 1 }
            }
            guard chosen == 2 else { return false }
        }
        for var c in made {
            c.isActive = true
            out.append(c)
        }
        if fits {
            // `sizeToFit()` sets the frame to the fitting size: no other view's text takes from it (at most its given width).
            let name = vertical ? "vertical" : "horizontal"
            let view = r.view.codeViews[i]
            for (key, p) in [("hugging", 1000.0), ("compressionResistance", maxSize != nil ? 999 : 1000)] {
                view.priorities[key, default: []].removeAll { $0.axis == name }
                view.priorities[key, default: []].append((name, .at(at, .number(p))))
            }
        }
        return true
    }

    /// `first.attribute == value` as one constraint (``directConstraint(_:_:_:location:vertical:at:_:)``), or, for a
    /// location, with another view's origin written in for the number it was set to: `y += v.frame.height + 8` after
    /// `v.frame.origin.y = y` is `v.frame.maxY + 8`, an edge of `v`.
    func constraint(_ first: CodeViewItem, _ attribute: AppCodeConstraint.Attribute, _ value: FrameLinear, location: Bool,
                            vertical: Bool, at: SetupPosition, _ i: Int, _ layout: FrameLayout) -> CodeConstraintRecord? {
        if let c = directConstraint(first, attribute, value, location: location, vertical: vertical, at: at, i) { return c }
        guard location else { return nil }
        for case .view(let j) in Set(value.terms.keys.map(\.view)) where j != i {
            let origin = FrameUnknown.origin(j, vertical: vertical)
            guard let set = layout.axis(j, vertical: vertical).origin, set.terms[origin] == nil else { continue }
            let k = 1 - (value.terms[origin] ?? 0)
            let rewritten = value + (FrameLinear.unknown(origin) - set) * k
            if let c = directConstraint(first, attribute, rewritten, location: true, vertical: vertical, at: at, i) { return c }
        }
        return nil
    }

    /// `first.attribute == value` as one constraint: `value` is a constant plus one view's edge, centre or
    /// size (a location at multiplier 1; the content view's width also at ½ for its centre).
    private func directConstraint(_ first: CodeViewItem, _ attribute: AppCodeConstraint.Attribute, _ value: FrameLinear, location: Bool,
                                  vertical: Bool, at: SetupPosition, _ i: Int) -> CodeConstraintRecord? {
        // A max or min is one constraint only with its bound beside it (``clampConstraints``).
        guard !value.isClamped, !value.mixed else { return nil }
        let attrs: (lead: AppCodeConstraint.Attribute, center: AppCodeConstraint.Attribute, trail: AppCodeConstraint.Attribute,
                    size: AppCodeConstraint.Attribute) = vertical ? (.top, .centerY, .bottom, .height) : (.left, .centerX, .right, .width)
        guard value.terms.keys.allSatisfy({ Self.isVertical($0) == vertical }), abs(value.constant) <= SetupLimits.frameMagnitude else { return nil }
        let views = Set(value.terms.keys.map(\.view))
        guard views.count <= 1 else { return nil }
        func make(_ second: (CodeViewItem, AppCodeConstraint.Attribute)?, _ multiplier: Double) -> CodeConstraintRecord {
            CodeConstraintRecord(first: (first, attribute), relation: .equal, second: second, multiplier: multiplier,
                                 constant: value.constant, position: at)
        }
        guard let other = views.first else {
            // A constant: a size, or a location from the content view's leading edge.
            return location ? make((.contentView, attrs.lead), 1) : make(nil, 1)
        }
        if other == .contentView {
            let k = value.terms[.size(.contentView, vertical: vertical)] ?? 0
            if location {
                switch k {
                case 1: return make((.contentView, attrs.trail), 1)
                case 0.5: return make((.contentView, attrs.center), 1)
                default: return nil
                }
            }
            return make((.contentView, attrs.size), k)
        }
        guard case .view(let j) = other else { return nil }
        let o = value.terms[.origin(j, vertical: vertical)] ?? 0
        // Another view's fitting size is its size once it is sized so (its `sizeToFit()` ran first).
        let s = (value.terms[.size(.view(j), vertical: vertical)] ?? 0) + (value.terms[.fitting(j, vertical: vertical)] ?? 0)
        if location {
            guard o == 1 else { return nil }
            switch s {
            case 0: return make((other, attrs.lead), 1)
            case 0.5: return make((other, attrs.center), 1)
            case 1: return make((other, attrs.trail), 1)
            default: return nil
            }
        }
        guard o == 0, j != i else { return nil }
        return make((other, attrs.size), s)
    }

    private static func isVertical(_ u: FrameUnknown) -> Bool {
        switch u {
        case .origin(_, let v), .size(_, let v), .fitting(_, let v): v
        }
    }
}

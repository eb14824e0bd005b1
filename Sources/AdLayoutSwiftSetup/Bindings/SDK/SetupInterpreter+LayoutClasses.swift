import AdLayoutCore
import Foundation
import SwiftSyntax

/// `class X: AdListItemViewLayout { … }`: stored-property defaults, `init` assignments, and the
/// `viewSize`/`itemColumns` overrides translated into expressions.
extension SetupInterpreter {
    /// Why an override's body cannot be translated; nil message when it was reported already.
    struct SizingSkip: Error {
        var node: Syntax?
        var message: String?
    }

    func readLayoutClass(_ decl: ClassDeclSyntax, _ c: SetupLayoutClass) {
        // Stored properties the class adds: numbers that viewSize/itemColumns may use, values init may use.
        // Its static properties are constants, read when used (`Self.x`, `\(c.name).x`).
        let classScope = Scope(parent: globals) { [unowned self] name in constant(named: "\(c.name).\(name)") }
        for member in decl.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self), !v.isStatic else { continue }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if binding.accessorBlock != nil {
                    skipped(binding, "computed property \(name) of \(c.name)")
                    continue
                }
                if c.initObject.kind.type(of: name) != nil {
                    report(.error, .invalidValue, binding, "\(name) is a property of AdListItemViewLayout; set it in init()")
                    continue
                }
                let declared = binding.typeAnnotation.flatMap { swiftType($0.type) }
                guard let initial = binding.initializer?.value,
                      let value = evaluate(initial, expected: declared, scope: classScope, selfObject: nil) else {
                    skipped(binding, "stored property \(name) of \(c.name) (a number or Bool with a constant value is read)")
                    continue
                }
                guard case .number(let n) = fixNumberType(value, declared) else {
                    // A colour, font or attribute the class's init uses.
                    if case .foreign = value {
                        skipped(binding, "stored property \(name) of \(c.name) (a number or Bool with a constant value is read)")
                    } else {
                        classScope.declare(name, value, type: declared)
                    }
                    continue
                }
                guard let type = try? n.naturalType(), let constant = try? n.constantValue(in: type) else {
                    skipped(binding, "stored property \(name) of \(c.name) (a number or Bool with a constant value is read)")
                    continue
                }
                c.customProperties[name] = (constant, type)
                classScope.declare(name, .number(.typed(type == .bool ? .bool(constant != 0) : .literal(constant, integer: type == .int), type)))
            }
        }
        for member in decl.memberBlock.members {
            let d = member.decl
            if let v = d.as(VariableDeclSyntax.self) {
                if v.isStatic { readStatic(v, typeName: c.name) }
                continue
            }
            if let i = d.as(InitializerDeclSyntax.self) {
                guard i.signature.parameterClause.parameters.isEmpty, i.optionalMark == nil else {
                    ignored(i, "\(i.initKeyword.text)\(i.optionalMark?.text ?? "")(\(i.signature.parameterClause.parameters.shortText)) of \(c.name) (only init() makes layouts)")
                    continue
                }
                let scope = Scope(parent: classScope)
                execute(i.body?.statements ?? [], scope: scope, selfObject: c.initObject)
                // What init assigns to the added properties is their value.
                for (name, old) in c.customProperties {
                    if case .number(let n)? = classScope.lookup(name), let v = try? n.constantValue(in: old.type) {
                        c.customProperties[name] = (v, old.type)
                    }
                }
                continue
            }
            if let f = d.as(FunctionDeclSyntax.self) {
                let name = f.name.text
                let parameters = f.signature.parameterClause.parameters.count
                if (name == "viewSize" && parameters == 1) || (name == "itemColumns" && parameters == 2) {
                    translateSizing(f, c, classScope: classScope)
                } else {
                    skipped(f, "func \(name) of \(c.name) (a layout class's init, viewSize(_:) and itemColumns(_:numberOfItems:) are read)")
                }
                continue
            }
            skipped(d, "\(describeDecl(d)) in \(c.name)")
        }
    }

    private func translateSizing(_ f: FunctionDeclSyntax, _ c: SetupLayoutClass, classScope: Scope) {
        let isViewSize = f.name.text == "viewSize"
        let names = f.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let scope = Scope(parent: classScope)
        scope.declare(names[0], .size(.variable("parentSize.width", .float), .variable("parentSize.height", .float)))
        if !isViewSize { scope.declare(names[1], .number(.variable("numberOfItems", .int))) }
        sizing = SizingContext(layoutClass: c)
        defer { sizing = nil }
        let what = isViewSize ? "viewSize(_:)" : "itemColumns(_:numberOfItems:)"
        func skip(_ node: (any SyntaxProtocol)?, _ message: String) {
            report(.warning, .swiftSkipped, node.map { position($0) } ?? position(f.name),
                   "skipped: \(c.name).\(what): \(message); the class keeps its base's \(isViewSize ? "viewSize" : "itemColumns")")
        }
        // A constant result must be a number the document can hold (`0 / 0` is NaN in Swift; JSON has no NaN).
        func finite(_ parts: [(String, NumberExpression)], _ type: NumberType) -> Bool {
            for (name, e) in parts {
                guard let v = try? e.constantValue(in: type), !v.isFinite else { continue }
                report(.error, .invalidValue, position(f.name), "\(c.name).\(what) returns \(name) that is "
                       + "\(v.isNaN ? "not a number (NaN)" : "infinite") (a division by zero?); a setup value must be a finite number")
                return false
            }
            return true
        }
        do {
            let value = try sizingValue(f.body?.statements ?? [], scope: scope)
            let at = position(f.name)
            if isViewSize {
                guard case .size(let w, let h) = value else { skip(f.name, "it must return a CGSize"); return }
                _ = try w.text(in: .float); _ = try h.text(in: .float)
                guard finite([("a width", w), ("a height", h)], .float) else { return }
                c.viewSize = (w, h, at)
            } else {
                guard case .array(let items) = value, items.count == 2 else { skip(f.name, "it must return [columns, itemsPerPage]"); return }
                for item in items where try item.resolvedType(in: .int) != .int {
                    skip(f.name, "it must return Int values (Swift needs Int(…) for CGFloat)"); return
                }
                guard finite([("a number of columns", items[0]), ("a number of items per page", items[1])], .int) else { return }
                c.itemColumns = (items[0], items[1], at)
            }
        } catch let error as SizingSkip {
            skip(error.node, error.message ?? "its body is outside the supported subset (see above)")
        } catch let error as NumberExpression.TypeError {
            skip(f.name, error.message)
        } catch {
            skip(f.name, "\(error)")
        }
    }

    /// The value `items` return on every path (``SizingStatements``: an `if` or `guard` splits the rest of
    /// the body in two, each branch with its own names, at most ``SetupLimits/branches`` deep). A body of one
    /// expression returns it (Swift's implicit return: `CGSize(width: w, height: 80)`).
    private func sizingValue(_ items: CodeBlockItemListSyntax, scope: Scope) throws -> SetupValue {
        if items.count == 1, let only = items.first, let e = implicitReturn(only, scope: scope) {
            guard count(only) else { throw SizingSkip(node: nil, message: nil) }
            guard let value = evaluate(e, expected: nil, scope: scope, selfObject: sizing?.layoutClass.initObject) else {
                throw SizingSkip(node: nil, message: nil)
            }
            return value
        }
        var path = SizingStatements.Path(scope: scope, depth: 0)
        guard let value = try SizingStatements(setup: self, selfObject: sizing?.layoutClass.initObject).run(items, &path) else {
            throw SizingSkip(node: nil, message: "not every path returns a value")
        }
        return value
    }

    /// The expression a body of one statement returns: one that is no `if`, `switch` or assignment to a name of the body.
    private func implicitReturn(_ item: CodeBlockItemSyntax, scope: Scope) -> ExprSyntax? {
        let e: ExprSyntax
        switch item.item {
        case .expr(let expr): e = expr
        case .stmt(let s): guard let statement = s.as(ExpressionStmtSyntax.self) else { return nil }; e = statement.expression
        case .decl: return nil
        }
        if e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) { return nil }
        if let infix = e.as(InfixOperatorExprSyntax.self), let target = infix.leftOperand.as(DeclReferenceExprSyntax.self),
           scope.lookup(target.baseName.text) != nil,
           infix.operator.is(AssignmentExprSyntax.self)
            || infix.operator.as(BinaryOperatorExprSyntax.self).flatMap({ BinaryOperator.compound[$0.operator.text] }) != nil {
            return nil
        }
        return e
    }

    /// Refuses the `if` or `guard` at `node` when the path is already ``SetupLimits/branches`` deep.
    func deeper(_ depth: Int, at node: TokenSyntax) throws {
        guard depth < SetupLimits.branches else {
            limitPassed(node, "more than \(SetupLimits.branches) if and guard statements on one path through the body "
                        + "(each reads the rest of the body once per branch); the limit is \(SetupLimits.branches)")
            throw SizingSkip(node: nil, message: nil)
        }
    }

    func merge(_ test: NumberExpression, _ a: SetupValue, _ b: SetupValue, node: Syntax) throws -> SetupValue {
        guard let merged = conditional(test, a, b) else {
            throw SizingSkip(node: node, message: "its branches return values of different shapes")
        }
        guard let value = bounded(merged, at: node) else { throw SizingSkip(node: nil, message: nil) }
        return value
    }

    func condition(_ conditions: ConditionElementListSyntax, scope: Scope) throws -> NumberExpression {
        var result: NumberExpression?
        for element in conditions {
            guard case .expression(let e) = element.condition else {
                throw SizingSkip(node: Syntax(element), message: "\(element.shortText): only Bool conditions are read")
            }
            guard let n = number(e, scope: scope, selfObject: sizing?.layoutClass.initObject) else { throw SizingSkip(node: nil, message: nil) }
            guard try n.naturalType() == .bool else { throw SizingSkip(node: Syntax(e), message: "\(e.shortText) is not a Bool") }
            result = result.map { .binary(.and, $0, n) } ?? n
        }
        guard let result else { throw SizingSkip(node: nil, message: "an if needs a condition") }
        return result
    }

    /// `super.viewSize(parentSize)` / `super.itemColumns(…)` inside an override: the base class's
    /// expressions when the reader knows them.
    func superCall(_ name: String, _ c: SetupLayoutClass, node: FunctionCallExprSyntax) -> SetupValue? {
        var base = c.base
        while let parent = layoutClassByName[base], parent.name != c.name {
            if name == "viewSize", let vs = parent.viewSize { return .size(vs.width, vs.height) }
            if name == "itemColumns", let ic = parent.itemColumns { return .array([ic.columns, ic.perPage]) }
            if parent.base == parent.name { break }
            base = parent.base
        }
        if base == "AdListItemViewLayout" {
            if name == "viewSize" {
                let width = NumberExpression.binary(.subtract, .binary(.subtract, .variable("parentSize.width", .float),
                                                                       .variable("sectionInset.left", .float)),
                                                    .variable("sectionInset.right", .float))
                return .size(width, .typed(.literal(Double(TnkLayout.wrapContent), integer: false), .float))
            }
            if name == "itemColumns" { return .array([.literal(1, integer: true), .literal(0, integer: true)]) }
        }
        skipped(node, "\(node.shortText): \(base).\(name) is not known to the setup reader")
        return nil
    }
}

import AdLayoutCore
import AdLayoutInterfaceBuilder
import Foundation
import SwiftSyntax

/// Calls: initialisers (layouts, attributes, colours, fonts, insets, sizes), number functions,
/// `TnkLayout.shared.register…`, and calls outside the setup (noted and ignored).
extension SetupInterpreter {
    typealias Arguments = [(label: String?, expr: ExprSyntax)]

    func arguments(_ call: FunctionCallExprSyntax) -> Arguments {
        call.arguments.map { ($0.label?.text, $0.expression) }
    }

    // MARK: Statements

    func callStatement(_ call: FunctionCallExprSyntax, scope: Scope, selfObject: SetupObject?) {
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            if baseExpr.is(SuperExprSyntax.self) { return }   // super.init(), super.viewDidLoad()
        }
        if bindingStatement(call, scope: scope, selfObject: selfObject) { return }
        guard let value = callValue(call, expected: nil, scope: scope, selfObject: selfObject) else { return }
        switch value {
        case .foreign, .instance:
            ignored(call, "\(call.shortText) (not part of the layout setup)")
        default:
            skipped(call, "\(call.shortText) (its result is not used)")
        }
    }

    /// The arguments of `call` by label, when it has exactly `labels` (an error otherwise).
    func labelled(_ call: FunctionCallExprSyntax, _ labels: [String]) -> [String: ExprSyntax]? {
        let args = arguments(call)
        var found: [String: ExprSyntax] = [:]
        for (label, expr) in args {
            guard let label, labels.contains(label) else {
                report(.error, .invalidValue, expr, "unexpected argument \(label.map { "\($0):" } ?? "without a label") in \(call.calledExpression.shortText)(…); "
                       + "it takes \(labels.map { "\($0):" }.joined(separator: " "))")
                return nil
            }
            found[label] = expr
        }
        for label in labels where found[label] == nil {
            report(.error, .missingValue, call, "missing argument \(label): in \(call.calledExpression.shortText)(…)")
            return nil
        }
        return found
    }

    func enumName(_ value: SetupValue, _ type: SetupType, node: ExprSyntax) -> String? {
        if case .json(let n, _) = value, case .string(let s) = n.value { return s }
        if case .member(let name) = value, case .json(let n, _)? = member(name, as: type, node: node), case .string(let s) = n.value {
            return s
        }
        report(.error, .typeMismatch, node, "expected a \(type) case (.name), found \(describe(value))")
        return nil
    }

    // MARK: Values

    func callValue(_ call: FunctionCallExprSyntax, expected: SetupType?, scope: Scope, selfObject: SetupObject?) -> SetupValue? {
        let called = call.calledExpression
        // `{ let l = LabelAttribute(); …; return l }()`: a closure called where it is written.
        if let closure = called.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return bodyValue(closure.statements, expected: expected, scope: scope, selfObject: selfObject, node: call)
        }
        if call.trailingClosure != nil { return .foreign(call.shortText) }
        if let ref = called.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if scope.lookup(name) != nil { return .foreign(call.shortText) }
            return construct(name, call, expected: expected, scope: scope, selfObject: selfObject)
        }
        guard let m = called.as(MemberAccessExprSyntax.self) else { return .foreign(call.shortText) }
        let name = m.declName.baseName.text
        guard let baseExpr = m.base else {
            // `.systemFont(ofSize: 17)`, `.init(…)`: the type the context wants.
            switch expected {
            case .font?:
                return bindingValue(call, type: "UIFont", method: name, expected: expected, scope: scope, selfObject: selfObject)
                    ?? .foreign(call.shortText)
            case .color? where name == "init", .buttonBackground? where name == "init":
                return construct("UIColor", call, expected: expected, scope: scope, selfObject: selfObject)
            case .object(let kind)? where name == "init": return construct(kind.typeName, call, expected: expected, scope: scope, selfObject: selfObject)
            default:
                skipped(call, "\(call.shortText) (its type is not known here)")
                return nil
            }
        }
        if baseExpr.is(SuperExprSyntax.self) {
            if let sizing { return superCall(name, sizing.layoutClass, node: call) }
            return .foreign(call.shortText)
        }
        guard let base = evaluate(baseExpr, expected: nil, scope: scope, selfObject: selfObject) else { return nil }
        switch base {
        case .type(let typeName):
            if name == "init" { return construct(typeName, call, expected: expected, scope: scope, selfObject: selfObject) }
            if let answer = bindingValue(call, type: typeName, method: name, expected: expected, scope: scope, selfObject: selfObject) {
                return answer
            }
            if isBindingType(typeName) {
                skipped(call, "\(call.shortText) (not part of the supported setup subset)")
                return nil
            }
            return .foreign(call.shortText)
        case .json(_, .color), .member:
            guard name == "withAlphaComponent" else { break }
            let args = arguments(call)
            guard args.count == 1, args[0].label == nil || args[0].label == "alpha" else {
                report(.error, .invalidValue, call, "withAlphaComponent takes one number (the alpha, 0…1)")
                return nil
            }
            guard let colour = colourValue(base, node: baseExpr),
                  let alpha = constant(args[0].expr, .float, scope: scope, selfObject: selfObject) else { return nil }
            return .json(.at(position(call), .string(Color(argb: colour).withAlphaComponent(alpha).hexString)), .color)
        case .number(let n):
            guard name == "rounded" else { break }
            let args = arguments(call)
            guard args.count <= 1 else { break }
            guard let rule = args.first else { return .number(.call("round", [n])) }
            let names = ["down": "floor", "up": "ceil", "towardZero": "int", "toNearestOrAwayFromZero": "round"]
            guard let ruleName = rule.expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text, let f = names[ruleName] else { break }
            return .number(f == "int" ? .typed(n, .int) : .call(f, [n]))
        case .foreign, .instance:
            return .foreign(call.shortText)
        case .object(let o):
            skipped(call, "\(call.shortText) (\(o.kind.typeName) methods are not part of the setup subset)")
            return nil
        default:
            break
        }
        skipped(call, "\(call.shortText) (not part of the supported setup subset)")
        return nil
    }

    /// A number the setup computes now (a property value), in `type`.
    func constant(_ expr: ExprSyntax, _ type: NumberType, scope: Scope, selfObject: SetupObject?) -> Double? {
        guard let n = number(expr, scope: scope, selfObject: selfObject) else { return nil }
        do {
            if let v = try n.constantValue(in: type) { return v }
            skipped(expr, "\(expr.shortText) is not a constant")
        } catch {
            report(.error, .typeMismatch, expr, "\(error.message) in \(expr.shortText)")
        }
        return nil
    }

    /// `TypeName(…)` or `function(…)`: the evaluator's number functions and conversions, then the
    /// types of the bindings (``SetupBinding``), then an instance of a class of the app.
    private func construct(_ name: String, _ call: FunctionCallExprSyntax, expected: SetupType?, scope: Scope,
                           selfObject: SetupObject?) -> SetupValue? {
        let args = arguments(call)
        switch name {
        case "CGFloat", "Double", "Float", "Int":
            guard args.count == 1, args[0].label == nil else {
                skipped(call, "\(call.shortText) (a conversion of one number is read)")
                return nil
            }
            guard let n = number(args[0].expr, scope: scope, selfObject: selfObject) else { return nil }
            return .number(.typed(n, name == "Int" ? .int : .float))
        case "min", "max", "floor", "ceil", "round", "abs":
            let variadic = name == "min" || name == "max"
            guard variadic ? args.count >= 2 : args.count == 1, args.allSatisfy({ $0.label == nil }) else {
                skipped(call, "\(call.shortText) (\(name) of \(name == "min" || name == "max" ? "two or more numbers" : "one number"))")
                return nil
            }
            var values: [NumberExpression] = []
            for a in args {
                guard let n = number(a.expr, scope: scope, selfObject: selfObject) else { return nil }
                values.append(n)
            }
            return .number(.call(name, values))
        default:
            break
        }
        if let answer = bindingValue(call, type: name, method: nil, expected: expected, scope: scope, selfObject: selfObject) { return answer }
        if name.first?.isUppercase == true { return args.isEmpty ? .instance(name) : .foreign(call.shortText) }
        return .foreign(call.shortText)
    }
}

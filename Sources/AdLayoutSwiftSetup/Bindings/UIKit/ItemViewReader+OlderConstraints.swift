import AdLayoutCore
import Foundation
import SwiftSyntax

/// Auto Layout's older constraint APIs: `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:
/// multiplier:constant:)` (made inactive, as UIKit makes it), installed by `addConstraint(_:)`,
/// `addConstraints(_:)`, `NSLayoutConstraint.activate` (also of an array value: `activate(h + v)`) or
/// `isActive = true`; the Visual Format Language's arrays (``ItemViewReader+VisualFormat.swift``).
extension ItemViewReader {
    /// `NSLayoutConstraint.Attribute` cases as the document's anchors.
    static let layoutAttributes: [String: AppCodeConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    /// `NSLayoutConstraint(item:…)`: the constraint (inactive until installed); nil for other calls.
    func olderConstraintValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        let callee = call.calledExpression.trimmedDescription
        if callee == "NSLayoutConstraint.constraints" || callee == "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)" {
            return visualFormatValue(call, r, locals)
        }
        guard ["NSLayoutConstraint", "NSLayoutConstraint.init"].contains(callee) else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels == ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else {
            skipped(call, "\(call.shortText) (NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) is read)")
            return .other
        }
        let args = call.arguments.map(\.expression)
        func item(_ e: ExprSyntax) -> CodeViewItem? {
            switch viewValue(e, r, locals) {
            case .contentView: .contentView
            case .codeView(let i): .view(i)
            default: nil
            }
        }
        func attribute(_ e: ExprSyntax) -> AppCodeConstraint.Attribute?? {
            guard let m = e.as(MemberAccessExprSyntax.self), m.base == nil || m.base!.trimmedDescription.hasSuffix("Attribute") else { return nil }
            if m.declName.baseName.text == "notAnAttribute" { return .some(nil) }
            return Self.layoutAttributes[m.declName.baseName.text].map { .some($0) }
        }
        let relations: [String: AppCodeConstraint.Relation] = ["equal": .equal, "lessThanOrEqual": .lessThanOrEqual,
                                                              "greaterThanOrEqual": .greaterThanOrEqual]
        guard let first = item(args[0]), case .some(let firstAttribute?) = attribute(args[1]) else {
            skipped(args[0], "\(call.shortText): its item must be contentView or a view made in code, its attribute an edge, centre or size")
            return .other
        }
        guard let relation = args[2].as(MemberAccessExprSyntax.self).flatMap({ relations[$0.declName.baseName.text] }) else {
            skipped(args[2], "relatedBy: \(args[2].shortText) (.equal, .lessThanOrEqual and .greaterThanOrEqual are read)")
            return .other
        }
        guard let secondAttribute = attribute(args[4]) else {
            skipped(args[4], "attribute: \(args[4].shortText) (an edge, centre, size or .notAnAttribute is read)")
            return .other
        }
        var second: (item: CodeViewItem, attribute: AppCodeConstraint.Attribute)?
        if args[3].is(NilLiteralExprSyntax.self) || secondAttribute == nil {
            guard [.width, .height].contains(firstAttribute), secondAttribute == nil else {
                skipped(call, "\(call.shortText): only a width or a height is related to a constant (toItem: nil, .notAnAttribute)")
                return .other
            }
        } else {
            guard let other = item(args[3]), let secondAttribute else {
                skipped(args[3], "toItem: \(args[3].shortText) (contentView or a view made in code is read)")
                return .other
            }
            second = (other, secondAttribute)
        }
        guard let multiplier = constraintNumber(args[5]), let constant = constraintNumber(args[6]) else { return .other }
        guard multiplier != 0 else { skipped(args[5], "a multiplier of 0 (UIKit refuses it)"); return .other }
        guard r.view.constraints.count < FormatLimits.appCodeConstraints else {
            report(.warning, .swiftLimit, position(call), "skipped: \(call.shortText): more than \(FormatLimits.appCodeConstraints) constraints")
            return .other
        }
        r.view.constraints.append(CodeConstraintRecord(first: (first, firstAttribute), relation: relation, second: second,
                                                       multiplier: multiplier, constant: constant, position: position(call)))
        return .constraint(r.view.constraints.count - 1)
    }

    /// `view.addConstraint(c)`, `addConstraints([c, d])`, `NSLayoutConstraint.activate(h + v)`: the
    /// constraints installed; false for other calls.
    func olderConstraintStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        if call.calledExpression.trimmedDescription == "NSLayoutConstraint.activate", call.arguments.count == 1,
           let arg = call.arguments.first?.expression, !arg.is(ArrayExprSyntax.self) {
            let value = constraintList(arg, r, locals)
            guard case .array(let each) = value, each.allSatisfy({ if case .constraint = $0 { true } else { false } }) else {
                skipped(call, "NSLayoutConstraint.activate(\(arg.shortText)) (an array literal of constraints, a visual format's, "
                        + "or those joined with + are read)")
                return true
            }
            for case .constraint(let i) in each { r.view.constraints[i].isActive = true }
            return true
        }
        let name: String
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { name = m.declName.baseName.text }
        else if let d = call.calledExpression.as(DeclReferenceExprSyntax.self), receiver != nil { name = d.baseName.text }
        else { return false }
        guard name == "addConstraint" || name == "addConstraints", call.arguments.count == 1, let arg = call.arguments.first?.expression
        else { return false }
        let value = constraintList(arg, r, locals)
        let each: [ViewValue] = if case .array(let a) = value { a } else { [value] }
        for v in each {
            guard case .constraint(let i) = v else {
                if case .array(let a) = value, a.isEmpty { continue }   // reported where it was made
                skipped(arg, "\(name)(\(arg.shortText)) (constraints made with NSLayoutConstraint(item:…) or anchors are read)")
                return true
            }
            r.view.constraints[i].isActive = true
        }
        return true
    }

    /// An array of constraints: a literal, a visual format's, or arrays joined with `+`.
    func constraintList(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue {
        if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
           case .array(let a) = constraintList(infix.leftOperand, r, locals), case .array(let b) = constraintList(infix.rightOperand, r, locals) {
            return .array(a + b)
        }
        return viewValue(e, r, locals)
    }
}

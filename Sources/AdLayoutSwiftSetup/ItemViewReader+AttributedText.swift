import AdLayoutCore
import Foundation
import SwiftSyntax

/// An attributed string `setData` builds: its text as a template text of the ad's fields, and whether
/// attributes were set on it (which are not drawn).
final class AttributedTemplate {
    var text: String
    /// Where the first attribute was set (`addAttribute`, `attributes:`), if any.
    var styled: SetupPosition?
    init(text: String, styled: SetupPosition?) { self.text = text; self.styled = styled }
}

/// `NSAttributedString(string:attributes:)`, `NSMutableAttributedString(string:)`, `append`,
/// `addAttribute(_:value:range:)`, `addAttributes(_:range:)` and `setAttributes(_:range:)` in
/// `setData`, assigned to `label.attributedText`: the label shows the string's text; the attributes
/// (colours, fonts, strikethrough, underline over ranges) are not drawn, and said so.
extension ItemViewReader {
    /// The value of `NSAttributedString(string: …)` and `NSMutableAttributedString(string:)`; nil for other calls.
    func attributedValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        let called = call.calledExpression.trimmedDescription
        guard ["NSAttributedString", "NSMutableAttributedString"].contains(called) else { return nil }
        let args = Array(call.arguments)
        guard let first = args.first else {
            r.attributedTexts.append(AttributedTemplate(text: "", styled: nil))
            return .attributed(r.attributedTexts.count - 1)
        }
        switch first.label?.text {
        case "string":
            guard let text = templateText(first.expression, r, locals) else {
                skipped(first.expression, "the string \(first.expression.shortText) of \(called) (texts made of string literals and the ad's fields are read)")
                return .other
            }
            let styled = args.count > 1 && args[1].label?.text == "attributes" ? position(args[1].expression) : nil
            r.attributedTexts.append(AttributedTemplate(text: text, styled: styled))
        case "attributedString":
            guard case .attributed(let i) = viewValue(first.expression, r, locals) else { return .other }
            let source = r.attributedTexts[i]
            r.attributedTexts.append(AttributedTemplate(text: source.text, styled: source.styled))
        default:
            return .other
        }
        return .attributed(r.attributedTexts.count - 1)
    }

    /// `s.append(…)`, `s.addAttribute(…)`, `s.addAttributes(…)`, `s.setAttributes(…)` on an attributed
    /// string `setData` builds; false for other calls.
    func attributedStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        // A name only: evaluating another base (`make.top.equalToSuperview()`) would make what it makes twice.
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
              case .attributed(let i)? = locals[base.baseName.text] else { return false }
        let s = r.attributedTexts[i]
        switch m.declName.baseName.text {
        case "append":
            guard let arg = call.arguments.first?.expression else { return true }
            switch viewValue(arg, r, locals) {
            case .attributed(let j):
                s.text += r.attributedTexts[j].text
                s.styled = s.styled ?? r.attributedTexts[j].styled
            default:
                skipped(call, "\(call.shortText) (an NSAttributedString(string:) of literals and the ad's fields is appended)")
            }
        case "addAttribute", "addAttributes", "setAttributes", "removeAttribute":
            s.styled = s.styled ?? position(call)
        default:
            skipped(call, "\(call.shortText) on an attributed string (append, addAttribute, addAttributes and setAttributes are read)")
        }
        return true
    }

    /// `label.attributedText = s` in `setData`: the string's text, and a warning for its attributes.
    func attributedText(_ rhs: ExprSyntax, outlet: String, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> String? {
        guard case .attributed(let i) = viewValue(rhs, r, locals) else { return nil }
        let s = r.attributedTexts[i]
        if let at = s.styled {
            report(.warning, .swiftSkipped, at, "skipped: the attributes of \(outlet).attributedText (colours, fonts, strikethrough and "
                   + "underline over ranges) are not drawn: the label shows its text in its own font and colour; set textColor and font "
                   + "on the label, or split the styled part into a label of its own")
        }
        return s.text
    }
}

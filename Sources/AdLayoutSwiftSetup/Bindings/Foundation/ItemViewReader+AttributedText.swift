import AdLayoutCore
import Foundation
import SwiftSyntax

/// An attributed string `setData` builds: its text as a template text of the ad's fields, and the
/// ranges its attributes style.
final class AttributedTemplate {
    var text: String
    /// Each range's attributes as the document writes them (`part` or `location`/`length`, `color`,
    /// `strikethrough`, `underline`, `backgroundColor`), in the order set.
    var runs: [[(String, JSONNode)]]
    init(text: String, runs: [[(String, JSONNode)]] = []) { self.text = text; self.runs = runs }
}

/// `NSAttributedString(string:attributes:)`, `NSMutableAttributedString(string:)`, `append`,
/// `addAttribute(_:value:range:)`, `addAttributes(_:range:)` and `setAttributes(_:range:)` in
/// `setData`, assigned to `label.attributedText`: the label's text and its runs — `.foregroundColor`,
/// `.strikethroughStyle`, `.underlineStyle`, `.backgroundColor` and `.font` (drawn and measured in it) over
/// `(text as NSString).range(of:)` (the first occurrence of a part, found per ad), `NSRange(location:length:)` or
/// the whole string. A range's kerning or paragraph style is a warning: the run keeps the label's spacing.
extension ItemViewReader {
    /// The value of `NSAttributedString(string: …)` and `NSMutableAttributedString(string:)`; nil for other calls.
    func attributedValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        let called = call.calledExpression.trimmedDescription
        guard ["NSAttributedString", "NSMutableAttributedString"].contains(called) else { return nil }
        let args = Array(call.arguments)
        let made: AttributedTemplate
        switch args.first?.label?.text {
        case nil where args.isEmpty:
            made = AttributedTemplate(text: "")
        case "string"?:
            guard let text = templateText(args[0].expression, r, locals) else {
                skipped(args[0].expression, "the string \(args[0].expression.shortText) of \(called) (texts made of string literals and the "
                        + "ad's fields are read)")
                return .other
            }
            made = AttributedTemplate(text: text)
            if args.count > 1, args[1].label?.text == "attributes", !text.isEmpty {
                addRun(args[1].expression, range: [("part", .at(position(args[0].expression), .string(text)))], to: made, r, locals)
            }
        case "attributedString"?:
            guard case .attributed(let i) = viewValue(args[0].expression, r, locals) else { return .other }
            made = AttributedTemplate(text: r.attributedTexts[i].text, runs: r.attributedTexts[i].runs)
        default:
            return .other
        }
        r.attributedTexts.append(made)
        return .attributed(r.attributedTexts.count - 1)
    }

    /// `s.append(…)`, `s.addAttribute(…)`, `s.addAttributes(…)`, `s.setAttributes(…)` on an attributed
    /// string `setData` builds; false for other calls.
    func attributedStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        // A name only: evaluating another base (`make.top.equalToSuperview()`) would make what it makes twice.
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
              case .attributed(let i)? = locals[base.baseName.text] else { return false }
        let s = r.attributedTexts[i]
        let args = Array(call.arguments)
        switch m.declName.baseName.text {
        case "append":
            guard let arg = args.first?.expression, case .attributed(let j) = viewValue(arg, r, locals) else {
                skipped(call, "\(call.shortText) (an NSAttributedString(string:) of literals and the ad's fields is appended)")
                return true
            }
            s.text += r.attributedTexts[j].text
            s.runs += r.attributedTexts[j].runs
        case "addAttribute" where args.count == 3, "addAttributes" where args.count == 2, "setAttributes" where args.count == 2:
            guard let range = runRange(args.last!.expression, of: s, r, locals) else { return true }
            if m.declName.baseName.text == "addAttribute" {
                var run = range
                attribute(args[0].expression, args[1].expression, into: &run, r)
                if run.count > range.count { s.runs.append(run) }
            } else {
                addRun(args[0].expression, range: range, to: s, r, locals)
            }
        default:
            skipped(call, "\(call.shortText) on an attributed string (append, addAttribute, addAttributes and setAttributes are read)")
        }
        return true
    }

    /// `label.attributedText = s` in `setData`: the string's text and runs; nil when `rhs` is not one.
    func attributedText(_ rhs: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> (text: String, runs: [[(String, JSONNode)]])? {
        guard case .attributed(let i) = viewValue(rhs, r, locals) else { return nil }
        return (r.attributedTexts[i].text, r.attributedTexts[i].runs)
    }

    /// A dictionary of attributes (`[.foregroundColor: UIColor.red, .strikethroughStyle: 1]`) over `range`.
    private func addRun(_ dict: ExprSyntax, range: [(String, JSONNode)], to s: AttributedTemplate, _ r: ItemViewReading,
                        _ locals: [String: ViewValue]) {
        guard let d = dict.as(DictionaryExprSyntax.self) else {
            skipped(dict, "the attributes \(dict.shortText) (a dictionary literal of attributes is read)")
            return
        }
        var run = range
        if case .elements(let elements) = d.content {
            for e in elements { attribute(e.key, e.value, into: &run, r) }
        }
        if run.count > range.count { s.runs.append(run) }
    }

    /// One attribute and its value, as the document's run writes it.
    private func attribute(_ key: ExprSyntax, _ value: ExprSyntax, into run: inout [(String, JSONNode)], _ r: ItemViewReading) {
        let name = key.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? key.trimmedDescription
        let at = position(value)
        switch name {
        case "foregroundColor", "backgroundColor":
            guard let v = evaluate(value, expected: .color, scope: Scope(parent: globals), selfObject: nil),
                  let json = jsonValue(v, type: .color, node: value, property: name) else { return }
            run.append((name == "foregroundColor" ? "color" : "backgroundColor", json.moved(to: at)))
        case "font":
            guard let v = evaluate(value, expected: .font, scope: Scope(parent: globals), selfObject: nil),
                  let json = jsonValue(v, type: .font, node: value, property: name) else { return }
            run.append(("font", json.moved(to: at)))
        case "strikethroughStyle", "underlineStyle":
            // `NSUnderlineStyle.single.rawValue`, `1`, `NSNumber(value: 1)`: any style but 0 (none) draws one line.
            let none = ["0", "NSUnderlineStyle().rawValue", "[]"].contains(value.trimmedDescription)
            run.append((name == "strikethroughStyle" ? "strikethrough" : "underline", .at(at, .bool(!none))))
        default:
            skipped(key, "the attribute \(key.shortText) of a range is not drawn: the range keeps the label's spacing "
                    + "(.foregroundColor, .backgroundColor, .strikethroughStyle, .underlineStyle and .font are); put the range in a "
                    + "label of its own")
        }
    }

    /// `(text as NSString).range(of: point)` (the first occurrence of a part, found per ad),
    /// `NSRange(location:length:)` and `NSMakeRange` of constants, the whole string (`NSRange(location: 0,
    /// length: s.length)`); nil (said) for other ranges.
    private func runRange(_ e: ExprSyntax, of s: AttributedTemplate, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> [(String, JSONNode)]? {
        let at = position(e)
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           m.declName.baseName.text == "range", call.arguments.count == 1, call.arguments.first!.label?.text == "of",
           let part = templateText(call.arguments.first!.expression, r, locals), !part.isEmpty {
            return [("part", .at(at, .string(part)))]
        }
        if let call = e.as(FunctionCallExprSyntax.self), ["NSRange", "NSMakeRange", "NSRange.init"].contains(call.calledExpression.trimmedDescription),
           call.arguments.count == 2 {
            let args = Array(call.arguments)
            let lengthText = args[1].expression.trimmedDescription
            // `length: s.length`, `text.count`, `(text as NSString).length`: to the end of the string.
            if lengthText.hasSuffix(".length") || lengthText.hasSuffix(".count") || lengthText.hasSuffix(".utf16.count") {
                guard constant(args[0].expression, .int, scope: Scope(parent: globals), selfObject: nil) == 0, !s.text.isEmpty else { return nil }
                return [("part", .at(at, .string(s.text)))]
            }
            guard let location = constant(args[0].expression, .int, scope: Scope(parent: globals), selfObject: nil),
                  let length = constant(args[1].expression, .int, scope: Scope(parent: globals), selfObject: nil) else { return nil }
            guard location >= 0, length >= 0, location + length <= FormatLimits.textUnits.max else {
                skipped(e, "the range \(e.shortText) (its location and length are 0 or more and end by "
                        + "\(Int(FormatLimits.textUnits.max)), the longest text)")
                return nil
            }
            return [("location", .at(at, .number(location))), ("length", .at(at, .number(length)))]
        }
        skipped(e, "the range \(e.shortText) (ranges of (text as NSString).range(of:), NSRange(location:length:) of constants and "
                + "the whole string are read)")
        return nil
    }
}

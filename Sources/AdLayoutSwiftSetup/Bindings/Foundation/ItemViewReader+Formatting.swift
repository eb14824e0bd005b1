import AdLayoutCore
import Foundation
import SwiftSyntax

/// How a `NumberFormatter` the code made is configured, as far as an integer's text depends on it.
final class NumberFormatting {
    /// `numberStyle = .decimal`: digits grouped by threes.
    var grouped = false
    /// What makes the formatter's text other than the template fields can say (`.currency`, a `"."`
    /// grouping separator): said where the formatter is used.
    var unsupported: (what: String, position: SetupPosition)?
}

/// Foundation's formatting in `setData` as apps write it: `NumberFormatter` (`.decimal`, its grouping
/// separator, `string(from: NSNumber(value: item.pointValue))`), `String(format:)` (`%d`, `%ld`, `%@`,
/// `%%`, positional `%1$@`), `String(item.pointValue)` and `item.pointValue.formatted()` — each made
/// into a template text of the ad's fields (`{pointValue}`, `{pointValueGrouped}`); and the image
/// loaders (Kingfisher, SDWebImage, AlamofireImage) as the outlet that shows the ad's image.
extension ItemViewReader {
    /// The ad's integer fields a format may print.
    static let integerFields: [String: TemplateField] = [
        "{pointValue}": .pointValue, "{missionsDone}": .missionsDone, "{missionCount}": .missionCount,
    ]

    /// The value of a formatting call: a formatter made or configured, or a text; nil when `call` is none.
    func formattingValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        if let d = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch d.baseName.text {
            case "NumberFormatter" where call.arguments.isEmpty && call.trailingClosure == nil:
                r.formatters.append(NumberFormatting())
                return .formatter(r.formatters.count - 1)
            case "String":
                return stringCall(call, r, locals)
            default:
                return nil
            }
        }
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = m.base else { return nil }
        let name = m.declName.baseName.text
        // `NumberFormatter().then { $0.numberStyle = .decimal }`: the base is named, or made here, never evaluated twice.
        if ["then", "do", "with"].contains(name), let closure = closureArgument(call), let f = formatter(baseExpr, r, locals) {
            var l = locals
            l[closureParameter(closure)] = .formatter(f)
            _ = run(closure.statements, r, &l)
            return .formatter(f)
        }
        if name == "string", call.arguments.count == 1, ["from", "for"].contains(call.arguments.first!.label?.text),
           let f = formatter(baseExpr, r, locals) {
            return formatted(number: call.arguments.first!.expression, by: r.formatters[f], call, r, locals)
        }
        // `item.pointValue.formatted()` (iOS 15): the locale's grouping, "," in Korean and English.
        if name == "formatted", call.arguments.isEmpty || call.arguments.first!.expression.trimmedDescription == ".number",
           let field = integerField(baseExpr, r, locals) {
            guard field == .pointValue else {
                skipped(call, "\(call.shortText) is not read: of the ad's numbers only pointValue is grouped ({pointValueGrouped})")
                return .other
            }
            return .text("{pointValueGrouped}")
        }
        return nil
    }

    /// The formatter `e` names (`formatter`, `self.formatter`, `Self.formatter`, `NumberFormatter()`); nil when none.
    private func formatter(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Int? {
        if let call = e.as(FunctionCallExprSyntax.self) {
            guard call.calledExpression.trimmedDescription == "NumberFormatter", case .formatter(let f)? = formattingValue(call, r, locals)
            else { return nil }
            return f
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base?.trimmedDescription, base == "Self" || base == r.view.name,
           case .formatter(let f)? = r.properties[m.declName.baseName.text] {
            return f
        }
        guard e.is(DeclReferenceExprSyntax.self) || e.is(MemberAccessExprSyntax.self), case .formatter(let f) = viewValue(e, r, locals)
        else { return nil }
        return f
    }

    /// `formatter.numberStyle = .decimal` and the rest of a formatter's configuration.
    func formatterAssignment(_ f: Int, _ property: String, _ rhs: ExprSyntax, _ r: ItemViewReading) {
        let formatting = r.formatters[f]
        let value = rhs.trimmedDescription
        let at = position(rhs)
        switch property {
        case "numberStyle":
            switch rhs.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            case "decimal": formatting.grouped = true
            case "none": formatting.grouped = false
            default: formatting.unsupported = ("numberStyle = \(value)", at)
            }
        case "groupingSeparator":
            if rhs.as(StringLiteralExprSyntax.self)?.representedLiteralValue != "," {
                formatting.unsupported = ("groupingSeparator = \(value)", at)
            }
        case "usesGroupingSeparator":
            if value == "false" { formatting.grouped = false } else if value != "true" { formatting.unsupported = ("usesGroupingSeparator = \(value)", at) }
        case "groupingSize":
            if value != "3" { formatting.unsupported = ("groupingSize = \(value)", at) }
        case "locale":
            // Korean and English group with ","; another locale's separator is not the templates'.
            let known = ["Locale.current", ".current", "Locale.autoupdatingCurrent", ".autoupdatingCurrent"]
            let identifier = rhs.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            if !known.contains(value), !["ko_KR", "ko", "en_US", "en", "en_US_POSIX"].contains(identifier ?? "") {
                formatting.unsupported = ("locale = \(value)", at)
            }
        case "maximumFractionDigits", "minimumFractionDigits", "roundingMode":
            break   // the ad's points are integers
        default:
            formatting.unsupported = ("\(property) = \(value)", at)
        }
    }

    /// `formatter.string(from: NSNumber(value: item.pointValue))`: the field, grouped when the formatter groups.
    private func formatted(number: ExprSyntax, by formatting: NumberFormatting, _ call: FunctionCallExprSyntax, _ r: ItemViewReading,
                           _ locals: [String: ViewValue]) -> ViewValue {
        if let (what, at) = formatting.unsupported {
            skipped(call, "\(call.shortText) is not read: its NumberFormatter's \(what) (set at line \(at.line)) is not; "
                    + "a formatter of numberStyle .decimal or .none, grouping with \",\", is read")
            return .other
        }
        guard let field = integerField(number, r, locals) else {
            skipped(call, "\(call.shortText) is not read: a NumberFormatter formats the ad's pointValue, missionsDone or missionCount")
            return .other
        }
        guard formatting.grouped else { return .text("{\(field.rawValue)}") }
        guard field == .pointValue else {
            skipped(call, "\(call.shortText) is not read: of the ad's numbers only pointValue is grouped ({pointValueGrouped})")
            return .other
        }
        return .text("{pointValueGrouped}")
    }

    /// The ad's integer field `e` is, through `NSNumber(value:)`, `as NSNumber`, `Int(…)` and `Double(…)`.
    private func integerField(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> TemplateField? {
        if let a = e.as(AsExprSyntax.self) { return integerField(a.expression, r, locals) }
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           ["NSNumber", "Int", "Int64", "Double", "Float", "CGFloat"].contains(call.calledExpression.trimmedDescription),
           [nil, "value"].contains(call.arguments.first!.label?.text) {
            return integerField(call.arguments.first!.expression, r, locals)
        }
        guard e.is(MemberAccessExprSyntax.self) || e.is(DeclReferenceExprSyntax.self), case .text(let t) = viewValue(e, r, locals) else {
            return nil
        }
        return Self.integerFields[t]
    }

    /// `String(format: "%@ 받기", …)`, `String(item.pointValue)`, `String(describing:)`.
    private func stringCall(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue? {
        let args = Array(call.arguments)
        guard let first = args.first else { return nil }
        if args.count == 1, [nil, "describing"].contains(first.label?.text) {
            if let field = integerField(first.expression, r, locals) { return .text("{\(field.rawValue)}") }
            return templateText(first.expression, r, locals).map(ViewValue.text)
        }
        guard first.label?.text == "format" else { return nil }
        var values = args.dropFirst()
        if values.first?.label?.text == "locale" { values = values.dropFirst() }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self), let format = literal.representedLiteralValue else {
            skipped(call, "\(call.shortText) is not read: String(format:)'s format must be a string literal")
            return .other
        }
        guard values.allSatisfy({ $0.label == nil }) else {
            skipped(call, "\(call.shortText) is not read: String(format:) with its values listed after the format is read, not arguments:")
            return .other
        }
        switch formatText(format, Array(values.map(\.expression)), r, locals) {
        case .success(let text): return .text(text)
        case .failure(let problem):
            skipped(call, "\(call.shortText) is not read: \(problem.text)")
            return .other
        }
    }

    struct FormatProblem: Error { let text: String }

    /// A `String(format:)` format with its values as a template text: `%@` a text, `%d`/`%i`/`%u` (with
    /// `l`, `ll`, `q`, `z`) one of the ad's integers or a constant, `%%`, positions as `%2$@`.
    func formatText(_ format: String, _ values: [ExprSyntax], _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Result<String, FormatProblem> {
        var out = ""
        var next = 0
        let chars = Array(format)
        var i = 0
        func literal(_ c: Character) { out += c == "{" ? "{{" : c == "}" ? "}}" : String(c) }
        while i < chars.count {
            guard chars[i] == "%" else { literal(chars[i]); i += 1; continue }
            var j = i + 1
            guard j < chars.count else { return .failure(FormatProblem(text: "the format ends with a lone %")) }
            if chars[j] == "%" { out += "%"; i = j + 1; continue }
            // A position: `%2$@`.
            var digits = ""
            var k = j
            while k < chars.count, chars[k].isASCII, chars[k].isNumber { digits.append(chars[k]); k += 1 }
            var index = next
            if !digits.isEmpty, k < chars.count, chars[k] == "$", let n = Int(digits), n >= 1 { index = n - 1; j = k + 1 } else { next += 1 }
            var spec = ""
            while j < chars.count, "-+ #0'123456789.hlqzjtL".contains(chars[j]) { spec.append(chars[j]); j += 1 }
            guard j < chars.count else { return .failure(FormatProblem(text: "the format ends inside %\(spec)")) }
            let conversion = chars[j]
            let directive = "%\(spec)\(conversion)"
            guard index < values.count else {
                return .failure(FormatProblem(text: "\(directive) has no value (\(values.count) given)"))
            }
            let value = values[index]
            let unread = FormatProblem(text: "\(directive) is not read (%@, %d, %ld, %i, %u and %% are)")
            switch conversion {
            case "@":
                guard spec.isEmpty else { return .failure(unread) }
                guard let text = templateText(value, r, locals) else {
                    return .failure(FormatProblem(text: "the value \(value.shortText) of \(directive) is not a text of literals and the ad's fields"))
                }
                out += text
            case "d", "i", "u":
                if spec.contains("'") {
                    return .failure(FormatProblem(text: "\(directive)'s grouping is not read; format the number with a NumberFormatter of "
                                                  + "numberStyle .decimal and print it with %@"))
                }
                guard ["", "l", "ll", "q", "z", "h"].contains(spec) else { return .failure(unread) }
                if let field = integerField(value, r, locals) {
                    out += "{\(field.rawValue)}"
                } else if let n = constant(value, .int, scope: Scope(parent: globals), selfObject: nil), n.isFinite,
                          abs(n) < 1e15, n == n.rounded() {
                    out += String(Int64(n))
                } else {
                    return .failure(FormatProblem(text: "the value \(value.shortText) of \(directive) is not the ad's pointValue, "
                                                  + "missionsDone, missionCount or a constant"))
                }
            default:
                return .failure(unread)
            }
            i = j + 1
        }
        return .success(out)
    }

    // MARK: Image loaders

    /// `iconImageView.kf.setImage(with: URL(string: item.iconUrl), placeholder: …)` (Kingfisher),
    /// `sd_setImage(with:placeholderImage:)` (SDWebImage), `af.setImage(withURL:)` / `af_setImage(withURL:)`
    /// (AlamofireImage): the view shows the ad's icon or feed image, as if the SDK filled it. False for other calls.
    func imageLoaderStatement(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> Bool {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), var viewExpr = m.base else { return false }
        let name = m.declName.baseName.text
        let library: String
        if name == "setImage", let loader = viewExpr.as(MemberAccessExprSyntax.self), let base = loader.base,
           ["kf", "af"].contains(loader.declName.baseName.text) {
            library = loader.declName.baseName.text == "kf" ? "Kingfisher" : "AlamofireImage"
            viewExpr = base
        } else if name == "sd_setImage" {
            library = "SDWebImage"
        } else if name == "af_setImage" {
            library = "AlamofireImage"
        } else {
            return false
        }
        if let o = viewExpr.as(OptionalChainingExprSyntax.self) { viewExpr = o.expression }
        let view: String
        switch viewValue(viewExpr, r, locals) {
        case .outlet(let o): view = o
        case .codeView(let i) where r.view.codeViews[i].kind == .imageView || r.view.codeViews[i].kind == .button: view = r.view.codeViews[i].name
        default:
            skipped(call, "\(library)'s \(call.shortText) is not read: it loads into an outlet of the XIB or an image view made in code")
            return true
        }
        guard let url = call.arguments.first(where: { ["with", "withURL", nil].contains($0.label?.text) })?.expression,
              let field = adImageField(url, r, locals) else {
            skipped(call, "\(library)'s \(call.shortText) is not read: the URL must be made of the ad's iconUrl or imageUrl "
                    + "(URL(string: item.iconUrl)); the image view draws a placeholder")
            return true
        }
        let at = position(call)
        r.view.noteOutlet(view)
        if field == "iconUrl" {
            r.view.iconImage = (view, at)
            r.view.usesIconImage = true
        } else {
            r.view.feedImage = (view, at)
            r.view.usesFeedImage = true
        }
        return true
    }

    /// `iconUrl` or `imageUrl` when `e` is the ad's field, through `URL(string:)`, `??`, `!` and `flatMap(URL.init)`.
    private func adImageField(_ e: ExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> String? {
        for token in e.tokens(viewMode: .sourceAccurate) where ["iconUrl", "imageUrl"].contains(token.text) {
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = access.base,
                  case .ad = viewValue(base, r, locals) else { continue }
            return token.text
        }
        return nil
    }
}

extension ItemViewReader {
    /// Whether `e` is written as a text (a string literal, `a ?? "0"`, `"…" + b`), so reading it as one
    /// evaluates nothing twice: a call `viewValue` already made is not made again.
    func isTextExpression(_ e: ExprSyntax) -> Bool {
        if e.is(StringLiteralExprSyntax.self) { return true }
        guard let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        else { return false }
        return op == "??" || (op == "+" && (isTextExpression(infix.leftOperand) || isTextExpression(infix.rightOperand)))
    }
}

import AdLayoutCore
import Foundation
import SwiftSyntax

/// The Visual Format Language: `NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[icon(60)]-12-[title]-16-|",
/// options: .alignAllCenterY, metrics: ["gap": 8], views: ["icon": iconView, "title": titleLabel])` read as UIKit
/// parses it — edges (`|`), connections (`-8-`, `-gap-`, `-(>=8)-`, flush `[a][b]`), sizes (`[a(60)]`,
/// `[a(>=40,<=80@750)]`, `[a(==b)]`) and the `alignAll…` options — into the constraints it returns (inactive
/// until installed). The standard spacing (`-` alone) is reported: its value depends on the views.
extension ItemViewReader {
    /// A predicate of a connection or a size: relation, a constant or another view, priority.
    struct VisualPredicate {
        var relation: AppCodeConstraint.Relation = .equal
        var constant: Double = 0
        var view: String?
        var priority: Double = 1000
    }

    /// A visual format's parts, as parsed: views with their size predicates, connections between them, edges.
    struct VisualFormat {
        var vertical = false
        var leadingEdge: [VisualPredicate]?
        var views: [(name: String, size: [VisualPredicate])] = []
        /// The connection before each view after the first (`[]` for flush).
        var connections: [[VisualPredicate]] = []
        var trailingEdge: [VisualPredicate]?
    }

    /// What is wrong with a format, or not read in it.
    struct VisualFormatError: Error { let message: String }

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: its constraints as an array value.
    func visualFormatValue(_ call: FunctionCallExprSyntax, _ r: ItemViewReading, _ locals: [String: ViewValue]) -> ViewValue {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels == ["withVisualFormat", "options", "metrics", "views"] else {
            skipped(call, "\(call.shortText) (constraints(withVisualFormat:options:metrics:views:) is read)")
            return .array([])
        }
        let args = call.arguments.map(\.expression)
        func notRead(_ node: some SyntaxProtocol, _ why: String) -> ViewValue {
            skipped(node, "the visual format \(args[0].shortText) is not read: \(why)")
            return .array([])
        }
        guard let format = args[0].as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
            return notRead(args[0], "its format must be a string literal")
        }
        // `views:` and `metrics:` as dictionary literals (`nil` or `[:]` for no metrics).
        var views: [String: CodeViewItem] = [:]
        guard let viewList = dictionaryLiteral(args[3]), case .elements(let viewElements) = viewList.content else {
            return notRead(args[3], "give views: as a dictionary literal ([\"icon\": iconView, …]) or a let of one")
        }
        for element in viewElements {
            guard let key = element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                return notRead(element.key, "its views' names must be string literals")
            }
            switch viewValue(element.value, r, locals) {
            case .contentView: views[key] = .contentView
            case .codeView(let i): views[key] = .view(i)
            default: return notRead(element.value, "\(element.value.shortText) is not contentView or a view made in code")
            }
        }
        var metrics: [String: Double] = [:]
        if let list = dictionaryLiteral(args[2]), case .elements(let elements) = list.content {
            for element in elements {
                guard let key = element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue, let n = constraintNumber(element.value) else {
                    return notRead(element, "its metrics must be string literals naming constant numbers")
                }
                metrics[key] = n
            }
        } else if !args[2].is(NilLiteralExprSyntax.self) {
            guard let d = args[2].as(DictionaryExprSyntax.self), case .colon = d.content else {
                return notRead(args[2], "give metrics: as a dictionary literal ([\"gap\": 8]), a let of one, or nil")
            }
        }
        let parsed: VisualFormat
        do { parsed = try Self.parseVisualFormat(format, metrics: metrics) } catch { return notRead(args[0], error.message) }
        var alignments: [AppCodeConstraint.Attribute] = []
        var leftToRight = false
        func option(_ e: ExprSyntax) -> Bool {
            guard let name = e.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
            let align: [String: AppCodeConstraint.Attribute] = [
                "alignAllLeft": .left, "alignAllRight": .right, "alignAllTop": .top, "alignAllBottom": .bottom,
                "alignAllLeading": .leading, "alignAllTrailing": .trailing, "alignAllCenterX": .centerX, "alignAllCenterY": .centerY,
            ]
            if let a = align[name] { alignments.append(a); return true }
            if name == "directionLeftToRight" { leftToRight = true; return true }
            return name == "directionLeadingToTrailing"
        }
        if let list = args[1].as(ArrayExprSyntax.self) {
            for element in list.elements where !option(element.expression) {
                return notRead(element.expression, "the option \(element.expression.shortText) (alignAll… and the direction options are read)")
            }
        } else if !option(args[1]), args[1].trimmedDescription != "[]" {
            return notRead(args[1], "the option \(args[1].shortText) (alignAll… and the direction options are read)")
        }
        // Each name in the format is one of `views:`.
        for name in parsed.views.map(\.name) + parsed.views.flatMap({ $0.size.compactMap(\.view) }) where views[name] == nil {
            return notRead(args[0], "\"\(name)\" is not a key of views: (\(views.keys.sorted().joined(separator: ", ")))")
        }
        let (lead, trail, size): (AppCodeConstraint.Attribute, AppCodeConstraint.Attribute, AppCodeConstraint.Attribute) =
            parsed.vertical ? (.top, .bottom, .height) : leftToRight ? (.left, .right, .width) : (.leading, .trailing, .width)
        var made: [CodeConstraintRecord] = []
        let at = position(args[0])
        func add(_ first: (CodeViewItem, AppCodeConstraint.Attribute), _ p: VisualPredicate,
                 _ second: (CodeViewItem, AppCodeConstraint.Attribute)?) {
            made.append(CodeConstraintRecord(first: first, relation: p.relation, second: second, multiplier: 1, constant: p.constant,
                                             priority: p.priority, position: at))
        }
        let first = views[parsed.views[0].name]!
        let superview: CodeViewItem?
        switch first {
        case .view(let i): superview = r.view.codeViews[i].superview
        case .contentView: superview = nil
        }
        if parsed.leadingEdge != nil || parsed.trailingEdge != nil, superview == nil {
            return notRead(args[0], "\(parsed.views[0].name) has no superview yet for | to name; add the views before making their constraints")
        }
        for p in parsed.leadingEdge ?? [] { add((first, lead), p, (superview!, lead)) }
        for (k, v) in parsed.views.enumerated() {
            let item = views[v.name]!
            for p in v.size { add((item, size), p, p.view.map { (views[$0]!, size) }) }
            if k > 0 {
                let previous = views[parsed.views[k - 1].name]!
                for p in parsed.connections[k - 1] { add((item, lead), p, (previous, trail)) }
                for a in alignments { add((item, a), VisualPredicate(), (previous, a)) }
            }
        }
        let last = views[parsed.views.last!.name]!
        for p in parsed.trailingEdge ?? [] { add((superview!, trail), p, (last, trail)) }
        guard r.view.constraints.count + made.count <= FormatLimits.appCodeConstraints else {
            report(.warning, .swiftLimit, position(call), "skipped: \(call.shortText): more than \(FormatLimits.appCodeConstraints) constraints")
            return .array([])
        }
        var out: [ViewValue] = []
        for c in made {
            r.view.constraints.append(c)
            out.append(.constraint(r.view.constraints.count - 1))
        }
        return .array(out)
    }

    /// A dictionary literal, or the one a `let` of the same function binds the name to before `e`
    /// (`let views = ["icon": iconView]` … `views: views`); nil otherwise.
    func dictionaryLiteral(_ e: ExprSyntax) -> DictionaryExprSyntax? {
        if let d = e.as(DictionaryExprSyntax.self) { return d }
        guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(e)
        while let parent = node.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(InitializerDeclSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list where item.endPosition <= node.position {
                    guard case .decl(let decl) = item.item, let v = decl.as(VariableDeclSyntax.self), v.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return b.initializer?.value.as(DictionaryExprSyntax.self)
                    }
                }
            }
            node = parent
        }
        return nil
    }

    /// Parses a visual format string; throws what is wrong or not read.
    static func parseVisualFormat(_ text: String, metrics: [String: Double]) throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        var s = Substring(text.filter { !$0.isWhitespace })
        if s.hasPrefix("V:") { format.vertical = true; s = s.dropFirst(2) } else if s.hasPrefix("H:") { s = s.dropFirst(2) }
        guard s.count <= 1_000 else { throw VisualFormatError(message: "a format of more than 1,000 characters") }
        func name() -> String {
            let n = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            s = s.dropFirst(n.count)
            return String(n)
        }
        func number(_ token: String) throws(VisualFormatError) -> Double {
            if let m = metrics[token] { return m }
            guard let n = Double(token), n.isFinite, abs(n) <= 10_000 else {
                throw VisualFormatError(message: "\(token) is not a number within ±10,000 nor a key of metrics:")
            }
            return n
        }
        func predicate(allowView: Bool) throws(VisualFormatError) -> VisualPredicate {
            var p = VisualPredicate()
            for (symbol, relation) in [("==", AppCodeConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
            where s.hasPrefix(symbol) {
                p.relation = relation
                s = s.dropFirst(2)
            }
            var token = s.hasPrefix("-") ? "-" : ""
            if !token.isEmpty { s = s.dropFirst() }
            let body = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            s = s.dropFirst(body.count)
            token += body
            if allowView, token.first?.isLetter == true, metrics[token] == nil { p.view = token } else { p.constant = try number(token) }
            if s.hasPrefix("@") {
                s = s.dropFirst()
                let priority = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                s = s.dropFirst(priority.count)
                p.priority = try number(String(priority))
                guard p.priority >= 1, p.priority <= 1000 else { throw VisualFormatError(message: "a priority outside 1…1000") }
            }
            return p
        }
        func predicates(allowView: Bool) throws(VisualFormatError) -> [VisualPredicate] {
            if s.hasPrefix("(") {
                s = s.dropFirst()
                var list = [try predicate(allowView: allowView)]
                while s.hasPrefix(",") { s = s.dropFirst(); list.append(try predicate(allowView: allowView)) }
                guard s.hasPrefix(")") else { throw VisualFormatError(message: "a predicate list is not closed with )") }
                s = s.dropFirst()
                return list
            }
            return [try predicate(allowView: false)]
        }
        /// A connection: nil for none, `[]` for flush (`][`), else its predicates.
        func connection() throws(VisualFormatError) -> [VisualPredicate]? {
            guard s.hasPrefix("-") else { return nil }
            s = s.dropFirst()
            if s.hasPrefix("[") || s.hasPrefix("|") {
                throw VisualFormatError(message: "the standard spacing `-` depends on the views; give the number (`-8-`)")
            }
            let list = try predicates(allowView: false)
            guard s.hasPrefix("-") else { throw VisualFormatError(message: "a spacing is written -n-") }
            s = s.dropFirst()
            return list
        }
        if s.hasPrefix("|") {
            s = s.dropFirst()
            format.leadingEdge = try connection() ?? [VisualPredicate()]
        }
        while s.hasPrefix("[") {
            s = s.dropFirst()
            let n = name()
            guard !n.isEmpty else { throw VisualFormatError(message: "a view is written [name]") }
            let size = s.hasPrefix("(") ? try predicates(allowView: true) : []
            guard s.hasPrefix("]") else { throw VisualFormatError(message: "[\(n) is not closed with ]") }
            s = s.dropFirst()
            if !format.views.isEmpty, format.connections.count < format.views.count { format.connections.append([VisualPredicate()]) }
            format.views.append((n, size))
            guard format.views.count <= 64 else { throw VisualFormatError(message: "more than 64 views in one format") }
            if s.hasPrefix("-") {
                let c = try connection()
                if s.hasPrefix("[") { format.connections.append(c ?? []) } else { format.trailingEdge = c }
            }
        }
        if s.hasPrefix("|") {
            s = s.dropFirst()
            if format.trailingEdge == nil { format.trailingEdge = [VisualPredicate()] }
        }
        guard s.isEmpty, !format.views.isEmpty else {
            throw VisualFormatError(message: s.isEmpty ? "no view in the format" : "unexpected \"\(s.prefix(10))\"")
        }
        return format
    }
}

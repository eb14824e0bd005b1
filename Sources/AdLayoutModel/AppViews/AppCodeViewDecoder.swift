import Foundation

/// Reads an app view's `views` and `constraints` (a view made in code): every view named once,
/// added to `contentView` or to a view listed before it, arranged only in a stack view; every
/// constraint between known views with an anchor of each (a constant only for a width or height).
enum AppCodeViewDecoder {
    static let viewKeys = ["kind", "in", "arranged", "translatesAutoresizingMaskIntoConstraints", "text", "font", "numberOfLines",
                           "textAlignment", "lineBreakMode", "image", "contentMode", "hidden", "clipsToBounds", "axis", "spacing", "alignment",
                           "distribution", "hugging", "compressionResistance", "source"]
    static let constraintKeys = ["first", "relation", "second", "multiplier", "constant", "priority", "if", "cases", "source"]
    /// The item view's own view, which every tree starts from.
    static let root = AppCodeView.contentView

    /// The views that are well formed, and the names of all the views written (so a constraint on
    /// a view with an error of its own is not an error again).
    static func views(_ c: Cursor, view: String) -> (views: [AppCodeView], names: [String])? {
        guard let o = c.object else { return nil }
        guard o.members.count <= FormatLimits.appCodeViews else {
            c.fail(.invalidValue, "app view \"\(view)\": expected at most \(FormatLimits.appCodeViews) views, found \(o.members.count)")
            return nil
        }
        var out: [AppCodeView] = []
        var names: [String] = []
        var depth: [String: Int] = [root: 0]
        for member in o.members {
            let vc = member.value
            let prefix = "app view \"\(view)\", view \"\(member.key)\": "
            guard TemplateDecoder.isIdentifier(member.key), member.key != root else {
                c.diagnostics.error(.invalidValue, vc.path, c.tape.location(member.keyIndex),
                                    prefix + "a view's name must start with a letter, use letters, digits and _ only, and not be \(root)")
                continue
            }
            names.append(member.key)
            guard let vo = vc.object(allowing: viewKeys),
                  let kc = vo.required("kind", "view, label, imageView, button or stackView"),
                  let kind = kc.namedString(AppCodeView.Kind.self, what: "view kind") else { continue }
            let superview = vo["in"]?.string ?? root
            var v = AppCodeView(name: member.key, kind: kind, superview: superview)
            v.location = c.tape.location(member.keyIndex)
            if superview != root {
                guard let parent = out.first(where: { $0.name == superview }) else {
                    if !names.dropLast().contains(superview) {   // else its own entry has the error
                        vo["in"]?.fail(.unknownName, prefix + "\"in\" names \"\(superview.escapedForMessage)\", which is not \(root) or a view "
                                       + "listed before it\(NameSuggestions.hint(for: superview, in: [root] + names.dropLast()))")
                    }
                    continue
                }
                if let ac = vo["arranged"], ac.bool == true, parent.kind != .stackView {
                    ac.fail(.invalidValue, prefix + "arranged in \"\(superview)\", which is not a stack view")
                    continue
                }
                let level = (depth[superview] ?? 0) + 1
                guard level <= FormatLimits.appCodeViewDepth else {
                    vo["in"]?.fail(.invalidValue, prefix + "nested \(level) views deep; views made in code nest at most "
                                   + "\(FormatLimits.appCodeViewDepth) deep")
                    continue
                }
            } else if let ac = vo["arranged"], ac.bool == true {
                ac.fail(.invalidValue, prefix + "arranged in \(root), which is not a stack view")
                continue
            }
            if let b = vo["arranged"]?.bool { v.isArranged = b }
            if let b = vo["translatesAutoresizingMaskIntoConstraints"]?.bool { v.translatesAutoresizingMaskIntoConstraints = b }
            if let tc = vo["text"], let t = tc.string {
                if t.count > FormatLimits.textLength { tc.fail(.invalidValue, prefix + "a text of at most \(FormatLimits.textLength) characters") }
                else { v.text = t }
            }
            if let fc = vo["font"] { v.font = fc.font(base: Font(size: 17)) }
            if let nc = vo["numberOfLines"] { v.numberOfLines = nc.integer(in: FormatLimits.numberOfLines) }
            if let ac = vo["textAlignment"] { v.textAlignment = ac.named(TextAlignment.self, what: "text alignment") }
            if let lc = vo["lineBreakMode"] { v.lineBreakMode = lc.named(LineBreakMode.self, what: "line break mode") }
            if let ic = vo["image"] {
                if kind != .imageView { ic.fail(.invalidValue, prefix + "image is an image view's; this view is a \(kind.name)") }
                else { v.image = ic.string }
            }
            if let mc = vo["contentMode"] { v.contentMode = mc.namedString(AppCodeView.ContentMode.self, what: "content mode") }
            if let b = vo["hidden"]?.bool { v.isHidden = b }
            if let b = vo["clipsToBounds"]?.bool { v.clipsToBounds = b }
            if let ac = vo["axis"] { v.axis = ac.namedString(AppCodeView.Axis.self, what: "stack axis") }
            if let sc = vo["spacing"] { v.spacing = sc.finite }
            if let ac = vo["alignment"] { v.alignment = ac.namedString(AppCodeView.Alignment.self, what: "stack alignment") }
            if let dc = vo["distribution"] { v.distribution = dc.namedString(AppCodeView.Distribution.self, what: "stack distribution") }
            if let hc = vo["hugging"], let (h, vertical) = axisPriorities(hc) { v.horizontalHugging = h; v.verticalHugging = vertical }
            if let cc = vo["compressionResistance"], let (h, vertical) = axisPriorities(cc) {
                v.horizontalCompressionResistance = h; v.verticalCompressionResistance = vertical
            }
            if let sc = vo["source"] { v.source = sc.string }
            let stackOnly = ["axis", "spacing", "alignment", "distribution"].filter { vo[$0] != nil }
            if kind != .stackView, let key = stackOnly.first {
                vo[key]?.fail(.invalidValue, prefix + "\(key) is a stack view's; this view is a \(kind.name)")
            }
            let textOnly = ["text", "font", "numberOfLines", "textAlignment", "lineBreakMode"].filter { vo[$0] != nil }
            if kind != .label && kind != .button, let key = textOnly.first {
                vo[key]?.fail(.invalidValue, prefix + "\(key) is a label's or button's; this view is a \(kind.name)")
            }
            depth[v.name] = (depth[superview] ?? 0) + 1
            out.append(v)
        }
        return (out, names)
    }

    /// `{"horizontal": 251, "vertical": 750}`, either may be left out.
    private static func axisPriorities(_ c: Cursor) -> (Double?, Double?)? {
        guard let o = c.object(allowing: ["horizontal", "vertical"]) else { return nil }
        return (o["horizontal"]?.number(in: FormatLimits.priority).map(Double.init),
                o["vertical"]?.number(in: FormatLimits.priority).map(Double.init))
    }

    static func constraints(_ c: Cursor, view: String, names written: [String]) -> [AppCodeConstraint] {
        guard let elements = c.array(limit: FormatLimits.appCodeConstraints) else { return [] }
        let names = [root] + written
        return elements.compactMap { ec -> AppCodeConstraint? in
            let prefix = "app view \"\(view)\", constraint: "
            guard let o = ec.object(allowing: constraintKeys), let fc = o.required("first", "the view and anchor constrained, \"titleLabel.leading\""),
                  let first = anchor(fc, prefix: prefix, names: names) else { return nil }
            var k = AppCodeConstraint(firstItem: first.item, firstAttribute: first.attribute, location: ec.location)
            if let rc = o["relation"], let r = rc.string {
                guard let relation = LayoutRelation(symbol: r) else {
                    rc.fail(.invalidValue, prefix + "expected a relation \"==\", \"<=\" or \">=\", found \(rc.found)")
                    return nil
                }
                k.relation = relation
            }
            if let sc = o["second"] {
                guard let second = anchor(sc, prefix: prefix, names: names) else { return nil }
                k.secondItem = second.item; k.secondAttribute = second.attribute
            } else if ![.width, .height].contains(first.attribute) {
                fc.fail(.invalidValue, prefix + "\(first.attribute.name) against a constant; only a width or height may be "
                        + "(give \"second\", the anchor it is related to)")
                return nil
            }
            if let mc = o["multiplier"], let m = mc.number(in: FormatLimits.multiplier) {
                guard m != 0 else { mc.fail(.invalidValue, prefix + "a multiplier of 0 (UIKit refuses it)"); return nil }
                k.multiplier = Double(m)
            }
            if let cc = o["constant"], let v = cc.finite { k.constant = Double(v) }
            if let pc = o["priority"], let p = pc.number(in: FormatLimits.priority) { k.priority = Double(p) }
            if let ic = o["if"] {
                guard let condition = AppViewDecoder.condition(ic, prefix: prefix) else { return nil }
                k.condition = condition
            }
            if let cc = o["cases"], let cases = cc.array(limit: FormatLimits.appViewCases) {
                k.cases = cases.compactMap { ec in
                    guard let co = ec.object(allowing: ["if", "constant"]),
                          let ic = co.required("if", "the condition on the ad (pointValue > 1000)"),
                          let condition = AppViewDecoder.condition(ic, prefix: prefix),
                          let vc = co.required("constant", "the constraint's constant for those ads"), let v = vc.finite else { return nil }
                    return AppCodeConstraintCase(condition: condition, constant: Double(v))
                }
            }
            if let sc = o["source"] { k.source = sc.string }
            return k
        }
    }

    /// `"view.anchor"`: a known view (or `contentView`) and one of its anchors.
    private static func anchor(_ c: Cursor, prefix: String, names: [String]) -> (item: String, attribute: LayoutAttribute)? {
        guard let s = c.string else { return nil }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            c.fail(.invalidValue, prefix + "expected \"view.anchor\" (\"titleLabel.leading\"), found \(c.found)")
            return nil
        }
        guard names.contains(parts[0]) else {
            c.fail(.unknownName, prefix + "no view \"\(parts[0].escapedForMessage)\"\(NameSuggestions.hint(for: parts[0], in: names)); "
                   + "the views: " + names.joined(separator: ", "))
            return nil
        }
        guard let attribute = LayoutAttribute.named(parts[1]), AppCodeConstraint.anchors.contains(attribute) else {
            let anchors = AppCodeConstraint.anchors.map(\.name)
            c.fail(.invalidValue, prefix + "unknown anchor \"\(parts[1].escapedForMessage)\""
                   + "\(NameSuggestions.hint(for: parts[1], in: anchors)); valid anchors: " + anchors.joined(separator: ", "))
            return nil
        }
        return (parts[0], attribute)
    }
}

import Foundation

/// Reads the document's `appViews` object: one ``AppViewDefinition`` per name, every problem
/// reported with its JSON path and line:column, and messages that name the view and the outlet.
/// Whether the outlets exist is checked against the XIB when the document is resolved.
enum AppViewDecoder {
    static let viewKeys = ["xib", "views", "constraints", "images", "feedImage", "iconImage", "divider", "outlets"]
    static let outletKeys = ["text", "color", "alpha", "backgroundColor", "cornerRadius", "strokeColor", "strokeWidth", "states",
                             "hiddenIn", "visibleIn", "cases", "runs"]
    static let caseKeys = ["if", "text", "color", "alpha", "hidden", "backgroundColor", "image", "runs"]
    static let runKeys = ["part", "location", "length", "color", "strikethrough", "underline", "backgroundColor", "font"]

    static func decode(_ c: Cursor) -> [AppViewDefinition] {
        c.definitionsByName("an object of app views by class name", what: "app view") { view($0, name: $1, nameLocation: $2) }
    }

    private static func view(_ c: Cursor, name: String, nameLocation: SourceLocation) -> AppViewDefinition? {
        guard let o = c.object(allowing: viewKeys) else { return nil }
        var v: AppViewDefinition
        if let vc = o["views"] {
            if let xc = o["xib"] {
                xc.fail(.invalidValue, "app view \"\(name)\": give \"xib\" (a view that loads a XIB) or \"views\" (views made in code), not both")
                return nil
            }
            guard let (views, names) = AppCodeViewDecoder.views(vc, view: name) else { return nil }
            let constraints = o["constraints"].map { AppCodeViewDecoder.constraints($0, view: name, names: names) } ?? []
            v = AppViewDefinition(name: name, content: .code(views: views, constraints: constraints), path: c.path,
                                  location: nameLocation, xibLocation: vc.location)
        } else {
            guard let xc = o.required("xib", "the XIB the view loads, relative to the document; or \"views\", the views made in code"),
                  let xib = xc.string else { return nil }
            guard xib.hasSuffix(".xib") else {
                xc.fail(.invalidValue, "app view \"\(name)\": \"\(xib.escapedForMessage)\" is not a .xib file")
                return nil
            }
            if let cc = o["constraints"] {
                cc.fail(.invalidValue, "app view \"\(name)\": constraints belong to views made in code; a XIB holds its own")
            }
            v = AppViewDefinition(name: name, xib: xib, path: c.path, location: nameLocation, xibLocation: xc.location)
            // A setup's XIB is where its folder had it, not relative to the document.
            v.xibFile = xc.foundFile?.url
            v.xibRead = xc.foundFile?.parsed
        }
        if let ic = o["images"], let io = ic.object {
            for member in io.members {
                guard let path = member.value.string else { continue }
                guard !path.isEmpty else { member.value.fail(.invalidValue, "app view \"\(name)\": image \"\(member.key)\" names no file"); continue }
                v.images[member.key] = path
                if let found = member.value.foundFile { v.imageFiles[member.key] = found.url }
            }
        }
        if let fc = o["feedImage"] { v.feedImage = fc.string }
        if let ic = o["iconImage"] { v.iconImage = ic.string }
        if let dc = o["divider"], let b = dc.bool { v.divider = b }
        if let oc = o["outlets"] {
            guard oc.kind == .object else { oc.typeMismatch("an object of outlets by name"); return v }
            v.outlets = ObjectCursor(cursor: oc).members.compactMap { outlet($0.value, name: $0.key, view: name) }
        }
        return v
    }

    private static func outlet(_ c: Cursor, name: String, view: String) -> AppViewOutlet? {
        let prefix = "app view \"\(view)\", outlet \"\(name)\": "
        guard let o = c.object(allowing: outletKeys) else { return nil }
        var outlet = AppViewOutlet(name: name)
        if let tc = o["text"] { outlet.text = tc.templateText(prefix: prefix) }
        if let cc = o["color"] { outlet.color = cc.color }
        if let ac = o["alpha"] { outlet.alpha = ac.number(in: FormatLimits.unitInterval) }
        if let cc = o["backgroundColor"] { outlet.backgroundColor = cc.color }
        if let cc = o["cornerRadius"] { outlet.cornerRadius = cc.nonNegative }
        if let cc = o["strokeColor"] { outlet.strokeColor = cc.color }
        if let cc = o["strokeWidth"] { outlet.strokeWidth = cc.nonNegative }
        if let sc = o["states"] { outlet.states = sc.stateOverrides(textKey: "text", prefix: prefix, takesAlpha: true) }
        if let hc = o["hiddenIn"] { outlet.hiddenIn = hc.adStates }
        if let vc = o["visibleIn"] { outlet.visibleIn = vc.adStates }
        if let cc = o["cases"] { outlet.cases = cases(cc, prefix: prefix) }
        if let rc = o["runs"] { outlet.runs = runs(rc, prefix: prefix) }
        let both = outlet.hiddenIn.intersection(outlet.visibleIn)
        if !both.isEmpty, let hc = o["hiddenIn"] {
            hc.fail(.invalidValue, prefix + "hidden and visible in the same state (" + both.map(\.name).sorted().joined(separator: ", ") + ")")
        }
        return outlet
    }

    /// `"cases": [{"if": "pointValue > 1000", "color": "#FF3B30"}, …]`.
    private static func cases(_ c: Cursor, prefix: String) -> [AppViewCase] {
        guard let elements = c.array(limit: FormatLimits.appViewCases) else { return [] }
        return elements.compactMap { ec in
            guard let o = ec.object(allowing: caseKeys), let ic = o.required("if", "the condition on the ad (pointValue > 1000)"),
                  let condition = condition(ic, prefix: prefix) else { return nil }
            var out = AppViewCase(condition: condition)
            if let tc = o["text"] { out.text = tc.templateText(prefix: prefix) }
            if let cc = o["color"] { out.color = cc.color }
            if let ac = o["alpha"] { out.alpha = ac.number(in: FormatLimits.unitInterval) }
            if let hc = o["hidden"] { out.hidden = hc.bool }
            if let bc = o["backgroundColor"] { out.backgroundColor = bc.color }
            if let ic = o["image"] { out.image = ic.string }
            if let rc = o["runs"] { out.runs = runs(rc, prefix: prefix) }
            return out
        }
    }

    /// An `"if"`: a condition on the ad's fields, an error at its line:column when it is not one.
    static func condition(_ c: Cursor, prefix: String) -> AdCondition? {
        guard let source = c.string else { return nil }
        do throws(ExpressionError) { return try AdCondition(source) } catch {
            c.fail(.invalidValue, prefix + "condition \"\(source.escapedForMessage)\": \(error.message) (at character \(error.offset + 1))")
            return nil
        }
    }

    /// `"runs": [{"part": "{pointValueGrouped}", "color": "#FF6B00"}, {"location": 0, "length": 5, "strikethrough": true}]`.
    private static func runs(_ c: Cursor, prefix: String) -> [AppViewTextRun] {
        guard let elements = c.array(limit: FormatLimits.appViewCases) else { return [] }
        return elements.compactMap { rc in
            guard let o = rc.object(allowing: runKeys) else { return nil }
            var run: AppViewTextRun
            if let pc = o["part"] {
                guard let part = pc.templateText(prefix: prefix) else { return nil }
                if o["location"] != nil || o["length"] != nil {
                    pc.fail(.invalidValue, prefix + "a run is a part of the text or a location and length, not both")
                    return nil
                }
                run = AppViewTextRun(part: part)
            } else {
                guard let lc = o.required("location", "where the run starts (UTF-16 units), or \"part\""),
                      let location = lc.number(in: FormatLimits.textUnits),
                      let nc = o.required("length", "the run's length (UTF-16 units)"), let length = nc.number(in: FormatLimits.textUnits) else { return nil }
                run = AppViewTextRun(part: nil, location: Int(location), length: Int(length))
            }
            if let cc = o["color"] { run.color = cc.color }
            if let sc = o["strikethrough"], let b = sc.bool { run.strikethrough = b }
            if let uc = o["underline"], let b = uc.bool { run.underline = b }
            if let bc = o["backgroundColor"] { run.backgroundColor = bc.color }
            if let fc = o["font"] { run.font = fc.font(base: Font(size: 17)) }
            return run
        }
    }
}

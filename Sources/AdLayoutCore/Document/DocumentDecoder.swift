import Foundation

/// Reads a layout document (format v1) from JSON, reporting every problem with its JSON path and
/// line:column.
public enum DocumentDecoder {
    /// The format version this decoder reads.
    public static let schemaVersion = 1

    static let topLevelKeys = ["schemaVersion", "device", "title", "frame", "tnkLayout", "styles", "registrations",
                               "menuLayouts", "menu", "filter", "sections", "ads", "backgroundColor", "spacing"]
        + ["templates"]   // item views declared in the document (Templates/)
        + ["layoutClasses", "swiftSetup"]   // layout classes declared in the document (LayoutClasses/); Swift setup files

    /// Reads and decodes the document at `url`; `displayPath` names it in messages.
    public static func decode(contentsOf url: URL, displayPath: String? = nil) throws(DocumentErrors) -> LayoutDocument {
        let name = displayPath ?? url.path
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw DocumentErrors([DocumentError(reason: .syntax, file: name, path: "", location: nil,
                                                message: "cannot read the file: \(Self.describe(error))")])
        }
        return try decode(data, file: name, baseDirectory: url.deletingLastPathComponent())
    }

    /// Decodes a document from `data`.
    public static func decode(_ data: Data, file: String? = nil, baseDirectory: URL? = nil) throws(DocumentErrors) -> LayoutDocument {
        let root: JSONNode
        do { root = try JSONParser.parse(data) } catch {
            throw DocumentErrors([DocumentError(reason: .syntax, file: file, path: "", location: error.location,
                                                message: "invalid JSON: \(error.message)")])
        }
        return try decode(root: root, file: file, baseDirectory: baseDirectory)
    }

    /// Decodes an already parsed document (tools that build or merge JSON, e.g. the Swift setup reader).
    public static func decode(root: JSONNode, file: String? = nil, baseDirectory: URL? = nil) throws(DocumentErrors) -> LayoutDocument {
        let diagnostics = Diagnostics(file: file)
        let doc = decodeRoot(Cursor(node: root, path: "", diagnostics: diagnostics), file: file, baseDirectory: baseDirectory)
        try diagnostics.throwIfAny()
        return doc!
    }

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if ns.domain == NSCocoaErrorDomain && ns.code == NSFileReadNoSuchFileError { return "no such file" }
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return ns.localizedDescription
    }

    private static func decodeRoot(_ root: Cursor, file: String?, baseDirectory: URL?) -> LayoutDocument? {
        guard let o = root.object(allowing: topLevelKeys) else { return nil }
        var doc = LayoutDocument(schemaVersion: schemaVersion, file: file, baseDirectory: baseDirectory,
                                 device: .default, title: nil, settings: TnkLayout(), styles: TnkStyles(),
                                 registrations: [], menuLayouts: [], menu: nil, filter: nil, sections: [])
        if let c = o.required("schemaVersion", "the format version, 1") , let v = c.integer(in: 0...Int(Int32.max)) {
            if v != schemaVersion {
                c.fail(.unsupported, "unsupported schemaVersion \(v); this adlayout reads schemaVersion \(schemaVersion)")
                return doc   // the rest may mean something else in another version
            }
        }
        if let c = o["device"], let d = device(c) { doc.device = d }
        if let c = o["title"], let s = c.string { doc.title = s }
        if let c = o["frame"] {
            guard let kind = c.namedString(FrameKind.self, what: "frame") else { return doc }
            doc.frame = kind
        }
        // Styles first: the theme decides the defaults of everything created after it.
        if let c = o["styles"] { styles(c, into: &doc.styles) }
        doc.settings = TnkStyles.withScoped(doc.styles) { TnkLayout() }
        if let c = o["tnkLayout"] { settings(c, into: &doc.settings) }
        if let c = o["templates"] { doc.templates = TemplateDecoder.decode(c) }
        if let c = o["layoutClasses"] { doc.layoutClasses = LayoutClassDecoder.decode(c) }
        if let c = o["swiftSetup"] {
            c.fail(.unsupported, "Swift setup files are read by the adlayout command (AdLayoutSwiftSetup's SwiftSetupLoader), "
                   + "which merges them into the document before decoding; this decoder reads JSON only")
        }
        if let c = o["registrations"], let reg = c.object(allowing: LayoutType.allNames) {
            for member in reg.object.members {
                guard let type = LayoutType(name: member.key), let rc = reg[member.key] else { continue }
                if let spec = registration(rc, type: type) { doc.registrations.append(spec) }
            }
        }
        if let c = o["menuLayouts"], let ml = c.object(allowing: ["menu", "filter"]) {
            for member in ml.object.members {
                guard let type = MenuType.named(member.key), let mc = ml[member.key] else { continue }
                doc.menuLayouts.append(MenuLayoutSpec(type: type, overrides: mc.node, path: mc.path))
            }
        }
        if let c = o["menu"] { doc.menu = menu(c, allowBadge: true) }
        if let c = o["filter"] { doc.filter = menu(c, allowBadge: false) }
        if doc.frame == .native {
            for key in ["menu", "filter", "sections", "menuLayouts", "registrations"] where o[key] != nil {
                o[key]!.fail(.invalidValue, "a native frame has no \(key); use \"ads\" (or \"frame\": \"offerwall\")")
            }
            if let c = o.required("ads", "an array of native ads"), let items = c.array {
                doc.nativeAds = items.compactMap(nativePlacement)
            }
            if let c = o["backgroundColor"], let v = c.color { doc.nativeBackground = v }
            if let c = o["spacing"], let v = c.nonNegative { doc.nativeSpacing = v }
            return doc
        }
        for key in ["ads", "backgroundColor", "spacing"] where o[key] != nil {
            o[key]!.fail(.invalidValue, "\"\(key)\" belongs to native frames; add \"frame\": \"native\"")
        }
        if let c = o.required("sections", "an array of sections"), let items = c.array {
            doc.sections = items.compactMap(section)
        }
        return doc
    }

    static func device(_ c: Cursor) -> DeviceSpec? {
        if case .string(let name) = c.node.value {
            if let d = DeviceSpec.presets[name] { return d }
            let names = DeviceSpec.presets.keys.sorted()
            c.fail(.invalidValue, "unknown device \"\(name)\"\(NameSuggestions.hint(for: name, in: names)); valid values: "
                   + names.joined(separator: ", ") + ", or {\"width\", \"height\", \"scale\"}")
            return nil
        }
        guard let o = c.object(allowing: ["preset", "width", "height", "scale"]) else { return nil }
        var d = DeviceSpec.default
        d.name = nil
        if let p = o["preset"] { if let base = device(p) { d = base } else { return nil } }
        for key in ["width", "height"] {
            guard let v = o[key] else { continue }
            guard let n = v.nonNegative else { return nil }
            guard n >= 100 && n <= 4000 else { v.fail(.invalidValue, "expected a \(key) of 100…4000 points, found \(v.found)"); return nil }
            if key == "width" { d.width = n } else { d.height = n }
        }
        if let v = o["scale"] {
            guard let s = v.integer(in: 1...3) else { return nil }
            d.scale = s
        }
        if o["preset"] == nil && (o["width"] == nil || o["height"] == nil) {
            c.fail(.missingValue, "a device object needs \"width\" and \"height\" (or a \"preset\")")
            return nil
        }
        return d
    }

    static let settingsKeys = ["leftBarButtonItem", "rightBarButtonItem", "closeBarButtonImage", "closeBarButtonTitle",
                               "helpBarButtonNormalImage", "helpBarButtonBadgeImage", "helpBarButtonTitle",
                               "navigationBarTitle", "navigationBarItemTintColor", "navigationBarHidden",
                               "menuPinToVisibleBounds", "menuMenuHidden", "menuFilterHidden", "listViewTopMargin",
                               "listViewBottomMargin", "listViewMaxWidth", "listViewBackgroundColor",
                               "listViewTopButtonImage", "listViewTopButtonSize", "listViewBackgroundGray",
                               "navigationBarTitleColor"]

    static func settings(_ c: Cursor, into s: inout TnkLayout) {
        guard let o = c.object(allowing: settingsKeys) else { return }
        if let v = o["leftBarButtonItem"], let e = v.named(BarButtonItem.self, what: "bar button") { s.leftBarButtonItem = e }
        if let v = o["rightBarButtonItem"], let e = v.named(BarButtonItem.self, what: "bar button") { s.rightBarButtonItem = e }
        if let v = o["closeBarButtonImage"], let e = v.imageSource { s.closeBarButtonImage = e }
        if let v = o["closeBarButtonTitle"], let e = v.string { s.closeBarButtonTitle = e }
        if let v = o["helpBarButtonNormalImage"], let e = v.imageSource { s.helpBarButtonNormalImage = e }
        if let v = o["helpBarButtonBadgeImage"], let e = v.imageSource { s.helpBarButtonBadgeImage = e }
        if let v = o["helpBarButtonTitle"], let e = v.string { s.helpBarButtonTitle = e }
        if let v = o["navigationBarTitle"], let e = v.string { s.navigationBarTitle = e }
        if let v = o["navigationBarItemTintColor"], let e = v.color { s.navigationBarItemTintColor = e }
        if let v = o["navigationBarHidden"], let e = v.bool { s.navigationBarHidden = e }
        if let v = o["menuPinToVisibleBounds"], let e = v.named(MenuBound.self, what: "menu bound") { s.menuPinToVisibleBounds = e }
        if let v = o["menuMenuHidden"], let e = v.bool { s.menuMenuHidden = e }
        if let v = o["menuFilterHidden"], let e = v.bool { s.menuFilterHidden = e }
        if let v = o["listViewTopMargin"], let e = v.nonNegative { s.listViewTopMargin = e }
        if let v = o["listViewBottomMargin"], let e = v.nonNegative { s.listViewBottomMargin = e }
        if let v = o["listViewMaxWidth"], let e = v.nonNegative {
            if e > 0 { s.listViewMaxWidth = e } else { v.fail(.invalidValue, "expected a width > 0, found \(v.found)") }
        }
        if let v = o["listViewBackgroundColor"], let e = v.color { s.listViewBackgroundColor = e }
        if let v = o["listViewBackgroundGray"], let e = v.color { s.listViewBackgroundGray = e }
        if let v = o["navigationBarTitleColor"], let e = v.color { s.navigationBarTitleColor = e }
        if let v = o["listViewTopButtonImage"], let e = v.imageSource { s.listViewTopButtonImage = e }
        if let v = o["listViewTopButtonSize"], let e = v.size(base: s.listViewTopButtonSize) { s.listViewTopButtonSize = e }
    }

    static func styles(_ c: Cursor, into s: inout TnkStyles) {
        guard let o = c.object(allowing: ["adListItem", "offerwallTheme"]) else { return }
        if let v = o["offerwallTheme"], let t = v.named(OfferwallTheme.self, what: "theme") {
            s = TnkStyles(theme: t)
        }
        guard let ac = o["adListItem"] else { return }
        let labels: [(String, WritableKeyPath<AdListItemStyle, LabelAttribute>)] = [
            ("titleLabel", \.titleLabel), ("descLabel", \.descLabel), ("descPointLabel", \.descPointLabel),
            ("pointAmountLabel", \.pointAmountLabel), ("pointUnitLabel", \.pointUnitLabel),
            ("dateLabel", \.dateLabel), ("statusLabel", \.statusLabel), ("productPriceLabel", \.productPriceLabel),
            ("discountRateLabel", \.discountRateLabel), ("orderNumberLabel", \.orderNumberLabel),
            ("headerTitleLabel", \.headerTitleLabel), ("headerDescLabel", \.headerDescLabel),
        ]
        let images: [(String, WritableKeyPath<AdListItemStyle, ImageAttribute>)] = [
            ("iconImage", \.iconImage), ("feedImage", \.feedImage), ("pointIconImage", \.pointIconImage),
        ]
        let keys = labels.map(\.0) + images.map(\.0) + ["favoriteButton", "pointAmountFormat", "pointUnitVisible",
                                                         "pointAmountDisabledColor", "pointAmountConfirmColor"]
        guard let a = ac.object(allowing: keys) else { return }
        for (k, kp) in labels { if let v = a[k], let l = v.label(base: s.adListItem[keyPath: kp]) { s.adListItem[keyPath: kp] = l } }
        for (k, kp) in images { if let v = a[k], let l = v.image(base: s.adListItem[keyPath: kp]) { s.adListItem[keyPath: kp] = l } }
        if let v = a["favoriteButton"], let b = v.button(base: s.adListItem.favoriteButton) { s.adListItem.favoriteButton = b }
        if let v = a["pointAmountFormat"], let f = v.string { s.adListItem.pointAmountFormat = f }
        if let v = a["pointUnitVisible"], let f = v.bool { s.adListItem.pointUnitVisible = f }
        if let v = a["pointAmountDisabledColor"], let f = v.color { s.adListItem.pointAmountDisabledColor = f }
        if let v = a["pointAmountConfirmColor"], let f = v.color { s.adListItem.pointAmountConfirmColor = f }
    }

    static func registration(_ c: Cursor, type: LayoutType) -> RegistrationSpec? {
        guard let o = c.object(allowing: ["viewClass", "viewLayout", "overrides"]) else { return nil }
        var spec = RegistrationSpec(type: type, viewClass: nil, viewLayout: nil, overrides: nil, path: c.path, location: c.location)
        if let v = o["viewClass"] { spec.viewClass = v.string }
        if let v = o["viewLayout"] { spec.viewLayout = v.string }
        if let v = o["overrides"] {
            if case .object = v.node.value { spec.overrides = v.node } else { v.typeMismatch("an object of AdListItemViewLayout properties") }
        }
        return spec
    }

    static func menu(_ c: Cursor, allowBadge: Bool) -> MenuSpec? {
        guard let o = c.object(allowing: allowBadge ? ["items", "selected", "badge"] : ["items", "selected"]) else { return nil }
        var spec = MenuSpec(items: [], selected: 0, badge: nil)
        if let v = o.required("items", "an array of titles"), let arr = v.array { spec.items = arr.compactMap(\.string) }
        if let v = o["selected"], let n = v.integer(in: 0...max(0, spec.items.count - 1)) { spec.selected = n }
        if let v = o["badge"], let n = v.integer(in: 0...9999) { spec.badge = n }
        return spec
    }

    static let itemKeys = ["appId", "actionId", "appName", "iconUrl", "imageUrl", "pointUnit", "corpDesc", "cmpnDesc",
                           "pointValue", "pointText", "multiReward", "favorite", "state", "adType", "filterId",
                           "originalPointAmount", "multiJoin", "productPrice", "originalProductPrice",
                           "productPriceText", "discountPercent", "missionsDone", "missionCount", "native"]

    static func section(_ c: Cursor) -> SectionSpec? {
        guard let o = c.object(allowing: ["type", "header", "footer", "items", "page", "scrollOffset"]) else { return nil }
        guard let tc = o.required("type", "a layout type") else { return nil }
        guard case .string(let name) = tc.node.value else {
            tc.typeMismatch("a layout type name (one of \(LayoutType.allNames.joined(separator: ", ")))"); return nil
        }
        guard let type = LayoutType(name: name) else {
            tc.fail(.invalidValue, "unknown layout type \"\(name)\"\(NameSuggestions.hint(for: name, in: LayoutType.allNames)); "
                    + "valid types: " + LayoutType.allNames.joined(separator: ", "))
            return nil
        }
        var spec = SectionSpec(type: type, header: nil, footer: nil, scroll: nil, items: [], path: c.path, location: c.location)
        if let h = o["header"], let ho = h.object(allowing: ["title", "desc"]) {
            if let t = ho.required("title", "the header title")?.string {
                spec.header = SectionHeaderSpec(title: t, desc: ho["desc"]?.string)
            }
        }
        if let f = o["footer"], let fo = f.object(allowing: ["title"]) {
            if let t = fo.required("title", "the footer button title")?.string { spec.footer = SectionFooterSpec(title: t) }
        }
        if let p = o["page"], let n = p.integer(in: 0...100_000) { spec.scroll = .page(n) }
        if let s = o["scrollOffset"], let n = s.nonNegative {
            if o["page"] != nil { s.fail(.invalidValue, "give either \"page\" or \"scrollOffset\", not both") }
            else { spec.scroll = .offset(n) }
        }
        if let ic = o.required("items", "an array of ads"), let items = ic.array {
            spec.items = items.compactMap(item)
        }
        return spec
    }

    static func item(_ c: Cursor) -> AdListItem? {
        guard let o = c.object(allowing: itemKeys) else { return nil }
        var it = AdListItem()
        func int(_ key: String, _ set: (Int) -> Void) {
            if let v = o[key], let n = v.integer(in: 0...Int(Int32.max)) { set(n) }
        }
        func str(_ key: String, _ set: (String) -> Void) { if let v = o[key], let s = v.string { set(s) } }
        func flag(_ key: String, _ set: (Bool) -> Void) { if let v = o[key], let b = v.bool { set(b) } }
        int("appId") { it.appId = $0 }
        int("actionId") { it.actionId = $0 }
        str("appName") { it.appName = $0 }
        str("iconUrl") { it.iconUrl = $0 }
        str("imageUrl") { it.imageUrl = $0 }
        str("pointUnit") { it.pointUnit = $0 }
        str("corpDesc") { it.corpDesc = $0 }
        str("cmpnDesc") { it.cmpnDesc = $0 }
        int("pointValue") { it.pointValue = $0 }
        str("pointText") { it.pointText = $0 }
        flag("multiReward") { it.multiReward = $0 }
        flag("favorite") { it.favorite = $0 }
        if let v = o["state"], let s = v.named(AdState.self, what: "ad state") { it.state = s }
        int("adType") { it.adType = $0 }
        int("filterId") { it.filterId = $0 }
        int("originalPointAmount") { it.originalPointAmount = $0 }
        flag("multiJoin") { it.multiJoin = $0 }
        int("productPrice") { it.productPrice = $0 }
        int("originalProductPrice") { it.originalProductPrice = $0 }
        str("productPriceText") { it.productPriceText = $0 }
        str("discountPercent") { it.discountPercent = $0 }
        int("missionsDone") { it.missionsDone = $0 }
        int("missionCount") { it.missionCount = $0 }
        if let v = o["native"], let ad = nativeAd(v) { it.native = ad }
        return it
    }
}

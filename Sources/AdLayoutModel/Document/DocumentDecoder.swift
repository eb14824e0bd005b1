import Foundation

/// Reads a layout document (format v1) from JSON, reporting every problem with its JSON path and
/// line:column.
///
/// The JSON is parsed into a compact tape (`JSONTape`) and read straight into typed values:
/// ads key by key, overrides, styles and settings into edits (``PropertyEdits``) applied at resolve. The tape stays
/// with the document as its ``SourcePositions`` (documents up to 16 MiB), so later stages locate
/// what they report without parsing the text again.
public enum DocumentDecoder {
    /// The format version this decoder reads.
    public static let schemaVersion = 1

    /// What decoding may be told besides the document.
    public struct Options: Sendable {
        /// Decode for this theme instead of the document's `offerwallTheme` (a variant matrix's theme).
        public var theme: OfferwallTheme?
        /// Decode for this device instead of the document's (a variant matrix's device).
        public var device: DeviceSpec?
        /// Which image files the document may draw (applied when it is resolved).
        public var imageAccess = ImageAccess()
        /// The Dynamic Type size to render for (a variant matrix's); applied when the document is
        /// resolved (see ``/AdLayoutSDK/ContentSizeCategory``). Nil: the default size, `large`.
        public var contentSize: ContentSizeCategory?
        /// Draw the device's status bar and home indicator whatever the document says (`--chrome`); nil: the document's
        /// `"chrome"`.
        public var chrome: Bool?
        /// Grow the canvas to the content's height whatever the document says (`--full-page`, a fit report's
        /// thumbnails); false: the document's `"height"`.
        public var autoHeight = false
        /// Creates options; nil keeps the document's own value.
        public init(theme: OfferwallTheme? = nil, device: DeviceSpec? = nil,
                    imageAccess: ImageAccess = ImageAccess(), contentSize: ContentSizeCategory? = nil) {
            self.theme = theme; self.device = device; self.imageAccess = imageAccess
            self.contentSize = contentSize
        }
    }

    /// Reads and decodes the document at `url`; `displayPath` names it in messages.
    public static func decode(contentsOf url: URL, displayPath: String? = nil,
                              options: Options = Options()) throws(DocumentErrors) -> LayoutDocument {
        let (document, diagnostics) = decodeCollecting(contentsOf: url, displayPath: displayPath, options: options)
        guard let document, !diagnostics.contains(where: { $0.severity == .error }) else { throw DocumentErrors(diagnostics) }
        return document
    }

    /// Decodes a document from `data`.
    public static func decode(_ data: Data, file: String? = nil, baseDirectory: URL? = nil,
                              options: Options = Options()) throws(DocumentErrors) -> LayoutDocument {
        let (document, diagnostics) = decodeCollecting(data, file: file, baseDirectory: baseDirectory, options: options)
        guard let document, !diagnostics.contains(where: { $0.severity == .error }) else { throw DocumentErrors(diagnostics) }
        return document
    }

    /// Reads the file at `url` and decodes it, returning whatever could be decoded with every
    /// diagnostic: the document is nil only when the file is not JSON. Lets a caller resolve a
    /// document with errors to report the resolver's problems in the same run.
    public static func decodeCollecting(contentsOf url: URL, displayPath: String? = nil,
                                        options: Options = Options()) -> (LayoutDocument?, [Diagnostic]) {
        let (parsed, problems) = parse(contentsOf: url, displayPath: displayPath)
        guard let parsed else { return (nil, problems) }
        return decodeCollecting(parsed, options: options)
    }

    /// Bytes of a larger file parsed first, to refuse it early (``parse(contentsOf:displayPath:)``).
    static let headBytes = 1 << 20

    /// Decodes a document from `data`, returning whatever could be decoded with every diagnostic.
    public static func decodeCollecting(_ data: Data, file: String? = nil, baseDirectory: URL? = nil,
                                        options: Options = Options()) -> (LayoutDocument?, [Diagnostic]) {
        let (parsed, problems) = parse(data, file: file, baseDirectory: baseDirectory)
        guard let parsed else { return (nil, problems) }
        return decodeCollecting(parsed, options: options)
    }

    /// Reads and parses the file at `url` (nil and the error when it is not JSON or cannot be read).
    public static func parse(contentsOf url: URL, displayPath: String? = nil) -> (ParsedDocument?, [Diagnostic]) {
        let name = displayPath ?? url.path
        // A large file is refused at its first error when that lies in its first megabyte, before
        // the rest is read (a gigabyte that is not JSON from byte 32 costs one megabyte, not a gigabyte),
        // through the same open as the whole read (each input is opened once).
        var refusal: Diagnostic?
        let read: UnsafeMutableBufferPointer<UInt8>?
        do {
            read = try FileReading.ownedBytes(of: url, limit: FormatLimits.documentBytes, head: Self.headBytes) { head in
                do throws(JSONSyntaxError) { _ = try JSONTape.parse(head) } catch {
                    // An error well before the cut is the whole file's (the parser has not looked past
                    // it); an unterminated string or value is the cut's doing (placed at its start).
                    if error.location.offset + 64 < head.count, error.message != "unterminated string",
                       !error.message.hasPrefix("unexpected end") {
                        refusal = Diagnostic(code: .syntax, file: name, path: error.path, location: error.location,
                                             message: "invalid JSON: \(error.message)")
                        return false
                    }
                }
                return true
            }
        } catch {
            return (nil, [Diagnostic(code: .syntax, file: name, path: "", location: nil, message: error.description)])
        }
        guard let bytes = read else { return (nil, refusal.map { [$0] } ?? []) }
        return parse({ () throws(JSONSyntaxError) in try JSONTape.parse(bytes) }, file: name, baseDirectory: url.deletingLastPathComponent())
    }

    /// Parses a document in `data` (nil and the error when it is not JSON).
    public static func parse(_ data: Data, file: String? = nil, baseDirectory: URL? = nil) -> (ParsedDocument?, [Diagnostic]) {
        parse({ () throws(JSONSyntaxError) in try JSONTape.parse(data) }, file: file, baseDirectory: baseDirectory)
    }

    private static func parse(_ parse: () throws(JSONSyntaxError) -> JSONTape, file: String?,
                              baseDirectory: URL?) -> (ParsedDocument?, [Diagnostic]) {
        do { return (ParsedDocument(tape: try parse(), file: file, baseDirectory: baseDirectory), []) } catch {
            return (nil, [Diagnostic(code: .syntax, file: file, path: error.path, location: error.location,
                                     message: "invalid JSON: \(error.message)")])
        }
    }

    /// Decodes a parsed document, returning whatever could be decoded with every diagnostic. The
    /// parse stays with the document as its ``LayoutDocument/positions``.
    /// A document made as a tree (a document's parse with a Swift setup merged under it): parsed
    /// from nothing, each node keeping where it comes from (``JSONNode/file``, ``JSONNode/found``).
    public static func parse(_ tree: JSONNode, file: String?, baseDirectory: URL?) -> ParsedDocument {
        ParsedDocument(tape: JSONTape.of(tree), file: file, baseDirectory: baseDirectory)
    }

    /// Decodes a parsed document, returning whatever could be decoded with every diagnostic. The
    /// parse stays with the document as its ``LayoutDocument/positions``. Of a document made as a
    /// tree, the problems of values a Swift setup made name the Swift file:line:column, and the
    /// image files the setup found are the document's ``LayoutDocument/setupImageFiles``.
    public static func decodeCollecting(_ parsed: sending ParsedDocument, options: Options = Options()) -> (LayoutDocument?, [Diagnostic]) {
        let context = DecodeContext(file: parsed.file)
        let root = Cursor(tape: parsed.tape, index: 0, diagnostics: context)
        var document = decodeRoot(root, baseDirectory: parsed.baseDirectory, options: options)
        var diagnostics = context.all
        let merged = parsed.tape.origins != nil
        if merged { document?.setupImageFiles = foundImages(parsed.tape) }
        let positions = SourcePositions(parsed.tape, file: parsed.file)
        if merged, let positions { diagnostics = positions.locate(diagnostics) }
        document?.positions = positions
        return (document, diagnostics)
    }

    /// The image files a setup found, by the path its values name them with: every string of the
    /// tape but a XIB's (`appViews.*.xib`) that has a found file.
    private static func foundImages(_ tape: JSONTape) -> [String: URL] {
        guard let origins = tape.origins else { return [:] }
        var out: [String: URL] = [:]
        func walk(_ index: Int, key: String?) {
            switch tape.nodes[index].kind {
            case .string:
                if key != "xib", let url = origins[index].found?.url { out[tape.string(index)] = url }
            case .array:
                for child in tape.children(index) { walk(child, key: nil) }
            case .object:
                let children = tape.children(index)
                for i in stride(from: 0, to: children.count - 1, by: 2) { walk(children[i + 1], key: tape.string(children[i])) }
            default:
                break
            }
        }
        walk(0, key: nil)
        return out
    }

    /// The paths of a document's `swiftSetup` that are strings (anything else is the decoder's to report).
    static func setupReferences(_ c: Cursor) -> [SetupFileReference] {
        guard let list = c.array(limit: 100) else { return [] }
        return list.compactMap { item in
            guard let path = item.string else { return nil }
            guard !path.isEmpty else { item.fail(.invalidValue, "expected the path of a Swift file, a XIB or the app's folder, relative to the document"); return nil }
            return SetupFileReference(path: path, jsonPath: item.path, location: item.location)
        }
    }

    // MARK: Top level

    /// The top-level keys, with what each holds (the schema's `properties`).
    static let topLevelKeys = ["$schema", "schemaVersion", "device", "title", "screen", "tnkLayout", "styles", "templates",
                               "appViews", "layoutClasses", "swiftSetup", "registrations", "menuLayouts", "menu", "filter", "sections",
                               "ads", "backgroundColor", "spacing", "placement", "placementRegistrations", "items"]

    private static func decodeRoot(_ root: Cursor, baseDirectory: URL?, options: Options) -> LayoutDocument? {
        guard let o = root.object else { return nil }
        for member in o.members where !topLevelKeys.contains(member.key) {
            if member.key == "frame" {
                root.diagnostics.error(.unknownKey, "frame", root.tape.location(member.keyIndex),
                                       "unknown key \"frame\": a document's kind is now \"screen\" (\"offerwall\" or \"native\")")
            } else {
                o.reportUnknownKey(member, valid: topLevelKeys)
            }
        }
        var doc = LayoutDocument(schemaVersion: schemaVersion, file: root.diagnostics.file, baseDirectory: baseDirectory,
                                 device: .default, title: nil, settings: nil, theme: .light,
                                 registrations: [], menuLayouts: [], menu: nil, filter: nil, sections: [])
        if let c = o.required("schemaVersion", "the format version, 1"), let v = c.integer(in: 0...Int(Int32.max)) {
            if v != schemaVersion {
                c.fail(.unsupported, "unsupported schemaVersion \(v); this adlayout reads schemaVersion \(schemaVersion)")
                return doc   // the rest may mean something else in another version
            }
        }
        if let c = o["$schema"] { _ = c.string }
        if let c = o["device"], let d = device(c) { doc.device = d }
        if let d = options.device {
            // A variant's device keeps the document's chrome.
            let chrome = doc.device.chrome
            doc.device = d
            doc.device.chrome = chrome || d.chrome
        }
        if let chrome = options.chrome { doc.device.chrome = chrome }
        if options.autoHeight { doc.device.autoHeight = true }
        doc.contentSize = options.contentSize
        if let c = o["title"] { doc.title = ValueReader<String>.text.read(c) }
        if let c = o["screen"], let kind = c.namedString(ScreenKind.self, what: "screen") { doc.screen = kind }

        // Styles first: the theme decides the defaults of everything created after it, and which
        // colour of a {"light", "dark"} pair is read.
        if let c = o["styles"] { styles(c, into: &doc, options: options) }
        doc.theme = options.theme ?? doc.declaredTheme ?? .light
        root.diagnostics.theme = doc.theme
        if let c = o["tnkLayout"] { doc.settings = Formats.settings.edits(c) }
        if let c = o["templates"] { doc.templates = TemplateDecoder.decode(c) }
        if let c = o["appViews"] { doc.appViews = AppViewDecoder.decode(c) }
        if let c = o["layoutClasses"] { doc.layoutClasses = LayoutClassDecoder.decode(c) }
        if let c = o["swiftSetup"] { doc.swiftSetup = setupReferences(c) }

        // Any screen may carry them (an app's setup registers placements and layout types alike).
        if let c = o["placementRegistrations"] { doc.placementRegistrations = placementRegistrations(c) }
        if doc.screen == .placement {
            placementDocument(o, into: &doc, fixedHeight: options.device == nil && fixesHeight(o["device"]))
            return doc
        }
        for key in ["placement", "items"] where o[key] != nil {
            o[key]!.fail(.invalidValue, "\"\(key)\" belongs to placement screens; add \"screen\": \"placement\"")
        }
        if doc.screen == .native {
            for key in ["menu", "filter", "sections", "menuLayouts", "registrations"] where o[key] != nil {
                o[key]!.fail(.invalidValue, "a native screen has no \(key); use \"ads\" (or \"screen\": \"offerwall\")")
            }
            if let c = o.required("ads", "an array of native ads"), let items = c.array(limit: FormatLimits.sections) {
                doc.nativeAds = items.compactMap(nativePlacement)
            }
            if let c = o["backgroundColor"], let v = c.color { doc.nativeBackground = v }
            if let c = o["spacing"], let v = c.number(in: FormatLimits.length) { doc.nativeSpacing = v }
            return doc
        }
        for key in ["ads", "backgroundColor", "spacing"] where o[key] != nil {
            o[key]!.fail(.invalidValue, "\"\(key)\" belongs to native screens; add \"screen\": \"native\"")
        }
        if let c = o["registrations"] { doc.registrations = registrations(c) }
        if let c = o["menuLayouts"] { doc.menuLayouts = menuLayouts(c) }
        if let c = o["menu"] { doc.menu = menu(c, allowBadge: true) }
        if let c = o["filter"] { doc.filter = menu(c, allowBadge: false) }
        if let c = o.required("sections", "an array of sections"), let items = c.array(limit: FormatLimits.sections) {
            doc.sections = items.compactMap(section)
        }
        return doc
    }

    // MARK: Parts

    static let deviceKeys = ["preset", "width", "height", "scale", "chrome"]

    static func device(_ c: Cursor) -> DeviceSpec? {
        if c.kind == .string {
            let name = c.tape.string(c.index)
            if let d = DeviceSpec.presets[name] { return d }
            let names = DeviceSpec.presets.keys.sorted()
            c.fail(.invalidValue, "unknown device \"\(name)\"\(NameSuggestions.hint(for: name, in: names)); valid values: "
                   + names.joined(separator: ", ") + ", or {\"width\", \"height\", \"scale\"}")
            return nil
        }
        guard let o = c.object(allowing: deviceKeys) else { return nil }
        var d = DeviceSpec.default
        d.name = nil
        if let p = o["preset"] {
            guard p.kind == .string else { p.typeMismatch("a device name (\(DeviceSpec.presets.keys.sorted().joined(separator: ", ")))"); return nil }
            if let base = device(p) { d = base } else { return nil }
        }
        if let v = o["width"] { guard let n = v.number(in: FormatLimits.canvasSide) else { return nil }; d.width = n }
        if let v = o["height"] {
            if v.kind == .string, v.tape.stringEquals(v.index, "auto") {
                d.autoHeight = true
            } else if v.kind == .string {
                v.fail(.invalidValue, "expected a height in points or \"auto\", found \(v.found)"); return nil
            } else {
                guard let n = v.number(in: FormatLimits.canvasSide) else { return nil }
                d.height = n
            }
        }
        if let v = o["scale"] {
            guard let s = v.integer(in: 1...3) else { return nil }
            d.scale = s
        }
        if let v = o["chrome"] { guard let on = v.bool else { return nil }; d.chrome = on }
        if o["preset"] == nil && (o["width"] == nil || o["height"] == nil) {
            c.fail(.missingValue, "a device object needs \"width\" and \"height\" (or a \"preset\")")
            return nil
        }
        if let problem = d.canvasProblem(scale: d.scale) { c.fail(.invalidValue, problem); return nil }
        return d
    }

    /// `styles`: the theme first (it decides which colour of a {"light", "dark"} pair is read), then
    /// the element styles as edits.
    static func styles(_ c: Cursor, into doc: inout LayoutDocument, options: Options) {
        guard let o = c.object(allowing: ["adListItem", "offerwallTheme"]) else { return }
        if let v = o["offerwallTheme"], let t = ValueReader<OfferwallTheme>.named("theme").read(v) { doc.declaredTheme = t }
        c.diagnostics.theme = options.theme ?? doc.declaredTheme ?? .light
        if let a = o["adListItem"] { doc.styleEdits = Formats.itemStyle.edits(a) }
    }

    /// The theme and element styles of a `styles` object made as a tree (what the Swift setup
    /// reader's code reads back of the styles it has set so far); its problems are the document's
    /// decode's to report.
    package static func styles(of tree: JSONNode) -> (theme: OfferwallTheme?, edits: PropertyEdits<AdListItemStyle>?) {
        let context = DecodeContext(file: nil)
        return withExtendedLifetime(context) {
            let tape = JSONTape.of(tree)
            return withExtendedLifetime(tape) {
                var holder = LayoutDocument(schemaVersion: schemaVersion, file: nil, baseDirectory: nil, device: .default, title: nil,
                                            settings: nil, theme: .light, registrations: [], menuLayouts: [], menu: nil,
                                            filter: nil, sections: [])
                styles(Cursor(tape: tape, index: 0, diagnostics: context), into: &holder, options: Options())
                return (holder.declaredTheme, holder.styleEdits)
            }
        }
    }

    /// `registrations`: by layout type name.
    static func registrations(_ c: Cursor) -> [RegistrationSpec] {
        guard let reg = c.object else { return [] }
        var out: [RegistrationSpec] = []
        for member in reg.members {
            guard let type = LayoutType(name: member.key) else {
                reg.reportUnknownKey(member, valid: LayoutType.allNames)
                continue
            }
            if let spec = registration(member.value, type: type) { out.append(spec) }
        }
        return out
    }

    /// `menuLayouts`: `menu` and `filter`.
    static func menuLayouts(_ c: Cursor) -> [MenuLayoutSpec] {
        guard let ml = c.object(allowing: ["menu", "filter"]) else { return [] }
        return ml.members.compactMap { member in
            guard let type = MenuType.named(member.key), let overrides = MenuLayoutFormat.format.edits(member.value) else { return nil }
            return MenuLayoutSpec(type: type, overrides: overrides, path: member.value.path)
        }
    }

    static let registrationKeys = ["viewClass", "viewLayout", "overrides"]

    static func registration(_ c: Cursor, type: LayoutType) -> RegistrationSpec? {
        guard let o = c.object(allowing: registrationKeys) else { return nil }
        var spec = RegistrationSpec(type: type, viewClass: nil, viewLayout: nil, overrides: nil, path: c.path, location: c.location)
        if let v = o["viewClass"] { spec.viewClass = v.string }
        if let v = o["viewLayout"] { spec.viewLayout = v.string }
        if let v = o["overrides"] { spec.overrides = ItemLayoutFormat.format.edits(v) }
        return spec
    }

    static func menu(_ c: Cursor, allowBadge: Bool) -> MenuSpec? {
        guard let o = c.object(allowing: allowBadge ? ["items", "selected", "badge"] : ["items", "selected"]) else { return nil }
        var spec = MenuSpec(items: [], selected: 0, badge: nil)
        var itemsRead = false
        if let v = o.required("items", "an array of titles"), let arr = v.array(limit: 100) {
            spec.items = arr.compactMap { ValueReader<String>.text.read($0) }
            itemsRead = true
        }
        // The range is the titles' indices: unknown when the titles could not be read (their error is enough).
        if let v = o["selected"], itemsRead, let n = v.integer(in: 0...max(0, spec.items.count - 1)) { spec.selected = n }
        if let v = o["badge"], let n = v.integer(in: 0...9999) { spec.badge = n }
        return spec
    }

    static let sectionKeys = ["type", "header", "footer", "items", "page", "scrollOffset"]

    /// The section at `c`; nil when it cannot be used. A section whose `type` is missing or wrong
    /// is still read to its end, so the problems of its other keys and its items are reported too.
    static func section(_ c: Cursor) -> SectionSpec? {
        guard let o = c.object(allowing: sectionKeys) else { return nil }
        let type = sectionType(o)
        var spec = SectionSpec(type: type ?? .normal, header: nil, footer: nil, scroll: nil, items: [], path: c.path,
                               location: c.location)
        if let h = o["header"], h.kind == .object {
            spec.header = Formats.header.decode(h, base: SectionHeaderSpec(title: ""))
        } else if let h = o["header"] { h.typeMismatch("an object {\"title\", \"desc\"}") }
        if let f = o["footer"], f.kind == .object {
            spec.footer = Formats.footer.decode(f, base: SectionFooterSpec(title: ""))
            spec.footerLocation = f.location
        } else if let f = o["footer"] { f.typeMismatch("an object {\"title\"}") }
        if let p = o["page"], let n = p.integer(in: FormatLimits.page) { spec.scroll = .page(n) }
        if let s = o["scrollOffset"], let n = s.number(in: FormatLimits.scrollOffset) {
            if o["page"] != nil { s.fail(.invalidValue, "give either \"page\" or \"scrollOffset\", not both") }
            else { spec.scroll = .offset(n) }
        }
        if let ic = o.required("items", "an array of ads") {
            var shape: [Int] = []
            let format = Formats.adItem
            var items: [AdListItem] = []
            ic.forEachElement(limit: FormatLimits.itemsPerSection, count: { count in
                items.reserveCapacity(count)
                JSONTape.adviseHugePages(items.withUnsafeBufferPointer { $0.baseAddress },
                                         byteCount: items.capacity * MemoryLayout<AdListItem>.stride)
            }) { item in
                // Read in place: an ad is large, and copying it in would retain and release its strings.
                items.append(AdListItem())
                format.apply(item, to: &items[items.count - 1], shape: &shape)
            }
            spec.items = items
        }
        return type == nil ? nil : spec
    }

    /// The section's `type`, or nil after reporting why it is missing or not a layout type.
    private static func sectionType(_ o: ObjectCursor) -> LayoutType? {
        guard let tc = o.required("type", "a layout type") else { return nil }
        guard tc.kind == .string else {
            tc.typeMismatch("a layout type name (one of \(LayoutType.allNames.joined(separator: ", ")))"); return nil
        }
        let name = tc.tape.string(tc.index)
        guard let type = LayoutType(name: name) else {
            tc.fail(.invalidValue, "unknown layout type \"\(name)\"\(NameSuggestions.hint(for: name, in: LayoutType.allNames)); "
                    + "valid types: " + LayoutType.allNames.joined(separator: ", "))
            return nil
        }
        return type
    }

    static let nativePlacementKeys = ["template", "ad", "style", "attribution", "adLabel", "width", "height",
                                      "minWidth", "maxWidth", "minHeight", "maxHeight"]

    /// One entry of a native screen's `ads`.
    static func nativePlacement(_ c: Cursor) -> NativeAdSpec? {
        guard let o = c.object(allowing: nativePlacementKeys) else { return nil }
        // Every key is read before giving up on a missing one, so one run reports every problem.
        let template = o.required("template", "a native template name")?.string
        let ad = o.required("ad", "the ad's assets").map { Formats.nativeAd.decode($0, base: NativeAd()) }
        var spec = NativeAdSpec(template: template ?? "", ad: ad ?? NativeAd(), style: NativeAdStyle(), width: nil, height: nil,
                                limits: SizeLimits(), adLabel: nil, path: c.path, location: c.location)
        if let v = o["style"] { Formats.nativeStyle.apply(v, to: &spec.style) }
        if let v = o["attribution"], let b = v.bool { spec.style.showsAttribution = b }
        if let v = o["adLabel"] {
            switch v.json {
            case .bool(let b): spec.adLabel = b ? NativeAdSpec.defaultAdLabel : nil
            case .string: if let s = v.text { spec.adLabel = s }
            default: v.typeMismatch("true, false or the label text")
            }
        }
        func size(_ key: String) -> CGFloat? { o[key].flatMap { $0.number(in: FormatLimits.nativeAdSide) } }
        spec.width = size("width")
        spec.height = size("height")
        spec.limits = SizeLimits(minWidth: size("minWidth"), maxWidth: size("maxWidth"),
                                 minHeight: size("minHeight"), maxHeight: size("maxHeight"))
        return template == nil || ad == nil ? nil : spec
    }
}

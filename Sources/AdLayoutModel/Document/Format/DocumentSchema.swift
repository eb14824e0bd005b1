import Foundation

/// The JSON Schema (draft 2020-12) of the document format, made from the decoder's own key
/// tables: every `ObjectFormat` (attributes, layout properties, settings, styles, ads…) and the
/// key lists of the hand-written readers (document, device, sections, menus, registrations,
/// layout classes, templates, native ads). A key the decoder accepts is in the schema with its
/// type, limits, enum values, default and a one-line description; a key it rejects is not.
///
/// Editors use it for completion and inline errors (`"$schema"` in a document, or VS Code's
/// `json.schemas`); `adlayout schema` prints it.
public enum DocumentSchema {
    /// Where the committed schema lives in the repository (and the `$id` it carries).
    public static let id = "https://adlayout.dev/schema/v1/adlayout.schema.json"

    /// The schema as pretty JSON text (stable: same text for the same format).
    public static func json() -> String {
        JSONWriter.write(Self.root.node)
    }

    // MARK: Building

    static var root: SchemaJSON {
        var defs: [(String, SchemaJSON)] = []
        func add<T>(_ f: ObjectFormat<T>) { defs.append((f.name, object(f))) }
        add(Formats.insets); add(Formats.size); add(Formats.font); add(Formats.label); add(Formats.image); add(Formats.button)
        add(ItemLayoutFormat.format); add(MenuLayoutFormat.format); add(Formats.settings); add(Formats.itemStyle)
        add(Formats.adItem); add(Formats.nativeAd); add(Formats.nativeStyle); add(Formats.header); add(Formats.footer)
        add(Formats.placement)
        defs += [
            ("Color", color), ("ImageBackground", .object([("type", "object"), ("properties", .object([("image", type(.imagePath))])),
                                                           ("required", .array(["image"])), ("additionalProperties", false)])),
            ("Device", device), ("Section", section), ("Menu", menu(badge: true)), ("Filter", menu(badge: false)),
            ("Registration", registration), ("LayoutClass", layoutClass), ("Template", template), ("TemplateElement", element),
            ("AppView", appView), ("AppViewOutlet", appViewOutlet), ("AppCodeView", appCodeView),
            ("AppCodeConstraint", appCodeConstraint),
            ("NativeAdPlacement", nativePlacement), ("Styles", styles), ("TnkPlacementAdItem", placementAdItem),
        ]
        let documentProperties: [(String, SchemaJSON)] = DocumentDecoder.topLevelKeys.map { key in
            (key, topLevel[key] ?? .object([]))
        }
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("$id", .string(id)),
            ("title", "AdLayout document"),
            ("description", "A layout document (format v1): an offerwall screen, a native-ad screen or a placement view of the Tnk SDK's UI customisation API."),
            ("type", "object"),
            ("properties", .object(documentProperties)),
            ("required", .array(["schemaVersion"])),
            ("additionalProperties", false),
            ("$defs", .object(defs.sorted { $0.0 < $1.0 })),
        ])
    }

    static let topLevel: [String: SchemaJSON] = [
        "$schema": described(.object([("type", "string")]), "The schema this document follows (for editors)."),
        "schemaVersion": described(.object([("const", 1)]), "The format version: 1."),
        "device": described(type(.anyOf([.enumeration(DeviceSpec.presets.keys.sorted(), rawValues: nil), .reference("Device")])),
                            "A device preset, or {width, height, scale} in points (optionally with a preset as the base)."),
        "title": described(type(.string(maxLength: FormatLimits.textLength)), "The navigation bar's title."),
        "screen": described(.object([("enum", .array(ScreenKind.allNames.map(SchemaJSON.string)))]),
                            "What the document renders: the offerwall (default), a screen of native ads, or a placement view (AdPlacementView)."),
        "tnkLayout": described(type(.reference("TnkLayout")), "TnkLayout settings."),
        "styles": described(type(.reference("Styles")), "TnkStyles: the theme and the element styles every layout starts from."),
        "templates": described(.object([("type", "object"), ("additionalProperties", ref("Template")),
                                        ("propertyNames", .object([("pattern", "^[A-Za-z_][A-Za-z0-9_]*$")]))]),
                               "Item views declared without code, by name."),
        "appViews": described(.object([("type", "object"), ("additionalProperties", ref("AppView")),
                                       ("propertyNames", .object([("pattern", "^[A-Za-z_][A-Za-z0-9_]*$")]))]),
                              "The app's own item views, by class name: a XIB and what the app's code sets on it."),
        "layoutClasses": described(.object([("type", "object"), ("additionalProperties", ref("LayoutClass"))]),
                                   "Layout classes declared in the document, by name, as Swift subclasses would be."),
        "swiftSetup": described(.object([("type", "array"), ("items", .object([("type", "string"), ("minLength", 1)])), ("maxItems", 100)]),
                                "Swift setup files, XIBs or the app's folder, applied under the document, relative to it (read by the adlayout command)."),
        "registrations": described(type(.map(keys: LayoutType.allNames, value: .reference("Registration"))),
                                   "Which item view and layout each layout type uses, with property overrides."),
        "menuLayouts": described(type(.map(keys: ["menu", "filter"], value: .reference("AdListMenuViewLayout"))),
                                 "Overrides of the menu and filter rows' layouts."),
        "menu": described(type(.reference("Menu")), "The category tab row; absent: no row."),
        "filter": described(type(.reference("Filter")), "The filter chip row; absent: no row."),
        "sections": described(type(.array(.reference("Section"), maxItems: FormatLimits.sections)), "The list's sections, top to bottom."),
        "ads": described(type(.array(.reference("NativeAdPlacement"), maxItems: FormatLimits.sections)),
                         "The ads of a native screen, top to bottom."),
        "backgroundColor": described(type(.color), "Canvas colour of a native screen."),
        "spacing": described(type(.number(FormatLimits.length)), "Space between native ads, and above the first."),
        "placement": described(type(.reference("Placement")), "The placement of a placement screen: id, title, subtitle, moreLabel, pointUnit (or the SDK's pubInfo JSON)."),
        "placementRegistrations": described(.object([("type", "object"), ("additionalProperties", ref("Registration"))]),
                                            "Which item view and layout each placement id uses, with property overrides."),
        "items": described(.object([("type", "array"), ("items", .object([("anyOf", .array([ref("AdListItem"), ref("TnkPlacementAdItem")]))])),
                                    ("maxItems", .number(Double(FormatLimits.placementItems)))]),
                           "The ads of a placement screen: document ads (AdListItem) or the SDK's TnkPlacementAdItem objects (app_nm, pnt_amt, …)."),
    ]

    /// The SDK's `TnkPlacementAdItem` (``PlacementAdItemFormat``); `null` leaves a field at its default.
    static var placementAdItem: SchemaJSON {
        func types(_ names: String...) -> SchemaJSON { .object([("type", .array((names + ["null"]).map(SchemaJSON.string)))]) }
        let fields: [(String, SchemaJSON)] = [
            ("app_id", types("integer")), ("app_nm", types("string")), ("img_url", types("string")), ("pnt_amt", types("integer")),
            ("org_amt", types("integer")), ("pnt_unit", types("string")), ("prd_price", types("integer")),
            ("org_prd_price", types("integer")), ("sale_dc_rate", types("number", "string")), ("multi_yn", types("string", "boolean")),
            ("cmpn_type", types("integer")), ("cmpn_type_name", types("string")), ("like_yn", types("string", "boolean")),
        ]
        return .object([("type", "object"), ("description", "An ad of the SDK's ad-list JSON (AdPlacementView.getAdListJson())."),
                        ("properties", .object(fields)), ("additionalProperties", false)])
    }

    static var styles: SchemaJSON {
        .object([("type", "object"), ("properties", .object([
            ("offerwallTheme", described(type(.enumeration(OfferwallTheme.allNames, rawValues: OfferwallTheme.allCases.map(\.rawValue))),
                                         "Light or dark colours for every default.")),
            ("adListItem", described(ref("AdListItemStyle"), "Element styles.")),
        ])), ("additionalProperties", false)])
    }

    static var device: SchemaJSON {
        .object([("type", "object"), ("properties", .object([
            ("preset", described(type(.enumeration(DeviceSpec.presets.keys.sorted(), rawValues: nil)), "The device the others change.")),
            ("width", described(type(.number(FormatLimits.canvasSide)), "Canvas width in points.")),
            ("height", described(.anyOf([type(.number(FormatLimits.canvasSide)), .object([("const", "auto")])]),
                                 "Canvas height in points, or \"auto\": as tall as the content.")),
            ("scale", described(type(.integer(1...3)), "Device pixels per point.")),
            ("chrome", described(type(.boolean), "Draw the status bar (9:41, signal, Wi-Fi, battery) and home indicator; the screen starts below the status bar.")),
        ])), ("additionalProperties", false),
        ("anyOf", .array([.object([("required", .array(["preset"]))]), .object([("required", .array(["width", "height"]))])]))])
    }

    static var section: SchemaJSON {
        .object([("type", "object"), ("properties", .object([
            ("type", described(type(.enumeration(LayoutType.allNames, rawValues: nil)), "The layout type (curation) of the section.")),
            ("header", described(ref("SectionHeader"), "The header's texts.")),
            ("footer", described(ref("SectionFooter"), "The footer button's title (AdSectionFooterView).")),
            ("items", described(type(.array(.reference("AdListItem"), maxItems: FormatLimits.itemsPerSection)), "The ads.")),
            ("page", described(type(.integer(FormatLimits.page)), "Render an orthogonally scrolling section at this page (0-based).")),
            ("scrollOffset", described(type(.number(FormatLimits.scrollOffset)), "…or scrolled by this many points.")),
        ])), ("required", .array(["type", "items"])), ("additionalProperties", false),
        ("not", .object([("required", .array(["page", "scrollOffset"]))]))])
    }

    static func menu(badge: Bool) -> SchemaJSON {
        var properties: [(String, SchemaJSON)] = [
            ("items", described(type(.array(.string(maxLength: FormatLimits.textLength), maxItems: 100)), "Titles.")),
            ("selected", described(type(.integer(0...99)), "Index of the selected item.")),
        ]
        if badge { properties.append(("badge", described(type(.integer(0...9999)), "The number on the my-menu icon."))) }
        return .object([("type", "object"), ("properties", .object(properties)), ("required", .array(["items"])),
                        ("additionalProperties", false)])
    }

    static var registration: SchemaJSON {
        .object([("type", "object"), ("properties", .object([
            ("viewClass", described(type(.string(maxLength: 200)), "An item view: built-in, a template, or registered in Swift.")),
            ("viewLayout", described(type(.string(maxLength: 200)), "A layout class: built-in, from layoutClasses, or registered in Swift.")),
            ("overrides", described(ref("AdListItemViewLayout"), "AdListItemViewLayout properties, named as in the API.")),
        ])), ("additionalProperties", false)])
    }

    static var layoutClass: SchemaJSON {
        let count: SchemaJSON = .anyOf([type(.integer(0...LayoutSizing.maximumCount)), .object([("type", "string"), ("minLength", 1)])])
        let length: SchemaJSON = .anyOf([.object([("type", "number")]), .object([("type", "string"), ("minLength", 1)])])
        return .object([("type", "object"), ("properties", .object([
            ("base", described(type(.string(maxLength: 200)), "The layout class it derives from.")),
            ("overrides", described(ref("AdListItemViewLayout"), "Properties set by the class's init.")),
            ("itemColumns", described(.object([("type", "array"), ("prefixItems", .array([count, count])), ("minItems", 2), ("maxItems", 2)]),
                                      "[columns or rows, items per page]: numbers or expressions over numberOfItems, parentSize, the layout's properties.")),
            ("viewSize", described(.object([("type", "object"), ("properties", .object([("width", length), ("height", length)])),
                                            ("required", .array(["width", "height"])), ("additionalProperties", false)]),
                                   "{width, height}: numbers or expressions over parentSize and the layout's properties.")),
        ])), ("required", .array(["base"])), ("additionalProperties", false)])
    }

    static var template: SchemaJSON {
        let height: SchemaJSON = .anyOf([type(.number(FormatLimits.length)), .object([("const", "content")]),
                                         .object([("type", "object"), ("properties", .object([("below", type(.string(maxLength: 200))),
                                                  ("offset", type(.number(FormatLimits.signedLength)))])),
                                                  ("required", .array(["below"])), ("additionalProperties", false)])])
        return .object([("type", "object"), ("properties", .object([
            ("height", described(height, "Points; \"content\"; or {\"below\": id, \"offset\": n}.")),
            ("paddingBottom", described(type(.number(FormatLimits.length)), "Space under the lowest element, with \"content\".")),
            ("divider", described(type(.boolean), "Draw the layout's divider.")),
            ("elements", described(type(.array(.reference("TemplateElement"), maxItems: 200)), "The elements, drawn in order.")),
        ])), ("required", .array(["elements"])), ("additionalProperties", false)])
    }

    /// One object schema per element type, each with exactly the keys the decoder takes for it.
    static var element: SchemaJSON {
        func rule(_ side: ElementDecoder.Side) -> SchemaJSON {
            var forms: [SchemaJSON] = []
            if side.itemEdge != nil { forms.append(type(.number(FormatLimits.signedLength))) }
            if side.takesId { forms.append(.object([("type", "string")])) }
            let relations = side.relations.keys.sorted()
            forms.append(.object([("type", "object"),
                                  ("properties", .object(relations.map { ($0, SchemaJSON.object([("type", "string")])) }
                                                        + [("offset", type(.number(FormatLimits.signedLength)))])),
                                  ("minProperties", 1), ("maxProperties", 2), ("additionalProperties", false)]))
            return .anyOf(forms)
        }
        let sides = Dictionary(uniqueKeysWithValues: ElementDecoder.sides.map { ($0.name, $0) })
        func value(_ key: String) -> SchemaJSON {
            if let side = sides[key] { return rule(side) }
            switch key {
            case "id": return .object([("type", "string"), ("pattern", "^[A-Za-z_][A-Za-z0-9_-]*$")])
            case "width", "height": return type(.number(FormatLimits.length))
            case "aspectRatio": return .anyOf([.object([("type", "string"), ("pattern", "^ *[0-9.]+ *: *[0-9.]+ *$")]), type(.number(FormatLimits.ratio))])
            case "hiddenIn", "visibleIn": return type(.array(.enumeration(AdState.allNames, rawValues: nil), maxItems: 20))
            case "backgroundColor", "strokeColor", "color": return ref("Color")
            case "cornerRadius", "strokeWidth": return type(.number(FormatLimits.length))
            case "text", "title", "source": return type(.string(maxLength: FormatLimits.textLength))
            case "font": return ref("Font")
            case "numberOfLines": return type(.integer(FormatLimits.numberOfLines))
            case "lineBreakMode": return type(.enumeration(LineBreakMode.allNames, rawValues: LineBreakMode.allCases.map(\.rawValue)))
            case "textAlignment": return type(.enumeration(TextAlignment.allNames, rawValues: TextAlignment.allCases.map(\.rawValue)))
            case "inset": return ref("EdgeInsets")
            case "states": return .object([("type", "object"), ("propertyNames", .object([("enum", .array(AdState.allNames.map(SchemaJSON.string)))])),
                                           ("additionalProperties", .object([("type", "object"), ("properties", .object([
                                               ("text", .object([("type", "string")])), ("title", .object([("type", "string")])),
                                               ("color", ref("Color"))])), ("additionalProperties", false)]))])
            case "type": return .object([("type", "string")])
            default: return .object([])
            }
        }
        let variants = TemplateElement.Kind.allCases.map { kind -> SchemaJSON in
            let keys = TemplateDecoder.commonKeys + (TemplateDecoder.typeKeys[kind] ?? [])
            return .object([("type", "object"),
                            ("properties", .object(keys.map { key in
                                key == "type" ? (key, SchemaJSON.object([("const", .string(kind.rawValue))])) : (key, value(key))
                            })),
                            ("required", .array(["id", "type"])), ("additionalProperties", false)])
        }
        return .object([("description", "A template element; its keys depend on its type."), ("oneOf", .array(variants))])
    }

    static var appView: SchemaJSON {
        let outlet: SchemaJSON = .object([("type", "string"), ("minLength", 1)])
        return .object([("type", "object"), ("properties", .object([
            ("xib", described(.object([("type", "string"), ("pattern", "\\.xib$")]), "The XIB the view loads, relative to the document.")),
            ("views", described(.object([("type", "object"), ("maxProperties", .number(Double(FormatLimits.appCodeViews))),
                                         ("additionalProperties", ref("AppCodeView"))]),
                                "Views made in code, by name, in the order added (each after its superview).")),
            ("constraints", described(type(.array(.reference("AppCodeConstraint"), maxItems: FormatLimits.appCodeConstraints)),
                                      "The constraints of views made in code.")),
            ("images", described(.object([("type", "object"), ("additionalProperties", .object([("type", "string"), ("minLength", 1)]))]),
                                 "The app's images its views name (UIImage(named:), a XIB's image=), by name: image files relative to the document.")),
            ("feedImage", described(outlet, "The outlet showing the ad's imageUrl (getFeedImageView).")),
            ("iconImage", described(outlet, "The outlet showing the ad's iconUrl (getIconImageView).")),
            ("divider", described(type(.boolean), "Draw the layout's divider.")),
            ("outlets", described(.object([("type", "object"), ("additionalProperties", ref("AppViewOutlet"))]),
                                  "What the code sets on each outlet: layer paint, and setData's texts, colours and visibility per state.")),
        ])), ("oneOf", .array([.object([("required", .array(["xib"]))]), .object([("required", .array(["views"]))])])),
           ("additionalProperties", false)])
    }

    static var appCodeView: SchemaJSON {
        let priorities: SchemaJSON = .object([("type", "object"), ("properties", .object([
            ("horizontal", type(.number(FormatLimits.priority))), ("vertical", type(.number(FormatLimits.priority)))])),
            ("additionalProperties", false)])
        func value(_ key: String) -> SchemaJSON {
            switch key {
            case "kind": return type(.enumeration(AppCodeView.Kind.allNames, rawValues: nil))
            case "in": return described(.object([("type", "string"), ("minLength", 1)]), "The superview: contentView or a view listed before.")
            case "arranged", "translatesAutoresizingMaskIntoConstraints", "hidden", "clipsToBounds": return type(.boolean)
            case "text": return type(.string(maxLength: FormatLimits.textLength))
            case "font": return ref("Font")
            case "numberOfLines": return type(.integer(FormatLimits.numberOfLines))
            case "lineBreakMode": return type(.enumeration(LineBreakMode.allNames, rawValues: LineBreakMode.allCases.map(\.rawValue)))
            case "textAlignment": return type(.enumeration(TextAlignment.allNames, rawValues: TextAlignment.allCases.map(\.rawValue)))
            case "contentMode": return type(.enumeration(AppCodeView.ContentMode.allNames, rawValues: nil))
            case "image": return described(.object([("type", "string"), ("minLength", 1)]), "An image view's image: a name of the entry's images.")
            case "axis": return type(.enumeration(AppCodeView.Axis.allNames, rawValues: nil))
            case "alignment": return type(.enumeration(AppCodeView.Alignment.allNames, rawValues: nil))
            case "distribution": return type(.enumeration(AppCodeView.Distribution.allNames, rawValues: nil))
            case "spacing": return type(.number(FormatLimits.signedLength))
            case "hugging", "compressionResistance": return priorities
            case "source": return described(.object([("type", "string")]), "Where the view is made, FILE.swift:LINE:COLUMN.")
            default: return .object([])
            }
        }
        return .object([("type", "object"), ("properties", .object(AppCodeViewDecoder.viewKeys.map { ($0, value($0)) })),
                        ("required", .array(["kind"])), ("additionalProperties", false)])
    }

    static var appCodeConstraint: SchemaJSON {
        let anchors = AppCodeConstraint.anchors.map(\.name).joined(separator: "|")
        let anchor: SchemaJSON = .object([("type", "string"), ("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*\\.(\(anchors))$"))])
        func value(_ key: String) -> SchemaJSON {
            switch key {
            case "first": return described(anchor, "The view and anchor constrained: \"titleLabel.leading\".")
            case "second": return described(anchor, "The anchor it is related to; absent for a constant width or height.")
            case "relation": return type(.enumeration(LayoutRelation.allCases.map(\.symbol), rawValues: nil))
            case "multiplier": return type(.number(FormatLimits.multiplier))
            case "constant": return type(.number(FormatLimits.signedLength))
            case "priority": return type(.number(FormatLimits.priority))
            case "source": return described(.object([("type", "string")]), "Where the constraint is made, FILE.swift:LINE:COLUMN.")
            case "if": return described(.object([("type", "string")]), "The ads and item sizes the constraint is installed for (remakeConstraints in setData, a branch of layoutSubviews()): "
                + "pointValue > 1000, state == paid, bounds.width < 360.")
            case "cases": return described(.object([("type", "array"), ("maxItems", .number(Double(FormatLimits.appViewCases))), ("items", .object([
                ("type", "object"), ("required", .array(["if", "constant"])), ("additionalProperties", false), ("properties", .object([
                    ("if", described(.object([("type", "string")]), "A condition on the ad's fields.")),
                    ("constant", type(.number(FormatLimits.signedLength)))]))]))]),
                "The constant per ad (updateConstraints in setData): the last case that holds gives it.")
            default: return .object([])
            }
        }
        return .object([("type", "object"), ("properties", .object(AppCodeViewDecoder.constraintKeys.map { ($0, value($0)) })),
                        ("required", .array(["first"])), ("additionalProperties", false)])
    }

    static var appViewOutlet: SchemaJSON {
        let runs: SchemaJSON = described(.object([("type", "array"), ("maxItems", .number(Double(FormatLimits.appViewCases))), ("items", .object([
            ("type", "object"), ("additionalProperties", false), ("properties", .object([
                ("part", described(.object([("type", "string")]), "The text whose first occurrence in the ad's text is the range, with {field} bindings.")),
                ("location", type(.number(FormatLimits.textUnits))), ("length", type(.number(FormatLimits.textUnits))),
                ("color", ref("Color")), ("strikethrough", .object([("type", "boolean")])), ("underline", .object([("type", "boolean")])),
                ("backgroundColor", ref("Color")), ("font", ref("Font"))]))]))]), "Ranges of the text drawn otherwise (an attributedText).")
        func value(_ key: String) -> SchemaJSON {
            switch key {
            case "text": return described(type(.string(maxLength: FormatLimits.textLength)), "The text, with {field} bindings.")
            case "color", "backgroundColor", "strokeColor": return ref("Color")
            case "cornerRadius", "strokeWidth": return type(.number(FormatLimits.length))
            case "alpha": return type(.number(FormatLimits.unitInterval))
            case "hiddenIn", "visibleIn": return type(.array(.enumeration(AdState.allNames, rawValues: nil), maxItems: 20))
            case "states": return .object([("type", "object"), ("propertyNames", .object([("enum", .array(AdState.allNames.map(SchemaJSON.string)))])),
                                           ("additionalProperties", .object([("type", "object"), ("properties", .object([
                                               ("text", .object([("type", "string")])), ("color", ref("Color")),
                                               ("alpha", type(.number(FormatLimits.unitInterval)))])),
                                               ("additionalProperties", false)]))])
            case "cases": return .object([("type", "array"), ("maxItems", .number(Double(FormatLimits.appViewCases))), ("items", .object([
                ("type", "object"), ("required", .array(["if"])), ("additionalProperties", false), ("properties", .object([
                    ("if", described(.object([("type", "string")]), "A condition on the ad's fields and the item's size: pointValue > 1000, "
                        + "appName.isEmpty, state == paid, bounds.width < 360.")),
                    ("text", .object([("type", "string")])), ("color", ref("Color")), ("alpha", type(.number(FormatLimits.unitInterval))),
                    ("hidden", .object([("type", "boolean")])), ("backgroundColor", ref("Color")),
                    ("image", described(.object([("type", "string")]), "An image name of the view's images.")),
                    ("runs", runs)]))]))])
            case "runs": return runs
            default: return .object([])
            }
        }
        return .object([("type", "object"), ("properties", .object(AppViewDecoder.outletKeys.map { ($0, value($0)) })),
                        ("additionalProperties", false)])
    }

    static var nativePlacement: SchemaJSON {
        let side = type(.number(FormatLimits.nativeAdSide))
        return .object([("type", "object"), ("properties", .object([
            ("template", described(type(.string(maxLength: 200)), "A native template: native-small, native-medium, native-feed, native-banner, or registered.")),
            ("ad", described(ref("NativeAd"), "The ad's assets.")),
            ("style", described(ref("NativeAdStyle"), "The template's colours and fonts.")),
            ("attribution", described(type(.boolean), "Draw the \"광고\" badge and the privacy button.")),
            ("adLabel", described(.anyOf([type(.boolean), type(.string(maxLength: FormatLimits.textLength))]), "The web-ad label above the creative.")),
            ("width", described(side, "Delivered width.")), ("height", described(side, "Delivered height.")),
            ("minWidth", described(side, "Minimum width.")), ("maxWidth", described(side, "Maximum width (wins over the minimum).")),
            ("minHeight", described(side, "Minimum height.")), ("maxHeight", described(side, "Maximum height (wins over the minimum).")),
        ])), ("required", .array(["template", "ad"])), ("additionalProperties", false)])
    }

    static var color: SchemaJSON {
        let single: SchemaJSON = .anyOf([
            .object([("type", "string"), ("pattern", "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]),
            .object([("enum", .array(Color.named.keys.sorted().map(SchemaJSON.string)))]),
        ])
        return .object([("description", "\"#RRGGBB\", \"#AARRGGBB\", a UIKit colour name, or {\"light\", \"dark\"}."),
                        ("anyOf", .array([single, .object([("type", "object"), ("properties", .object([("light", single), ("dark", single)])),
                                                          ("required", .array(["light", "dark"])), ("additionalProperties", false)])]))])
    }

    /// The definition of an object format.
    static func object<T>(_ f: ObjectFormat<T>) -> SchemaJSON {
        var properties: [(String, SchemaJSON)] = []
        for field in f.fields {
            var entry = schema(field.type)
            if case .object(var pairs) = entry {
                pairs.append(("description", .string(field.summary)))
                if let defaults = f.defaults, let json = field.defaultJSON(defaults) { pairs.append(("default", .raw(json))) }
                entry = .object(pairs)
            } else {
                entry = described(entry, field.summary)
            }
            properties.append((field.key, entry))
        }
        var pairs: [(String, SchemaJSON)] = [("type", "object"), ("description", .string(f.summary)), ("properties", .object(properties))]
        if !f.required.isEmpty { pairs.append(("required", .array(f.required.map(SchemaJSON.string)))) }
        pairs.append(("additionalProperties", false))
        return .object(pairs)
    }

    static func type(_ t: ValueType) -> SchemaJSON { schema(t) }
    static func ref(_ name: String) -> SchemaJSON { .object([("$ref", .string("#/$defs/\(name)"))]) }

    static func described(_ s: SchemaJSON, _ summary: String) -> SchemaJSON {
        if case .object(let pairs) = s, !pairs.contains(where: { $0.0 == "$ref" }) { return .object(pairs + [("description", .string(summary))]) }
        return .object([("allOf", .array([s])), ("description", .string(summary))])
    }

    static func schema(_ t: ValueType) -> SchemaJSON {
        switch t {
        case .number(let limit):
            return .object([("type", "number"), (limit.excludesMin ? "exclusiveMinimum" : "minimum", .number(limit.min)),
                            ("maximum", .number(limit.max))])
        case .integer(let range):
            return .object([("type", "integer"), ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound)))])
        case .boolean: return .object([("type", "boolean")])
        case .string(let maxLength): return .object([("type", "string"), ("maxLength", .number(Double(maxLength)))])
        case .color: return ref("Color")
        case .imagePath: return .object([("type", "string"), ("minLength", 1), ("maxLength", 4096)])
        case .enumeration(let names, let raw):
            let byName: SchemaJSON = .object([("enum", .array(names.map(SchemaJSON.string)))])
            guard let raw else { return byName }
            return .anyOf([byName, .object([("type", "integer"), ("enum", .array(raw.map { .number(Double($0)) }))])])
        case .reference(let name): return ref(name)
        case .array(let item, let maxItems): return .object([("type", "array"), ("items", schema(item)), ("maxItems", .number(Double(maxItems)))])
        case .nullable(let inner): return .anyOf([schema(inner), .object([("type", "null")])])
        case .anyOf(let types): return .anyOf(types.map(schema))
        case .constant(let value): return .object([("const", .string(value))])
        case .map(let keys, let value):
            return .object([("type", "object"), ("properties", .object(keys.map { ($0, schema(value)) })), ("additionalProperties", false)])
        }
    }
}

/// JSON values for writing the schema, with keys in a fixed order.
indirect enum SchemaJSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral {
    case object([(String, SchemaJSON)])
    case array([SchemaJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    /// JSON text inserted as is (defaults).
    case raw(String)

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(arrayLiteral elements: SchemaJSON...) { self = .array(elements) }

    static func anyOf(_ options: [SchemaJSON]) -> SchemaJSON { .object([("anyOf", .array(options))]) }

    /// The value as a tree for ``JSONWriter`` (raw defaults parsed: they are JSON the format's own
    /// values were written as).
    var node: JSONNode {
        let at = SourceLocation(line: 1, column: 1, offset: 0)
        switch self {
        case .string(let s): return JSONNode(value: .string(s), location: at)
        case .number(let n): return JSONNode(value: .number(n), location: at)
        case .bool(let b): return JSONNode(value: .bool(b), location: at)
        case .raw(let text): return (try? JSONParser.parse(Data(text.utf8))) ?? JSONNode(value: .string(text), location: at)
        case .array(let items): return JSONNode(value: .array(items.map(\.node)), location: at)
        case .object(let pairs):
            return JSONNode(value: .object(JSONObject(members: pairs.map { JSONObject.Member(key: $0.0, keyLocation: at, value: $0.1.node) })),
                            location: at)
        }
    }
}

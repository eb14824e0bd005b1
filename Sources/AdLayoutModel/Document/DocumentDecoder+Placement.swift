import Foundation

extension DocumentDecoder {
    /// The keys a placement screen has no use for, with what to write instead.
    static let offerwallOnlyKeys = ["menu", "filter", "sections", "menuLayouts", "registrations", "ads", "backgroundColor", "spacing"]

    /// Whether the document's `device` gives a height (a placement's canvas is otherwise as tall as its content).
    static func fixesHeight(_ device: Cursor?) -> Bool {
        guard let device, device.kind == .object, let o = device.object else { return false }
        guard let h = o["height"] else { return false }
        return !(h.kind == .string && h.tape.stringEquals(h.index, "auto"))
    }

    /// A `"screen": "placement"` document: `placement`, `placementRegistrations` and `items`. The
    /// canvas grows to the content (as `showAdList()` sizes the view) unless `fixedHeight`.
    static func placementDocument(_ o: ObjectCursor, into doc: inout LayoutDocument, fixedHeight: Bool) {
        for key in offerwallOnlyKeys where o[key] != nil {
            let instead = key == "registrations" ? "placementRegistrations" : "\"placement\" and \"items\""
            o[key]!.fail(.invalidValue, "a placement screen has no \(key); use \(key == "registrations" ? "\"\(instead)\"" : instead) "
                         + "(or \"screen\": \"offerwall\")")
        }
        if !fixedHeight { doc.device.autoHeight = true }
        if let c = o.required("placement", "the placement: {\"id\", \"title\", \"moreLabel\", …} or the SDK's pubInfo JSON") {
            doc.placement = placement(c)
        }
        if let c = o.required("items", "an array of ads (document ads or the SDK's TnkPlacementAdItem objects)") {
            var items: [AdListItem] = []
            c.forEachElement(limit: FormatLimits.placementItems, count: { items.reserveCapacity($0) }) { item in
                items.append(PlacementAdItemFormat.decodeInDocument(item))
            }
            doc.placementItems = items
        }
    }

    /// `placement`: an object whose id is given (`id` or `plcmt_id`, not both).
    static func placement(_ c: Cursor) -> PlacementSpec? {
        guard c.kind == .object else { c.typeMismatch("an object {\"id\", \"title\", \"moreLabel\", …}"); return nil }
        var spec = Formats.placement.decode(c, base: PlacementSpec())
        guard let o = c.object else { return nil }
        if o["more_lbl"] != nil { spec.moreLabelPath = "placement.more_lbl" }
        for (document, sdk) in [("id", "plcmt_id"), ("moreLabel", "more_lbl"), ("pointUnit", "pnt_unit")]
        where o[document] != nil && o[sdk] != nil {
            o[sdk]!.fail(.invalidValue, "give either \"\(document)\" or \"\(sdk)\" (the SDK's name), not both")
        }
        if o["id"] == nil && o["plcmt_id"] == nil {
            c.diagnostics.error(.missingValue, ObjectCursor.path(c.path, "id"), c.location,
                                "missing required key \"id\" (the placement id; \"plcmt_id\" in the SDK's pubInfo JSON)")
            return nil
        }
        _ = o.required("title", "the header's title")
        return spec
    }

    /// `placementRegistrations`: by placement id, each as a layout type's registration.
    static func placementRegistrations(_ c: Cursor) -> [PlacementRegistrationSpec] {
        guard let reg = c.object else { return [] }
        return reg.members.compactMap { member in
            guard let o = member.value.object(allowing: registrationKeys) else { return nil }
            var spec = PlacementRegistrationSpec(placementId: member.key, viewClass: nil, viewLayout: nil, overrides: nil,
                                                 path: member.value.path, location: member.value.location)
            if let v = o["viewClass"] { spec.viewClass = v.string }
            if let v = o["viewLayout"] { spec.viewLayout = v.string }
            if let v = o["overrides"] { spec.overrides = ItemLayoutFormat.format.edits(v) }
            return spec
        }
    }
}

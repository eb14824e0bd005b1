import Foundation

/// Formats of a placement document's `placement` object.
extension Formats {
    /// `placement`: the document's own keys, or the SDK's pubInfo JSON keys (`getPubInfoJson()`);
    /// either name of a field sets it. `ctype_surl` is accepted and ignored.
    static let placement = ObjectFormat<PlacementSpec>(
        "Placement", "The placement (AdPlacementView): the document's keys or the SDK's pubInfo JSON (getPubInfoJson()).",
        defaults: nil, fields: [
        .value("id", \.id, .text, "The placement id (loadData(placementId:)); placementRegistrations are keyed by it."),
        .value("plcmt_id", \.id, .text, "The SDK's name of `id`."),
        .value("title", \.title, .text, "The header's title, e.g. \"인기 캠페인\"."),
        .optional("subtitle", \.subtitle, .text, "A gray line under the title."),
        .optional("moreLabel", \.moreLabel, .text, "The link at the header's right, e.g. \"더 보기\"; absent: no link."),
        .optional("more_lbl", \.moreLabel, .text, "The SDK's name of `moreLabel`."),
        .optional("pointUnit", \.pointUnit, .text, "The point unit of ads that give none."),
        .optional("pnt_unit", \.pointUnit, .text, "The SDK's name of `pointUnit`."),
        .optional("cust_data", \.customData, .text, "The placement's custom data (nothing is drawn from it)."),
        .optional("ad_type", \.adType, .integer(0...4), "0 reward, 1 CPS, 2 affiliate mall, 3 news, 4 event (nothing is drawn from it)."),
        .custom("ctype_surl", .string(maxLength: FormatLimits.textLength), "The SDK's campaign-type URL (ignored).",
                change: { c in _ = c.text; return nil }),
    ])
}

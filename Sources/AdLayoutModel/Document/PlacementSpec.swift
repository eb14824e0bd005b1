import Foundation

/// The placement a `"screen": "placement"` document shows (`AdPlacementView`): its id and the
/// texts the publisher's admin page sets, as the document writes them or as the SDK's
/// `getPubInfoJson()` returns them (`plcmt_id`, `title`, `more_lbl`, `pnt_unit`, `cust_data`, `ad_type`).
public struct PlacementSpec: Sendable, Hashable {
    /// The placement id (`loadData(placementId:)`), which `placementRegistrations` are keyed by.
    public var id: String = ""
    /// The header's title, e.g. "인기 캠페인".
    public var title: String = ""
    /// The gray line under the title; nil: none.
    public var subtitle: String?
    /// The "더 보기" link at the header's right; nil: no link.
    public var moreLabel: String?
    /// The JSON path of ``moreLabel`` as the file writes it (`placement.more_lbl` in the SDK's JSON),
    /// so messages about the link name the file's own key.
    public var moreLabelPath = "placement.moreLabel"
    /// The point unit of the placement's ads, for ads that give none.
    public var pointUnit: String?
    /// The placement's custom data (`cust_data`): kept, nothing is drawn from it.
    public var customData: String?
    /// The SDK's `ad_type`: 0 reward, 1 CPS, 2 affiliate mall, 3 news, 4 event; nothing is drawn from it.
    public var adType: Int?
    /// Creates an empty placement (the decoder fills it).
    public init() {}
}

/// `placementRegistrations.<placementId>`: which item view and layout class a placement uses, with
/// property overrides, as ``RegistrationSpec`` is for a layout type.
public struct PlacementRegistrationSpec: Sendable {
    /// The placement id registered.
    public var placementId: String
    /// The item view's name; nil keeps the placement's current view.
    public var viewClass: String?
    /// The layout class's name; nil keeps the placement's current class.
    public var viewLayout: String?
    /// The `overrides` keys, applied on the layout when the document is resolved.
    public var overrides: PropertyEdits<ItemLayoutProperties>?
    /// JSON path of the registration, e.g. `placementRegistrations.open_ad`.
    public var path: String
    /// Where the registration starts.
    public var location: SourceLocation
}

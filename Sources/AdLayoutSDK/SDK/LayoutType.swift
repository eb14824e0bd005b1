/// The kind of list or curation a section shows; each has its own item view registration.
///
/// Raw values are those of the guide's SDK generation (SDK docs v5.91, interface v5.22); cases it
/// does not know are the later additions (interface v5.73, docs v5.95; docs/fidelity/sdk-sources.md). Documents use the case names (e.g. `"normal"`, `"cps_newitem_B"`).
public enum LayoutType: Int, Sendable, Hashable, CaseIterable {
    /// Default ad list.
    case normal = 0
    /// "Running out" curation.
    case promotion = 1
    /// New ads curation.
    case newapps = 2
    /// Operator-picked ads.
    case suggest = 3
    /// Multi-reward campaigns the user has joined.
    case multi = 4
    /// SDK-made recommendation when there are no ads.
    case noapps = 9
    /// Shopping (CPS) default list.
    case cpslist = 10
    /// Favourite / recently bought products.
    case favorite = 11
    /// Popular products.
    case popular = 12
    /// Best reward per price.
    case reward = 13
    /// New products.
    case newitem = 14
    /// Operator-picked products.
    case recommend = 15
    /// CPS search bar and "My" item.
    case search = 16
    /// SDK-made recommendation when there is no CPS item (19 in the guide's generation; 5000 later).
    case nocps = 19
    /// New products, type B.
    case cps_newitem_B = 20
    /// Top banner.
    case topbanner = 21
    /// Banner inside the list.
    case listbanner = 22
    /// Bottom banner.
    case bottombanner = 23
    /// News / content list.
    case newslist = 31
    /// Quiz list curation.
    case quiz_list = 32
    /// Quiz feed curation.
    case quiz_feed = 33
    /// Top recommendation area, ads (v5.65+).
    case top_recommend_ad = 2500
    /// Top recommendation area, products (v5.65+).
    case top_recommend_cps = 2501
    /// No ad data.
    case empty = 5001
    /// Point-store list.
    case storeList = 5100

    /// Looks a type up by its document name.
    public init?(name: String) {
        guard let match = Self.named(name) else { return nil }
        self = match
    }
}

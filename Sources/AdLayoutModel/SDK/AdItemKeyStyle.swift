import Foundation

/// The keys an ad was written with, so tools name its fields as the file does: a document's own
/// (`appName`, `pointValue`, …) or the SDK's `TnkPlacementAdItem` JSON (`app_nm`, `pnt_amt`, …).
public enum AdItemKeyStyle: Sendable, Hashable {
    /// The document format's keys.
    case document
    /// `AdPlacementView.getAdListJson()`'s keys.
    case tnkPlacementAdItem

    /// The key that holds the document field `field` (`"appName"`) in this style (`"app_nm"`); nil
    /// when the style has no such key (the SDK's JSON has no `pointText`).
    public func key(for field: String) -> String? {
        switch self {
        case .document: field
        case .tnkPlacementAdItem: PlacementAdItemFormat.key(forDocumentField: field)
        }
    }
}

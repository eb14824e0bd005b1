import Foundation

/// The keys an ad was written with, so tools name its fields as the file does: a document's own
/// (`appName`, `pointValue`, …) or the SDK's `TnkPlacementAdItem` JSON (`app_nm`, `pnt_amt`, …).
public enum AdItemKeyStyle: Sendable, Hashable {
    /// The document format's keys.
    case document
    /// `AdPlacementView.getAdListJson()`'s keys.
    case tnkPlacementAdItem

}

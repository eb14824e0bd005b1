import Foundation

extension AdItemKeyStyle {
    /// The key that holds the document field `field` (`"appName"`) in this style (`"app_nm"`); nil
    /// when the style has no such key (the SDK's JSON has no `pointText`).
    public func key(for field: String) -> String? {
        switch self {
        case .document: field
        case .tnkPlacementAdItem: PlacementAdItemFormat.key(forDocumentField: field)
        }
    }
}

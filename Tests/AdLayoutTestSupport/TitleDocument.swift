/// A document of two built-in items whose titles are `colour` (#505050 is the default title grey): a golden
/// recorded at one colour and checked at another differs only in the titles' pixels.
public func titleDocument(_ colour: String) -> String {
    """
    {"schemaVersion": 1, "device": "iPhone15",
     "registrations": {"normal": {"viewClass": "DefaultAdListItemView", "viewLayout": "AdListItemViewLayout",
                                  "overrides": {"titleLabel": {"color": "\(colour)"}}}},
     "sections": [{"type": "normal", "items": [
       {"appName": "Minimal Ad", "pointValue": 1000, "pointUnit": "P", "cmpnDesc": "설치하면"},
       {"appName": "두 번째 광고", "pointValue": 50, "pointUnit": "P", "cmpnDesc": "참여하면"}]}]}
    """
}

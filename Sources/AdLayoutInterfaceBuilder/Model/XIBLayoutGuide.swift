/// A layout guide a view owns (`<viewLayoutGuide key="safeArea" id="…"/>`), which constraints can
/// name by its id.
public struct XIBLayoutGuide: Sendable, Hashable {
    /// The guide's id, as constraints name it.
    public let id: String
    /// Which guide: `safeArea`, or a scroll view's `contentLayoutGuide` / `frameLayoutGuide`.
    public let key: String?
    /// The id of the view that owns the guide.
    public let ownerID: String
    /// Where the element starts.
    public let position: XIBSourcePosition

    /// Creates a guide.
    public init(id: String, key: String?, ownerID: String, position: XIBSourcePosition) {
        self.id = id
        self.key = key
        self.ownerID = ownerID
        self.position = position
    }

    /// `true` for the safe-area guide.
    public var isSafeArea: Bool { key == "safeArea" }
}

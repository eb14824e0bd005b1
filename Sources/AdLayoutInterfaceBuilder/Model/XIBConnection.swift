/// A connection an object declares in its `<connections>`: an outlet, an outlet collection or an
/// action.
///
/// `<outlet property="titleLabel" destination="Wm4-Tj-c8Y" id="…"/>` on the view whose class has
/// the property reads as ``Kind/outlet`` with ``name`` `titleLabel` and ``destination``
/// `Wm4-Tj-c8Y`.
public struct XIBConnection: Sendable, Hashable {
    /// The connection's kind.
    public enum Kind: String, Sendable, Hashable {
        /// `<outlet>`: a property of the source set to the destination.
        case outlet
        /// `<outletCollection>`: the destination appended to an array property of the source.
        case outletCollection
        /// `<action>`: the destination's selector sent on an event of the source.
        case action
    }

    /// The connection's kind.
    public let kind: Kind
    /// The outlet's property, or the action's selector.
    public let name: String
    /// The id of the object at the other end (`destination`).
    public let destination: String
    /// The action's event (`eventType="touchUpInside"`), or an outlet collection's
    /// `collectionClass`; otherwise `nil`.
    public let detail: String?
    /// The connection's own id.
    public let id: String?
    /// The id of the object that declares the connection (the view or placeholder holding
    /// `<connections>`).
    public let sourceID: String
    /// Where the element starts.
    public let position: XIBSourcePosition

    /// Creates a connection.
    public init(kind: Kind, name: String, destination: String, detail: String?, id: String?, sourceID: String,
                position: XIBSourcePosition) {
        self.kind = kind
        self.name = name
        self.destination = destination
        self.detail = detail
        self.id = id
        self.sourceID = sourceID
        self.position = position
    }
}

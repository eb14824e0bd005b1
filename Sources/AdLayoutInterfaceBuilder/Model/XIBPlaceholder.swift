/// A placeholder object: File's Owner (`id="-1"`, `placeholderIdentifier="IBFilesOwner"`), First
/// Responder (`id="-2"`), or another external object.
public struct XIBPlaceholder: Sendable, Hashable {
    /// The placeholder's id (`-1`, `-2`, …).
    public let id: String
    /// `placeholderIdentifier` (`IBFilesOwner`, `IBFirstResponder`).
    public let placeholderIdentifier: String?
    /// The class the object is expected to have (`customClass`), e.g. File's Owner's view controller.
    public let customClass: String?
    /// The class's module (`customModule`).
    public let customModule: String?
    /// The label in Xcode's outline (`userLabel`, e.g. `File's Owner`).
    public let userLabel: String?
    /// The outlets and actions it declares.
    public let connections: [XIBConnection]
    /// Where the element starts.
    public let position: XIBSourcePosition

    /// Creates a placeholder.
    public init(id: String, placeholderIdentifier: String?, customClass: String?, customModule: String?,
                userLabel: String?, connections: [XIBConnection], position: XIBSourcePosition) {
        self.id = id
        self.placeholderIdentifier = placeholderIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.userLabel = userLabel
        self.connections = connections
        self.position = position
    }

    /// `true` for File's Owner.
    public var isFilesOwner: Bool { placeholderIdentifier == "IBFilesOwner" || id == "-1" }
    /// `true` for First Responder.
    public var isFirstResponder: Bool { placeholderIdentifier == "IBFirstResponder" || id == "-2" }
}

/// The frames a solve produced, and the warnings that apply to it.
public struct LayoutResult: Sendable {
    /// Every item's id in depth-first order, the root first.
    public let itemIDs: [String]
    let index: [String: Int]
    let relativeFrames: [LayoutRect]
    let rootFrames: [LayoutRect]
    /// Conflicts found when the system was built, the latest ambiguity check, and measurement problems.
    public let warnings: [LayoutWarning]

    init(itemIDs: [String], index: [String: Int], relativeFrames: [LayoutRect], rootFrames: [LayoutRect],
         warnings: [LayoutWarning]) {
        self.itemIDs = itemIDs
        self.index = index
        self.relativeFrames = relativeFrames
        self.rootFrames = rootFrames
        self.warnings = warnings
    }

    /// The item's frame relative to its parent (for a guide, its owning view), like `UIView.frame`; `nil` for an
    /// unknown id. Values are not rounded to pixels.
    public func frame(of id: String) -> LayoutRect? {
        index[id].map { relativeFrames[$0] }
    }

    /// The item's frame in the root item's coordinate space.
    public func frameInRoot(of id: String) -> LayoutRect? {
        index[id].map { rootFrames[$0] }
    }

    /// Every frame relative to its parent, by id.
    public var frames: [String: LayoutRect] {
        Dictionary(uniqueKeysWithValues: zip(itemIDs, relativeFrames))
    }
}

import Foundation
import AdLayoutModel

/// Where an offerwall's list lies across the canvas: at most `listViewMaxWidth` wide and centred,
/// its left edge on a whole point. One computation for the layout engine (where sections are
/// placed), `fit` (an item's frame) and the resolver (the parent size layout classes see).
public struct ListFrame: Sendable, Equatable {
    /// The list's left edge.
    public let x: CGFloat
    /// The list's width.
    public let width: CGFloat

    /// The list of a canvas `canvasWidth` points wide under `settings`.
    public init(canvasWidth: CGFloat, settings: OfferwallSettings) {
        width = min(canvasWidth, settings.listViewMaxWidth)
        x = ((canvasWidth - width) / 2).rounded(.down)
    }
}

import Foundation
import AdLayoutModel

/// The result of laying out a document: the canvas and the root node.
public struct LayoutTree: Sendable {
    /// Canvas size in points.
    public var canvasSize: CGSize
    /// Device pixels per point (1, 2 or 3).
    public var scale: Int
    /// The document's name as given to the decoder (nil for documents built in memory): the
    /// file of the diagnostics that drawing it gives.
    public var file: String?
    /// Where the document's values are in its text: what drawing reports is located with it.
    public var positions: SourcePositions?
    /// The screen's node; every other node is below it.
    public var root: LayoutNode
    /// What layout noticed without failing: content cut at the canvas bottom, texts truncated,
    /// elements clipped.
    public var diagnostics: [Diagnostic]
    /// The document's images, checked when it was resolved: what the painter may draw.
    public var images = ImageTable()
    /// What the painter fills an image's frame with when the image cannot be drawn: the theme's
    /// ``/AdLayoutSDK/Palette/imagePlaceholder``.
    public var imagePlaceholderColor = TnkDefaults.imagePlaceholderColor

    /// A tree of `root` on a canvas of `canvasSize` points at `scale`.
    public init(canvasSize: CGSize, scale: Int, root: LayoutNode, diagnostics: [Diagnostic] = []) {
        self.canvasSize = canvasSize; self.scale = scale; self.root = root
        self.diagnostics = diagnostics
    }
}

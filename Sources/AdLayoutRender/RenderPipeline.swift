import AdLayoutCore
import Foundation

/// The whole pipeline for one thread of work: decode & validate → resolve → lay out → draw → encode.
///
/// Holds the text measurer and renderer (with their caches), so reuse one pipeline for many
/// documents. `registry` is the base the documents' own registrations apply on: put Swift plugins
/// there.
public final class RenderPipeline: @unchecked Sendable {
    public let registry: TnkLayout
    public let measurer: PangoTextMeasurer
    public let renderer: Renderer
    /// How documents are read and resolved (``DocumentLoader/standard`` unless a tool adds to them).
    public let loader: DocumentLoader

    public init(registry: TnkLayout = TnkLayout(), fonts: FontEnvironment = .shared, loader: DocumentLoader = .standard) {
        self.registry = registry
        self.loader = loader
        self.measurer = PangoTextMeasurer(fonts: fonts)
        self.renderer = Renderer(fonts: fonts)
    }

    /// Decodes and resolves the document at `url`; `displayPath` names it in messages.
    public func load(_ url: URL, displayPath: String? = nil) throws(DocumentErrors) -> ResolvedDocument {
        try loader.load(url, displayPath, registry)
    }

    /// Lays `document` out.
    public func layout(_ document: ResolvedDocument, scale: Int? = nil) -> FrameTree {
        LayoutEngine(measurer: measurer).layout(document, scale: scale)
    }

    /// Draws and encodes `tree` as PNG.
    public func png(_ tree: FrameTree) -> (png: Data, warnings: [String]) {
        renderer.renderPNG(tree)
    }
}

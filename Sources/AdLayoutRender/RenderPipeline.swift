import AdLayoutCore
import Foundation

/// The whole pipeline for one thread of work: decode & validate → resolve → lay out → draw → encode.
///
/// Holds the text measurer and renderer (with their caches) over one ``FontSession`` of its own,
/// so pipelines on different threads never wait for each other; reuse one pipeline for many
/// documents. `registry` is the base the documents' own registrations apply on: put Swift plugins
/// there.
public final class RenderPipeline: @unchecked Sendable {
    public let registry: TnkLayout
    /// The text state the measurer and renderer share.
    public let session: FontSession
    public let measurer: PangoTextMeasurer
    public let renderer: Renderer

    public init(registry: TnkLayout = TnkLayout(), fonts: FontEnvironment = .shared) {
        self.registry = registry
        session = FontSession(environment: fonts)
        self.measurer = PangoTextMeasurer(session: session)
        self.renderer = Renderer(session: session)
    }

    /// Decodes and resolves the document at `url`; `displayPath` names it in messages.
    public func load(_ url: URL, displayPath: String? = nil) throws(DocumentErrors) -> ResolvedDocument {
        let document = try DocumentDecoder.decode(contentsOf: url, displayPath: displayPath)
        return try DocumentResolver.resolve(document, base: registry)
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

import AdLayoutCore
import AdLayoutRender
import Foundation

/// The whole pipeline for one thread of work: decode & validate → resolve → lay out → draw → encode.
///
/// Holds the text measurer and renderer (with their caches) over one ``FontSession`` of its own,
/// so pipelines on different threads never wait for each other; reuse one pipeline for many
/// documents. `registry` is the base the documents' own registrations apply on: put Swift plugins
/// there.
public final class RenderPipeline: @unchecked Sendable {
    /// The base registrations (item views, layout classes, native templates) that each document's own apply on.
    public let registry: TnkLayout
    /// The text state the measurer and renderer share.
    public let session: FontSession
    /// Measures text for layout, cached across documents.
    public let measurer: PangoTextMeasurer
    /// Draws laid-out trees, keeping decoded images between frames.
    public let renderer: Renderer
    /// How documents are read and resolved (``/AdLayoutCore/DocumentLoader/standard`` unless a tool adds to them).
    public let loader: DocumentLoader

    /// A pipeline with its own ``FontSession`` over `fonts`, resolving against `registry` with `loader`.
    public init(registry: TnkLayout = TnkLayout(), fonts: FontEnvironment = .shared, loader: DocumentLoader = .standard) {
        self.registry = registry
        self.loader = loader
        session = FontSession(environment: fonts)
        self.measurer = PangoTextMeasurer(session: session)
        self.renderer = Renderer(session: session)
    }

    /// Decodes and resolves the document at `url`; `displayPath` names it in messages.
    public func load(_ url: URL, displayPath: String? = nil) throws(DocumentErrors) -> ResolvedDocument {
        let (document, diagnostics) = loadCollecting(url, displayPath: displayPath)
        guard let document else { throw DocumentErrors(diagnostics) }
        return document
    }

    /// Decodes and resolves the document at `url`, returning it (nil when there is an error) with
    /// every diagnostic of both steps, warnings included.
    public func loadCollecting(_ url: URL, displayPath: String? = nil,
                               options: DocumentDecoder.Options = .init()) -> (ResolvedDocument?, [Diagnostic]) {
        loader.load(url, displayPath, registry, options)
    }

    /// Lays `document` out.
    public func layout(_ document: ResolvedDocument, scale: Int? = nil) -> LayoutTree {
        LayoutEngine(measurer: measurer).layout(document, scale: scale)
    }

    /// Draws and encodes `tree` as PNG.
    public func png(_ tree: LayoutTree) -> (png: Data, warnings: [Diagnostic]) {
        renderer.renderPNG(tree)
    }
}

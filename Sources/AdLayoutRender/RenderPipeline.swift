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

    public init(registry: TnkLayout = TnkLayout(), fonts: FontEnvironment = .shared) {
        self.registry = registry
        self.measurer = PangoTextMeasurer(fonts: fonts)
        self.renderer = Renderer(fonts: fonts)
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
        DocumentLoader.load(contentsOf: url, displayPath: displayPath, base: registry, options: options)
    }

    /// Lays `document` out.
    public func layout(_ document: ResolvedDocument, scale: Int? = nil) -> LayoutTree {
        LayoutEngine(measurer: measurer).layout(document, scale: scale)
    }

    /// Draws and encodes `tree` as PNG.
    public func png(_ tree: LayoutTree) -> (png: Data, warnings: [String]) {
        renderer.renderPNG(tree)
    }
}

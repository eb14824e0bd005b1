import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import Foundation

/// Checks one snapshot: the one pipeline behind `adlayout verify`/`record` (``SnapshotSuite``) and
/// the Swift assertions. Loads the document for its ``SnapshotVariant`` (decode options: device,
/// theme, Dynamic Type), lays it out, verifies the renderer's frame against the golden without
/// copying it, and writes the artifacts of anything but a pass.
public struct SnapshotCheck: Sendable {
    /// The goldens folder.
    public var goldens: URL
    /// Record mode, per-pixel options and budget.
    public var verifier: SnapshotVerifier
    /// Pixel density to render at; nil uses the (variant's) device's.
    public var scale: Int?
    /// Where expected/actual/diff images go; nil writes none.
    public var artifacts: ArtifactStore?
    /// Asked with each golden's name before it is read or written: a message refuses it (the
    /// snapshot fails with it, nothing is written). The assertions refuse a golden another test
    /// already checked.
    public var admit: (@Sendable (GoldenName) -> String?)?

    /// A check against the goldens in `goldens`.
    public init(goldens: URL, verifier: SnapshotVerifier, scale: Int? = nil, artifacts: ArtifactStore? = nil) {
        self.goldens = goldens; self.verifier = verifier; self.scale = scale; self.artifacts = artifacts
    }

    /// Checks the document at `url` rendered as `variant` against the golden of `layout` (the
    /// document's file name by default). `displayPath` names the document in messages; `options`
    /// are the decode options the variant's are added to.
    public func check(_ url: URL, displayPath: String, layout: String? = nil, variant: SnapshotVariant = .document,
                      options: DocumentDecoder.Options = .init(), pipeline: RenderPipeline,
                      workspace: SnapshotWorkspace) -> SuiteResult.Entry {
        let clock = ContinuousClock(), start = clock.now
        let layout = layout ?? url.deletingPathExtension().lastPathComponent
        let (document, diagnostics) = pipeline.loadCollecting(url, displayPath: displayPath, options: variant.decodeOptions(options))
        guard let document else {
            let name = GoldenName(layout: layout, variant: variant, scale: scale ?? variant.device?.scale ?? 1)
            let errors = diagnostics.filter { $0.severity == .error }
            var outcome = SnapshotOutcome(name: name, golden: goldens.appendingPathComponent(name.fileName), source: displayPath,
                                          status: .failed,
                                          message: "invalid document: \(errors.count) error\(errors.count == 1 ? "" : "s")")
            outcome.diagnostics = errors
            outcome.invalidInput = true
            return SuiteResult.Entry(outcome: outcome, artifacts: ArtifactFiles(), seconds: Self.seconds(since: start, clock))
        }
        // Layout and drawing located what they report (the tree carries the document's positions).
        var entry = check(pipeline.layout(document, scale: scale), name: GoldenName(layout: layout, variant: variant, scale: 1),
                          source: displayPath, pipeline: pipeline, workspace: workspace)
        entry.outcome.diagnostics = diagnostics + entry.outcome.diagnostics
        entry.seconds = Self.seconds(since: start, clock)
        return entry
    }

    /// Checks a resolved document rendered as `variant` against the golden of `layout`. Its colours
    /// were chosen when it was decoded, so a variant's theme cannot apply (check the document's
    /// file instead); its device replaces the document's for the canvas, while layout classes keep
    /// the sizes evaluated for the document's own device.
    public func check(_ document: ResolvedDocument, layout: String, variant: SnapshotVariant = .document, source: String? = nil,
                      pipeline: RenderPipeline, workspace: SnapshotWorkspace) -> SuiteResult.Entry {
        guard variant.theme == nil else {
            let name = GoldenName(layout: layout, variant: variant, scale: scale ?? 1)
            var outcome = SnapshotOutcome(name: name, golden: goldens.appendingPathComponent(name.fileName), source: source,
                                          status: .failed,
                                          message: "a resolved document has its colours chosen already: check its file (URL) to "
                                            + "render it in the \(variant.theme!.name) theme")
            outcome.invalidInput = true
            return SuiteResult.Entry(outcome: outcome, artifacts: ArtifactFiles())
        }
        let onDevice = variant.device.map { document.replacing(device: $0) } ?? document
        let shown = variant.contentSize.map { onDevice.scaled(for: $0) } ?? onDevice
        return check(pipeline.layout(shown, scale: scale), name: GoldenName(layout: layout, variant: variant, scale: 1),
                     source: source, pipeline: pipeline, workspace: workspace)
    }

    /// Checks a laid-out tree against the golden `name` (its scale is the tree's).
    public func check(_ tree: LayoutTree, name: GoldenName, source: String? = nil, pipeline: RenderPipeline,
                      workspace: SnapshotWorkspace) -> SuiteResult.Entry {
        let clock = ContinuousClock(), start = clock.now
        var name = name
        name.scale = tree.scale
        if let refusal = admit?(name) {
            let outcome = SnapshotOutcome(name: name, golden: goldens.appendingPathComponent(name.fileName), source: source,
                                          status: .failed, message: refusal)
            return SuiteResult.Entry(outcome: outcome, artifacts: ArtifactFiles(), seconds: Self.seconds(since: start, clock))
        }
        // Checked straight from the renderer's canvas: the outcome keeps the frame's pixels only for artifacts.
        var outcome = pipeline.renderer.withPixels(of: tree) { pixels, warnings in
            var outcome = verifier.verify(pixels, name: name, in: goldens, source: source, workspace: workspace,
                                          keepImages: artifacts != nil)
            outcome.diagnostics = tree.diagnostics + warnings
            return outcome
        }
        var files = ArtifactFiles()
        if let artifacts, outcome.status != .passed {
            do {
                files = try artifacts.write(outcome)
            } catch {
                outcome.message += "; cannot write artifacts: \(error.localizedDescription)"
            }
        }
        outcome.images = nil
        return SuiteResult.Entry(outcome: outcome, artifacts: files, seconds: Self.seconds(since: start, clock))
    }

    private static func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let d = clock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}

import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import SnapshotTesting
import Testing
import XCTest

/// What the strategies make of a document: laid out (and drawn) for a variant, or the errors that
/// stopped it.
enum StrategyRendering {
    /// The document at `url` laid out for `variant` with `measurer` (nil: the renderer's own),
    /// passed to `body` with the pipeline; nil after reporting its errors.
    static func withTree<R>(of url: URL, variant: SnapshotVariant, scale: Int?, registry: TnkLayout?,
                            measurer: (any TextMeasuring)? = nil,
                            _ body: (LayoutTree, RenderPipeline) -> R) -> R? {
        SnapshotPipelinePool.shared.withPipeline(registry: registry) { pipeline, _ in
            let (document, diagnostics) = pipeline.loadCollecting(url, displayPath: url.path, options: variant.decodeOptions())
            report(diagnostics, what: url.path)
            guard let document else { return nil }
            return body(layout(document, scale: scale, pipeline: pipeline, measurer: measurer), pipeline)
        }
    }

    /// A decoded document resolved and laid out for `variant` (its device and text size: its theme
    /// was chosen when it was decoded), passed to `body`; nil after reporting its errors.
    static func withTree<R>(of document: LayoutDocument, variant: SnapshotVariant, scale: Int?, registry: TnkLayout?,
                            measurer: (any TextMeasuring)? = nil,
                            _ body: (LayoutTree, RenderPipeline) -> R) -> R? {
        var document = document
        if let device = variant.device { document.device = device }
        if let size = variant.contentSize { document.contentSize = size }
        return SnapshotPipelinePool.shared.withPipeline(registry: registry) { pipeline, _ in
            let (resolved, diagnostics) = DocumentResolver.resolveCollecting(document, base: registry ?? TnkLayout())
            report(diagnostics, what: document.file ?? "the document")
            guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
            return body(layout(resolved, scale: scale, pipeline: pipeline, measurer: measurer), pipeline)
        }
    }

    private static func layout(_ document: ResolvedDocument, scale: Int?, pipeline: RenderPipeline,
                               measurer: (any TextMeasuring)?) -> LayoutTree {
        guard let measurer else { return pipeline.layout(document, scale: scale) }
        return LayoutEngine(measurer: measurer).layout(document, scale: scale)
    }

    /// The PNG of `tree` (the bytes `adlayout record` writes for these pixels), reporting layout's
    /// and the render's warnings.
    static func png(_ tree: LayoutTree, pipeline: RenderPipeline) -> Data {
        let (png, warnings) = pipeline.png(tree)
        report(tree.diagnostics + warnings, what: tree.file ?? "the document")
        return png
    }

    /// Reports a document's diagnostics: errors fail the test, warnings are warnings.
    static func report(_ diagnostics: [Diagnostic], what: String) {
        let errors = diagnostics.filter { $0.severity == .error }
        for warning in diagnostics where warning.severity != .error { record(warning.line, warning: true) }
        guard !errors.isEmpty else { return }
        record("cannot snapshot \(what) (no snapshot was made, so swift-snapshot-testing waits for one until its timeout):\n"
               + errors.map { "  \($0.line)" }.joined(separator: "\n"), warning: false)
    }

    /// An issue of the running test (at the test's declaration: the assertion's place is not known
    /// here), or `XCTFail`; a warning is printed under XCTest.
    static func record(_ message: String, warning: Bool) {
        if let test = Test.current {
            Issue.record(Comment(rawValue: message), severity: warning ? .warning : .error, sourceLocation: test.sourceLocation)
        } else if warning {
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        } else {
            XCTFail(message)
        }
    }

    /// A snapshot that never arrives: swift-snapshot-testing then fails the assertion after its
    /// timeout, writing nothing (a strategy cannot throw, and any data it gave would be recorded
    /// as the golden).
    static func none<Format>() -> Async<Format> { Async { _ in } }
}

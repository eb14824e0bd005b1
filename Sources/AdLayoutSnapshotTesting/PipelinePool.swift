import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Synchronization

/// Render pipelines for tests running in parallel: each assertion borrows one, with a snapshot
/// workspace (a renderer serialises its calls, so one shared pipeline would serialise every test).
final class PipelinePool: Sendable {
    static let shared = PipelinePool()

    private let idle = Mutex<[(RenderPipeline, SnapshotWorkspace)]>([])

    /// Runs `body` with a pipeline and workspace nobody else is using; over `registry` when one is
    /// given (such pipelines are not pooled: they hold their registry).
    func withPipeline<R>(registry: TnkLayout?, _ body: (RenderPipeline, SnapshotWorkspace) throws -> R) rethrows -> R {
        if let registry { return try body(RenderPipeline(registry: registry), SnapshotWorkspace()) }
        let pooled = idle.withLock { $0.popLast() } ?? (RenderPipeline(), SnapshotWorkspace())
        defer { idle.withLock { $0.append(pooled) } }
        return try body(pooled.0, pooled.1)
    }

    /// Runs `body` with a pipeline nobody else is using (see ``withPipeline(registry:_:)-(_,(RenderPipeline,SnapshotWorkspace)->R)``).
    func withPipeline<R>(registry: TnkLayout?, _ body: (RenderPipeline) throws -> R) rethrows -> R {
        try withPipeline(registry: registry) { pipeline, _ in try body(pipeline) }
    }
}

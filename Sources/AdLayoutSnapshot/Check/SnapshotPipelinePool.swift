import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import Synchronization

/// Render pipelines for snapshot tests running in parallel: each check borrows one, with a
/// snapshot workspace (a renderer serialises its calls, so one shared pipeline would serialise
/// every test). Used by the Swift assertions and the swift-snapshot-testing strategies.
public final class SnapshotPipelinePool: Sendable {
    /// The process's pool.
    public static let shared = SnapshotPipelinePool()

    private let idle = Mutex<[(RenderPipeline, SnapshotWorkspace)]>([])

    /// An empty pool.
    public init() {}

    /// Runs `body` with a pipeline and workspace nobody else is using; over `registry` when one is
    /// given (such pipelines are not pooled: they hold their registry).
    public func withPipeline<R>(registry: TnkLayout?, _ body: (RenderPipeline, SnapshotWorkspace) throws -> R) rethrows -> R {
        if let registry { return try body(RenderPipeline(registry: registry), SnapshotWorkspace()) }
        let pooled = idle.withLock { $0.popLast() } ?? (RenderPipeline(), SnapshotWorkspace())
        defer { idle.withLock { $0.append(pooled) } }
        return try body(pooled.0, pooled.1)
    }
}

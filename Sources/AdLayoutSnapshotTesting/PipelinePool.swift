import AdLayoutCore
import AdLayoutRender
import Synchronization

/// Render pipelines for tests running in parallel: each assertion borrows one (a renderer
/// serialises its calls, so one shared pipeline would serialise every test).
final class PipelinePool: Sendable {
    static let shared = PipelinePool()

    private let idle = Mutex<[RenderPipeline]>([])

    /// Runs `body` with a pipeline nobody else is using; over `registry` when one is given (such
    /// pipelines are not pooled: they hold their registry).
    func withPipeline<R>(registry: TnkLayout?, _ body: (RenderPipeline) throws -> R) rethrows -> R {
        if let registry { return try body(RenderPipeline(registry: registry)) }
        let pipeline = idle.withLock { $0.popLast() } ?? RenderPipeline()
        defer { idle.withLock { $0.append(pipeline) } }
        return try body(pipeline)
    }
}

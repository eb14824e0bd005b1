import AdLayoutCore
import AdLayoutRender
import Foundation
import Synchronization

/// Renders layout documents and checks each against its golden, on several threads: the engine
/// behind `adlayout verify` and `adlayout record`.
///
/// Each job has its own ``RenderPipeline`` (its own font session, caches and surface: jobs share no
/// lock) and ``SnapshotWorkspace``, and takes the next document when it is done with one, so a
/// slow document does not hold up a fixed share of the others.
public struct SnapshotSuite: Sendable {
    /// A layout document and the path to name it by in messages.
    public struct Input: Sendable {
        public var url: URL
        public var displayPath: String
        public init(url: URL, displayPath: String) { self.url = url; self.displayPath = displayPath }
    }

    public var goldens: URL
    public var verifier: SnapshotVerifier
    /// Pixel density to render at; nil uses each document's device.
    public var scale: Int?
    /// A device preset to render every document on (it then appears in the golden names).
    public var device: String?
    public var jobs: Int
    public var shard: Shard?
    /// Where expected/actual/diff images go; nil writes none.
    public var artifacts: URL?
    /// Delete stale goldens.
    public var prune: Bool
    /// The registry documents resolve against.
    public var registry: TnkLayout
    /// How documents are read and resolved.
    public var loader: DocumentLoader = .standard
    /// Theme, device and image rules (`--allow-path`, `--max-image-pixels`) for every document.
    public var options = DocumentDecoder.Options()

    public init(goldens: URL, verifier: SnapshotVerifier, scale: Int? = nil, device: String? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil, artifacts: URL? = nil,
                prune: Bool = false, registry: TnkLayout = TnkLayout()) {
        self.goldens = goldens; self.verifier = verifier; self.scale = scale; self.device = device
        self.jobs = max(1, jobs); self.shard = shard; self.artifacts = artifacts; self.prune = prune
        self.registry = registry
    }

    /// Progress after each snapshot: how many are done, of how many, and the latest outcome.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int, _ outcome: SnapshotOutcome) -> Void

    /// Runs the suite over `inputs` (all of them: sharding happens here, and stale goldens are
    /// judged against every input, not only this shard's).
    public func run(_ inputs: [Input], progress: Progress = { _, _, _ in }) -> SuiteResult {
        let sorted = inputs.sorted { $0.displayPath < $1.displayPath }
        let selected = shard?.select(sorted) ?? sorted
        let results = Mutex([SuiteResult.Entry?](repeating: nil, count: selected.count))
        let next = Atomic(0), done = Atomic(0)
        let workers = min(jobs, max(1, selected.count))
        // Larger documents first (file size as the estimate of their cost), so that the last one
        // to finish is a small one and no job waits long for another at the end.
        let order = workers > 1 ? Self.largestFirst(selected) : Array(selected.indices)

        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let pipeline = RenderPipeline(registry: registry, loader: loader)
            let workspace = SnapshotWorkspace()
            // The jobs are the parallelism: one frame, one core (`--jobs 1` means one thread of work).
            pipeline.renderer.usesAllCores = false
            workspace.encoder.usesAllCores = false
            while true {
                let n = next.add(1, ordering: .relaxed).oldValue
                guard n < order.count else { break }
                let i = order[n]
                let entry = check(selected[i], pipeline: pipeline, workspace: workspace)
                results.withLock { $0[i] = entry }
                let finished = done.add(1, ordering: .relaxed).newValue
                progress(finished, selected.count, entry.outcome)
            }
        }

        let folder = GoldenFolder(goldens)
        let layoutNames = Set(sorted.map { $0.url.deletingPathExtension().lastPathComponent })
        let stale = folder.staleGoldens(layouts: layoutNames)
        var pruned: [String] = []
        if prune { pruned = (try? folder.remove(stale)) ?? [] }

        let entries = results.withLock { $0.compactMap { $0 } }
        var result = SuiteResult(entries: entries, goldens: goldens, mode: verifier.mode, stale: stale, pruned: pruned,
                                 environmentChanges: [], environmentProblem: nil, environmentWritten: false)
        let wrote = entries.contains { $0.outcome.status == .new || $0.outcome.status == .updated }
        let environment = EnvironmentCheck.check(goldens: goldens, mode: verifier.mode, wroteGoldens: wrote)
        result.environmentChanges = environment.changes
        result.environmentProblem = environment.problem
        result.environmentWritten = environment.written
        return result
    }

    /// The indices of `inputs`, largest file first.
    static func largestFirst(_ inputs: [Input]) -> [Int] {
        let sizes = inputs.map { input -> Int in
            var info = stat()
            return stat(input.url.path, &info) == 0 ? Int(info.st_size) : 0
        }
        return inputs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// Renders one document and verifies it.
    private func check(_ input: Input, pipeline: RenderPipeline, workspace: SnapshotWorkspace) -> SuiteResult.Entry {
        var document: ResolvedDocument
        do throws(DocumentErrors) {
            let (loaded, diagnostics) = pipeline.loadCollecting(input.url, displayPath: input.displayPath, options: options)
            guard let loaded else { throw DocumentErrors(diagnostics) }
            document = loaded
        } catch {
            let name = GoldenName(document: input.url, device: device, scale: scale ?? 1)
            var outcome = SnapshotOutcome(name: name, golden: goldens.appendingPathComponent(name.fileName),
                                          source: input.displayPath, status: .failed,
                                          message: error.errors.map { "error: \($0)" }.joined(separator: "\n"))
            outcome.invalidInput = true
            return SuiteResult.Entry(outcome: outcome, artifacts: ArtifactFiles())
        }
        if let device, let spec = DeviceSpec.presets[device] { document.device = spec }
        let tree = pipeline.layout(document, scale: scale)
        let name = GoldenName(document: input.url, device: device, scale: tree.scale)
        // Checked straight from the renderer's surface: images are copied only for artifacts.
        var outcome = pipeline.renderer.withPixels(of: tree) { pixels, warnings in
            var outcome = verifier.verify(pixels, name: name, in: goldens, source: input.displayPath, workspace: workspace,
                                          keepImages: artifacts != nil)
            outcome.warnings = warnings
            return outcome
        }
        var files = ArtifactFiles()
        if let artifacts, outcome.status != .passed {
            do {
                files = try ArtifactStore(artifacts).write(outcome)
            } catch {
                outcome.message += "; cannot write artifacts: \(FileReading.reason(of: error))"
            }
        }
        outcome.images = nil
        return SuiteResult.Entry(outcome: outcome, artifacts: files)
    }
}

import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import Foundation
import Synchronization

/// Renders layout documents and checks each against its golden, for every variant, on several
/// threads: the engine behind `adlayout verify` and `adlayout record`.
///
/// Each job has its own ``/AdLayoutPipeline/RenderPipeline`` (its own font session, caches and canvas: jobs share no
/// lock) and ``SnapshotWorkspace``, and takes the next case when it is done with one, so a slow
/// document does not hold up a fixed share of the others. Each case is checked by
/// ``SnapshotCheck``, as the Swift assertions check theirs.
public struct SnapshotSuite: Sendable {
    /// A layout document and the path to name it by in messages.
    public struct Input: Sendable {
        /// The document's location.
        public var url: URL
        /// The path messages and reports name the document by; cases are sorted by it.
        public var displayPath: String
        /// Whether it was found by listing a folder given as input: only then can a golden belong
        /// to a document that is gone (a folder is every document; a file given alone is one).
        public var fromFolder: Bool

        /// The document at `url`, named `displayPath` in messages.
        public init(url: URL, displayPath: String, fromFolder: Bool = false) {
            self.url = url; self.displayPath = displayPath; self.fromFolder = fromFolder
        }
    }

    /// One document in one variant: what a shard splits and a report lists.
    public struct Case: Sendable {
        /// The document.
        public var input: Input
        /// The variant it is rendered as.
        public var variant: SnapshotVariant
        /// The golden's name without its scale (`offerwall-default-iPhoneSE-dark`).
        public var goldenBaseName: String { GoldenName(document: input.url, variant: variant, scale: 1).baseName }
    }

    /// The folder holding the golden PNGs and their environment sidecar.
    public var goldens: URL
    /// Compares each rendering with its golden and records per its mode.
    public var verifier: SnapshotVerifier
    /// Pixel density to render at; nil uses each (variant's) device's.
    public var scale: Int?
    /// Devices × themes × text sizes to check each document on (default: the document as written).
    public var variants: [SnapshotVariant] = [.document]
    /// Documents rendered at once, each job with its own pipeline; at least 1, default the number of cores.
    public var jobs: Int
    /// The part of the suite this run checks; nil runs every case.
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

    /// A suite over the goldens in `goldens`; an empty `variants`
    /// means the documents as written, and `jobs` is at least 1.
    public init(goldens: URL, verifier: SnapshotVerifier, scale: Int? = nil, variants: [SnapshotVariant] = [.document],
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil, artifacts: URL? = nil,
                prune: Bool = false, registry: TnkLayout = TnkLayout()) {
        self.goldens = goldens; self.verifier = verifier; self.scale = scale
        self.variants = variants.isEmpty ? [.document] : variants
        self.jobs = max(1, jobs); self.shard = shard; self.artifacts = artifacts; self.prune = prune
        self.registry = registry
    }

    /// Progress after each snapshot: how many are done, of how many, and the latest entry.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int, _ entry: SuiteResult.Entry) -> Void

    /// Every case of `inputs`, sorted by document and then in the variants' order: the list shards split.
    public func cases(_ inputs: [Input]) -> [Case] {
        inputs.sorted { $0.displayPath < $1.displayPath }.flatMap { input in variants.map { Case(input: input, variant: $0) } }
    }

    /// Runs the suite over `inputs` (all of them: sharding happens here, and stale goldens are
    /// judged against every input, not only this shard's).
    public func run(_ inputs: [Input], progress: Progress = { _, _, _ in }) -> SuiteResult {
        let all = cases(inputs)
        let selected = shard?.select(all) ?? all
        let results = Mutex([SuiteResult.Entry?](repeating: nil, count: selected.count))
        let next = Atomic(0), done = Atomic(0)
        let workers = min(jobs, max(1, selected.count))
        // Larger documents first (file size as the estimate of their cost), so that the last one
        // to finish is a small one and no job waits long for another at the end.
        let order = workers > 1 ? Self.largestFirst(selected.map(\.input)) : Array(selected.indices)
        let check = SnapshotCheck(goldens: goldens, verifier: verifier, scale: scale, artifacts: artifacts.map { ArtifactStore($0) })

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
                let c = selected[i]
                let entry = check.check(c.input.url, displayPath: c.input.displayPath, variant: c.variant, options: options,
                                        pipeline: pipeline, workspace: workspace)
                results.withLock { $0[i] = entry }
                let finished = done.add(1, ordering: .relaxed).newValue
                progress(finished, selected.count, entry)
            }
        }

        // Stale goldens are judged only among the inputs given: when a folder of documents is given,
        // goldens of none of them are left over from renamed or deleted ones; documents given one by
        // one say nothing about the other goldens in the folder (`verify a.json --prune` leaves
        // b.json's alone).
        let folder = GoldenFolder(goldens)
        let layoutNames = Set(inputs.map { $0.url.deletingPathExtension().lastPathComponent })
        let stale = inputs.contains(where: \.fromFolder) ? folder.staleGoldens(layouts: layoutNames) : []
        var pruned: [String] = []
        if prune { pruned = (try? folder.remove(stale)) ?? [] }

        let entries = results.withLock { $0.compactMap { $0 } }
        var result = SuiteResult(entries: entries, goldens: goldens, mode: verifier.mode, stale: stale, pruned: pruned,
                                 environmentChanges: [], environmentProblem: nil, environmentWritten: false)
        result.shard = shard
        let wrote = entries.contains { $0.outcome.status == .new || $0.outcome.status == .updated }
        let environment = EnvironmentCheck.check(goldens: goldens, mode: verifier.mode, wroteGoldens: wrote)
        result.environmentChanges = environment.changes
        result.environmentProblem = environment.problem
        result.environmentWritten = environment.written
        return result
    }

    /// The indices of `inputs`, largest file first.
    static func largestFirst(_ inputs: [Input]) -> [Int] {
        var sizeOf: [String: Int] = [:]
        let sizes = inputs.map { input -> Int in
            if let known = sizeOf[input.url.path] { return known }
            var info = stat()
            let size = stat(input.url.path, &info) == 0 ? Int(info.st_size) : 0
            sizeOf[input.url.path] = size
            return size
        }
        return inputs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }
}

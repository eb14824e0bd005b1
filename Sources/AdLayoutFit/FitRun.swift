import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation
import Synchronization

/// `adlayout fit`: lays every ad of an ads file out in each layout type a layout document shows,
/// on every variant (device × Dynamic Type size), and counts the ads whose texts are cut or whose
/// elements are clipped.
///
/// Layout only, no drawing: each ad is laid out alone in its section's first item slot
/// (`ItemFitter`) with the renderer's text measuring (``/AdLayoutRender/PangoTextMeasurer``, one per job, its
/// measurements cached), so a text is cut here exactly when `render` cuts it. Ads are streamed
/// from the file in batches (``/AdLayoutModel/AdsFileReader``); a batch is shared among the jobs, and what each
/// job counts is merged at the end, so the result is the same for any number of jobs.
public struct FitRun: Sendable {
    /// One layout type on one variant: the section ads are laid out in.
    public struct Target: Sendable {
        /// The section's layout type.
        public var layoutType: LayoutType
        /// The device, as results name it.
        public var device: String
        /// The Dynamic Type size, as results name it.
        public var contentSize: String
        /// The layout document resolved for the variant, with one section per layout type.
        public var document: ResolvedDocument
        /// The section of ``layoutType``.
        public var section: ResolvedSection
        /// The placement id when the section is a placement's (``layoutType`` is then `normal`).
        public var placementId: String?
        /// What results call the target: the layout type, or `placement:<id>`.
        public var name: String { placementId.map { "placement:" + $0 } ?? layoutType.name }
    }

    /// How far a run has got.
    public struct Progress: Sendable {
        /// Ads read (and laid out) so far.
        public var ads: Int
        /// Share of the ads file read, 0…1.
        public var fraction: Double
    }

    /// What a run gives.
    public struct Outcome: Sendable {
        /// One result per target, in the targets' order.
        public var results: [FitResult]
        /// The problems of the ads file (errors stop the run's results from counting) and its note
        /// about unknown fields.
        public var diagnostics: [Diagnostic]
        /// Whether the ads file had an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
        /// Set when the run's ``FitRun/workBudget`` stopped it before the end of the ads file (the
        /// results count the ads before it).
        public var stop: FitWorkStop?
    }

    /// The sections to lay ads out in, shared by the jobs.
    public let targets: [Target]
    /// Jobs laying ads out at once (at least 1).
    public var jobs: Int
    /// Examples kept per result.
    public var exampleLimit: Int
    /// The views the run may lay out through app views, summed over its targets and jobs.
    public var workBudget = FitWorkBudget()

    /// The most examples a result may keep.
    public static let maximumExamples = 1_000
    /// The most jobs a run may have.
    public static let maximumJobs = 64

    /// A run over `targets` with `jobs` jobs, keeping `exampleLimit` examples per result.
    public init(targets: [Target], jobs: Int = 1, exampleLimit: Int = 10) {
        self.targets = targets
        self.jobs = min(Self.maximumJobs, max(1, jobs))
        self.exampleLimit = min(Self.maximumExamples, max(0, exampleLimit))
    }

    // MARK: Targets

    /// The targets of `layout` (named `displayPath` in messages): each layout type of `types` (nil:
    /// every type the document's sections show, in their order) on each variant of `matrix` (its
    /// devices and text sizes; themes do not change where things go). Nil with the diagnostics when
    /// the document cannot be used.
    ///
    /// The document is loaded and resolved once per variant (the variant's device and text size are
    /// decoder options), in the shape ``resolveOptions(for:types:file:)`` asks the resolver for; every job
    /// of a run lays its ads out in these targets.
    /// `loader` decodes the document (and puts a Swift setup under it: ``/AdLayoutCore/DocumentLoader/prepare(_:_:_:)``).
    public static func targets(layout url: URL, displayPath: String? = nil, types: [LayoutType]?, matrix: VariantMatrix,
                               registry: TnkLayout = TnkLayout(), options: DocumentDecoder.Options = .init(),
                               loader: DocumentLoader = .standard)
        -> (targets: [Target]?, diagnostics: [Diagnostic])
    {
        let name = displayPath ?? url.path
        var all: [Diagnostic] = []
        var targets: [Target] = []
        var byVariant: [[Target]] = []
        let variants = VariantMatrix(devices: matrix.devices, contentSizes: matrix.contentSizes).variants
        for variant in variants {
            let prepared = loader.prepare(url, name, variant.decodeOptions(options))
            guard let document = prepared.document, !prepared.diagnostics.contains(where: { $0.severity == .error }) else {
                return (nil, prepared.diagnostics)
            }
            let shape: DocumentResolver.Options
            do { shape = try resolveOptions(for: document, types: types, file: name) } catch { return (nil, error.diagnostics) }
            let (resolved, diagnostics) = DocumentLoader.resolve(prepared, base: registry, imageAccess: options.imageAccess, options: shape)
            all += diagnostics
            // A placement that did not resolve has no section (and has said why).
            guard let resolved, !resolved.sections.isEmpty else { return (nil, all) }
            let device = variant.deviceName ?? resolved.device.name
                ?? SnapshotVariant(device: resolved.device).deviceName ?? "device"
            let size = (variant.contentSize ?? ContentSizeCategory.large).rawValue
            let placementId = shape.placementAsList ? document.placement?.id : nil
            byVariant.append(resolved.sections.map { section in
                Target(layoutType: section.type, device: device, contentSize: size, document: resolved, section: section,
                       placementId: placementId)
            })
        }
        // Layout types first, then variants.
        for t in byVariant.first?.indices ?? 0..<0 { for v in byVariant { targets.append(v[t]) } }
        return (targets, all)
    }

    /// What fit asks the resolver for, for `document` (named `file` in messages): a placement lays its ads
    /// out in its own view's layout, as a list of its one section as wide as the device; an offerwall in one
    /// section per layout type of `types` (nil: every type its sections show), each the document's first
    /// of that type (its ads count for layout classes that ask for the number of items), else a new one.
    /// Throws when `document` is not one fit lays ads out in.
    public static func resolveOptions(for document: LayoutDocument, types: [LayoutType]?, file: String)
        throws(DocumentErrors) -> DocumentResolver.Options
    {
        func problem(_ code: Diagnostic.Code, _ path: String, _ message: String) -> DocumentErrors {
            DocumentErrors([Diagnostic(code: code, file: file, path: path, location: nil, message: message)])
        }
        switch document.screen {
        case .placement:
            if let types, !types.isEmpty {
                throw problem(.invalidValue, "placement", "--types does not apply to a placement document: its ads are laid out "
                              + "in the placement's own view; leave --types out")
            }
            return DocumentResolver.Options(placementAsList: true)
        case .offerwall:
            let wanted = types ?? DocumentResolver.Options.layoutTypes(of: document)
            guard !wanted.isEmpty else {
                throw problem(.missingValue, "sections", "the document shows no section to lay ads out in; name layout types with --types")
            }
            return DocumentResolver.Options(sectionPerType: wanted)
        case .native:
            throw problem(.invalidValue, "screen", "fit lays ads out in an offerwall's sections or a placement; this document is a native screen")
        }
    }

    // MARK: Running

    /// Records a round's decoded batches in file order and tells the progress.
    private func finish(_ batches: [AdsFileBatch], _ jobs: [Job], _ reader: inout AdsFileReader, _ progress: (Progress) -> Void) {
        for j in batches.indices {
            reader.record(jobs[j].takeDecoded())
        }
        progress(Progress(ads: reader.adsRead, fraction: reader.progress))
    }

    /// One job: its text state, fitters and counts, held in a `Mutex` so a worker thread can take
    /// it for a batch and the calling thread read it after (never at once: the lock is uncontended,
    /// one acquisition per batch of ads).
    private final class Job: Sendable {
        /// What a job owns; its measurer and fitters never leave it.
        struct State {
            let fitters: [ItemFitter]
            var tallies: [FitTally]
            var findings: [FitFinding] = []
            var decoded: AdsFileBatch.Decoded?
        }

        private let state: Mutex<State>

        init(targets: [Target], exampleLimit: Int, fonts: FontEnvironment) {
            let measurer = PangoTextMeasurer(session: FontSession(environment: fonts))
            state = Mutex(State(fitters: targets.map { ItemFitter(section: $0.section, of: $0.document, measurer: measurer) },
                                tallies: targets.map { _ in FitTally(exampleLimit: exampleLimit) }))
        }

        /// Decodes `batch` and lays its ads out in every target (only decodes it when `fits` is
        /// false: after an error no result is given, but the rest of the file is still checked).
        /// Ads from index `limit` on are past the run's work budget and only decoded.
        func work(on batch: AdsFileBatch, fits: Bool = true, limit: Int = .max) {
            let decoded = batch.decode()
            state.withLock { state in
                state.decoded = decoded
                guard fits else { return }
                for (offset, ad) in decoded.ads.enumerated() where batch.firstIndex + offset < limit {
                    for t in state.fitters.indices {
                        state.findings.removeAll(keepingCapacity: true)
                        let fitter = state.fitters[t]
                        fitter.fit(ad) { state.findings.append($0) }
                        state.tallies[t].add(index: batch.firstIndex + offset, ad: ad, findings: state.findings)
                    }
                }
            }
        }

        /// The batch decoded by the last ``work(on:)``, handed over (the job keeps no copy).
        func takeDecoded() -> AdsFileBatch.Decoded {
            state.withLock { state in
                defer { state.decoded = nil }
                return state.decoded!
            }
        }

        /// The counts for target `t`.
        func tally(_ t: Int) -> FitTally {
            state.withLock { $0.tallies[t] }
        }
    }

    /// Lays out every ad `reader` gives; `progress` is told after each round of batches.
    ///
    /// Each job decodes its own batches (a batch of 2,048 ads per job at a time) and lays them out
    /// in ``targets`` with its own text measuring and fitters (the resolved documents are immutable
    /// values, read by every job as concurrent renders read one); finding the ads in the file is done
    /// by the calling thread, while the jobs work on the batches found before (with one job, in turn:
    /// one job is one core).
    ///
    /// Ads are laid out in file order up to what ``workBudget`` allows the targets' app views (the
    /// same ad for any number of jobs); when the file has more, the run stops there and says so in
    /// its outcome's `stop`.
    public func run(_ reader: inout AdsFileReader, fonts: FontEnvironment = .shared,
                    progress: (Progress) -> Void = { _ in }) -> Outcome {
        let jobs = (0..<jobs).map { _ in Job(targets: targets, exampleLimit: exampleLimit, fonts: fonts) }
        let uses = FitWorkBudget.uses(targets)
        let allowed = workBudget.ads(for: uses)
        var stopped = false
        func round() -> [AdsFileBatch] {
            var batches: [AdsFileBatch] = []
            while batches.count < jobs.count, let batch = reader.nextRaw() { batches.append(batch) }
            return batches
        }
        var batches = round()
        while !batches.isEmpty {
            let fits = !reader.hasErrors
            if jobs.count == 1 {
                jobs[0].work(on: batches[0], fits: fits, limit: allowed)
                finish(batches, jobs, &reader, progress)
                if reader.adsRead > allowed { stopped = true; break }
                batches = round()
                continue
            }
            // The jobs work on this round while this thread finds the next one in the file.
            let group = DispatchGroup()
            let current = batches
            for j in current.indices {
                DispatchQueue.global().async(group: group) { jobs[j].work(on: current[j], fits: fits, limit: allowed) }
            }
            let next = round()
            group.wait()
            finish(current, jobs, &reader, progress)
            if reader.adsRead > allowed { stopped = true; break }
            batches = next
        }
        var results: [FitResult] = []
        for (t, target) in targets.enumerated() {
            var tally = FitTally(exampleLimit: exampleLimit)
            for job in jobs { tally.merge(job.tally(t)) }
            results.append(FitResult(layoutType: target.name, device: target.device, contentSize: target.contentSize,
                                     ads: tally.ads, truncated: tally.truncated, clipped: tally.clipped,
                                     byElement: tally.byElement, examples: tally.examples))
        }
        let stop = stopped ? FitWorkStop(adsChecked: allowed, uses: uses, budget: workBudget) : nil
        return Outcome(results: results, diagnostics: reader.diagnostics, stop: stop)
    }
}

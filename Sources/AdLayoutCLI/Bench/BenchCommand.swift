import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// `adlayout bench FILE...`: medians of repeated runs over the user's documents, in milliseconds,
/// as one JSON object. Meaningful only from a release build
/// (`swift build -c release --product adlayout --static-swift-stdlib`).
///
/// Without FILE it runs the project's own suite when the executable opted into it
/// (`adlayout-benchmarks`, built from `Benchmarks/Suite`); `adlayout` itself asks for documents.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark decoding, layout, rendering and verification of documents; prints medians in ms as JSON.",
        discussion: """
            Benchmarks each FILE: decode, layout, raster, encode, render, verify against its own \
            rendering, and the first frame of a fresh process; with two or more, also record of them \
            all with 1 and 2 jobs. Keys starting with "ratio." are ratios of two medians. The \
            project's own suite (budgets, generated workloads) is in Benchmarks/ (docs/performance.md).
            """)

    @Argument(help: "Layout documents to benchmark.")
    var files: [String] = []

    @Option(parsing: .unconditional, help: "Device pixels per point for frame benchmarks (1, 2 or 3); default: the document's device.")
    var scale: Int?

    @Option(parsing: .unconditional, help: "Timed runs per in-process benchmark.")
    var iterations: Int = 30

    @Option(parsing: .unconditional, help: "Untimed runs before them (0 for a quick check that every benchmark runs).")
    var warmups: Int = BenchTimer.defaultWarmups

    @Option(parsing: .unconditional, help: "Timed runs per benchmark that spawns adlayout (cold.*, record.*); 0 skips them.")
    var spawns: Int = 10

    @Option(help: "Run only the benchmarks whose key starts with this prefix.")
    var only: String?

    @Option(help: ArgumentHelp(
        "What to measure: wall (elapsed time) or cpu (CPU time of this process, all threads; of a spawned process, its user + system time).",
        discussion: "cpu stays meaningful on a machine busy with other work, where wall time mostly measures waiting for a core."))
    var clock: BenchClock = .wall

    func validate() throws {
        try NumberRange.check("--iterations", iterations, atLeast: 1)
        try NumberRange.check("--warmups", warmups, atLeast: 0)
        try NumberRange.check("--spawns", spawns, atLeast: 0)
        if let scale { try NumberRange.check("--scale", scale, in: 1...3) }
        if files.isEmpty && Self.builtInSuite == nil {
            throw ValidationError("give the documents to benchmark (adlayout bench FILE...); "
                                  + "the project's own suite is in Benchmarks/ (docs/performance.md)")
        }
    }

    /// The suite an executable opted into for `bench` without FILE (``CommandSetExtension/builtInBenchmarks``).
    static var builtInSuite: (any BuiltInBenchmarks)? {
        CommandContext.current.extensions.lazy.compactMap(\.builtInBenchmarks).first
    }

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-bench-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var report = BenchReport(timer: BenchTimer(iterations: iterations, warmups: warmups, clock: clock), only: only)
        let options = BenchOptions(scale: scale, iterations: iterations, warmups: warmups, spawns: spawns, clock: clock, scratch: scratch)
        if files.isEmpty, let suite = Self.builtInSuite {
            try suite.run(options, into: &report)
        } else {
            try documentsSuite(options: options, into: &report)
        }
        Console.current.out(report.json)
    }

    /// Benchmarks of the user's documents, each in a scratch folder of its own, and with two or
    /// more, recording them all.
    private func documentsSuite(options: BenchOptions, into report: inout BenchReport) throws {
        for (i, file) in files.enumerated() {
            // Regular files only, in plain words (a FIFO would block the suite).
            do { _ = try FileReading.contents(of: URL(fileURLWithPath: file), limit: FormatLimits.documentBytes) } catch {
                Console.current.err("error: \(file): \(error)")
                throw ExitCode(ExitStatus.invalidInput)
            }
            try documentSuite(URL(fileURLWithPath: file), options: options.inFolder("\(i)"), into: &report)
        }
        if files.count > 1 { recordBenchmarks(files, options: options, into: &report) }
    }

    /// Benchmarks of one user document.
    private func documentSuite(_ document: URL, options: BenchOptions, into report: inout BenchReport) throws {
        let w = try options.workload(document, scale: scale)
        let frame = "\(w.name)@\(w.scale)x"
        report.time("decode.\(w.name)", w.decode)
        report.time("layout.\(w.name)", w.layout)
        report.time("raster.\(frame)", w.raster)
        report.time("encode.\(frame)", w.encode)
        report.time("render.\(frame)", w.render)
        report.time("verify.\(frame)", w.verify)
        if spawns > 0 {
            report.spawned("cold.\(frame)", runs: spawns, BenchOptions.coldRender(document, scale: w.scale, scratch: options.scratch))
        }
        report.ratio("ratio.verify/render.\(frame)", "verify.\(frame)", "render.\(frame)")
        report.ratio("ratio.cold/render.\(frame)", "cold.\(frame)", "render.\(frame)")
    }

    /// `adlayout record` of all `files` in a fresh process with one job and with two, into an
    /// empty goldens folder each time: the jobs budget is defined over a folder of different
    /// documents (`Layouts/`).
    private func recordBenchmarks(_ files: [String], options: BenchOptions, into report: inout BenchReport) {
        guard spawns > 0 else { return }
        let goldens = options.scratch.appendingPathComponent("record-goldens")
        let scaleArguments = scale.map { ["--scale", "\($0)"] } ?? []
        for jobs in [1, 2] {
            report.spawned("record.jobs-\(jobs)", runs: spawns,
                           (["record"] + files + ["--goldens", goldens.path, "--mode", "all", "--jobs", "\(jobs)"] + scaleArguments,
                            { try? FileManager.default.removeItem(at: goldens) }))
        }
        report.ratio("ratio.record-jobs-1/jobs-2", "record.jobs-1", "record.jobs-2")
    }
}

/// What `bench` hands a suite: its options and the run's scratch folder (removed after the run).
package struct BenchOptions: Sendable {
    /// `--scale`, when given.
    package var scale: Int?
    /// `--iterations`.
    package var iterations: Int
    /// `--warmups`.
    package var warmups: Int
    /// `--spawns`.
    package var spawns: Int
    /// `--clock`.
    package var clock: BenchClock
    /// Where workloads write their documents and goldens.
    package var scratch: URL

    /// These options with the scratch folder's subfolder `name`.
    package func inFolder(_ name: String) -> BenchOptions {
        var options = self
        options.scratch = scratch.appendingPathComponent(name)
        return options
    }

    /// The workload of `document` in the scratch folder; its errors printed and exit 2 when it is invalid.
    package func workload(_ document: URL, scale: Int?) throws -> BenchWorkload {
        do {
            return try BenchWorkload(document: document, scale: scale, registry: CommandContext.current.registry, scratch: scratch)
        } catch {
            for e in error.errors { Console.current.err("error: \(e)") }
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// `adlayout render DOCUMENT` in a fresh process, into a scratch folder.
    package static func coldRender(_ document: URL, scale: Int, scratch: URL) -> ([String], () -> Void) {
        let output = scratch.appendingPathComponent("cold")
        return (["render", document.path, "-o", output.path, "--scale", "\(scale)"], {})
    }
}

/// What a benchmark measures.
package enum BenchClock: String, ExpressibleByArgument, CaseIterable, Sendable {
    case wall, cpu

    /// Now, in ms: monotonic wall time, or this process's CPU time (all its threads).
    package var now: Double {
        switch self {
        case .wall: return Double(DispatchTime.now().uptimeNanoseconds) / 1e6
        case .cpu:
            var t = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
            return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
        }
    }
}

/// Median time of repeated runs of a closure.
package struct BenchTimer {
    package var iterations: Int
    package var warmups: Int
    package var clock: BenchClock = .wall

    /// Untimed runs before the timed ones unless `--warmups` says otherwise: they fill caches (fonts,
    /// images, the page cache) that every timed run then finds full.
    package static let defaultWarmups = 3

    /// A timer of `iterations` runs after `warmups` untimed ones, on `clock`.
    package init(iterations: Int, warmups: Int = defaultWarmups, clock: BenchClock = .wall) {
        self.iterations = iterations; self.warmups = warmups; self.clock = clock
    }

    /// Median time of `iterations` runs after the warm-up runs, in ms.
    package func median(_ body: () -> Void) -> Double {
        Self.median(of: samples(body))
    }

    /// Times of `iterations` runs after the warm-up runs, in ms, sorted.
    package func samples(_ body: () -> Void) -> [Double] {
        for _ in 0..<warmups { body() }
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = clock.now
            body()
            samples.append(clock.now - start)
        }
        return samples.sorted()
    }

    /// The `p` quantile of sorted `samples` (nearest rank; 0.5 is the median).
    package static func percentile(_ samples: [Double], _ p: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        if p == 0.5 { return median(of: samples) }
        return samples[min(samples.count - 1, max(0, Int((p * Double(samples.count)).rounded(.up)) - 1))]
    }

    static func median(of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let n = sorted.count
        guard n > 0 else { return .nan }
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }
}

/// The results, in the order they were measured; keys filtered by a prefix.
package struct BenchReport {
    package let timer: BenchTimer
    let only: String?
    package private(set) var results: [(key: String, value: Double)] = []

    init(timer: BenchTimer, only: String?) { self.timer = timer; self.only = only }

    private func wanted(_ key: String) -> Bool { only.map { key.hasPrefix($0) } ?? true }

    /// Whether `key` is to be measured (`--only`).
    package func wants(_ key: String) -> Bool { wanted(key) }

    /// A value measured elsewhere, under `key`.
    package mutating func record(_ key: String, _ value: Double) {
        guard wanted(key) else { return }
        results.append((key, value))
    }

    /// Times `body` in-process under `key`.
    package mutating func time(_ key: String, _ body: () -> Void) {
        guard wanted(key) else { return }
        results.append((key, timer.median(body)))
    }

    /// Times spawned runs of adlayout (arguments, and what to do before each run) under `key`.
    package mutating func spawned(_ key: String, runs: Int, _ command: ([String], () -> Void)) {
        guard wanted(key) else { return }
        if let t = ProcessTimer(clock: timer.clock).median(command.0, runs: runs, before: command.1) {
            results.append((key, t))
        } else {
            Console.current.err("warning: \(key): adlayout \(command.0.joined(separator: " ")) failed; skipped")
        }
    }

    /// `numerator / denominator` under `key`, when both were measured.
    package mutating func ratio(_ key: String, _ numerator: String, _ denominator: String) {
        guard let n = results.first(where: { $0.key == numerator })?.value,
              let d = results.first(where: { $0.key == denominator })?.value, d > 0 else { return }
        results.append((key, n / d))
    }

    var json: String {
        "{\n" + results.map { "  \"\($0.key)\": \(String(format: "%.3f", $0.value))" }.joined(separator: ",\n") + "\n}"
    }
}

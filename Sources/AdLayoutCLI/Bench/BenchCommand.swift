import AdLayoutCore
import AdLayoutRender
import ArgumentParser
import Foundation

/// `adlayout bench [FILE...]`: medians of repeated runs in milliseconds, as one JSON object.
///
/// Without files it runs the built-in suite on its own copy of the default offerwall (no
/// repository needed); with files it benchmarks those documents. Budgets (release build, the
/// 2-core development machine): `render.offerwall-default@3x` ≤ 5.5, `ratio.verify/render` ≤ 1.6,
/// `compare.1pct` ≤ 5, `ratio.cold/render` ≤ 4, `ratio.record-jobs-1/jobs-2` ≥ 1.6 on an idle
/// machine; the package benchmarks in `Benchmarks/` check them with thresholds.
/// Meaningful only from a release build (`swift build -c release --product adlayout --static-swift-stdlib`).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmark decoding, layout, rendering and snapshot checks; prints medians in ms as JSON.",
        discussion: """
            Without FILE, runs the built-in suite (the default offerwall at @3x, a 10,000-ad list, \
            comparisons, verification, the first frame of a fresh process, record with 1 and 2 jobs, \
            fit of 100,000 ads with 1 and 2 jobs). \
            With FILE..., benchmarks those documents: decode, layout, raster, encode, render, verify \
            against their own rendering, and the first frame of a fresh process; with two or more, \
            also record of them all with 1 and 2 jobs. Keys starting with "ratio." are ratios of two \
            medians.
            """)

    @Argument(help: "Layout documents to benchmark (default: the built-in suite).")
    var files: [String] = []

    @Option(parsing: .unconditional, help: "Device pixels per point for frame benchmarks (1, 2 or 3); default: the document's device.")
    var scale: Int?

    @Option(parsing: .unconditional, help: "Timed runs per in-process benchmark (after three warm-up runs).")
    var iterations: Int = 30

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
        try NumberRange.check("--spawns", spawns, atLeast: 0)
        if let scale { try NumberRange.check("--scale", scale, in: 1...3) }
    }

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-bench-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var report = BenchReport(timer: BenchTimer(iterations: iterations, clock: clock), only: only)
        if files.isEmpty {
            let document = try BuiltInBenchDocument.write(to: scratch.appendingPathComponent("documents"))
            try builtInSuite(document, scratch: scratch, into: &report)
        } else {
            for (i, file) in files.enumerated() {
                // Regular files only, in plain words (a FIFO would block the suite).
                do { _ = try FileReading.contents(of: URL(fileURLWithPath: file), limit: FormatLimits.documentBytes) } catch {
                    Console.current.err("error: \(file): \(error)")
                    throw ExitCode(ExitStatus.invalidInput)
                }
                try documentSuite(URL(fileURLWithPath: file), scratch: scratch.appendingPathComponent("\(i)"), into: &report)
            }
            if files.count > 1 { recordBenchmarks(files, scratch: scratch, into: &report) }
        }
        Console.current.out(report.json)
    }

    /// The built-in suite (keys as in the README's performance table).
    private func builtInSuite(_ document: URL, scratch: URL, into report: inout BenchReport) throws {
        let w = try workload(document, scale: scale ?? 3, scratch: scratch)
        let frame = "\(w.name)@\(w.scale)x"
        report.time("layout.\(w.name)", w.layout)
        report.time("layout.\(w.name).cold-text", w.layoutColdText)
        let big = BenchWorkload.normalSection(items: 10_000, like: w.document)
        report.time("layout.normal-10000") { w.layout(big) }
        report.time("decode.\(w.name)", w.decode)
        report.time("raster.\(frame)", w.raster)
        report.time("encode.\(frame)", w.encode)
        report.time("png-decode.\(frame)", w.decodeGolden)
        report.time("render.\(frame)", w.render)
        report.time("compare.identical", w.compareIdentical)
        report.time("compare.1pct", w.compareOnePercent)
        report.time("compare.1pct.count-only", w.compareOnePercentCountOnly)
        report.time("verify.\(frame)", w.verify)
        report.time("verify.\(frame).libpng-golden", w.verifyLibPNGGolden)
        report.time("verify.\(frame).same-bytes", w.verifySameBytes)
        try scaleBenchmarks(w, scratch: scratch, into: &report)
        try fitBenchmarks(document, scratch: scratch, into: &report)
        for benchmarks in AdLayoutCommand.extensions.flatMap(\.benchmarks) { try benchmarks(document, &report) }
        if spawns > 0 {
            report.spawned("cold.first-frame", runs: spawns, coldRender(document, scale: w.scale, scratch: scratch))
            let suite = try suiteFolder(copying: document, count: 16, in: scratch)
            let goldens = scratch.appendingPathComponent("record-goldens")
            for jobs in [1, 2] {
                report.spawned("record.jobs-\(jobs)", runs: max(1, spawns / 2),
                               (["record", suite.path, "--goldens", goldens.path, "--mode", "all", "--scale", "\(w.scale)",
                                 "--jobs", "\(jobs)"], { try? FileManager.default.removeItem(at: goldens) }))
            }
        }
        report.ratio("ratio.verify/render", "verify.\(frame)", "render.\(frame)")
        report.ratio("ratio.cold/render", "cold.first-frame", "render.\(frame)")
        report.ratio("ratio.record-jobs-1/jobs-2", "record.jobs-1", "record.jobs-2")
    }

    /// Benchmarks of one user document.
    private func documentSuite(_ document: URL, scratch: URL, into report: inout BenchReport) throws {
        let w = try workload(document, scale: scale, scratch: scratch)
        let frame = "\(w.name)@\(w.scale)x"
        report.time("decode.\(w.name)", w.decode)
        report.time("layout.\(w.name)", w.layout)
        report.time("raster.\(frame)", w.raster)
        report.time("encode.\(frame)", w.encode)
        report.time("render.\(frame)", w.render)
        report.time("verify.\(frame)", w.verify)
        if spawns > 0 {
            report.spawned("cold.\(frame)", runs: spawns, coldRender(document, scale: w.scale, scratch: scratch))
        }
        report.ratio("ratio.verify/render.\(frame)", "verify.\(frame)", "render.\(frame)")
        report.ratio("ratio.cold/render.\(frame)", "cold.\(frame)", "render.\(frame)")
    }

    /// Layout of scrolling sections of a million ads (cost must not grow with off-screen items),
    /// and decoding and resolving a document of 200,000 ads (with its throughput in MB/s).
    private func scaleBenchmarks(_ w: BenchWorkload, scratch: URL, into report: inout BenchReport) throws {
        for (key, type) in [("layout.paging-1000000", LayoutType.newapps), ("layout.continuous-1000000", .suggest)] {
            guard let big = BenchWorkload.scrollingSection(type, items: 1_000_000, registry: AdLayoutCommand.registry) else { continue }
            report.time(key) { w.layout(big) }
        }
        let large = scratch.appendingPathComponent("items-200000.json")
        let bytes = try BenchWorkload.writeLargeDocument(items: 200_000, to: large)
        // Decode and resolve, as every command does (the resolver visits each ad's images).
        report.time("decode.items-200000") { _ = DocumentLoader.standard.load(large, nil, AdLayoutCommand.registry, .init()) }
        if let ms = report.results.first(where: { $0.key == "decode.items-200000" })?.value, ms > 0 {
            report.record("decode.items-200000.MBps", Double(bytes) / 1e6 / (ms / 1e3))
        }
        formattingBenchmarks(scratch: scratch, into: &report)
    }

    /// Decoding costs the same whatever the formatting: 10,000 sections indented and minified
    /// (budget: the ratio ≤ 2), and 100,000 ads with an unknown key each, on one line (budget:
    /// 5,000 ms), where only the first 200 errors are made and the rest counted.
    private func formattingBenchmarks(scratch: URL, into report: inout BenchReport) {
        let sections = (0..<10_000).map {
            #"{"type": "normal", "items": [{"appName": "Ad \#($0)", "pointValue": \#($0), "pointUnit": "P", "cmpnDesc": "설치하면"}]}"#
        }
        let minified = Data((#"{"schemaVersion":1,"sections":["# + sections.joined(separator: ",") + "]}").utf8)
        let indented = Data(("{\n  \"schemaVersion\": 1,\n  \"sections\": [\n    " + sections.joined(separator: ",\n    ") + "\n  ]\n}\n").utf8)
        let unknown = Data((#"{"schemaVersion":1,"sections":[{"type":"normal","items":["#
                            + Array(repeating: #"{"appName":"A","bogus":1}"#, count: 100_000).joined(separator: ",") + "]}]}").utf8)
        for (key, data) in [("decode.sections-10000.indented", indented), ("decode.sections-10000.minified", minified),
                            ("decode.unknown-keys-100000.one-line", unknown)] {
            report.time(key) { _ = DocumentLoader.load(data, file: "bench.json", base: AdLayoutCommand.registry) }
        }
        report.ratio("ratio.minified/indented", "decode.sections-10000.minified", "decode.sections-10000.indented")
    }

    /// `adlayout fit` of 100,000 ads (the SDK's ad-list JSON, three in ten with 80-syllable titles)
    /// in the `normal` list on iPhone 15, with 1 and 2 jobs, and its throughput in ads per second
    /// (budgets: ≥ 50,000 with one job, `ratio.fit-jobs-1/jobs-2` ≥ 1.7). Runs last seconds, so at most 5 are timed.
    private func fitBenchmarks(_ document: URL, scratch: URL, into report: inout BenchReport) throws {
        guard report.wants("fit.") || report.wants("ratio.fit") else { return }
        let fit = try FitBenchWorkload(document: document, ads: 100_000, scratch: scratch, registry: AdLayoutCommand.registry)
        let timer = BenchTimer(iterations: min(iterations, 5), clock: clock)
        let wantsRatio = report.wants("ratio.fit-jobs-1/jobs-2")
        var medians: [Int: Double] = [:]
        for jobs in [1, 2] {
            let key = jobs == 1 ? "fit.ads-100000" : "fit.ads-100000.jobs-2"
            guard report.wants(key) || wantsRatio || (jobs == 1 && report.wants("fit.ads-100000.ads-per-s")) else { continue }
            let ms = timer.median { fit.run(jobs: jobs) }
            medians[jobs] = ms
            report.record(key, ms)
        }
        if let ms = medians[1], ms > 0 { report.record("fit.ads-100000.ads-per-s", Double(fit.count) / (ms / 1e3)) }
        if let one = medians[1], let two = medians[2], two > 0 { report.record("ratio.fit-jobs-1/jobs-2", one / two) }
    }

    private func workload(_ document: URL, scale: Int?, scratch: URL) throws -> BenchWorkload {
        do {
            return try BenchWorkload(document: document, scale: scale, registry: AdLayoutCommand.registry, scratch: scratch)
        } catch {
            for e in error.errors { Console.current.err("error: \(e)") }
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// `adlayout record` of all `files` in a fresh process with one job and with two, into an
    /// empty goldens folder each time: the jobs budget is defined over a folder of different
    /// documents (`Layouts/`), which the built-in suite's copies of one document only approximate.
    private func recordBenchmarks(_ files: [String], scratch: URL, into report: inout BenchReport) {
        guard spawns > 0 else { return }
        let goldens = scratch.appendingPathComponent("record-goldens")
        let scaleArguments = scale.map { ["--scale", "\($0)"] } ?? []
        for jobs in [1, 2] {
            report.spawned("record.jobs-\(jobs)", runs: spawns,
                           (["record"] + files + ["--goldens", goldens.path, "--mode", "all", "--jobs", "\(jobs)"] + scaleArguments,
                            { try? FileManager.default.removeItem(at: goldens) }))
        }
        report.ratio("ratio.record-jobs-1/jobs-2", "record.jobs-1", "record.jobs-2")
    }

    /// `adlayout render DOCUMENT` in a fresh process, into a scratch folder.
    private func coldRender(_ document: URL, scale: Int, scratch: URL) -> ([String], () -> Void) {
        let output = scratch.appendingPathComponent("cold")
        return (["render", document.path, "-o", output.path, "--scale", "\(scale)"], {})
    }

    /// A folder of `count` copies of `document` (a suite for `record`), its images linked beside them.
    private func suiteFolder(copying document: URL, count: Int, in scratch: URL) throws -> URL {
        let folder = scratch.appendingPathComponent("suite")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("images"),
                                                   withDestinationURL: document.deletingLastPathComponent().appendingPathComponent("images"))
        let data = try Data(contentsOf: document)
        for i in 1...count {
            try AtomicFile.write(data, to: folder.appendingPathComponent(String(format: "copy-%02d.json", i)))
        }
        return folder
    }
}

/// What a benchmark measures.
enum BenchClock: String, ExpressibleByArgument, CaseIterable, Sendable {
    case wall, cpu

    /// Now, in ms: monotonic wall time, or this process's CPU time (all its threads).
    var now: Double {
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
    var iterations: Int
    var clock: BenchClock = .wall

    /// Median time of `iterations` runs after three warm-up runs, in ms.
    func median(_ body: () -> Void) -> Double {
        Self.median(of: samples(body))
    }

    /// Times of `iterations` runs after three warm-up runs, in ms, sorted.
    package func samples(_ body: () -> Void) -> [Double] {
        for _ in 0..<3 { body() }
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
    private(set) var results: [(key: String, value: Double)] = []

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
    mutating func spawned(_ key: String, runs: Int, _ command: ([String], () -> Void)) {
        guard wanted(key) else { return }
        if let t = ProcessTimer(clock: timer.clock).median(command.0, runs: runs, before: command.1) {
            results.append((key, t))
        } else {
            Console.current.err("warning: \(key): adlayout \(command.0.joined(separator: " ")) failed; skipped")
        }
    }

    /// `numerator / denominator` under `key`, when both were measured.
    mutating func ratio(_ key: String, _ numerator: String, _ denominator: String) {
        guard let n = results.first(where: { $0.key == numerator })?.value,
              let d = results.first(where: { $0.key == denominator })?.value, d > 0 else { return }
        results.append((key, n / d))
    }

    var json: String {
        "{\n" + results.map { "  \"\($0.key)\": \(String(format: "%.3f", $0.value))" }.joined(separator: ",\n") + "\n}"
    }
}

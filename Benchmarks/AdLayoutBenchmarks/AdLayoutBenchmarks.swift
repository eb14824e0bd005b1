import AdLayoutBenchmarkSuite
import AdLayoutCLI
import AdLayoutCore
import Benchmark
import Foundation
import Synchronization

// The budgets of the render and snapshot paths (docs/performance.md), on the built-in offerwall at
// @3x — the same workloads as the built-in suite (`adlayout-benchmarks bench`). Absolute budgets are the p90 wall-clock values in
// Thresholds/ (`swift package benchmark thresholds check`); the ratio budgets are custom metrics
// (percent) that baseline comparisons track.

/// Scratch files of this run: the built-in document, its icons and goldens.
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("adlayout-benchmarks-\(getpid())")

/// One prepared workload, made on first use (it renders the document once).
let prepared = Mutex<(document: URL, workload: BenchWorkload, suite: SuiteWorkload)?>(nil)

func workload() -> (document: URL, workload: BenchWorkload, suite: SuiteWorkload) {
    prepared.withLock { prepared in
        if let prepared { return prepared }
        do {
            let document = try BuiltInBenchDocument.write(to: scratch.appendingPathComponent("documents"))
            let suite = try SuiteWorkload(document: document, scale: 3, scratch: scratch)
            let made = (document, suite.base, suite)
            prepared = made
            return made
        } catch {
            fatalError("cannot prepare the benchmark document: \(error)")
        }
    }
}

/// The fit workload (100,000 ads written once).
let preparedFit = Mutex<FitBenchWorkload?>(nil)

func fitWorkload() -> FitBenchWorkload {
    let document = workload().document
    return preparedFit.withLock { prepared in
        if let prepared { return prepared }
        do {
            let made = try FitBenchWorkload(document: document, ads: 100_000, scratch: scratch)
            prepared = made
            return made
        } catch {
            fatalError("cannot prepare the fit benchmark: \(error)")
        }
    }
}

/// The adlayout executable of the package above (release), for the benchmarks that spawn it.
let adlayout: String? = {
    if let path = ProcessInfo.processInfo.environment["ADLAYOUT"], !path.isEmpty { return path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let built = root.appendingPathComponent(".build/release/adlayout").path
    return FileManager.default.isExecutableFile(atPath: built) ? built : nil
}()

/// Nanoseconds of one run of `body`.
func nanoseconds(_ body: () -> Void) -> Int {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}

extension BenchmarkMetric {
    /// Verify time as a percentage of render time (budget ≤ 160).
    static let verifyToRender = BenchmarkMetric.custom("verifyToRenderPercent", polarity: .prefersSmaller, useScalingFactor: false)
    /// First frame of a fresh process as a percentage of a warm render (budget ≤ 400).
    static let coldToRender = BenchmarkMetric.custom("coldToRenderPercent", polarity: .prefersSmaller, useScalingFactor: false)
    /// `fit --jobs 1` time as a percentage of `fit --jobs 2` time (budget ≥ 170).
    static let fitJobsSpeedup = BenchmarkMetric.custom("fitJobs2SpeedupPercent", polarity: .prefersLarger, useScalingFactor: false)
    /// `record --jobs 1` time as a percentage of `record --jobs 2` time (budget ≥ 160).
    static let jobsSpeedup = BenchmarkMetric.custom("jobs2SpeedupPercent", polarity: .prefersLarger, useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
    // A run may be 5 % over a budget at p90 before it counts as a regression.
    let tolerance = BenchmarkThresholds(relative: [.p90: 5.0])
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 200,
        thresholds: [.wallClock: tolerance])

    Benchmark("layout.offerwall-default") { benchmark in
        let w = workload().workload
        benchmark.startMeasurement()
        w.layout()
    }
    Benchmark("layout.normal-10000") { benchmark in
        let w = workload().workload
        let big = SuiteWorkload.normalSection(items: 10_000, like: w.document)
        benchmark.startMeasurement()
        w.layout(big)
    }
    Benchmark("raster.offerwall-default@3x") { _ in workload().workload.raster() }
    Benchmark("encode.offerwall-default@3x") { _ in workload().workload.encode() }
    Benchmark("render.offerwall-default@3x") { _ in workload().workload.render() }
    Benchmark("verify.offerwall-default@3x") { _ in workload().workload.verify() }
    Benchmark("compare.identical") { _ in workload().suite.compareIdentical() }
    Benchmark("compare.1pct") { _ in workload().suite.compareOnePercent() }

    Benchmark("ratio.verify-render", configuration: .init(metrics: [.verifyToRender], maxIterations: 50,
                                                          thresholds: [.verifyToRender: tolerance])) { benchmark in
        let w = workload().workload
        let render = nanoseconds(w.render), verify = nanoseconds(w.verify)
        benchmark.measurement(.verifyToRender, verify * 100 / max(1, render))
    }

    // `adlayout fit` of 100,000 ads in the `normal` list (budget ≥ 50,000 ads/s with one job; `--jobs 2` ≥ 1.7×).
    Benchmark("fit.ads-100000", configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(20),
                                                     maxIterations: 5, thresholds: [.wallClock: tolerance])) { benchmark in
        let fit = fitWorkload()
        benchmark.startMeasurement()
        fit.run(jobs: 1)
    }
    Benchmark("ratio.fit-jobs", configuration: .init(metrics: [.fitJobsSpeedup], warmupIterations: 1, maxIterations: 3,
                                                     thresholds: [.fitJobsSpeedup: tolerance])) { benchmark in
        let fit = fitWorkload()
        let one = nanoseconds { fit.run(jobs: 1) }, two = nanoseconds { fit.run(jobs: 2) }
        benchmark.measurement(.fitJobsSpeedup, one * 100 / max(1, two))
    }

    let spawning = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 1, maxDuration: .seconds(10),
                                           maxIterations: 15, skip: adlayout == nil, thresholds: [.wallClock: tolerance])
    Benchmark("cold.first-frame", configuration: spawning) { benchmark in
        let document = workload().document
        let output = scratch.appendingPathComponent("cold").path
        benchmark.startMeasurement()
        _ = ProcessTimer(executable: adlayout!).time(["render", document.path, "-o", output, "--scale", "3"])
    }
    Benchmark("ratio.cold-render", configuration: .init(metrics: [.coldToRender], warmupIterations: 1, maxIterations: 15,
                                                        skip: adlayout == nil, thresholds: [.coldToRender: tolerance])) { benchmark in
        let (document, w, _) = workload()
        let output = scratch.appendingPathComponent("cold").path
        guard let cold = ProcessTimer(executable: adlayout!).time(["render", document.path, "-o", output, "--scale", "3"]) else { return }
        w.render()
        let render = Double(nanoseconds(w.render)) / 1e6
        benchmark.measurement(.coldToRender, Int(cold / render * 100))
    }
    Benchmark("ratio.record-jobs", configuration: .init(metrics: [.jobsSpeedup], warmupIterations: 1, maxIterations: 8,
                                                        skip: adlayout == nil, thresholds: [.jobsSpeedup: tolerance])) { benchmark in
        let document = workload().document
        let suite = scratch.appendingPathComponent("suite")
        try? FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(at: suite.appendingPathComponent("images"),
                                                   withDestinationURL: document.deletingLastPathComponent().appendingPathComponent("images"))
        for i in 1...16 {
            try? FileManager.default.copyItem(at: document, to: suite.appendingPathComponent(String(format: "copy-%02d.json", i)))
        }
        let goldens = scratch.appendingPathComponent("record-goldens")
        let timer = ProcessTimer(executable: adlayout!)
        func record(_ jobs: Int) -> Double? {
            try? FileManager.default.removeItem(at: goldens)
            return timer.time(["record", suite.path, "--goldens", goldens.path, "--mode", "all", "--scale", "3", "--jobs", "\(jobs)"])
        }
        guard let one = record(1), let two = record(2), two > 0 else { return }
        benchmark.measurement(.jobsSpeedup, Int(one / two * 100))
    }
}

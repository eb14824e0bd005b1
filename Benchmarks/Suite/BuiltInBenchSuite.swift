import AdLayoutCLI
import AdLayoutCore
import AdLayoutRender
import Foundation

extension CommandSetExtension {
    /// The project's own benchmark suite, run by `bench` without FILE (`adlayout-benchmarks bench`):
    /// the built-in offerwall and the generated workloads, with the keys of docs/performance.md's table.
    public static let benchmarkSuite: CommandSetExtension = {
        var suite = CommandSetExtension()
        suite.builtInBenchmarks = ProjectBenchmarks()
        return suite
    }()
}

/// How `bench` runs this suite (``CommandSetExtension``'s witness).
struct ProjectBenchmarks: BuiltInBenchmarks {
    func run(_ options: BenchOptions, into report: inout BenchReport) throws { try BuiltInBenchSuite(options: options).run(into: &report) }
}

/// The built-in suite on its own copy of the default offerwall (no repository needed; the app-view entries
/// read the guide's app from the checkout this was built from). Budgets
/// (release build, the 2-core development machine): `render.offerwall-default@3x` ≤ 5.5,
/// `ratio.verify/render` ≤ 1.6, `compare.1pct` ≤ 5, `ratio.cold/render` ≤ 4,
/// `ratio.record-jobs-1/jobs-2` ≥ 1.6 on an idle machine; the package benchmarks check them with thresholds.
struct BuiltInBenchSuite {
    var options: BenchOptions

    /// Runs every benchmark `report` wants, keys as in docs/performance.md's table.
    func run(into report: inout BenchReport) throws {
        let scratch = options.scratch
        let document = try BuiltInBenchDocument.write(to: scratch.appendingPathComponent("documents"))
        let suite: SuiteWorkload
        do {
            suite = try SuiteWorkload(document: document, scale: options.scale ?? 3, registry: CommandContext.current.registry, scratch: scratch)
        } catch {
            preconditionFailure("the built-in benchmark document does not resolve: \(error.errors)")
        }
        let w = suite.base
        let frame = "\(w.name)@\(w.scale)x"
        report.time("layout.\(w.name)", w.layout)
        report.time("layout.\(w.name).cold-text", suite.layoutColdText)
        // Workloads are made only for the benchmarks `--only` keeps: the large ones take seconds to make.
        if report.wants("layout.normal-10000") {
            let big = SuiteWorkload.normalSection(items: 10_000, like: w.document)
            report.time("layout.normal-10000") { w.layout(big) }
        }
        report.time("decode.\(w.name)", w.decode)
        report.time("raster.\(frame)", w.raster)
        report.time("encode.\(frame)", w.encode)
        report.time("png-decode.\(frame)", suite.decodeGolden)
        report.time("render.\(frame)", w.render)
        report.time("compare.identical", suite.compareIdentical)
        report.time("compare.1pct", suite.compareOnePercent)
        report.time("compare.1pct.count-only", suite.compareOnePercentCountOnly)
        report.time("verify.\(frame)", w.verify)
        report.time("verify.\(frame).libpng-golden", suite.verifyLibPNGGolden)
        report.time("verify.\(frame).same-bytes", w.verifySameBytes)
        try scaleBenchmarks(w, into: &report)
        try fitBenchmarks(document, into: &report)
        try fitAppViewBenchmarks(into: &report)
        try fitSnapKitAppBenchmarks(into: &report)
        try StudioBenchmarks.run(document, into: &report)
        if options.spawns > 0 {
            report.spawned("cold.first-frame", runs: options.spawns, BenchOptions.coldRender(document, scale: w.scale, scratch: scratch))
            let folder = try suiteFolder(copying: document, count: 16)
            let goldens = scratch.appendingPathComponent("record-goldens")
            for jobs in [1, 2] {
                report.spawned("record.jobs-\(jobs)", runs: max(1, options.spawns / 2),
                               (["record", folder.path, "--goldens", goldens.path, "--mode", "all", "--scale", "\(w.scale)",
                                 "--jobs", "\(jobs)"], { try? FileManager.default.removeItem(at: goldens) }))
            }
        }
        report.ratio("ratio.verify/render", "verify.\(frame)", "render.\(frame)")
        report.ratio("ratio.cold/render", "cold.first-frame", "render.\(frame)")
        report.ratio("ratio.record-jobs-1/jobs-2", "record.jobs-1", "record.jobs-2")
    }

    /// Layout of scrolling sections of a million ads (cost must not grow with off-screen items),
    /// and decoding and resolving a document of 200,000 ads (with its throughput in MB/s).
    private func scaleBenchmarks(_ w: BenchWorkload, into report: inout BenchReport) throws {
        for (key, type) in [("layout.paging-1000000", LayoutType.newapps), ("layout.continuous-1000000", .suggest)]
            where report.wants(key) {
            guard let big = SuiteWorkload.scrollingSection(type, items: 1_000_000, registry: CommandContext.current.registry) else { continue }
            report.time(key) { w.layout(big) }
        }
        if report.wants("decode.items-200000") {
            let large = options.scratch.appendingPathComponent("items-200000.json")
            let bytes = try SuiteWorkload.writeLargeDocument(items: 200_000, to: large)
            // Decode and resolve, as every command does (the resolver visits each ad's images).
            report.time("decode.items-200000") { _ = DocumentLoader.standard.load(large, nil, CommandContext.current.registry, .init()) }
            if let ms = report.results.first(where: { $0.key == "decode.items-200000" })?.value, ms > 0 {
                report.record("decode.items-200000.MBps", Double(bytes) / 1e6 / (ms / 1e3))
            }
        }
        formattingBenchmarks(into: &report)
    }

    /// Decoding costs the same whatever the formatting: 10,000 sections indented and minified
    /// (budget: the ratio ≤ 2), and 100,000 ads with an unknown key each, on one line (budget:
    /// 5,000 ms), where only the first 200 errors are made and the rest counted.
    private func formattingBenchmarks(into report: inout BenchReport) {
        let keys = ["decode.sections-10000.indented", "decode.sections-10000.minified", "decode.unknown-keys-100000.one-line"]
        guard keys.contains(where: report.wants) || report.wants("ratio.minified/indented") else { return }
        let sections = (0..<10_000).map {
            #"{"type": "normal", "items": [{"appName": "Ad \#($0)", "pointValue": \#($0), "pointUnit": "P", "cmpnDesc": "설치하면"}]}"#
        }
        let minified = Data((#"{"schemaVersion":1,"sections":["# + sections.joined(separator: ",") + "]}").utf8)
        let indented = Data(("{\n  \"schemaVersion\": 1,\n  \"sections\": [\n    " + sections.joined(separator: ",\n    ") + "\n  ]\n}\n").utf8)
        let unknown = Data((#"{"schemaVersion":1,"sections":[{"type":"normal","items":["#
                            + Array(repeating: #"{"appName":"A","bogus":1}"#, count: 100_000).joined(separator: ",") + "]}]}").utf8)
        for (key, data) in [("decode.sections-10000.indented", indented), ("decode.sections-10000.minified", minified),
                            ("decode.unknown-keys-100000.one-line", unknown)] {
            report.time(key) { _ = DocumentLoader.load(data, file: "bench.json", base: CommandContext.current.registry) }
        }
        report.ratio("ratio.minified/indented", "decode.sections-10000.minified", "decode.sections-10000.indented")
    }

    /// `adlayout fit` of 100,000 ads (the SDK's ad-list JSON, three in ten with 80-syllable titles)
    /// in the `normal` list on iPhone 15, with 1 and 2 jobs, and its throughput in ads per second
    /// (budgets: ≥ 50,000 with one job, `ratio.fit-jobs-1/jobs-2` ≥ 1.7). Runs last seconds, so at most 5 are timed.
    private func fitBenchmarks(_ document: URL, into report: inout BenchReport) throws {
        guard report.wants("fit.") || report.wants("ratio.fit") else { return }
        let fit = try FitBenchWorkload(document: document, ads: 100_000, scratch: options.scratch, registry: CommandContext.current.registry)
        let timer = BenchTimer(iterations: min(options.iterations, 5), warmups: options.warmups, clock: options.clock)
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

    /// `adlayout fit` of the same 100,000 ads through the guide's own item view (`Layouts/GuideApp`:
    /// its XIB laid out by Auto Layout for each ad, as `import-swift` prints the view), one job, and
    /// its ratio to the built-in view's fit, `ratio.fit-app-view/built-in`, when both ran (goal: under 10 s,
    /// 20,000 ads a second per core).
    private func fitAppViewBenchmarks(into report: inout BenchReport) throws {
        // The render entries below share this folder: `--only render.app-view` must reach them too.
        guard report.wants("fit.app-view") || report.wants("render.app-view")
                || report.wants("ratio.render-app-view/template") else { return }
        let folder = options.scratch.appendingPathComponent("app-view")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Layouts")
        let xib = folder.appendingPathComponent("CustomItemView.xib")
        try? FileManager.default.removeItem(at: xib)
        try FileManager.default.copyItem(at: layouts.appendingPathComponent("GuideApp/custom/CustomItemView.xib"), to: xib)
        let document = folder.appendingPathComponent("app-view.json")
        try Data(Self.appViewDocument.utf8).write(to: document)
        if report.wants("fit.app-view.ads-100000") {
            let fit = try FitBenchWorkload(document: document, ads: 100_000, scratch: options.scratch, registry: CommandContext.current.registry)
            let timer = BenchTimer(iterations: min(options.iterations, 5), warmups: options.warmups, clock: options.clock)
            let ms = timer.median { fit.run(jobs: 1) }
            report.record("fit.app-view.ads-100000", ms)
            if ms > 0 { report.record("fit.app-view.ads-100000.ads-per-s", Double(fit.count) / (ms / 1e3)) }
            report.ratio("ratio.fit-app-view/built-in", "fit.app-view.ads-100000", "fit.ads-100000")
        }

        // The guide's screen (Layouts/guide-app.json's ads, every state) through the app's view and through the
        // same view written as a template (Layouts/custom-template.json's): goal ratio ≤ 1.2.
        guard report.wants("render.app-view") || report.wants("ratio.render-app-view/template") else { return }
        try? FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("images"),
                                                   withDestinationURL: layouts.appendingPathComponent("images"))
        let guide = try JSONSerialization.jsonObject(with: Data(contentsOf: layouts.appendingPathComponent("guide-app.json"))) as? [String: Any]
        let sections = guide?["sections"] ?? []
        let template = try JSONSerialization.jsonObject(with: Data(contentsOf: layouts.appendingPathComponent("custom-template.json")))
            as? [String: Any] ?? [:]
        var appView = try JSONSerialization.jsonObject(with: Data(Self.appViewDocument.utf8)) as? [String: Any] ?? [:]
        appView["sections"] = sections
        var templated = appView
        templated["appViews"] = nil
        templated["layoutClasses"] = nil
        templated["templates"] = template["templates"]
        templated["registrations"] = template["registrations"]
        var workloads: [BenchWorkload] = []
        for (name, object) in [("app-view-screen", appView), ("template-screen", templated)] {
            let url = folder.appendingPathComponent("\(name).json")
            try JSONSerialization.data(withJSONObject: object).write(to: url)
            workloads.append(try BenchWorkload(document: url, scale: 2, registry: CommandContext.current.registry, scratch: options.scratch))
        }
        report.time("render.app-view@2x", workloads[0].render)
        report.time("render.template-view@2x", workloads[1].render)
        report.ratio("ratio.render-app-view/template", "render.app-view@2x", "render.template-view@2x")
    }

    /// `adlayout fit DOC --swift-setup APP` of the same 100,000 ads through an app's SnapKit item view read by
    /// the Swift setup reader and laid out by Auto Layout for each ad, one job (goal: under 10 s):
    /// `fit.snapkit-app.ads-100000`, Tests/Fixtures/apps/PointApp's `RewardCell` (NumberFormatter, per-ad
    /// conditions, attributed runs), with its ratio to the built-in view's fit, `ratio.fit-snapkit-app/built-in`;
    /// `fit.snapkit-app.formatted.ads-100000`, FormattedApp's `MissionCell` (String(format:), a switch on the state).
    private func fitSnapKitAppBenchmarks(into report: inout BenchReport) throws {
        let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Fixtures/apps")
        for (key, app, document) in [("fit.snapkit-app.ads-100000", "PointApp", "point-app.json"),
                                     ("fit.snapkit-app.formatted.ads-100000", "FormattedApp", "formatted-app.json")] where report.wants(key) {
            // The setup reader `fit --swift-setup` uses: the executable's (adlayout-benchmarks opts into it).
            guard let reader = CommandContext.current.extensions.lazy.compactMap(\.setupReader).first else {
                throw BenchSetupError(description: "\(key): this executable reads no Swift setup (extensions: [.swiftSetup])")
            }
            // Its notes stay out of the report; a file it cannot use is printed, and its errors are thrown.
            let log = DiagnosticLog()
            guard let loader = reader.loader(files: [apps.appendingPathComponent(app).path], log: log, console: Console.current) else {
                throw DocumentErrors(log.diagnostics)
            }
            let fit = try FitBenchWorkload(document: apps.appendingPathComponent(document), ads: 100_000, scratch: options.scratch,
                                           registry: CommandContext.current.registry, loader: loader)
            let timer = BenchTimer(iterations: min(options.iterations, 5), warmups: options.warmups, clock: options.clock)
            let ms = timer.median { fit.run(jobs: 1) }
            report.record(key, ms)
            if ms > 0 { report.record(key + ".ads-per-s", Double(fit.count) / (ms / 1e3)) }
        }
        report.ratio("ratio.fit-snapkit-app/built-in", "fit.snapkit-app.ads-100000", "fit.ads-100000")
    }

    /// The guide's view as data (what `adlayout import-swift Layouts/GuideApp` prints), in an offerwall of one `normal` list.
    static let appViewDocument = #"""
    {"schemaVersion": 1, "device": "iPhone15",
     "appViews": {"CustomAdListItemView": {"xib": "CustomItemView.xib", "feedImage": "feedImageView", "iconImage": "iconImageView",
       "outlets": {"feedImageView": {"cornerRadius": 16, "strokeWidth": 1, "strokeColor": "lightGray"},
                   "iconImageView": {"cornerRadius": 8, "strokeWidth": 1, "strokeColor": "lightGray"},
                   "titleLabel": {"text": "{appName}"},
                   "pointUnitLabel": {"text": "{pointUnit}", "hiddenIn": ["confirm", "paid", "ended", "disabled"], "visibleIn": ["normal", "tomorrow"]},
                   "descLabel": {"text": "{cmpnDesc}", "states": {"confirm": {"text": ""}, "paid": {"text": ""}, "ended": {"text": ""}, "disabled": {"text": ""}}},
                   "pointAmountLabel": {"text": "{pointText}", "states": {"confirm": {"text": "설치확인 후 리워드가 지급됩니다."},
                     "paid": {"text": "이미 지급된 광고입니다."}, "ended": {"text": "종료된 광고입니다."}, "disabled": {"text": "종료된 광고입니다."}}}}}},
     "layoutClasses": {"CustomAdListItemViewLayout": {"base": "AdListItemViewLayout", "viewSize": {
       "width": "parentSize.width - sectionInset.left - sectionInset.right",
       "height": "(parentSize.width - sectionInset.left - sectionInset.right - 16 - 16) * 167 / 320 + 12 + 72 + 10 + 12"}}},
     "registrations": {"normal": {"viewClass": "CustomAdListItemView", "viewLayout": "CustomAdListItemViewLayout"}},
     "sections": [{"type": "normal", "items": []}]}
    """#

    /// A folder of `count` copies of `document` (a suite for `record`), its images linked beside them.
    private func suiteFolder(copying document: URL, count: Int) throws -> URL {
        let folder = options.scratch.appendingPathComponent("suite")
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

/// Why the suite cannot time a Swift setup: the executable did not opt into the Swift setup reader.
struct BenchSetupError: Error, CustomStringConvertible {
    var description: String
}

import AdLayoutPipeline
import AdLayoutCore
import AdLayoutFit
import AdLayoutRender
import AdLayoutSnapshot
import ArgumentParser
import Foundation
import Synchronization

/// `adlayout fit LAYOUT.json --ads ADS.json [--types …] [--devices …] [--content-sizes …]
/// [--format text|json|csv|html] [-o PATH] [--jobs N] [--examples N] [--strict]`: which ads of a file
/// have their texts cut or elements clipped, per layout type × device × text size.
struct FitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Lay every ad of an ads file out in a layout's sections and count the texts cut and elements clipped.",
        discussion: """
        ADS.json is the SDK's ad list (AdPlacementView.getAdListJson(): an array, or an object with a "list" array, of \
        TnkPlacementAdItem objects: app_id, app_nm, pnt_amt, …) or an array of a document's ad objects (appName, \
        pointValue, …). Each ad is laid out alone in each layout type the document's sections show (or --types), on each \
        device and text size, without drawing, with the fonts render uses. Results go to standard output (or -o): text, \
        json, csv, or html with the worst ads drawn. Exit status: 0, 1 with --strict when any ad has anything cut, 2 \
        invalid input (nothing is written).
        """)

    @Argument(help: "The layout document (JSON).")
    var layout: String

    @Option(help: ArgumentHelp("The ads file (JSON); - reads standard input.", valueName: "file"))
    var ads: String

    @Option(parsing: .singleValue,
            help: ArgumentHelp("Layout types to lay the ads out in, comma-separated (default: every type the document's sections show).",
                               valueName: "types"), transform: CommaList.init(parsing:))
    var types: [CommaList<LayoutType>] = []

    @Option(name: [.customLong("devices"), .customLong("device")], parsing: .singleValue,
            help: ArgumentHelp("Device presets, comma-separated (default: the document's device).", valueName: "names"),
            transform: CommaList.init(parsing:))
    var devices: [CommaList<DeviceSpec>] = []

    @Option(name: [.customLong("content-sizes"), .customLong("content-size")], parsing: .singleValue,
            help: ArgumentHelp("Dynamic Type sizes, comma-separated: xSmall … xxxLarge, accessibilityMedium … accessibilityXXXLarge "
                               + "(default: large).", valueName: "sizes"), transform: CommaList.init(parsing:))
    var contentSizes: [CommaList<ContentSizeCategory>] = []

    @Option(help: "Output format: text, json, csv or html.")
    var format: FitReport.Format = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the results to this file (atomically) instead of standard output (-: standard output).",
                                                   valueName: "path"))
    var output: String?

    @Option(parsing: .unconditional, help: "Parallel jobs, each with its own text measuring (default: the number of cores).")
    var jobs: Int?

    @Option(parsing: .unconditional, help: "The worst ads listed per layout type and variant (0…1000).")
    var examples: Int = 10

    /// The run's work budget in views laid out through app views (``FitWorkBudget``): hidden, for
    /// tests that stop a run after a few ads.
    @Option(name: .customLong("work-budget"), parsing: .unconditional, help: .hidden)
    var workBudget: Int = FitWorkBudget.maximumViews

    @OptionGroup var access: DocumentAccessArguments
    @OptionGroup var setup: SwiftSetupOptions

    @OptionGroup var strictness: StrictOption

    func validate() throws {
        if let jobs { try NumberRange.check("--jobs", jobs, in: 1...FitRun.maximumJobs) }
        try NumberRange.check("--examples", examples, in: 0...FitRun.maximumExamples)
        try NumberRange.check("--work-budget", workBudget, in: 0...FitWorkBudget.maximumViews)
        if let output, output != "-" {
            for input in [layout, ads] where input != "-" && OutputPath.isSameFile(URL(fileURLWithPath: output), as: URL(fileURLWithPath: input)) {
                throw ValidationError("-o \(output) is the input \(input)")
            }
        }
    }

    /// `--devices` × `--content-sizes`.
    var matrix: VariantMatrix {
        VariantMatrix(devices: CommaList.values(devices), contentSizes: CommaList.values(contentSizes))
    }

    /// `--types`, nil when not given.
    var layoutTypes: [LayoutType]? {
        let types = CommaList.values(types)
        return types.isEmpty ? nil : types
    }

    func run() throws {
        let console = Console.current
        let log = console.diagnosticLog(strict: strictness.strict)
        let writer = OutputWriter(console: console), target = OutputWriter.file(output)
        try writer.check(target.map { [$0] } ?? [])
        let targets = try self.targets(log: log)
        let outcome = try check(targets, log: log)
        try writer.write(report(outcome.results, targets: targets), to: target,
                         summary: " (\(outcome.results.count) result\(outcome.results.count == 1 ? "" : "s"), "
                            + "\(FitReportSummary.ads(outcome.results)) ads)")
        if outcome.stop != nil { throw ExitCode(ExitStatus.failure) }
        if strictness.strict && (log.failsStrictCheck || outcome.results.contains(where: \.hasProblems)) {
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// The layout, resolved for every layout type and variant asked for.
    private func targets(log: DiagnosticLog) throws -> [FitRun.Target] {
        var options = access.options
        options.theme = nil
        guard let loader = setup.loader(Console.current, log: log) else { throw ExitCode(ExitStatus.invalidInput) }
        let (found, diagnostics) = FitRun.targets(layout: URL(fileURLWithPath: layout), displayPath: layout, types: layoutTypes,
                                                  matrix: matrix, registry: CommandContext.current.registry, options: options,
                                                  loader: loader)
        log.report(diagnostics)
        guard let found else { throw ExitCode(ExitStatus.invalidInput) }
        return found
    }

    /// Every ad of the ads file laid out in every target, with a progress line.
    private func check(_ targets: [FitRun.Target], log: DiagnosticLog) throws -> FitRun.Outcome {
        var reader: AdsFileReader
        do { reader = ads == "-" ? try AdsFileReader(standardInput: "-") : try AdsFileReader(url: URL(fileURLWithPath: ads), file: ads) } catch {
            Console.current.err("error: \(ads): \(error)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        defer { reader.close() }
        var run = FitRun(targets: targets, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, exampleLimit: examples)
        run.workBudget = FitWorkBudget(views: workBudget)
        let progress = FitProgressLine(console: Console.current, targets: targets.count)
        let outcome = run.run(&reader) { progress.update($0) }
        progress.finish()
        log.report(outcome.diagnostics)
        guard !outcome.hasErrors else { throw ExitCode(ExitStatus.invalidInput) }
        // A run stopped by its work budget reports the ads it checked, and fails.
        if let stop = outcome.stop { Console.current.err("error: " + stop.message) }
        return outcome
    }

    /// The results in the `--format` asked for.
    private func report(_ results: [FitResult], targets: [FitRun.Target]) -> String {
        switch format {
        case .text: FitReport.text(results)
        case .json: FitReport.json(results)
        case .csv: FitReport.csv(results)
        case .html: FitHTMLReport.render(results, targets: targets, layout: layout, ads: ads,
                                         pipeline: RenderPipeline(registry: CommandContext.current.registry))
        }
    }
}

/// Words for the summary line of `fit -o`.
enum FitReportSummary {
    /// The number of ads the run read, grouped (`1,000`).
    static func ads(_ results: [FitResult]) -> String { PointFormatter.grouped(results.first?.ads ?? 0) }
}

/// The progress of a long `fit` run: the terminal's status line, rewritten at most 4 times a second,
/// or (not a terminal) a plain line every 10 seconds.
final class FitProgressLine: Sendable {
    private let console: Console
    private let targets: Int
    private let start = DispatchTime.now().uptimeNanoseconds
    /// When the line was last shown, and whether it was shown on the status line; updated by the jobs.
    private let state = Mutex((last: UInt64(0), shown: false))

    init(console: Console, targets: Int) { self.console = console; self.targets = targets }

    func update(_ p: FitRun.Progress) {
        let now = DispatchTime.now().uptimeNanoseconds
        let interval: UInt64 = console.status != nil ? 250_000_000 : 10_000_000_000
        let due = state.withLock { state in
            guard now - max(state.last, start) >= interval else { return false }
            state.last = now
            if console.status != nil { state.shown = true }
            return true
        }
        guard due else { return }
        let seconds = Double(now - start) / 1e9
        let line = String(format: "fit: %d%% of the ads file, ", Int(p.fraction * 100)) + PointFormatter.grouped(p.ads)
            + " ads × \(targets) layout\(targets == 1 ? "" : "s") (\(PointFormatter.grouped(Int(Double(p.ads) / max(seconds, 1e-3)))) ads/s)"
        if let status = console.status { status(line) } else { console.err("note: " + line) }
    }

    func finish() {
        if state.withLock({ $0.shown }), let status = console.status { status("") }
    }
}

extension FitReport.Format: ExpressibleByArgument {}

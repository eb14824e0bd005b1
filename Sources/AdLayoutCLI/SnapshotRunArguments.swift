import AdLayoutCore
import AdLayoutSnapshot
import ArgumentParser
import Foundation

/// Options shared by `verify` and `record`.
struct SnapshotRunArguments: ParsableArguments {
    @Argument(help: "Layout documents, or folders of them (default: Layouts).")
    var inputs: [String] = []

    @Option(help: "Folder of golden PNGs, named <layout>[-<device>][-<theme>][-<text size>]@<scale>x.png.")
    var goldens: String

    @Option(parsing: .unconditional, help: "Device pixels per point (1, 2 or 3); default: each document's device scale.")
    var scale: Int?

    @Option(name: [.customLong("devices"), .customLong("device")], parsing: .singleValue,
            help: ArgumentHelp("Device presets to render every document on, comma-separated (joins the golden names).",
                               valueName: "names"), transform: CommaList.init(parsing:))
    var devices: [CommaList<DeviceSpec>] = []

    @Option(name: [.customLong("themes"), .customLong("theme")], parsing: .singleValue,
            help: ArgumentHelp("Themes to render every document in: light, dark (joins the golden names).", valueName: "themes"),
            transform: CommaList.init(parsing:))
    var themes: [CommaList<OfferwallTheme>] = []

    @Option(name: [.customLong("content-sizes"), .customLong("content-size")], parsing: .singleValue,
            help: ArgumentHelp("Dynamic Type sizes to render for: xSmall … xxxLarge, accessibilityMedium … accessibilityXXXLarge "
                               + "(joins the golden names).", valueName: "sizes"), transform: CommaList.init(parsing:))
    var contentSizes: [CommaList<ContentSizeCategory>] = []

    @OptionGroup var comparison: ComparisonArguments

    @Option(help: ArgumentHelp("The run's artifacts folder: expected/actual/diff PNGs of failed, new and updated snapshots, "
                               + "the result file (results.json) for `adlayout report merge` and, with --report, index.html. "
                               + "Default: adlayout-report in the working directory (its earlier artifacts are deleted "
                               + "first), or, when ADLAYOUT_ARTIFACTS is set, run-<date>-<time>-<pid> under it.",
                               valueName: "dir"))
    var artifacts: String?

    @Flag(help: "Write an HTML report, index.html, into the artifacts folder.")
    var report = false

    @Flag(help: "Delete stale goldens: those of no document in the folders given (documents given one by one make none stale).")
    var prune = false

    @Option(parsing: .unconditional, help: "Parallel jobs, each with its own render pipeline (default: the number of cores).")
    var jobs: Int?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Run one part of the suite, i/n (e.g. 2/3), to split it across machines; writes its result "
                               + "(results-<i>-of-<n>.json) into the artifacts folder for `adlayout report merge`.",
                               valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Write the results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    @OptionGroup var access: DocumentAccessArguments

    @OptionGroup var chrome: ChromeArgument

    @OptionGroup var setup: SwiftSetupOptions

    @OptionGroup var strictness: StrictOption

    func validate() throws {
        if let scale { try NumberRange.check("--scale", scale, in: 1...3) }
        if let jobs { try NumberRange.check("--jobs", jobs, in: 1...256) }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, e.g. 1/3; not \(shard)") }
    }

    /// The variants every document is checked in: `--devices` × `--themes` × `--content-sizes`.
    var matrix: VariantMatrix {
        VariantMatrix(devices: CommaList.values(devices), themes: CommaList.values(themes), contentSizes: CommaList.values(contentSizes))
    }

    /// The artifacts folder when neither `--artifacts` nor `ADLAYOUT_ARTIFACTS` names one: under the
    /// working directory, where a CI job uploads from (Playwright's `playwright-report/`).
    static let defaultArtifactsFolder = "adlayout-report"

    /// The folder the run writes into exactly: `--artifacts`, else ``defaultArtifactsFolder`` unless
    /// `ADLAYOUT_ARTIFACTS` is set; nil: a run folder under `ADLAYOUT_ARTIFACTS`.
    func namedArtifactsFolder(environment: [String: String]) -> String? {
        if let artifacts { return artifacts }
        let variable = environment[SnapshotArtifactsRun.artifactsVariable] ?? ""
        return variable.isEmpty ? Self.defaultArtifactsFolder : nil
    }

    /// The run's artifacts folder: `--artifacts`, else `adlayout-report`, else (with `ADLAYOUT_ARTIFACTS`
    /// set) a new run folder under it, as the Swift tests make (``/AdLayoutSnapshot/SnapshotArtifactsRun``).
    func artifactsRun(environment: [String: String]) -> SnapshotArtifactsRun {
        var environment = environment
        environment[SnapshotArtifactsRun.reportVariable] = nil   // the CLI's report is --report
        return SnapshotArtifactsRun(environment: environment,
                                    exactly: namedArtifactsFolder(environment: environment).map { URL(fileURLWithPath: $0) })
    }

    /// The goldens folder; nil (after printing why) when it is a file or cannot be read. A folder
    /// that does not exist yet is fine: recording creates it.
    func goldensFolder(_ console: Console) -> URL? {
        var info = stat()
        if stat(goldens, &info) != 0 {
            guard errno == ENOENT else {
                console.err("error: --goldens \(goldens): \(FileReading.reason(errno))")
                return nil
            }
            return URL(fileURLWithPath: goldens)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            console.err("error: --goldens \(goldens): not a folder")
            return nil
        }
        guard Glibc.access(goldens, R_OK | X_OK) == 0 else {
            console.err("error: --goldens \(goldens): \(FileReading.reason(errno))")
            return nil
        }
        return URL(fileURLWithPath: goldens)
    }

    /// The layout documents named by the inputs; nil (after printing why) if one does not exist.
    func layoutInputs(_ console: Console) -> [SnapshotSuite.Input]? {
        var found: [SnapshotSuite.Input] = []
        var ok = true
        for path in inputs.isEmpty ? ["Layouts"] : inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                console.err("error: \(path): no such file or directory")
                ok = false
                continue
            }
            if isDirectory.boolValue {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                    .filter { $0.hasSuffix(".json") }.sorted()
                if names.isEmpty { console.err("warning: \(path): no layout documents (*.json)") }
                let prefix = path.hasSuffix("/") ? path : path + "/"
                found += names.map {
                    SnapshotSuite.Input(url: URL(fileURLWithPath: prefix + $0), displayPath: prefix + $0, fromFolder: true)
                }
            } else {
                found.append(SnapshotSuite.Input(url: URL(fileURLWithPath: path), displayPath: path))
            }
        }
        // Two documents (or a document and another's variant, `a-dark.json` and `a.json` in the dark
        // theme) must not share a golden.
        let variants = matrix.variants
        var owners: [String: [String]] = [:]
        for input in found {
            for variant in variants {
                let name = GoldenName(document: input.url, variant: variant, scale: 1).baseName
                if !(owners[name]?.contains(input.displayPath) ?? false) { owners[name, default: []].append(input.displayPath) }
            }
        }
        for (name, paths) in owners.sorted(by: { $0.key < $1.key }) where paths.count > 1 {
            console.err("error: \(paths.joined(separator: ", ")) would share the golden \(name)@<scale>x.png; rename one")
            ok = false
        }
        return ok ? found : nil
    }
}

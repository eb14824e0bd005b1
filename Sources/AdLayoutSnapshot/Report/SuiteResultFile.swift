import AdLayoutCore
import AdLayoutRender
import Foundation

/// A run's result as JSON in its artifacts folder (`results.json`, or `results-<i>-of-<n>.json`
/// for a shard): every snapshot with its status, message, counts, time and artifact files, the
/// stale goldens and the environment check. `adlayout report merge` reads these to build one report
/// and one JUnit file from the shards of a run (Playwright's blob reports and `merge-reports`).
///
/// ```json
/// {"format": "adlayout-results", "version": 2, "adlayout": "0.13.0", "command": "adlayout verify",
///  "recording": false, "mode": "never", "goldens": "Goldens", "shard": "1/2", "summary": "…", "stale": [], "pruned": [],
///  "environmentChanges": [], "snapshots": [{"golden": "minimal-iPhoneSE-dark@2x.png", "layout": "minimal",
///  "device": "iPhoneSE", "theme": "dark", "scale": 2, "source": "Layouts/minimal.json", "status": "passed",
///  "message": "identical", "seconds": 0.012, "diagnostics": [], "invalidInput": false,
///  "mismatchedPixels": 0, "antialiasedPixels": 0, "totalPixels": 1000500, "artifacts": {}}]}
/// ```
public enum SuiteResultFile {
    /// The `format` value.
    public static let format = "adlayout-results"
    /// The version of the file's layout (2: warnings are diagnostics as ``/AdLayoutSDK/Diagnostic``
    /// encodes them, no longer lines of text).
    public static let version = 2

    /// `results.json`, or `results-<i>-of-<n>.json` for a shard (so shards can share a folder).
    public static func fileName(shard: Shard?) -> String {
        shard.map { "results-\($0.index)-of-\($0.count).json" } ?? "results.json"
    }

    /// Whether `name` is the name of a result file.
    public static func isResultFile(_ name: String) -> Bool {
        name == "results.json" || (name.hasPrefix("results-") && name.hasSuffix(".json"))
    }

    /// Writes `result` into `directory`; returns the file.
    @discardableResult
    public static func write(_ result: SuiteResult, to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(fileName(shard: result.shard))
        try AtomicFile.write(encode(result), to: url)
        return url
    }

    /// `result` as JSON (keys sorted, pretty, so files diff well).
    public static func encode(_ result: SuiteResult) -> Data {
        let file = FileContents(
            format: format, version: version, adlayout: AdLayoutVersion.current, command: result.command,
            recording: result.recording, mode: result.mode.rawValue, goldens: result.goldens.path, shard: result.shard?.description, summary: result.summary,
            stale: result.stale, pruned: result.pruned, environmentChanges: result.environmentChanges,
            environmentProblem: result.environmentProblem, snapshots: result.entries.map(Snapshot.init))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(file)) ?? Data()
    }

    /// A file that is not a result file this version reads.
    public struct ReadError: Error, CustomStringConvertible {
        /// The file.
        public var file: String
        /// What is wrong with it.
        public var reason: String
        /// `<file>: <reason>`.
        public var description: String { "\(file): \(reason)" }
    }

    /// Reads a result file.
    public static func read(_ url: URL) throws(ReadError) -> SuiteResult {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ReadError(file: url.path, reason: "cannot read the file")
        }
        return try decode(data, file: url.path)
    }

    /// Decodes a result file's contents; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(ReadError) -> SuiteResult {
        let contents: FileContents
        do { contents = try JSONDecoder().decode(FileContents.self, from: data) } catch {
            throw ReadError(file: file, reason: "not a result file of adlayout verify/record (\(describe(error)))")
        }
        guard contents.format == format else {
            throw ReadError(file: file, reason: "format is \"\(contents.format)\", expected \"\(format)\"")
        }
        guard contents.version == version else {
            throw ReadError(file: file, reason: "version \(contents.version) is not \(version), the one this adlayout reads")
        }
        guard let mode = RecordMode(rawValue: contents.mode) else {
            throw ReadError(file: file, reason: "unknown record mode \"\(contents.mode)\"")
        }
        let goldens = URL(fileURLWithPath: contents.goldens)
        var entries: [SuiteResult.Entry] = []
        for (i, s) in contents.snapshots.enumerated() {
            guard let entry = s.entry(goldens: goldens) else {
                throw ReadError(file: file, reason: "snapshots[\(i)]: unknown status, theme or text size")
            }
            entries.append(entry)
        }
        var result = SuiteResult(entries: entries, goldens: goldens, mode: mode, stale: contents.stale, pruned: contents.pruned,
                                 environmentChanges: contents.environmentChanges,
                                 environmentProblem: contents.environmentProblem, environmentWritten: false)
        result.command = contents.command
        result.recording = contents.recording
        result.shard = contents.shard.flatMap(Shard.init)
        return result
    }

    private static func describe(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "missing key \"\(([key] + context.codingPath.reversed()).reversed().map(\.stringValue).joined(separator: "."))\""
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .dataCorrupted?:
            return "invalid JSON"
        default:
            return "\(error)"
        }
    }

    struct FileContents: Codable {
        var format: String
        var version: Int
        var adlayout: String
        var command: String
        var recording: Bool
        var mode: String
        var goldens: String
        var shard: String?
        var summary: String
        var stale: [String]
        var pruned: [String]
        var environmentChanges: [String]
        var environmentProblem: String?
        var snapshots: [Snapshot]
    }

    struct Artifacts: Codable {
        var expected: String?
        var actual: String?
        var diff: String?
    }

    struct Snapshot: Codable {
        var golden: String
        var layout: String
        var device: String?
        var theme: String?
        var contentSize: String?
        var scale: Int
        var source: String?
        var test: String?
        var status: String
        var message: String
        var invalidInput: Bool
        var seconds: Double
        var diagnostics: [Diagnostic]
        var mismatchedPixels: Int?
        var antialiasedPixels: Int?
        var totalPixels: Int?
        var artifacts: Artifacts

        init(_ entry: SuiteResult.Entry) {
            let o = entry.outcome
            golden = o.name.fileName; layout = o.name.layout; device = o.name.device; theme = o.name.theme?.name
            contentSize = o.name.contentSize?.rawValue; scale = o.name.scale; source = o.source; test = entry.test
            status = o.status.rawValue; message = o.message; invalidInput = o.invalidInput
            seconds = (entry.seconds * 1000).rounded() / 1000
            diagnostics = o.diagnostics
            mismatchedPixels = o.comparison?.mismatchedPixels; antialiasedPixels = o.comparison?.antialiasedPixels
            totalPixels = o.comparison?.totalPixels
            artifacts = Artifacts(expected: entry.artifacts.expected, actual: entry.artifacts.actual, diff: entry.artifacts.diff)
        }

        func entry(goldens: URL) -> SuiteResult.Entry? {
            guard let status = SnapshotStatus(rawValue: status) else { return nil }
            var themeValue: OfferwallTheme?
            if let theme {
                guard let t = SnapshotVariant.themes.first(where: { $0.name == theme }) else { return nil }
                themeValue = t
            }
            var size: ContentSizeCategory?
            if let contentSize {
                guard let s = ContentSizeCategory(rawValue: contentSize) else { return nil }
                size = s
            }
            let name = GoldenName(layout: layout, device: device, theme: themeValue, contentSize: size, scale: scale)
            var outcome = SnapshotOutcome(name: name, golden: goldens.appendingPathComponent(golden), source: source,
                                          status: status, message: message)
            outcome.invalidInput = invalidInput
            outcome.diagnostics = diagnostics
            if let mismatchedPixels, let totalPixels {
                outcome.comparison = ImageComparison(mismatchedPixels: mismatchedPixels, antialiasedPixels: antialiasedPixels ?? 0,
                                                     totalPixels: totalPixels, sizeMismatch: nil,
                                                     identical: mismatchedPixels == 0 && (antialiasedPixels ?? 0) == 0)
            }
            return SuiteResult.Entry(outcome: outcome, artifacts: ArtifactFiles(expected: artifacts.expected,
                                                                                 actual: artifacts.actual, diff: artifacts.diff),
                                     seconds: seconds, test: test)
        }
    }
}

import AdLayoutSnapshot
import ArgumentParser
import Foundation

/// `adlayout report merge DIR...`: reports made from the results of several runs.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Build reports from the result files of verify/record runs.",
        subcommands: [MergeReportsCommand.self])
}

/// `adlayout report merge DIR... [--output DIR] [--junit FILE]`
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the results of sharded runs into one HTML report and one JUnit file.",
        discussion: """
        Each DIR is the --artifacts folder of a run (its results.json or results-<i>-of-<n>.json), \
        or a folder whose subfolders are (e.g. every shard's artifacts downloaded into one folder). \
        Artifacts are copied into the output folder, beside index.html. Exit status: 0 merged \
        (whatever the snapshots' results), 2 a folder has no result file or a file is not one.
        """)

    @Argument(help: ArgumentHelp("Artifacts folders of the runs to merge.", valueName: "dir"))
    var folders: [String]

    @Option(name: [.short, .long], help: ArgumentHelp("Folder for the merged report and artifacts.", valueName: "dir"))
    var output = "snapshot-report"

    @Option(help: ArgumentHelp("Also write the merged results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    func run() throws {
        let console = Console.current
        let out = URL(fileURLWithPath: output)
        let merged = try merge(into: out, console)
        for warning in merged.warnings { console.err(warning.line) }
        try write(merged, to: out, console)
        console.out("merged \(merged.files.count) result file\(merged.files.count == 1 ? "" : "s"): \(merged.result.summary)")
    }

    /// The runs' results merged, their artifacts copied into `out`; exit 2 when a folder has no
    /// result file or a file is not one.
    private func merge(into out: URL, _ console: Console) throws -> ReportMerger.Merged {
        do {
            let files = try ReportMerger.resultFiles(in: folders.map { URL(fileURLWithPath: $0) })
            return try ReportMerger.merge(files, into: out)
        } catch {
            console.err("error: \(error)")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// The merged result file, HTML report and (with `--junit`) JUnit file; exit 1 when one cannot be written.
    private func write(_ merged: ReportMerger.Merged, to out: URL, _ console: Console) throws {
        do {
            try SuiteResultFile.write(merged.result, to: out)
            console.out("report: \(try HTMLReport.write(merged.result, to: out).relativePath)")
            if let junit {
                try JUnitReport.write(merged.result, to: URL(fileURLWithPath: junit))
                console.out("junit: \(junit)")
            }
        } catch {
            console.err("error: cannot write the merged report: \(error.localizedDescription)")
            throw ExitCode(ExitStatus.failure)
        }
    }
}

import AdLayoutCore
import AdLayoutRender
import Foundation

/// Merges the results of a sharded run (each shard's artifacts folder with its result file, see
/// ``SuiteResultFile``) into one: every snapshot of every shard, their artifacts copied into one
/// folder, for one HTML report and one JUnit file (Playwright's `merge-reports`).
public enum ReportMerger {
    /// A merge that cannot be made.
    public struct MergeError: Error, CustomStringConvertible {
        /// Why, naming the folder or file.
        public var description: String
    }

    /// The merged result and what looked wrong without stopping the merge (a missing shard,
    /// shards of different goldens folders or modes).
    public struct Merged: Sendable {
        /// Every snapshot of every file, with one copy of their artifacts.
        public var result: SuiteResult
        /// What looked wrong, each about the result file it was found in.
        public var warnings: [Diagnostic]
        /// The result files read.
        public var files: [URL]
    }

    /// The result files in `folders`: in each folder itself and in its direct subfolders (where
    /// a CI job's download of every shard's artifacts puts them), sorted.
    public static func resultFiles(in folders: [URL]) throws(MergeError) -> [URL] {
        var found: [URL] = []
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw MergeError(description: "\(folder.relativePath): no such folder")
            }
            var here = results(in: folder)
            if here.isEmpty {
                let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                for child in children {
                    let sub = folder.appendingPathComponent(child)
                    var dir: ObjCBool = false
                    if FileManager.default.fileExists(atPath: sub.path, isDirectory: &dir), dir.boolValue { here += results(in: sub) }
                }
            }
            guard !here.isEmpty else {
                throw MergeError(description: "\(folder.relativePath): no result file (results.json or results-<i>-of-<n>.json, "
                                 + "written into the --artifacts folder of adlayout verify/record)")
            }
            found += here
        }
        return found
    }

    private static func results(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter(SuiteResultFile.isResultFile).sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Reads `files` and merges them, copying each snapshot's artifacts into `output` (their
    /// paths in the result are then relative to it).
    public static func merge(_ files: [URL], into output: URL) throws(MergeError) -> Merged {
        var parts: [(SuiteResult, URL)] = []
        for file in files {
            do { parts.append((try SuiteResultFile.read(file), file)) } catch { throw MergeError(description: error.description) }
        }
        guard let first = parts.first?.0 else { throw MergeError(description: "no result files to merge") }
        var warnings: [Diagnostic] = []
        func warn(_ file: URL, _ message: String) {
            warnings.append(Diagnostic(.warning, code: .invalidValue, file: file.path, path: "", location: nil, message: message))
        }
        var entries: [SuiteResult.Entry] = []
        var owner: [String: String] = [:]
        var stale: [String] = [], pruned: [String] = [], changes: [String] = []
        var problem: String?
        let outputPath = output.standardizedFileURL.path
        for (result, file) in parts {
            if result.goldens.path != first.goldens.path {
                warn(file, "goldens \(result.goldens.path), not \(first.goldens.path) as in \(parts[0].1.path)")
            }
            if result.mode != first.mode || result.recording != first.recording {
                warn(file, "\(result.command) in mode \(result.mode), not \(first.command) in mode \(first.mode)")
            }
            let folder = file.deletingLastPathComponent()
            for var entry in result.entries {
                let key = entry.outcome.name.fileName + "\u{0}" + (entry.test ?? entry.outcome.source ?? "")
                if let other = owner[key] {
                    throw MergeError(description: "\(entry.outcome.name.fileName) is in both \(other) and \(file.path): "
                                     + "merge the results of one run's shards, each once")
                }
                owner[key] = file.path
                if folder.standardizedFileURL.path != outputPath {
                    do { entry.artifacts = try copy(entry.artifacts, from: folder, to: output) } catch {
                        throw MergeError(description: "cannot copy the artifacts of \(entry.outcome.name.fileName) from "
                                         + "\(folder.path): \(error.localizedDescription)")
                    }
                }
                entries.append(entry)
            }
            for name in result.stale where !stale.contains(name) { stale.append(name) }
            for name in result.pruned where !pruned.contains(name) { pruned.append(name) }
            for change in result.environmentChanges where !changes.contains(change) { changes.append(change) }
            problem = problem ?? result.environmentProblem
        }
        warnings += missingShards(parts.map(\.0)).map {
            Diagnostic(.warning, code: .missingValue, file: nil, path: "", location: nil, message: $0)
        }
        entries.sort { ($0.outcome.source ?? "", $0.outcome.name.fileName) < ($1.outcome.source ?? "", $1.outcome.name.fileName) }
        var merged = SuiteResult(entries: entries, goldens: first.goldens, mode: first.mode, stale: stale.sorted(),
                                 pruned: pruned.sorted(), environmentChanges: changes, environmentProblem: problem,
                                 environmentWritten: false)
        merged.command = first.command
        merged.recording = first.recording
        return Merged(result: merged, warnings: warnings, files: files)
    }

    /// "shard 2/3 is missing" for every shard of the counts seen that no result covers.
    static func missingShards(_ results: [SuiteResult]) -> [String] {
        let shards = results.compactMap(\.shard)
        guard !shards.isEmpty else { return [] }
        var messages: [String] = []
        for count in Set(shards.map(\.count)).sorted() {
            let seen = Set(shards.filter { $0.count == count }.map(\.index))
            for i in 1...count where !seen.contains(i) { messages.append("shard \(i)/\(count) is missing") }
        }
        if results.contains(where: { $0.shard == nil }) && !shards.isEmpty {
            messages.append("unsharded results are merged with sharded ones")
        }
        return messages
    }

    private static func copy(_ files: ArtifactFiles, from folder: URL, to output: URL) throws -> ArtifactFiles {
        func one(_ name: String?) throws -> String? {
            guard let name else { return nil }
            let source = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: source.path) else { return nil }
            try AtomicFile.write(Data(contentsOf: source), to: output.appendingPathComponent(name))
            return name
        }
        return ArtifactFiles(expected: try one(files.expected), actual: try one(files.actual), diff: try one(files.diff))
    }
}

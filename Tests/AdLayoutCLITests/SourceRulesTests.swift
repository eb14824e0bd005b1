import AdLayoutTestSupport
import Foundation
import Testing

/// Rules the code keeps, read from the files themselves so that a change breaking one fails here
/// with its file and line (docs/architecture.md, "Concurrency").
@Suite struct SourceRulesTests {
    /// Every Swift file under `folders` of the repository, with its lines.
    static func swiftFiles(_ folders: [String]) -> [(path: String, lines: [Substring])] {
        folders.flatMap { folder -> [(path: String, lines: [Substring])] in
            let base = Repository.root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            var files: [(path: String, lines: [Substring])] = []
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                let path = folder + "/" + url.path.dropFirst(base.path.count + 1)
                files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
            return files.sorted { $0.path < $1.path }
        }
    }

    /// `file:line` of each line of code (comments left out) containing one of `needles`.
    static func offenders(of needles: [String], in folders: [String]) -> [String] {
        swiftFiles(folders).flatMap { file in
            file.lines.enumerated().compactMap { index, line -> String? in
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
                return needles.contains { code.contains($0) } ? "\(file.path):\(index + 1)" : nil
            }
        }
    }

    @Test func concurrencyIsCheckedByTheCompiler() {
        // Spelt in two parts, so that this file does not match itself.
        let offenders = Self.offenders(of: ["@unchecked" + " Sendable", "nonisolated" + "(unsafe)", "NS" + "Lock"],
                                       in: ["Sources", "Tests", "Benchmarks"])
        #expect(offenders == [])
        // The scan does find what it looks for.
        #expect(Self.offenders(of: ["@Suite struct " + "SourceRulesTests"], in: ["Tests"])
                    == ["Tests/AdLayoutCLITests/SourceRulesTests.swift:7"])
    }

    @Test func commentsCiteOnlyWhatIsInTheRepository() {
        let cited = Self.swiftFiles(["Sources", "Tests", "Benchmarks"]).flatMap { file in
            file.lines.enumerated().compactMap { index, line -> String? in
                guard let comment = line.range(of: "//").map({ line[$0.lowerBound...] }) else { return nil }
                // The reference folder's documents, by name too (docs/ has none of these names).
                let outside = ["shared/" + "reference", "reference" + " §", "D" + "23", "D" + "95", "I" + "73", "screens" + "/",
                               "rendering-" + "performance.md", "layout-" + "semantics.md", "native-" + "ads.md",
                               "snapshot-" + "testing.md", "style" + ".md", "offerwall-ui-" + "guide", "tnk-sdk-" + "reference"]
                return outside.contains { comment.contains($0) } ? "\(file.path):\(index + 1)" : nil
            }
        }
        #expect(cited == [])
    }
}

import AdLayoutRender
import Foundation

/// A run's result as JUnit XML (`--junit FILE`), the format CI systems show test results from:
/// one `<testsuite>` per layout document (or test file), one `<testcase>` per snapshot named after
/// its golden, with the time it took; a snapshot that fails the run is a `<failure>` (its message,
/// counts and artifact paths), an invalid document an `<error>`. Stale goldens are listed in the
/// suite's `<system-out>`.
///
/// Which snapshots fail follows the command: in a verify run (and a test run) anything but a pass
/// fails, since a recorded golden was not verified; in a record run only a failure does.
public enum JUnitReport {
    /// Writes the XML for `result` to `url`.
    public static func write(_ result: SuiteResult, to url: URL, timestamp: Date = Date()) throws {
        try AtomicFile.write(Data(render(result, timestamp: timestamp).utf8), to: url)
    }

    /// The XML for `result`.
    public static func render(_ result: SuiteResult, timestamp: Date = Date()) -> String {
        let failing = { (entry: SuiteResult.Entry) -> Bool in
            result.recording ? entry.outcome.status == .failed : entry.outcome.failsVerification
        }
        var groups: [(name: String, entries: [SuiteResult.Entry])] = []
        var index: [String: Int] = [:]
        for entry in result.entries {
            let name = entry.outcome.source ?? result.goldens.path
            if let i = index[name] { groups[i].entries.append(entry) } else {
                index[name] = groups.count
                groups.append((name, [entry]))
            }
        }
        let stamp = ISO8601DateFormatter().string(from: timestamp).replacingOccurrences(of: "Z", with: "")
        let host = ProcessInfo.processInfo.hostName
        func counts(_ entries: [SuiteResult.Entry]) -> (tests: Int, failures: Int, errors: Int, time: Double) {
            let errors = entries.filter(\.outcome.invalidInput).count
            let failures = entries.filter { !$0.outcome.invalidInput && failing($0) }.count
            return (entries.count, failures, errors, entries.reduce(0) { $0 + $1.seconds })
        }
        let all = counts(result.entries)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(attr(result.command))\" tests=\"\(all.tests)\" failures=\"\(all.failures)\" "
            + "errors=\"\(all.errors)\" time=\"\(seconds(all.time))\">\n"
        if groups.isEmpty { groups = [(result.command, [])] }
        for (i, group) in groups.enumerated() {
            let c = counts(group.entries)
            xml += "  <testsuite name=\"\(attr(group.name))\" package=\"adlayout\" id=\"\(i)\" tests=\"\(c.tests)\" "
                + "failures=\"\(c.failures)\" errors=\"\(c.errors)\" skipped=\"0\" time=\"\(seconds(c.time))\" "
                + "timestamp=\"\(stamp)\" hostname=\"\(attr(host))\">\n"
            xml += "    <properties>\n"
            var properties = [("goldens", result.goldens.path), ("record mode", result.mode.rawValue)]
            if let shard = result.shard { properties.append(("shard", shard.description)) }
            for (name, value) in properties {
                xml += "      <property name=\"\(attr(name))\" value=\"\(attr(value))\"/>\n"
            }
            xml += "    </properties>\n"
            for entry in group.entries {
                let o = entry.outcome
                let head = "    <testcase classname=\"\(attr(entry.test ?? group.name))\" name=\"\(attr(o.name.fileName))\" "
                    + "time=\"\(seconds(entry.seconds))\""
                // Notes (a list running past the canvas bottom) say nothing about why a snapshot failed.
                let details = ([o.message] + artifactLines(entry.artifacts)
                               + o.diagnostics.filter { $0.severity != .note }.map(\.line)).joined(separator: "\n")
                if o.invalidInput {
                    xml += head + ">\n      <error message=\"\(attr(firstLine(o.message)))\" type=\"invalid input\">"
                        + text(details) + "</error>\n    </testcase>\n"
                } else if failing(entry) {
                    xml += head + ">\n      <failure message=\"\(attr(firstLine(o.message)))\" type=\"\(o.status.rawValue)\">"
                        + text(details) + "</failure>\n    </testcase>\n"
                } else if o.status != .passed || !o.diagnostics.isEmpty {
                    xml += head + ">\n      <system-out>" + text(details) + "</system-out>\n    </testcase>\n"
                } else {
                    xml += head + "/>\n"
                }
            }
            var out = result.stale.map { "stale golden: \($0)\(result.pruned.contains($0) ? " (pruned)" : "")" }
            out += result.environmentChanges.map { "render environment: \($0)" }
            if i == 0 && !out.isEmpty { xml += "    <system-out>" + text(out.joined(separator: "\n")) + "</system-out>\n" }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private static func artifactLines(_ files: ArtifactFiles) -> [String] {
        [("expected", files.expected), ("actual", files.actual), ("diff", files.diff)].compactMap { label, file in
            file.map { "\(label): \($0)" }
        }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Escapes text for an attribute value (newlines kept as character references).
    static func attr(_ s: String) -> String {
        escape(s, attribute: true)
    }

    /// Escapes element text.
    static func text(_ s: String) -> String { escape(s, attribute: false) }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            // Characters XML 1.0 cannot carry (control characters, e.g. in a file name) become '?'.
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

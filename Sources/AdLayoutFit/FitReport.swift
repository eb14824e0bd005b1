import AdLayoutCore
import Foundation

/// The results of `adlayout fit` as text, JSON or CSV (``FitHTMLReport`` draws the worst cases).
///
/// JSON: `{"results": [{"layoutType": "normal", "device": "iPhone15", "contentSize": "large", "ads": 1000,
/// "truncated": 300, "clipped": 0, "byElement": {"title": {"truncated": 300, "clipped": 0}},
/// "examples": [{"index": 7, "appId": 3301, "problems": [{"element": "title", "problem": "truncated",
/// "shown": "…", "text": "…"}]}]}]}` — keys in a fixed order, elements in ``FitElement`` order.
/// CSV: one row per result, a `truncated.<element>` and `clipped.<element>` column for each element
/// any result counts.
public enum FitReport {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable {
        case text, json, csv, html
    }

    /// The results as JSON, ending with a newline.
    public static func json(_ results: [FitResult]) -> String {
        var out = "{\"results\": ["
        for (i, r) in results.enumerated() {
            out += i == 0 ? "\n  " : ",\n  "
            out += "{\"layoutType\": \(JSONText.string(r.layoutType)), \"device\": \(JSONText.string(r.device)), "
                + "\"contentSize\": \(JSONText.string(r.contentSize)), \"ads\": \(r.ads), \"truncated\": \(r.truncated), "
                + "\"clipped\": \(r.clipped), \"byElement\": {"
            out += FitElement.ordered(r.byElement.keys).map { name in
                let c = r.byElement[name]!
                return "\(JSONText.string(name)): {\"truncated\": \(c.truncated), \"clipped\": \(c.clipped)}"
            }.joined(separator: ", ")
            out += "}, \"examples\": ["
            out += r.examples.map { e in
                "\n    {\"index\": \(e.index), \"appId\": \(e.appId), \"problems\": ["
                    + e.problems.map { p in
                        var item = "{\"element\": \(JSONText.string(p.element)), \"problem\": \"\(p.isTruncation ? "truncated" : "clipped")\""
                        if let shown = p.shown { item += ", \"shown\": \(JSONText.string(shown))" }
                        if let text = p.text { item += ", \"text\": \(JSONText.string(text))" }
                        return item + "}"
                    }.joined(separator: ", ") + "]}"
            }.joined(separator: ",")
            out += r.examples.isEmpty ? "]}" : "\n  ]}"
        }
        out += results.isEmpty ? "]}\n" : "\n]}\n"
        return out
    }

    /// The results as CSV (RFC 4180 quoting, rows ending with a line feed).
    public static func csv(_ results: [FitResult]) -> String {
        let elements = FitElement.ordered(results.flatMap { $0.byElement.keys })
        var header = ["layoutType", "device", "contentSize", "ads", "truncated", "clipped"]
        for e in elements { header += ["truncated.\(e)", "clipped.\(e)"] }
        var lines = [header.map(field).joined(separator: ",")]
        for r in results {
            var row = [r.layoutType, r.device, r.contentSize, "\(r.ads)", "\(r.truncated)", "\(r.clipped)"]
            for e in elements {
                let c = r.byElement[e] ?? .init()
                row += ["\(c.truncated)", "\(c.clipped)"]
            }
            lines.append(row.map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A CSV field, quoted when it must be.
    private static func field(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The results for a terminal: one line per result, then its examples indented.
    public static func text(_ results: [FitResult]) -> String {
        var lines: [String] = []
        for r in results {
            var line = "\(r.layoutType) · \(r.device) · \(r.contentSize): \(grouped(r.ads)) ad\(r.ads == 1 ? "" : "s"), "
                + "\(grouped(r.truncated)) with text cut"
            let elements = FitElement.ordered(r.byElement.keys)
            let cut = elements.compactMap { e in r.byElement[e]!.truncated > 0 ? "\(e) \(grouped(r.byElement[e]!.truncated))" : nil }
            if !cut.isEmpty { line += " (" + cut.joined(separator: ", ") + ")" }
            line += ", \(grouped(r.clipped)) with elements clipped"
            let clipped = elements.compactMap { e in r.byElement[e]!.clipped > 0 ? "\(e) \(grouped(r.byElement[e]!.clipped))" : nil }
            if !clipped.isEmpty { line += " (" + clipped.joined(separator: ", ") + ")" }
            lines.append(line)
            for e in r.examples {
                lines.append("  \(e.name): " + e.problems.map(describe).joined(separator: "; "))
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// `title shows "가나…" of "가나다라"`, `point clipped`.
    static func describe(_ p: FitExample.Problem) -> String {
        guard p.isTruncation else { return "\(p.element) clipped" + (p.text.map { " (\(quoted($0)))" } ?? "") }
        if let shown = p.shown { return "\(p.element) shows \(quoted(shown)) of \(quoted(p.text ?? ""))" }
        return "\(p.element) cuts \(quoted(p.text ?? ""))"
    }

    /// A text in quotes, cut to 60 characters.
    static func quoted(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: "⏎")
        return "\"" + (flat.count > 60 ? String(flat.prefix(60)) + "…" : flat) + "\""
    }

    /// `1,000,000`.
    static func grouped(_ n: Int) -> String { PointFormatter.grouped(n) }
}

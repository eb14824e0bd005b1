import AdLayoutRender
import Foundation

/// A static report of a run, `index.html` in the artifacts folder: failed, new, updated, stale and
/// passed snapshots; each failure with the expected and actual images side by side, the diff, and
/// a slider that wipes between the two. CSS and script are inline and images are relative paths,
/// so the folder works offline, from a CI artifact download or `file://`.
public enum HTMLReport {
    /// The report's file name.
    public static let fileName = "index.html"

    /// Writes the report into `directory`; returns its URL.
    @discardableResult
    public static func write(_ result: SuiteResult, to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(fileName)
        try AtomicFile.write(Data(render(result).utf8), to: url)
        return url
    }

    /// The report's HTML.
    public static func render(_ result: SuiteResult) -> String {
        let failed = result.entries(.failed), new = result.entries(.new), updated = result.entries(.updated)
        let passed = result.entries(.passed)
        var html = head(title: failed.isEmpty ? "Snapshots passed" : "\(failed.count) snapshot\(failed.count == 1 ? "" : "s") failed",
                        style: style)
        html += """
        <h1>AdLayout snapshot report</h1>
        <p class="summary">\(escape(result.summary))</p>
        <p class="meta"><code>\(escape(result.command))</code>\(result.shard.map { " shard \($0)" } ?? "") · goldens <code>\(escape(result.goldens.path))</code> · record mode <code>\(result.mode)</code></p>
        <nav>
        <a href="#failed" class="count failed">\(failed.count) failed</a>
        <a href="#new" class="count new">\(new.count) new</a>
        <a href="#updated" class="count updated">\(updated.count) updated</a>
        <a href="#stale" class="count stale">\(result.stale.count) stale</a>
        <a href="#passed" class="count passed">\(passed.count) passed</a>
        </nav>
        </header>
        <main>

        """
        if !result.environmentChanges.isEmpty || result.environmentProblem != nil {
            html += "<section id=\"environment\" class=\"warning\">\n<h2>Render environment differs from the goldens'</h2>\n"
            html += "<p>Likely cause of the failures below:</p>\n<ul>\n"
            for line in result.environmentChanges { html += "<li>\(escape(line))</li>\n" }
            if let problem = result.environmentProblem { html += "<li>\(escape(problem))</li>\n" }
            html += "</ul>\n</section>\n"
        }

        html += sectionStart("failed", "Failed", count: failed.count) + failed.map(failure).joined() + "</section>\n"
        html += sectionStart("new", "New", count: new.count) + (new.isEmpty ? "" : "<p>Goldens recorded by this run.</p>\n")
            + new.map(recorded).joined() + "</section>\n"
        html += sectionStart("updated", "Updated", count: updated.count) + updated.map(recorded).joined() + "</section>\n"
        html += sectionStart("stale", "Stale", count: result.stale.count)
        if !result.stale.isEmpty {
            html += "<p>Goldens that belong to no layout of this run\(result.pruned.isEmpty ? " (delete them with <code>--prune</code>)" : "; deleted").</p>\n<ul class=\"names\">\n"
            for name in result.stale { html += "<li><code>\(escape(name))</code></li>\n" }
            html += "</ul>\n"
        }
        html += "</section>\n"

        html += sectionStart("passed", "Passed", count: passed.count)
        html += "<ul class=\"names\">\n"
        for entry in passed {
            html += "<li><code>\(escape(entry.outcome.name.fileName))</code> <span class=\"message\">\(escape(entry.outcome.message))</span></li>\n"
        }
        html += "</ul>\n</section>\n</main>\n"
        html += """
        <footer>Diff colours: <span class="swatch red"></span> differs
        <span class="swatch blue"></span> differs, darker in the actual image
        <span class="swatch yellow"></span> anti-aliasing, ignored
        <span class="swatch grey"></span> unchanged (faded expected image)</footer>
        <script>\(script)</script>
        </body>
        </html>

        """
        return html
    }

    /// A section's opening: its heading with the count, and "None." when it has nothing.
    private static func sectionStart(_ id: String, _ title: String, count: Int) -> String {
        "<section id=\"\(id)\">\n<h2>\(title) <span class=\"n\">\(count)</span></h2>\n" + (count == 0 ? "<p class=\"none\">None.</p>\n" : "")
    }

    private static func failure(_ entry: SuiteResult.Entry) -> String {
        let o = entry.outcome, files = entry.artifacts
        var html = "<article class=\"snapshot failed\" id=\"\(escape(o.name.stem))\">\n"
        html += "<h3>\(escape(o.name.fileName))</h3>\n"
        if let source = o.source { html += "<p class=\"source\">\(escape(source))</p>\n" }
        if let test = entry.test { html += "<p class=\"source\">test \(escape(test))</p>\n" }
        html += "<pre class=\"message\">\(escape(o.message))</pre>\n"
        guard files.actual != nil || files.expected != nil else { return html + "</article>\n" }
        html += "<div class=\"views\">\n"
        html += figure(files.expected, caption: "Expected (golden)", missing: "no golden")
        html += figure(files.actual, caption: "Actual", missing: "not rendered")
        html += figure(files.diff, caption: "Diff", missing: "no diff")
        if let expected = files.expected, let actual = files.actual {
            // A wipe: the expected image over the actual one, clipped at the slider's position.
            html += """
            <figure class="slider" style="--pos: 50%">
            <div class="stage"><img src="\(escape(actual))" alt="actual"><img class="over" src="\(escape(expected))" alt="expected"><div class="handle"></div></div>
            <input type="range" min="0" max="100" value="50" aria-label="expected ↔ actual">
            <figcaption>◀ expected · slide · actual ▶</figcaption>
            </figure>

            """
        }
        html += "</div>\n"
        return html + "</article>\n"
    }

    private static func recorded(_ entry: SuiteResult.Entry) -> String {
        let o = entry.outcome
        var html = "<article class=\"snapshot \(o.status.rawValue)\" id=\"\(escape(o.name.stem))\">\n"
        html += "<h3>\(escape(o.name.fileName))</h3>\n"
        if let source = o.source { html += "<p class=\"source\">\(escape(source))</p>\n" }
        html += "<p class=\"message\">\(escape(o.message))</p>\n"
        if let actual = entry.artifacts.actual {
            html += "<div class=\"views\">\n" + figure(actual, caption: "Recorded", missing: "") + "</div>\n"
        }
        return html + "</article>\n"
    }

    private static func figure(_ file: String?, caption: String, missing: String) -> String {
        guard let file else {
            return "<figure class=\"empty\"><div>\(escape(missing))</div><figcaption>\(escape(caption))</figcaption></figure>\n"
        }
        return "<figure><a href=\"\(escape(file))\"><img src=\"\(escape(file))\" alt=\"\(escape(caption))\"></a><figcaption>\(escape(caption))</figcaption></figure>\n"
    }

    /// The opening of a report page, up to and including `<body>` and `<header>`: the pages
    /// AdLayout writes (this report, `adlayout fit`'s page in AdLayoutFit) share it, so they look like one product.
    package static func head(title: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title)) · AdLayout</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>

        """
    }

    /// Escapes text for HTML content and attribute values.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// The report pages' style sheet.
    package static let style = """
    :root { color-scheme: light; --red: #ff0000; --blue: #0060ff; --yellow: #ffff00; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "DejaVu Sans", sans-serif; color: #1d1d1f; background: #f4f5f7; }
    header { padding: 16px 24px; background: #fff; border-bottom: 1px solid #d9dce1; position: sticky; top: 0; z-index: 2; }
    h1 { margin: 0 0 4px; font-size: 20px; }
    h2 { font-size: 17px; margin: 24px 0 8px; }
    h3 { font-size: 15px; margin: 0 0 4px; }
    .summary { margin: 0; font-weight: 600; }
    .meta { margin: 2px 0 8px; color: #5f6670; }
    nav { display: flex; gap: 8px; flex-wrap: wrap; }
    nav a { text-decoration: none; padding: 2px 10px; border-radius: 12px; background: #eceef1; color: #1d1d1f; }
    nav a.failed { background: #fde2e1; color: #a1120b; }
    nav a.new, nav a.updated { background: #e2ecfd; color: #0b3fa1; }
    nav a.passed { background: #e0f4e4; color: #176b2c; }
    main { padding: 0 24px 24px; }
    .n { color: #5f6670; font-weight: 400; }
    .none { color: #5f6670; }
    article.snapshot { background: #fff; border: 1px solid #d9dce1; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
    article.failed { border-left: 4px solid #d93025; }
    article.new, article.updated { border-left: 4px solid #1a73e8; }
    .source { margin: 0; color: #5f6670; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    pre.message { white-space: pre-wrap; margin: 6px 0 10px; font-size: 13px; }
    .views { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; max-width: 1280px; }
    @media (max-width: 700px) { .views { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
    figure { margin: 0; }
    figure > a > img { display: block; width: 100%; height: auto; border: 1px solid #d9dce1; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; image-rendering: auto; }
    figure.empty div { display: flex; align-items: center; justify-content: center; aspect-ratio: 390 / 844; border: 1px dashed #b8bdc5; color: #5f6670; }
    figcaption { text-align: center; color: #5f6670; font-size: 12px; margin-top: 4px; }
    .slider input { width: 100%; margin: 6px 0 0; }
    .stage { position: relative; }
    .stage img { display: block; width: 100%; height: auto; border: 1px solid #d9dce1; }
    .stage img.over { position: absolute; left: 0; top: 0; clip-path: inset(0 calc(100% - var(--pos)) 0 0); }
    .stage .handle { position: absolute; top: 0; bottom: 0; left: var(--pos); width: 2px; margin-left: -1px; background: #d93025; pointer-events: none; }
    ul.names { padding-left: 20px; }
    ul.names .message { color: #5f6670; }
    #environment { background: #fff7e0; border: 1px solid #f0d589; border-radius: 8px; padding: 4px 16px; margin-top: 16px; }
    footer { padding: 12px 24px 24px; color: #5f6670; }
    .swatch { display: inline-block; width: 12px; height: 12px; vertical-align: -1px; border: 1px solid #999; margin-left: 10px; }
    .swatch.red { background: var(--red); } .swatch.blue { background: var(--blue); }
    .swatch.yellow { background: var(--yellow); } .swatch.grey { background: #e6e6e6; }
    """

    // Moves each slider's wipe; without script the slider shows half of each image.
    private static let script = """
    document.querySelectorAll('.slider').forEach(function (slider) {
      var input = slider.querySelector('input');
      input.addEventListener('input', function () { slider.style.setProperty('--pos', input.value + '%'); });
    });
    """
}

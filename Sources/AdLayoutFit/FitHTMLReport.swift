import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutSnapshot
import Foundation

/// `adlayout fit --format html`: one page in the style of the snapshot report (``/AdLayoutSnapshot/HTMLReport``), a
/// section per layout type × variant with its counts and its worst ads drawn as thumbnails (the ad
/// alone in its section, as the device shows it, its cut labels and clipped elements outlined).
/// The thumbnails are inline PNGs, so the page is one self-contained file.
public enum FitHTMLReport {
    /// Thumbnails drawn per result at most.
    public static let thumbnailsPerResult = 8
    /// Pixels per point of the thumbnails.
    static let thumbnailScale = 2

    /// The page for `results` of `targets` (the same order), drawn with `pipeline`; `layout` and
    /// `ads` name the files in the header.
    public static func render(_ results: [FitResult], targets: [FitRun.Target], layout: String, ads: String,
                              pipeline: RenderPipeline) -> String {
        let escape = HTMLReport.escape
        let failing = results.filter(\.hasProblems).count
        var html = HTMLReport.head(title: failing == 0 ? "Every ad fits" : "\(failing) of \(results.count) layouts cut ads",
                                   style: HTMLReport.style + style)
        html += """
        <h1>AdLayout fit report</h1>
        <p class="summary">\(escape(headline(results)))</p>
        <p class="meta">layout <code>\(escape(layout))</code> · ads <code>\(escape(ads))</code></p>
        </header>
        <main>

        """
        for (r, target) in zip(results, targets) {
            html += "<article class=\"snapshot \(r.hasProblems ? "failed" : "passed")\">\n"
            html += "<h3>\(escape("\(r.layoutType) · \(r.device) · \(r.contentSize)"))</h3>\n"
            html += "<p class=\"message\">\(escape(summary(r)))</p>\n"
            let shown = r.examples.prefix(thumbnailsPerResult)
            if !shown.isEmpty {
                html += "<div class=\"views\">\n"
                for example in shown {
                    let png = thumbnail(example.ad, target: target, pipeline: pipeline).base64EncodedString()
                    html += "<figure><img src=\"data:image/png;base64,\(png)\" alt=\"\(escape(example.name))\">"
                    html += "<figcaption><b>\(escape(example.name))</b><br>"
                        + example.problems.map { escape(FitReport.describe($0)) }.joined(separator: "<br>") + "</figcaption></figure>\n"
                }
                html += "</div>\n"
            }
            html += "</article>\n"
        }
        html += "</main>\n<footer>Outlines: <span class=\"swatch cut\"></span> text cut "
            + "<span class=\"swatch clip\"></span> element clipped</footer>\n</body>\n</html>\n"
        return html
    }

    /// The page's headline: `1,000 ads in 3 layouts (layout type × variant): every ad fits`, or which
    /// layouts cut some (`… ads are cut in 1 of 3 layouts: normal · iPhone15 · large`).
    static func headline(_ results: [FitResult]) -> String {
        let total = FitReport.grouped(results.first?.ads ?? 0)
        let layouts = results.count == 1 ? "1 layout" : "\(results.count) layouts"
        let failing = results.filter(\.hasProblems)
        guard !failing.isEmpty else { return "\(total) ads in \(layouts) (layout type × variant): every ad fits" }
        return "\(total) ads in \(layouts) (layout type × variant): ads are cut in \(failing.count) of \(results.count): "
            + failing.map { "\($0.layoutType) · \($0.device) · \($0.contentSize)" }.joined(separator: ", ")
    }

    /// `1,000 ads · 300 with text cut (title 300) · 0 with elements clipped`.
    static func summary(_ r: FitResult) -> String {
        let elements = FitElement.ordered(r.byElement.keys)
        func by(_ count: (FitResult.Counts) -> Int) -> String {
            let parts = elements.compactMap { e in count(r.byElement[e]!) > 0 ? "\(e) \(FitReport.grouped(count(r.byElement[e]!)))" : nil }
            return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
        }
        return "\(FitReport.grouped(r.ads)) ads · \(FitReport.grouped(r.truncated)) with text cut\(by(\.truncated)) · "
            + "\(FitReport.grouped(r.clipped)) with elements clipped\(by(\.clipped))"
    }

    /// The ad alone in its section on the variant's screen (no bars or rows above it, the canvas
    /// as tall as the content), its cut labels and clipped elements outlined; images are placeholders.
    static func thumbnail(_ ad: AdListItem, target: FitRun.Target, pipeline: RenderPipeline) -> Data {
        var section = target.section
        section.items = [ad]
        section.header = nil
        section.footer = nil
        section.scroll = nil
        var settings = target.document.settings, device = target.document.device
        settings.navigationBarHidden = true
        device.autoHeight = true
        let document = target.document.replacing(device: device, settings: settings,
                                                  screen: .offerwall(ResolvedOfferwall(title: nil, menu: nil, filter: nil, sections: [section])))
        var tree = pipeline.layout(document, scale: thumbnailScale)
        // Outlines over everything (not inside the item, which would clip them).
        var marks: [LayoutNode] = []
        tree.root.visit { node in
            guard node.isClipped || node.isTruncated == true else { return }
            marks.append(LayoutNode(kind: "fitOutline", frame: node.frame.insetBy(dx: -1, dy: -1),
                                    box: BoxStyle(strokeColor: node.isClipped ? clipColor : cutColor, strokeWidth: 1.5)))
        }
        tree.root.children += marks
        return pipeline.png(tree).png
    }

    static let cutColor = Color(argb: 0xFFD0_8A00)
    static let clipColor = Color(argb: 0xFFD4_351C)

    private static let style = """

    article.passed { border-left: 4px solid #1e8e3e; }
    .views { grid-template-columns: repeat(auto-fill, minmax(390px, 1fr)); }
    figure img { display: block; width: 100%; height: auto; border: 1px solid #d9dce1; background: #fff; }
    figcaption { text-align: left; }
    .swatch.cut { background: #d08a00; } .swatch.clip { background: #d4351c; }
    """
}

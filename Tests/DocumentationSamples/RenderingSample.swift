// The samples of AdLayoutCore's article "Rendering a document from Swift", compiled (never called).
import AdLayoutCore
import AdLayoutPipeline
import Foundation

func renderingFromSwift() throws {
    let layout = AdListItemViewLayout()
    layout.iconImage.width = 80
    layout.iconImage.height = 80
    layout.titleLabel.font = UIFont.systemFont(ofSize: 17)
    layout.titleLabel.color = .orange
    layout.pointUnitVisible = false

    var registry = TnkLayout()
    registry.registerItemViewLayout(type: .normal, viewClass: DefaultAdListItemView.self, viewLayout: layout)
    registry.listViewTopMargin = 12          // a setting, under its SDK name

    let pipeline = RenderPipeline(registry: registry)
    let document = try pipeline.load(URL(fileURLWithPath: "Layouts/offerwall-default.json"))
    let tree = pipeline.layout(document)          // frames in points, no pixels yet
    let (png, warnings) = pipeline.png(tree)
    _ = (png, warnings)
}

func layingOutWithoutFonts(_ url: URL, registry: TnkLayout) {
    let (resolved, diagnostics) = DocumentLoader.standard.load(url, nil, registry, DocumentDecoder.Options())
    guard let resolved else {
        diagnostics.forEach { print($0.line) }   // "error: screen.json:12:5: sections[0].type: …"
        return
    }
    let tree = LayoutEngine(measurer: ApproximateTextMeasurer()).layout(resolved)
    let frames = LayoutTreeJSON.encode(tree)       // what `adlayout render --frames` prints
    _ = frames
}

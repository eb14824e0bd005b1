import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import Foundation
import Testing

/// The renderer (Pango, Cairo, images) meets the largest and smallest values a document can pass
/// without trapping or printing Pango warnings: conversions at the C boundaries saturate.
@Suite struct ExtremeValueRenderTests {
    static let overrides: [String] = [
        #"{"titleLabel": {"font": {"size": 1000}, "width": 10000, "height": 10000, "numberOfLines": 1000}}"#,
        #"{"titleLabel": {"font": {"size": 0.001}, "width": -10000, "leadingSpace": -10000, "interSpace": 10000}}"#,
        #"{"iconImage": {"width": 10000, "height": 10000, "cornerRadius": 10000, "strokeWidth": 10000}}"#,
        #"{"iconImage": {"width": -10000, "height": -10000}, "feedImageRatio": 100, "useFeedImage": true}"#,
        #"{"sectionInset": {"top": 10000, "left": 10000, "bottom": 10000, "right": 10000}, "itemInset": {"left": 10000}}"#,
        #"{"dividerHeight": 10000, "dividerLeadingSpace": -10000, "dividerTrailingSpace": -10000, "lineSpace": 10000}"#,
        #"{"orthogonalScrolling": "continuous", "itemSpace": 10000, "sectionInset": {"left": 10000}}"#,
        #"{"itemCornerRadius": 10000, "itemStrokeWidth": 10000, "pointAmountLabel": {"font": {"size": 1000}}}"#,
    ]

    @Test(arguments: overrides)
    func rendersWithoutTrapping(_ overrides: String) throws {
        let json = """
        {"schemaVersion": 1, "device": {"width": 390, "height": 844, "scale": 1},
         "tnkLayout": {"listViewTopMargin": 10000, "listViewMaxWidth": 10000},
         "registrations": {"normal": {"overrides": \(overrides)}},
         "sections": [{"type": "normal", "header": {"title": "헤더 Header"}, "scrollOffset": 1000000000,
                       "items": [{"appName": "꿀벌농장 Bee Farm", "cmpnDesc": "설치하면", "pointValue": 2147483647, "pointUnit": "P"},
                                 {"appName": "B", "pointValue": 0}]}]}
        """
        let pipeline = RenderPipeline()
        let (document, diagnostics) = DocumentLoader.load(Data(json.utf8), file: "x.json", baseDirectory: TestPaths.layouts)
        let resolved = try #require(document, "\(diagnostics)")
        let tree = pipeline.layout(resolved)
        let (png, warnings) = pipeline.png(tree)
        #expect(png.count > 100 && warnings.isEmpty)
        #expect((try? JSONSerialization.jsonObject(with: Data(LayoutTreeJSON.encode(tree).utf8))) != nil)
    }

    @Test func theLargestCanvasRenders() throws {
        let json = #"{"schemaVersion": 1, "device": {"width": 4000, "height": 4000, "scale": 1}, "sections": [{"type": "normal", "items": []}]}"#
        let pipeline = RenderPipeline()
        let tree = pipeline.layout(try DocumentResolver.resolve(try DocumentDecoder.decode(Data(json.utf8))))
        let result = pipeline.renderer.render(tree)
        #expect(result.pixels.width == 4000 && result.pixels.height == 4000)
    }
}

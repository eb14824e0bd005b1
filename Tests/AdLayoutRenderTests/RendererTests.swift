import AdLayoutPipeline
import AdLayoutCore
import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

@Suite(.serialized) struct RendererTests {
    static let images = Repository.layouts.appendingPathComponent("images")

    @Test func fontSetupFindsTheProjectFamily() {
        #expect(FontEnvironment.shared.hasDefaultFamily, "font files are missing: \(FontEnvironment.missingFontFiles)")
    }

    @Test func pangoMeasuresKoreanAndLatinAndTruncates() {
        let m = PangoTextMeasurer()
        let font = Font(size: 14)
        let korean = m.measure("참여하기", font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let latin = m.measure("Offerwall", font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        // Hangul syllables are 0.855 em apart, as Apple SD Gothic Neo's: 4 of them at 14 pt are 47.88 pt.
        #expect(abs(korean.width - 4 * 14 * 0.855) < 0.01)
        #expect(latin.width > 40 && latin.width < 80)
        #expect(korean.lineCount == 1 && !korean.isTruncated)
        #expect(korean.baseline > 10 && korean.baseline < korean.height)
        let long = String(repeating: "광고 참여 ", count: 20)
        let one = m.measure(long, font: font, maxWidth: 200, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(one.isTruncated && one.lineCount == 1 && one.width <= 200)
        let two = m.measure(long, font: font, maxWidth: 200, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(two.lineCount == 2 && two.isTruncated)
        #expect(abs(two.height - 2 * one.height) < 0.5)
        let all = m.measure(long, font: font, maxWidth: 200, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(all.lineCount > 2 && !all.isTruncated)
        let bold = m.measure("참여하기", font: Font(size: 14, weight: .bold), maxWidth: nil, numberOfLines: 1,
                             lineBreakMode: .byTruncatingTail)
        #expect(bold.width >= korean.width)
    }

    @Test func pngRoundTripsOpaqueAndTranslucentPixels() throws {
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 3)
        // BGRA premultiplied: opaque red, half-transparent green (premultiplied 0x80), transparent.
        let pixels: [[UInt8]] = [[0, 0, 255, 255], [0, 128, 0, 128], [0, 0, 0, 0], [10, 20, 30, 255]]
        for i in 0..<12 { bytes.replaceSubrange(i * 4..<i * 4 + 4, with: pixels[i % 4]) }
        let image = PixelBuffer(width: 4, height: 3, stride: 16, bytes: bytes)
        for data in [PNGCodec.encode(image), PNGCodec.encodeCompact(image)] {
            let decoded = try PNGCodec.decode(data)
            #expect(decoded.width == 4 && decoded.height == 3)
            #expect(decoded.pixel(x: 0, y: 0) == 0xFFFF_0000)
            #expect(decoded.pixel(x: 1, y: 0) == 0x8000_8000)
            #expect(decoded.pixel(x: 2, y: 0) == 0)
        }
        // Opaque images are written as RGB (colour type 2); the same pixels give the same bytes.
        let opaque = PixelBuffer(width: 1, height: 1, stride: 4, bytes: [1, 2, 3, 255])
        let png = PNGCodec.encode(opaque)
        #expect(png[25] == 2)
        #expect(png == PNGCodec.encode(opaque))
        #expect(try PNGCodec.decode(png).pixel(x: 0, y: 0) == 0xFF03_0201)
    }

    @Test func decodingRejectsNonPNGData() {
        #expect(throws: ImageDecodingError.self) { try PNGCodec.decode(Data("not a png".utf8)) }
    }

    @Test func renderingIsDeterministic() throws {
        let pipeline = RenderPipeline()
        let url = Repository.layouts.appendingPathComponent("offerwall-default.json")
        let doc = try pipeline.load(url)
        let a = pipeline.png(pipeline.layout(doc, scale: 2)).png
        let b = RenderPipeline().png(RenderPipeline().layout(doc, scale: 2)).png
        #expect(a == b)
        let decoded = try PNGCodec.decode(a)
        #expect(decoded.width == 780 && decoded.height == 1688)
    }

    @Test func missingAndBrokenImagesDrawAPlaceholderAndWarnOnce() throws {
        let json = """
        {"schemaVersion": 1, "sections": [{"type": "normal", "items": [
          {"appName": "A", "pointValue": 1, "iconUrl": "images/nope.png"},
          {"appName": "B", "pointValue": 1, "iconUrl": "images/nope.png"},
          {"appName": "C", "pointValue": 1, "iconUrl": "images/broken.png"},
          {"appName": "D", "pointValue": 1, "iconUrl": "images/feed-01.jpg"}]}]}
        """
        let doc = try DocumentDecoder.decode(Data(json.utf8), file: "t.json",
                                             baseDirectory: Repository.layouts)
        let pipeline = RenderPipeline()
        let (resolved, diagnostics) = DocumentResolver.resolveCollecting(doc)
        // Checked once per path when the document is resolved, named by the first use's JSON path and
        // located in the text by the decoder's own positions.
        #expect(diagnostics.map(\.line) == [
            #"warning: t.json:2:37: sections[0].items[0].iconUrl: image "images/nope.png": no such file or directory; drawing a placeholder"#,
            #"warning: t.json:4:37: sections[0].items[2].iconUrl: image "images/broken.png": not a PNG or JPEG file; drawing a placeholder"#,
        ])
        let tree = pipeline.layout(resolved, scale: 1)
        let result = pipeline.renderer.render(tree)
        #expect(result.warnings.isEmpty)
        // The placeholder's neutral colour fills the first icon's corner area; the JPEG icon is not that colour.
        let icons = tree.root.all(.iconImage)
        let p0 = result.pixels.pixel(x: Int(icons[0].frame.minX) + 10, y: Int(icons[0].frame.minY) + 10)
        #expect(p0 == TnkDefaults.imagePlaceholderColor.argb)
        let p3 = result.pixels.pixel(x: Int(icons[3].frame.midX), y: Int(icons[3].frame.midY))
        #expect(p3 != TnkDefaults.imagePlaceholderColor.argb)
    }

    @Test func theDarkThemeDrawsItsOwnPlaceholder() throws {
        let json = """
        {"schemaVersion": 1, "styles": {"offerwallTheme": "dark"}, "sections": [{"type": "normal", "items": [
          {"appName": "A", "pointValue": 1, "iconUrl": "images/nope.png"}]}]}
        """
        let doc = try DocumentDecoder.decode(Data(json.utf8), file: "t.json", baseDirectory: Repository.layouts)
        let pipeline = RenderPipeline()
        let tree = pipeline.layout(DocumentResolver.resolveCollecting(doc).0, scale: 1)
        let icon = try #require(tree.root.all(.iconImage).first)
        let pixel = pipeline.renderer.render(tree).pixels.pixel(x: Int(icon.frame.minX) + 10, y: Int(icon.frame.minY) + 10)
        #expect(pixel == 0xFF2A_2C30)
        #expect(Palette.dark.imagePlaceholder.argb == 0xFF2A_2C30)
    }
}

import AdLayoutPipeline
import AdLayoutCore
@testable import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// Sizes no document can reach still must not trap the renderer: widths are saturated into Pango's
/// units, and a tree too large for a Cairo surface is drawn cut to one.
@Suite struct HostileSizeTests {
    @Test func widthsSaturateIntoPangoUnits() {
        #expect(FontSession.State.pangoUnits(10) == 10 * 1024)
        #expect(FontSession.State.pangoUnits(1e300) == Int32.max)
        #expect(FontSession.State.pangoUnits(-1e300) == Int32.min)
        #expect(FontSession.State.pangoUnits(.infinity) == Int32.max)
        #expect(FontSession.State.pangoUnits(.nan) == Int32.max)
    }

    @Test func surfaceSidesStayWithinCairosLimit() {
        #expect(Renderer.surfaceSide(1170) == 1170)
        #expect(Renderer.surfaceSide(0) == 1 && Renderer.surfaceSide(-5) == 1)
        #expect(Renderer.surfaceSide(40_000) == 32_767)
        #expect(Renderer.surfaceSide(.infinity) == 1 && Renderer.surfaceSide(.nan) == 1)
    }

    /// A hand-built tree 40,000 points tall at @2x: drawn as the largest surface of its width that
    /// FormatLimits allows, not a trap on the missing surface.
    @Test func aTreeTallerThanASurfaceIsDrawnCut() {
        let root = LayoutNode(kind: .screen, frame: CGRect(x: 0, y: 0, width: 100, height: 40_000),
                              box: BoxStyle(backgroundColor: Color(argb: 0xFF33_6699)))
        let tree = LayoutTree(canvasSize: CGSize(width: 100, height: 40_000), scale: 2, root: root)
        let pixels = Renderer().render(tree).pixels
        #expect(pixels.width == 200 && pixels.height == 32_767)
        #expect(pixels.pixel(x: 199, y: 32_766) == pixels.pixel(x: 0, y: 0))
    }

    /// An image drawn larger than any frame shows is painted from the original as it is drawn: a
    /// 10,000-point icon at @3x once made a 30,000 × 30,000 pre-scaled copy (3.5 GB).
    @Test func hugeImagesArePaintedWithoutAPrescaledCopy() throws {
        #expect(ImageStore.prescales(width: 1170, height: 2532))
        #expect(!ImageStore.prescales(width: 30_000, height: 30_000))
        #expect(!ImageStore.prescales(width: 40_000, height: 10))
        #expect(ImageStore.devicePixels(.infinity, 3) == 1 && ImageStore.devicePixels(1e300, 3) == 1_000_000_000)
        let json = """
        {"schemaVersion": 1, "device": {"width": 390, "height": 400, "scale": 3},
         "registrations": {"normal": {"overrides": {"iconImage": {"width": 10000, "height": 10000, "cornerRadius": 0}}}},
         "sections": [{"type": "normal", "items": [{"appName": "W", "iconUrl": "images/icon-01.png"}]}]}
        """
        let (document, diagnostics) = DocumentLoader.load(Data(json.utf8), file: "x.json", baseDirectory: Repository.layouts)
        let resolved = try #require(document, "\(diagnostics)")
        let pipeline = RenderPipeline()
        let tree = pipeline.layout(resolved)
        let pixels = pipeline.renderer.render(tree).pixels
        // The icon's top-left corner is the original's top-left pixel, stretched: not the placeholder's grey.
        let icon = try #require(tree.root.all(.iconImage).first)
        let x = Int(icon.frame.minX * 3) + 5, y = Int(icon.frame.minY * 3) + 5
        let placeholder = pipeline.renderer.render(LayoutTree(canvasSize: tree.canvasSize, scale: 3,
                                                              root: LayoutNode(kind: .screen, frame: .zero))).pixels
        #expect(pixels.pixel(x: x, y: y) != placeholder.pixel(x: x, y: y))
        #expect(diagnostics.isEmpty)
    }
}

import AdLayoutCore
@testable import AdLayoutRender
import Foundation
import Testing

/// Sizes no document can reach still must not trap the renderer: widths are saturated into Pango's
/// units, and a tree too large for a Cairo surface is drawn cut to one.
@Suite struct HostileSizeTests {
    @Test func widthsSaturateIntoPangoUnits() {
        #expect(FontSession.pangoUnits(10) == 10 * 1024)
        #expect(FontSession.pangoUnits(1e300) == Int32.max)
        #expect(FontSession.pangoUnits(-1e300) == Int32.min)
        #expect(FontSession.pangoUnits(.infinity) == Int32.max)
        #expect(FontSession.pangoUnits(.nan) == Int32.max)
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
        let tree = LayoutTree(canvasSize: CGSize(width: 100, height: 40_000), scale: 2, baseDirectory: nil, root: root)
        let pixels = Renderer().render(tree).pixels
        #expect(pixels.width == 200 && pixels.height == 32_767)
        #expect(pixels.pixel(x: 199, y: 32_766) == pixels.pixel(x: 0, y: 0))
    }
}

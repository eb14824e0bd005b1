import AdLayoutCore
@testable import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// Text is drawn in the snapped frame every other element is drawn in (issue 31, item 6): a label
/// whose laid-out frame is off the device-pixel grid draws the same pixels as the same label laid out
/// at that frame snapped, so `--frames` (snapped by the same rule, ``PixelGrid/snap(_:scale:)``) says
/// where its text is. Before, the text alone sat a fraction of a pixel from its background.
@Suite struct TextOnThePixelGridTests {
    /// A canvas holding one label: a tinted box with text, at `frame`.
    static func tree(label frame: CGRect, scale: Int, alignment: TextAlignment, lines: Int) -> LayoutTree {
        let text = TextContent(string: "적립 180 골드 · Reward points", font: .systemFont(ofSize: 13), color: Color(argb: 0xFF22_2222),
                               numberOfLines: lines, alignment: alignment)
        let label = LayoutNode(kind: "titleLabel", frame: frame, box: BoxStyle(backgroundColor: Color(argb: 0xFFE8_F0FF)), content: .text(text))
        let root = LayoutNode(kind: .screen, frame: CGRect(x: 0, y: 0, width: 240, height: 60),
                              box: BoxStyle(backgroundColor: Color(argb: 0xFFFF_FFFF)), children: [label])
        return LayoutTree(canvasSize: CGSize(width: 240, height: 60), scale: scale, root: root)
    }

    @Test(arguments: [(1, TextAlignment.natural, 1), (2, .center, 1), (3, .right, 2)])
    func aFractionalFrameDrawsAsItsSnappedFrame(scale: Int, alignment: TextAlignment, lines: Int) {
        // Laid out off the grid at every scale (x·3 = 31.2, y·3 = 16.2; the size keeps the line break).
        let laidOut = CGRect(x: 10.4, y: 5.4, width: 200.25, height: 40.3)
        let snapped = PixelGrid.snap(laidOut, scale: scale)
        #expect(snapped != laidOut)
        let renderer = Renderer()
        let off = renderer.render(Self.tree(label: laidOut, scale: scale, alignment: alignment, lines: lines)).pixels
        let on = renderer.render(Self.tree(label: snapped, scale: scale, alignment: alignment, lines: lines)).pixels
        #expect(PixelDifference(off, on).count == 0, "@\(scale)x \(alignment): \(laidOut) against \(snapped)")
    }
}

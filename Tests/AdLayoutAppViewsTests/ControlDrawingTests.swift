import AdLayoutAppViews
import AdLayoutCore
import AdLayoutEngine
import AdLayoutRender
import Foundation
import Testing

/// A stepper, a slider and a page control drawn as UIKit draws them in the default appearance, probed in
/// the pixels of a 2x render: the stepper's − and + and its divider, the slider's white thumb with its
/// shadow, the page control's dots (the current page dark); and the page control's intrinsic size,
/// from the frame IB saved for ThunderCloud's three pages.
@Suite struct ControlDrawingTests {
    static let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>"#

    /// The 2x pixels of `subviews` pinned by `constraints` on a white 200 x 120 view, and the frames by IB id.
    static func render(_ subviews: String, _ constraints: String) throws -> (pixels: PixelBuffer, frames: [String: CGRect]) {
        let data = UIKitControlsTests.xib(subviews, constraints, width: 200, height: 120,
                                          root: #"<view contentMode="scaleToFill" id="Rt0-Aa-000">"# + white)
        let (frames, tree) = try UIKitControlsTests.layout(data)
        let pixels = Renderer().render(LayoutTree(canvasSize: tree.canvasSize, scale: 2, root: tree.root)).pixels
        return (pixels, frames)
    }

    /// The pixel at point (`x`, `y`) of a 2x render, as 0xRRGGBB (the canvas is opaque).
    static func rgb(_ pixels: PixelBuffer, _ x: CGFloat, _ y: CGFloat) -> UInt32 {
        pixels.pixel(x: Int(x * 2), y: Int(y * 2)) & 0xFF_FFFF
    }

    /// The mean of a pixel's red, green and blue: 0 black, 255 white.
    static func lightness(_ rgb: UInt32) -> Int {
        (Int(rgb >> 16 & 0xFF) + Int(rgb >> 8 & 0xFF) + Int(rgb & 0xFF)) / 3
    }

    @Test func aStepperHasItsMinusPlusAndDivider() throws {
        let stepper = UIKitControlsTests.view("stepper", "St1-Aa-001", #"maximumValue="100""#)
        let (pixels, f) = try Self.render(stepper, UIKitControlsTests.pin("St1-Aa-001", x: 20, y: 20))
        let frame = try #require(f["St1-Aa-001"])
        #expect(frame == CGRect(x: 20, y: 20, width: 94, height: 32))
        let midY = frame.midY, track = Self.rgb(pixels, frame.minX + 6, midY)
        #expect(track == 0xE9_E9EB)
        // The + in the label colour: its bar across and its bar down, in the right half's centre.
        let plusX = frame.minX + 3 * frame.width / 4
        #expect(Self.rgb(pixels, plusX + 5, midY) == 0)
        #expect(Self.rgb(pixels, plusX, midY - 5) == 0)
        // The −: a bar across only, dimmed because a new stepper's value 0 is its minimum.
        let minusX = frame.minX + frame.width / 4, minus = Self.rgb(pixels, minusX + 5, midY)
        #expect(Self.rgb(pixels, minusX, midY - 5) == track)
        #expect(Self.lightness(minus) > 40 && Self.lightness(minus) < Self.lightness(track) - 40)
        // The divider: a 1-pt line 18 pt tall at the centre.
        #expect(Self.rgb(pixels, frame.midX, midY - 8) == 0xC6_C6C8)
        #expect(Self.rgb(pixels, frame.midX, midY - 10) == track)
    }

    @Test func aSlidersThumbIsAWhiteCircleWithAShadow() throws {
        let slider = UIKitControlsTests.view("slider", "Sl1-Aa-001", #"value="0.25" minValue="0.0" maxValue="1""#)
        let trailing = #"<constraint firstAttribute="trailing" secondItem="Sl1-Aa-001" secondAttribute="trailing" constant="20" id="Sl1-tr"/>"#
        let (pixels, f) = try Self.render(slider, UIKitControlsTests.pin("Sl1-Aa-001", x: 20, y: 40) + trailing)
        let frame = try #require(f["Sl1-Aa-001"])
        #expect(frame == CGRect(x: 18, y: 40, width: 164, height: 31))
        // The 28-pt thumb travels the 160-pt track less itself: at a quarter its centre is 2 + 33 + 14 in.
        let centreX = frame.minX + 2 + 132 * 0.25 + 14, centreY = frame.midY
        #expect(Self.rgb(pixels, centreX, centreY) == 0xFF_FFFF)
        // Its shadow darkens the white below it, more than beside it; the blue fill ends under its centre.
        let below = Self.rgb(pixels, centreX, centreY + 15.5), side = Self.rgb(pixels, centreX + 15, centreY - 4)
        #expect(Self.lightness(below) < 250 && Self.lightness(below) > 200)
        #expect(Self.lightness(below) < Self.lightness(side))
        #expect(Self.rgb(pixels, frame.minX + 10, centreY) == 0x00_7AFF)
        #expect(Self.rgb(pixels, centreX + 25, centreY) == 0xE9_E9EB)
    }

    @Test func aPageControlsDotsShowTheCurrentPage() throws {
        let pages = UIKitControlsTests.view("pageControl", "Pc1-Aa-001", #"numberOfPages="3" currentPage="1""#)
        let (pixels, f) = try Self.render(pages, UIKitControlsTests.pin("Pc1-Aa-001", x: 20, y: 20))
        let frame = try #require(f["Pc1-Aa-001"])
        #expect(frame == CGRect(x: 20, y: 20, width: 39, height: 26))
        let dots = (0..<3).map { Self.rgb(pixels, frame.minX + 3.5 + CGFloat($0) * 16, frame.midY) }
        #expect(dots[1] == 0)
        #expect(dots[0] == dots[2] && Self.lightness(dots[0]) > 150 && Self.lightness(dots[0]) < 200)
        #expect(Self.rgb(pixels, frame.minX + 11.5, frame.midY) == 0xFF_FFFF)
    }

    /// UIKit's page indicators are 7-pt dots 9 apart: 16n - 9 wide (IB saved ThunderCloud's three pages 39 wide
    /// in an Xcode 9 file); 37 tall before iOS 14, 26 from it; none wide without pages.
    @Test func aPageControlIsAsWideAsItsDots() throws {
        let views = UIKitControlsTests.view("pageControl", "Pc1-Aa-001", #"numberOfPages="3""#)
            + UIKitControlsTests.view("pageControl", "Pc2-Aa-002", #"numberOfPages="10""#)
            + UIKitControlsTests.view("pageControl", "Pc3-Aa-003")
        let constraints = UIKitControlsTests.pin("Pc1-Aa-001", x: 20, y: 20) + UIKitControlsTests.pin("Pc2-Aa-002", x: 20, y: 80)
            + UIKitControlsTests.pin("Pc3-Aa-003", x: 20, y: 140)
        let (old, _) = try UIKitControlsTests.layout(UIKitControlsTests.xib(views, constraints, tools: "14109"))
        #expect(old["Pc1-Aa-001"]?.size == CGSize(width: 39, height: 37))
        #expect(old["Pc2-Aa-002"]?.size == CGSize(width: 151, height: 37))
        #expect(old["Pc3-Aa-003"]?.size == CGSize(width: 0, height: 37))
        let (new, _) = try UIKitControlsTests.layout(UIKitControlsTests.xib(views, constraints))
        #expect(new["Pc1-Aa-001"]?.size == CGSize(width: 39, height: 26))

        // IB's own frame (141, 168, 39, 15.5): centred under the collection view, squeezed to 15.5 tall by the
        // 192-pt row. Centring 39 in 320 gives x 140.5, a 2x pixel; IB saved 141.
        let url = IBFrameOracleTests.corpus.appendingPathComponent("ThunderCloud-BadgeScrollerViewCell.xib")
        let (cell, _) = try UIKitControlsTests.layout(try Data(contentsOf: url))
        let frame = try #require(cell["2gZ-RU-qxe"])
        #expect(frame.size == CGSize(width: 39, height: 15.5))
        #expect(frame.minY == 168 && abs(frame.minX - 141) == 0.5)
    }
}

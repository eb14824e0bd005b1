import AdLayoutCore
import AdLayoutEngine
import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// An item view that places its views by frames set in `for` loops of `layoutSubviews()` (`FrameLoopApp`), as app
/// teams write it: views side by side by `.enumerated()`, labels stacked by a running `y` after each `sizeToFit()`,
/// one of them of any number of lines, each given at most 220 pt by `min`. Every frame is derived by hand as UIKit's
/// loop computes it for the item's bounds: a multi-line label's `sizeToFit()` wraps at the width its frame was given
/// and takes its text's wrapped height and widest line (from the text measurer, rounded up to the design screen's
/// 1/3-pt pixels).
@Suite struct FrameLoopAppFolderTests {
    typealias Apps = SwiftStyleAppFolderTests

    /// `sizeToFit()`'s size of `text` wrapped at `maxWidth` (nil: one line), rounded up to the pixel.
    static func fitting(_ text: String, _ font: Font, maxWidth: Double?, lines: Int) -> (width: Double, height: Double) {
        let m = PangoTextMeasurer().measure(text, font: font, maxWidth: maxWidth.map { CGFloat($0) }, numberOfLines: lines,
                                            lineBreakMode: lines == 1 ? .byTruncatingTail : .byWordWrapping)
        return ((Double(m.width) * 3).rounded(.up) / 3, (Double(m.height) * 3).rounded(.up) / 3)
    }

    @Test func loopItemViewFramesAreUIKits() throws {
        let items = try Apps.renderedItems("FrameLoopApp", "frame-loop-app.json", count: 2)
        let titles: [String] = ["꿀벌농장 (설치형)", "별빛퍼즐"]
        let descs: [String] = ["앱을 설치하고 실행한 뒤 10단계까지 달성하면 포인트가 바로 지급됩니다", "설치하면"]
        let points: [String] = ["+180P", "+2,500P"]
        for (k, item) in items.enumerated() {
            let w: Double = item.frame[2]
            #expect(item.frame[3] == 120)
            // Pass i of the first loop: x = 16 + 36·i, y 14, 28 × 28.
            Apps.expectFrame(item, "iconImageView", [16, 14, 28, 28])
            Apps.expectFrame(item, "badgeView", [52, 14, 28, 28])
            // Each label at x 96, given the width min(bounds.width − 112, 220), then sizeToFit(); y starts at 12 and
            // grows by each label's fitted height + 4.
            let given: Double = min(w - 112, 220)
            let title = Self.fitting(titles[k], .systemFont(ofSize: 15, weight: .semibold), maxWidth: nil, lines: 1)
            Apps.expectFrame(item, "titleLabel", [96, 12, title.width, Apps.line(15)])
            let descY: Double = 12 + Apps.line(15) + 4
            let desc = Self.fitting(descs[k], .systemFont(ofSize: 13), maxWidth: given, lines: 0)
            Apps.expectFrame(item, "descLabel", [96, descY, desc.width, desc.height])
            let point = Self.fitting(points[k], .boldSystemFont(ofSize: 13), maxWidth: nil, lines: 1)
            Apps.expectFrame(item, "pointLabel", [96, descY + desc.height + 4, point.width, Apps.line(13)])
            if k == 0 {
                // The long description wraps: two lines of 13 pt, its widest line within the width given.
                #expect(abs(desc.height - 2 * Apps.line(13)) <= 0.5 && desc.width <= given, "\(desc) \(given)")
            }
        }
    }
}

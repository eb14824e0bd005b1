import AdLayoutCore
import AdLayoutEngine
import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// An item view that places its views by frames in `layoutSubviews()` (`FrameApp`), as app teams write
/// it: bounds arithmetic, `sizeToFit()`, `title.frame.maxY + 4`. Every frame is derived by hand as
/// UIKit's `layoutSubviews()` computes it for the item's bounds after `setData`, for each ad; a label's
/// fitting width is its text's width from the text measurer, rounded up to the design screen's pixels
/// as `UILabel.sizeThatFits(_:)` gives it.
@Suite struct FrameAppFolderTests {
    typealias Apps = SwiftStyleAppFolderTests

    /// `sizeToFit()`'s width of one line of `text`: measured, rounded up to the 1/3-pt pixel.
    static func fittingWidth(_ text: String, _ font: Font) -> Double {
        let width = Double(PangoTextMeasurer().measure(text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail).width)
        return (width * 3).rounded(.up) / 3
    }

    @Test func frameItemViewFramesAreUIKits() throws {
        let items = try Apps.renderedItems("FrameApp", "frame-app.json")
        let points: [String] = ["+180P", "+2,500P", "확인 중", "지급 완료", "종료", "종료"]
        let descs: [String] = ["설치 후 실행하면", "10단계 달성 시", "설치하면", "참여하면", "가입하면", "맞히면"]
        for (k, item) in items.enumerated() {
            let w: Double = item.frame[2]
            let h: Double = item.frame[3]
            #expect(w == 355 && h == 88)
            // content = bounds.inset(by: (12, 16, 12, 16)); the 48-pt icon at content.minX, centred in the bounds' 88.
            let icon: [Double] = [16, 20, 48, 48]
            #expect(Apps.close(Apps.frame(item, "iconImageView"), icon))
            // 56 × 30 at content.maxX - 56, bounds.midY - 15.
            let ctaX: Double = w - 16 - 56
            let cta: [Double] = [ctaX, 29, 56, 30]
            #expect(Apps.close(Apps.frame(item, "ctaButton"), cta))
            // sizeToFit: its text's width, one line of 14 pt; its maxX 8 before the button, its centre the button's.
            let pointWidth: Double = Self.fittingWidth(points[k], .boldSystemFont(ofSize: 14))
            let pointX: Double = ctaX - 8 - pointWidth
            let pointH: Double = Apps.line(14)
            let point: [Double] = [pointX, 44 - pointH / 2, pointWidth, pointH]
            #expect(Apps.close(Apps.frame(item, "pointLabel"), point), "\(Apps.frame(item, "pointLabel")) \(point)")
            // From the icon's maxX + 10 to 8 before the point label, at content.minY + 2; its height after sizeToFit.
            let textX: Double = 16 + 48 + 10
            let titleH: Double = Apps.line(14)
            let title: [Double] = [textX, 14, pointX - 8 - textX, titleH]
            #expect(Apps.close(Apps.frame(item, "titleLabel"), title), "\(Apps.frame(item, "titleLabel")) \(title)")
            // title.frame.maxY + 4; sizeToFit within the width given: its short text's own width, one line of 12 pt.
            let descWidth: Double = Self.fittingWidth(descs[k], .systemFont(ofSize: 12))
            let desc: [Double] = [textX, 14 + titleH + 4, descWidth, Apps.line(12)]
            #expect(Apps.close(Apps.frame(item, "descLabel"), desc), "\(Apps.frame(item, "descLabel")) \(desc)")
            // The separator: content.minX, bounds.height - 0.5, content.width × 0.5.
            let separator: [Double] = [16, h - 0.5, w - 32, 0.5]
            #expect(Apps.close(Apps.frame(item, "separatorView"), separator))
        }
        let texts: [String?] = items.map { $0.child("pointLabel")?.string("text") }
        #expect(texts == points)
    }

    @Test func importSwiftPrintsTheFramesAsConstraintsAtTheirLines() throws {
        let (run, app) = Apps.importSwift("FrameApp")
        let file = "\(app.path)/OfferwallItemView.swift"
        // `pointLabel.frame.origin.x = ctaButton.frame.minX - 8 - pointLabel.frame.width`: its trailing edge.
        let trailing = """
                {
                  "first": "pointLabel.right",
                  "second": "ctaButton.left",
                  "constant": -8,
                  "source": "\(file):68:37"
                },
        """
        #expect(run.out.contains(trailing), "\(run.out)")
        // `y: titleLabel.frame.maxY + 4`, then `descLabel.sizeToFit()`.
        let below = """
                {
                  "first": "descLabel.top",
                  "second": "titleLabel.bottom",
                  "constant": 4,
                  "source": "\(file):76:9"
                },
        """
        #expect(run.out.contains(below), "\(run.out)")
        // sizeToFit's size is the label's own: hugging and compression resistance required on both axes.
        let fitting = """
                  "hugging": {
                    "horizontal": 1000,
                    "vertical": 1000
                  },
        """
        #expect(run.out.contains(fitting), "\(run.out)")
        #expect(!run.out.contains("translatesAutoresizingMaskIntoConstraints"), "\(run.out)")
    }
}

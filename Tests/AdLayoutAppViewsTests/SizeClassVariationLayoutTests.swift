import AdLayoutAppViews
import AdLayoutRender
import AdLayoutTestSupport
import Foundation
import Testing

/// Size-class variations as the layout sees them. Vocable's toasts (MIT; Tests/Fixtures/ib-corpus) were designed
/// on an iPhone XR in portrait (width compact): their widthClass=compact variation gives the view 16/32 margins
/// instead of the default 28/48, and IB saved the label, pinned to the margins, at 32, 16, 323 x 76. Designed on
/// an iPad (width regular), the same file keeps its default margins: 48, 28, 291 x 52 in the 387 x 108 view.
@Suite struct SizeClassVariationLayoutTests {
    static let measurer = PangoTextMeasurer()

    /// The laid-out frame of view `id` in the XIB `data`.
    static func frame(_ data: Data, _ id: String) throws -> CGRect {
        let (tree, errors) = XIBCanvas.layout(data: data, displayPath: "T.xib", measurer: measurer)
        #expect(errors.isEmpty, "\(errors.map(\.line))")
        var frames: [String: CGRect] = [:]
        try #require(tree).root.visit { if let id = $0.viewID { frames[id] = $0.frame } }
        return try #require(frames[id])
    }

    static func corpusFile(_ name: String) throws -> Data {
        try Data(contentsOf: Repository.fixtures.appendingPathComponent("ib-corpus/\(name)"))
    }

    @Test(arguments: [("Vocable-ToastView.xib", "fEx-Zh-S4e"), ("Vocable-PhraseSavedView.xib", "fEx-Zh-S4e"),
                      ("Vocable-EditedPhraseSavedView.xib", "e4l-xw-vvR")])
    func compactWidthMarginsPlaceTheLabelWhereIBSavedIt(file: String, label: String) throws {
        #expect(try Self.frame(Self.corpusFile(file), label) == CGRect(x: 32, y: 16, width: 323, height: 76))
    }

    @Test func onAnIPadTheDefaultMarginsApply() throws {
        let text = String(decoding: try Self.corpusFile("Vocable-ToastView.xib"), as: UTF8.self)
        let iPad = text.replacingOccurrences(of: #"<device id="retina6_1""#, with: #"<device id="ipad12_9""#)
        #expect(iPad != text)
        #expect(try Self.frame(Data(iPad.utf8), "fEx-Zh-S4e") == CGRect(x: 48, y: 28, width: 291, height: 52))
    }
}

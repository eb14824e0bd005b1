import AdLayoutTestSupport
import Foundation

/// A temporary folder holding `Cell.xib` and `doc.json`: a document of one `normal` section on an iPhone 15 whose
/// ads are drawn by the XIB's view (`CellView`, its `titleLabel` outlet showing the ad's `appName`), for tests
/// that run a command over an app view written inline; `ads` names an `ads.json` the test writes.
struct CellViewFolder {
    /// The document: `Cell.xib` as the view class of the `normal` registration, one ad ("Hello").
    static let document = """
        {"schemaVersion": 1, "device": "iPhone15",
         "appViews": {"CellView": {"xib": "Cell.xib", "outlets": {"titleLabel": {"text": "{appName}"}}}},
         "registrations": {"normal": {"viewClass": "CellView"}},
         "sections": [{"type": "normal", "items": [{"appName": "Hello"}]}]}
        """

    /// The folder, inside the test run's temporary folder.
    let dir: URL
    /// `Cell.xib`, the XIB given.
    let xib: URL
    /// `doc.json`, ``document``.
    let doc: URL
    /// `ads.json`, not written.
    let ads: URL

    /// A fresh folder with `xib` written as `Cell.xib` and ``document`` as `doc.json`.
    init(xib text: String) throws {
        dir = try temporaryDirectory()
        xib = dir.appendingPathComponent("Cell.xib")
        doc = dir.appendingPathComponent("doc.json")
        ads = dir.appendingPathComponent("ads.json")
        try Data(text.utf8).write(to: xib)
        try Data(Self.document.utf8).write(to: doc)
    }
}
